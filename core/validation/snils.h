// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// SNILS (pension insurance number): 11 digits, the last two a checksum of the first nine
// (field-notes.md). A mistyped number may belong to another person, so nothing here "repairs" one.

#include <QString>

namespace cliniclink {

enum class SnilsProblem {
    None,
    Empty,
    WrongLength, // not 11 digits after removing the separators people type
    NotDigits, // a character other than digits, spaces and dashes
    BadCheckDigits, // the checksum does not match
};

// Digits only: "123-456-789 64" -> "12345678964". Other characters are kept, so a check still fails.
QString snilsDigits(const QString &text);
// The checksum of the first nine digits as the two-digit string it should end with.
QString snilsCheckDigits(const QString &nineDigits);
// Validates text as typed (separators allowed). Numbers not above 001-001-998 are not checked.
SnilsProblem checkSnils(const QString &text);
inline bool isValidSnils(const QString &text)
{
    return checkSnils(text) == SnilsProblem::None;
}
// "12345678964" -> "123-456-789 64"; other input is returned unchanged.
QString formatSnils(const QString &digits);

} // namespace cliniclink
