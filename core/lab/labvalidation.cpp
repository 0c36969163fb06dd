// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labvalidation.h"

#include "core/net/apierror.h"
#include "core/terminology/terminologycache.h"
#include "core/validation/snils.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cliniclink {

using fhir::FhirCoding;

namespace {

// Free functions have no tr(): this gives them one whose context lupdate files the messages under and
// the translator looks them up by (a helper calling translate() looked up a context lupdate never wrote).
struct LabValidation {
    Q_DECLARE_TR_FUNCTIONS(LabValidation)
};

void require(FieldIssues &issues, bool present, const char *field, const QString &message)
{
    if (!present)
        issues.append({QString::fromLatin1(field), message});
}

// The code must be in the version the coding names, as the offline copy holds it.
void checkCode(FieldIssues &issues, const FhirCoding &coding, const char *field, const TerminologyCache *cache)
{
    if (coding.code.isEmpty())
        return;
    const QString f = QString::fromLatin1(field);
    if (coding.version.isEmpty()) {
        issues.append({f, LabValidation::tr("The code %1 has no dictionary version.").arg(coding.code)});
        return;
    }
    if (!cache || !cache->isOpen() || !cache->version(coding.oid(), coding.version)
        || !cache->version(coding.oid(), coding.version)->complete()) {
        issues.append(
            {f,
             LabValidation::tr("Dictionary %1 version %2 is not downloaded: the code %3 is checked by the lab only.")
                 .arg(coding.oid(), coding.version, coding.code),
             FieldIssue::Severity::Warning});
        return;
    }
    if (!cache->record(coding.oid(), coding.version, coding.code))
        issues.append({f,
                       LabValidation::tr("The code %1 is not in dictionary %2 version %3.")
                           .arg(coding.code, coding.oid(), coding.version)});
}

} // namespace

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
    for (const FhirCoding &s : o.services)
        checkCode(issues, s, kServices, cache);
    checkCode(issues, o.payment, kPayment, cache);
    checkCode(issues, o.specimenType, kSpecimenType, cache);
    checkCode(issues, o.containerType, kContainerType, cache);
    checkCode(issues, o.diagnosis, kDiagnosis, cache);
    checkCode(issues, o.encounterType, kEncounterType, cache);
    checkCode(issues, o.encounterReason, kEncounterReason, cache);
    checkCode(issues, o.priority, kPriority, cache);
    for (const LabOrderObservation &x : o.observations) {
        checkCode(issues, x.code, kObservations, cache);
        if (x.value <= 0)
            issues.append({QString::fromLatin1(kObservations),
                           LabValidation::tr("A supporting observation needs a positive value.")});
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
