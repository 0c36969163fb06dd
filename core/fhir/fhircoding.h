// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A coded value of the C services: coding {system, version, code, display}, where a dictionary of the
// terminology service is named by its OID as system "urn:oid:<oid>" (platform-api.md C, "Common").
// Resources carry codings inside a CodeableConcept {coding: [...]}; readers look for the coding of
// the dictionary they expect, since a concept may carry codings of several.

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink::fhir {

struct FhirCoding {
    QString system;
    QString version;
    QString code;
    QString display;

    // A coding of a dictionary named by OID: oid may be given bare or already as urn:oid:.
    static FhirCoding fromOid(const QString &oid, const QString &code, const QString &version = {});
    // "urn:oid:<oid>"; a text that already is a urn:oid: is returned unchanged.
    static QString oidSystem(const QString &oid);
    // The OID a system names: "urn:oid:1.2.3" and a bare "1.2.3" both give "1.2.3" (operations take
    // either). Any other text comes back trimmed, and so names no dictionary.
    static QString oidOf(const QString &system);
    QString oid() const { return oidOf(system); }
    // The system is a "urn:oid:" (a dictionary of the terminology service).
    bool isOid() const;

    // Only the fields that are set, so an answer is not padded with empty strings.
    QJsonObject toJson() const;
    static FhirCoding fromJson(const QJsonObject &coding);
    // {"coding": [this]}
    QJsonObject toConcept() const;

    // Every coding of a CodeableConcept, in order.
    static QList<FhirCoding> codings(const QJsonObject &codeableConcept);
    // The first coding of the concept whose system is system (an OID may be given bare).
    static std::optional<FhirCoding> firstOfSystem(const QJsonObject &codeableConcept, const QString &system);

    bool operator==(const FhirCoding &) const = default;
};

} // namespace cliniclink::fhir
