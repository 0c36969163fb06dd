// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologymodule.h"

#include "core/common/logging.h"
#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirtime.h"
#include "core/terminology/terminologyservice.h"
#include "sandbox/fhir/fhiranswer.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

using fhir::FhirParameters;
using fhir::FhirTime;
using fhir::OperationOutcome;

TerminologyModule::TerminologyModule(SandboxContext &context)
    : ServiceModule(context)
{
}

QStringList TerminologyModule::prefixes() const
{
    return {QString::fromLatin1(kPrefix)};
}

void TerminologyModule::load(const QJsonObject &fixtures)
{
    m_loadError.clear();
    m_changeCache.clear();
    if (!m_store.load(fixtures, &m_loadError))
        qCWarning(lcSandbox) << "terminology fixture rejected:" << m_loadError;
}

TerminologyModule::CodeStatus TerminologyModule::checkCode(const QString &system, const QString &code,
                                                           const QString &version) const
{
    const TerminologyDictionary *dictionary = m_store.dictionary(system);
    if (!dictionary || !dictionary->latest())
        return CodeStatus::UnknownDictionary;
    const TerminologyVersion *v = dictionary->find(version);
    if (!v)
        return CodeStatus::UnknownVersion;
    return v->records->indexOf(code) < 0 ? CodeStatus::UnknownCode : CodeStatus::Valid;
}

QString TerminologyModule::display(const QString &system, const QString &code, const QString &version) const
{
    const TerminologyDictionary *dictionary = m_store.dictionary(system);
    const TerminologyVersion *v = dictionary ? dictionary->find(version) : nullptr;
    const int index = v ? v->records->indexOf(code) : -1;
    return index < 0 ? QString() : v->records->display(index);
}

TerminologyModule::Answer TerminologyModule::outcome(int status, const QString &code, const QString &diagnostics)
{
    return {status, OperationOutcome::resource(code, diagnostics)};
}

TerminologyModule::Operation TerminologyModule::operationOf(const QString &name)
{
    if (name == u"$lookup")
        return Operation::Lookup;
    if (name == u"$validate-code")
        return Operation::ValidateCode;
    if (name == u"$expand")
        return Operation::Expand;
    if (name == u"translate" || name == u"$translate")
        return Operation::Translate;
    return Operation::Unknown;
}

bool TerminologyModule::readInput(const SandboxRequest &request, FhirParameters *in, SandboxResponse *error) const
{
    if (request.method == "GET" || request.body.trimmed().isEmpty()) {
        *in = FhirParameters::fromQuery(request.query);
        return true;
    }
    QJsonObject body;
    if (!parseJsonObjectBody(request.body, &body, error))
        return false;
    return readParametersBody(body, in, error);
}

SandboxResponse TerminologyModule::operation(const SandboxRequest &request, Operation op, const QString &oid)
{
    // The contract shows Authorization on exactly these three operations: they require a token.
    if (op == Operation::Lookup || op == Operation::ValidateCode || op == Operation::Expand) {
        if (!context().misForSchemeToken(request, services::Terminology)) {
            return FhirAnswer::outcome(401, QStringLiteral("login"),
                                       QStringLiteral("Ошибка авторизации: неверный идентификатор системы"));
        }
    }
    FhirParameters in;
    SandboxResponse error;
    if (!readInput(request, &in, &error))
        return error;
    if (!oid.isEmpty())
        in.insertIfAbsent(QStringLiteral("system"), fhir::FhirCoding::oidSystem(oid));
    const Answer answer = run(op, in);
    return SandboxResponse::json(answer.status, answer.body);
}

TerminologyModule::Answer TerminologyModule::run(Operation op, const FhirParameters &in) const
{
    switch (op) {
    case Operation::Lookup:
        return lookup(in);
    case Operation::ValidateCode:
        return validateCode(in);
    case Operation::Expand:
        return expand(in);
    case Operation::Translate:
        return translate(in);
    case Operation::Unknown:
        break;
    }
    return outcome(400, QStringLiteral("not-supported"), QStringLiteral("Операция не поддерживается"));
}

SandboxResponse TerminologyModule::handle(const SandboxRequest &request, const QString &subPath)
{
    const QStringList s = subPath.split(u'/', Qt::SkipEmptyParts);
    const bool get = request.method == "GET";
    const bool post = request.method == "POST";
    if (!get && !post) {
        return FhirAnswer::outcome(405, QStringLiteral("not-supported"), QStringLiteral("Метод не поддерживается"));
    }
    auto input = [&](const QString &oid, FhirParameters *in, SandboxResponse *error) {
        if (!readInput(request, in, error))
            return false;
        if (!oid.isEmpty())
            in->insertIfAbsent(QStringLiteral("system"), fhir::FhirCoding::oidSystem(oid));
        return true;
    };
    FhirParameters in;
    SandboxResponse error;

    if (s.size() == 1 && s[0] == u"version" && get)
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("version"), m_store.serviceVersion()}});
    if ((s.isEmpty() || (s.size() == 1 && s[0] == u"batch")) && post)
        return batch(request);
    if (s.size() == 2 && s[0] == u"ConceptMap" && operationOf(s[1]) == Operation::Translate)
        return operation(request, Operation::Translate, {});
    if (s.isEmpty() || s[0] != u"ValueSet")
        return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"));

    if (s.size() == 1 && get)
        return passportSearch(request);
    if (s.size() == 2) {
        const Operation op = operationOf(s[1]);
        if (op != Operation::Unknown && op != Operation::Translate)
            return operation(request, op, {});
        if (s[1] == u"$dictionaries" && m_store.hasDictionariesOperation())
            return dictionaryList();
        if (s[1] == u"$versions") {
            if (!input({}, &in, &error))
                return error;
            return versions(TerminologyStore::oidOf(in.string(QStringLiteral("system"))));
        }
        if (s[1] == u"_search") {
            if (!input({}, &in, &error))
                return error;
            return attributeSearch(in, TerminologyStore::oidOf(in.string(QStringLiteral("system"))),
                                   in.string(QStringLiteral("version")));
        }
        if (s[1] == u"_versions_history") {
            if (!input({}, &in, &error))
                return error;
            return versionsHistory(in, TerminologyStore::oidOf(in.string(QStringLiteral("system"))));
        }
        if (get) {
            const TerminologyDictionary *d = m_store.dictionary(s[1]);
            if (d && d->latest())
                return SandboxResponse::json(200, passport(*d));
            return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                       QStringLiteral("Справочник %1 не найден").arg(s[1]));
        }
    }
    if (s.size() == 3) {
        const QString oid = TerminologyStore::oidOf(s[1]);
        const Operation op = operationOf(s[2]);
        if (op != Operation::Unknown && op != Operation::Translate)
            return operation(request, op, oid);
        if (s[2] == u"$versions")
            return versions(oid);
        if (s[2] == u"_versions_history") {
            if (!input(oid, &in, &error))
                return error;
            return versionsHistory(in, oid);
        }
        if (s[2] == u"_search") {
            if (!input(oid, &in, &error))
                return error;
            return attributeSearch(in, oid, in.string(QStringLiteral("version")));
        }
    }
    if (s.size() == 4 && s[3] == u"_search") {
        if (!input(TerminologyStore::oidOf(s[1]), &in, &error))
            return error;
        return attributeSearch(in, TerminologyStore::oidOf(s[1]), s[2]);
    }
    return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"));
}

QJsonObject TerminologyModule::passport(const TerminologyDictionary &d) const
{
    const TerminologyVersion &v = *d.latest();
    return {{QStringLiteral("resourceType"), QStringLiteral("ValueSet")},
            {QStringLiteral("id"), d.oid},
            {QStringLiteral("url"), fhir::FhirCoding::oidSystem(d.oid)},
            {QStringLiteral("meta"),
             QJsonObject{{QStringLiteral("versionId"), v.version},
                         {QStringLiteral("lastUpdated"), FhirTime::dateTime(v.date)}}},
            {QStringLiteral("name"), d.name},
            {QStringLiteral("title"), d.title},
            {QStringLiteral("status"), d.status},
            {QStringLiteral("version"), v.version},
            {QStringLiteral("date"), FhirTime::dateTime(v.date)},
            {QStringLiteral("publisher"), d.publisher},
            {QStringLiteral("useContext"), d.useContext},
            {QStringLiteral("experimental"), false}};
}

SandboxResponse TerminologyModule::passportSearch(const SandboxRequest &request) const
{
    const QString url = request.query.queryItemValue(QStringLiteral("url"), QUrl::FullyDecoded);
    QJsonArray entries;
    auto add = [&](const TerminologyDictionary &d) {
        if (d.latest())
            entries.append(QJsonObject{{QStringLiteral("resource"), passport(d)}});
    };
    if (url.isEmpty()) {
        // Without url the whole catalogue: a convenience the contract does not describe.
        for (const TerminologyDictionary &d : m_store.dictionaries())
            add(d);
    } else if (const TerminologyDictionary *d = m_store.dictionary(url)) {
        add(*d);
    }
    QJsonObject bundle{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                       {QStringLiteral("type"), QStringLiteral("searchset")},
                       {QStringLiteral("total"), entries.size()}};
    if (!entries.isEmpty())
        bundle.insert(QStringLiteral("entry"), entries);
    return SandboxResponse::json(200, bundle);
}

SandboxResponse TerminologyModule::dictionaryList() const
{
    QJsonArray entries;
    for (const TerminologyDictionary &d : m_store.dictionaries()) {
        if (d.latest())
            entries.append(QJsonObject{{QStringLiteral("resource"), passport(d)}});
    }
    return SandboxResponse::json(200,
                                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                             {QStringLiteral("type"), QStringLiteral("searchset")},
                                             {QStringLiteral("total"), entries.size()},
                                             {QStringLiteral("entry"), entries}});
}

SandboxResponse TerminologyModule::versions(const QString &oid) const
{
    QJsonObject result{{QStringLiteral("name"), QStringLiteral("result")}};
    if (const TerminologyDictionary *d = m_store.dictionary(oid); d && d->latest()) {
        QStringList list;
        for (const TerminologyVersion &v : d->versions)
            list.append(v.version % u" (" % FhirTime::date(v.date) % u')');
        result.insert(QStringLiteral("valueString"), list.join(QStringLiteral(", ")));
    }
    return SandboxResponse::json(200, FhirParameters::resource(QJsonArray{result}));
}

} // namespace cliniclink::sandbox
