// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The body of a once-only request: read forward once, never rewound, so Qt's resend after a
// closed connection is refused.

#include "core/net/sendoncebody.h"

#include <QTest>

using namespace cliniclink;

class TestSendOnceBody : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsOnceAndRefusesToRewind()
    {
        SendOnceBody body(QByteArrayLiteral("{\"a\":1}"));
        QVERIFY(body.isOpen());
        QVERIFY(!body.isSequential());
        QCOMPARE(body.size(), 7);
        QCOMPARE(body.read(3), QByteArray("{\"a"));
        QVERIFY(!body.reset());
        QVERIFY(!body.seek(0));
        QCOMPARE(body.readAll(), QByteArray("\":1}"));
        QVERIFY(body.atEnd());
        QVERIFY(!body.reset());
        QCOMPARE(body.read(1), QByteArray());
    }
    void refusesToRewindBeforeAnyRead()
    {
        // Qt rewinds before every resend, also of a body it never started: nothing to tell apart.
        SendOnceBody body(QByteArrayLiteral("x"));
        QVERIFY(!body.reset());
        QCOMPARE(body.readAll(), QByteArray("x"));
    }
    void emptyBodyIsADeviceToo()
    {
        SendOnceBody body{QByteArray()};
        QCOMPARE(body.size(), 0);
        QVERIFY(body.atEnd());
        QVERIFY(!body.reset());
    }
    void cannotBeWritten()
    {
        SendOnceBody body(QByteArrayLiteral("x"));
        QTest::ignoreMessage(QtWarningMsg, "QIODevice::write (QIODevice): ReadOnly device");
        QCOMPARE(body.write("y"), -1);
    }
};

QTEST_GUILESS_MAIN(TestSendOnceBody)
#include "tst_sendoncebody.moc"
