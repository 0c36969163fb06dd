// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescription.h"

#include "core/prescription/prescriptionservice.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

namespace cliniclink::sandbox {

namespace {

const QString kOrganization = QStringLiteral("Organization");
const QString kIdSourceMis = QStringLiteral("IdSourceMis");
const QString kIdDataSource = QStringLiteral("IdDataSource");
constexpr char kDictionaryOid[] = "1.2.643.2.69.1.1.1.64";

bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid::fromString(text).isNull();
}

QString required(const QString &field)
{
    return QStringLiteral("Поле %1 не должно быть пустым").arg(field);
}

QString incorrect(const QString &field)
{
    return QStringLiteral("Поле %1 заполнено некорректно").arg(field);
}

bool isBlank(const QJsonValue &v)
{
    return v.isUndefined() || v.isNull() || (v.isString() && v.toString().trimmed().isEmpty());
}

} // namespace

PrescriptionModule::PrescriptionModule(SandboxContext &context)
    : ServiceModule(context)
{
}

void PrescriptionModule::load(const QJsonObject &fixtures)
{
    m_store.load(fixtures.value(QStringLiteral("prescription")).toObject(), context().clock().now());
}

SandboxResponse PrescriptionModule::messages(int status, const QStringList &texts)
{
    return SandboxResponse::json(status, QJsonObject{{QStringLiteral("Message"), QJsonArray::fromStringList(texts)}});
}

SandboxResponse PrescriptionModule::handle(const SandboxRequest &request, const QString &subPath)
{
    const bool isStatus = subPath == u"/TakePrescriptionStatus";
    const bool isCancel = subPath == u"/MakeCancelPrescription";
    if (!isStatus && !isCancel)
        return messages(404, {QStringLiteral("Метод %1 не найден").arg(request.path)});
    if (request.method != "POST")
        return messages(405, {QStringLiteral("Метод %1 вызывается только запросом POST").arg(request.path)})
            .withHeader("Allow", "POST");

    // (a) the token
    const auto mis = context().misForSchemeToken(request, services::Prescription);
    if (!mis)
        return messages(401, {QStringLiteral("Неверный идентификатор системы")});

    const QJsonDocument doc = QJsonDocument::fromJson(request.body);
    const QJsonObject body = doc.object();

    // (b) the MIS must be linked to the Organization; a missing or malformed Organization is left to
    // the field checks, since there is nothing to link to.
    const QJsonValue organizationValue = body.value(kOrganization);
    const QString organization = organizationValue.toString().toLower();
    if (organizationValue.isString() && isUuid(organization) && !mis->organizations.contains(organization))
        return messages(401, {QStringLiteral("Неверный идентификатор системы")});

    if (!doc.isObject())
        return messages(400, {QStringLiteral("Тело запроса должно быть JSON-объектом")});

    // (c) required and malformed fields, one message per field, in the order of the B1 table
    QStringList problems;
    if (isBlank(organizationValue))
        problems.append(required(kOrganization));
    else if (!organizationValue.isString() || !isUuid(organization))
        problems.append(incorrect(kOrganization));

    const QJsonValue idSourceMisValue = body.value(kIdSourceMis);
    if (isBlank(idSourceMisValue))
        problems.append(required(kIdSourceMis));
    else if (!idSourceMisValue.isString() || idSourceMisValue.toString().size() > 255)
        problems.append(incorrect(kIdSourceMis));

    const QJsonValue dataSource = body.value(kIdDataSource);
    if (isBlank(dataSource))
        problems.append(required(kIdDataSource));
    else if (!(dataSource.isDouble() && dataSource.toDouble() == 1.0) && dataSource.toString() != u"1")
        problems.append(incorrect(kIdDataSource));
    if (!problems.isEmpty())
        return messages(400, problems);

    // (d) the Organization in dictionary 1.2.643.2.69.1.1.1.64
    if (!context().organization(organization))
        return messages(400,
                        {QStringLiteral("Код организации %1 отсутствует в справочнике %2")
                             .arg(organization, QLatin1String(kDictionaryOid))});

    m_store.settle(context().clock().now());
    const QString idSourceMis = idSourceMisValue.toString();
    return isStatus ? takeStatus(organization, idSourceMis) : cancel(organization, idSourceMis);
}

SandboxResponse PrescriptionModule::takeStatus(const QString &organization, const QString &idSourceMis)
{
    const QList<PrescriptionRecord *> records = m_store.find(organization, idSourceMis);
    if (records.isEmpty())
        return messages(400,
                        {QStringLiteral("Не найдена запись о выгрузке документа с IdSourceMis %1 для организации %2")
                             .arg(idSourceMis, organization)});
    if (records.size() == 1)
        return SandboxResponse::json(200, PrescriptionStore::toResponse(*records.constFirst()));
    QJsonArray list;
    for (const PrescriptionRecord *r : records)
        list.append(PrescriptionStore::toResponse(*r));
    return SandboxResponse::json(200, list);
}

SandboxResponse PrescriptionModule::cancel(const QString &organization, const QString &idSourceMis)
{
    const QList<PrescriptionRecord *> records = m_store.find(organization, idSourceMis);
    QList<PrescriptionRecord *> active;
    bool annulledBefore = false;
    for (PrescriptionRecord *r : records) {
        // A record whose annulment is queued counts as annulled: a second cancel is refused.
        if (r->annulled || r->annulAt.isValid())
            annulledBefore = true;
        else if (r->active)
            active.append(r);
    }
    if (active.size() >= 2)
        return messages(400,
                        {QStringLiteral("Невозможно определить активный документ: найдено несколько активных "
                                        "документов с IdSourceMis %1")
                             .arg(idSourceMis)});
    if (active.isEmpty()) {
        if (annulledBefore)
            return messages(400, {QStringLiteral("Документ с IdSourceMis %1 был аннулирован ранее").arg(idSourceMis)});
        return messages(400, {QStringLiteral("Не найден активный документ с IdSourceMis %1").arg(idSourceMis)});
    }
    PrescriptionRecord *record = active.constFirst();
    if (record->externalNumber.isEmpty())
        return messages(400,
                        {QStringLiteral("Документ с IdSourceMis %1 не выгружен в реестр рецептов").arg(idSourceMis)});
    if (record->cancelFailure == u"technical")
        return messages(400,
                        {QStringLiteral("Техническая ошибка при аннулировании документа: реестр рецептов "
                                        "недоступен. Повторите попытку позже")});
    m_store.queueAnnulment(record, context().clock().now());
    return messages(
        200, {QStringLiteral("Документ с IdSourceMis %1 поставлен в очередь на аннулирование").arg(idSourceMis)});
}

} // namespace cliniclink::sandbox
