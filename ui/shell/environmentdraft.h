// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One environment as it is being edited in the settings: the fields exactly as typed (so a wrong
// address is shown back as the person wrote it), and the tokens, kept apart from the Environment
// because they go to the keychain, never to QSettings.
//
// The check*() functions are pure: each gives the message to show under its field, translated, or
// an empty string when the value is acceptable. Nothing here changes a value: a mistyped SNILS is
// reported, never repaired (field-notes.md).

#include "core/settings/environment.h"

#include <QMap>
#include <QSet>
#include <QString>

namespace cliniclink {

struct EnvironmentDraft {
    Environment environment; // everything but the addresses, which are in urlTexts
    QMap<Service, QString> urlTexts; // the address fields as typed
    QMap<Service, QString> tokens; // as typed, or as read from the keychain
    QSet<Service> editedTokens; // tokens the person changed: only these are written

    static EnvironmentDraft fromEnvironment(const Environment &env);
    // The environment with the addresses parsed; call after validate() found nothing.
    Environment toEnvironment() const;
};

// Field keys: "url.<service key>", "schemeWord", "organizationId", "misOid", "snils", "caFile", "linkHosts".
using FieldProblems = QMap<QString, QString>;
QString urlFieldKey(Service service);
FieldProblems validate(const EnvironmentDraft &draft);

// Empty is fine (the service is not configured); otherwise an absolute http(s) address with a host.
QString checkBaseUrl(const QString &text);
// Empty is fine; otherwise a UUID such as 4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60.
QString checkOrganizationId(const QString &text);
// Empty is fine; otherwise dotted numbers: 1.2.643.5.1.13.
QString checkOid(const QString &text);
// Empty is fine; otherwise 11 digits (spaces and dashes allowed) whose check digits match.
QString checkSnilsText(const QString &text);
// One word of Latin letters and digits, such as N3.
QString checkSchemeWord(const QString &text);
// Empty is fine; otherwise a readable file of CA certificates (PEM or DER).
QString checkCaFile(const QString &text);
// Empty is fine; otherwise host names separated by commas or spaces: sign.example.ru, esia.example.ru
QString checkLinkHosts(const QString &text);
// Empty is fine; otherwise postgresql://[user@]host[:port]/database without a password.
QString checkClinicDatabase(const QString &text);
QStringList parseLinkHosts(const QString &text);
// The certificates of a CA file, one paragraph each (subject, issuer, validity, SHA-256), for Settings.
QString describeCaFile(const QString &path);

} // namespace cliniclink
