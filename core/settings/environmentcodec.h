// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// How one Environment is laid out in QSettings, inside the array element the caller has opened.
// Internal to EnvironmentStore; kept apart so the layout and its migrations read in one place.
//
//   id, kind, name, schemeWord, organizationId, misOid, timeoutSeconds, qesZspd (absent: false),
//   url/<service key>            (not for the Sandbox: its URLs are runtime values)
//   practitioner/{familyName, givenName, middleName, userIdLpu, snils}
//   limits/<service>.<route class> = requests per minute
//
// There is deliberately no field for a token: tokens live in the keychain only.

#include "environment.h"

class QSettings;

namespace cliniclink::environmentcodec {

void write(QSettings &settings, const Environment &env);
// The environment in the current group; unknown services and malformed values are skipped.
Environment read(QSettings &settings);

} // namespace cliniclink::environmentcodec
