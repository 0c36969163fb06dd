// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The one CSV writer of every export (the patient list's results, a dictionary's records and its
// changes): what Excel opens without asking, UTF-8 with a BOM, ';' between cells, CRLF between rows,
// cells quoted as RFC 4180 says (a separator, a quote, CR or LF inside; a doubled quote for a quote).
//
// A cell is never run as a formula. A spreadsheet runs a cell that begins with '=', '+', '-' or '@'
// (and, after its own trimming, one that begins with a tab or CR), so such a cell is written with a
// leading "'": Excel then shows the text as it is. What a server answered or a person typed reaches
// the file this way (`=HYPERLINK(...)` from a dictionary, `-2+3+cmd|' /C calc'!A0` in a patient list).
// Only a column the caller declares Number keeps its minus signs, and there only a plain number
// ("-5", "-2,5") is written bare: the type comes from the caller, never from the text, and a cell of a
// Number column that is not a number is protected as text would be. NUL characters are dropped: a
// file with NUL bytes is no text file to a spreadsheet, nor to readCsv().

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace cliniclink {

enum class CsvColumnType { Text, Number };

// The cell as it goes into the file, before quoting: with the leading "'" when a spreadsheet would
// run it, and without NUL characters.
QString csvSafeCell(const QString &cell, CsvColumnType type = CsvColumnType::Text);
// True when a spreadsheet would take the cell for a formula (its first character).
bool csvStartsFormula(const QString &cell);
// True for a plain number as the Number columns hold them: an optional '-', digits, and optionally
// '.' or ',' with more digits.
bool csvIsPlainNumber(const QString &cell);

// Rows as the file holds them. columnTypes[i] is the type of column i; a column past the list is
// Text. Every row (the header too) goes through csvSafeCell(); a header cell is no number, so it is
// protected in a Number column as well.
QByteArray writeCsv(const QList<QStringList> &rows, const QList<CsvColumnType> &columnTypes = {});

} // namespace cliniclink
