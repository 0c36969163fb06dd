// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The dictionaries the contract (platform-api.md) and the field notes name, so a person can find one
// by name before anything is cached. The names are the platform's own (Russian), never translated.

#include <QList>
#include <QString>

namespace cliniclink {

struct KnownDictionary {
    QString oid;
    QString name;
};

const QList<KnownDictionary> &knownDictionaries();
// Known dictionaries whose OID or name contains text (case-insensitive); all when text is empty.
QList<KnownDictionary> findKnownDictionaries(const QString &text);

} // namespace cliniclink
