// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: POST /signing, the GETs, cancel and resend.
#include "sandbox/services/sandboxpdf.h"
#include "signingmodule.h"
#include "signingmultipart.h"
#include "signingreplies.h"
#include "signingviews.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <algorithm>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

QString typeOf(const QString &declared, const MultipartPart &part)
{
    if (!declared.isEmpty())
        return declared;
    const QString suffix = part.fileName.section(u'.', -1).toLower();
    if (suffix == u"pdf" || suffix == u"doc" || suffix == u"docx" || suffix == u"odt")
        return suffix;
    if (part.contentType == "application/pdf")
        return QStringLiteral("pdf");
    if (part.contentType == "application/msword")
        return QStringLiteral("doc");
    if (part.contentType == "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
        return QStringLiteral("docx");
    if (part.contentType == "application/vnd.oasis.opendocument.text")
        return QStringLiteral("odt");
    return {};
}

QByteArray mimeOf(const QString &type)
{
    if (type == u"doc")
        return "application/msword";
    if (type == u"docx")
        return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    if (type == u"odt")
        return "application/vnd.oasis.opendocument.text";
    return "application/pdf";
}

} // namespace

SigningModule::Reply SigningModule::readUpload(const SandboxRequest &request, MetaMode mode, const QString &trackingId,
                                               int storedFiles, const Caller &caller, Upload *upload)
{
    QString error;
    const auto parts = MultipartParser::parse(request.header("content-type"), request.body, &error);
    if (!parts)
        return uploadError(400, QStringLiteral("VALIDATION_ERROR"), error, trackingId);
    const MultipartPart *meta = nullptr;
    QList<const MultipartPart *> files;
    for (const MultipartPart &p : *parts) {
        if (p.name == u"meta" && !meta)
            meta = &p;
        else
            files.append(&p);
    }
    const SigningLimits &limits = m_gateway.limits();
    if (files.size() + storedFiles > limits.maxFiles)
        return uploadError(400, QStringLiteral("LIMIT_FILE_COUNT"),
                           QStringLiteral("Превышено число файлов: не более %1 в запросе").arg(limits.maxFiles),
                           trackingId);
    for (const MultipartPart *f : files) {
        if (f->data.size() > limits.maxFileBytes)
            return uploadError(400, QStringLiteral("LIMIT_FILE_SIZE"),
                               QStringLiteral("Файл %1 больше %2 МБ")
                                   .arg(f->fileName.isEmpty() ? f->name : f->fileName)
                                   .arg(limits.maxFileBytes / (1024 * 1024)),
                               trackingId);
    }
    if (!meta)
        return uploadError(400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("Нет части meta"), trackingId);
    const QJsonDocument doc = QJsonDocument::fromJson(meta->data);
    if (!doc.isObject())
        return uploadError(400, QStringLiteral("VALIDATION_ERROR"),
                           QStringLiteral("Часть meta должна быть JSON-объектом"), trackingId);
    upload->meta = doc.object();
    const QStringList problems = checkDispatchMeta(upload->meta, mode);
    if (!problems.isEmpty())
        return validation(
            problems, {{QStringLiteral("trackingId"), trackingId.isEmpty() ? QJsonValue() : QJsonValue(trackingId)}});
    const QString idLpu = upload->meta.value(u"organization").toObject().value(u"idLpu").toString().toLower();
    if (idLpu != caller.organization)
        return uploadError(403, QStringLiteral("ACCESS_DENIED"),
                           QStringLiteral("organization.idLpu не совпадает с организацией из X-Id-Lpu"), trackingId);
    for (const QJsonValue &v : upload->meta.value(u"medDocument").toObject().value(u"attachments").toArray()) {
        const QJsonObject a = v.toObject();
        const QString partName = a.value(u"partName").toString();
        const MultipartPart *part = nullptr;
        for (const MultipartPart *f : std::as_const(files)) {
            if (f->name == partName)
                part = f;
        }
        if (!part)
            return uploadError(
                400, QStringLiteral("INVALID_ATTACHMENT"),
                QStringLiteral("Вложение %1 указано в meta, но в теле запроса нет части с таким именем").arg(partName),
                trackingId);
        Attachment attachment;
        attachment.partName = partName;
        attachment.documentType = typeOf(a.value(u"documentType").toString(), *part);
        if (attachment.documentType.isEmpty())
            return uploadError(400, QStringLiteral("VALIDATION_ERROR"),
                               QStringLiteral("Тип файла %1 не определён: допустимы doc, docx, pdf, odt").arg(partName),
                               trackingId);
        attachment.fileName = part->fileName.isEmpty() ? partName : part->fileName;
        attachment.mimeType = mimeOf(attachment.documentType);
        attachment.original = part->data;
        attachment.pdf = attachment.documentType == u"pdf"
            ? part->data
            : SandboxPdf::standIn(attachment.fileName, attachment.documentType, part->data.size());
        upload->files.append(attachment);
    }
    return std::nullopt;
}

void SigningModule::fillFromMeta(Dispatch &d, const QJsonObject &meta)
{
    QJsonObject stored = meta;
    stored.remove(QStringLiteral("trackingId"));
    d.meta = stored;
    d.practitioner = meta.value(u"practitioner").toObject();
    QStringList delivery;
    for (const QJsonValue &v : meta.value(u"delivery").toArray())
        delivery.append(v.toString());
    d.delivery = delivery.isEmpty() ? QStringList{QStringLiteral("sms")} : delivery;
    d.esiaAuth = meta.value(u"medDocument").toObject().value(u"esiaAuth").toBool();
    d.qesRequired = !d.practitioner.value(u"firstTouchCertificateThumbprint").toString().isEmpty()
        || !d.practitioner.value(u"deliveryOverride").toArray().isEmpty();
    d.patients.clear();
    for (const QJsonValue &v : meta.value(u"patients").toArray()) {
        PatientSigner p;
        p.data = v.toObject();
        p.idPatientMis = p.data.value(u"idPatientMis").toString();
        p.delivery = deliveryOf(meta, p.data);
        d.patients.append(p);
    }
}

SandboxResponse SigningModule::createDispatch(const SandboxRequest &request, const Caller &caller)
{
    const Admission a = m_gateway.admit(SigningRoute::Upload, caller.tokenKey, now());
    if (!a.admitted)
        return tooMany(a.message, a.retryAfterSeconds);
    Upload upload;
    if (auto refused = readUpload(request, MetaMode::Upload, QString(), 0, caller, &upload))
        return *refused;
    if (upload.files.isEmpty())
        return uploadError(400, QStringLiteral("VALIDATION_ERROR"), QStringLiteral("Нужен хотя бы один файл"),
                           QString());
    Dispatch d;
    d.trackingId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    d.organization = caller.organization;
    d.tokenKey = caller.tokenKey;
    d.createdAt = d.updatedAt = now();
    fillFromMeta(d, upload.meta);
    d.author = d.practitioner;
    d.attachments = upload.files;
    Dispatch &stored = m_store.add(d);
    if (auto refused = unpreparable(stored))
        return *refused;
    complete(stored, caller);
    return ok(201,
              {{QStringLiteral("status"), QStringLiteral("created")},
               {QStringLiteral("trackingId"), stored.trackingId}})
        .withHeader("Location", "/sep/api/signing/" + stored.trackingId.toLatin1());
}

SigningModule::Reply SigningModule::unpreparable(Dispatch &d)
{
    for (const Attachment &file : std::as_const(d.attachments)) {
        const bool pdf = SandboxPdf::looksLikePdf(file.pdf);
        if (!pdf || SandboxPdf::tooCostlyToRead(file.pdf, m_store.pdfWork())) {
            d.status = DispatchStatus::Error;
            return uploadError(
                500, QStringLiteral("PROCESSING_ERROR"),
                pdf ? QStringLiteral("Не удалось подготовить PDF из файла %1: его структура требует распаковки "
                                     "больше допустимого объёма")
                          .arg(file.fileName)
                    : QStringLiteral("Не удалось подготовить PDF из файла %1: это не PDF").arg(file.fileName),
                d.trackingId);
        }
    }
    return std::nullopt;
}

void SigningModule::complete(Dispatch &d, const Caller &caller)
{
    const QDateTime t = now();
    d.status = DispatchStatus::Created;
    d.createdAt = d.updatedAt = t;
    d.deadline = t.addSecs(qint64(m_store.timings.signingDeadlineHours) * 3600);
    d.pdf = d.attachments.isEmpty() ? QByteArray() : d.attachments.constFirst().pdf;
    m_store.deliver(d, d.submissionId.isEmpty() ? QStringLiteral("dispatch") : QStringLiteral("questionnaire"),
                    caller.linkBase, t);
    QStringList channels;
    for (const PatientSigner &p : std::as_const(d.patients))
        channels += p.delivery;
    channels.removeDuplicates();
    d.delivery = channels;
    d.billingId = m_store.ledger.bill(
        d.organization, d.submissionId.isEmpty() ? QStringLiteral("dispatch") : QStringLiteral("questionnaire"),
        d.trackingId, channels, t);
}

SigningModule::Reply SigningModule::findOwn(const QString &trackingId, const Caller &caller, Dispatch **d) const
{
    *d = m_store.dispatch(trackingId);
    if (!*d)
        return coded(404, QStringLiteral("NOT_FOUND"), QStringLiteral("Отправка %1 не найдена").arg(trackingId),
                     {{QStringLiteral("trackingId"), trackingId}});
    if ((*d)->organization != caller.organization)
        return coded(403, QStringLiteral("ACCESS_DENIED"),
                     QStringLiteral("Отправка %1 принадлежит другой организации").arg(trackingId),
                     {{QStringLiteral("trackingId"), trackingId}});
    return std::nullopt;
}

SandboxResponse SigningModule::fullDispatch(const QString &trackingId, const Caller &caller)
{
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    return ok(200, fullView(*d, m_store, organizationName(d->organization), now()));
}

SandboxResponse SigningModule::dispatchStatus(const QString &trackingId, const Caller &caller)
{
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    return ok(200, statusView(*d));
}

SandboxResponse SigningModule::listDispatches(const SandboxRequest &request, const Caller &caller)
{
    const QUrlQuery &q = request.query;
    const QString patient = q.queryItemValue(QStringLiteral("idPatientMis"));
    const QString practitioner = q.queryItemValue(QStringLiteral("userIdLpu"));
    const QString from = q.queryItemValue(QStringLiteral("dateFrom"));
    const QString to = q.queryItemValue(QStringLiteral("dateTo"));
    const bool archived = q.queryItemValue(QStringLiteral("archived")) == u"true";
    if ((!from.isEmpty() && !isDate(from)) || (!to.isEmpty() && !isDate(to)))
        return framework(400, QStringLiteral("dateFrom и dateTo должны быть датами YYYY-MM-DD"));
    QList<int> statuses;
    for (const QString &s : q.queryItemValue(QStringLiteral("status")).split(u',', Qt::SkipEmptyParts))
        statuses.append(s.trimmed().toInt());
    const int limit = std::clamp(
        q.hasQueryItem(QStringLiteral("limit")) ? q.queryItemValue(QStringLiteral("limit")).toInt() : 100, 1, 1000);
    const int offset = std::max(0, q.queryItemValue(QStringLiteral("offset")).toInt());
    QJsonArray items;
    int total = 0;
    // Newest first: the first page is what was sent last (the contract does not say the order).
    QList<Dispatch *> newestFirst = m_store.dispatches();
    std::reverse(newestFirst.begin(), newestFirst.end());
    for (const Dispatch *d : std::as_const(newestFirst)) {
        if (d->organization != caller.organization || (d->archived && !archived))
            continue;
        bool patientMatches = patient.isEmpty();
        for (const PatientSigner &p : d->patients)
            patientMatches = patientMatches || p.idPatientMis == patient;
        const QDate created = d->createdAt.toOffsetFromUtc(3 * 3600).date();
        if (!patientMatches || (!statuses.isEmpty() && !statuses.contains(d->status))
            || (!practitioner.isEmpty() && d->practitioner.value(u"userIdLpu").toString() != practitioner)
            || (!from.isEmpty() && created < QDate::fromString(from, Qt::ISODate))
            || (!to.isEmpty() && created > QDate::fromString(to, Qt::ISODate)))
            continue;
        if (total >= offset && items.size() < limit)
            items.append(listItem(*d));
        ++total;
    }
    return ok(200, {{QStringLiteral("total"), total}, {QStringLiteral("items"), items}});
}

SandboxResponse SigningModule::cancel(const QString &trackingId, const Caller &caller)
{
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    const QList<int> open{DispatchStatus::Created, DispatchStatus::FullySignedProcessing,
                          DispatchStatus::PartiallySignedProcessing, DispatchStatus::Draft};
    if (d->archived || !open.contains(d->status) || SigningStore::anySigned(*d))
        return coded(400, QStringLiteral("INVALID_STATUS"),
                     QStringLiteral("Отмена возможна, только пока документ не подписан ни одним подписантом"),
                     {{QStringLiteral("trackingId"), d->trackingId}, {QStringLiteral("trackingStatus"), d->status}});
    d->status = DispatchStatus::Cancelled;
    d->updatedAt = now();
    for (PatientSigner &p : d->patients) {
        if (p.state == SignerState::Pending)
            p.state = SignerState::Expired;
    }
    return ok(200,
              {{QStringLiteral("status"), QStringLiteral("cancelled")},
               {QStringLiteral("statusCode"), DispatchStatus::Cancelled},
               {QStringLiteral("trackingId"), d->trackingId}});
}

SandboxResponse SigningModule::resend(const QJsonObject &body, const Caller &caller)
{
    const QString trackingId = body.value(u"trackingId").toString();
    const QJsonObject idField{{QStringLiteral("tracking_id"), trackingId}};
    QStringList problems;
    if (!isUuid(trackingId))
        problems.append(formatProblem(QStringLiteral("trackingId")));
    QStringList delivery;
    for (const QJsonValue &v : body.value(u"delivery").toArray()) {
        const QString c = v.toString();
        if (!QStringList{QStringLiteral("sms"), QStringLiteral("chatbot"), QStringLiteral("app"),
                         QStringLiteral("wallet")}
                 .contains(c))
            problems.append(QStringLiteral("Канал %1 недопустим: sms, chatbot, app, wallet").arg(c));
        delivery.append(c);
    }
    if (delivery.isEmpty())
        problems.append(blankProblem(QStringLiteral("delivery")));
    QStringList patients;
    for (const QJsonValue &v : body.value(u"IdPatientMis").toArray())
        patients.append(v.toString());
    if (patients.isEmpty())
        problems.append(blankProblem(QStringLiteral("IdPatientMis")));
    if (!problems.isEmpty())
        return signing::route(400, QStringLiteral("VALIDATION_ERROR"), problems.join(QStringLiteral("; ")), idField);
    Dispatch *d = m_store.dispatch(trackingId);
    if (!d)
        return signing::route(404, QStringLiteral("NOT_FOUND"),
                              QStringLiteral("Отправка %1 не найдена").arg(trackingId), idField);
    if (d->organization != caller.organization)
        return signing::route(403, QStringLiteral("ACCESS_DENIED"),
                              QStringLiteral("Отправка принадлежит другой организации"), idField);
    for (const QString &id : std::as_const(patients)) {
        bool known = false;
        for (const PatientSigner &p : std::as_const(d->patients))
            known = known || p.idPatientMis == id;
        if (!known)
            return signing::route(400, QStringLiteral("PATIENT_NOT_FOUND"),
                                  QStringLiteral("Пациент %1 не участвует в отправке %2").arg(id, trackingId), idField);
    }
    if (d->status != DispatchStatus::Created)
        return signing::route(
            400, QStringLiteral("INVALID_STATUS"), QStringLiteral("Повторная отправка возможна только для статуса 201"),
            {{QStringLiteral("tracking_id"), trackingId}, {QStringLiteral("trackingStatus"), d->status}});
    const QDateTime t = now();
    m_store.deliver(*d, QStringLiteral("resend"), caller.linkBase, t, patients, delivery);
    d->billingId = m_store.ledger.billResend(d->organization, d->trackingId, d->billingId, d->delivery, delivery, t);
    d->delivery = delivery;
    d->updatedAt = t;
    return ok(200,
              {{QStringLiteral("success"), true},
               {QStringLiteral("message"), QStringLiteral("Уведомление отправлено повторно")},
               {QStringLiteral("tracking_id"), d->trackingId}});
}

} // namespace cliniclink::sandbox
