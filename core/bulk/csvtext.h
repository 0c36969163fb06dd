// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Spreadsheets as Excel writes them in Russia: CSV with ';' (the Russian list separator) or ',',
// in Windows-1251 or UTF-8 with or without a byte order mark. readCsv() detects the encoding and
// the separator and shows what it chose (CsvFormat), so the person can change either and read the
// same bytes again. Cells are RFC 4180: quoted cells may hold separators, line breaks and doubled
// quotes. Writing is core/common/csvwriter.h's writeCsv(), the one writer of every export.

#include "core/common/csvwriter.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cliniclink {

enum class CsvEncoding { Utf8, Windows1251 };

struct CsvFormat {
    CsvEncoding encoding = CsvEncoding::Utf8;
    QChar separator = u';';
    bool operator==(const CsvFormat &) const = default;
};

struct CsvTable {
    CsvFormat format; // what the bytes were read as
    QList<QStringList> rows; // every non-empty line, cells trimmed of the quotes only
    QString error; // translated; set when the bytes are not a CSV text (rows is then empty)

    bool ok() const { return error.isEmpty(); }
};

// The encoding and separator the bytes most likely use.
CsvFormat detectCsvFormat(const QByteArray &bytes);
// Reads bytes as `format` says, or as detected when no format is given.
CsvTable readCsv(const QByteArray &bytes, std::optional<CsvFormat> format = std::nullopt);

// Windows-1251, both ways (Qt's converters know only the Unicode encodings and Latin-1).
QString decodeWindows1251(const QByteArray &bytes);
// Characters the code page lacks become '?'.
QByteArray encodeWindows1251(const QString &text);

} // namespace cliniclink
