// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "channelchoice.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QJsonArray>

namespace cliniclink {

QList<DeliveryChannel> channelsFromJson(const QJsonValue &value)
{
    QList<DeliveryChannel> out;
    for (const QJsonValue &v : value.toArray()) {
        if (const auto c = deliveryChannelFromKey(v.toString()))
            out << *c;
    }
    return out;
}

QJsonArray channelsToJson(const QList<DeliveryChannel> &channels)
{
    QJsonArray keys;
    for (DeliveryChannel c : channels)
        keys.append(deliveryChannelKey(c));
    return keys;
}

ChannelChoice::ChannelChoice(const QString &objectPrefix, QWidget *parent)
    : QWidget(parent)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    for (DeliveryChannel c : {DeliveryChannel::Sms, DeliveryChannel::Chatbot, DeliveryChannel::App}) {
        auto *box = new QCheckBox(deliveryChannelName(c), this);
        box->setObjectName(objectPrefix + deliveryChannelKey(c));
        box->setToolTip(deliveryChannelExplanation(c));
        row->addWidget(box);
        m_boxes.insert(c, box);
        connect(box, &QCheckBox::toggled, this, &ChannelChoice::changed);
    }
    row->addStretch(1);
}

QList<DeliveryChannel> ChannelChoice::channels() const
{
    QList<DeliveryChannel> out;
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        if (it.value()->isChecked())
            out << it.key();
    }
    return out;
}

void ChannelChoice::setChannels(const QList<DeliveryChannel> &channels)
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it)
        it.value()->setChecked(channels.contains(it.key()));
}

FormField::Editor ChannelChoice::editor()
{
    return {this,
            [this] { return QJsonValue(channelsToJson(channels())); },
            [this](const QJsonValue &value) { setChannels(channelsFromJson(value)); },
            [this](QObject *context, std::function<void()> changed) {
                for (QCheckBox *box : std::as_const(m_boxes))
                    QObject::connect(box, &QCheckBox::clicked, context, [changed] { changed(); });
            },
            {},
            [this] { return !channels().isEmpty(); }};
}

} // namespace cliniclink
