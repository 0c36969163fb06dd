// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: drafts (init, finalize, send, archive) and their 24-hour life.
#include "sandbox/services/sandboxpdf.h"
#include "signingmodule.h"
#include "signingreplies.h"

#include <QJsonArray>
#include <QUuid>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

SandboxResponse notDraft(const Dispatch &d)
{
    return coded(400, QStringLiteral("NOT_DRAFT"),
                 QStringLiteral("Отправка %1 не является черновиком").arg(d.trackingId),
                 {{QStringLiteral("trackingId"), d.trackingId}, {QStringLiteral("trackingStatus"), d.status}});
}

std::optional<SandboxResponse> pathMismatch(const QJsonObject &meta, const QString &trackingId)
{
    if (meta.contains(u"trackingId")
        && meta.value(u"trackingId").toString().compare(trackingId, Qt::CaseInsensitive) != 0)
        return validation({QStringLiteral("trackingId в теле не совпадает с trackingId в пути")},
                          {{QStringLiteral("trackingId"), trackingId}});
    return std::nullopt;
}

} // namespace

SandboxResponse SigningModule::initDraft(const SandboxRequest &request, const Caller &caller)
{
    const Admission a = m_gateway.admit(SigningRoute::Upload, caller.tokenKey, now());
    if (!a.admitted)
        return tooMany(a.message, a.retryAfterSeconds);
    Upload upload;
    if (auto refused = readUpload(request, MetaMode::Upload, QString(), 0, caller, &upload))
        return *refused;
    Dispatch d;
    d.trackingId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    d.organization = caller.organization;
    d.tokenKey = caller.tokenKey;
    d.status = DispatchStatus::Draft;
    d.createdAt = d.updatedAt = now();
    d.draftExpiresAt = now().addSecs(qint64(m_store.timings.draftLifeHours) * 3600);
    fillFromMeta(d, upload.meta);
    d.author = d.practitioner;
    d.attachments = upload.files;
    const Dispatch &stored = m_store.add(d);
    return ok(201,
              {{QStringLiteral("status"), QStringLiteral("draft")},
               {QStringLiteral("statusCode"), DispatchStatus::Draft},
               {QStringLiteral("trackingId"), stored.trackingId},
               {QStringLiteral("draftExpiresAt"), stored.draftExpiresAt.toString(Qt::ISODateWithMs)}});
}

SandboxResponse SigningModule::finalizeDraft(const QString &trackingId, const QJsonObject &body, const Caller &caller)
{
    // Creates the dispatch (or may): counted with POST /signing and drafts/init, before validation.
    const Admission a = m_gateway.admit(SigningRoute::Upload, caller.tokenKey, now());
    if (!a.admitted)
        return tooMany(a.message, a.retryAfterSeconds);
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    if (d->status != DispatchStatus::Draft || d->archived)
        return notDraft(*d);
    if (auto refused = pathMismatch(body, d->trackingId))
        return *refused;
    const QStringList problems = checkDispatchMeta(body, MetaMode::Finalize);
    if (!problems.isEmpty())
        return validation(problems, {{QStringLiteral("trackingId"), d->trackingId}});
    if (body.value(u"organization").toObject().value(u"idLpu").toString().toLower() != caller.organization)
        return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("organization.idLpu не совпадает с X-Id-Lpu"),
                     {{QStringLiteral("trackingId"), d->trackingId}});
    if (d->attachments.isEmpty())
        return validation({QStringLiteral("В черновике нет файлов: добавьте их методом send")},
                          {{QStringLiteral("trackingId"), d->trackingId}});
    if (auto refused = unpreparable(*d))
        return *refused;
    fillFromMeta(*d, body);
    complete(*d, caller);
    return ok(200,
              {{QStringLiteral("status"), QStringLiteral("created")},
               {QStringLiteral("statusCode"), DispatchStatus::Created},
               {QStringLiteral("trackingId"), d->trackingId}});
}

SandboxResponse SigningModule::sendDraft(const QString &trackingId, const SandboxRequest &request, const Caller &caller)
{
    // Creates the dispatch (or may): counted with POST /signing and drafts/init, before validation.
    const Admission a = m_gateway.admit(SigningRoute::Upload, caller.tokenKey, now());
    if (!a.admitted)
        return tooMany(a.message, a.retryAfterSeconds);
    Dispatch *d = nullptr;
    if (auto refused = findOwn(trackingId, caller, &d))
        return *refused;
    if (d->status != DispatchStatus::Draft || d->archived)
        return notDraft(*d);
    // Stored files count towards the limit unless replaced: checked once meta is read.
    Upload upload;
    if (auto refused = readUpload(request, MetaMode::DraftSend, d->trackingId, 0, caller, &upload))
        return *refused;
    if (auto refused = pathMismatch(upload.meta, d->trackingId))
        return *refused;
    const bool replace = upload.meta.value(u"replaceAttachments").toBool();
    const bool deliver = upload.meta.value(u"completeDelivery").toBool();
    if (!replace && d->attachments.size() + upload.files.size() > m_gateway.limits().maxFiles)
        return uploadError(400, QStringLiteral("LIMIT_FILE_COUNT"),
                           QStringLiteral("Превышено число файлов: не более %1").arg(m_gateway.limits().maxFiles),
                           d->trackingId);
    QList<Attachment> files = replace ? QList<Attachment>() : d->attachments;
    for (const Attachment &a : std::as_const(upload.files)) {
        files.erase(
            std::remove_if(files.begin(), files.end(), [&a](const Attachment &f) { return f.partName == a.partName; }),
            files.end());
        files.append(a);
    }
    if (deliver && files.isEmpty())
        return validation({QStringLiteral("Для отправки нужен хотя бы один файл")},
                          {{QStringLiteral("trackingId"), d->trackingId}});
    d->attachments = files;
    fillFromMeta(*d, upload.meta);
    d->updatedAt = now();
    if (!deliver)
        return ok(200,
                  {{QStringLiteral("status"), QStringLiteral("draft")},
                   {QStringLiteral("statusCode"), DispatchStatus::Draft},
                   {QStringLiteral("trackingId"), d->trackingId},
                   {QStringLiteral("draftExpiresAt"), d->draftExpiresAt.toString(Qt::ISODateWithMs)}});
    if (auto refused = unpreparable(*d))
        return *refused;
    complete(*d, caller);
    return ok(200,
              {{QStringLiteral("status"), QStringLiteral("created")},
               {QStringLiteral("statusCode"), DispatchStatus::Created},
               {QStringLiteral("trackingId"), d->trackingId}});
}

SandboxResponse SigningModule::archiveDraft(const QString &trackingId, const QJsonObject &body, const Caller &caller)
{
    const QJsonObject idField{{QStringLiteral("trackingId"), trackingId}};
    if (body.value(u"trackingId").toString().compare(trackingId, Qt::CaseInsensitive) != 0)
        return validation({QStringLiteral("trackingId в теле обязателен и должен совпадать с trackingId в пути")},
                          idField);
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    if (practitioner.value(u"snils").toString().isEmpty() && practitioner.value(u"userIdLpu").toString().isEmpty())
        return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                     QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"), idField);
    Dispatch *d = m_store.dispatch(trackingId);
    if (!d)
        return coded(400, QStringLiteral("NOT_FOUND"), QStringLiteral("Отправка %1 не найдена").arg(trackingId),
                     idField);
    if (d->organization != caller.organization)
        return coded(400, QStringLiteral("ACCESS_DENIED"),
                     QStringLiteral("X-Id-Lpu не совпадает с организацией отправки"), idField);
    const QList<int> archivable{DispatchStatus::Draft, DispatchStatus::Cancelled, DispatchStatus::Error};
    if (!archivable.contains(d->status))
        return coded(400, QStringLiteral("NOT_DRAFT"),
                     QStringLiteral("В архив можно перенести только отправки в статусах 215, 213 и 500"),
                     {{QStringLiteral("trackingId"), d->trackingId}, {QStringLiteral("trackingStatus"), d->status}});
    d->archived = true;
    d->updatedAt = now();
    return ok(200,
              {{QStringLiteral("status"), QStringLiteral("success")}, {QStringLiteral("trackingId"), d->trackingId}});
}

} // namespace cliniclink::sandbox
