// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "privatefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

// The translation context of the messages below.
class PrivateFiles {
    Q_DECLARE_TR_FUNCTIONS(PrivateFiles)
};

namespace cliniclink::privatefiles {

namespace {

constexpr QFileDevice::Permissions kLoose = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
    | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
constexpr QFileDevice::Permissions kFileOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions kFolderOwnerOnly = kFileOwnerOnly | QFileDevice::ExeOwner;

bool tighten(const QString &path, QFileDevice::Permissions ownerOnly)
{
    const QFileDevice::Permissions now = QFile::permissions(path);
    if (!(now & kLoose))
        return true;
    return QFile::setPermissions(path, (now & ~kLoose) | ownerOnly);
}

} // namespace

bool ensureFolder(const QString &path, bool tightenExisting)
{
    QDir dir(path);
    if (dir.exists())
        return !tightenExisting || tighten(dir.absolutePath(), kFolderOwnerOnly);
    if (!QDir().mkpath(dir.absolutePath()))
        return false;
    return tighten(dir.absolutePath(), kFolderOwnerOnly);
}

bool ensureFile(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, kFileOwnerOnly))
            return QFileInfo::exists(path) && tighten(path, kFileOwnerOnly); // lost a race: tighten theirs
        return true;
    }
    return tighten(path, kFileOwnerOnly);
}

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    const auto failed = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    bool created = false;
    if (!QFileInfo::exists(path)) {
        QFile placeholder(path);
        if (!placeholder.open(QIODevice::WriteOnly | QIODevice::NewOnly, kFileOwnerOnly)) {
            if (!QFileInfo::exists(path))
                return failed(placeholder.errorString());
        } else {
            created = true;
        }
    }
    const auto fail = [&](const QString &why) {
        if (created)
            QFile::remove(path);
        return failed(why);
    };
    // Someone else's file, or a file we cannot narrow: QSaveFile would give its twin the same wide
    // permissions, so nothing is written.
    if (!tighten(path, kFileOwnerOnly) || !isOwnerOnly(path))
        return fail(PrivateFiles::tr("The file could not be made readable by its owner only."));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    // QSaveFile gives its temporary file the permissions of the file it replaces; checked, in case
    // a Qt of another version does not.
    if (file.permissions() & kLoose) {
        file.cancelWriting();
        return fail(PrivateFiles::tr("The file could not be made readable by its owner only."));
    }
    if (file.write(bytes) != bytes.size() || !file.commit())
        return fail(file.errorString());
    return true;
}

bool isOwnerOnly(const QString &path)
{
    return QFileInfo::exists(path) && !(QFile::permissions(path) & kLoose);
}

} // namespace cliniclink::privatefiles
