// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionstore.h"

namespace cliniclink::sandbox {

void PrescriptionStore::load(const QJsonObject &section, const QDateTime &now)
{
    m_annulmentDelaySeconds = section.value(QStringLiteral("annulmentDelaySeconds")).toInt(60);
    m_records.clear();
    for (const QJsonValue &v : section.value(QStringLiteral("records")).toArray()) {
        const QJsonObject o = v.toObject();
        PrescriptionRecord r = fromJson(o);
        if (o.value(QStringLiteral("annulmentQueued")).toBool() && !r.annulled)
            r.annulAt = now.addSecs(m_annulmentDelaySeconds);
        m_records.append(r);
    }
}

PrescriptionRecord PrescriptionStore::fromJson(const QJsonObject &o)
{
    PrescriptionRecord r;
    r.organization = o.value(QStringLiteral("organization")).toString().toLower();
    r.idSourceMis = o.value(QStringLiteral("idSourceMis")).toString();
    r.idSource = o.value(QStringLiteral("idSource")).toString();
    r.statusNumber = o.value(QStringLiteral("statusNumber")).toInt();
    r.statusDate = o.value(QStringLiteral("statusDate")).toString();
    r.message = o.value(QStringLiteral("message")).toString(defaultMessage(r.statusNumber));
    r.idRequestGuid = o.value(QStringLiteral("idRequestGuid")).toString();
    r.externalNumber = o.value(QStringLiteral("externalNumber")).toString();
    r.active = o.value(QStringLiteral("active")).toBool(true);
    r.annulled = o.value(QStringLiteral("annulled")).toBool(false);
    r.cancelFailure = o.value(QStringLiteral("cancelFailure")).toString();
    r.annulAt = QDateTime::fromString(o.value(QStringLiteral("annulAt")).toString(), Qt::ISODateWithMs);
    return r;
}

QJsonObject PrescriptionStore::toJson(const PrescriptionRecord &r)
{
    QJsonObject o{{QStringLiteral("organization"), r.organization},
                  {QStringLiteral("idSourceMis"), r.idSourceMis},
                  {QStringLiteral("idSource"), r.idSource},
                  {QStringLiteral("statusNumber"), r.statusNumber},
                  {QStringLiteral("statusDate"), r.statusDate},
                  {QStringLiteral("message"), r.message},
                  {QStringLiteral("idRequestGuid"), r.idRequestGuid},
                  {QStringLiteral("externalNumber"), r.externalNumber},
                  {QStringLiteral("active"), r.active},
                  {QStringLiteral("annulled"), r.annulled},
                  {QStringLiteral("cancelFailure"), r.cancelFailure}};
    if (r.annulAt.isValid())
        o.insert(QStringLiteral("annulAt"), r.annulAt.toString(Qt::ISODateWithMs));
    return o;
}

QJsonObject PrescriptionStore::saveState() const
{
    QJsonArray records;
    for (const PrescriptionRecord &r : m_records)
        records.append(toJson(r));
    return {{QStringLiteral("records"), records}, {QStringLiteral("annulmentDelaySeconds"), m_annulmentDelaySeconds}};
}

void PrescriptionStore::restoreState(const QJsonObject &state)
{
    if (!state.contains(QStringLiteral("records")))
        return;
    m_annulmentDelaySeconds = state.value(QStringLiteral("annulmentDelaySeconds")).toInt(m_annulmentDelaySeconds);
    m_records.clear();
    for (const QJsonValue &v : state.value(QStringLiteral("records")).toArray())
        m_records.append(fromJson(v.toObject()));
}

void PrescriptionStore::settle(const QDateTime &now)
{
    for (PrescriptionRecord &r : m_records) {
        if (!r.annulAt.isValid() || now < r.annulAt)
            continue;
        r.annulled = true;
        r.active = false;
        r.statusNumber = kAnnulledStatusNumber;
        r.message = defaultMessage(kAnnulledStatusNumber);
        r.statusDate = formatStatusDate(r.annulAt);
        r.annulAt = QDateTime();
    }
}

QList<PrescriptionRecord *> PrescriptionStore::find(const QString &organization, const QString &idSourceMis)
{
    QList<PrescriptionRecord *> found;
    const QString org = organization.toLower();
    for (PrescriptionRecord &r : m_records) {
        if (r.organization == org && r.idSourceMis == idSourceMis)
            found.append(&r);
    }
    return found;
}

void PrescriptionStore::queueAnnulment(PrescriptionRecord *record, const QDateTime &now)
{
    record->annulAt = now.addSecs(m_annulmentDelaySeconds);
}

QJsonObject PrescriptionStore::toResponse(const PrescriptionRecord &r)
{
    QJsonObject o{
        {QStringLiteral("StatusDate"), r.statusDate},
        {QStringLiteral("IdSourceMis"), r.idSourceMis},
        {QStringLiteral("IdSource"), r.idSource},
        {QStringLiteral("Lpu"), r.organization},
        {QStringLiteral("Status"), isSuccess(r.statusNumber) ? QStringLiteral("Success") : QStringLiteral("Failed")},
        // A number, as in the contract's response example (its field table says string).
        {QStringLiteral("StatusNumber"), r.statusNumber},
        {QStringLiteral("Message"), r.message}};
    if (!r.idRequestGuid.isEmpty())
        o.insert(QStringLiteral("IdRequestGuid"), r.idRequestGuid);
    if (!r.externalNumber.isEmpty())
        o.insert(QStringLiteral("ExternalNumber"), r.externalNumber);
    return o;
}

bool PrescriptionStore::isSuccess(int statusNumber)
{
    return statusNumber != 2 && statusNumber != 3 && statusNumber != 5;
}

QString PrescriptionStore::defaultMessage(int statusNumber)
{
    switch (statusNumber) {
    case 0:
        return QStringLiteral("Документ принят и ожидает отправки в реестр рецептов");
    case 1:
        return QStringLiteral("Документ отправлен в реестр рецептов, ожидается ответ");
    case 2:
        return QStringLiteral("Документ не прошёл форматно-логический контроль");
    case 3:
        return QStringLiteral("Ошибка при передаче документа в реестр рецептов");
    case 4:
        return QStringLiteral("Документ зарегистрирован в реестре рецептов");
    case 5:
        return QStringLiteral("Реестр рецептов отказал в регистрации документа");
    case 6:
        return QStringLiteral("Рецепт отпущен аптечной организацией");
    case 7:
        return QStringLiteral("Рецепт отпущен частично");
    case 8:
        return QStringLiteral("Рецепт поставлен на отсроченное обслуживание");
    case 9:
        return QStringLiteral("Истёк срок действия рецепта");
    case 10:
        return QStringLiteral("Документ поставлен в очередь на аннулирование");
    case 11:
        return QStringLiteral("Документ аннулирован в реестре рецептов");
    case 12:
        return QStringLiteral("Документ заменён исправленной версией");
    default:
        return QStringLiteral("Статус документа не определён");
    }
}

QString PrescriptionStore::formatStatusDate(const QDateTime &time)
{
    // The platform writes Moscow time without a zone and with microseconds.
    return time.toOffsetFromUtc(3 * 3600).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")) + QStringLiteral("000");
}

} // namespace cliniclink::sandbox
