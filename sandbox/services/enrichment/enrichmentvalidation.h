// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The checks of A1 to A3 on a request body. Structure errors (not JSON, a value of the wrong JSON
// type, a missing or non-object block) are told apart from data errors (a required value not filled,
// a length, a format, a value outside its dictionary); a body with structure errors is not checked
// for data errors.

#include <QByteArray>
#include <QDate>
#include <QJsonArray>
#include <QString>

namespace cliniclink::sandbox {

enum class EnrichmentKind { Snils, SnilsValidate, UnitedPolicyNumber };

struct EnrichmentQuery {
    QString familyName;
    QString firstName;
    QString patronymic;
    QDate birthDate;
    QString gender; // "1" or "2"; empty for A3
    QString snils; // A2 only
    bool hasDocument = false;
    QString documentType;
    QString documentSeries;
    QString documentNumber;
    QDate documentIssueDate;
    QString documentIssuer;
};

struct EnrichmentValidation {
    QJsonArray structureErrors;
    QJsonArray dataErrors;
    EnrichmentQuery query;
    bool ok() const { return structureErrors.isEmpty() && dataErrors.isEmpty(); }
};

EnrichmentValidation validateEnrichmentRequest(EnrichmentKind kind, const QByteArray &body, const QDate &today);

} // namespace cliniclink::sandbox
