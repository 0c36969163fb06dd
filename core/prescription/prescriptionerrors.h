// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service B's refusals in words. The registry answers every refusal with 400 and a Russian
// `Message[]` but no code: the nine 400 rows of the contract are told apart by what the message
// says (one row per message) and by the operation (status or cancel). Each row gets its own text,
// what happened and what to do, and the field at fault when the person can correct it here.

#include <QString>

namespace cliniclink {

class ApiCall;
class ApiError;

namespace prescriptionfield {
// The B1 field names, as the registry's messages name them and ApiError::field() gives them.
inline QString organization()
{
    return QStringLiteral("Organization");
}
inline QString idSourceMis()
{
    return QStringLiteral("IdSourceMis");
}
inline QString idDataSource()
{
    return QStringLiteral("IdDataSource");
}
} // namespace prescriptionfield

// The nine rows of the contract's table of B errors (400).
enum class PrescriptionRefusal {
    Unknown,
    FieldMissing, // a required field is empty
    FieldIncorrect, // a field is filled incorrectly
    OrganizationUnknown, // the Organization code is not in dictionary 1.2.643.2.69.1.1.1.64
    NoUploadRecord, // status: no upload record for IdSourceMis + Organization
    AnnulledBefore, // cancel: the record was annulled earlier
    TechnicalError, // cancel: another failure, such as the registry's network
    NoActiveRecord, // cancel: no active record for IdSourceMis
    NotInRegistry, // cancel: the record has no external number (not uploaded to the registry)
    SeveralActive, // cancel: two or more active records
};

// The row one message of the registry stands for; cancel says which operation answered.
PrescriptionRefusal prescriptionRefusalOf(const QString &message, bool cancel);

// ServiceProfile::explainError of service B.
void explainPrescriptionError(ApiError &error, const ApiCall &call);

} // namespace cliniclink
