// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentrequests.h"

#include "core/validation/snils.h"

#include <QCoreApplication>

// The translation context of the messages below (lupdate reads it from the macro).
class EnrichmentValidation {
    Q_DECLARE_TR_FUNCTIONS(EnrichmentValidation)
};

namespace cliniclink {

namespace {

constexpr int kIssuerLimit = 1000;

QString isoDate(const QDate &date)
{
    return date.toString(Qt::ISODate);
}

bool hasSpace(const QString &s)
{
    for (QChar c : s) {
        if (c.isSpace())
            return true;
    }
    return false;
}

void checkName(FieldIssues &issues, const QString &field, const QString &value, bool required, int limit)
{
    const QString v = value.trimmed();
    if (v.isEmpty()) {
        if (required)
            issues << FieldIssue{field, ::EnrichmentValidation::tr("Required.")};
        return;
    }
    if (v.size() > limit)
        issues << FieldIssue{
            field, ::EnrichmentValidation::tr("At most %n character(s); now %1.", nullptr, limit).arg(v.size())};
    for (QChar c : v) {
        if (!(c.isLetter() || c == u'-' || c == u' ' || c == u'\'' || c == u'.')) {
            issues << FieldIssue{field,
                                 ::EnrichmentValidation::tr("Only letters, spaces, hyphens, apostrophes and dots.")};
            break;
        }
    }
}

void checkPastDate(FieldIssues &issues, const QString &field, const QDate &date, const QDate &today)
{
    if (!date.isValid())
        issues << FieldIssue{field, ::EnrichmentValidation::tr("Required.")};
    else if (date > today)
        issues << FieldIssue{field, ::EnrichmentValidation::tr("The date cannot be in the future.")};
    else if (date.year() < 1900)
        issues << FieldIssue{field, ::EnrichmentValidation::tr("The date is too far in the past.")};
}

} // namespace

int enrichmentNameLimit(EnrichmentOperation operation)
{
    return operation == EnrichmentOperation::PolicyLookup ? 40 : 100;
}

QJsonObject buildEnrichmentRequest(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                   const IdentityDocument &document)
{
    QJsonObject p{{QStringLiteral("familyName"), patient.familyName.trimmed()},
                  {QStringLiteral("firstName"), patient.firstName.trimmed()}};
    if (!patient.patronymic.trimmed().isEmpty())
        p.insert(QStringLiteral("patronymic"), patient.patronymic.trimmed());
    if (operation == EnrichmentOperation::SnilsValidation)
        p.insert(QStringLiteral("snils"), snilsDigits(patient.snils.trimmed()));
    p.insert(QStringLiteral("birthDate"), isoDate(patient.birthDate));
    if (operation != EnrichmentOperation::PolicyLookup)
        p.insert(QStringLiteral("gender"), patient.gender); // a string, as in the request examples

    QJsonObject body{{QStringLiteral("patient"), p}};
    if (operation == EnrichmentOperation::SnilsValidation)
        return body;
    QJsonObject docs{{QStringLiteral("type"), document.type}};
    if (!document.series.trimmed().isEmpty())
        docs.insert(QStringLiteral("series"), document.series.trimmed());
    docs.insert(QStringLiteral("number"), document.number.trimmed());
    if (operation == EnrichmentOperation::SnilsLookup) {
        docs.insert(QStringLiteral("issueDate"), isoDate(document.issueDate));
        docs.insert(QStringLiteral("issuer"), document.issuer.trimmed());
    }
    body.insert(QStringLiteral("patientPersDocs"), docs); // a sibling of patient, not inside it
    return body;
}

QString snilsProblemText(const QString &snils)
{
    switch (checkSnils(snils)) {
    case SnilsProblem::None:
        return {};
    case SnilsProblem::Empty:
        return ::EnrichmentValidation::tr("Required.");
    case SnilsProblem::WrongLength:
        return ::EnrichmentValidation::tr("A SNILS has 11 digits.");
    case SnilsProblem::NotDigits:
        return ::EnrichmentValidation::tr("Only digits (spaces and dashes are allowed between them).");
    case SnilsProblem::BadCheckDigits:
        return ::EnrichmentValidation::tr(
            "The check digits do not match: the number is mistyped. Check it against the document.");
    }
    Q_UNREACHABLE();
}

FieldIssues validateEnrichmentRequest(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                      const IdentityDocument &document, const QDate &today)
{
    FieldIssues issues;
    const int limit = enrichmentNameLimit(operation);
    checkName(issues, QStringLiteral("patient.familyName"), patient.familyName, true, limit);
    checkName(issues, QStringLiteral("patient.firstName"), patient.firstName, true, limit);
    checkName(issues, QStringLiteral("patient.patronymic"), patient.patronymic, !patient.noPatronymic, limit);
    if (patient.noPatronymic && !patient.patronymic.trimmed().isEmpty())
        issues << FieldIssue{QStringLiteral("patient.patronymic"),
                             ::EnrichmentValidation::tr("\"No patronymic\" is ticked: clear the field or untick it.")};
    checkPastDate(issues, QStringLiteral("patient.birthDate"), patient.birthDate, today);

    if (operation != EnrichmentOperation::PolicyLookup && patient.gender != u"1" && patient.gender != u"2")
        issues << FieldIssue{QStringLiteral("patient.gender"), ::EnrichmentValidation::tr("Choose the sex.")};
    if (operation == EnrichmentOperation::SnilsValidation) {
        const QString problem = snilsProblemText(patient.snils);
        if (!problem.isEmpty())
            issues << FieldIssue{QStringLiteral("patient.snils"), problem};
        return issues; // A2 sends no document
    }

    bool knownType = false;
    for (const IdentityDocumentType &t : identityDocumentTypes())
        knownType = knownType || t.code == document.type;
    if (!knownType)
        issues << FieldIssue{QStringLiteral("document.type"),
                             ::EnrichmentValidation::tr("Choose the type of the identity document.")};
    const QString series = document.series.trimmed();
    if (series.size() > 10)
        issues << FieldIssue{
            QStringLiteral("document.series"),
            ::EnrichmentValidation::tr("At most %n character(s); now %1.", nullptr, 10).arg(series.size())};
    if (hasSpace(series))
        issues << FieldIssue{QStringLiteral("document.series"),
                             ::EnrichmentValidation::tr("Type the series without spaces.")};
    const QString number = document.number.trimmed();
    if (number.isEmpty())
        issues << FieldIssue{QStringLiteral("document.number"), ::EnrichmentValidation::tr("Required.")};
    else if (number.size() > 20)
        issues << FieldIssue{
            QStringLiteral("document.number"),
            ::EnrichmentValidation::tr("At most %n character(s); now %1.", nullptr, 20).arg(number.size())};
    if (hasSpace(number))
        issues << FieldIssue{QStringLiteral("document.number"),
                             ::EnrichmentValidation::tr("Type the number without spaces.")};
    if (document.type == u"1" && !series.isEmpty() && !hasSpace(series) && series.size() != 4)
        issues << FieldIssue{QStringLiteral("document.series"),
                             ::EnrichmentValidation::tr("A Russian passport series has 4 digits."),
                             FieldIssue::Severity::Warning};

    if (operation == EnrichmentOperation::SnilsLookup) {
        checkPastDate(issues, QStringLiteral("document.issueDate"), document.issueDate, today);
        if (document.issueDate.isValid() && patient.birthDate.isValid() && document.issueDate < patient.birthDate)
            issues << FieldIssue{QStringLiteral("document.issueDate"),
                                 ::EnrichmentValidation::tr("The document cannot be issued before the birth date.")};
        // The contract gives no bound; the sandbox (as a gateway would) refuses over 1000 characters.
        const int issuerLength = int(document.issuer.trimmed().size());
        if (issuerLength == 0)
            issues << FieldIssue{QStringLiteral("document.issuer"), ::EnrichmentValidation::tr("Required.")};
        else if (issuerLength > kIssuerLimit)
            issues << FieldIssue{QStringLiteral("document.issuer"),
                                 ::EnrichmentValidation::tr("At most %n character(s); now %1.", nullptr, kIssuerLimit)
                                     .arg(issuerLength)};
    }
    return issues;
}

} // namespace cliniclink
