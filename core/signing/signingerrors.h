// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D's refusals in words: each error row of the contract that a person can meet (an
// attachment missing or too large, too many files, a dispatch that is no draft, a cancel or a
// resend the status does not allow, initqes refused, the organization header missing) gets its own
// text, what happened and what to do, and the field at fault when it is the dispatch form's (the
// files). Which route refused comes from the call's path: the same code means another thing on
// cancel than on initqes.

namespace cliniclink {

class ApiCall;
class ApiError;

// ServiceProfile::explainError of service D.
void explainSigningError(ApiError &error, const ApiCall &call);

} // namespace cliniclink
