// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "qescalls.h"

#include "core/signing/signingservice.h"
#include "signingjson_p.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cliniclink {

using signingjson::objectOf;
using signingjson::practitionerIdentifiers;

QJsonObject SelfQesAttached::toJson() const
{
    return {{QStringLiteral("trackingId"), trackingId},
            {QStringLiteral("statusCode"), statusCode},
            {QStringLiteral("signedAt"), signedAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("thumbprint"), thumbprint},
            {QStringLiteral("certificateSubject"), certificateSubject},
            {QStringLiteral("certificateSerialNumber"), certificateSerialNumber},
            {QStringLiteral("iemkSaved"), iemkSaved}};
}

InitSelfQesCall::InitSelfQesCall(const QString &trackingId, const DispatchPractitioner &practitioner,
                                 const SigningCertificate &certificate, QObject *parent)
    : ResultCall(services::Signing, "POST", QStringLiteral("/sep/api/initselfqes"), parent)
{
    setJsonBody(QJsonObject{{QStringLiteral("trackingId"), trackingId},
                            {QStringLiteral("practitioner"), practitionerIdentifiers(practitioner)},
                            {QStringLiteral("certificate"), certificate.toInitJson()}});
    setRetryMode(RetryMode::Never);
}

ApiError InitSelfQesCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("initselfqes answer is not a JSON object"));
    m_result.trackingId = o->value(u"trackingId").toString();
    m_result.sessionId = o->value(u"signingSessionId").toString();
    m_result.statusCode = o->value(u"statusCode").toVariant().toInt();
    m_result.expiresAt = QDateTime::fromString(o->value(u"expiresAt").toString(), Qt::ISODateWithMs);
    m_result.message = o->value(u"message").toString();
    const QJsonObject document = o->value(u"document").toObject();
    m_result.fileName = document.value(u"fileName").toString();
    const auto pdf = QByteArray::fromBase64Encoding(document.value(u"content").toString().toLatin1());
    if (m_result.sessionId.isEmpty())
        return malformed(QStringLiteral("initselfqes answer has no signingSessionId"));
    if (!pdf || !pdf.decoded.startsWith("%PDF"))
        return malformed(QStringLiteral("initselfqes answer has no readable PDF"));
    m_result.pdf = *pdf;
    return {};
}

AttachSelfQesCall::AttachSelfQesCall(const QString &trackingId, const QString &sessionId,
                                     const QByteArray &signatureDer, const QString &fileName,
                                     const DispatchPractitioner &practitioner, QObject *parent)
    : ResultCall(services::Signing, "POST", QStringLiteral("/sep/api/attachselfqes"), parent)
{
    setJsonBody(QJsonObject{{QStringLiteral("trackingId"), trackingId},
                            {QStringLiteral("signingSessionId"), sessionId},
                            {QStringLiteral("signature"),
                             QJsonObject{{QStringLiteral("sigBase64"), QString::fromLatin1(signatureDer.toBase64())},
                                         {QStringLiteral("fileName"), fileName}}},
                            {QStringLiteral("practitioner"), practitionerIdentifiers(practitioner)}});
    setRetryMode(RetryMode::Never);
}

ApiError AttachSelfQesCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("attachselfqes answer is not a JSON object"));
    m_result.trackingId = o->value(u"trackingId").toString();
    m_result.statusCode = o->value(u"statusCode").toVariant().toInt();
    m_result.message = o->value(u"message").toString();
    const QJsonObject qes = o->value(u"qesStatus").toObject();
    m_result.signedAt = QDateTime::fromString(qes.value(u"signedAt").toString(), Qt::ISODateWithMs);
    m_result.thumbprint = qes.value(u"thumbprint").toString();
    m_result.certificateSubject = qes.value(u"certificateSubject").toString();
    m_result.certificateSerialNumber = qes.value(u"certificateSerialNumber").toString();
    m_result.iemkSaved = qes.value(u"iemkSaved").toString();
    if (m_result.statusCode == 0)
        return malformed(QStringLiteral("attachselfqes answer has no statusCode"));
    return {};
}

QJsonObject BatchQesRequest::toJson(const DispatchPractitioner &practitioner) const
{
    QJsonObject o{{QStringLiteral("practitioner"), practitionerIdentifiers(practitioner)},
                  {QStringLiteral("qesZspd"), qesZspd}};
    if (!trackingIds.isEmpty())
        o.insert(QStringLiteral("trackingIds"), QJsonArray::fromStringList(trackingIds));
    if (dateFrom.isValid())
        o.insert(QStringLiteral("dateFrom"), dateFrom.toString(Qt::ISODate));
    if (dateTo.isValid())
        o.insert(QStringLiteral("dateTo"), dateTo.toString(Qt::ISODate));
    if (!statuses.isEmpty()) {
        QJsonArray codes;
        for (int code : statuses)
            codes.append(QString::number(code));
        o.insert(QStringLiteral("statuses"), codes);
    }
    if (onlyPractitioner)
        o.insert(QStringLiteral("onlyPractitioner"), true);
    if (!certificateThumbprint.isEmpty())
        o.insert(QStringLiteral("certificateThumbprint"), certificateThumbprint);
    if (onlyPractitionerCertificateThumbprint)
        o.insert(QStringLiteral("onlyPractitionerCertificateThumbprint"), true);
    if (firstTouchCertificateThumbprint)
        o.insert(QStringLiteral("firstTouchCertificateThumbprint"), true);
    return o;
}

InitBatchQesCall::InitBatchQesCall(const BatchQesRequest &request, const DispatchPractitioner &practitioner,
                                   QObject *parent)
    : ResultCall(services::Signing, "POST", QStringLiteral("/sep/mis/api/initbatchqes"), parent)
{
    setJsonBody(request.toJson(practitioner));
    setRetryMode(RetryMode::Never);
}

ApiError InitBatchQesCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("initbatchqes answer is not a JSON object"));
    m_result.link = QUrl(o->value(u"batchQesLink").toString());
    m_result.sessionId = o->value(u"sessionId").toString();
    m_result.total = o->value(u"total").toVariant().toInt();
    m_result.message = o->value(u"message").toString();
    if (!m_result.link.isValid() || m_result.link.scheme().isEmpty())
        return malformed(QStringLiteral("initbatchqes answer has no link"));
    return {};
}

} // namespace cliniclink
