// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Builds the result Bundle a laboratory would send for a stored order: per ordered service a
// DiagnosticReport with its Observations (numeric and text results with reference ranges and
// interpretation, microbiology with organism and antibiotic sensitivities) from the fixture's
// templates, a PDF Binary, the analyzer Device and the OrderResponse; or an error OrderResponse.

#include <QDateTime>
#include <QJsonObject>

namespace cliniclink::sandbox {

class LabStore;
struct LabOrderRecord;

class LabResultGenerator {
public:
    // templates: the fixture's lab section ("results" by service code, "defaultResult").
    LabResultGenerator(const LabStore &store, const QJsonObject &templates);

    QJsonObject completed(const LabOrderRecord &order, const QDateTime &now) const;
    QJsonObject error(const LabOrderRecord &order, const QString &description, const QDateTime &now) const;

private:
    const LabStore &m_store;
    QJsonObject m_templates;
};

} // namespace cliniclink::sandbox
