// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patientcard.h"

#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingrequests.h"
#include "core/signing/signingservice.h"

#include <QLocale>

#include <algorithm>

namespace cliniclink {

namespace {

const QString kEnrichmentPassport = QStringLiteral("1"); // dictionary 1.2.643.5.1.13.13.99.2.48
constexpr int kSigningPassport = 14; // dictionary 1.2.643.2.69.1.1.1.6

PatientCard::Sex sexOf(const QString &value)
{
    // Enrichment writes the dictionary's "1"/"2", signing "male"/"female".
    if (value == u"1" || value == u"male")
        return PatientCard::Sex::Male;
    if (value == u"2" || value == u"female")
        return PatientCard::Sex::Female;
    return PatientCard::Sex::Unknown;
}

struct Dated {
    QDateTime at;
    PatientCard card;
};

void addEnrichment(const TrackedItem &item, QList<Dated> &out)
{
    const EnrichmentOrder order = EnrichmentOrder::fromTracked(item);
    const QJsonObject p = order.request.value(u"patient").toObject();
    PatientCard card;
    card.familyName = p.value(u"familyName").toString();
    card.givenName = p.value(u"firstName").toString();
    card.middleName = p.value(u"patronymic").toString();
    card.birthDate = QDate::fromString(p.value(u"birthDate").toString(), Qt::ISODate);
    card.sex = sexOf(p.value(u"gender").toString());
    card.snils = p.value(u"snils").toString();
    const QJsonObject d = order.request.value(u"patientPersDocs").toObject();
    if (!d.value(u"number").toString().isEmpty()) {
        PatientCard::Document document;
        document.passport = d.value(u"type").toString() == kEnrichmentPassport;
        document.series = d.value(u"series").toString();
        document.number = d.value(u"number").toString();
        document.issuer = d.value(u"issuer").toString();
        document.issued = QDate::fromString(d.value(u"issueDate").toString(), Qt::ISODate);
        card.documents << document;
    }
    // What the platform found is the reason to keep the card: a SNILS found, a policy number.
    if (order.result.completed) {
        if (!order.result.snils.isEmpty())
            card.snils = order.result.snils;
        if (!order.result.unitedPolicyNumber.isEmpty())
            card.policyNumber = order.result.unitedPolicyNumber;
        if (order.operation == EnrichmentOperation::SnilsValidation && order.result.snilsValid == false)
            card.snils.clear(); // the platform said it is not this person's
    }
    if (!card.familyName.isEmpty())
        out << Dated{item.createdAt, card};
}

void addDispatch(const TrackedItem &item, QList<Dated> &out)
{
    const TrackedDispatch dispatch = TrackedDispatch::fromTracked(item);
    const DispatchRequest request = dispatchRequestFromMeta(dispatch.meta);
    for (const DispatchPatient &p : request.patients) {
        PatientCard card;
        card.familyName = p.familyName;
        card.givenName = p.givenName;
        card.middleName = p.middleName;
        card.birthDate = p.birthDate;
        card.sex = sexOf(p.sex);
        card.idPatientMis = p.idPatientMis;
        card.phones = p.phones;
        card.email = p.email;
        for (const PersonDocument &d : p.documents) {
            if (d.number.isEmpty())
                continue;
            card.documents << PatientCard::Document{d.typeCode == kSigningPassport, d.series, d.number, d.providerName,
                                                    d.issuedDate, {}};
        }
        if (!card.familyName.isEmpty())
            out << Dated{item.createdAt, card};
    }
}

} // namespace

QString PatientCard::fullName() const
{
    QStringList name{familyName.trimmed(), givenName.trimmed(), middleName.trimmed()};
    name.removeAll(QString());
    return name.join(u' ');
}

QString PatientCard::label() const
{
    return birthDate.isValid() ? fullName() + u", " + QLocale().toString(birthDate, QLocale::ShortFormat) : fullName();
}

bool PatientCard::samePerson(const PatientCard &other) const
{
    const auto same = [](const QString &a, const QString &b) {
        return a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
    };
    return same(familyName, other.familyName) && same(givenName, other.givenName) && same(middleName, other.middleName)
        && birthDate == other.birthDate;
}

void PatientCard::fillFrom(const PatientCard &older)
{
    if (sex == Sex::Unknown)
        sex = older.sex;
    for (auto [mine, theirs] : {std::pair{&snils, &older.snils}, std::pair{&policyNumber, &older.policyNumber},
                                std::pair{&idPatientMis, &older.idPatientMis}, std::pair{&email, &older.email}}) {
        if (mine->isEmpty())
            *mine = *theirs;
    }
    if (phones.isEmpty())
        phones = older.phones;
    for (const Document &d : older.documents) {
        const bool known = std::any_of(documents.cbegin(), documents.cend(), [&d](const Document &mine) {
            return mine.number == d.number && mine.series == d.series;
        });
        if (!known)
            documents << d;
    }
}

QList<PatientCard> PatientCard::recent(const FollowDesk &follow, int limit)
{
    QList<Dated> entries;
    for (const TrackedItem &item : follow.items(services::Enrichment, 200))
        addEnrichment(item, entries);
    for (const TrackedItem &item : follow.items(services::Signing, 200)) {
        if (item.outbox != OutboxState::Refused)
            addDispatch(item, entries);
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Dated &a, const Dated &b) { return a.at > b.at; });
    QList<PatientCard> cards;
    for (const Dated &entry : entries) {
        const auto same = std::find_if(cards.begin(), cards.end(),
                                       [&entry](const PatientCard &c) { return c.samePerson(entry.card); });
        if (same != cards.end())
            same->fillFrom(entry.card);
        else if (cards.size() < limit)
            cards << entry.card;
    }
    return cards;
}

} // namespace cliniclink
