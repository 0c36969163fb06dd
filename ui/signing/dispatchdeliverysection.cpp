// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchdeliverysection.h"

#include "core/signing/dispatchfield.h"
#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace cliniclink {

DispatchDeliverySection::DispatchDeliverySection(FormSession *session, QWidget *parent)
    : QGroupBox(tr("Delivery"), parent)
{
    auto *inner = new QWidget;
    auto *grid = new QFormLayout(inner);
    grid->setContentsMargins(0, 0, 0, 0);
    for (DeliveryChannel c : {DeliveryChannel::Sms, DeliveryChannel::Chatbot, DeliveryChannel::App}) {
        auto *check = new QCheckBox(deliveryChannelName(c));
        check->setObjectName(QStringLiteral("channel_") + deliveryChannelKey(c));
        check->setToolTip(deliveryChannelExplanation(c));
        auto *explanation = new QLabel(deliveryChannelExplanation(c));
        explanation->setWordWrap(true);
        explanation->setStyleSheet(QStringLiteral("color: #555;")); // a description, not a control
        grid->addRow(check, explanation);
        m_channels.insert(c, check);
    }
    m_channels.value(DeliveryChannel::Sms)->setChecked(true); // a new form's, as DispatchFormData's
    const QString id = DispatchField::delivery().toString();
    FormField::Editor editor{inner,
                             [this] {
                                 QJsonArray keys;
                                 for (DeliveryChannel c : channels())
                                     keys.append(deliveryChannelKey(c));
                                 return QJsonValue(keys);
                             },
                             [this](const QJsonValue &value) {
                                 const QJsonArray keys = value.toArray();
                                 for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it)
                                     it.value()->setChecked(keys.contains(deliveryChannelKey(it.key())));
                             },
                             [this](QObject *context, std::function<void()> changed) {
                                 for (QCheckBox *check : std::as_const(m_channels))
                                     QObject::connect(check, &QCheckBox::toggled, context, [changed] { changed(); });
                             },
                             {},
                             {}};
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(session->add(id, tr("Delivery"), std::move(editor))->row());
    // A channel is chosen with one click: left as it is made.
    connect(session, &FormSession::edited, this, [session, id](const QString &edited) {
        if (edited == id)
            session->noteLeft(id);
    });
    m_esia = new QCheckBox(tr("Sign with Gosuslugi (ESIA)"));
    m_esia->setObjectName(QStringLiteral("esiaBox"));
    m_esia->setToolTip(
        tr("The patient signs after logging in to Gosuslugi instead of typing the code from the message."));
    layout->addWidget(m_esia);
    connect(m_esia, &QCheckBox::toggled, session, [session] { session->noteEdited(); });
}

QList<DeliveryChannel> DispatchDeliverySection::channels() const
{
    QList<DeliveryChannel> out;
    for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it) {
        if (it.value()->isChecked())
            out << it.key();
    }
    return out;
}

bool DispatchDeliverySection::esiaAuth() const
{
    return m_esia->isChecked();
}

void DispatchDeliverySection::setEsiaAuth(bool on)
{
    const QSignalBlocker quiet(m_esia);
    m_esia->setChecked(on);
}

} // namespace cliniclink
