// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labmodule.h"

#include "core/fhir/fhirtime.h"
#include "core/lab/labservice.h"
#include "labchecks.h"
#include "labresultgenerator.h"
#include "labtransaction.h"
#include "sandbox/fhir/fhiranswer.h"
#include "sandbox/services/terminology/terminologymodule.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

using fhir::OutcomeIssue;

LabModule::LabModule(SandboxContext &context)
    : ServiceModule(context)
{
}

QStringList LabModule::prefixes() const
{
    return {QString::fromLatin1(kPrefix)};
}

void LabModule::load(const QJsonObject &fixtures)
{
    m_section = fixtures.value(u"lab").toObject();
    m_answerShape =
        m_section.value(u"queryAnswers").toString() == u"bundle" ? AnswerShape::Bundle : AnswerShape::Parameters;
    m_completionSeconds = qMax(0, m_section.value(u"orderCompletionSeconds").toInt(kDefaultCompletionSeconds));
    m_store.clear();
    // Patients and practitioners the fixture declares exist from the start, under their own ids.
    const QDateTime now = context().clock().now();
    for (const QString &type : {QStringLiteral("Patient"), QStringLiteral("Practitioner")}) {
        const QString key = type == u"Patient" ? QStringLiteral("patients") : QStringLiteral("practitioners");
        for (const QJsonValue &v : m_section.value(key).toArray())
            m_store.add(type, v.toObject(), now, v.toObject().value(u"id").toString());
    }
}

QJsonObject LabModule::saveState() const
{
    return m_store.save();
}

void LabModule::restoreState(const QJsonObject &state)
{
    if (!state.isEmpty())
        m_store.restore(state);
}

QStringList LabModule::laboratories() const
{
    QStringList out;
    for (const QJsonValue &v : m_section.value(u"laboratories").toArray())
        out.append(v.toObject().value(u"id").toString().toLower());
    return out;
}

SandboxResponse LabModule::handle(const SandboxRequest &request, const QString &subPath)
{
    // Every lab request carries "Authorization: <scheme word> <token>".
    const std::optional<MisIdentity> mis = context().misForSchemeToken(request, services::Lab);
    if (!mis) {
        return FhirAnswer::outcome(401, QStringLiteral("login"),
                                   QStringLiteral("Ошибка авторизации: неверный идентификатор системы"));
    }
    completeDue();
    const QStringList s = subPath.split(u'/', Qt::SkipEmptyParts);
    const QByteArray &method = request.method;
    const bool resourceType = s.size() >= 1 && (s[0] == u"Patient" || s[0] == u"Practitioner");
    if (resourceType && s.size() == 1 && method == "POST")
        return createOrUpdate(request, s[0], {});
    if (resourceType && s.size() == 2 && method == "PUT")
        return createOrUpdate(request, s[0], s[1]);
    if (s.size() == 2 && method == "GET" && s[0] == u"Organization")
        return organization(s[1]);
    if (s.size() == 2 && method == "GET" && !s[0].startsWith(u'$')) {
        if (const auto resource = m_store.resource(s[0] % u'/' % s[1]))
            return SandboxResponse::json(200, *resource);
        return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                   QStringLiteral("Ресурс %1/%2 не найден").arg(s[0], s[1]));
    }
    if (s.isEmpty() && method == "POST")
        return transaction(request, *mis);
    if (s.size() == 1 && s[0].startsWith(u'$') && method == "POST") {
        QJsonObject body;
        SandboxResponse error;
        if (!parseJsonObjectBody(request.body, &body, &error))
            return error;
        if (const auto problem = parametersBodyProblem(body))
            return FhirAnswer::outcome(400, {*problem});
        if (s[0] == u"$getorder")
            return getOrder(body, *mis);
        if (s[0] == u"$getorders")
            return getOrders(body, *mis);
        if (s[0] == u"$getstatus")
            return getStatus(body, *mis);
        if (s[0] == u"$getresult")
            return getResult(body, *mis);
        if (s[0] == u"$getresults")
            return getResults(body, *mis);
        if (s[0] == u"$cancelorder")
            return cancelOrder(body, *mis);
    }
    if (s.isEmpty() || resourceType || (s.size() == 1 && s[0].startsWith(u'$')))
        return FhirAnswer::outcome(405, QStringLiteral("not-supported"), QStringLiteral("Метод не поддерживается"));
    return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"));
}

SandboxResponse LabModule::createOrUpdate(const SandboxRequest &request, const QString &type, const QString &id)
{
    QJsonObject resource;
    SandboxResponse error;
    if (!parseJsonObjectBody(request.body, &resource, &error))
        return error;
    if (resource.value(u"resourceType").toString() != type)
        return FhirAnswer::outcome(400, QStringLiteral("structure"), QStringLiteral("Ожидается ресурс %1").arg(type));
    if (!id.isEmpty() && resource.value(u"id").toString() != id) {
        return FhirAnswer::outcome(
            400, QStringLiteral("invalid"),
            QStringLiteral("Идентификатор ресурса в теле (%1) не совпадает с идентификатором в адресе (%2)")
                .arg(resource.value(u"id").toString(), id));
    }
    QList<OutcomeIssue> issues;
    if (type == u"Patient") {
        if (resource.value(u"name").toArray().isEmpty())
            issues.append({QStringLiteral("required"), QStringLiteral("Patient: не указано имя (name)")});
        const QString gender = resource.value(u"gender").toString();
        if (gender != u"male" && gender != u"female")
            issues.append(
                {QStringLiteral("code-invalid"), QStringLiteral("Patient: пол (gender) должен быть male или female")});
        if (!QDate::fromString(resource.value(u"birthDate").toString(), Qt::ISODate).isValid())
            issues.append({QStringLiteral("invalid"),
                           QStringLiteral("Patient: дата рождения (birthDate) должна иметь вид ГГГГ-ММ-ДД")});
        if (resource.value(u"identifier").toArray().isEmpty())
            issues.append({QStringLiteral("required"), QStringLiteral("Patient: не указан ни один идентификатор")});
    } else {
        if (resource.value(u"identifier").toArray().isEmpty())
            issues.append(
                {QStringLiteral("required"), QStringLiteral("Practitioner: не указан ни один идентификатор")});
        if (resource.value(u"name").toObject().isEmpty())
            issues.append({QStringLiteral("required"), QStringLiteral("Practitioner: не указано имя (name)")});
    }
    LabChecks::checkReferences(resource, m_store, context(), type, &issues);
    LabChecks::checkCodes(resource, context().findModule<TerminologyModule>(), type, &issues);
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);

    const QDateTime now = context().clock().now();
    if (id.isEmpty()) {
        resource.remove(QStringLiteral("id"));
        const QString newId = m_store.add(type, resource, now);
        const QByteArray location = QByteArray(kPrefix) + '/' + type.toUtf8() + '/' + newId.toUtf8() + "/_history/1";
        return SandboxResponse::json(201, *m_store.resource(type % u'/' % newId)).withHeader("Location", location);
    }
    if (!m_store.update(type, id, resource, now)) {
        return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                   QStringLiteral("Ресурс %1/%2 не найден").arg(type, id));
    }
    return SandboxResponse::json(200, *m_store.resource(type % u'/' % id));
}

SandboxResponse LabModule::transaction(const SandboxRequest &request, const MisIdentity &mis)
{
    QJsonObject bundle;
    SandboxResponse error;
    if (!parseJsonObjectBody(request.body, &bundle, &error))
        return error;
    LabTransaction tx(m_store, context(), context().findModule<TerminologyModule>(), laboratories());
    return tx.apply(bundle, &mis);
}

SandboxResponse LabModule::organization(const QString &id) const
{
    // Organizations are the parties of the fixture; public clients read the laboratory this way.
    const std::optional<Organization> found = context().organization(id.toLower());
    if (!found)
        return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                   QStringLiteral("Ресурс Organization/%1 не найден").arg(id));
    QJsonArray identifiers{QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.64")},
                                       {QStringLiteral("value"), found->id}}};
    if (!found->oid.isEmpty())
        identifiers.append(QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:ietf:rfc:3986")},
                                       {QStringLiteral("value"), QString(u"urn:oid:" % found->oid)}});
    return SandboxResponse::json(200,
                                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Organization")},
                                             {QStringLiteral("id"), found->id},
                                             {QStringLiteral("identifier"), identifiers},
                                             {QStringLiteral("name"), found->name}});
}

void LabModule::completeDue()
{
    const QDateTime now = context().clock().now();
    // Ids first: applying a result bundle may add records to the store.
    QList<QPair<QString, QDateTime>> due;
    for (const LabOrderRecord &o : m_store.orders()) {
        const QDateTime at = o.created.addSecs(m_completionSeconds);
        if (!o.withoutOrder && (o.status == u"pending" || o.status == u"accepted") && at <= now)
            due.append({o.orderId, at});
    }
    for (const auto &[orderId, at] : std::as_const(due))
        completeOrder(orderId, true, {}, at);
}

SandboxResponse LabModule::completeOrder(const QString &orderId, bool success, const QString &description,
                                         const QDateTime &at)
{
    LabOrderRecord *order = m_store.order(orderId);
    if (!order)
        return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                   QStringLiteral("Заявка %1 не найдена").arg(orderId));
    if (order->status != u"pending" && order->status != u"accepted") {
        return FhirAnswer::outcome(409, QStringLiteral("conflict"),
                                   QStringLiteral("Заявка %1 уже в конечном состоянии %2").arg(orderId, order->status));
    }
    const LabResultGenerator generator(m_store, m_section, context().findModule<TerminologyModule>(), &context());
    const QDateTime now = at.isValid() ? at : context().clock().now();
    const QJsonObject bundle = success
        ? generator.completed(*order, now)
        : generator.error(*order,
                          description.isEmpty() ? QStringLiteral("Биоматериал непригоден для исследования: гемолиз")
                                                : description,
                          now);
    LabTransaction tx(m_store, context(), context().findModule<TerminologyModule>(), laboratories());
    return tx.apply(bundle, nullptr);
}

} // namespace cliniclink::sandbox
