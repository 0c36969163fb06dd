// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Unified policy number (ENP): 16 digits with a check digit. The algorithm comes from one public MIS
// and is not confirmed by the insurance fund (field-notes.md): a mismatch is a warning, not a block.

#include <QString>

namespace cliniclink {

enum class EnpProblem { None, Empty, WrongLength, NotDigits, CheckDigitMismatch };

EnpProblem checkEnp(const QString &text);
// The expected 16th digit for the first 15, or -1 when the input is not 15+ digits.
int enpCheckDigit(const QString &digits);

} // namespace cliniclink
