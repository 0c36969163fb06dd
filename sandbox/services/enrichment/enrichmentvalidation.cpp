// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentvalidation.h"

#include "problem.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <initializer_list>
#include <optional>

namespace cliniclink::sandbox {

namespace {

const QStringList kDocumentTypes = {QStringLiteral("1"), QStringLiteral("6"),  QStringLiteral("7"),
                                    QStringLiteral("9"), QStringLiteral("11"), QStringLiteral("20"),
                                    QStringLiteral("42")};
const QDate kEarliestDate(1900, 1, 1);

class Checker {
public:
    Checker(EnrichmentValidation &result, const QDate &today)
        : m_result(result)
        , m_today(today)
    {
    }

    void structure(const QString &field, const QString &code, const QString &message)
    {
        m_result.structureErrors.append(problemError(field, code, message));
    }
    void data(const QString &field, const QString &code, const QString &message)
    {
        m_result.dataErrors.append(problemError(field, code, message));
    }

    // A required block (object); nullopt after a structure error when it is missing or not an object.
    std::optional<QJsonObject> block(const QJsonObject &root, const QString &key)
    {
        const QJsonValue value = root.value(key);
        if (value.isUndefined() || value.isNull()) {
            structure(key, QStringLiteral("required"), QStringLiteral("Отсутствует обязательный объект %1").arg(key));
            return std::nullopt;
        }
        if (!value.isObject()) {
            structure(key, QStringLiteral("type"), QStringLiteral("Поле %1 должно быть объектом").arg(key));
            return std::nullopt;
        }
        return value.toObject();
    }

    // A string field under any of keys (the first present wins). Numbers are taken when allowNumber
    // (A2's gender is "typed as a number" by the contract's table and sent as a string).
    QString string(const QJsonObject &object, const QString &path, std::initializer_list<QString> keys, bool required,
                   int maxLength = 0, bool noSpaces = false, bool allowNumber = false)
    {
        QJsonValue value;
        for (const QString &key : keys) {
            if (object.contains(key)) {
                value = object.value(key);
                break;
            }
        }
        QString text;
        if (value.isString()) {
            text = value.toString();
        } else if (allowNumber && value.isDouble()) {
            text = QString::number(value.toDouble());
        } else if (!value.isUndefined() && !value.isNull()) {
            structure(path, QStringLiteral("type"), QStringLiteral("Поле %1 должно быть строкой").arg(path));
            return {};
        }
        if (text.trimmed().isEmpty()) {
            if (required)
                data(path, QStringLiteral("required"), QStringLiteral("Обязательное поле %1 не заполнено").arg(path));
            return {};
        }
        if (maxLength > 0 && text.size() > maxLength)
            data(path, QStringLiteral("length"),
                 QStringLiteral("Длина поля %1 превышает %2 символов").arg(path).arg(maxLength));
        if (noSpaces && text.contains(QChar(u' ')))
            data(path, QStringLiteral("format"), QStringLiteral("Поле %1 не должно содержать пробелов").arg(path));
        return text;
    }

    QDate date(const QJsonObject &object, const QString &path, const QString &key)
    {
        const QString text = string(object, path, {key}, true);
        if (text.isEmpty())
            return {};
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (text.size() != 10 || !date.isValid()) {
            data(path, QStringLiteral("format"),
                 QStringLiteral("Поле %1 должно содержать дату в формате ГГГГ-ММ-ДД").arg(path));
            return {};
        }
        if (date > m_today) {
            data(path, QStringLiteral("range"),
                 QStringLiteral("Дата в поле %1 не может быть позже текущей даты").arg(path));
            return {};
        }
        if (date < kEarliestDate) {
            data(path, QStringLiteral("range"),
                 QStringLiteral("Дата в поле %1 не может быть раньше 1900-01-01").arg(path));
            return {};
        }
        return date;
    }

    void gender(const QJsonObject &patient, EnrichmentQuery &q, bool allowNumber)
    {
        const QString path = QStringLiteral("patient.gender");
        q.gender = string(patient, path, {QStringLiteral("gender")}, true, 0, false, allowNumber);
        if (!q.gender.isEmpty() && q.gender != u"1" && q.gender != u"2")
            data(path, QStringLiteral("value"),
                 QStringLiteral("Поле patient.gender должно иметь значение 1 (мужской) или 2 (женский)"));
    }

    void names(const QJsonObject &patient, EnrichmentQuery &q, int maxLength, bool lowerCaseKeys)
    {
        // A2's example writes "familyname"/"firstname" while its table says familyName/firstName.
        if (lowerCaseKeys) {
            q.familyName = string(patient, QStringLiteral("patient.familyName"),
                                  {QStringLiteral("familyName"), QStringLiteral("familyname")}, true, maxLength);
            q.firstName = string(patient, QStringLiteral("patient.firstName"),
                                 {QStringLiteral("firstName"), QStringLiteral("firstname")}, true, maxLength);
        } else {
            q.familyName =
                string(patient, QStringLiteral("patient.familyName"), {QStringLiteral("familyName")}, true, maxLength);
            q.firstName =
                string(patient, QStringLiteral("patient.firstName"), {QStringLiteral("firstName")}, true, maxLength);
        }
        q.patronymic =
            string(patient, QStringLiteral("patient.patronymic"), {QStringLiteral("patronymic")}, false, maxLength);
    }

    void document(const QJsonObject &docs, EnrichmentQuery &q, bool full)
    {
        q.hasDocument = true;
        q.documentType = string(docs, QStringLiteral("patientPersDocs.type"), {QStringLiteral("type")}, true);
        if (!q.documentType.isEmpty() && !kDocumentTypes.contains(q.documentType))
            data(QStringLiteral("patientPersDocs.type"), QStringLiteral("value"),
                 QStringLiteral("Недопустимый тип документа в поле patientPersDocs.type: допустимы 1, 6, 7, 9, 11, "
                                "20, 42 (справочник 1.2.643.5.1.13.13.99.2.48)"));
        q.documentSeries =
            string(docs, QStringLiteral("patientPersDocs.series"), {QStringLiteral("series")}, false, 10, full);
        q.documentNumber =
            string(docs, QStringLiteral("patientPersDocs.number"), {QStringLiteral("number")}, true, 20, full);
        if (full) {
            q.documentIssueDate = date(docs, QStringLiteral("patientPersDocs.issueDate"), QStringLiteral("issueDate"));
            q.documentIssuer =
                string(docs, QStringLiteral("patientPersDocs.issuer"), {QStringLiteral("issuer")}, true, 1000);
            if (q.documentIssueDate.isValid() && q.birthDate.isValid() && q.documentIssueDate < q.birthDate)
                data(QStringLiteral("patientPersDocs.issueDate"), QStringLiteral("range"),
                     QStringLiteral("Дата выдачи документа не может быть раньше даты рождения"));
        }
    }

private:
    EnrichmentValidation &m_result;
    QDate m_today;
};

} // namespace

EnrichmentValidation validateEnrichmentRequest(EnrichmentKind kind, const QByteArray &body, const QDate &today)
{
    EnrichmentValidation result;
    Checker check(result, today);

    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        check.structure(
            QString(), QStringLiteral("json"),
            QStringLiteral("Тело запроса не является корректным JSON (ошибка в позиции %1)").arg(parseError.offset));
        return result;
    }
    if (!doc.isObject()) {
        check.structure(QString(), QStringLiteral("type"), QStringLiteral("Тело запроса должно быть JSON-объектом"));
        return result;
    }
    const QJsonObject root = doc.object();
    EnrichmentQuery &q = result.query;

    const auto patient = check.block(root, QStringLiteral("patient"));
    std::optional<QJsonObject> docs;
    if (kind != EnrichmentKind::SnilsValidate)
        docs = check.block(root, QStringLiteral("patientPersDocs"));

    if (patient) {
        switch (kind) {
        case EnrichmentKind::Snils:
            check.names(*patient, q, 100, false);
            q.birthDate = check.date(*patient, QStringLiteral("patient.birthDate"), QStringLiteral("birthDate"));
            check.gender(*patient, q, false);
            break;
        case EnrichmentKind::SnilsValidate: {
            check.names(*patient, q, 100, true);
            q.snils = check.string(*patient, QStringLiteral("patient.snils"), {QStringLiteral("snils")}, true);
            static const QRegularExpression elevenDigits(QStringLiteral("^[0-9]{11}$"));
            if (!q.snils.isEmpty() && !elevenDigits.match(q.snils).hasMatch())
                check.data(QStringLiteral("patient.snils"), QStringLiteral("format"),
                           QStringLiteral("Поле patient.snils должно содержать 11 цифр без пробелов и дефисов"));
            q.birthDate = check.date(*patient, QStringLiteral("patient.birthDate"), QStringLiteral("birthDate"));
            check.gender(*patient, q, true);
            break;
        }
        case EnrichmentKind::UnitedPolicyNumber:
            check.names(*patient, q, 40, false);
            q.birthDate = check.date(*patient, QStringLiteral("patient.birthDate"), QStringLiteral("birthDate"));
            break;
        }
    }
    if (docs)
        check.document(*docs, q, kind == EnrichmentKind::Snils);

    if (!result.structureErrors.isEmpty())
        result.dataErrors = QJsonArray();
    return result;
}

} // namespace cliniclink::sandbox
