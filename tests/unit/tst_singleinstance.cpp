// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One workstation per journal: the second start on the same journal is refused and asks the first
// to come forward; another journal is another workstation; a lock whose owner died is taken over.

#include "core/session/singleinstance.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

class TestSingleInstance : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private Q_SLOTS:
    void secondStartAsksTheFirstToShow()
    {
        const QString journal = dir.filePath(QStringLiteral("journal.sqlite"));
        SingleInstance first(journal);
        QVERIFY(first.acquire());
        QSignalSpy show(&first, &SingleInstance::showRequested);

        SingleInstance second(journal);
        QVERIFY(!second.acquire());
        QVERIFY(second.otherWasAsked());
        QVERIFY(!second.problem().isEmpty());
        QVERIFY(show.wait(5000));
        QCOMPARE(show.size(), 1);
    }

    void anotherJournalIsAnotherWorkstation()
    {
        SingleInstance a(dir.filePath(QStringLiteral("a.sqlite")));
        SingleInstance b(dir.filePath(QStringLiteral("b.sqlite")));
        QVERIFY(a.acquire());
        QVERIFY(b.acquire());
    }

    void theLockIsFreedWhenTheInstanceGoes()
    {
        const QString journal = dir.filePath(QStringLiteral("c.sqlite"));
        {
            SingleInstance first(journal);
            QVERIFY(first.acquire());
        }
        SingleInstance again(journal);
        QVERIFY(again.acquire());
    }

    void aLockLeftByADeadProcessIsTakenOver()
    {
        const QString journal = dir.filePath(QStringLiteral("d.sqlite"));
        {
            // QLockFile's format: pid, application name, host name. Process 2^22 + 1 does not run.
            QFile stale(journal + QStringLiteral(".lock"));
            QVERIFY(stale.open(QIODevice::WriteOnly));
            stale.write("4194305\nghost\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        }
        SingleInstance instance(journal);
        QVERIFY(instance.acquire());
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
