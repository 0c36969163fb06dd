// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The pension fund and insurance registries as the enrichment service sees them: the persons of the
// fixture's "enrichment.persons", and the answer each order kind gets for a query.

#include "enrichmentvalidation.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink::sandbox {

struct RegistryDocument {
    QString type;
    QString series;
    QString number;
    QDate issueDate;
    QString issuer;
};

struct RegistryPolicy {
    QString unitedPolicyNumber;
    QString region;
    QString insuranceOrganization;
    QDate startDate;
};

struct RegistryPerson {
    QString familyName;
    QString firstName;
    QString patronymic;
    QDate birthDate;
    QString gender;
    QString snils;
    QList<RegistryDocument> documents;
    std::optional<RegistryPolicy> policy;
};

class EnrichmentRegistry {
public:
    void load(const QJsonArray &persons);
    const QList<RegistryPerson> &persons() const { return m_persons; }

    // The `patient` object of a completed order (without `status`), per the rules in docs/sandbox.md:
    // a person is found by name, birth date (and gender for SNILS) and one of their documents.
    QJsonObject answer(EnrichmentKind kind, const EnrichmentQuery &query) const;

private:
    enum class Match { Found, UnknownPerson, DocumentMismatch };
    Match find(const EnrichmentQuery &query, bool withGender, const RegistryPerson **person) const;

    QList<RegistryPerson> m_persons;
};

} // namespace cliniclink::sandbox
