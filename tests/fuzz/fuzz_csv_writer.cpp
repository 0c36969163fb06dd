// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// writeCsv, the one writer of every export, on arbitrary cells, checked against two invariants:
// no cell of the file begins with a character a spreadsheet runs as a formula unless its column is
// declared Number and the cell is a plain number, and readCsv gives every cell back as written
// (with the "'" where one was added). The rule is spelled out here again on purpose, so a change of
// the writer's own helpers cannot make the check agree with a mistake.
//
// Input: the first byte declares the column types (bit i set: column i is Number, columns past 7
// are text); the rest is UTF-8, rows separated by 0x1E and cells by 0x1F (the ASCII record and unit
// separators), so every other character, NUL, quotes, ';', CR and LF included, can be in a cell.
#include "core/bulk/csvtext.h"
#include "core/common/csvwriter.h"
#include "fuzzsupport.h"

#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>

namespace {

void check(bool ok, const char *what)
{
    if (ok)
        return;
    std::fprintf(stderr, "csv_writer: %s\n", what);
    std::abort();
}

bool beginsFormula(const QString &cell)
{
    static const QString kFormula = QStringLiteral("=+-@\t\r");
    return !cell.isEmpty() && kFormula.contains(cell.front());
}

bool plainNumber(const QString &cell)
{
    static const QRegularExpression kNumber(QStringLiteral("\\A-?[0-9]+(?:[.,][0-9]+)?\\z"));
    return kNumber.match(cell).hasMatch();
}

bool blank(const QStringList &row)
{
    for (const QString &cell : row) {
        if (!cell.trimmed().isEmpty())
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    fuzz::ensureApplication();
    if (size < 1)
        return 0;
    QList<CsvColumnType> types;
    for (int bit = 0; bit < 8; ++bit)
        types << ((data[0] >> bit) & 1 ? CsvColumnType::Number : CsvColumnType::Text);
    const auto typeOf = [&types](qsizetype column) {
        return column < types.size() ? types.at(column) : CsvColumnType::Text;
    };

    QList<QStringList> rows;
    for (const QByteArray &line : fuzz::bytes(data + 1, size - 1).split('\x1e')) {
        QStringList cells;
        for (const QByteArray &cell : line.split('\x1f'))
            cells << QString::fromUtf8(cell);
        rows << cells;
    }

    const QByteArray bytes = writeCsv(rows, types);
    check(bytes.startsWith("\xEF\xBB\xBF"), "no byte order mark");

    // What the file must hold: each cell without NUL, with "'" before a formula unless it is a plain
    // number in a Number column; a line break inside a cell read back as Excel shows it ('\n'); rows
    // with nothing in them are not rows to readCsv.
    QList<QStringList> expected;
    for (const QStringList &row : std::as_const(rows)) {
        QStringList cells;
        for (qsizetype c = 0; c < row.size(); ++c) {
            QString cell = row.at(c);
            cell.remove(QChar(u'\0'));
            if (beginsFormula(cell) && !(typeOf(c) == CsvColumnType::Number && plainNumber(cell)))
                cell.prepend(u'\'');
            cells << cell.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
        }
        if (!blank(cells))
            expected << cells;
    }

    const CsvTable back = readCsv(bytes, CsvFormat{CsvEncoding::Utf8, u';'});
    if (expected.isEmpty()) {
        check(!back.ok(), "a file of blank rows read as rows");
        return 0;
    }
    check(back.ok(), "the written file does not read back");
    check(back.rows == expected, "a cell did not read back as written");
    for (const QStringList &row : back.rows) {
        for (qsizetype c = 0; c < row.size(); ++c) {
            check(!beginsFormula(row.at(c)) || (typeOf(c) == CsvColumnType::Number && plainNumber(row.at(c))),
                  "a cell begins with a formula character");
        }
    }
    return 0;
}
