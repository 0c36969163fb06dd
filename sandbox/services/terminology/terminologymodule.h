// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service C, terminology (prefix /nsi/fhir/term): dictionaries with versions, expansion, lookup,
// code validation, translation through concept maps, batch, attribute search, version history.
// The lab module checks every coded value of its bundles through checkCode().

#include "core/fhir/fhirparameters.h"
#include "sandbox/services/servicemodule.h"
#include "terminologystore.h"

#include <deque>
#include <vector>

namespace cliniclink::sandbox {

class TerminologyModule final : public ServiceModule {
public:
    static constexpr auto kPrefix = "/nsi/fhir/term";

    explicit TerminologyModule(SandboxContext &context);

    QStringList prefixes() const override;
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;

    enum class CodeStatus { Valid, UnknownDictionary, UnknownVersion, UnknownCode };
    // system: "urn:oid:<oid>" or a bare oid; an empty version means the latest one.
    CodeStatus checkCode(const QString &system, const QString &code, const QString &version = {}) const;
    QString display(const QString &system, const QString &code, const QString &version = {}) const;
    const TerminologyStore &store() const { return m_store; }
    QString loadError() const { return m_loadError; }

private:
    // A module answer before it becomes an HTTP response, so /batch can embed it.
    struct Answer {
        int status = 200;
        QJsonObject body;
    };
    enum class Operation { Lookup, ValidateCode, Expand, Translate, Unknown };
    static Operation operationOf(const QString &name);
    Answer run(Operation operation, const fhir::FhirParameters &in) const;

    // GET query or POST Parameters body, with the oid of a /ValueSet/{oid}/... path as "system".
    bool readInput(const SandboxRequest &request, fhir::FhirParameters *in, SandboxResponse *error) const;
    SandboxResponse operation(const SandboxRequest &request, Operation operation, const QString &oid);

    Answer lookup(const fhir::FhirParameters &in) const;
    Answer validateCode(const fhir::FhirParameters &in) const;
    Answer expand(const fhir::FhirParameters &in) const;
    Answer translate(const fhir::FhirParameters &in) const;
    SandboxResponse batch(const SandboxRequest &request) const;

    SandboxResponse passportSearch(const SandboxRequest &request) const;
    // $dictionaries: every dictionary's passport, as public clients read the list.
    SandboxResponse dictionaryList() const;
    SandboxResponse versions(const QString &oid) const;
    SandboxResponse attributeSearch(const fhir::FhirParameters &in, const QString &oid, const QString &version) const;
    SandboxResponse versionsHistory(const fhir::FhirParameters &in, const QString &oid) const;

    // What changed from one version of a dictionary to another, in the order the history lists it.
    struct RecordChange {
        const TerminologyRecordSet *records = nullptr; // the later version's, or the earlier one's for "delete"
        int index = 0;
        enum Kind { Create, Update, Delete } kind = Create;
    };
    struct VersionPairChanges {
        QString oid;
        int low = 0;
        int high = 0;
        std::vector<RecordChange> changes;
    };
    // Computed once per version pair and kept for the pages that follow (the last few pairs asked).
    const std::vector<RecordChange> &changesBetween(const TerminologyDictionary &dictionary, int low, int high) const;

    QJsonObject passport(const TerminologyDictionary &dictionary) const;
    static Answer outcome(int status, const QString &code, const QString &diagnostics);

    TerminologyStore m_store;
    QString m_loadError;
    mutable std::deque<VersionPairChanges> m_changeCache;
};

} // namespace cliniclink::sandbox
