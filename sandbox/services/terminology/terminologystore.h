// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Dictionaries (value sets) with their versions and records, and the concept maps between them,
// loaded from the fixture's "terminology" section. Read-only after load, so the terminology module
// can answer without locks.

#include "terminologyrecordset.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace cliniclink::sandbox {

struct TerminologyVersion {
    QString version;
    QDateTime date; // publication time, UTC
    std::shared_ptr<const TerminologyRecordSet> records;
};

struct TerminologyDictionary {
    QString oid;
    QString name;
    QString title;
    QString publisher;
    QString status;
    QJsonArray useContext; // copied verbatim from the fixture
    std::vector<TerminologyVersion> versions; // oldest first
    const TerminologyVersion *latest() const { return versions.empty() ? nullptr : &versions.back(); }
    // The named version, or the latest when version is empty; nullptr when unknown.
    const TerminologyVersion *find(const QString &version) const;
    int positionOf(const QString &version) const;
};

struct ConceptMapTarget {
    QString code;
    QDateTime begin; // invalid: no bound
    QDateTime end;
};

struct TerminologyConceptMap {
    QString id; // the mapping dictionary, named by valueCoding.system in translate
    QString name;
    QString sourceOid;
    QString targetOid;
    QHash<QString, std::vector<ConceptMapTarget>> forward;
    QHash<QString, std::vector<ConceptMapTarget>> reverse;
};

class TerminologyStore {
public:
    // Replaces everything from the fixture document's "terminology" section (and its top-level
    // "organizations" for a dictionary marked fromOrganizations); false with a reason when malformed.
    bool load(const QJsonObject &fixtures, QString *error);

    QString serviceVersion() const { return m_serviceVersion; }
    // False emulates an installation without the $dictionaries operation (fixture
    // "dictionariesOperation": false): it answers 404 like any unknown route.
    bool hasDictionariesOperation() const { return m_dictionariesOperation; }
    const TerminologyDictionary *dictionary(const QString &oid) const;
    const std::vector<TerminologyDictionary> &dictionaries() const { return m_dictionaries; }
    const std::vector<TerminologyConceptMap> &conceptMaps() const { return m_maps; }

    // "urn:oid:1.2.3" or "1.2.3" -> "1.2.3"
    static QString oidOf(const QString &system);

private:
    bool loadDictionary(const QJsonObject &json, QString *error);
    bool loadGenerated(const QJsonObject &json, QString *error);
    bool loadConceptMap(const QJsonObject &json, QString *error);

    QJsonArray m_organizations;
    QString m_serviceVersion;
    bool m_dictionariesOperation = true;
    std::vector<TerminologyDictionary> m_dictionaries;
    QHash<QString, int> m_byOid;
    std::vector<TerminologyConceptMap> m_maps;
};

} // namespace cliniclink::sandbox
