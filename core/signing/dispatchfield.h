// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The id of one field of a dispatch request, as a value: checkDispatchRequest names the field of
// each issue with it and the New dispatch form finds the widget for it, so the text form
// ("patients[0].documents[1].number") is written and read here only.

#include <QHashFunctions>
#include <QString>

#include <optional>

namespace cliniclink {

struct DispatchField {
    enum class Section { Organization, Practitioner, Patients, Files, Delivery };

    Section section = Section::Organization;
    // Patients: which patient, -1 for the list as a whole ("patients") or, in a patient's own
    // editor, for "this patient".
    int patient = -1;
    // Patients: which identity document of the patient, -1 when the field is not a document's.
    int document = -1;
    // Files: which file, -1 for the list as a whole.
    int file = -1;
    // The field within the practitioner, the patient or the document: "familyName", "phones",
    // "documents" (the patient's list), "number"... Empty for a whole section.
    QString name;

    static DispatchField organization();
    // A field of the organization's block: "email", "phone" ("organization.email").
    static DispatchField organizationField(const QString &name);
    static DispatchField practitioner(const QString &name);
    static DispatchField patients();
    static DispatchField patientField(int patient, const QString &name);
    static DispatchField documentField(int patient, int document, const QString &name);
    static DispatchField files();
    static DispatchField fileAt(int file);
    static DispatchField delivery();

    // The same field of another patient (-1: relative to a patient, as a patient's editor keeps it).
    DispatchField ofPatient(int index) const;

    // "organization", "organization.phone", "practitioner.familyName", "patients", "patients[0].phones",
    // "patients[0].documents[1].number", "files", "files[2]", "delivery".
    QString toString() const;
    // The field a text from toString() names; nullopt for anything else.
    static std::optional<DispatchField> parse(QStringView id);

    bool operator==(const DispatchField &) const = default;
};

size_t qHash(const DispatchField &field, size_t seed = 0) noexcept;

} // namespace cliniclink
