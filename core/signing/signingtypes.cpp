// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingtypes.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cliniclink {

namespace {

// The translation context of the texts below (lupdate reads it from the macro).
class Signing {
    Q_DECLARE_TR_FUNCTIONS(Signing)
};

} // namespace

QString deliveryChannelKey(DeliveryChannel channel)
{
    switch (channel) {
    case DeliveryChannel::Sms:
        return QStringLiteral("sms");
    case DeliveryChannel::Chatbot:
        return QStringLiteral("chatbot");
    case DeliveryChannel::App:
        return QStringLiteral("app");
    case DeliveryChannel::Wallet:
        return QStringLiteral("wallet");
    }
    Q_UNREACHABLE();
}

std::optional<DeliveryChannel> deliveryChannelFromKey(const QString &key)
{
    for (DeliveryChannel c :
         {DeliveryChannel::Sms, DeliveryChannel::Chatbot, DeliveryChannel::App, DeliveryChannel::Wallet}) {
        if (deliveryChannelKey(c) == key)
            return c;
    }
    return std::nullopt;
}

QString deliveryChannelName(DeliveryChannel channel)
{
    switch (channel) {
    case DeliveryChannel::Sms:
        return Signing::tr("SMS");
    case DeliveryChannel::Chatbot:
        return Signing::tr("Chat-bot");
    case DeliveryChannel::App:
        return Signing::tr("Patient app");
    case DeliveryChannel::Wallet:
        return Signing::tr("Wallet");
    }
    Q_UNREACHABLE();
}

QString deliveryChannelExplanation(DeliveryChannel channel)
{
    switch (channel) {
    case DeliveryChannel::Sms:
        return Signing::tr("A text message with a link and a code to the patient's mobile phone.");
    case DeliveryChannel::Chatbot:
        return Signing::tr(
            "The link comes in the clinic's chat-bot (or its mini-app) where the patient talks to the clinic.");
    case DeliveryChannel::App:
        return Signing::tr("The patient application; a patient not registered there gets a text message instead.");
    case DeliveryChannel::Wallet:
        return Signing::tr("The patient's wallet (resend only).");
    }
    Q_UNREACHABLE();
}

QString resendTariffNote()
{
    return Signing::tr(
        "If the earlier delivery was not by text message, the earlier dispatch is released from "
        "billing and the new channel is billed; if it was by text message, each message sent is billed.");
}

QString dispatchStatusText(int code)
{
    switch (code) {
    case DispatchCode::Created:
        return Signing::tr("Sent, waiting for signatures");
    case DispatchCode::FullySignedProcessing:
        return Signing::tr("Signed by everyone, processing");
    case DispatchCode::PartiallySignedProcessing:
        return Signing::tr("Signed in part, processing");
    case DispatchCode::Completed:
        return Signing::tr("Completed: signed by everyone");
    case DispatchCode::CompletedNotAll:
        return Signing::tr("Completed: not signed by everyone");
    case DispatchCode::Cancelled:
        return Signing::tr("Cancelled");
    case DispatchCode::QesRequired:
        return Signing::tr("Waiting for the doctor's qualified signature");
    case DispatchCode::Draft:
        return Signing::tr("Draft");
    case DispatchCode::Error:
        return Signing::tr("Error");
    default:
        return Signing::tr("Status %1").arg(code);
    }
}

bool isFinalDispatchStatus(int code)
{
    return code == DispatchCode::Completed || code == DispatchCode::CompletedNotAll || code == DispatchCode::Cancelled
        || code == DispatchCode::Error;
}

bool isSignedDispatchStatus(int code)
{
    return code == DispatchCode::Completed || code == DispatchCode::CompletedNotAll;
}

bool isCancellableDispatchStatus(int code)
{
    return code == DispatchCode::Created || code == DispatchCode::FullySignedProcessing
        || code == DispatchCode::PartiallySignedProcessing || code == DispatchCode::Draft;
}

namespace {

int codeOf(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toInt();
    bool ok = false;
    const int n = v.toString().toInt(&ok);
    return ok ? n : 0;
}

QDateTime timeOf(const QJsonValue &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t;
}

QList<SignerState> signersOf(const QJsonValue &value)
{
    QList<SignerState> out;
    for (const QJsonValue &v : value.toArray()) {
        const QJsonObject o = v.toObject();
        SignerState s;
        s.role = o.value(u"role").toString(QStringLiteral("patient"));
        s.id = o.value(u"idPatientMis").toString(o.value(u"userIdLpu").toString());
        s.status = o.value(u"status").toString(o.value(u"signStatus").toString());
        s.decidedAt = timeOf(o.value(u"decidedAt"));
        out << s;
    }
    return out;
}

} // namespace

DispatchStatus DispatchStatus::fromJson(const QJsonObject &json)
{
    DispatchStatus s;
    s.code = codeOf(json.value(u"status"));
    if (s.code == 0)
        s.code = codeOf(json.value(u"statusCode"));
    s.archived = json.value(u"archived").toBool();
    s.signers = signersOf(json.value(u"signers"));
    return s;
}

QJsonObject DispatchStatus::toJson() const
{
    QJsonArray signerArray;
    for (const SignerState &s : signers) {
        signerArray.append(QJsonObject{
            {QStringLiteral("role"), s.role},
            {s.role == u"practitioner" ? QStringLiteral("userIdLpu") : QStringLiteral("idPatientMis"), s.id},
            {QStringLiteral("status"), s.status},
            {QStringLiteral("decidedAt"), s.decidedAt.toString(Qt::ISODateWithMs)}});
    }
    return {{QStringLiteral("status"), code},
            {QStringLiteral("archived"), archived},
            {QStringLiteral("signers"), signerArray}};
}

Dispatch Dispatch::fromJson(const QJsonObject &json)
{
    // {"status": "success", "data": {...}}; tolerate the record at the top level too.
    const QJsonObject d = json.value(u"data").isObject() ? json.value(u"data").toObject() : json;
    Dispatch out;
    out.raw = d;
    out.trackingId = d.value(u"trackingId").toString();
    out.code = codeOf(d.value(u"status"));
    out.statusText = d.value(u"statusText").toString();
    out.archived = d.value(u"archived").toBool();
    out.createdAt = timeOf(d.value(u"createdAt"));
    out.draftExpiresAt = timeOf(d.value(u"draftExpiresAt"));
    const QJsonObject med = d.value(u"medDocument").toObject();
    for (const QJsonValue &v : med.value(u"attachments").toArray()) {
        const QJsonObject a = v.toObject();
        out.attachments << SignedAttachment{a.value(u"partName").toString(), a.value(u"fileName").toString(),
                                            a.value(u"mimeType").toString(QStringLiteral("application/pdf")),
                                            QByteArray::fromBase64(a.value(u"content").toString().toLatin1())};
    }
    out.sign = QByteArray::fromBase64(med.value(u"sign").toString().toLatin1());
    for (const QJsonValue &v : med.value(u"signatures").toArray())
        out.signatures << QByteArray::fromBase64(v.toString().toLatin1());
    out.signers = signersOf(d.value(u"signers").isArray() ? d.value(u"signers") : d.value(u"patients"));
    return out;
}

QList<DispatchSummary> readDispatchList(const QJsonValue &answer, int *total)
{
    const QJsonObject envelope = answer.toObject();
    QJsonArray items = answer.toArray();
    if (!answer.isArray()) {
        for (const auto key : {u"items", u"data", u"content"}) {
            if (envelope.value(key).isArray()) {
                items = envelope.value(key).toArray();
                break;
            }
        }
    }
    if (total) {
        // A number, or a number written as a string; anything else: not said.
        const QJsonValue t = envelope.value(u"total");
        bool ok = t.isDouble();
        int n = t.toInt(-1);
        if (t.isString())
            n = t.toString().toInt(&ok);
        *total = ok && n >= 0 ? n : -1;
    }
    QList<DispatchSummary> out;
    for (const QJsonValue &v : items) {
        const QJsonObject o = v.toObject();
        DispatchSummary s;
        s.trackingId = o.value(u"trackingId").toString(o.value(u"tracking_id").toString());
        if (s.trackingId.isEmpty())
            continue;
        s.code = codeOf(o.value(u"status"));
        if (!s.code)
            s.code = codeOf(o.value(u"statusCode"));
        s.archived = o.value(u"archived").toBool();
        s.createdAt = timeOf(o.value(u"createdAt"));
        s.updatedAt = timeOf(o.value(u"updatedAt"));
        for (const QJsonValue &id : o.value(u"idPatientMis").toArray())
            s.idPatientMis << id.toString();
        if (o.value(u"idPatientMis").isString())
            s.idPatientMis << o.value(u"idPatientMis").toString();
        s.practitionerUserIdLpu = o.value(u"practitionerUserIdLpu").toString();
        s.statusText = o.value(u"statusText").toString();
        if (o.value(u"documents").isDouble())
            s.documents = o.value(u"documents").toInt();
        else if (o.value(u"documents").isArray())
            s.documents = int(o.value(u"documents").toArray().size());
        out << s;
    }
    return out;
}

} // namespace cliniclink
