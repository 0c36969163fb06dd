// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Checks before a laboratory request leaves: required entries, coded values against the offline
// TerminologyCache (the code exists in the version the coding names), the tube barcode, dates. Each
// issue names its form field (labfield::...), so the form puts the message next to it. A refusal
// of the lab (an OperationOutcome) is mapped back to the field its text names, by the dictionary
// OID or the resource it mentions.

#include "core/validation/fieldissue.h"
#include "labtypes.h"

#include <QDateTime>

namespace cliniclink {

class ApiError;
class TerminologyCache;

namespace labfield {
inline constexpr auto kMisOrderId = "misOrderId";
inline constexpr auto kPatient = "patient";
inline constexpr auto kPractitioner = "practitioner";
inline constexpr auto kTarget = "target";
inline constexpr auto kServices = "services";
inline constexpr auto kPayment = "payment";
inline constexpr auto kSpecimenType = "specimenType";
inline constexpr auto kContainerType = "containerType";
inline constexpr auto kBarcode = "barcode";
inline constexpr auto kCollectedAt = "collectedAt";
inline constexpr auto kDiagnosis = "diagnosis";
inline constexpr auto kEncounterType = "encounterType";
inline constexpr auto kEncounterReason = "encounterReason";
inline constexpr auto kObservations = "observations";
inline constexpr auto kPriority = "priority";
// Patient form.
inline constexpr auto kFamilyName = "familyName";
inline constexpr auto kGivenName = "givenName";
inline constexpr auto kGender = "gender";
inline constexpr auto kBirthDate = "birthDate";
inline constexpr auto kMisPatientId = "misPatientId";
inline constexpr auto kSnils = "snils";
} // namespace labfield

// cache may be null or lack a dictionary: then a code is not checked offline and a warning says so.
FieldIssues validateLabOrder(const LabOrderRequest &order, const TerminologyCache *cache, const QDateTime &now);
FieldIssues validateLabPatient(const LabPatient &patient, const QDate &today);
bool isValidLabBarcode(const QString &barcode);

// The form field an issue text of the lab names; empty when it names none.
QString labFieldOfServerText(const QString &diagnostics);
// Every server message of a refusal, each under its field (empty field: the form's banner).
FieldIssues labIssuesFromError(const ApiError &error);

} // namespace cliniclink
