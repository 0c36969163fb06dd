// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingadmin.h"

#include "sandbox/server/sandboxcontext.h"
#include "signingmodule.h"
#include "signingviews.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cliniclink::sandbox {

namespace {

SandboxResponse error(int status, const QString &text)
{
    return SandboxResponse::json(status, QJsonObject{{QStringLiteral("error"), text}});
}

QJsonObject adminView(const Dispatch &d)
{
    QJsonObject o = signing::listItem(d);
    QJsonArray patients;
    for (const PatientSigner &p : d.patients) {
        patients.append(
            QJsonObject{{QStringLiteral("idPatientMis"), p.idPatientMis},
                        {QStringLiteral("status"), SigningStore::signerStateKey(p.state)},
                        {QStringLiteral("esiaDone"), p.esiaDone},
                        {QStringLiteral("delivery"), QJsonArray::fromStringList(p.delivery)},
                        {QStringLiteral("link"), QString(QStringLiteral("/sandbox/patient/") + p.linkToken)},
                        {QStringLiteral("code"), p.code}});
    }
    o.insert(QStringLiteral("organization"), d.organization);
    if (d.example)
        o.insert(QStringLiteral("example"), true); // the fixture's signing.examples
    o.insert(QStringLiteral("patients"), patients);
    o.insert(QStringLiteral("esiaAuth"), d.esiaAuth);
    o.insert(QStringLiteral("qesRequired"), d.qesRequired);
    o.insert(QStringLiteral("qesCount"), int(d.qes.size()));
    o.insert(QStringLiteral("deadline"),
             d.deadline.isValid() ? QJsonValue(d.deadline.toString(Qt::ISODateWithMs)) : QJsonValue());
    if (!d.submissionId.isEmpty())
        o.insert(QStringLiteral("submissionId"), d.submissionId);
    return o;
}

} // namespace

SigningAdminModule::SigningAdminModule(SandboxContext &context)
    : ServiceModule(context)
{
}

SandboxResponse SigningAdminModule::handle(const SandboxRequest &request, const QString &subPath)
{
    SigningModule *signing = context().findModule<SigningModule>();
    if (!signing)
        return error(404, QStringLiteral("Сервис подписания не подключён"));
    SigningStore &store = signing->store();
    const QDateTime now = context().clock().now();
    const auto pdfWork = store.beginRequest();
    store.settle(now);
    const QStringList s = subPath.split(u'/', Qt::SkipEmptyParts);
    const QByteArray &m = request.method;
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString reference = request.query.queryItemValue(QStringLiteral("reference"));

    if (s == QStringList{QStringLiteral("outbox")} && m == "GET")
        return SandboxResponse::json(
            200,
            QJsonObject{{QStringLiteral("entries"),
                         store.ledger.outbox(now, reference,
                                             request.query.queryItemValue(QStringLiteral("since")).toLongLong())}});
    if (s == QStringList{QStringLiteral("billing")} && m == "GET")
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("records"), store.ledger.billing(reference)}});
    if (s == QStringList{QStringLiteral("dispatches")} && m == "GET") {
        QJsonArray list;
        for (const Dispatch *d : store.dispatches())
            list.append(adminView(*d));
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("dispatches"), list}});
    }
    if (s.size() >= 2 && s.at(0) == u"dispatches")
        return dispatchAction(*signing, request, s);
    if (s == QStringList{QStringLiteral("limits")}) {
        if (m == "POST")
            signing->gateway().limits().read(body);
        else if (m != "GET")
            return error(405, QStringLiteral("Метод не поддерживается; допустимо: GET, POST"))
                .withHeader("Allow", "GET, POST");
        return SandboxResponse::json(200, signing->gateway().limits().toJson());
    }
    if (s.size() == 2 && s.at(0) == u"pki" && m == "GET") {
        const QString file = s.at(1);
        if (file == u"ca.pem")
            return SandboxResponse::bytes(200, signing->pki().caPem(), "application/x-pem-file");
        if (file == u"practitioner.pem")
            return SandboxResponse::bytes(200, signing->pki().practitionerCertificatePem(), "application/x-pem-file");
        if (file == u"practitioner.key")
            return SandboxResponse::bytes(200, signing->pki().practitionerKeyPem(), "application/x-pem-file");
    }
    if (s.size() == 3 && s.at(0) == u"questionnaires" && s.at(2) == u"answers" && m == "POST") {
        const auto it = store.submissions.find(s.at(1));
        if (it == store.submissions.end())
            return error(404, QStringLiteral("Нет анкеты %1").arg(s.at(1)));
        Dispatch *d = store.dispatch(it->trackingId);
        if (!d || d->patients.isEmpty() || d->patients.constFirst().state != SignerState::Pending)
            return error(409, QStringLiteral("Анкету уже нельзя заполнить"));
        const QStringList problems = signing->answerQuestionnaire(*it, body.value(u"answers").toObject());
        if (!problems.isEmpty())
            return SandboxResponse::json(
                400,
                QJsonObject{{QStringLiteral("error"), problems.join(QStringLiteral("; "))},
                            {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}});
        store.signAsPatient(*d, 0, QStringLiteral("admin"), now);
        return SandboxResponse::json(200,
                                     QJsonObject{{QStringLiteral("submissionId"), it->id},
                                                 {QStringLiteral("status"), it->status},
                                                 {QStringLiteral("trackingStatus"), d->status}});
    }
    if (s.size() == 3 && s.at(0) == u"invites" && s.at(2) == u"complete" && m == "POST") {
        const auto it = store.invites.find(s.at(1));
        if (it == store.invites.end())
            return error(404, QStringLiteral("Нет приглашения %1").arg(s.at(1)));
        if (it->status == u"completed" || it->status == u"cancelled")
            return error(409, QStringLiteral("Приглашение уже завершено или отменено"));
        it->status = QStringLiteral("completed");
        it->completedAt = now;
        return SandboxResponse::json(
            200, QJsonObject{{QStringLiteral("inviteId"), it->id}, {QStringLiteral("status"), it->status}});
    }
    if (s == QStringList{QStringLiteral("invites")} && m == "GET") {
        QJsonArray list;
        for (const Invite &i : std::as_const(store.invites))
            list.append(
                QJsonObject{{QStringLiteral("inviteId"), i.id},
                            {QStringLiteral("status"), i.status},
                            {QStringLiteral("organization"), i.organization},
                            {QStringLiteral("link"), QString(QStringLiteral("/sandbox/patient/") + i.linkToken)}});
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("invites"), list}});
    }
    return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
}

SandboxResponse SigningAdminModule::dispatchAction(SigningModule &signing, const SandboxRequest &request,
                                                   const QStringList &s)
{
    SigningStore &store = signing.store();
    const QDateTime now = context().clock().now();
    Dispatch *d = store.dispatch(s.at(1));
    if (!d)
        return error(404, QStringLiteral("Нет отправки %1").arg(s.at(1)));
    if (s.size() == 2 && request.method == "GET")
        return SandboxResponse::json(200, adminView(*d));
    if (s.size() != 3 || request.method != "POST")
        return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString action = s.at(2);
    const QString only = body.value(u"idPatientMis").toString();

    if (action == u"sign" || action == u"decline") {
        int changed = 0;
        for (int i = 0; i < d->patients.size(); ++i) {
            if (!only.isEmpty() && d->patients.at(i).idPatientMis != only)
                continue;
            const bool done = action == u"sign"
                ? store.signAsPatient(*d, i, d->esiaAuth ? QStringLiteral("esia+admin") : QStringLiteral("admin"), now)
                : store.declineAsPatient(*d, i, now);
            changed += done ? 1 : 0;
        }
        if (changed == 0)
            return error(409, QStringLiteral("Нет пациентов, ожидающих подписания, в статусе %1").arg(d->status));
    } else if (action == u"expire") {
        store.expire(*d, now);
    } else if (action == u"status") {
        const int code = body.value(u"status").toInt();
        if (!QList<int>{201, 208, 209, 210, 211, 213, 214, 215, 500}.contains(code))
            return error(400, QStringLiteral("Статус должен быть одним из кодов таблицы D"));
        d->status = code;
        d->updatedAt = now;
    } else if (action == u"qes") {
        QesLink link;
        link.trackingIds = {d->trackingId};
        link.expiresAt = now.addSecs(60);
        QString problem;
        if (!signing.signWithLink(link, &problem))
            return error(409, problem);
    } else {
        return error(404, QStringLiteral("Нет такого действия: %1").arg(action));
    }
    return SandboxResponse::json(200, adminView(*d));
}

} // namespace cliniclink::sandbox
