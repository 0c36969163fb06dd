// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every logging category of the project, in one place. Names are dotted: cliniclink.<area>.
// Nothing logged here may contain a token or unmasked personal data (see net/redactor.h).

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcNet) // cliniclink.net
Q_DECLARE_LOGGING_CATEGORY(lcLimits) // cliniclink.net.limits
Q_DECLARE_LOGGING_CATEGORY(lcSettings) // cliniclink.settings
Q_DECLARE_LOGGING_CATEGORY(lcKeychain) // cliniclink.keychain
Q_DECLARE_LOGGING_CATEGORY(lcJournal) // cliniclink.journal
Q_DECLARE_LOGGING_CATEGORY(lcPoll) // cliniclink.poll
Q_DECLARE_LOGGING_CATEGORY(lcUi) // cliniclink.ui
Q_DECLARE_LOGGING_CATEGORY(lcSandbox) // cliniclink.sandbox
