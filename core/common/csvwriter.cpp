// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvwriter.h"

namespace cliniclink {

namespace {

constexpr QChar kSeparator = u';';

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// RFC 4180, and what readCsv() needs to give the cell back as it was: readCsv() trims a cell that
// is not quoted, so a cell with white space at either end is quoted too.
bool needsQuotes(const QString &cell)
{
    if (cell.isEmpty())
        return false;
    if (cell.front().isSpace() || cell.back().isSpace())
        return true;
    for (const QChar c : cell) {
        if (c == kSeparator || c == u'"' || c == u'\n' || c == u'\r')
            return true;
    }
    return false;
}

} // namespace

bool csvStartsFormula(const QString &cell)
{
    if (cell.isEmpty())
        return false;
    const QChar first = cell.front();
    return first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t' || first == u'\r';
}

bool csvIsPlainNumber(const QString &cell)
{
    qsizetype i = cell.startsWith(u'-') ? 1 : 0;
    const qsizetype digitsStart = i;
    while (i < cell.size() && isAsciiDigit(cell.at(i)))
        ++i;
    if (i == digitsStart)
        return false;
    if (i == cell.size())
        return true;
    if (cell.at(i) != u'.' && cell.at(i) != u',')
        return false;
    const qsizetype fractionStart = ++i;
    while (i < cell.size() && isAsciiDigit(cell.at(i)))
        ++i;
    return i > fractionStart && i == cell.size();
}

QString csvSafeCell(const QString &cell, CsvColumnType type)
{
    QString out = cell;
    out.remove(QChar(u'\0'));
    if (csvStartsFormula(out) && !(type == CsvColumnType::Number && csvIsPlainNumber(out)))
        out.prepend(u'\'');
    return out;
}

QByteArray writeCsv(const QList<QStringList> &rows, const QList<CsvColumnType> &columnTypes)
{
    QString text;
    for (const QStringList &row : rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (c > 0)
                text += kSeparator;
            const CsvColumnType type = c < columnTypes.size() ? columnTypes.at(c) : CsvColumnType::Text;
            QString cell = csvSafeCell(row.at(c), type);
            if (needsQuotes(cell))
                text += u'"' + cell.replace(u'"', QStringLiteral("\"\"")) + u'"';
            else
                text += cell;
        }
        text += QStringLiteral("\r\n");
    }
    return QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8();
}

} // namespace cliniclink
