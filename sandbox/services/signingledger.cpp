#include "services/signingledger.h"

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
                                  const QStringList &previousChannels, const QStringList &channels, const QDateTime &now)
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

} // namespace cliniclink::sandbox
