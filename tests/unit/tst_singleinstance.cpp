// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One workstation per journal: the second start on the same journal is refused and asks the first
// to come forward; another journal is another workstation; a lock whose owner died is taken over,
// and where it cannot be (a read-only folder, a full disk) the reason is said, not "already running".

#include "core/session/lockfolder.h"
#include "core/session/singleinstance.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#ifdef Q_OS_LINUX
#include <linux/capability.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace cliniclink;

namespace {

// A process number above Linux's largest (2^22): it does not run.
constexpr qint64 kDeadPid = 4194305;

// QLockFile's format: pid, program's file name, host name.
bool writeLock(const QString &journal, qint64 pid, const QString &app)
{
    QFile lock(journal + QStringLiteral(".lock"));
    if (!lock.open(QIODevice::WriteOnly))
        return false;
    lock.write(QByteArray::number(pid) + '\n' + app.toUtf8() + '\n' + QSysInfo::machineHostName().toUtf8() + '\n');
    return true;
}

QString ownProgram()
{
    return QFileInfo(QCoreApplication::applicationFilePath()).fileName();
}

// The folder without write permission for the life of this object. Root writes anywhere, so as root
// (a container, CI) this thread also gives up the capabilities that let it, and takes them back after.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString &folder)
        : m_folder(folder)
    {
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
#ifdef Q_OS_LINUX
        if (::geteuid() == 0 && ::syscall(SYS_capget, &m_header, m_saved) == 0) {
            __user_cap_data_struct lowered[2] = {m_saved[0], m_saved[1]};
            for (int cap : {CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER})
                lowered[cap / 32].effective &= ~(1u << (cap % 32));
            m_lowered = ::syscall(SYS_capset, &m_header, lowered) == 0;
        }
#endif
    }
    ~ReadOnlyFolder()
    {
#ifdef Q_OS_LINUX
        if (m_lowered)
            ::syscall(SYS_capset, &m_header, m_saved);
#endif
        QFile::setPermissions(m_folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    // Whether a file can still be made there (then the test cannot show anything).
    bool stillWritable() const
    {
        QFile probe(QDir(m_folder).filePath(QStringLiteral("probe")));
        const bool made = probe.open(QIODevice::WriteOnly);
        probe.remove();
        return made;
    }

private:
    QString m_folder;
#ifdef Q_OS_LINUX
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
    bool m_lowered = false;
#endif
};

#ifdef Q_OS_LINUX
// A disk with no room, as far as this process can tell: every write past 0 bytes fails with EFBIG
// (the file size limit, which SQLite and QLockFile meet as they meet a full disk).
class NoRoomToWrite {
public:
    NoRoomToWrite()
    {
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        m_oldHandler = ::signal(SIGXFSZ, SIG_IGN);
        rlimit none = m_saved;
        none.rlim_cur = 0;
        ::setrlimit(RLIMIT_FSIZE, &none);
    }
    ~NoRoomToWrite()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_saved);
        ::signal(SIGXFSZ, m_oldHandler);
    }

private:
    rlimit m_saved{};
    sighandler_t m_oldHandler = nullptr;
};
#endif

} // namespace

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
        QVERIFY(writeLock(journal, kDeadPid, QStringLiteral("ghost")));
        SingleInstance instance(journal);
        QVERIFY(instance.acquire());
    }

    // QLockFile must delete a stale lock and write its own; in a folder it may not write, it used
    // to call the dead process "already running".
    void aStaleLockInAReadOnlyFolderSaysTheFolderCannotBeWritten()
    {
        const QString folder = dir.filePath(QStringLiteral("readonly"));
        QVERIFY(QDir().mkpath(folder));
        const QString journal = QDir(folder).filePath(QStringLiteral("journal.sqlite"));
        QVERIFY(writeLock(journal, kDeadPid, QStringLiteral("cliniclink")));
        const ReadOnlyFolder readOnly(folder);
        if (readOnly.stillWritable())
            QSKIP("this process may write into a folder without write permission");

        SingleInstance instance(journal);
        QVERIFY(!instance.acquire());
        QVERIFY(!instance.otherWasAsked());
        const QString problem = instance.problem();
        QVERIFY2(!problem.contains(QLatin1String("already running")), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("cannot be written")), qPrintable(problem));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(folder)), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("permissions")), qPrintable(problem));
    }

    void aLiveOwnerInAReadOnlyFolderIsStillRunning()
    {
        const QString folder = dir.filePath(QStringLiteral("readonly-live"));
        QVERIFY(QDir().mkpath(folder));
        const QString journal = QDir(folder).filePath(QStringLiteral("journal.sqlite"));
        // This very process holds it (it has no socket to be asked through).
        QVERIFY(writeLock(journal, QCoreApplication::applicationPid(), ownProgram()));
        const ReadOnlyFolder readOnly(folder);

        SingleInstance instance(journal);
        QVERIFY(!instance.acquire());
        const QString problem = instance.problem();
        QVERIFY2(problem.contains(QLatin1String("already running")), qPrintable(problem));
        QVERIFY2(problem.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(problem));
    }

    void aStaleLockOnAFullDiskSaysTheDiskIsFull()
    {
#ifndef Q_OS_LINUX
        QSKIP("the file size limit stands in for a full disk on Linux only");
#else
        const QString journal = dir.filePath(QStringLiteral("full.sqlite"));
        QVERIFY(writeLock(journal, kDeadPid, QStringLiteral("cliniclink")));
        const NoRoomToWrite full;
        SingleInstance instance(journal);
        QVERIFY(!instance.acquire());
        const QString problem = instance.problem();
        QVERIFY2(!problem.contains(QLatin1String("already running")), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("is full")), qPrintable(problem));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(dir.path())), qPrintable(problem));
        QVERIFY2(problem.contains(QLatin1String("Free some space")), qPrintable(problem));
#endif
    }

    void aFullDiskWithoutALockSaysTheDiskIsFull()
    {
#ifndef Q_OS_LINUX
        QSKIP("the file size limit stands in for a full disk on Linux only");
#else
        const QString journal = dir.filePath(QStringLiteral("full-fresh.sqlite"));
        const NoRoomToWrite full;
        SingleInstance instance(journal);
        QVERIFY(!instance.acquire());
        QVERIFY2(instance.problem().contains(QLatin1String("is full")), qPrintable(instance.problem()));
#endif
    }

    void writeErrorsAreClassified_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<lockfolder::WriteProblem>("problem");
        QTest::newRow("no space") << int(ENOSPC) << lockfolder::WriteProblem::DiskFull;
        QTest::newRow("quota") << int(EDQUOT) << lockfolder::WriteProblem::DiskFull;
        QTest::newRow("file size limit") << int(EFBIG) << lockfolder::WriteProblem::DiskFull;
        QTest::newRow("permission") << int(EACCES) << lockfolder::WriteProblem::NotWritable;
        QTest::newRow("not permitted") << int(EPERM) << lockfolder::WriteProblem::NotWritable;
        QTest::newRow("read-only file system") << int(EROFS) << lockfolder::WriteProblem::NotWritable;
        QTest::newRow("input/output") << int(EIO) << lockfolder::WriteProblem::Other;
        QTest::newRow("none") << 0 << lockfolder::WriteProblem::None;
    }
    void writeErrorsAreClassified()
    {
        QFETCH(int, error);
        QFETCH(lockfolder::WriteProblem, problem);
        QCOMPARE(lockfolder::classifyWriteError(error), problem);
    }

    void theOwnerIsJudgedByNumberProgramAndHost()
    {
#ifndef Q_OS_LINUX
        QSKIP("asks /proc");
#else
        const qint64 self = QCoreApplication::applicationPid();
        const QString host = QSysInfo::machineHostName();
        QCOMPARE(lockfolder::ownerState(self, host, ownProgram()), lockfolder::OwnerState::Running);
        QCOMPARE(lockfolder::ownerState(kDeadPid, host, ownProgram()), lockfolder::OwnerState::Gone);
        // The number now belongs to another program.
        QCOMPARE(lockfolder::ownerState(self, host, QStringLiteral("ghost")), lockfolder::OwnerState::Gone);
        // Another computer's lock (a home folder on the network) cannot be judged from here.
        QCOMPARE(lockfolder::ownerState(kDeadPid, QStringLiteral("elsewhere.invalid"), ownProgram()),
                 lockfolder::OwnerState::Unknown);
        QCOMPARE(lockfolder::ownerState(0, host, ownProgram()), lockfolder::OwnerState::Unknown);
#endif
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
