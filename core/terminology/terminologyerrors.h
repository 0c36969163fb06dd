// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The terminology service's refusals in words: a change history asked from a later version to an
// earlier one (400, "high and low version are set incorrectly"), and a dictionary, version or
// code the service does not have (404 not-found). The first is also caught before sending, beside
// the versions, by versionsHistoryProblem().

#include "core/terminology/terminologytypes.h"

#include <QList>
#include <QString>

namespace cliniclink {

class ApiCall;
class ApiError;
struct VersionsHistoryQuery;

namespace terminologyfield {
// The pair of versions of a change history (ApiError::field() of its refusals).
inline QString historyVersions()
{
    return QStringLiteral("historyVersions");
}
} // namespace terminologyfield

// Why the history cannot be asked as it is (its high version before its low one), or empty.
// known: the dictionary's versions oldest first, as $versions lists them; a version not among them
// is compared by its numbers (1.9 before 1.10).
QString versionsHistoryProblem(const VersionsHistoryQuery &query, const QList<DictionaryVersion> &known);

// ServiceProfile::explainError of the terminology service.
void explainTerminologyError(ApiError &error, const ApiCall &call);

} // namespace cliniclink
