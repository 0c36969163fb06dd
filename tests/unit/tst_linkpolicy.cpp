// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Links from a server are opened only when they lead to the signing service (or a host the
// environment lists) over https; plain http only on this machine; anything else never.

#include "core/net/linkpolicy.h"

#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;

class TestLinkPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mayOpen_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("service");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<bool>("open");
        const QString sep = u"https://sep.example.ru/sep/api"_s;
        QTest::newRow("https to the signing host")
            << u"https://sep.example.ru/qes/123"_s << sep << QStringList() << true;
        QTest::newRow("host case differs") << u"https://SEP.example.ru/qes/123"_s << sep << QStringList() << true;
        QTest::newRow("https elsewhere") << u"https://evil.example/qes"_s << sep << QStringList() << false;
        QTest::newRow("https to a listed host")
            << u"https://esia.example.ru/qes"_s << sep << QStringList{u" esia.example.ru "_s} << true;
        QTest::newRow("listed host, http")
            << u"http://esia.example.ru/qes"_s << sep << QStringList{u"esia.example.ru"_s} << false;
        QTest::newRow("http to the signing host")
            << u"http://sep.example.ru/qes/123"_s << sep << QStringList() << false;
        QTest::newRow("file") << u"file:///etc/passwd"_s << sep << QStringList() << false;
        QTest::newRow("javascript") << u"javascript:alert(1)"_s << sep << QStringList() << false;
        QTest::newRow("smb") << u"smb://sep.example.ru/share"_s << sep << QStringList() << false;
        QTest::newRow("user info") << u"https://sep.example.ru@evil.example/qes"_s << sep << QStringList() << false;
        QTest::newRow("lookalike host") << u"https://sep.example.ru.evil.example/qes"_s << sep << QStringList()
                                        << false;
        QTest::newRow("sandbox loopback http")
            << u"http://127.0.0.1:8080/sandbox/qes/1"_s << u"http://127.0.0.1:8080"_s << QStringList() << true;
        QTest::newRow("loopback link from a remote service")
            << u"http://127.0.0.1:631/admin"_s << sep << QStringList() << false;
        QTest::newRow("signing host, another port")
            << u"https://sep.example.ru:8443/qes/1"_s << sep << QStringList() << false;
        QTest::newRow("signing host, explicit default port")
            << u"https://sep.example.ru:443/qes/1"_s << sep << QStringList() << true;
        QTest::newRow("signing host, the configured port")
            << u"https://sep.example.ru:8443/qes/1"_s << u"https://sep.example.ru:8443/sep/api"_s << QStringList()
            << true;
        QTest::newRow("configured port elsewhere, default port")
            << u"https://sep.example.ru/qes/1"_s << u"https://sep.example.ru:8443/sep/api"_s << QStringList() << true;
        QTest::newRow("configured port elsewhere, a third port")
            << u"https://sep.example.ru:9000/qes/1"_s << u"https://sep.example.ru:8443/sep/api"_s << QStringList()
            << false;
        QTest::newRow("listed host, another port")
            << u"https://esia.example.ru:8443/qes"_s << sep << QStringList{u"esia.example.ru"_s} << false;
        QTest::newRow("sandbox loopback http, another port")
            << u"http://127.0.0.1:631/admin"_s << u"http://127.0.0.1:8080"_s << QStringList() << false;
        QTest::newRow("empty") << QString() << sep << QStringList() << false;
    }
    void mayOpen()
    {
        QFETCH(QString, link);
        QFETCH(QString, service);
        QFETCH(QStringList, extra);
        QFETCH(bool, open);
        QCOMPARE(LinkPolicy::mayOpen(QUrl(link), QUrl(service), extra), open);
    }
    void refusalShowsTheLink()
    {
        QVERIFY(LinkPolicy::refusal(QUrl(u"file:///etc/passwd"_s)).contains(u"file:///etc/passwd"_s));
    }
};

QTEST_GUILESS_MAIN(TestLinkPolicy)
#include "tst_linkpolicy.moc"
