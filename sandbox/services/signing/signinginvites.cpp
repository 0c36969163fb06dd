// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: invitations (D7) for a patient to fill in identity-document data and sign a
// personal-data consent. The invite is its own entity; notifications go out asynchronously.
// Contract paths exist only for initInvite; GET, resend and cancel are the sandbox's own choice
// under /sep/api/invites/{inviteId}.
#include "signingmodule.h"
#include "signingreplies.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

QJsonObject inviteJson(const Invite &i)
{
    return {{QStringLiteral("inviteId"), i.id},
            {QStringLiteral("status"), i.status},
            {QStringLiteral("channels"), QJsonArray::fromStringList(i.channels)},
            {QStringLiteral("createdAt"), i.createdAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("completedAt"),
             i.completedAt.isValid() ? QJsonValue(i.completedAt.toString(Qt::ISODateWithMs))
                                     : QJsonValue(QJsonValue::Null)}};
}

QStringList checkPractitioner(const QJsonObject &body, bool *identifierMissing)
{
    QStringList problems;
    const QJsonObject p = body.value(u"practitioner").toObject();
    *identifierMissing = p.value(u"userIdLpu").toString().isEmpty() && p.value(u"snils").toString().isEmpty();
    for (const char *key : {"familyName", "givenName"}) {
        if (p.value(QLatin1String(key)).toString().trimmed().isEmpty())
            problems.append(blankProblem(QStringLiteral("practitioner.") + QLatin1String(key)));
    }
    if (p.contains(u"snils") && !isElevenDigits(p.value(u"snils").toString()))
        problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
    return problems;
}

} // namespace

SandboxResponse SigningModule::initInvite(const QJsonObject &body, const Caller &caller)
{
    bool noIdentifier = false;
    QStringList problems = checkPractitioner(body, &noIdentifier);
    if (noIdentifier)
        return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                     QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"));
    const QJsonObject patient = body.value(u"patient").toObject();
    const QString phone = patient.value(u"phone").toString();
    const QString email = patient.value(u"email").toString();
    QStringList channels;
    for (const QJsonValue &v : body.value(u"channels").toArray())
        channels.append(v.toString());
    channels.removeDuplicates();
    for (const QString &c : std::as_const(channels)) {
        if (c == u"app" || c == u"mid")
            return coded(400, QStringLiteral("CHANNEL_NOT_AVAILABLE"),
                         QStringLiteral("Канал %1 недоступен для приглашений: sms, chatbot, email").arg(c));
        if (c != u"sms" && c != u"chatbot" && c != u"email")
            problems.append(QStringLiteral("Канал %1 недопустим: sms, chatbot, email").arg(c));
    }
    if (channels.isEmpty())
        problems.append(blankProblem(QStringLiteral("channels")));
    if (channels.contains(QStringLiteral("email")) && !email.contains(u'@'))
        problems.append(QStringLiteral("Для канала email нужен patient.email"));
    if (!problems.isEmpty())
        return validation(problems);
    if ((channels.contains(QStringLiteral("sms")) || channels.contains(QStringLiteral("chatbot")))
        && !isRussianMobile(phone))
        return coded(400, QStringLiteral("INVALID_PHONE"),
                     QStringLiteral("Для каналов sms и chatbot нужен мобильный номер России в формате +79XXXXXXXXX"));

    Invite invite;
    invite.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    invite.organization = caller.organization;
    invite.patient = patient;
    invite.practitioner = body.value(u"practitioner").toObject();
    invite.channels = channels;
    invite.status = QStringLiteral("queued");
    invite.linkToken = QUuid::createUuid().toString(QUuid::Id128);
    invite.createdAt = now();
    invite.sentAt = now().addSecs(m_store.timings.inviteDelaySeconds);
    for (const QString &c : std::as_const(channels)) {
        OutboxEntry e;
        e.time = invite.sentAt;
        e.kind = QStringLiteral("invite");
        e.reference = invite.id;
        e.recipient = QStringLiteral("invite");
        e.channel = c;
        e.address = c == u"email" ? email : phone;
        e.link = caller.linkBase + QStringLiteral("/sandbox/patient/") + invite.linkToken;
        e.note = QStringLiteral(
            "Приглашение заполнить данные документа и подписать согласие на обработку персональных данных");
        m_store.ledger.send(e);
    }
    m_store.ledger.bill(caller.organization, QStringLiteral("invite"), invite.id, channels, now());
    m_store.invites.insert(invite.id, invite);
    QJsonObject answer = inviteJson(invite);
    answer.insert(QStringLiteral("success"), true);
    answer.insert(QStringLiteral("message"), QStringLiteral("Приглашение принято, уведомления будут отправлены"));
    return ok(200, answer);
}

SandboxResponse SigningModule::invites(const SandboxRequest &request, const QStringList &s, const Caller &caller)
{
    const qsizetype n = s.size();
    if (n < 2)
        return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(request.method), request.path));
    const auto it = m_store.invites.find(s.at(1));
    if (it == m_store.invites.end())
        return coded(404, QStringLiteral("NOT_FOUND"), QStringLiteral("Приглашение %1 не найдено").arg(s.at(1)));
    if (it->organization != caller.organization)
        return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("Приглашение другой организации"));
    Invite &invite = *it;
    if (n == 2 && request.method == "GET")
        return ok(200, inviteJson(invite));
    if (n == 3 && request.method == "POST" && (s.at(2) == u"resend" || s.at(2) == u"cancel")) {
        bool noIdentifier = false;
        const QStringList problems = checkPractitioner(QJsonDocument::fromJson(request.body).object(), &noIdentifier);
        if (noIdentifier)
            return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                         QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"));
        if (!problems.isEmpty())
            return validation(problems);
        if (invite.status == u"completed" || invite.status == u"cancelled")
            return coded(400, QStringLiteral("INVALID_STATUS"),
                         QStringLiteral("Приглашение уже завершено или отменено"));
        if (s.at(2) == u"cancel") {
            invite.status = QStringLiteral("cancelled");
        } else {
            for (const QString &c : std::as_const(invite.channels)) {
                OutboxEntry e;
                e.time = now().addSecs(m_store.timings.inviteDelaySeconds);
                e.kind = QStringLiteral("invite");
                e.reference = invite.id;
                e.recipient = QStringLiteral("invite");
                e.channel = c;
                e.address = c == u"email" ? invite.patient.value(u"email").toString()
                                          : invite.patient.value(u"phone").toString();
                e.link = linkBase(request) + QStringLiteral("/sandbox/patient/") + invite.linkToken;
                e.note = QStringLiteral("Повторное приглашение");
                m_store.ledger.send(e);
            }
        }
        QJsonObject answer = inviteJson(invite);
        answer.insert(QStringLiteral("success"), true);
        return ok(200, answer);
    }
    return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(request.method), request.path));
}

} // namespace cliniclink::sandbox
