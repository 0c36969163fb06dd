// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A FHIR Parameters resource, read and written. The reader takes the inputs of an operation the same
// way whether they came as a Parameters body (POST) or as query items (GET), so the sandbox writes each
// operation once and a client reads an answer with the same code.

#include "fhircoding.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QUrlQuery>

#include <optional>

namespace cliniclink::fhir {

class FhirParameters {
public:
    FhirParameters() = default;
    // body must be a Parameters resource; check isParameters() before trusting the values.
    static FhirParameters fromResource(const QJsonObject &parameters);
    static FhirParameters fromQuery(const QUrlQuery &query);

    bool isValid() const { return m_valid; }
    bool has(const QString &name) const;
    // The value as text whatever its value[x] type ("valueString", "valueInteger", "valueCode"...).
    QString string(const QString &name) const;
    // nullopt when absent; a value that is not a boolean or "true"/"false" is reported by ok=false.
    std::optional<bool> boolean(const QString &name, bool *ok = nullptr) const;
    // nullopt when absent; ok=false when present but not a whole number.
    std::optional<qint64> integer(const QString &name, bool *ok = nullptr) const;
    // valueCoding of the parameter, or an empty object.
    QJsonObject coding(const QString &name) const;
    // The resource of a resource parameter (an $expand answer's "return"), or an empty object.
    QJsonObject resourceOf(const QString &name) const;
    // Every raw parameter object of that name, in order: a $translate answer has one "match" per
    // candidate, each with its part[] (read those with fromParts()).
    QList<QJsonObject> all(const QString &name) const;
    // A parameter's part[] read as parameters of their own.
    static FhirParameters fromParts(const QJsonObject &parameter);
    // Adds a string parameter unless one of that name is present (a path segment as "system").
    void insertIfAbsent(const QString &name, const QString &value);
    // Every parameter with its text value, in order (repeated names kept).
    QList<QPair<QString, QString>> items() const { return m_items; }

    // Builders for answers.
    static QJsonObject parameter(const QString &name, const QString &valueString);
    static QJsonObject booleanParameter(const QString &name, bool value);
    static QJsonObject integerParameter(const QString &name, qint64 value);
    static QJsonObject resourceParameter(const QString &name, const QJsonObject &resource);
    static QJsonObject codingParameter(const QString &name, const FhirCoding &coding);
    static QJsonObject resource(const QJsonArray &parameters);

private:
    // The raw parameter object of a name: the first of that name. An index, not a QJsonObject: a
    // JSON object keeps its keys sorted and shifts them on every insert, quadratic in the count of
    // names a hostile query or body can carry (found by fuzzing).
    QJsonObject rawOf(const QString &name) const;
    QJsonObject rawAt(qsizetype index) const;
    void append(const QString &name, const QString &text, const std::optional<QJsonObject> &raw = std::nullopt);

    bool m_valid = false;
    QList<QPair<QString, QString>> m_items;
    QHash<QString, qsizetype> m_firstByName; // index into m_items
    QList<QJsonObject> m_raw; // every parameter object of a resource, in order; none for a query
};

} // namespace cliniclink::fhir
