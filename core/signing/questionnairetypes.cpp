// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairetypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cliniclink {

namespace {

QJsonArray optionsJson(const QList<QuestionOption> &options)
{
    QJsonArray out;
    for (int i = 0; i < options.size(); ++i)
        out.append(QJsonObject{{QStringLiteral("id"), options.at(i).id},
                               {QStringLiteral("label"), options.at(i).label},
                               {QStringLiteral("order"), i + 1}});
    return out;
}

} // namespace

QString questionTypeKey(QuestionType type)
{
    switch (type) {
    case QuestionType::YesNo:
        return QStringLiteral("yes_no");
    case QuestionType::Text:
        return QStringLiteral("text");
    case QuestionType::SingleChoice:
        return QStringLiteral("single_choice");
    case QuestionType::MultipleChoice:
        return QStringLiteral("multiple_choice");
    case QuestionType::SelectSingle:
        return QStringLiteral("select_single");
    }
    return {};
}

bool questionTypeFromKey(const QString &key, QuestionType *type)
{
    for (QuestionType t : {QuestionType::YesNo, QuestionType::Text, QuestionType::SingleChoice,
                           QuestionType::MultipleChoice, QuestionType::SelectSingle}) {
        if (questionTypeKey(t) == key) {
            *type = t;
            return true;
        }
    }
    return false;
}

QString questionTypeName(QuestionType type)
{
    switch (type) {
    case QuestionType::YesNo:
        return QCoreApplication::translate("Questionnaire", "Yes or no");
    case QuestionType::Text:
        return QCoreApplication::translate("Questionnaire", "Text");
    case QuestionType::SingleChoice:
        return QCoreApplication::translate("Questionnaire", "One of the options");
    case QuestionType::MultipleChoice:
        return QCoreApplication::translate("Questionnaire", "Several options");
    case QuestionType::SelectSingle:
        return QCoreApplication::translate("Questionnaire", "Drop-down list");
    }
    return {};
}

bool questionTypeHasOptions(QuestionType type)
{
    return type == QuestionType::SingleChoice || type == QuestionType::MultipleChoice
        || type == QuestionType::SelectSingle;
}

QJsonObject QuestionnaireSchema::toJson() const
{
    QJsonArray list;
    for (int i = 0; i < questions.size(); ++i) {
        const Question &q = questions.at(i);
        QJsonObject o{{QStringLiteral("id"), q.id},
                      {QStringLiteral("label"), q.label},
                      {QStringLiteral("type"), questionTypeKey(q.type)},
                      {QStringLiteral("required"), q.required},
                      {QStringLiteral("order"), i + 1}};
        if (questionTypeHasOptions(q.type))
            o.insert(QStringLiteral("options"), optionsJson(q.options));
        list.append(o);
    }
    return {{QStringLiteral("title"), title},
            {QStringLiteral("description"), description},
            {QStringLiteral("questions"), list}};
}

QuestionnaireSchema QuestionnaireSchema::fromJson(const QJsonObject &object)
{
    QuestionnaireSchema s;
    s.title = object.value(u"title").toString();
    s.description = object.value(u"description").toString();
    QList<QPair<int, Question>> ordered;
    const QJsonArray questions = object.value(u"questions").toArray();
    for (int i = 0; i < questions.size(); ++i) {
        const QJsonObject o = questions.at(i).toObject();
        Question q;
        q.id = o.value(u"id").toString();
        q.label = o.value(u"label").toString();
        if (!questionTypeFromKey(o.value(u"type").toString(), &q.type))
            q.type = QuestionType::Text;
        q.required = o.value(u"required").toBool();
        QList<QPair<int, QuestionOption>> options;
        const QJsonArray optionArray = o.value(u"options").toArray();
        for (int j = 0; j < optionArray.size(); ++j) {
            const QJsonObject op = optionArray.at(j).toObject();
            options.append({op.value(u"order").toInt(j + 1),
                            QuestionOption{op.value(u"id").toString(), op.value(u"label").toString()}});
        }
        std::stable_sort(options.begin(), options.end(), [](auto &a, auto &b) { return a.first < b.first; });
        for (const auto &op : std::as_const(options))
            q.options.append(op.second);
        ordered.append({o.value(u"order").toInt(i + 1), q});
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](auto &a, auto &b) { return a.first < b.first; });
    for (const auto &q : std::as_const(ordered))
        s.questions.append(q.second);
    return s;
}

QStringList QuestionnaireSchema::problems() const
{
    QStringList out;
    if (questions.isEmpty())
        out << QCoreApplication::translate("Questionnaire", "Add at least one question.");
    QSet<QString> ids;
    for (int i = 0; i < questions.size(); ++i) {
        const Question &q = questions.at(i);
        const QString n = QString::number(i + 1);
        if (q.label.trimmed().isEmpty())
            out << QCoreApplication::translate("Questionnaire", "Question %1 has no text.").arg(n);
        if (q.id.isEmpty() || ids.contains(q.id))
            out << QCoreApplication::translate("Questionnaire", "Question %1 needs an id of its own.").arg(n);
        ids.insert(q.id);
        if (questionTypeHasOptions(q.type)) {
            int filled = 0;
            for (const QuestionOption &o : q.options)
                filled += !o.label.trimmed().isEmpty();
            if (filled < 2 || filled != q.options.size())
                out << QCoreApplication::translate("Questionnaire",
                                                   "Question %1 needs at least two options, each with a text.")
                           .arg(n);
        }
    }
    return out;
}

QJsonObject QuestionnaireTemplate::toBody(bool withActive) const
{
    QJsonObject o{{QStringLiteral("title"), title},
                  {QStringLiteral("comment"), comment},
                  {QStringLiteral("schema"), schema.toJson()}};
    if (withActive)
        o.insert(QStringLiteral("active"), active);
    return o;
}

QuestionnaireTemplate QuestionnaireTemplate::fromJson(const QJsonObject &object)
{
    QuestionnaireTemplate t;
    t.id = object.value(u"id").toString();
    t.title = object.value(u"title").toString();
    t.comment = object.value(u"comment").toString();
    t.active = object.value(u"active").toBool(true);
    t.version = object.value(u"version").toVariant().toInt();
    if (t.version == 0)
        t.version = 1;
    t.schema = QuestionnaireSchema::fromJson(object.value(u"schema").toObject());
    t.createdAt = QDateTime::fromString(object.value(u"createdAt").toString(), Qt::ISODateWithMs);
    t.updatedAt = QDateTime::fromString(object.value(u"updatedAt").toString(), Qt::ISODateWithMs);
    return t;
}

QuestionnaireSubmission QuestionnaireSubmission::fromJson(const QJsonObject &object)
{
    QuestionnaireSubmission s;
    s.id = object.value(u"id").toString(object.value(u"submissionId").toString());
    s.templateId = object.value(u"templateId").toString();
    s.templateVersion = object.value(u"templateVersion").toVariant().toInt();
    s.title = object.value(u"title").toString();
    s.trackingId = object.value(u"trackingId").toString();
    s.idPatientMis = object.value(u"idPatientMis").toString();
    s.status = object.value(u"status").toString();
    for (const QJsonValue &v : object.value(u"channels").toArray())
        s.channels << v.toString();
    s.answers = object.value(u"answers").toObject();
    s.sentAt = QDateTime::fromString(object.value(u"sentAt").toString(), Qt::ISODateWithMs);
    s.submittedAt = QDateTime::fromString(object.value(u"submittedAt").toString(), Qt::ISODateWithMs);
    return s;
}

QString questionnaireChannelKey(QuestionnaireChannel channel)
{
    switch (channel) {
    case QuestionnaireChannel::App:
        return QStringLiteral("app");
    case QuestionnaireChannel::Email:
        return QStringLiteral("email");
    case QuestionnaireChannel::Sms:
        return QStringLiteral("sms");
    case QuestionnaireChannel::Chatbot:
        return QStringLiteral("chatbot");
    }
    return {};
}

QString questionnaireChannelName(QuestionnaireChannel channel)
{
    switch (channel) {
    case QuestionnaireChannel::App:
        return QCoreApplication::translate("Questionnaire", "Patient app (free)");
    case QuestionnaireChannel::Email:
        return QCoreApplication::translate("Questionnaire", "E-mail (free)");
    case QuestionnaireChannel::Sms:
        return QCoreApplication::translate("Questionnaire", "SMS (paid)");
    case QuestionnaireChannel::Chatbot:
        return QCoreApplication::translate("Questionnaire", "Chat-bot (paid)");
    }
    return {};
}

bool isPaidQuestionnaireChannel(QuestionnaireChannel channel)
{
    return channel == QuestionnaireChannel::Sms || channel == QuestionnaireChannel::Chatbot;
}

bool isRussianMobile(const QString &phone)
{
    static const QRegularExpression re(QStringLiteral("^\\+79\\d{9}$"));
    return re.match(phone.trimmed()).hasMatch();
}

QStringList questionnaireChannelProblems(const QList<QuestionnaireChannel> &channels, const QString &phone,
                                         const QString &email)
{
    QStringList out;
    if (channels.isEmpty())
        out << QCoreApplication::translate("Questionnaire", "Choose at least one channel.");
    bool paid = false;
    for (QuestionnaireChannel c : channels)
        paid = paid || isPaidQuestionnaireChannel(c);
    if (paid && !isRussianMobile(phone))
        out << QCoreApplication::translate("Questionnaire",
                                           "SMS and the chat-bot reach only a Russian mobile number +7 9XX XXX-XX-XX.");
    if (channels.contains(QuestionnaireChannel::Email) && !email.contains(u'@'))
        out << QCoreApplication::translate("Questionnaire", "E-mail needs the patient's address.");
    return out;
}

} // namespace cliniclink
