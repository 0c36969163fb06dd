// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labvalidation.h"

#include "core/net/apierror.h"
#include "core/terminology/terminologycache.h"
#include "core/validation/snils.h"

#include <QCoreApplication>
#include <QRegularExpression>

// The translation context of the texts below (lupdate reads it from the macro).
class LabValidation {
    Q_DECLARE_TR_FUNCTIONS(LabValidation)
};

namespace cliniclink {

using fhir::FhirCoding;

namespace {

void require(FieldIssues &issues, bool present, const char *field, const QString &message)
{
    if (!present)
        issues.append({QString::fromLatin1(field), message});
}

} // namespace

QList<LabCodedValue> labCodedValues(LabOrderRequest &o)
{
    using namespace labfield;
    QList<LabCodedValue> out;
    const auto add = [&out](const char *field, FhirCoding &coding, bool chosen = true) {
        if (!coding.code.isEmpty())
            out.append({field, &coding, chosen});
    };
    for (FhirCoding &s : o.services)
        add(kServices, s);
    add(kPayment, o.payment);
    add(kSpecimenType, o.specimenType);
    add(kContainerType, o.containerType);
    add(kDiagnosis, o.diagnosis);
    add(kDiagnosis, o.diagnosisCategory, false);
    add(kEncounterType, o.encounterType);
    add(kEncounterReason, o.encounterReason);
    add(kPriority, o.priority);
    for (LabOrderObservation &x : o.observations)
        add(kObservations, x.code);
    return out;
}

LabCodeState checkLabCodeOffline(FhirCoding &coding, const TerminologyCache *cache)
{
    if (!cache || !cache->isOpen())
        return LabCodeState::NotHeld;
    if (coding.version.isEmpty()) {
        const auto latest = cache->latestComplete(coding.oid());
        if (!latest)
            return LabCodeState::NotHeld;
        coding.version = latest->version;
    } else {
        const auto held = cache->version(coding.oid(), coding.version);
        if (!held || !held->complete())
            return LabCodeState::NotHeld;
    }
    return cache->record(coding.oid(), coding.version, coding.code) ? LabCodeState::Found : LabCodeState::NotFound;
}

void fillHeldVersions(LabOrderRequest &order, const TerminologyCache *cache)
{
    for (const LabCodedValue &v : labCodedValues(order)) {
        if (v.coding->version.isEmpty())
            checkLabCodeOffline(*v.coding, cache);
    }
}

QString labCodeNotFoundText(const FhirCoding &coding)
{
    if (coding.version.isEmpty())
        return LabValidation::tr("The code %1 is not in dictionary %2.").arg(coding.code, coding.oid());
    return LabValidation::tr("The code %1 is not in dictionary %2 version %3.")
        .arg(coding.code, coding.oid(), coding.version);
}

bool isValidLabBarcode(const QString &barcode)
{
    static const QRegularExpression kBarcode(QStringLiteral("^[0-9A-Za-z-]{4,30}$"));
    return kBarcode.match(barcode).hasMatch();
}

FieldIssues validateLabOrder(const LabOrderRequest &o, const TerminologyCache *cache, const QDateTime &now)
{
    using namespace labfield;
    FieldIssues issues;
    require(issues, !o.misOrderId.trimmed().isEmpty(), kMisOrderId, LabValidation::tr("Enter the order number."));
    require(issues, !o.patientServerId.isEmpty(), kPatient,
            LabValidation::tr("Choose a patient registered in the lab."));
    require(issues, !o.practitioner.misDoctorId.isEmpty() && !o.practitioner.familyName.isEmpty(), kPractitioner,
            LabValidation::tr("The ordering practitioner needs an id and a family name."));
    require(issues, !o.targetLaboratory.isEmpty(), kTarget, LabValidation::tr("Choose the laboratory."));
    require(issues, !o.services.isEmpty(), kServices, LabValidation::tr("Choose at least one service."));
    require(issues, !o.specimenType.code.isEmpty(), kSpecimenType, LabValidation::tr("Choose the specimen type."));
    require(issues, !o.containerType.code.isEmpty(), kContainerType, LabValidation::tr("Choose the container."));
    require(issues, !o.diagnosis.code.isEmpty(), kDiagnosis, LabValidation::tr("Choose the diagnosis (ICD-10)."));
    require(issues, !o.encounterType.code.isEmpty(), kEncounterType, LabValidation::tr("Choose the encounter type."));
    require(issues, !o.payment.code.isEmpty(), kPayment, LabValidation::tr("Choose the payment type."));
    if (o.barcode.isEmpty())
        issues.append({QString::fromLatin1(kBarcode), LabValidation::tr("Enter the tube barcode.")});
    else if (!isValidLabBarcode(o.barcode))
        issues.append(
            {QString::fromLatin1(kBarcode), LabValidation::tr("A barcode is 4 to 30 digits or Latin letters.")});
    if (!o.collectedAt.isValid())
        issues.append({QString::fromLatin1(kCollectedAt), LabValidation::tr("Enter when the specimen was taken.")});
    else if (o.collectedAt > now.addSecs(5 * 60))
        issues.append(
            {QString::fromLatin1(kCollectedAt), LabValidation::tr("The specimen cannot be taken in the future.")});
    else if (o.collectedAt < now.addDays(-7))
        issues.append({QString::fromLatin1(kCollectedAt),
                       LabValidation::tr("The specimen was taken more than a week ago."),
                       FieldIssue::Severity::Warning});
    for (const LabOrderObservation &x : o.observations) {
        if (x.value <= 0)
            issues.append({QString::fromLatin1(kObservations),
                           LabValidation::tr("A supporting observation needs a positive value.")});
    }
    // Codes the offline copy can decide; the others are LabCodeCheck's.
    LabOrderRequest copy = o;
    for (const LabCodedValue &v : labCodedValues(copy)) {
        if (checkLabCodeOffline(*v.coding, cache) == LabCodeState::NotFound && v.chosen)
            issues.append({QString::fromLatin1(v.field), labCodeNotFoundText(*v.coding)});
    }
    return issues;
}

FieldIssues validateLabPatient(const LabPatient &p, const QDate &today)
{
    using namespace labfield;
    FieldIssues issues;
    require(issues, !p.misPatientId.trimmed().isEmpty(), kMisPatientId,
            LabValidation::tr("Enter the patient's id in the MIS."));
    if (!p.anonymous) {
        require(issues, !p.familyName.trimmed().isEmpty(), kFamilyName, LabValidation::tr("Enter the family name."));
        require(issues, !p.givenName.trimmed().isEmpty(), kGivenName, LabValidation::tr("Enter the given name."));
    }
    require(issues, p.gender == u"male" || p.gender == u"female", kGender, LabValidation::tr("Choose the gender."));
    if (!p.birthDate.isValid())
        issues.append({QString::fromLatin1(kBirthDate), LabValidation::tr("Enter the date of birth.")});
    else if (p.birthDate > today)
        issues.append(
            {QString::fromLatin1(kBirthDate), LabValidation::tr("The date of birth cannot be in the future.")});
    for (const LabPatientIdentifier &i : p.identifiers) {
        if (i.systemOid == QLatin1String(laboid::kSnils) && !isValidSnils(i.value))
            issues.append({QString::fromLatin1(kSnils), LabValidation::tr("The SNILS check digits do not match.")});
    }
    return issues;
}

QString labFieldOfServerText(const QString &text)
{
    using namespace labfield;
    struct Rule {
        const char *needle;
        const char *field;
    };
    // Dictionaries first: a code problem names its dictionary's OID.
    static const Rule kRules[] = {
        {".1.1.1.31", kServices},      {"13.13.11.1070", kServices},     {".1.1.1.32", kPayment},
        {".1.1.1.33", kSpecimenType},  {"13.13.11.1081", kSpecimenType}, {".1.1.1.34", kContainerType},
        {".1.1.1.35", kEncounterType}, {".1.1.1.19", kEncounterReason},  {".1.1.1.37", kObservations},
        {".1.1.1.30", kPriority},      {".1.1.1.2 ", kDiagnosis},        {"Condition", kDiagnosis},
        {"Specimen", kSpecimenType},   {"лаборатори", kTarget},          {"уже зарегистрирована", kMisOrderId},
        {"Patient", kPatient},         {"Practitioner", kPractitioner},
    };
    const QString padded = text + u' ';
    for (const Rule &r : kRules) {
        if (padded.contains(QString::fromUtf8(r.needle)))
            return QString::fromLatin1(r.field);
    }
    if (padded.endsWith(u".1.1.1.2 "))
        return QString::fromLatin1(kDiagnosis);
    return {};
}

FieldIssues labIssuesFromError(const ApiError &error)
{
    FieldIssues out;
    for (const QString &message : error.serverMessages())
        out.append({labFieldOfServerText(message), message});
    if (out.isEmpty())
        out.append({QString(), error.userText()});
    return out;
}

} // namespace cliniclink
