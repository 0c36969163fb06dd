// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: the practitioner's qualified signature: initqes and initbatchqes (links to the
// sandbox's signing page), initselfqes and attachselfqes (the MIS signs itself; OpenSSL verifies).
#include "sandbox/services/sandboxpdf.h"
#include "signingmodule.h"
#include "signingreplies.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUuid>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

bool isHex(const QString &text)
{
    return isHexThumbprint(text);
}

// qesZspd is a boolean when given (D4).
bool zspdProblem(const QJsonObject &body, QStringList &problems)
{
    const QJsonValue v = body.value(u"qesZspd");
    if (v.isUndefined() || v.isNull() || v.isBool())
        return false;
    problems.append(QStringLiteral("Поле qesZspd должно быть true или false"));
    return true;
}

bool samePractitioner(const QJsonObject &a, const QString &snils, const QString &userIdLpu)
{
    // snils wins when both are given (D4, initbatchqes).
    if (!snils.isEmpty())
        return a.value(u"snils").toString() == snils;
    return !userIdLpu.isEmpty() && a.value(u"userIdLpu").toString() == userIdLpu;
}

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

SandboxResponse SigningModule::initQes(const QJsonObject &body, const Caller &caller)
{
    const QString trackingId = body.value(u"trackingId").toString();
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    QStringList problems;
    if (trackingId.isEmpty())
        problems.append(blankProblem(QStringLiteral("trackingId")));
    for (const char *key : {"familyName", "givenName", "userIdLpu", "snils"}) {
        if (practitioner.value(QLatin1String(key)).toString().trimmed().isEmpty())
            problems.append(blankProblem(QStringLiteral("practitioner.") + QLatin1String(key)));
    }
    if (!practitioner.value(u"snils").toString().isEmpty() && !isElevenDigits(practitioner.value(u"snils").toString()))
        problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
    const QJsonValue thumbprint = practitioner.value(u"certificateThumbprint");
    if (!thumbprint.isUndefined() && !thumbprint.isNull() && !isHex(thumbprint.toString()))
        problems.append(QStringLiteral("Поле practitioner.certificateThumbprint должно быть отпечатком в HEX"));
    zspdProblem(body, problems);
    const QJsonObject idField{{QStringLiteral("tracking_id"), trackingId}};
    if (!problems.isEmpty())
        return signing::route(400, QStringLiteral("VALIDATION_ERROR"), problems.join(QStringLiteral("; ")), idField);
    Dispatch *d = m_store.dispatch(trackingId);
    if (!d)
        return signing::route(400, QStringLiteral("NOT_FOUND"),
                              QStringLiteral("Отправка %1 не найдена").arg(trackingId), idField);
    if (d->organization != caller.organization)
        return signing::route(400, QStringLiteral("ACCESS_DENIED"),
                              QStringLiteral("Отправка не принадлежит организации токена"), idField);
    const QList<int> allowed{208, 209, 201, 210, 211, 214};
    if (!allowed.contains(d->status) || d->archived)
        return signing::route(
            400, QStringLiteral("INVALID_STATUS"),
            QStringLiteral("Подписание КЭП доступно в статусах 208, 209, 201, 211, 214"),
            {{QStringLiteral("tracking_id"), trackingId}, {QStringLiteral("trackingStatus"), d->status}});
    QesLink link;
    link.id = newId();
    link.organization = caller.organization;
    link.trackingIds = {d->trackingId};
    link.practitioner = practitioner;
    link.certificateThumbprint = practitioner.value(u"certificateThumbprint").toString();
    link.zspd = body.value(u"qesZspd").toBool();
    link.expiresAt = now().addSecs(qint64(m_store.timings.qesLinkMinutes) * 60);
    m_store.links.insert(link.id, link);
    return ok(200,
              {{QStringLiteral("success"), true},
               {QStringLiteral("message"),
                QStringLiteral("Ссылка на подписание сформирована. Подпись будет доступна после индексации")},
               {QStringLiteral("tracking_id"), d->trackingId},
               {QStringLiteral("qesLink"), QString(caller.linkBase + qesLinkPath(link))}});
}

SandboxResponse SigningModule::initBatchQes(const QJsonObject &body, const Caller &caller)
{
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    const QString snils = practitioner.value(u"snils").toString();
    const QString userIdLpu = practitioner.value(u"userIdLpu").toString();
    QStringList trackingIds;
    for (const QJsonValue &v : body.value(u"trackingIds").toArray())
        trackingIds.append(v.toString().toLower());
    if (trackingIds.isEmpty() && snils.isEmpty() && userIdLpu.isEmpty())
        return signing::route(400, QStringLiteral("VALIDATION_ERROR"),
                              QStringLiteral("Укажите trackingIds или practitioner (snils или userIdLpu)"));
    const bool hasPractitioner = !snils.isEmpty() || !userIdLpu.isEmpty();
    const QString thumbprint = body.value(u"certificateThumbprint").toString();
    const bool onlyCertificate = body.value(u"onlyPractitionerCertificateThumbprint").toBool();
    if (onlyCertificate && thumbprint.isEmpty())
        return signing::route(
            400, QStringLiteral("VALIDATION_ERROR"),
            QStringLiteral("certificateThumbprint обязателен при onlyPractitionerCertificateThumbprint = true"));
    if (QStringList zspd; zspdProblem(body, zspd))
        return signing::route(400, QStringLiteral("VALIDATION_ERROR"), zspd.constFirst());
    const QString from = body.value(u"dateFrom").toString();
    const QString to = body.value(u"dateTo").toString();
    if ((body.contains(u"dateFrom") && !isDate(from)) || (body.contains(u"dateTo") && !isDate(to)))
        return signing::route(400, QStringLiteral("VALIDATION_ERROR"),
                              QStringLiteral("Даты должны быть в формате YYYY-MM-DD"));
    QList<int> statuses;
    for (const QJsonValue &v : body.value(u"statuses").toArray()) {
        const int code = v.isDouble() ? v.toInt() : v.toString().toInt();
        if (code != 210 && code != 211 && code != 214)
            return signing::route(400, QStringLiteral("VALIDATION_ERROR"),
                                  QStringLiteral("statuses: допустимы 210, 211, 214"));
        statuses.append(code);
    }
    if (statuses.isEmpty())
        statuses = {DispatchStatus::QesRequired};

    bool known = !hasPractitioner; // trackingIds alone need no practitioner (rule 2)
    for (const QJsonObject &p : std::as_const(m_store.practitioners))
        known = known
            || (p.value(u"organization").toString() == caller.organization && samePractitioner(p, snils, userIdLpu));
    for (const Dispatch *d : m_store.dispatches())
        known =
            known || (d->organization == caller.organization && samePractitioner(d->practitioner, snils, userIdLpu));
    if (!known)
        return signing::route(404, QStringLiteral("NOT_FOUND"), QStringLiteral("Медицинский работник не найден"));

    const bool onlyPractitioner = body.value(u"onlyPractitioner").toBool();
    const bool firstTouch = body.value(u"firstTouchCertificateThumbprint").toBool();
    QStringList selected;
    for (const Dispatch *d : m_store.dispatches()) {
        if (d->organization != caller.organization || d->archived)
            continue;
        if (!trackingIds.isEmpty()) {
            if (!trackingIds.contains(d->trackingId.toLower()) || !QList<int>{210, 211, 214}.contains(d->status))
                continue;
        } else {
            // The fixture's examples are there to be seen in the list; a batch selects them only by id.
            const QDate created = d->createdAt.toOffsetFromUtc(3 * 3600).date();
            if (d->example || !statuses.contains(d->status)
                || (!from.isEmpty() && created < QDate::fromString(from, Qt::ISODate))
                || (!to.isEmpty() && created > QDate::fromString(to, Qt::ISODate)))
                continue;
        }
        if (onlyPractitioner && hasPractitioner && !samePractitioner(d->practitioner, snils, userIdLpu))
            continue;
        if (firstTouch
            && d->practitioner.value(u"firstTouchCertificateThumbprint")
                    .toString()
                    .compare(thumbprint, Qt::CaseInsensitive)
                != 0)
            continue;
        selected.append(d->trackingId);
    }
    QesLink link;
    link.id = newId();
    link.batch = true;
    link.organization = caller.organization;
    link.trackingIds = selected;
    link.practitioner = practitioner;
    link.certificateThumbprint = thumbprint;
    link.onlyThisCertificate = onlyCertificate;
    link.zspd = body.value(u"qesZspd").toBool();
    link.expiresAt = now().addSecs(qint64(m_store.timings.qesLinkMinutes) * 60);
    m_store.links.insert(link.id, link);
    return ok(200,
              {{QStringLiteral("success"), true},
               {QStringLiteral("message"),
                selected.isEmpty() ? QStringLiteral("Нет документов для подписания")
                                   : QStringLiteral("Сессия пакетного подписания создана")},
               {QStringLiteral("batchQesLink"), QString(caller.linkBase + qesLinkPath(link))},
               {QStringLiteral("sessionId"), link.id},
               {QStringLiteral("total"), int(selected.size())}});
}

SandboxResponse SigningModule::initSelfQes(const QJsonObject &body, const Caller &caller)
{
    const QString trackingId = body.value(u"trackingId").toString();
    const QJsonObject idField{{QStringLiteral("trackingId"), trackingId}};
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    const QString snils = practitioner.value(u"snils").toString();
    const QString userIdLpu = practitioner.value(u"userIdLpu").toString();
    if (trackingId.isEmpty())
        return validation({blankProblem(QStringLiteral("trackingId"))});
    if (snils.isEmpty() && userIdLpu.isEmpty())
        return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                     QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"), idField);
    QStringList problems;
    if (!snils.isEmpty() && !isElevenDigits(snils))
        problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
    const QJsonObject certificate = body.value(u"certificate").toObject();
    if (!isHex(certificate.value(u"certificateThumbprint").toString()))
        problems.append(QStringLiteral("Поле certificate.certificateThumbprint обязательно (HEX)"));
    for (const char *key : {"certificateIssuer", "certificateSubject"}) {
        if (certificate.value(QLatin1String(key)).toString().isEmpty())
            problems.append(blankProblem(QStringLiteral("certificate.") + QLatin1String(key)));
    }
    for (const char *key : {"validFrom", "validTo"}) {
        if (!QDateTime::fromString(certificate.value(QLatin1String(key)).toString(), Qt::ISODate).isValid())
            problems.append(
                QStringLiteral("Поле certificate.%1 должно быть датой и временем ISO 8601").arg(QLatin1String(key)));
    }
    if (!problems.isEmpty())
        return validation(problems, idField);
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    const QList<int> allowed{214, 210, 211};
    if (!allowed.contains(d->status) || d->archived)
        return coded(400, QStringLiteral("INVALID_STATUS"),
                     QStringLiteral("initselfqes доступен в статусах 214, 210, 211"),
                     {{QStringLiteral("trackingId"), d->trackingId}, {QStringLiteral("trackingStatus"), d->status}});
    if (!SandboxPdf::looksLikePdf(d->pdf))
        return coded(500, QStringLiteral("PROCESSING_ERROR"),
                     QStringLiteral("Не удалось подготовить PDF для подписания"), idField);
    CertificateInfo cert;
    cert.thumbprint = certificate.value(u"certificateThumbprint").toString().toUpper();
    cert.subject = certificate.value(u"certificateSubject").toString();
    cert.issuer = certificate.value(u"certificateIssuer").toString();
    cert.serialNumber = certificate.value(u"certificateSerialNumber").toString();
    cert.validFrom = QDateTime::fromString(certificate.value(u"validFrom").toString(), Qt::ISODate);
    cert.validTo = QDateTime::fromString(certificate.value(u"validTo").toString(), Qt::ISODate);
    SelfQesSession session;
    session.id = newId();
    session.trackingId = d->trackingId;
    session.organization = caller.organization;
    session.snils = snils;
    session.userIdLpu = userIdLpu;
    session.certificate = certificate;
    session.pdf = m_store.pdfForQes(*d, cert, now());
    session.expiresAt = now().addSecs(qint64(m_store.timings.selfQesSessionMinutes) * 60);
    m_store.sessions.insert(session.id, session);
    const QString fileName = d->attachments.isEmpty()
        ? QStringLiteral("document.pdf")
        : d->attachments.constFirst().fileName.section(u'.', 0, -2) + QStringLiteral(".pdf");
    return ok(200,
              {{QStringLiteral("success"), true},
               {QStringLiteral("message"), QStringLiteral("Сессия подписания создана")},
               {QStringLiteral("trackingId"), d->trackingId},
               {QStringLiteral("statusCode"), d->status},
               {QStringLiteral("signingSessionId"), session.id},
               {QStringLiteral("expiresAt"), session.expiresAt.toString(Qt::ISODateWithMs)},
               {QStringLiteral("document"),
                QJsonObject{{QStringLiteral("fileName"), fileName},
                            {QStringLiteral("mimeType"), QStringLiteral("application/pdf")},
                            {QStringLiteral("content"), QString::fromLatin1(session.pdf.toBase64())},
                            {QStringLiteral("contentEncoding"), QStringLiteral("base64")}}}});
}

SandboxResponse SigningModule::attachSelfQes(const QJsonObject &body, const Caller &caller)
{
    const QString trackingId = body.value(u"trackingId").toString();
    const QString sessionId = body.value(u"signingSessionId").toString();
    const QJsonObject idField{{QStringLiteral("trackingId"), trackingId}};
    const QJsonObject signature = body.value(u"signature").toObject();
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    QStringList problems;
    if (trackingId.isEmpty())
        problems.append(blankProblem(QStringLiteral("trackingId")));
    if (sessionId.isEmpty())
        problems.append(blankProblem(QStringLiteral("signingSessionId")));
    if (signature.value(u"sigBase64").toString().isEmpty())
        problems.append(blankProblem(QStringLiteral("signature.sigBase64")));
    if (!problems.isEmpty())
        return validation(problems, idField);
    const QString snils = practitioner.value(u"snils").toString();
    const QString userIdLpu = practitioner.value(u"userIdLpu").toString();
    if (snils.isEmpty() && userIdLpu.isEmpty())
        return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                     QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"), idField);
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    const auto it = m_store.sessions.find(sessionId);
    if (it == m_store.sessions.end() || it->trackingId != d->trackingId)
        return coded(400, QStringLiteral("INVALID_SESSION"),
                     QStringLiteral("Сессия подписания не найдена для этой отправки"), idField);
    SelfQesSession &session = *it;
    if (session.organization != caller.organization)
        return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("Сессия открыта другой организацией"),
                     idField);
    const QDateTime t = now();
    if (session.used || (session.busyUntil.isValid() && t < session.busyUntil))
        return coded(400, QStringLiteral("SESSION_ALREADY_USED"),
                     QStringLiteral("Подпись для этой сессии уже загружена"), idField);
    if (t >= session.expiresAt)
        return coded(400, QStringLiteral("SESSION_EXPIRED"), QStringLiteral("Срок сессии подписания истёк"), idField);
    const bool samePerson =
        (!snils.isEmpty() && snils == session.snils) || (!userIdLpu.isEmpty() && userIdLpu == session.userIdLpu);
    if (!samePerson)
        return coded(400, QStringLiteral("INVALID_SESSION"),
                     QStringLiteral("Сессия открыта для другого медицинского работника"), idField);
    if (!QList<int>{214, 210, 211}.contains(d->status) || d->archived)
        return coded(400, QStringLiteral("INVALID_STATUS"),
                     QStringLiteral("attachselfqes доступен в статусах 214, 210, 211"),
                     {{QStringLiteral("trackingId"), d->trackingId}, {QStringLiteral("trackingStatus"), d->status}});

    // Verification takes attachProcessingMs of virtual time (0 by default); meanwhile a second
    // attach on the session is refused, whatever the first one's outcome.
    const qint64 processing = m_gateway.limits().attachProcessingMs;
    if (processing > 0)
        session.busyUntil = t.addMSecs(processing);
    const auto later = [processing](SandboxResponse r) {
        r.delayMs = std::max<qint64>(processing, 0);
        return r;
    };
    QList<QByteArray> elsewhere = m_store.issuedPdfs();
    for (const Dispatch *other : m_store.dispatches())
        elsewhere.append(other->pdf);
    const SignatureVerdict verdict =
        m_pki.verify(signature.value(u"sigBase64").toString().toLatin1(), session.pdf, elsewhere, t);
    switch (verdict.check) {
    case SignatureCheck::Invalid:
        return later(coded(400, QStringLiteral("INVALID_SIGNATURE"), verdict.reason, idField));
    case SignatureCheck::ContentMismatch:
        return later(coded(400, QStringLiteral("SIGNATURE_CONTENT_MISMATCH"), verdict.reason, idField));
    case SignatureCheck::DocumentMismatch:
        return later(mismatch(QStringLiteral("SIGNATURE_DOCUMENT_MISMATCH"),
                              QStringLiteral("Подпись не относится к PDF сессии"), verdict.reason, d->trackingId,
                              session.id));
    case SignatureCheck::DoubleBase64:
        return later(mismatch(QStringLiteral("SIGNATURE_DOUBLE_BASE64"),
                              QStringLiteral("sigBase64 закодирован в base64 дважды"), verdict.reason, d->trackingId,
                              session.id));
    case SignatureCheck::Valid:
        break;
    }
    if (verdict.signer.thumbprint.compare(session.certificate.value(u"certificateThumbprint").toString(),
                                          Qt::CaseInsensitive)
        != 0)
        return later(coded(400, QStringLiteral("INVALID_SIGNATURE"),
                           QStringLiteral("Подпись сделана не тем сертификатом, что указан в initselfqes"), idField));

    QesSignature s;
    s.der = *QByteArray::fromBase64Encoding(signature.value(u"sigBase64").toString().toLatin1());
    s.certificate = verdict.signer;
    s.signedAt = t;
    s.availableAt = t.addSecs(m_store.timings.indexingSeconds);
    s.source = QStringLiteral("self");
    s.pdf = session.pdf;
    m_store.addQes(*d, s, t);
    session.used = true;
    const QJsonObject answer{{QStringLiteral("success"), true},
                             {QStringLiteral("message"), QStringLiteral("Подпись проверена и прикреплена")},
                             {QStringLiteral("trackingId"), d->trackingId},
                             {QStringLiteral("statusCode"), d->status},
                             {QStringLiteral("qesStatus"),
                              QJsonObject{{QStringLiteral("signedAt"), t.toString(Qt::ISODateWithMs)},
                                          {QStringLiteral("thumbprint"), verdict.signer.thumbprint},
                                          {QStringLiteral("certificateSubject"), verdict.signer.subject},
                                          {QStringLiteral("certificateSerialNumber"), verdict.signer.serialNumber},
                                          {QStringLiteral("iemkSaved"), QStringLiteral("pending")}}}};
    return later(ok(200, answer));
}

} // namespace cliniclink::sandbox
