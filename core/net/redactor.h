// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Masks personal data before anything reaches the request log or debug output: names, SNILS,
// identity documents, phones, e-mails, birth dates, addresses, and base64 file contents. Tokens
// never get this far from us: the Authorization header is not logged at all, and query values that
// carry credentials are masked here too. A server may echo them back, though ("Authorization: N3
// ..." in an error body): text after an Authorization or Bearer word is masked, and redactSecrets()
// masks the tokens themselves wherever they stand. In the local diagnostic mode bodies are kept as
// sent.

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

namespace cliniclink::redactor {

inline constexpr QStringView kMask = u"***";

// JSON values under personal keys are replaced; strings elsewhere get the text patterns below.
QJsonValue redactJson(const QJsonValue &value);
// A body for the log: JSON redacted and compact; text with the patterns masked; anything else
// (PDF, multipart, binary) described by size and type only.
QByteArray redactBody(const QByteArray &body, const QByteArray &contentType);
// Free text: 11-digit runs and SNILS as printed, phone numbers, e-mail addresses, 16-digit ENP, and
// what follows "Authorization:" or "Bearer".
QString redactText(const QString &text);
// Each of secrets (the tokens in use) wherever it appears in text; empty ones are skipped.
QString redactSecrets(const QString &text, const QStringList &secrets);
// A path with query: personal and credential query values masked.
QString redactPathAndQuery(const QString &path, const QUrlQuery &query);

} // namespace cliniclink::redactor
