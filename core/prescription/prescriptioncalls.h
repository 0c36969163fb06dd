// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The two calls of service B. Both are POSTs; the status query only reads, so it may be repeated
// after a transient failure, the cancel never is.

#include "core/net/apicall.h"
#include "prescriptiontypes.h"

namespace cliniclink {

// POST {prescription_base_url}/TakePrescriptionStatus: every matching upload record, newest first.
class TakePrescriptionStatusCall : public ResultCall<QList<PrescriptionStatusRecord>> {
    Q_OBJECT
public:
    TakePrescriptionStatusCall(const QString &organizationId, const QString &idSourceMis, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// POST {prescription_base_url}/MakeCancelPrescription: the server's messages (queued for annulment).
class CancelPrescriptionCall : public ResultCall<QStringList> {
    Q_OBJECT
public:
    CancelPrescriptionCall(const QString &organizationId, const QString &idSourceMis, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

} // namespace cliniclink
