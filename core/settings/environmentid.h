// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Ids for environments the person adds. An id keys the environment's settings and its keychain
// entries ("<id>/<service>"), so it is made once from the first name and never changes on rename.
//
//   makeEnvironmentId(u"Региональный стенд"_s, taken)  -> "regionalnyy-stend" (or "...-2" if taken)

#include <QString>
#include <QStringList>

namespace cliniclink {

// A lower-case ASCII slug of name (Cyrillic transliterated, other runs of characters become one
// "-"), unique among taken and never one of the built-in ids. "environment" when nothing is left.
QString makeEnvironmentId(const QString &name, const QStringList &taken);
// True when id has the form makeEnvironmentId produces: [a-z0-9] words joined by single dashes.
bool isWellFormedEnvironmentId(const QString &id);

} // namespace cliniclink
