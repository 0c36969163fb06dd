// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "userguide.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QUrl>

namespace cliniclink {

namespace {
const char *const kInstalledGuide = "../share/doc/cliniclink-workstation/guide/index.html";
} // namespace

QString findUserGuide(const QString &executableDir)
{
    if (executableDir.isEmpty())
        return {};
    const QDir dir(executableDir);
    // Installed first; then the build tree's copy, seen from build/app or from build/tests/<folder>.
    const QStringList candidates{QString::fromLatin1(kInstalledGuide), QStringLiteral("../docs/guide/index.html"),
                                 QStringLiteral("../../docs/guide/index.html")};
    for (const QString &candidate : candidates) {
        const QFileInfo file(dir.filePath(candidate));
        if (file.isFile())
            return file.canonicalFilePath();
    }
    return {};
}

void openUserGuide(QWidget *parent)
{
    showUserGuide(parent, findUserGuide(QCoreApplication::applicationDirPath()));
}

void showUserGuide(QWidget *parent, const QString &guide)
{
    if (!guide.isEmpty() && QDesktopServices::openUrl(QUrl::fromLocalFile(guide)))
        return;
    auto *box =
        new QMessageBox(QMessageBox::Warning, QCoreApplication::translate("UserGuide", "User guide"),
                        guide.isEmpty() ? QCoreApplication::translate("UserGuide", "The user guide is not installed.")
                                        : QCoreApplication::translate("UserGuide", "No browser opened the user guide."),
                        QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("userGuideMessage"));
    box->setInformativeText(
        guide.isEmpty()
            ? QCoreApplication::translate("UserGuide",
                                          "It is part of the package and should be in %1. Ask your administrator "
                                          "to reinstall ClinicLink Workstation.")
                  .arg(QDir::cleanPath(
                      QDir(QCoreApplication::applicationDirPath()).filePath(QString::fromLatin1(kInstalledGuide))))
            : QCoreApplication::translate("UserGuide", "Open this file in a browser: %1").arg(guide));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

} // namespace cliniclink
