// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentregistry.h"

namespace cliniclink::sandbox {

namespace {

// Registries compare names without regard to case, surrounding spaces or ё/е.
QString normalizedName(const QString &name)
{
    QString n = name.simplified().toLower();
    n.replace(QChar(u'ё'), QChar(u'е'));
    return n;
}

QString normalizedDocumentPart(const QString &part)
{
    QString p = part;
    p.remove(QChar(u' '));
    return p.toUpper();
}

const QString kNotFound = QStringLiteral("Сведения о застрахованном лице не найдены");
const QString kDocumentMismatch =
    QStringLiteral("Сведения о документе, удостоверяющем личность, не совпадают с данными регистра");
const QString kNoPolicy = QStringLiteral("Действующий полис ОМС не найден");

} // namespace

void EnrichmentRegistry::load(const QJsonArray &persons)
{
    m_persons.clear();
    for (const QJsonValue &v : persons) {
        const QJsonObject o = v.toObject();
        RegistryPerson p;
        p.familyName = o.value(QStringLiteral("familyName")).toString();
        p.firstName = o.value(QStringLiteral("firstName")).toString();
        p.patronymic = o.value(QStringLiteral("patronymic")).toString();
        p.birthDate = QDate::fromString(o.value(QStringLiteral("birthDate")).toString(), Qt::ISODate);
        p.gender = o.value(QStringLiteral("gender")).toString();
        p.snils = o.value(QStringLiteral("snils")).toString();
        for (const QJsonValue &d : o.value(QStringLiteral("documents")).toArray()) {
            const QJsonObject doc = d.toObject();
            p.documents.append({doc.value(QStringLiteral("type")).toString(),
                                doc.value(QStringLiteral("series")).toString(),
                                doc.value(QStringLiteral("number")).toString(),
                                QDate::fromString(doc.value(QStringLiteral("issueDate")).toString(), Qt::ISODate),
                                doc.value(QStringLiteral("issuer")).toString()});
        }
        const QJsonObject policy = o.value(QStringLiteral("policy")).toObject();
        if (!policy.isEmpty()) {
            p.policy =
                RegistryPolicy{policy.value(QStringLiteral("unitedPolicyNumber")).toString(),
                               policy.value(QStringLiteral("region")).toString(),
                               policy.value(QStringLiteral("insuranceOrganization")).toString(),
                               QDate::fromString(policy.value(QStringLiteral("startDate")).toString(), Qt::ISODate)};
        }
        m_persons.append(p);
    }
}

EnrichmentRegistry::Match EnrichmentRegistry::find(const EnrichmentQuery &q, bool withGender,
                                                   const RegistryPerson **person) const
{
    bool nameMatched = false;
    for (const RegistryPerson &p : m_persons) {
        if (normalizedName(p.familyName) != normalizedName(q.familyName)
            || normalizedName(p.firstName) != normalizedName(q.firstName)
            || normalizedName(p.patronymic) != normalizedName(q.patronymic) || p.birthDate != q.birthDate)
            continue;
        if (withGender && p.gender != q.gender)
            continue;
        nameMatched = true;
        for (const RegistryDocument &d : p.documents) {
            if (d.type == q.documentType && normalizedDocumentPart(d.series) == normalizedDocumentPart(q.documentSeries)
                && normalizedDocumentPart(d.number) == normalizedDocumentPart(q.documentNumber)) {
                *person = &p;
                return Match::Found;
            }
        }
    }
    return nameMatched ? Match::DocumentMismatch : Match::UnknownPerson;
}

QJsonObject EnrichmentRegistry::answer(EnrichmentKind kind, const EnrichmentQuery &q) const
{
    switch (kind) {
    case EnrichmentKind::Snils: {
        const RegistryPerson *person = nullptr;
        switch (find(q, true, &person)) {
        case Match::Found:
            return {{QStringLiteral("snils"), person->snils}};
        case Match::UnknownPerson:
            return {{QStringLiteral("message"), kNotFound}};
        case Match::DocumentMismatch:
            return {{QStringLiteral("message"), kDocumentMismatch}};
        }
        break;
    }
    case EnrichmentKind::SnilsValidate: {
        for (const RegistryPerson &p : m_persons) {
            if (p.snils != q.snils)
                continue;
            const bool same = normalizedName(p.familyName) == normalizedName(q.familyName)
                && normalizedName(p.firstName) == normalizedName(q.firstName)
                && normalizedName(p.patronymic) == normalizedName(q.patronymic) && p.birthDate == q.birthDate
                && p.gender == q.gender;
            return {{QStringLiteral("result"), same}};
        }
        return {{QStringLiteral("result"), false}};
    }
    case EnrichmentKind::UnitedPolicyNumber: {
        const RegistryPerson *person = nullptr;
        switch (find(q, false, &person)) {
        case Match::Found:
            if (!person->policy)
                return {{QStringLiteral("message"), kNoPolicy}};
            return {{QStringLiteral("unitedPolicyNumber"), person->policy->unitedPolicyNumber},
                    {QStringLiteral("region"), person->policy->region},
                    {QStringLiteral("insuranceOrganization"), person->policy->insuranceOrganization},
                    {QStringLiteral("startDate"), person->policy->startDate.toString(Qt::ISODate)}};
        case Match::UnknownPerson:
            return {{QStringLiteral("message"), kNotFound}};
        case Match::DocumentMismatch:
            return {{QStringLiteral("message"), kDocumentMismatch}};
        }
        break;
    }
    }
    return {};
}

} // namespace cliniclink::sandbox
