// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Field rules of contract D (D1, D2, D4, D6, D7) as lists of Russian problems, one per field.

#include <QJsonObject>
#include <QStringList>

namespace cliniclink::sandbox::signing {

enum class MetaMode {
    Upload, // POST /signing and drafts/init: attachments listed
    Finalize, // drafts/finalize: no attachments, practitioner.userIdLpu required
    DraftSend, // drafts/send: attachments may be none
};

QStringList checkDispatchMeta(const QJsonObject &meta, MetaMode mode);
// delivery of D1 (default sms when absent), or of a patient's deliveryOverride when present.
QStringList deliveryOf(const QJsonObject &meta, const QJsonObject &patient);

bool isPhone(const QString &phone); // +7 and 10 digits
bool isRussianMobile(const QString &phone); // +79 and 9 digits
bool isDate(const QString &text); // YYYY-MM-DD, a real date
bool isElevenDigits(const QString &text);
bool isHexThumbprint(const QString &text); // 8 to 128 hex digits, either case

bool isUuid(const QString &text);
QString blankProblem(const QString &field);
QString formatProblem(const QString &field);

} // namespace cliniclink::sandbox::signing
