// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the New dispatch form holds, as one value: kept as a journal draft (kind "dispatch-form")
// while the person types, and read back at start. Files are kept by path only: their contents
// are read again when the form comes back, so the journal never holds a document.

#include "core/signing/signingtypes.h"

#include <QJsonObject>
#include <QStringList>

namespace cliniclink {

struct DispatchFormData {
    bool practitionerChanged = false; // false: the environment's practitioner
    DispatchPractitioner practitioner;
    QList<DispatchPatient> patients{DispatchPatient{}};
    QStringList filePaths;
    QList<DeliveryChannel> delivery{DeliveryChannel::Sms};
    bool esiaAuth = false;
    // "More" (kept under "signer" and "organization"), whoever signs: the co-signing practitioner's
    // channels, the certificate, the powers of attorney, and the organization's contacts.
    QList<DeliveryChannel> practitionerDelivery;
    QString certificateThumbprint; // firstTouchCertificateThumbprint
    QString mrProxyNumber;
    PaperProxy pbProxy;
    QString organizationPhone;
    QString organizationEmail;
    // Set while a platform draft (215) is being edited in the form.
    QString draftTrackingId;
    bool replaceDraftFiles = false;
    QStringList draftFileNames; // the files the platform keeps with that draft

    bool isEmpty() const;
    QJsonObject toJson() const;
    static DispatchFormData fromJson(const QJsonObject &json);
    // The form filled from a dispatch request (a platform draft opened to edit: core reads its D1
    // with dispatchRequestFromMeta). Files stay on the platform, so none are named here.
    static DispatchFormData fromRequest(const DispatchRequest &request);
    bool operator==(const DispatchFormData &) const = default;
};

// The journal draft kind of the form.
inline constexpr QStringView kDispatchFormDraftKind = u"dispatch-form";

} // namespace cliniclink
