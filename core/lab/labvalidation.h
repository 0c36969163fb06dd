// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Checks before a laboratory request leaves: required entries, coded values against the offline
// TerminologyCache (the code exists in the version the coding names, or in the newest version held
// when it names none), the tube barcode, dates. A code whose dictionary is not held is not decided
// here: LabCodeCheck (labcodecheck.h) asks the terminology service for it. Each issue names its form
// field (labfield::...), so the form puts the message next to it. A refusal of the lab (an
// OperationOutcome) is mapped back to the field its text names, by the dictionary OID or the
// resource it mentions.

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

// A coded value of an order and the form field it is shown under.
struct LabCodedValue {
    const char *field;
    fhir::FhirCoding *coding;
    // false: the workstation's own coding (the diagnosis category), given its version when one is
    // known but never the person's to correct.
    bool chosen = true;
};
// Every coded value of order that has a code (services, payment, specimen... observations).
QList<LabCodedValue> labCodedValues(LabOrderRequest &order);

enum class LabCodeState { Found, NotFound, NotHeld };
// One coding against the offline copy; a coding without a version takes the newest version held.
// cache may be null or closed: every code is then NotHeld.
LabCodeState checkLabCodeOffline(fhir::FhirCoding &coding, const TerminologyCache *cache);
// Every coding of order without a version takes the newest version held offline, when one is.
void fillHeldVersions(LabOrderRequest &order, const TerminologyCache *cache);
// What the person reads when a code is not in its dictionary (version empty: the latest).
QString labCodeNotFoundText(const fhir::FhirCoding &coding);

// Everything that can be decided without the network. A code of a dictionary not held offline
// gives no issue here: LabCodeCheck asks the server for it.
FieldIssues validateLabOrder(const LabOrderRequest &order, const TerminologyCache *cache, const QDateTime &now);
FieldIssues validateLabPatient(const LabPatient &patient, const QDate &today);
bool isValidLabBarcode(const QString &barcode);

// The form field an issue text of the lab names; empty when it names none.
QString labFieldOfServerText(const QString &diagnostics);
// Every server message of a refusal, each under its field (empty field: the form's banner).
FieldIssues labIssuesFromError(const ApiError &error);

} // namespace cliniclink
