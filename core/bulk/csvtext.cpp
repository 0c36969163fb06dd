// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "csvtext.h"

#include <QCoreApplication>
#include <QStringDecoder>

// The translation context of the messages below.
class CsvText {
    Q_DECLARE_TR_FUNCTIONS(CsvText)
};

namespace cliniclink {

namespace {

// Windows-1251 0x80..0xBF; 0xC0..0xFF are А..я in order. 0x98 is unassigned.
constexpr char16_t kHighHalf[64] = {
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A,
    0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122,
    0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6,
    0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456,
    0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457};

const QByteArray kUtf8Bom = QByteArrayLiteral("\xEF\xBB\xBF");

bool isUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

QString decode(const QByteArray &bytes, CsvEncoding encoding)
{
    if (encoding == CsvEncoding::Windows1251)
        return decodeWindows1251(bytes);
    return QString::fromUtf8(bytes.startsWith(kUtf8Bom) ? bytes.mid(kUtf8Bom.size()) : bytes);
}

// A workbook, a PDF, an image: text files hold no NUL bytes.
bool looksBinary(const QByteArray &bytes)
{
    return bytes.left(64 * 1024).contains('\0');
}

// Cells of the first lines per candidate separator, outside quotes.
QChar guessSeparator(const QString &text)
{
    const QChar candidates[] = {u';', u',', u'\t'};
    int bestScore = -1;
    QChar best = u';';
    for (QChar separator : candidates) {
        // A separator that splits the first lines into the same number of cells, more than one.
        QList<int> counts;
        int cells = 1;
        bool quoted = false;
        for (qsizetype i = 0; i < text.size() && counts.size() < 20; ++i) {
            const QChar c = text.at(i);
            if (c == u'"')
                quoted = !quoted;
            else if (!quoted && c == separator)
                ++cells;
            else if (!quoted && c == u'\n') {
                if (cells > 1 || !counts.isEmpty())
                    counts << cells;
                cells = 1;
            }
        }
        if (cells > 1)
            counts << cells;
        if (counts.isEmpty())
            continue;
        int consistent = 0;
        for (int n : std::as_const(counts))
            consistent += n == counts.first() && n > 1 ? 1 : 0;
        // Consistency first, then width: a ',' inside Russian names is rarer than ';' between cells.
        const int score = consistent * 1000 + std::min(counts.first(), 999);
        if (score > bestScore) {
            bestScore = score;
            best = separator;
        }
    }
    return best;
}

} // namespace

QString decodeWindows1251(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (const char ch : bytes) {
        const auto b = static_cast<unsigned char>(ch);
        if (b < 0x80)
            out.append(QChar(char16_t(b)));
        else if (b < 0xC0)
            out.append(QChar(kHighHalf[b - 0x80]));
        else
            out.append(QChar(char16_t(0x0410 + (b - 0xC0))));
    }
    return out;
}

QByteArray encodeWindows1251(const QString &text)
{
    QByteArray out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x80) {
            out.append(char(u));
        } else if (u >= 0x0410 && u <= 0x044F) {
            out.append(char(0xC0 + (u - 0x0410)));
        } else {
            const char16_t *found = std::find(std::begin(kHighHalf), std::end(kHighHalf), u);
            out.append(found != std::end(kHighHalf) && u != 0xFFFD ? char(0x80 + (found - kHighHalf)) : '?');
        }
    }
    return out;
}

CsvFormat detectCsvFormat(const QByteArray &bytes)
{
    CsvFormat format;
    format.encoding = bytes.startsWith(kUtf8Bom) || isUtf8(bytes) ? CsvEncoding::Utf8 : CsvEncoding::Windows1251;
    format.separator = guessSeparator(decode(bytes.left(64 * 1024), format.encoding));
    return format;
}

CsvTable readCsv(const QByteArray &bytes, std::optional<CsvFormat> format)
{
    CsvTable table;
    if (bytes.trimmed().isEmpty()) {
        table.error = CsvText::tr("The file is empty.");
        return table;
    }
    if (looksBinary(bytes)) {
        table.error = bytes.startsWith("PK")
            ? CsvText::tr("This is an Excel workbook, not a CSV file. In Excel choose \"Save as\" and the type "
                          "\"CSV (разделители — точка с запятой)\", then open that file.")
            : CsvText::tr(
                "This is not a CSV text file. Save the table from the spreadsheet as CSV and open that file.");
        return table;
    }
    table.format = format.value_or(detectCsvFormat(bytes));
    const QString text = decode(bytes, table.format.encoding);
    const QChar separator = table.format.separator;

    QStringList row;
    QString cell;
    bool quoted = false;
    bool cellWasQuoted = false;
    int line = 1;
    int quoteLine = 0;
    const auto endRow = [&] {
        row << (cellWasQuoted ? cell : cell.trimmed());
        bool empty = true;
        for (const QString &c : std::as_const(row))
            empty = empty && c.trimmed().isEmpty();
        if (!empty)
            table.rows << row;
        row.clear();
        cell.clear();
        cellWasQuoted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    cell += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
                continue; // a line break inside a cell is kept as '\n', as Excel shows it
            } else {
                if (c == u'\n')
                    ++line;
                cell += c;
            }
        } else if (c == u'"' && cell.trimmed().isEmpty()) {
            quoted = true;
            cellWasQuoted = true;
            cell.clear();
            quoteLine = line;
        } else if (c == separator) {
            row << (cellWasQuoted ? cell : cell.trimmed());
            cell.clear();
            cellWasQuoted = false;
        } else if (c == u'\n') {
            endRow();
            ++line;
        } else if (c != u'\r') {
            cell += c;
        }
    }
    if (quoted) {
        table.rows.clear();
        table.error = CsvText::tr("Line %1: a quoted cell is not closed, so the rest of the file cannot be "
                                  "read. Check the quotes in that line.")
                          .arg(quoteLine);
        return table;
    }
    if (!cell.isEmpty() || !row.isEmpty())
        endRow();
    if (table.rows.isEmpty())
        table.error = CsvText::tr("The file has no rows.");
    return table;
}

} // namespace cliniclink
