// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxpdf.h"

#include "pdfstampfont.h"
#include "sandbox/services/signing/signingpdfreader.h"

#include <QRegularExpression>

#include <functional>
#include <optional>
#include <vector>

namespace cliniclink::sandbox {

namespace {

constexpr int kLinesPerPage = 45;
constexpr int kCharsPerLine = 88;

// Helvetica with WinAnsi as base and Cyrillic placed over 0xC0..0xFF (the cp1251 layout), named by
// the Adobe Glyph List's afii names: the names Helvetica's common substitutes (URW Nimbus Sans)
// carry, and the ones text extractors map back to Unicode.
QByteArray cyrillicGlyph(int offset, int base)
{
    // А..Я and а..я in Unicode order; the AGL numbers Ё/ё after Е/е, so the rest shift by one.
    return "/afii" + QByteArray::number(base + (offset < 6 ? offset : offset + 1));
}

QByteArray fontObject()
{
    QByteArray differences = "192";
    for (int i = 0; i < 32; ++i)
        differences += ' ' + cyrillicGlyph(i, 10017);
    for (int i = 0; i < 32; ++i)
        differences += ' ' + cyrillicGlyph(i, 10065);
    differences += " 168 /afii10023 184 /afii10071 185 /afii61352";
    // Helvetica's metrics know no Cyrillic glyph: without widths every letter would have width 0,
    // overlap its neighbour and be lost by text extraction.
    static const int ascii[] = {278,  278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
                                556,  556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
                                1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
                                667,  778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
                                333,  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
                                556,  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};
    QByteArray widths;
    for (int code = 32; code <= 255; ++code) {
        const int w = code <= 126          ? ascii[code - 32]
            : code == 0xB9 || code == 0x97 ? 1000
            : code >= 0xC0 && code < 0xE0  ? 667
                                           : 556;
        widths += QByteArray::number(w) + ' ';
    }
    return "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /LastChar 255 /Widths ["
        + widths.trimmed() + "] /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ["
        + differences + "] >> >>";
}

char encode(char16_t u)
{
    if (u >= 0x20 && u < 0x7f)
        return char(u);
    if (u >= 0x410 && u <= 0x44F)
        return char(0xC0 + (u - 0x410));
    switch (u) {
    case 0x401:
        return char(0xA8);
    case 0x451:
        return char(0xB8);
    case 0x2116:
        return char(0xB9);
    case 0xAB:
        return char(0xAB);
    case 0xBB:
        return char(0xBB);
    case 0x2014:
        return char(0x97);
    case 0x2013:
        return char(0x96);
    case 0xA0:
        return ' ';
    default:
        return '?';
    }
}

QByteArray pdfString(const QString &line)
{
    QByteArray out;
    for (const QChar c : line) {
        const char ch = encode(c.unicode());
        if (ch == '(' || ch == ')' || ch == '\\')
            out += '\\';
        out += ch;
    }
    return out;
}

QStringList wrapped(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines) {
        QString rest = line;
        while (rest.size() > kCharsPerLine) {
            qsizetype cut = rest.lastIndexOf(u' ', kCharsPerLine);
            if (cut <= 0)
                cut = kCharsPerLine;
            out.append(rest.left(cut));
            rest = rest.mid(cut).trimmed();
        }
        out.append(rest);
    }
    return out;
}

QByteArray literalString(const QString &line)
{
    return '(' + pdfString(line) + ')';
}

QByteArray pageContent(const QStringList &lines, const std::function<QByteArray(const QString &)> &show = literalString)
{
    QByteArray content = "BT\n/F1 14 Tf\n50 790 Td\n20 TL\n";
    bool heading = true;
    for (const QString &line : lines) {
        content += show(line) + " Tj\nT*\n";
        if (heading) {
            content += "/F1 11 Tf\n15 TL\n";
            heading = false;
        }
    }
    return content + "ET\n";
}

QByteArray streamObject(const QByteArray &content)
{
    return "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "endstream";
}

QByteArray xrefEntry(qsizetype offset, int generation = 0)
{
    return QByteArray::number(qlonglong(offset)).rightJustified(10, '0') + ' '
        + QByteArray::number(generation).rightJustified(5, '0') + " n \n";
}

} // namespace

QByteArray SandboxPdf::document(const QStringList &lines)
{
    const QStringList all = wrapped(lines);
    std::vector<QStringList> pages;
    for (qsizetype i = 0; i < all.size() || pages.empty(); i += kLinesPerPage)
        pages.push_back(all.mid(i, kLinesPerPage));

    // The stamp's font, embedded, as in appendPage(): the lab's reports and the forms are Russian,
    // and Qt's PDF engine has no Cyrillic substitute for Helvetica. Without it, the old Helvetica.
    const std::optional<PdfStampFont> font = PdfStampFont::forText(all);
    const auto show = [&font](const QString &line) { return font ? font->show(line) : literalString(line); };

    // 1 catalog, 2 pages, 3 font, then a page and its content per page, then the embedded font's
    // other objects.
    std::vector<QByteArray> objects{"<< /Type /Catalog /Pages 2 0 R >>", QByteArray(), fontObject()};
    QByteArray kids;
    for (const QStringList &page : pages) {
        const int pageNumber = int(objects.size()) + 1;
        kids += QByteArray::number(pageNumber) + " 0 R ";
        objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> "
                          "/Contents "
                          + QByteArray::number(pageNumber + 1) + " 0 R >>");
        objects.push_back(streamObject(pageContent(page, show)));
    }
    objects[1] =
        "<< /Type /Pages /Kids [" + kids.trimmed() + "] /Count " + QByteArray::number(qulonglong(pages.size())) + " >>";
    if (font) {
        const QList<QByteArray> fontObjects = font->objects(3, int(objects.size()) + 1);
        objects[2] = fontObjects.first();
        for (qsizetype i = 1; i < fontObjects.size(); ++i)
            objects.push_back(fontObjects.at(i));
    }

    QByteArray pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    std::vector<qsizetype> offsets;
    for (size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(pdf.size());
        pdf += QByteArray::number(qulonglong(i + 1)) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(qulonglong(objects.size() + 1)) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += xrefEntry(offset);
    pdf += "trailer\n<< /Size " + QByteArray::number(qulonglong(objects.size() + 1)) + " /Root 1 0 R >>\nstartxref\n"
        + QByteArray::number(qlonglong(xref)) + "\n%%EOF\n";
    return pdf;
}

QByteArray SandboxPdf::standIn(const QString &fileName, const QString &documentType, qsizetype size)
{
    return document({QStringLiteral("Документ «%1»").arg(fileName),
                     QStringLiteral("Тип файла: %1, размер: %2 байт.").arg(documentType).arg(size), QString(),
                     QStringLiteral("Это PDF, составленный песочницей ClinicLink вместо преобразования файла."),
                     QStringLiteral("Песочница не преобразует офисные форматы: содержимое и страницы исходного"),
                     QStringLiteral("документа здесь не воспроизводятся, исходный файл хранится без изменений."),
                     QStringLiteral("Страниц в этом PDF: 1.")});
}

namespace {

// "/Count n" in a page tree, compiled once.
const QRegularExpression &countPattern()
{
    static const QRegularExpression re(QStringLiteral("/Count\\s+(\\d+)"));
    return re;
}

// What an incremental update needs from the document it extends.
struct PageTree {
    pdfreader::Trailer trailer;
    int pages = 0;
    int pagesGeneration = 0;
    QString pagesDictionary;
    int count = 0;
    qsizetype kidsEnd = -1;
};

std::optional<PageTree> readPageTree(const QByteArray &pdf, pdfreader::Budget &budget)
{
    PageTree tree;
    const auto trailer = pdfreader::trailer(pdf);
    if (!trailer)
        return std::nullopt;
    tree.trailer = *trailer;
    if (!pdfreader::reference(pdfreader::object(pdf, trailer->root, trailer->rootGeneration, budget), "Pages",
                              &tree.pages, &tree.pagesGeneration))
        return std::nullopt;
    tree.pagesDictionary = QString::fromLatin1(pdfreader::object(pdf, tree.pages, tree.pagesGeneration, budget));
    const auto count = countPattern().match(tree.pagesDictionary);
    tree.kidsEnd = tree.pagesDictionary.indexOf(u']', tree.pagesDictionary.indexOf(QStringLiteral("/Kids")));
    if (!count.hasMatch() || tree.kidsEnd < 0 || tree.pagesDictionary.contains(QStringLiteral("stream")))
        return std::nullopt;
    bool ok = false;
    const qlonglong pages = count.captured(1).toLongLong(&ok);
    // One more page must still be a page count a PDF can have.
    if (!ok || pages >= pdfreader::kMaxObjectNumber)
        return std::nullopt;
    tree.count = int(pages);
    return tree;
}

} // namespace

bool SandboxPdf::tooCostlyToRead(const QByteArray &pdf)
{
    pdfreader::Budget budget;
    return tooCostlyToRead(pdf, budget);
}

bool SandboxPdf::tooCostlyToRead(const QByteArray &pdf, pdfreader::Budget &budget)
{
    static_cast<void>(readPageTree(pdf, budget));
    return budget.exceeded;
}

QByteArray SandboxPdf::appendPage(const QByteArray &pdf, const QStringList &lines)
{
    pdfreader::Budget budget;
    return appendPage(pdf, lines, budget);
}

QByteArray SandboxPdf::appendPage(const QByteArray &pdf, const QStringList &lines, pdfreader::Budget &budget)
{
    if (!looksLikePdf(pdf))
        return {};
    const std::optional<PageTree> tree = readPageTree(pdf, budget);
    if (!tree)
        return {};
    const pdfreader::Trailer *trailer = &tree->trailer;
    const int root = trailer->root, rootGen = trailer->rootGeneration, size = trailer->size;
    const int pages = tree->pages, pagesGen = tree->pagesGeneration;
    QString pagesDict = tree->pagesDictionary;
    const qsizetype kidsEnd = tree->kidsEnd;

    // The stamp's own font, embedded: readers without a Cyrillic substitute for Helvetica (the
    // PDF engine in Qt) drew the stamp blank. Without the font built in, the old Helvetica.
    const QStringList stampLines = wrapped(lines).mid(0, kLinesPerPage);
    const std::optional<PdfStampFont> stampFont = PdfStampFont::forText(stampLines);
    // Font, content and page keep their numbers with either font; the embedded font's other
    // objects follow the page.
    const int font = size, content = size + 1, page = size + 2;
    const int last = stampFont ? page + PdfStampFont::kObjectCount - 1 : page;
    pagesDict.insert(kidsEnd, QStringLiteral(" %1 0 R").arg(page));
    pagesDict.replace(countPattern(), QStringLiteral("/Count %1").arg(tree->count + 1));

    QByteArray out = pdf;
    if (!out.endsWith('\n'))
        out += '\n';
    const auto add = [&out](int number, int generation, const QByteArray &body) {
        const qsizetype offset = out.size();
        out += QByteArray::number(number) + ' ' + QByteArray::number(generation) + " obj\n" + body + "\nendobj\n";
        return offset;
    };
    const qsizetype pagesOffset = add(pages, pagesGen, pagesDict.toLatin1());
    QList<qsizetype> fontOffsets; // of the objects after the page
    qsizetype fontOffset = 0;
    if (stampFont) {
        const QList<QByteArray> objects = stampFont->objects(font, page + 1);
        fontOffset = add(font, 0, objects.first());
        for (qsizetype i = 1; i < objects.size(); ++i)
            fontOffsets << add(page + int(i), 0, objects.at(i));
    } else {
        fontOffset = add(font, 0, fontObject());
    }
    const qsizetype contentOffset =
        add(content, 0,
            streamObject(stampFont ? pageContent(stampLines, [&](const QString &line) { return stampFont->show(line); })
                                   : pageContent(stampLines)));
    const qsizetype pageOffset =
        add(page, 0,
            "<< /Type /Page /Parent " + QByteArray::number(pages) + ' ' + QByteArray::number(pagesGen)
                + " R /MediaBox [0 0 595 842] /Resources << /Font << /F1 " + QByteArray::number(font)
                + " 0 R >> >> /Contents " + QByteArray::number(content) + " 0 R >>");
    const qsizetype xref = out.size();
    out += "xref\n" + QByteArray::number(pages) + " 1\n" + xrefEntry(pagesOffset, pagesGen);
    out += QByteArray::number(size) + ' ' + QByteArray::number(last - size + 1) + '\n';
    out += xrefEntry(fontOffset) + xrefEntry(contentOffset) + xrefEntry(pageOffset);
    for (const qsizetype offset : fontOffsets)
        out += xrefEntry(offset);
    out += "trailer\n<< /Size " + QByteArray::number(last + 1) + " /Root " + QByteArray::number(root) + ' '
        + QByteArray::number(rootGen) + " R";
    if (trailer->hasInfo)
        out += " /Info " + QByteArray::number(trailer->info) + ' ' + QByteArray::number(trailer->infoGeneration) + " R";
    out += " /Prev " + QByteArray::number(qlonglong(trailer->previousXref)) + " >>\nstartxref\n"
        + QByteArray::number(qlonglong(xref)) + "\n%%EOF\n";
    return out;
}

bool SandboxPdf::looksLikePdf(const QByteArray &bytes)
{
    return bytes.startsWith("%PDF-") && bytes.right(1024).contains("%%EOF");
}

int SandboxPdf::pageCount(const QByteArray &pdf)
{
    static const QRegularExpression re(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    // Incremental updates redefine the page tree, never a page: count each page object once.
    return int(QString::fromLatin1(pdf).count(re));
}

} // namespace cliniclink::sandbox
