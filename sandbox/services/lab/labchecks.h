// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Checks the lab applies to every resource it accepts: coded values against the sandbox's own
// terminology, and references to resources outside a bundle against what is stored.

#include "core/fhir/operationoutcome.h"

#include <QJsonValue>

namespace cliniclink::sandbox {

class LabStore;
class SandboxContext;
class TerminologyModule;

class LabChecks {
public:
    // One issue per coding whose system is urn:oid:... and whose code (in the given version, or the
    // latest) the terminology does not know. where names the resource for the message.
    static void checkCodes(const QJsonValue &value, const TerminologyModule *terminology, const QString &where,
                           QList<fhir::OutcomeIssue> *issues);
    // References of the form Type/id: Organization must be a known organization, others stored.
    static void checkReferences(const QJsonValue &value, const LabStore &store, const SandboxContext &context,
                                const QString &where, QList<fhir::OutcomeIssue> *issues);
};

} // namespace cliniclink::sandbox
