// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "resenddialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

ResendDialog::ResendDialog(const QString &patient, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Resend the link"));
    setObjectName(QStringLiteral("resendDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Send the link to sign again to %1 through:").arg(patient));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (DeliveryChannel c :
         {DeliveryChannel::Sms, DeliveryChannel::Chatbot, DeliveryChannel::App, DeliveryChannel::Wallet}) {
        auto *check = new QCheckBox(deliveryChannelName(c));
        check->setObjectName(QStringLiteral("resend_") + deliveryChannelKey(c));
        check->setToolTip(deliveryChannelExplanation(c));
        check->setChecked(c == DeliveryChannel::Sms);
        layout->addWidget(check);
        m_channels.insert(c, check);
    }
    auto *note = new QLabel(resendTariffNote());
    note->setObjectName(QStringLiteral("tariffNote"));
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_resend = buttons->addButton(tr("Resend"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    const auto refresh = [this] { m_resend->setEnabled(!channels().isEmpty()); };
    for (QCheckBox *c : std::as_const(m_channels))
        connect(c, &QCheckBox::toggled, this, refresh);
    resize(420, sizeHint().height());
}

QList<DeliveryChannel> ResendDialog::channels() const
{
    QList<DeliveryChannel> out;
    for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it) {
        if (it.value()->isChecked())
            out << it.key();
    }
    return out;
}

} // namespace cliniclink
