// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D questionnaires (D6): a template's schema with its five question types, the template as
// the platform keeps it (versions, active), a submission, and the delivery channels with their
// rules (app and email free; sms and chatbot paid and only to a Russian mobile +7 9XX; mid refused).

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cliniclink {

enum class QuestionType { YesNo, Text, SingleChoice, MultipleChoice, SelectSingle };

QString questionTypeKey(QuestionType type); // "yes_no", "text", "single_choice", ...
bool questionTypeFromKey(const QString &key, QuestionType *type);
QString questionTypeName(QuestionType type); // translated
bool questionTypeHasOptions(QuestionType type); // the three choices: at least two options

struct QuestionOption {
    QString id;
    QString label;
    bool operator==(const QuestionOption &) const = default;
};

struct Question {
    QString id;
    QString label;
    QuestionType type = QuestionType::YesNo;
    bool required = false;
    QList<QuestionOption> options; // in order
    bool operator==(const Question &) const = default;
};

struct QuestionnaireSchema {
    QString title;
    QString description;
    QList<Question> questions; // in order: `order` is written from the position

    QJsonObject toJson() const;
    static QuestionnaireSchema fromJson(const QJsonObject &object); // sorted by `order`
    // What the platform would refuse, one sentence each (translated); empty when none.
    QStringList problems() const;
    bool operator==(const QuestionnaireSchema &) const = default;
};

struct QuestionnaireTemplate {
    QString id;
    QString title;
    QString comment;
    bool active = true;
    int version = 1;
    QuestionnaireSchema schema;
    QDateTime createdAt;
    QDateTime updatedAt;

    // The POST/PUT body (PUT adds `active`).
    QJsonObject toBody(bool withActive) const;
    static QuestionnaireTemplate fromJson(const QJsonObject &object);
};

struct QuestionnaireSubmission {
    QString id;
    QString templateId;
    int templateVersion = 0;
    QString title;
    QString trackingId;
    QString idPatientMis;
    QString status; // "sent", "submitted"
    QStringList channels;
    QJsonObject answers; // question id -> value
    QDateTime sentAt;
    QDateTime submittedAt;
    static QuestionnaireSubmission fromJson(const QJsonObject &object);
};

// The channels a questionnaire can be sent by, and the contract's rules for them.
enum class QuestionnaireChannel { App, Email, Sms, Chatbot };
QString questionnaireChannelKey(QuestionnaireChannel channel);
QString questionnaireChannelName(QuestionnaireChannel channel); // translated
bool isPaidQuestionnaireChannel(QuestionnaireChannel channel); // sms and chatbot
// Why the channels cannot be used for a patient with this phone and e-mail, one sentence each
// (translated); empty when they can.
QStringList questionnaireChannelProblems(const QList<QuestionnaireChannel> &channels, const QString &phone,
                                         const QString &email);
bool isRussianMobile(const QString &phone); // +79XXXXXXXXX

} // namespace cliniclink
