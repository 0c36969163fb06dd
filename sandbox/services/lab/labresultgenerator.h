// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Builds the result Bundle a laboratory would send for a stored order: per ordered service a
// DiagnosticReport with its Observations (numeric and text results with reference ranges and
// interpretation, microbiology with organism and antibiotic sensitivities) from the fixture's
// templates, a PDF Binary, the analyzer Device and the OrderResponse; or an error OrderResponse.
// Every coding carries the display a laboratory sends beside its code (the analyte, organism,
// antibiotic, service, method and interpretation by the sandbox's own dictionaries), and the PDF
// report names them too.

#include <QDateTime>
#include <QJsonObject>

namespace cliniclink::sandbox {

class LabStore;
class SandboxContext;
class TerminologyModule;
struct LabOrderRecord;

class LabResultGenerator {
public:
    // templates: the fixture's lab section ("results" by service code, "defaultResult");
    // terminology: where the displays come from (none: codes without displays); parties: where
    // the laboratory's name comes from (none, or a laboratory it does not know: its UUID).
    LabResultGenerator(const LabStore &store, const QJsonObject &templates,
                       const TerminologyModule *terminology = nullptr, const SandboxContext *parties = nullptr);

    QJsonObject completed(const LabOrderRecord &order, const QDateTime &now) const;
    QJsonObject error(const LabOrderRecord &order, const QString &description, const QDateTime &now) const;

private:
    // The display of code in the dictionary system names (its latest version); empty when unknown.
    QString display(const QString &system, const QString &code) const;
    // {"coding": [{system, code, display}]}
    QJsonObject codeable(const QString &system, const QString &code) const;
    // The laboratory's name as the report prints it, its UUID when no one knows the name.
    QString laboratoryName(const QString &id) const;

    const LabStore &m_store;
    QJsonObject m_templates;
    const TerminologyModule *m_terminology;
    const SandboxContext *m_parties;
};

} // namespace cliniclink::sandbox
