// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "snils.h"

namespace cliniclink {

QString snilsDigits(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        if (c != u' ' && c != u'-')
            out.append(c);
    }
    return out;
}

QString snilsCheckDigits(const QString &nineDigits)
{
    int sum = 0;
    for (int i = 0; i < 9; ++i)
        sum += nineDigits.at(i).digitValue() * (9 - i);
    int check = 0;
    if (sum < 100)
        check = sum;
    else if (sum > 101)
        check = (sum % 101) == 100 ? 0 : sum % 101;
    return QStringLiteral("%1").arg(check, 2, 10, QLatin1Char('0'));
}

SnilsProblem checkSnils(const QString &text)
{
    const QString digits = snilsDigits(text.trimmed());
    if (digits.isEmpty())
        return SnilsProblem::Empty;
    for (QChar c : digits) {
        if (!c.isDigit() || c.unicode() > '9')
            return SnilsProblem::NotDigits;
    }
    if (digits.size() != 11)
        return SnilsProblem::WrongLength;
    if (digits.left(9).toInt() <= 1001998)
        return SnilsProblem::None;
    return snilsCheckDigits(digits.left(9)) == digits.right(2) ? SnilsProblem::None : SnilsProblem::BadCheckDigits;
}

QString formatSnils(const QString &digits)
{
    if (digits.size() != 11)
        return digits;
    return digits.left(3) % u'-' % digits.mid(3, 3) % u'-' % digits.mid(6, 3) % u' ' % digits.right(2);
}

} // namespace cliniclink
