// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service C, laboratory exchange: what a person types (a patient, a practitioner, an order) and what
// the laboratory answers (a status, a result with its reports, observations and files). Codes are
// FhirCoding values of the terminology's dictionaries; builders (labbuilders.h) write them to the
// letter of the contract and readers (labreaders.h) read both answer shapes into them.

#include "core/fhir/fhircoding.h"

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink {

// Dictionaries of the contract (urn:oid:<oid> in a coding's system).
namespace laboid {
inline constexpr auto kServices = "1.2.643.2.69.1.1.1.31";
inline constexpr auto kFederalServices = "1.2.643.5.1.13.13.11.1070";
inline constexpr auto kTests = "1.2.643.2.69.1.1.1.1";
inline constexpr auto kFederalTests = "1.2.643.5.1.13.13.11.1080";
inline constexpr auto kSpecimens = "1.2.643.2.69.1.1.1.33";
inline constexpr auto kFederalSpecimens = "1.2.643.5.1.13.13.11.1081";
inline constexpr auto kContainers = "1.2.643.2.69.1.1.1.34";
inline constexpr auto kEncounterTypes = "1.2.643.2.69.1.1.1.35";
inline constexpr auto kEncounterReasons = "1.2.643.2.69.1.1.1.19";
inline constexpr auto kIcd10 = "1.2.643.2.69.1.1.1.2";
inline constexpr auto kDiagnosisCategories = "1.2.643.2.69.1.1.1.36";
inline constexpr auto kOrderObservations = "1.2.643.2.69.1.1.1.37";
inline constexpr auto kPriorities = "1.2.643.2.69.1.1.1.30";
inline constexpr auto kPayment = "1.2.643.2.69.1.1.1.32";
inline constexpr auto kOrganisms = "1.2.643.5.1.13.13.11.1087";
inline constexpr auto kAntibiotics = "1.2.643.2.69.1.1.1.74";
inline constexpr auto kNoGrowth = "1.2.643.2.69.1.1.1.94";
inline constexpr auto kInterpretation = "1.2.643.5.1.13.13.11.1381";
inline constexpr auto kMethods = "1.2.643.2.69.1.1.1.76";
inline constexpr auto kRoles = "1.2.643.5.1.13.13.11.1002";
inline constexpr auto kSpecialties = "1.2.643.5.1.13.13.11.1066";
// Identifier systems.
inline constexpr auto kMisLocalId = "1.2.643.5.1.13.2.7.100.5";
inline constexpr auto kAttachment = "1.2.643.5.1.13.2.7.100.9";
inline constexpr auto kPassport = "1.2.643.2.69.1.1.1.6.14";
inline constexpr auto kSnils = "1.2.643.2.69.1.1.1.6.223";
inline constexpr auto kEnp = "1.2.643.2.69.1.1.1.6.228";
inline constexpr auto kPolicy = "1.2.643.2.69.1.1.1.6.240";
inline constexpr auto kOldPolicy = "1.2.643.2.69.1.1.1.6.226";
inline constexpr auto kTemporaryCertificate = "1.2.643.2.69.1.1.1.6.227";
inline constexpr auto kOrderNumber = "1.2.643.2.69.1.2.10";
inline constexpr auto kResponseNumber = "1.2.643.2.69.1.2.6";
inline constexpr auto kFunding = "1.2.643.2.69.1.100.1";
} // namespace laboid

inline constexpr auto kOrderProfile = "StructureDefinition/cd45a667-bde0-490f-b602-8d780acf4aa2";
inline constexpr auto kResultProfile = "StructureDefinition/21f687dd-0b3b-4a7b-af8f-04be625c0201";

// One identity document or policy of a patient, under one identifier system of the contract.
struct LabPatientIdentifier {
    QString systemOid; // laboid::kPassport, kSnils, kEnp, kPolicy, kOldPolicy, kTemporaryCertificate
    QString value; // passport "<series>:<number>"
    QString assignerDisplay; // the insurer of a policy
    QDate start;
    QDate end;
    bool operator==(const LabPatientIdentifier &) const = default;
};

struct LabPatient {
    QString serverId; // the lab's Patient id once registered
    QString misPatientId; // our own id, under 1.2.643.5.1.13.2.7.100.5 assigned by the MIS OID
    QString misOid;
    QString familyName;
    QString givenName;
    QString middleName;
    QString gender; // "male" | "female"
    QDate birthDate;
    QList<LabPatientIdentifier> identifiers;
    QString attachmentOrganization; // UUID of the organization the patient is attached to
    QDate attachmentStart;
    QString addressText;
    bool anonymous = false; // placeholder names, only the MIS id

    QJsonObject toJson() const; // for drafts and the journal
    static LabPatient fromJson(const QJsonObject &json);
    bool operator==(const LabPatient &) const = default;
};

struct LabPractitioner {
    QString serverId;
    QString misDoctorId;
    QString snils;
    QString familyName;
    QString givenName;
    QString middleName;
    QString organizationId; // UUID
    fhir::FhirCoding role; // 1.2.643.5.1.13.13.11.1002
    fhir::FhirCoding specialty; // 1.2.643.5.1.13.13.11.1066

    QJsonObject toJson() const;
    static LabPractitioner fromJson(const QJsonObject &json);
    bool operator==(const LabPractitioner &) const = default;
};

// A supporting observation of an order: height, weight, pregnancy week...
struct LabOrderObservation {
    fhir::FhirCoding code; // 1.2.643.2.69.1.1.1.37
    double value = 0;
    bool operator==(const LabOrderObservation &) const = default;
};

// What the order composer holds: one specimen with its container, the ordered services.
struct LabOrderRequest {
    QString misOrderId; // our order number
    QString misOid; // assigner of our identifiers
    QString sourceOrganization; // UUID of the ordering organization (SourceCode)
    QString targetLaboratory; // UUID of the laboratory (TargetCode)
    QString patientServerId; // Patient/<id> in the lab
    QString patientLabel; // masked, for lists
    LabPractitioner practitioner; // the ordering practitioner, sent inside the bundle
    QList<fhir::FhirCoding> services; // 1.2.643.2.69.1.1.1.31 (or federal .1070)
    fhir::FhirCoding payment; // 1.2.643.2.69.1.1.1.32
    fhir::FhirCoding specimenType; // .33
    fhir::FhirCoding containerType; // .34
    QString barcode;
    QDateTime collectedAt;
    QString specimenComment;
    fhir::FhirCoding diagnosis; // ICD-10 .2
    // Condition.category: "diagnosis" of .36, its version set from the cache when known.
    fhir::FhirCoding diagnosisCategory{
        QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.36"), {}, QStringLiteral("diagnosis"), {}};
    fhir::FhirCoding encounterType; // .35
    fhir::FhirCoding encounterReason; // .19
    QString encounterNumber;
    QList<LabOrderObservation> observations;
    fhir::FhirCoding priority; // .30 ("Routine"...)
    QDateTime orderedAt;

    QJsonObject toJson() const;
    static LabOrderRequest fromJson(const QJsonObject &json);
    bool operator==(const LabOrderRequest &) const = default;
};

// A laboratory's result sent without a prior order (Practitioner, Observation, DiagnosticReport,
// Order, OrderResponse), as a laboratory information system or a test sends it.
struct LabResultWithoutOrder {
    QString patientServerId;
    QString sourceOrganization;
    QString targetLaboratory;
    LabPractitioner performer;
    fhir::FhirCoding service;
    struct Value {
        fhir::FhirCoding test; // 1.2.643.2.69.1.1.1.1
        std::optional<double> number;
        QString unit;
        QString text;
        fhir::FhirCoding interpretation; // 1.2.643.5.1.13.13.11.1381
    };
    QList<Value> values;
    QString conclusion;
    QDateTime issued;
};

// $getstatus / $cancelorder.
struct LabStatus {
    QString orderId;
    QString misOrderId;
    QString status; // DSTU2 order-status
    QDateTime statusDate;
    QString description;

    // completed, rejected, error, cancelled, replaced, aborted.
    static bool isFinal(const QString &status);
    bool isFinal() const { return isFinal(status); }
};

struct LabRange {
    std::optional<double> low;
    std::optional<double> high;
    QString unit;
    QString text;
};

struct LabObservation {
    enum class Kind { Numeric, Text, Organism, Antibiotic, NoGrowth };
    Kind kind = Kind::Numeric;
    QString id; // Observation/<id>
    fhir::FhirCoding code;
    std::optional<double> value;
    QString comparator; // ">=", "<"...
    QString unit;
    QString text; // valueString
    QList<LabRange> ranges;
    QString interpretation; // N, L, H, DET, ND, S, I, R...
    fhir::FhirCoding method;
    QString comments;
    QDateTime issued;
    QList<LabObservation> related; // an organism's antibiotics

    // Outside its reference range: L, H, LL, HH, A, AA, or R (resistant).
    bool isAbnormal() const;
};

struct LabAttachment {
    QString reference; // Binary/<id>
    QString contentType; // application/pdf, application/xml, application/x-pkcs7-practitioner...
    QByteArray data;
    bool isPdf() const { return contentType == u"application/pdf"; }
    bool isSignature() const { return contentType.startsWith(u"application/x-pkcs7"); }
    // A file name for saving: "<reference tail>.pdf", ".p7s", ".xml".
    QString suggestedFileName() const;
};

struct LabReport {
    QString id;
    fhir::FhirCoding service;
    QString conclusion;
    QDateTime issued;
    QDateTime effective;
    QString performer; // display or reference
    QList<LabObservation> observations;
    QList<QString> formReferences; // presentedForm urls, Binary/<id>
};

struct LabResult {
    QString responseId;
    QString orderReference; // Order/<id>
    QString status; // completed | error | ...
    QString description;
    QDateTime date;
    QString laboratory; // the Organization's name when known, else the reference
    QList<LabReport> reports;
    QList<LabAttachment> attachments;
    bool isError() const { return status == u"error"; }
};

} // namespace cliniclink
