// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enp.h"

namespace cliniclink {

namespace {
bool allAsciiDigits(const QString &s)
{
    for (QChar c : s) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}
} // namespace

int enpCheckDigit(const QString &digits)
{
    if (digits.size() < 15 || !allAsciiDigits(digits.left(15)))
        return -1;
    // Odd positions 15, 13, ..., 1 (1-based) read right to left as one number, doubled; then the
    // even positions 14, 12, ..., 2 appended; the check digit completes the digit sum to a ten.
    QString odd;
    for (int pos = 15; pos >= 1; pos -= 2)
        odd.append(digits.at(pos - 1));
    QString joined = QString::number(odd.toLongLong() * 2);
    for (int pos = 14; pos >= 2; pos -= 2)
        joined.append(digits.at(pos - 1));
    int sum = 0;
    for (QChar c : joined)
        sum += c.digitValue();
    return (10 - sum % 10) % 10;
}

EnpProblem checkEnp(const QString &text)
{
    const QString digits = text.trimmed().remove(u' ');
    if (digits.isEmpty())
        return EnpProblem::Empty;
    if (!allAsciiDigits(digits))
        return EnpProblem::NotDigits;
    if (digits.size() != 16)
        return EnpProblem::WrongLength;
    return enpCheckDigit(digits) == digits.at(15).digitValue() ? EnpProblem::None : EnpProblem::CheckDigitMismatch;
}

} // namespace cliniclink
