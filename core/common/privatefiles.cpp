// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "privatefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

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

bool isOwnerOnly(const QString &path)
{
    return QFileInfo::exists(path) && !(QFile::permissions(path) & kLoose);
}

} // namespace cliniclink::privatefiles
