// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The delivery of the New dispatch form: the channels, each with its explanation, as one field of
// the form's session ("delivery", its value the channels' keys), and the ESIA option.

#include "core/signing/signingtypes.h"

#include <QGroupBox>
#include <QMap>

class QCheckBox;

namespace cliniclink {

class FormSession;

class DispatchDeliverySection : public QGroupBox {
    Q_OBJECT
public:
    explicit DispatchDeliverySection(FormSession *session, QWidget *parent = nullptr);

    QList<DeliveryChannel> channels() const;
    bool esiaAuth() const;
    // Set as the form is filled: no edit.
    void setEsiaAuth(bool on);

private:
    QMap<DeliveryChannel, QCheckBox *> m_channels;
    QCheckBox *m_esia;
};

} // namespace cliniclink
