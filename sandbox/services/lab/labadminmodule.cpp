// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labadminmodule.h"

#include "core/fhir/fhirtime.h"
#include "labmodule.h"
#include "sandbox/fhir/fhiranswer.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

LabAdminModule::LabAdminModule(SandboxContext &context)
    : ServiceModule(context)
{
}

QStringList LabAdminModule::prefixes() const
{
    return {QString::fromLatin1(kPrefix)};
}

SandboxResponse LabAdminModule::handle(const SandboxRequest &request, const QString &subPath)
{
    LabModule *lab = context().findModule<LabModule>();
    if (!lab)
        return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Модуль лаборатории не подключён"));
    // An order whose delay has passed is already completed by the lab: listed so, and no longer
    // the console's to decide.
    lab->completeDue();
    const QString path = subPath.endsWith(u'/') ? subPath.chopped(1) : subPath;

    if (path == u"/orders" && request.method == "GET") {
        QJsonArray list;
        for (const LabOrderRecord &o : lab->store().orders()) {
            list.append(QJsonObject{{QStringLiteral("orderId"), o.orderId},
                                    {QStringLiteral("misOrderId"), o.misOrderId},
                                    {QStringLiteral("source"), o.source},
                                    {QStringLiteral("target"), o.target},
                                    {QStringLiteral("barcodes"), QJsonArray::fromStringList(o.barcodes)},
                                    {QStringLiteral("status"), o.status},
                                    {QStringLiteral("withoutOrder"), o.withoutOrder},
                                    {QStringLiteral("created"), fhir::FhirTime::dateTime(o.created)},
                                    {QStringLiteral("statusChanged"), fhir::FhirTime::dateTime(o.statusChanged)}});
        }
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("orders"), list}});
    }
    if (path == u"/complete" && request.method == "POST") {
        QJsonObject body;
        SandboxResponse error;
        if (!parseJsonObjectBody(request.body, &body, &error))
            return error;
        QString orderId = body.value(u"orderId").toString();
        // An order may also be named the way the MIS knows it: by its number or by a tube barcode.
        if (orderId.isEmpty()) {
            for (const LabOrderRecord &o : lab->store().orders()) {
                if ((!body.value(u"misOrderId").toString().isEmpty()
                     && o.misOrderId == body.value(u"misOrderId").toString())
                    || (!body.value(u"barcode").toString().isEmpty()
                        && o.barcodes.contains(body.value(u"barcode").toString())))
                    orderId = o.orderId;
            }
        }
        if (orderId.isEmpty()) {
            return FhirAnswer::outcome(400, QStringLiteral("required"),
                                       QStringLiteral("Укажите orderId, misOrderId или barcode заявки"));
        }
        const QString outcome = body.value(u"outcome").toString(QStringLiteral("completed"));
        if (outcome != u"completed" && outcome != u"error") {
            return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                       QStringLiteral("outcome должен быть completed или error"));
        }
        return lab->completeOrder(orderId, outcome == u"completed", body.value(u"description").toString());
    }
    if (path == u"/answers" && request.method == "POST") {
        QJsonObject body;
        SandboxResponse error;
        if (!parseJsonObjectBody(request.body, &body, &error))
            return error;
        const QString shape = body.value(u"shape").toString();
        if (shape != u"parameters" && shape != u"bundle") {
            return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                       QStringLiteral("shape должен быть parameters или bundle"));
        }
        lab->setAnswerShape(shape == u"bundle" ? LabModule::AnswerShape::Bundle : LabModule::AnswerShape::Parameters);
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("shape"), shape}});
    }
    return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"));
}

} // namespace cliniclink::sandbox
