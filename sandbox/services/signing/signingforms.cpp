// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingforms.h"

#include "sandbox/services/sandboxpdf.h"
#include "signingvalidation.h"

#include <QJsonArray>

#include <algorithm>

namespace cliniclink::sandbox::signing {

namespace {

const QStringList kQuestionTypes{QStringLiteral("yes_no"), QStringLiteral("text"), QStringLiteral("single_choice"),
                                 QStringLiteral("multiple_choice"), QStringLiteral("select_single")};

bool hasOptions(const QString &type)
{
    return type == u"single_choice" || type == u"multiple_choice" || type == u"select_single";
}

QJsonArray orderedQuestions(const QJsonObject &schema)
{
    QList<QJsonObject> list;
    for (const QJsonValue &v : schema.value(u"questions").toArray())
        list.append(v.toObject());
    std::stable_sort(list.begin(), list.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(u"order").toInt() < b.value(u"order").toInt();
    });
    QJsonArray out;
    for (const QJsonObject &q : list)
        out.append(q);
    return out;
}

} // namespace

QStringList checkSchema(const QJsonObject &schema)
{
    QStringList problems;
    const QJsonArray questions = schema.value(u"questions").toArray();
    if (questions.isEmpty())
        problems.append(QStringLiteral("Поле schema.questions должно содержать хотя бы один вопрос"));
    QStringList ids;
    for (int i = 0; i < questions.size(); ++i) {
        const QJsonObject q = questions.at(i).toObject();
        const QString path = QStringLiteral("schema.questions[%1]").arg(i);
        const QString id = q.value(u"id").toString();
        if (id.isEmpty())
            problems.append(blankProblem(path + QStringLiteral(".id")));
        else if (ids.contains(id))
            problems.append(QStringLiteral("Идентификатор вопроса %1 повторяется").arg(id));
        ids.append(id);
        if (q.value(u"label").toString().trimmed().isEmpty())
            problems.append(blankProblem(path + QStringLiteral(".label")));
        const QString type = q.value(u"type").toString();
        if (!kQuestionTypes.contains(type)) {
            problems.append(
                QStringLiteral("Поле %1.type: допустимы %2").arg(path, kQuestionTypes.join(QStringLiteral(", "))));
            continue;
        }
        const QJsonArray options = q.value(u"options").toArray();
        if (hasOptions(type) && options.size() < 2)
            problems.append(QStringLiteral("Вопрос %1 типа %2 должен иметь не меньше двух вариантов").arg(id, type));
        if (!hasOptions(type) && !options.isEmpty())
            problems.append(QStringLiteral("Вопрос %1 типа %2 не может иметь вариантов ответа").arg(id, type));
        QStringList optionIds;
        for (const QJsonValue &o : options) {
            const QString oid = o.toObject().value(u"id").toString();
            if (oid.isEmpty() || o.toObject().value(u"label").toString().isEmpty() || optionIds.contains(oid))
                problems.append(QStringLiteral("Варианты вопроса %1: у каждого нужны уникальный id и label").arg(id));
            optionIds.append(oid);
        }
    }
    return problems;
}

QStringList checkAnswers(const QJsonObject &schema, const QJsonObject &answers)
{
    QStringList problems;
    QStringList known;
    for (const QJsonValue &v : schema.value(u"questions").toArray()) {
        const QJsonObject q = v.toObject();
        const QString id = q.value(u"id").toString();
        known.append(id);
        const QJsonValue a = answers.value(id);
        const QString type = q.value(u"type").toString();
        QStringList options;
        for (const QJsonValue &o : q.value(u"options").toArray())
            options.append(o.toObject().value(u"id").toString());
        const bool empty = a.isUndefined() || a.isNull() || (a.isString() && a.toString().isEmpty())
            || (a.isArray() && a.toArray().isEmpty());
        if (empty) {
            if (q.value(u"required").toBool())
                problems.append(QStringLiteral("Нет ответа на обязательный вопрос %1").arg(id));
            continue;
        }
        bool valid = true;
        if (type == u"yes_no")
            valid = a.isBool();
        else if (type == u"text")
            valid = a.isString();
        else if (type == u"multiple_choice") {
            valid = a.isArray();
            for (const QJsonValue &item : a.toArray())
                valid = valid && options.contains(item.toString());
        } else
            valid = a.isString() && options.contains(a.toString());
        if (!valid)
            problems.append(QStringLiteral("Ответ на вопрос %1 не подходит к типу %2").arg(id, type));
    }
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (!known.contains(it.key()))
            problems.append(QStringLiteral("В анкете нет вопроса %1").arg(it.key()));
    }
    return problems;
}

QJsonObject templateJson(const QuestionnaireTemplate &t)
{
    return {{QStringLiteral("id"), t.id},
            {QStringLiteral("title"), t.title},
            {QStringLiteral("comment"), t.comment},
            {QStringLiteral("active"), t.active},
            {QStringLiteral("version"), t.version},
            {QStringLiteral("schema"), t.schema},
            {QStringLiteral("createdAt"), t.createdAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("updatedAt"), t.updatedAt.toString(Qt::ISODateWithMs)}};
}

QJsonObject submissionJson(const Submission &s)
{
    return {{QStringLiteral("id"), s.id},
            {QStringLiteral("templateId"), s.templateId},
            {QStringLiteral("templateVersion"), s.templateVersion},
            {QStringLiteral("title"), s.title},
            {QStringLiteral("trackingId"), s.trackingId},
            {QStringLiteral("idPatientMis"), s.idPatientMis},
            {QStringLiteral("clientRequestId"), s.clientRequestId},
            {QStringLiteral("status"), s.status},
            {QStringLiteral("channels"), QJsonArray::fromStringList(s.channels)},
            {QStringLiteral("answers"), s.answers},
            {QStringLiteral("sentAt"), s.sentAt.toString(Qt::ISODateWithMs)},
            {QStringLiteral("submittedAt"),
             s.submittedAt.isValid() ? QJsonValue(s.submittedAt.toString(Qt::ISODateWithMs))
                                     : QJsonValue(QJsonValue::Null)}};
}

QByteArray submissionPdf(const Submission &s)
{
    QStringList lines{QStringLiteral("Анкета «%1»").arg(s.title), s.schema.value(u"description").toString(),
                      QStringLiteral("Пациент (идентификатор в МИС): %1").arg(s.idPatientMis),
                      QStringLiteral("Версия шаблона: %1").arg(s.templateVersion), QString()};
    int n = 0;
    for (const QJsonValue &v : orderedQuestions(s.schema)) {
        const QJsonObject q = v.toObject();
        lines.append(
            QStringLiteral("%1. %2%3")
                .arg(++n)
                .arg(q.value(u"label").toString(), q.value(u"required").toBool() ? QStringLiteral(" *") : QString()));
        const QJsonValue answer = s.answers.value(q.value(u"id").toString());
        QStringList labels;
        const auto label = [&q](const QString &id) {
            for (const QJsonValue &o : q.value(u"options").toArray()) {
                if (o.toObject().value(u"id").toString() == id)
                    return o.toObject().value(u"label").toString();
            }
            return id;
        };
        if (answer.isBool())
            labels.append(answer.toBool() ? QStringLiteral("Да") : QStringLiteral("Нет"));
        else if (answer.isArray())
            for (const QJsonValue &a : answer.toArray())
                labels.append(label(a.toString()));
        else if (answer.isString())
            labels.append(hasOptions(q.value(u"type").toString()) ? label(answer.toString()) : answer.toString());
        lines.append(QStringLiteral("   Ответ: %1")
                         .arg(labels.isEmpty() ? QStringLiteral("—") : labels.join(QStringLiteral(", "))));
    }
    return SandboxPdf::document(lines);
}

} // namespace cliniclink::sandbox::signing
