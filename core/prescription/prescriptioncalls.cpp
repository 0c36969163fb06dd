// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptioncalls.h"

#include "core/prescription/prescriptionservice.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cliniclink {

namespace {
std::optional<QJsonValue> parseJson(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return std::nullopt;
    return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
}
} // namespace

TakePrescriptionStatusCall::TakePrescriptionStatusCall(const QString &organizationId, const QString &idSourceMis,
                                                       QObject *parent)
    : ResultCall(services::Prescription, "POST", QStringLiteral("/TakePrescriptionStatus"), parent)
{
    setJsonBody(buildPrescriptionRequest(organizationId, idSourceMis));
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError TakePrescriptionStatusCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto json = parseJson(body);
    if (!json)
        return malformed(QStringLiteral("status answer is not JSON"));
    m_result = readPrescriptionStatus(*json);
    return {};
}

CancelPrescriptionCall::CancelPrescriptionCall(const QString &organizationId, const QString &idSourceMis,
                                               QObject *parent)
    : ResultCall(services::Prescription, "POST", QStringLiteral("/MakeCancelPrescription"), parent)
{
    setJsonBody(buildPrescriptionRequest(organizationId, idSourceMis));
    setRetryMode(RetryMode::Never);
}

ApiError CancelPrescriptionCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto json = parseJson(body);
    if (!json)
        return malformed(QStringLiteral("cancel answer is not JSON"));
    m_result = readPrescriptionMessages(*json);
    return {};
}

} // namespace cliniclink
