// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The enrichment form's field ids (those of validateEnrichmentRequest), which of them each
// operation sends, and how the platform's field paths in an error map onto them. The fields
// themselves, with their keys in the journal draft, are described once in EnrichmentForm.

#include "core/enrichment/enrichmenttypes.h"

#include <QStringList>

namespace cliniclink {

namespace enrichmentfield {
inline constexpr QStringView familyName = u"patient.familyName";
inline constexpr QStringView firstName = u"patient.firstName";
inline constexpr QStringView patronymic = u"patient.patronymic";
inline constexpr QStringView birthDate = u"patient.birthDate";
inline constexpr QStringView gender = u"patient.gender";
inline constexpr QStringView snils = u"patient.snils";
inline constexpr QStringView documentType = u"document.type";
inline constexpr QStringView series = u"document.series";
inline constexpr QStringView number = u"document.number";
inline constexpr QStringView issueDate = u"document.issueDate";
inline constexpr QStringView issuer = u"document.issuer";
} // namespace enrichmentfield

// Every field id of the form, in the order of the form.
QStringList enrichmentFieldIds();
// The fields an operation sends (A1-A3).
QStringList enrichmentFieldsOf(EnrichmentOperation operation);
// The form field a server message names ("Поле patientPersDocs.series ..." -> "document.series"),
// or empty when it names none. The platform writes its own paths: patient.* and patientPersDocs.*.
QString enrichmentFieldInMessage(const QString &message);

// The journal draft kind of the form.
inline constexpr QStringView kEnrichmentDraftKind = u"enrichment-form";

} // namespace cliniclink
