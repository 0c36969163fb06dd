// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Personal data stays out of world-readable files: the settings file and the journal's folder are
// created owner-only and tightened when found wider; a folder the person chose is left alone.

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
