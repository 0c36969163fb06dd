// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Request bodies of the laboratory exchange, to the letter of the contract (platform-api.md C) and
// of the field notes: Patient (every identifier system, the anonymous patient), Practitioner (role,
// specialty), the order transaction Bundle and the result-without-order Bundle. Entries of a bundle
// get unique urn:uuid fullUrls and point at each other by them (FhirBundle); nothing is "repaired":
// what the form holds is written, and validation (labvalidation.h) says what is missing first.

#include "labtypes.h"

#include <QJsonObject>

namespace cliniclink {

// POST /Patient, or PUT /Patient/{id} when patient.serverId is set (the body then carries the id).
QJsonObject buildLabPatient(const LabPatient &patient);
// POST /Practitioner, or PUT /Practitioner/{id}.
QJsonObject buildLabPractitioner(const LabPractitioner &practitioner);
// The order bundle: Specimen, Encounter, Condition, Observation..., Practitioner, DiagnosticOrder,
// Order (last, so the Order's server id is the last entry of the answer).
QJsonObject buildLabOrderBundle(const LabOrderRequest &order);
// Practitioner, Observation..., DiagnosticReport, Order, OrderResponse.
QJsonObject buildLabResultWithoutOrderBundle(const LabResultWithoutOrder &result);

// {"resourceType": "Parameters", "parameter": [{name, valueString}...]} for the $ operations.
QJsonObject labParameters(const QList<QPair<QString, QString>> &items);

} // namespace cliniclink
