// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Personal data stays out of world-readable files: the settings file and the journal's folder are
// created owner-only and tightened when found wider; a folder the person chose is left alone. A file
// we write is owner-only from its first byte.

#include "../support/permissionwatch.h"
#include "core/common/clock.h"
#include "core/common/privatefiles.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {
constexpr auto kLoose = QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::ExeGroup | QFileDevice::ExeOther;
}

class TestPrivateFiles : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private Q_SLOTS:
    void initTestCase() { testing::useDesktopUmask(); }

    // A new file and one that was wider: both hold the bytes 0600, and neither the file nor
    // QSaveFile's temporary twin had its permissions changed after bytes went in.
    void writeFileIsOwnerOnlyFromTheFirstByte()
    {
        const QString folder = dir.filePath(QStringLiteral("written"));
        QVERIFY(QDir().mkpath(folder));
        testing::PermissionWatch watch(folder);
        if (!watch.isValid())
            QSKIP("no inotify here");
        const QString file = folder + QStringLiteral("/export.csv");
        QString why;
        QVERIFY2(privatefiles::writeFile(file, "Иванов;-5\r\n", &why), qPrintable(why));
        QCOMPARE(QString::number(testing::fileMode(file), 8), QStringLiteral("600"));
        QVERIFY(watch.written().contains(QStringLiteral("export.csv")));
        QCOMPARE(watch.changedAfterWriting(), QStringList());

        const QString old = folder + QStringLiteral("/old.pdf");
        QFile wide(old);
        QVERIFY(wide.open(QIODevice::WriteOnly,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                              | QFileDevice::ReadOther));
        wide.write("older content");
        wide.close();
        QCOMPARE(QString::number(testing::fileMode(old), 8), QStringLiteral("644"));
        testing::PermissionWatch replacing(folder);
        QVERIFY(privatefiles::writeFile(old, "%PDF-1.7"));
        QCOMPARE(QString::number(testing::fileMode(old), 8), QStringLiteral("600"));
        QFile back(old);
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), QByteArray("%PDF-1.7"));
        // Tightened before the new bytes were written: they were never in a wider file.
        QVERIFY(replacing.written().contains(QStringLiteral("old.pdf")));
        QCOMPARE(replacing.changedAfterWriting(), QStringList());
    }

    void writeFileThatFailsLeavesNothing()
    {
        const QString file = dir.filePath(QStringLiteral("no-such-folder/x.csv"));
        QString why;
        QVERIFY(!privatefiles::writeFile(file, "x", &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!QFileInfo::exists(file));
    }

    void foldersAndFiles()
    {
        const QString folder = dir.filePath(QStringLiteral("new/deeper"));
        QVERIFY(privatefiles::ensureFolder(folder, false));
        QVERIFY(privatefiles::isOwnerOnly(folder));

        const QString wide = dir.filePath(QStringLiteral("wide"));
        QVERIFY(QDir().mkpath(wide));
        QVERIFY(QFile::setPermissions(wide, QFile::permissions(wide) | kLoose));
        QVERIFY(privatefiles::ensureFolder(wide, false));
        QVERIFY(!privatefiles::isOwnerOnly(wide)); // chosen by the person: left alone
        QVERIFY(privatefiles::ensureFolder(wide, true));
        QVERIFY(privatefiles::isOwnerOnly(wide));

        const QString file = dir.filePath(QStringLiteral("loose.conf"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("x");
        f.close();
        QVERIFY(
            QFile::setPermissions(file, QFile::permissions(file) | QFileDevice::ReadOther | QFileDevice::ReadGroup));
        QVERIFY(!privatefiles::isOwnerOnly(file));
        QVERIFY(privatefiles::ensureFile(file));
        QVERIFY(privatefiles::isOwnerOnly(file));
        QVERIFY(QFile::permissions(file) & QFileDevice::WriteOwner);
    }

    void settingsFileIsOwnerOnly()
    {
        const QString file = dir.filePath(QStringLiteral("cfg/Workstation.conf"));
        {
            EnvironmentStore store(file);
            Environment test = store.environment(QString(kTestEnvironmentId)).value();
            test.practitioner.snils = QStringLiteral("11223344595");
            QVERIFY(store.updateEnvironment(test));
        }
        QVERIFY(QFile::exists(file));
        QVERIFY(privatefiles::isOwnerOnly(file));
        QVERIFY(privatefiles::isOwnerOnly(QFileInfo(file).absolutePath()));

        // Written wider by an older version: tightened on the next start.
        QVERIFY(QFile::setPermissions(file, QFile::permissions(file) | QFileDevice::ReadOther));
        EnvironmentStore again(file);
        QVERIFY(privatefiles::isOwnerOnly(file));
        QCOMPARE(again.environment(QString(kTestEnvironmentId)).value().practitioner.snils,
                 QStringLiteral("11223344595"));
    }

    void journalFolderIsCreatedOwnerOnly()
    {
        ManualClock clock;
        const QString file = dir.filePath(QStringLiteral("data/ClinicLink/journal.sqlite"));
        Journal journal(&clock, file);
        QVERIFY(journal.open().ok());
        QVERIFY(privatefiles::isOwnerOnly(QFileInfo(file).absolutePath()));
        QVERIFY(privatefiles::isOwnerOnly(file));
    }
};

QTEST_GUILESS_MAIN(TestPrivateFiles)
#include "tst_privatefiles.moc"
