// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Request bodies of service A, to the letter of A1-A3, and the checks a form makes before sending.
//   A1 /snils:                patient {familyName, firstName, patronymic?, birthDate, gender}
//                             + patientPersDocs {type, series?, number, issueDate, issuer}
//   A2 /snils-validate:       patient {familyName, firstName, patronymic?, snils, birthDate, gender}
//   A3 /united-policy-number: patient {familyName, firstName, patronymic?, birthDate}
//                             + patientPersDocs {type, series?, number}
// patientPersDocs is a sibling of patient, gender a string, dates YYYY-MM-DD, SNILS 11 digits.

#include "core/validation/fieldissue.h"
#include "enrichmenttypes.h"

#include <QJsonObject>

namespace cliniclink {

QJsonObject buildEnrichmentRequest(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                   const IdentityDocument &document);

// Name length limit: 100 characters in A1 and A2, 40 in A3.
int enrichmentNameLimit(EnrichmentOperation operation);

// Every problem of the fields this operation sends, with field ids:
// patient.familyName, patient.firstName, patient.patronymic, patient.birthDate, patient.gender,
// patient.snils, document.type, document.series, document.number, document.issueDate, document.issuer.
FieldIssues validateEnrichmentRequest(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                      const IdentityDocument &document, const QDate &today);

// The SNILS message for a problem, or empty when there is none (shared with other forms).
QString snilsProblemText(const QString &snils);

} // namespace cliniclink
