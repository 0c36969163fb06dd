// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A file's size as a person reads it, in the interface's language: "973 байта", "12,5 КБ",
// "4,8 МБ" (units of 1024). QLocale::formattedDataSize() writes "KiB" and "973 байты" in Russian.

#include <QCoreApplication>
#include <QString>

namespace cliniclink {

class DataSize {
    Q_DECLARE_TR_FUNCTIONS(DataSize)
public:
    static QString text(qint64 bytes);
};

} // namespace cliniclink
