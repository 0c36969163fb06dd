// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TerminologyModule: the record operations ($lookup, $validate-code, $expand), translate and /batch.

#include "core/fhir/fhirbundlereader.h"
#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirtime.h"
#include "sandbox/fhir/fhiranswer.h"
#include "sandbox/server/sandboxcontext.h"
#include "terminologymodule.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

using fhir::FhirParameters;
using fhir::FhirTime;

namespace {

constexpr qint64 kExpandDefaultCount = 1000;
constexpr qint64 kExpandMaxCount = 10000;

QString missing(const QString &name)
{
    return QStringLiteral("Не указан обязательный параметр %1").arg(name);
}

} // namespace

TerminologyModule::Answer TerminologyModule::lookup(const FhirParameters &in) const
{
    const QString system = in.string(QStringLiteral("system"));
    const QString code = in.string(QStringLiteral("code"));
    const QString version = in.string(QStringLiteral("version"));
    if (system.isEmpty())
        return outcome(400, QStringLiteral("required"), missing(QStringLiteral("system")));
    if (code.isEmpty())
        return outcome(400, QStringLiteral("required"), missing(QStringLiteral("code")));
    const TerminologyDictionary *d = m_store.dictionary(system);
    if (!d || !d->latest())
        return outcome(404, QStringLiteral("not-found"), QStringLiteral("Справочник %1 не найден").arg(system));
    const TerminologyVersion *v = d->find(version);
    if (!v) {
        return outcome(404, QStringLiteral("not-found"),
                       QStringLiteral("Версия %1 справочника %2 не найдена").arg(version, system));
    }
    const int index = v->records->indexOf(code);
    if (index < 0) {
        return outcome(404, QStringLiteral("not-found"),
                       QStringLiteral("Код %1 не найден в справочнике %2 версии %3").arg(code, system, v->version));
    }
    QJsonArray out{FhirParameters::parameter(QStringLiteral("name"), d->name),
                   FhirParameters::parameter(QStringLiteral("version"), v->version)};
    const QJsonObject attributes = v->records->attributes(index);
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        if (it.key() != u"display")
            out.append(FhirParameters::parameter(it.key(), it.value().toString()));
    }
    out.append(FhirParameters::parameter(QStringLiteral("display"), v->records->display(index)));
    return {200, FhirParameters::resource(out)};
}

TerminologyModule::Answer TerminologyModule::validateCode(const FhirParameters &in) const
{
    const QString system = in.string(QStringLiteral("system"));
    const QString code = in.string(QStringLiteral("code"));
    const QString version = in.string(QStringLiteral("version"));
    if (system.isEmpty())
        return outcome(400, QStringLiteral("required"), missing(QStringLiteral("system")));
    if (code.isEmpty())
        return outcome(400, QStringLiteral("required"), missing(QStringLiteral("code")));
    QString message;
    switch (checkCode(system, code, version)) {
    case CodeStatus::Valid: {
        const QString text = display(system, code, version);
        return {200,
                FhirParameters::resource(QJsonArray{FhirParameters::booleanParameter(QStringLiteral("result"), true),
                                                    FhirParameters::parameter(QStringLiteral("display"), text)})};
    }
    case CodeStatus::UnknownDictionary:
        message = QStringLiteral("Справочник %1 не найден").arg(system);
        break;
    case CodeStatus::UnknownVersion:
        message = QStringLiteral("Версия %1 справочника %2 не найдена").arg(version, system);
        break;
    case CodeStatus::UnknownCode:
        message = QStringLiteral("Код %1 не найден в справочнике %2").arg(code, system);
        break;
    }
    return {200,
            FhirParameters::resource(QJsonArray{FhirParameters::booleanParameter(QStringLiteral("result"), false),
                                                FhirParameters::parameter(QStringLiteral("message"), message)})};
}

TerminologyModule::Answer TerminologyModule::expand(const FhirParameters &in) const
{
    const QString system = in.string(QStringLiteral("system"));
    const QString version = in.string(QStringLiteral("version"));
    if (system.isEmpty())
        return outcome(400, QStringLiteral("required"), missing(QStringLiteral("system")));
    bool countOk = true;
    bool offsetOk = true;
    const qint64 count = in.integer(QStringLiteral("count"), &countOk).value_or(kExpandDefaultCount);
    const qint64 offset = in.integer(QStringLiteral("offset"), &offsetOk).value_or(0);
    if (!countOk || count < 0 || count > kExpandMaxCount) {
        return outcome(400, QStringLiteral("invalid"),
                       QStringLiteral("Параметр count должен быть целым числом от 0 до %1").arg(kExpandMaxCount));
    }
    if (!offsetOk || offset < 0)
        return outcome(400, QStringLiteral("invalid"),
                       QStringLiteral("Параметр offset должен быть неотрицательным целым числом"));
    const TerminologyDictionary *d = m_store.dictionary(system);
    if (!d || !d->latest())
        return outcome(404, QStringLiteral("not-found"), QStringLiteral("Справочник %1 не найден").arg(system));
    const TerminologyVersion *v = d->find(version);
    if (!v) {
        return outcome(404, QStringLiteral("not-found"),
                       QStringLiteral("Версия %1 справочника %2 не найдена").arg(version, system));
    }
    const TerminologyRecordSet &records = *v->records;
    const qint64 total = records.size();
    // offset may be anything up to LLONG_MAX: compare before adding.
    const qint64 end = offset >= total ? offset : std::min(total, offset + count);
    QJsonArray contains;
    const QString url = fhir::FhirCoding::oidSystem(d->oid);
    for (qint64 i = offset; i < end; ++i) {
        contains.append(QJsonObject{{QStringLiteral("system"), url},
                                    {QStringLiteral("version"), v->version},
                                    {QStringLiteral("code"), records.code(int(i))},
                                    {QStringLiteral("display"), records.display(int(i))}});
    }
    const QJsonObject expansion{
        {QStringLiteral("timestamp"), FhirTime::dateTime(context().clock().now())},
        {QStringLiteral("total"), total},
        {QStringLiteral("offset"), offset},
        {QStringLiteral("parameter"),
         QJsonArray{FhirParameters::integerParameter(QStringLiteral("total"), total),
                    FhirParameters::integerParameter(QStringLiteral("offset"), offset),
                    FhirParameters::integerParameter(QStringLiteral("count"), end > offset ? end - offset : 0)}},
        {QStringLiteral("contains"), contains}};
    const QJsonObject valueSet{{QStringLiteral("resourceType"), QStringLiteral("ValueSet")},
                               {QStringLiteral("id"), d->oid},
                               {QStringLiteral("url"), url},
                               {QStringLiteral("version"), v->version},
                               {QStringLiteral("name"), d->name},
                               {QStringLiteral("status"), d->status},
                               {QStringLiteral("expansion"), expansion}};
    return {200,
            FhirParameters::resource(QJsonArray{FhirParameters::resourceParameter(QStringLiteral("return"), valueSet),
                                                FhirParameters::integerParameter(QStringLiteral("total"), total)})};
}

TerminologyModule::Answer TerminologyModule::translate(const FhirParameters &in) const
{
    // Every translate problem is a 200 OperationOutcome, as the contract says.
    const QString code = in.string(QStringLiteral("code"));
    const QString system = TerminologyStore::oidOf(in.string(QStringLiteral("system")));
    const QString target = TerminologyStore::oidOf(in.string(QStringLiteral("target")));
    const QString mapping = fhir::FhirCoding::fromJson(in.coding(QStringLiteral("coding"))).oid();
    bool reverseOk = true;
    const bool reverse = in.boolean(QStringLiteral("reverse"), &reverseOk).value_or(false);
    if (code.isEmpty())
        return outcome(200, QStringLiteral("required"), missing(QStringLiteral("code")));
    if (system.isEmpty())
        return outcome(200, QStringLiteral("required"), missing(QStringLiteral("system")));
    if (!reverseOk)
        return outcome(200, QStringLiteral("invalid"), QStringLiteral("Параметр reverse должен быть true или false"));
    QDateTime date;
    if (in.has(QStringLiteral("date"))) {
        date = FhirTime::parse(in.string(QStringLiteral("date")));
        if (!date.isValid()) {
            return outcome(200, QStringLiteral("invalid"),
                           QStringLiteral("Неверный формат даты: ожидается ГГГГ-ММ-ДД чч:мм:сс.ffffff"));
        }
    }
    if (!m_store.dictionary(system))
        return outcome(200, QStringLiteral("not-found"), QStringLiteral("Справочник %1 не найден").arg(system));
    if (!target.isEmpty() && !m_store.dictionary(target))
        return outcome(200, QStringLiteral("not-found"), QStringLiteral("Справочник %1 не найден").arg(target));

    // With reverse the code belongs to the map's target and the answer comes from its source.
    std::vector<const TerminologyConceptMap *> candidates;
    for (const TerminologyConceptMap &map : m_store.conceptMaps()) {
        const QString &from = reverse ? map.targetOid : map.sourceOid;
        const QString &to = reverse ? map.sourceOid : map.targetOid;
        if (from != system || (!target.isEmpty() && to != target))
            continue;
        if (!mapping.isEmpty() && map.id != mapping)
            continue;
        candidates.push_back(&map);
    }
    if (candidates.empty()) {
        if (!mapping.isEmpty() && !m_store.dictionary(mapping)) {
            return outcome(200, QStringLiteral("not-found"),
                           QStringLiteral("Справочник соответствий %1 не найден").arg(mapping));
        }
        return outcome(200, QStringLiteral("not-found"),
                       QStringLiteral("Справочник соответствий для пары %1 и %2 не найден")
                           .arg(system, target.isEmpty() ? QStringLiteral("(любой)") : target));
    }
    if (candidates.size() > 1) {
        return outcome(200, QStringLiteral("processing"),
                       QStringLiteral("Для пары справочников %1 и %2 найдено несколько справочников "
                                      "соответствий; укажите нужный в параметре coding")
                           .arg(system, target.isEmpty() ? QStringLiteral("(любой)") : target));
    }
    const TerminologyConceptMap &map = *candidates.front();
    const auto &index = reverse ? map.reverse : map.forward;
    QStringList matches;
    for (const ConceptMapTarget &t : index.value(code)) {
        if (date.isValid() && ((t.begin.isValid() && date < t.begin) || (t.end.isValid() && date > t.end)))
            continue;
        if (!matches.contains(t.code))
            matches.append(t.code);
    }
    QJsonArray out{FhirParameters::booleanParameter(QStringLiteral("result"), !matches.isEmpty())};
    if (matches.isEmpty()) {
        out.append(FhirParameters::parameter(QStringLiteral("message"),
                                             QStringLiteral("Соответствие для кода %1 не найдено").arg(code)));
    } else if (matches.size() == 1) {
        out.append(FhirParameters::parameter(QStringLiteral("match"), matches.front()));
    } else {
        QJsonArray parts;
        for (const QString &m : matches)
            parts.append(FhirParameters::parameter(QStringLiteral("code"), m));
        out.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("match")}, {QStringLiteral("part"), parts}});
    }
    return {200, FhirParameters::resource(out)};
}

SandboxResponse TerminologyModule::batch(const SandboxRequest &request) const
{
    QJsonObject bundle;
    SandboxResponse error;
    if (!parseJsonObjectBody(request.body, &bundle, &error))
        return error;
    const fhir::FhirBundleReader reader(bundle);
    if (!reader.isBundle() || reader.type() != u"batch") {
        return FhirAnswer::outcome(400, QStringLiteral("structure"),
                                   QStringLiteral("Ожидается ресурс Bundle с типом batch"));
    }
    QJsonArray entries;
    for (qsizetype i = 0; i < reader.size(); ++i) {
        const QJsonObject entry = reader.entry(i);
        const QJsonObject req = entry.value(u"request").toObject();
        // "ValueSet/$lookup", "/ValueSet/$lookup", "ConceptMap/translate" and "translate" alike.
        const QString url = req.value(u"url").toString().section(u'?', 0, 0);
        const Operation op = operationOf(url.section(u'/', -1));
        Answer answer;
        if (req.value(u"method").toString(QStringLiteral("POST")) != u"POST" || op == Operation::Unknown
            || op == Operation::Expand) {
            answer = outcome(400, QStringLiteral("not-supported"),
                             QStringLiteral("Запрос %1 не поддерживается в пакете").arg(url));
        } else {
            const QJsonObject resource = entry.value(u"resource").toObject();
            if (const auto problem = parametersBodyProblem(resource))
                answer = {400, fhir::OperationOutcome::resource({*problem})};
            else
                answer = run(op, FhirParameters::fromResource(resource));
        }
        const QString status = answer.status == 200 ? QStringLiteral("200 OK")
            : answer.status == 404                  ? QStringLiteral("404 Not Found")
                                                    : QStringLiteral("400 Bad Request");
        entries.append(QJsonObject{{QStringLiteral("resource"), answer.body},
                                   {QStringLiteral("response"), QJsonObject{{QStringLiteral("status"), status}}}});
    }
    return SandboxResponse::json(200,
                                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                             {QStringLiteral("type"), QStringLiteral("batch-response")},
                                             {QStringLiteral("entry"), entries}});
}

} // namespace cliniclink::sandbox
