// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A person's own delivery channels in one row (SMS, chat-bot, patient app), as D1's
// deliveryOverride takes them: the co-signing practitioner's, or a patient's instead of the
// dispatch's. None checked: no override. A field of a form's session through editor().

#include "core/signing/signingtypes.h"
#include "ui/common/formfield.h"

#include <QMap>
#include <QWidget>

class QCheckBox;

namespace cliniclink {

class ChannelChoice : public QWidget {
    Q_OBJECT
public:
    // objectPrefix names the boxes: <prefix><channel key>, e.g. "patientChannel_sms".
    explicit ChannelChoice(const QString &objectPrefix, QWidget *parent = nullptr);

    QList<DeliveryChannel> channels() const;
    void setChannels(const QList<DeliveryChannel> &channels);
    // The value is the channels' keys as a JSON array.
    FormField::Editor editor();

Q_SIGNALS:
    // A box was ticked or cleared, by the person or by setChannels().
    void changed();

private:
    QMap<DeliveryChannel, QCheckBox *> m_boxes;
};

// Channels from a JSON array of keys (unknown keys skipped) and back.
QList<DeliveryChannel> channelsFromJson(const QJsonValue &value);
QJsonArray channelsToJson(const QList<DeliveryChannel> &channels);

} // namespace cliniclink
