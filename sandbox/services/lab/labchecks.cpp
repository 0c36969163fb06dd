// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labchecks.h"

#include "core/fhir/fhircoding.h"
#include "labstore.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/terminology/terminologymodule.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cliniclink::sandbox {

using fhir::FhirCoding;
using fhir::OutcomeIssue;

namespace {
// Federal dictionaries (the ministry's, 1.2.643.5.1.13.13.*) are published in many versions, and
// public clients name whichever they hold: the code is checked against the version held here, and
// the version named is not refused (docs/sandbox.md). Regional dictionaries keep the exact check.
bool isFederal(const QString &system)
{
    return FhirCoding::oidOf(system).startsWith(u"1.2.643.5.1.13.13.");
}
} // namespace

void LabChecks::checkCodes(const QJsonValue &value, const TerminologyModule *terminology, const QString &where,
                           QList<OutcomeIssue> *issues)
{
    if (!terminology)
        return;
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            checkCodes(v, terminology, where, issues);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != u"coding") {
            checkCodes(it.value(), terminology, where, issues);
            continue;
        }
        for (const FhirCoding &coding : FhirCoding::codings(object)) {
            if (!coding.isOid())
                continue;
            const QString &system = coding.system;
            const QString &code = coding.code;
            const QString &version = coding.version;
            QString text;
            TerminologyModule::CodeStatus status = terminology->checkCode(system, code, version);
            if (status == TerminologyModule::CodeStatus::UnknownVersion && isFederal(system))
                status = terminology->checkCode(system, code); // the version held
            switch (status) {
            case TerminologyModule::CodeStatus::Valid:
                continue;
            case TerminologyModule::CodeStatus::UnknownDictionary:
                text = QStringLiteral("%1: справочник %2 не найден в НСИ").arg(where, system);
                break;
            case TerminologyModule::CodeStatus::UnknownVersion:
                text = QStringLiteral("%1: версия %2 справочника %3 не найдена в НСИ").arg(where, version, system);
                break;
            case TerminologyModule::CodeStatus::UnknownCode:
                text = QStringLiteral("%1: код «%2» отсутствует в справочнике %3").arg(where, code, system);
                break;
            }
            issues->append(OutcomeIssue{QStringLiteral("code-invalid"), text});
        }
    }
}

void LabChecks::checkReferences(const QJsonValue &value, const LabStore &store, const SandboxContext &context,
                                const QString &where, QList<OutcomeIssue> *issues)
{
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            checkReferences(v, store, context, where, issues);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != u"reference" || !it.value().isString()) {
            checkReferences(it.value(), store, context, where, issues);
            continue;
        }
        const QString reference = it.value().toString();
        if (reference.startsWith(u"urn:uuid:") || !reference.contains(u'/'))
            continue; // bundle-internal references are resolved by the bundle processor
        const QString type = reference.section(u'/', 0, 0);
        const QString id = reference.section(u'/', 1, 1);
        const bool known =
            type == u"Organization" ? context.organization(id.toLower()).has_value() : store.contains(type % u'/' % id);
        if (!known) {
            issues->append(OutcomeIssue{QStringLiteral("not-found"),
                                        QStringLiteral("%1: ресурс %2 не найден").arg(where, reference)});
        }
    }
}

} // namespace cliniclink::sandbox
