// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A lab patient and a complete order as the sandbox's dictionaries accept them, for the lab's
// integration and widget tests.

#include "core/common/clock.h"
#include "core/fhir/fhircoding.h"
#include "core/lab/labtypes.h"
#include "core/lab/labvalidation.h"
#include "core/settings/environment.h"

namespace cliniclink::testing {

// The sandbox's central laboratory (dictionary 1.2.643.2.69.1.1.1.64).
constexpr auto kSampleLaboratory = "b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

inline fhir::FhirCoding labCode(const char *dict, const char *value, const char *version = "1.0")
{
    return fhir::FhirCoding::fromOid(QString::fromLatin1(dict), QString::fromUtf8(value), QString::fromLatin1(version));
}

inline LabPatient sampleLabPatient(const QString &misId)
{
    LabPatient p;
    p.misPatientId = misId;
    p.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7777");
    p.familyName = QStringLiteral("Смирнова");
    p.givenName = QStringLiteral("Анна");
    p.gender = QStringLiteral("female");
    p.birthDate = QDate(1984, 5, 17);
    p.identifiers = {{QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344595"), {}, {}, {}}};
    return p;
}

// An order of three services for the registered patient; its barcode is "46" and the number's last
// six characters.
inline LabOrderRequest sampleLabOrder(const Environment &env, const LabPractitioner &practitioner, Clock &clock,
                                      const QString &patientId, const QString &number)
{
    LabOrderRequest o;
    o.misOrderId = number;
    o.misOid = env.misOid;
    o.sourceOrganization = env.organizationId;
    o.targetLaboratory = QString::fromLatin1(kSampleLaboratory);
    o.patientServerId = patientId;
    o.patientLabel = QStringLiteral("С.А.");
    o.practitioner = practitioner;
    o.services = {labCode(laboid::kServices, "B03.016.003", "1.2"), labCode(laboid::kServices, "A26.28.003", "1.2"),
                  labCode(laboid::kServices, "B03.016.006", "1.2")};
    o.payment = labCode(laboid::kPayment, "1");
    o.specimenType = labCode(laboid::kSpecimens, "1");
    o.containerType = labCode(laboid::kContainers, "1");
    o.barcode = QStringLiteral("46%1").arg(number.right(6));
    o.collectedAt = clock.now().addSecs(-600);
    o.diagnosis = labCode(laboid::kIcd10, "N39.0");
    o.encounterType = labCode(laboid::kEncounterTypes, "2");
    o.encounterReason = labCode(laboid::kEncounterReasons, "1");
    o.observations = {{labCode(laboid::kOrderObservations, "2"), 64}};
    o.priority = labCode(laboid::kPriorities, "Routine");
    o.orderedAt = clock.now();
    return o;
}

} // namespace cliniclink::testing
