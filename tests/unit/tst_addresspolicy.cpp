// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which addresses an environment may use: https everywhere, plain http only outside Production
// (with a warning) or on this machine, never a user name or password in the address.

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/settings/addresspolicy.h"
#include "core/signing/signingservice.h"

#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;
using Verdict = AddressPolicy::Verdict;

class TestAddressPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void judge_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("verdict");
        const int prod = int(EnvironmentKind::Production), test = int(EnvironmentKind::Test),
                  custom = int(EnvironmentKind::Custom);
        QTest::newRow("https production") << u"https://api.example.ru/a"_s << prod << int(Verdict::Secure);
        QTest::newRow("http production") << u"http://api.example.ru/a"_s << prod << int(Verdict::HttpRefused);
        QTest::newRow("HTTP upper case production")
            << u"HTTP://api.example.ru/a"_s << prod << int(Verdict::HttpRefused);
        QTest::newRow("http test") << u"http://api.example.ru/a"_s << test << int(Verdict::PlainHttp);
        QTest::newRow("http added") << u"http://10.0.0.5:8080/a"_s << custom << int(Verdict::PlainHttp);
        QTest::newRow("loopback production") << u"http://127.0.0.1:8080/a"_s << prod << int(Verdict::Loopback);
        QTest::newRow("localhost test") << u"http://localhost:8080/a"_s << test << int(Verdict::Loopback);
        QTest::newRow("ipv6 loopback") << u"http://[::1]:8080/a"_s << prod << int(Verdict::Loopback);
        QTest::newRow("localhost lookalike") << u"http://localhost.example.ru/a"_s << prod << int(Verdict::HttpRefused);
        QTest::newRow("user:password https")
            << u"https://u:p@api.example.ru/a"_s << test << int(Verdict::HasCredentials);
        QTest::newRow("user only loopback") << u"http://u@127.0.0.1/a"_s << test << int(Verdict::HasCredentials);
        QTest::newRow("ftp") << u"ftp://api.example.ru/a"_s << test << int(Verdict::NotWeb);
        QTest::newRow("file") << u"file:///etc/passwd"_s << test << int(Verdict::NotWeb);
    }
    void judge()
    {
        QFETCH(QString, url);
        QFETCH(int, kind);
        QFETCH(int, verdict);
        const Verdict v = AddressPolicy::judge(QUrl(url), EnvironmentKind(kind));
        QCOMPARE(int(v), verdict);
        QCOMPARE(AddressPolicy::refusal(QUrl(url), EnvironmentKind(kind)).isEmpty(), AddressPolicy::isAllowed(v));
        QCOMPARE(AddressPolicy::warning(QUrl(url), EnvironmentKind(kind)).isEmpty(), v != Verdict::PlainHttp);
    }

    void environmentWarningNamesTheServices()
    {
        Environment env = emptyEnvironment(QString(kTestEnvironmentId), EnvironmentKind::Test);
        env.baseUrls[services::Enrichment] = QUrl(u"https://api.example.ru"_s);
        env.baseUrls[services::Signing] = QUrl(u"http://127.0.0.1:9000"_s);
        QVERIFY(AddressPolicy::environmentWarning(env).isEmpty());
        env.baseUrls[services::Lab] = QUrl(u"http://lab.example.ru/exlab/api/fhir"_s);
        const QString warning = AddressPolicy::environmentWarning(env);
        QVERIFY(warning.contains(serviceDisplayName(services::Lab)));
        QVERIFY(!warning.contains(serviceDisplayName(services::Enrichment)));
    }
};

QTEST_GUILESS_MAIN(TestAddressPolicy)
#include "tst_addresspolicy.moc"
