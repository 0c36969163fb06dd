// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Reads a FHIR Bundle the C services answer or take: a transaction or its transaction-response, a
// collection of an order's resources, a searchset. Entries are found by what points at them: a
// bundle-internal "urn:uuid:..." (the fullUrl of an entry) or "Type/id" (a stored resource, whose
// entry has that fullUrl, a fullUrl ending in "/Type/id", or a resource of that type and id).

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink::fhir {

class FhirBundleReader {
public:
    explicit FhirBundleReader(const QJsonObject &bundle);

    bool isBundle() const { return m_isBundle; }
    QString type() const { return m_type; }
    qsizetype size() const { return m_entries.size(); }

    QJsonObject entry(qsizetype index) const;
    QJsonObject resource(qsizetype index) const;
    QString fullUrl(qsizetype index) const;

    // Index of the entry reference points at, or nullopt when no entry matches.
    std::optional<qsizetype> indexOf(const QString &reference) const;
    // The resource reference points at, or nullopt.
    std::optional<QJsonObject> resolve(const QString &reference) const;
    // The same for a Reference object {"reference": "..."}.
    std::optional<QJsonObject> resolve(const QJsonObject &reference) const;
    // Every resource of a type, in entry order.
    QList<QJsonObject> resources(const QString &resourceType) const;

private:
    bool m_isBundle = false;
    QString m_type;
    QJsonArray m_entries;
};

} // namespace cliniclink::fhir
