// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingledger.h"

#include <QJsonObject>
#include <QUuid>

namespace cliniclink::sandbox {

void SigningLedger::clear()
{
    m_outbox.clear();
    m_billing.clear();
    m_seq = 0;
}

void SigningLedger::send(OutboxEntry entry)
{
    entry.seq = ++m_seq;
    m_outbox.append(entry);
}

QList<OutboxEntry> SigningLedger::entries(const QDateTime &now, const QString &reference) const
{
    QList<OutboxEntry> out;
    for (const OutboxEntry &e : m_outbox) {
        if (e.time <= now && (reference.isEmpty() || e.reference == reference))
            out.append(e);
    }
    return out;
}

QJsonArray SigningLedger::outbox(const QDateTime &now, const QString &reference, qint64 since) const
{
    QJsonArray list;
    for (const OutboxEntry &e : entries(now, reference)) {
        if (e.seq <= since)
            continue;
        QJsonObject o{{QStringLiteral("seq"), e.seq},
                      {QStringLiteral("time"), e.time.toString(Qt::ISODateWithMs)},
                      {QStringLiteral("kind"), e.kind},
                      {QStringLiteral("reference"), e.reference},
                      {QStringLiteral("recipient"), e.recipient},
                      {QStringLiteral("channel"), e.channel},
                      {QStringLiteral("address"), e.address}};
        if (!e.link.isEmpty())
            o.insert(QStringLiteral("link"), e.link);
        if (!e.code.isEmpty())
            o.insert(QStringLiteral("code"), e.code);
        if (!e.note.isEmpty())
            o.insert(QStringLiteral("note"), e.note);
        list.append(o);
    }
    return list;
}

bool SigningLedger::isPaidChannel(const QString &channel)
{
    return channel == u"sms" || channel == u"chatbot";
}

QString SigningLedger::bill(const QString &organization, const QString &kind, const QString &reference,
                            const QStringList &channels, const QDateTime &now, const QString &note)
{
    BillingRecord r;
    r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.time = now;
    r.organization = organization;
    r.kind = kind;
    r.reference = reference;
    r.channels = channels;
    for (const QString &c : channels)
        r.paid = r.paid || isPaidChannel(c);
    r.note = note;
    m_billing.append(r);
    return r.id;
}

QString SigningLedger::billResend(const QString &organization, const QString &reference, const QString &previousId,
                                  const QStringList &previousChannels, const QStringList &channels,
                                  const QDateTime &now)
{
    if (!previousChannels.contains(QStringLiteral("sms"))) {
        for (BillingRecord &r : m_billing) {
            if (r.id == previousId) {
                r.released = true;
                r.note = QStringLiteral("Снята с тарификации: повторная отправка по другому каналу");
            }
        }
        return bill(organization, QStringLiteral("resend"), reference, channels, now,
                    QStringLiteral("Новая запись канала повторной отправки"));
    }
    return bill(organization, QStringLiteral("resend"), reference, channels, now,
                QStringLiteral("Прежняя отправка была по СМС: тарификация по факту отправки"));
}

QJsonArray SigningLedger::billing(const QString &reference) const
{
    QJsonArray list;
    for (const BillingRecord &r : m_billing) {
        if (!reference.isEmpty() && r.reference != reference)
            continue;
        list.append(QJsonObject{{QStringLiteral("id"), r.id},
                                {QStringLiteral("time"), r.time.toString(Qt::ISODateWithMs)},
                                {QStringLiteral("organization"), r.organization},
                                {QStringLiteral("kind"), r.kind},
                                {QStringLiteral("reference"), r.reference},
                                {QStringLiteral("channels"), QJsonArray::fromStringList(r.channels)},
                                {QStringLiteral("paid"), r.paid},
                                {QStringLiteral("released"), r.released},
                                {QStringLiteral("note"), r.note}});
    }
    return list;
}

QJsonObject SigningLedger::save() const
{
    QJsonArray billing;
    for (const BillingRecord &r : m_billing) {
        billing.append(QJsonObject{{QStringLiteral("id"), r.id},
                                   {QStringLiteral("time"), r.time.toString(Qt::ISODateWithMs)},
                                   {QStringLiteral("organization"), r.organization},
                                   {QStringLiteral("kind"), r.kind},
                                   {QStringLiteral("reference"), r.reference},
                                   {QStringLiteral("channels"), QJsonArray::fromStringList(r.channels)},
                                   {QStringLiteral("paid"), r.paid},
                                   {QStringLiteral("released"), r.released},
                                   {QStringLiteral("note"), r.note}});
    }
    // The outbox as the admin API shows it, future entries included.
    return {{QStringLiteral("outbox"), outbox(QDateTime(QDate(9999, 12, 31), QTime(0, 0), Qt::UTC))},
            {QStringLiteral("billing"), billing},
            {QStringLiteral("seq"), m_seq}};
}

void SigningLedger::restore(const QJsonObject &state)
{
    clear();
    for (const QJsonValue &v : state.value(u"outbox").toArray()) {
        const QJsonObject o = v.toObject();
        OutboxEntry e;
        e.seq = o.value(u"seq").toInteger();
        e.time = QDateTime::fromString(o.value(u"time").toString(), Qt::ISODateWithMs);
        e.kind = o.value(u"kind").toString();
        e.reference = o.value(u"reference").toString();
        e.recipient = o.value(u"recipient").toString();
        e.channel = o.value(u"channel").toString();
        e.address = o.value(u"address").toString();
        e.link = o.value(u"link").toString();
        e.code = o.value(u"code").toString();
        e.note = o.value(u"note").toString();
        m_outbox.append(e);
    }
    for (const QJsonValue &v : state.value(u"billing").toArray()) {
        const QJsonObject o = v.toObject();
        BillingRecord r;
        r.id = o.value(u"id").toString();
        r.time = QDateTime::fromString(o.value(u"time").toString(), Qt::ISODateWithMs);
        r.organization = o.value(u"organization").toString();
        r.kind = o.value(u"kind").toString();
        r.reference = o.value(u"reference").toString();
        for (const QJsonValue &c : o.value(u"channels").toArray())
            r.channels.append(c.toString());
        r.paid = o.value(u"paid").toBool();
        r.released = o.value(u"released").toBool();
        r.note = o.value(u"note").toString();
        m_billing.append(r);
    }
    m_seq = state.value(u"seq").toInteger();
}

} // namespace cliniclink::sandbox
