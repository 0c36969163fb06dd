// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The content of questionnaires (D6): schema rules (question types, options), answers checked
// against a schema, the JSON of templates and submissions, and the questionnaire's PDF.

#include "signingtypes.h"

#include <QJsonObject>
#include <QStringList>

namespace cliniclink::sandbox::signing {

QStringList checkSchema(const QJsonObject &schema);
QStringList checkAnswers(const QJsonObject &schema, const QJsonObject &answers);
QJsonObject templateJson(const QuestionnaireTemplate &t);
QJsonObject submissionJson(const Submission &s);
QByteArray submissionPdf(const Submission &s);

} // namespace cliniclink::sandbox::signing
