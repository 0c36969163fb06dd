// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "aboutdialog.h"

#include "ui/common/icons.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

// The same licence as LICENSE and the AppStream metainfo: the GPL lets a clinic run, study and
// share the program, and is compatible with Qt's LGPL and QtKeychain's BSD licence.
QString licenceParagraph()
{
    const QString gpl = QStringLiteral("<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">%1</a>")
                            .arg(AboutDialog::tr("GNU General Public License").toHtmlEscaped());
    return QStringLiteral("<p>%1</p><p>%2</p><p><small>%3</small></p>")
        .arg(AboutDialog::tr("© 2026 The ClinicLink Workstation authors.").toHtmlEscaped(),
             AboutDialog::tr("This program is free software: you can redistribute it and/or modify it under the "
                             "terms of the %1, version 3 or (at your option) any later version "
                             "(SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.")
                 .toHtmlEscaped()
                 .arg(gpl),
             AboutDialog::tr("It uses Qt under the GNU Lesser General Public License, version 3, and "
                             "QtKeychain under the BSD licence.")
                 .toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About ClinicLink Workstation"));

    auto *logo = new QLabel(this);
    logo->setPixmap(icon(IconId::Application).pixmap(64, 64));
    logo->setAlignment(Qt::AlignTop);

    const QString version = QCoreApplication::applicationVersion().isEmpty() ? tr("development build")
                                                                             : QCoreApplication::applicationVersion();
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(true);
    m_text->setText(QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p><p>%4</p>%5")
                        .arg(tr("ClinicLink Workstation").toHtmlEscaped(),
                             tr("Version %1, built with Qt %2, running on Qt %3.")
                                 .arg(version, QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()))
                                 .toHtmlEscaped(),
                             tr("A workstation for clinic registrars and doctors that works with the regional health "
                                "integration platform: patient data enrichment, electronic prescriptions, laboratory "
                                "orders and results, terminology, and signing of documents by patients and "
                                "practitioners.")
                                 .toHtmlEscaped(),
                             tr("Includes a built-in sandbox of the platform for learning and testing; nothing sent "
                                "there reaches real patients.")
                                 .toHtmlEscaped(),
                             licenceParagraph()));
    m_text->setMinimumWidth(420);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *top = new QHBoxLayout;
    top->addWidget(logo, 0, Qt::AlignTop);
    top->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
}

} // namespace cliniclink
