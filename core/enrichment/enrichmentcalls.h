// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The six calls of service A: a POST that creates an order per operation, and a GET of the
// order's status. The POST is never retried (it would create a second order); the GET is a read,
// counted against the 10-second rule of its own order (limit key = order id).

#include "core/net/apicall.h"
#include "enrichmenttypes.h"

namespace cliniclink {

// POST /snils, /snils-validate, /united-policy-number. The result is the order id.
class EnrichmentOrderCall : public ResultCall<QString> {
    Q_OBJECT
public:
    EnrichmentOrderCall(EnrichmentOperation operation, const QJsonObject &body, QObject *parent = nullptr);
    EnrichmentOperation operation() const { return m_operation; }
    QJsonObject body() const { return m_bodyJson; }

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

private:
    EnrichmentOperation m_operation;
    QJsonObject m_bodyJson;
};

// GET /snils/{id}, /snils-validate/{id}, /united-policy-number/{id}: 200 or 202 with A4, sent as
// text/plain with a JSON body.
class EnrichmentStatusCall : public ResultCall<EnrichmentResult> {
    Q_OBJECT
public:
    EnrichmentStatusCall(EnrichmentOperation operation, const QString &orderId, QObject *parent = nullptr);
    EnrichmentOperation operation() const { return m_operation; }
    QString orderId() const { return m_orderId; }

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

private:
    EnrichmentOperation m_operation;
    QString m_orderId;
};

// The order id in a POST answer, which the contract does not show: {"id"}, {"orderId"},
// {"patient": {"id"}}, a bare UUID, or the last segment of the Location header.
QString readEnrichmentOrderId(const QByteArray &body, const QByteArray &location);

} // namespace cliniclink
