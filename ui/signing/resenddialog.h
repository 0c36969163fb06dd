// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Resend of a dispatch's link (D5): the channels to use and the contract's tariff note, so the
// person knows a resend may be billed before confirming. Opened with open(), never exec().

#include "core/signing/signingtypes.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QPushButton;

namespace cliniclink {

class ResendDialog : public QDialog {
    Q_OBJECT
public:
    explicit ResendDialog(const QString &patient, QWidget *parent = nullptr);

    QList<DeliveryChannel> channels() const;
    QCheckBox *channelBox(DeliveryChannel channel) const { return m_channels.value(channel); }
    QPushButton *resendButton() const { return m_resend; }

private:
    QMap<DeliveryChannel, QCheckBox *> m_channels;
    QPushButton *m_resend;
};

} // namespace cliniclink
