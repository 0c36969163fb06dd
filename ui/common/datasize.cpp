// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "datasize.h"

#include <QLocale>

namespace cliniclink {

QString DataSize::text(qint64 bytes)
{
    constexpr qint64 kKilo = 1024;
    if (bytes < kKilo)
        return tr("%n byte(s)", nullptr, int(bytes));
    // One decimal below ten units, none above: "9,5 КБ", "120 КБ".
    const auto amount = [](double value) { return QLocale().toString(value, 'f', value < 10 ? 1 : 0); };
    if (bytes < kKilo * kKilo)
        return tr("%1 KB").arg(amount(double(bytes) / kKilo));
    if (bytes < kKilo * kKilo * kKilo)
        return tr("%1 MB").arg(amount(double(bytes) / (kKilo * kKilo)));
    return tr("%1 GB").arg(amount(double(bytes) / (kKilo * kKilo * kKilo)));
}

} // namespace cliniclink
