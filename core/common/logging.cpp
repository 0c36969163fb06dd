// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "logging.h"

Q_LOGGING_CATEGORY(lcNet, "cliniclink.net")
Q_LOGGING_CATEGORY(lcLimits, "cliniclink.net.limits")
Q_LOGGING_CATEGORY(lcSettings, "cliniclink.settings")
Q_LOGGING_CATEGORY(lcKeychain, "cliniclink.keychain")
Q_LOGGING_CATEGORY(lcJournal, "cliniclink.journal")
Q_LOGGING_CATEGORY(lcPoll, "cliniclink.poll")
Q_LOGGING_CATEGORY(lcUi, "cliniclink.ui")
Q_LOGGING_CATEGORY(lcSandbox, "cliniclink.sandbox")
