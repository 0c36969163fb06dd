// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "certificatechaindialog.h"

#include "core/net/cabundle.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace cliniclink {

CertificateChainDialog::CertificateChainDialog(const QList<QSslCertificate> &chain, QWidget *parent)
    : QDialog(parent)
    , m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("certificateChainDialog"));
    setWindowTitle(tr("The server's certificate"));
    auto *intro = new QLabel(tr("The server presented these certificates, its own first. Nothing was sent to it. "
                                "If the clinic trusts this server, its administrator adds the certificate "
                                "authority to the environment's CA file in the settings."),
                             this);
    intro->setWordWrap(true);
    m_text->setReadOnly(true);
    m_text->setPlainText(describeChain(chain));
    m_text->setObjectName(QStringLiteral("certificateChainText"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(640, 420);
}

QString CertificateChainDialog::describeChain(const QList<QSslCertificate> &chain)
{
    if (chain.isEmpty())
        return tr("The server presented no certificate.");
    const QLocale locale;
    QStringList paragraphs;
    for (qsizetype i = 0; i < chain.size(); ++i) {
        const CaBundle::Description d = CaBundle::describe(chain.at(i));
        paragraphs << tr("%1. Subject: %2\nIssuer: %3\nValid from %4 to %5\nSHA-256: %6")
                          .arg(i + 1)
                          .arg(d.subject, d.issuer, locale.toString(d.notBefore.toLocalTime(), QLocale::ShortFormat),
                               locale.toString(d.notAfter.toLocalTime(), QLocale::ShortFormat), d.sha256);
    }
    return paragraphs.join(QStringLiteral("\n\n"));
}

} // namespace cliniclink
