// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pdfstampfont.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSet>

#include <algorithm>
#include <map>

// Resources compiled into a static library are registered only when asked for by name.
static void initStampFontResource()
{
#ifdef CLINICLINK_STAMP_FONT_BUILT_IN
    Q_INIT_RESOURCE(cliniclink_sandbox_stampfont);
#endif
}

namespace cliniclink::sandbox {

namespace {

const QString kFontResource = QStringLiteral(":/cliniclink/sandbox/fonts/DejaVuSans.ttf");

quint16 u16(const QByteArray &b, qsizetype at)
{
    if (at < 0 || at + 2 > b.size())
        return 0;
    return quint16((quint8(b[at]) << 8) | quint8(b[at + 1]));
}

qint16 s16(const QByteArray &b, qsizetype at)
{
    return qint16(u16(b, at));
}

quint32 u32(const QByteArray &b, qsizetype at)
{
    return (quint32(u16(b, at)) << 16) | u16(b, at + 2);
}

void put16(QByteArray &b, quint16 v)
{
    b += char(v >> 8);
    b += char(v & 0xff);
}

void put32(QByteArray &b, quint32 v)
{
    put16(b, quint16(v >> 16));
    put16(b, quint16(v & 0xffff));
}

void set32(QByteArray &b, qsizetype at, quint32 v)
{
    b[at] = char(v >> 24);
    b[at + 1] = char((v >> 16) & 0xff);
    b[at + 2] = char((v >> 8) & 0xff);
    b[at + 3] = char(v & 0xff);
}

quint32 checksum(const QByteArray &data)
{
    quint32 sum = 0;
    for (qsizetype i = 0; i < data.size(); i += 4) {
        quint32 word = 0;
        for (int k = 0; k < 4; ++k)
            word = (word << 8) | (i + k < data.size() ? quint8(data[i + k]) : 0);
        sum += word;
    }
    return sum;
}

// The tables of a TrueType file by tag.
std::map<QByteArray, QByteArray> readTables(const QByteArray &font)
{
    std::map<QByteArray, QByteArray> tables;
    const int count = u16(font, 4);
    for (int i = 0; i < count; ++i) {
        const qsizetype record = 12 + 16 * i;
        const quint32 offset = u32(font, record + 8), length = u32(font, record + 12);
        if (record + 16 > font.size() || qsizetype(offset) + qsizetype(length) > font.size())
            return {};
        tables[font.mid(record, 4)] = font.mid(offset, length);
    }
    return tables;
}

// The glyph of c through the Windows Unicode BMP cmap (format 4); 0 when there is none.
quint16 glyphOf(const QByteArray &cmap, char32_t c)
{
    if (c > 0xffff)
        return 0;
    const int count = u16(cmap, 2);
    for (int i = 0; i < count; ++i) {
        const qsizetype rec = 4 + 8 * i;
        if (u16(cmap, rec) != 3 || u16(cmap, rec + 2) != 1)
            continue;
        const qsizetype sub = u32(cmap, rec + 4);
        if (u16(cmap, sub) != 4)
            continue;
        const int segments = u16(cmap, sub + 6) / 2;
        const qsizetype ends = sub + 14, starts = ends + 2 * segments + 2, deltas = starts + 2 * segments,
                        ranges = deltas + 2 * segments;
        for (int s = 0; s < segments; ++s) {
            if (c > u16(cmap, ends + 2 * s))
                continue;
            const quint16 start = u16(cmap, starts + 2 * s);
            if (c < start)
                return 0;
            const quint16 delta = u16(cmap, deltas + 2 * s), range = u16(cmap, ranges + 2 * s);
            if (range == 0)
                return quint16((c + delta) & 0xffff);
            const quint16 g = u16(cmap, ranges + 2 * s + range + 2 * (c - start));
            return g == 0 ? 0 : quint16((g + delta) & 0xffff);
        }
    }
    return 0;
}

struct Glyf {
    QByteArray glyf;
    QByteArray loca;
    bool longLoca = false;
    int count = 0;

    QByteArray glyph(int gid) const
    {
        if (gid < 0 || gid >= count)
            return {};
        const quint32 from = longLoca ? u32(loca, 4 * gid) : 2u * u16(loca, 2 * gid);
        const quint32 to = longLoca ? u32(loca, 4 * (gid + 1)) : 2u * u16(loca, 2 * (gid + 1));
        return to > from ? glyf.mid(from, to - from) : QByteArray();
    }
};

// gid and, for a composite glyph, every glyph it is built from.
void addWithComponents(const Glyf &g, quint16 gid, QSet<quint16> &out)
{
    if (out.contains(gid))
        return;
    out.insert(gid);
    const QByteArray data = g.glyph(gid);
    if (data.size() < 10 || s16(data, 0) >= 0)
        return;
    qsizetype at = 10;
    for (;;) {
        const quint16 flags = u16(data, at);
        addWithComponents(g, u16(data, at + 2), out);
        at += 4 + ((flags & 0x0001) ? 4 : 2);
        if (flags & 0x0008)
            at += 2;
        else if (flags & 0x0040)
            at += 4;
        else if (flags & 0x0080)
            at += 8;
        if (!(flags & 0x0020) || at >= data.size())
            break;
    }
}

QByteArray hex4(quint32 v)
{
    return QByteArray::number(v, 16).toUpper().rightJustified(4, '0');
}

} // namespace

std::optional<PdfStampFont> PdfStampFont::forText(const QStringList &lines)
{
    initStampFontResource();
    QFile file(kFontResource);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return fromTrueType(file.readAll(), lines);
}

std::optional<PdfStampFont> PdfStampFont::fromTrueType(const QByteArray &font, const QStringList &lines)
{
    std::map<QByteArray, QByteArray> tables = readTables(font);
    for (const char *required : {"head", "hhea", "maxp", "hmtx", "loca", "glyf", "cmap"}) {
        if (!tables.count(required))
            return std::nullopt;
    }
    const QByteArray &head = tables["head"], &hhea = tables["hhea"], &hmtx = tables["hmtx"];
    const int unitsPerEm = u16(head, 18);
    if (unitsPerEm == 0)
        return std::nullopt;
    Glyf g{tables["glyf"], tables["loca"], s16(head, 50) == 1, u16(tables["maxp"], 4)};
    const int metrics = u16(hhea, 34);
    if (g.count == 0 || metrics == 0 || g.loca.size() < (g.longLoca ? 4 : 2) * (g.count + 1))
        return std::nullopt;
    const auto scaled = [unitsPerEm](int v) { return v * 1000 / unitsPerEm; };

    PdfStampFont out;
    QSet<quint16> used{0};
    const auto use = [&](char32_t c) {
        if (out.m_glyphs.contains(c))
            return;
        const quint16 gid = glyphOf(tables["cmap"], c);
        out.m_glyphs.insert(c, gid);
        addWithComponents(g, gid, used);
        out.m_widths.insert(gid, scaled(u16(hmtx, 4 * std::min<int>(gid, metrics - 1))));
    };
    use(U'?');
    out.m_question = out.m_glyphs.value(U'?');
    for (const QString &line : lines) {
        for (const char32_t c : line.toUcs4())
            use(c);
    }

    // Same glyph ids, unused glyphs empty: the codes in the page are the glyph ids.
    QByteArray glyf, loca;
    for (int gid = 0; gid < g.count; ++gid) {
        put32(loca, quint32(glyf.size()));
        if (used.contains(quint16(gid))) {
            glyf += g.glyph(gid);
            while (glyf.size() % 4)
                glyf += '\0';
        }
    }
    put32(loca, quint32(glyf.size()));
    std::map<QByteArray, QByteArray> kept;
    for (const char *tag : {"OS/2", "cvt ", "fpgm", "head", "hhea", "hmtx", "maxp", "prep"}) {
        if (tables.count(tag))
            kept[tag] = tables[tag];
    }
    kept["glyf"] = glyf;
    kept["loca"] = loca;
    QByteArray &newHead = kept["head"];
    set32(newHead, 8, 0); // checkSumAdjustment, set below over the whole file
    newHead[50] = 0;
    newHead[51] = 1; // long loca offsets

    QByteArray program;
    put32(program, 0x00010000);
    const int count = int(kept.size());
    int power = 1, log2 = 0;
    while (power * 2 <= count) {
        power *= 2;
        ++log2;
    }
    put16(program, quint16(count));
    put16(program, quint16(power * 16));
    put16(program, quint16(log2));
    put16(program, quint16(count * 16 - power * 16));
    quint32 offset = quint32(12 + 16 * count);
    QByteArray data;
    qsizetype headOffset = 0;
    for (const auto &[tag, table] : kept) {
        program += tag;
        put32(program, checksum(table));
        put32(program, offset + quint32(data.size()));
        put32(program, quint32(table.size()));
        if (tag == "head")
            headOffset = offset + data.size();
        data += table;
        while (data.size() % 4)
            data += '\0';
    }
    program += data;
    set32(program, headOffset + 8, 0xB1B0AFBAu - checksum(program));
    out.m_program = program;

    out.m_ascent = scaled(s16(hhea, 4));
    out.m_descent = scaled(s16(hhea, 6));
    const QByteArray os2 = tables.count("OS/2") ? tables["OS/2"] : QByteArray();
    out.m_capHeight = u16(os2, 0) >= 2 && os2.size() >= 90 ? scaled(s16(os2, 88)) : out.m_ascent * 7 / 10;
    for (int i = 0; i < 4; ++i)
        out.m_bbox[i] = scaled(s16(head, 36 + 2 * i));
    return out;
}

QByteArray PdfStampFont::show(const QString &line) const
{
    QByteArray out = "<";
    for (const char32_t c : line.toUcs4()) {
        const quint16 gid = m_glyphs.value(c);
        out += hex4(gid ? gid : m_question);
    }
    return out + '>';
}

QList<QByteArray> PdfStampFont::objects(int fontNumber, int firstOther) const
{
    // The subset's name starts with six capitals of its own (ISO 32000 9.6.4).
    const QByteArray digest = QCryptographicHash::hash(m_program, QCryptographicHash::Sha1);
    QByteArray name;
    for (int i = 0; i < 6; ++i)
        name += char('A' + quint8(digest[i]) % 26);
    name += "+DejaVuSans";
    Q_UNUSED(fontNumber); // nothing refers to the dictionary from inside these objects
    const auto ref = [firstOther](int n) -> QByteArray { return QByteArray::number(firstOther + n - 1) + " 0 R"; };

    QList<quint16> glyphs = m_widths.keys();
    std::sort(glyphs.begin(), glyphs.end());
    QByteArray widths;
    for (const quint16 gid : glyphs)
        widths += QByteArray::number(gid) + " [" + QByteArray::number(m_widths.value(gid)) + "] ";
    const QByteArray font = "<< /Type /Font /Subtype /Type0 /BaseFont /" + name
        + " /Encoding /Identity-H /DescendantFonts [<< /Type /Font "
          "/Subtype /CIDFontType2 /BaseFont /"
        + name
        + " /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) "
          "/Supplement 0 >> /FontDescriptor "
        + ref(1) + " /DW 1000 /W [" + widths.trimmed() + "] /CIDToGIDMap /Identity >>] /ToUnicode " + ref(3) + " >>";
    const QByteArray descriptor = "<< /Type /FontDescriptor /FontName /" + name + " /Flags 32 /FontBBox ["
        + QByteArray::number(m_bbox[0]) + ' ' + QByteArray::number(m_bbox[1]) + ' ' + QByteArray::number(m_bbox[2])
        + ' ' + QByteArray::number(m_bbox[3]) + "] /ItalicAngle 0 /Ascent " + QByteArray::number(m_ascent)
        + " /Descent " + QByteArray::number(m_descent) + " /CapHeight " + QByteArray::number(m_capHeight)
        + " /StemV 80 /FontFile2 " + ref(2) + " >>";
    // qCompress writes a zlib stream after a 4-byte length: the stream is what FlateDecode reads.
    const QByteArray packed = qCompress(m_program, 9).mid(4);
    const QByteArray program = "<< /Length " + QByteArray::number(packed.size()) + " /Length1 "
        + QByteArray::number(m_program.size()) + " /Filter /FlateDecode >>\nstream\n" + packed + "\nendstream";

    QList<std::pair<quint16, char32_t>> pairs;
    for (auto it = m_glyphs.cbegin(); it != m_glyphs.cend(); ++it) {
        if (it.value() != 0)
            pairs.append({it.value(), it.key()});
    }
    std::sort(pairs.begin(), pairs.end());
    QByteArray map = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry "
                     "(Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 "
                     "def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    for (qsizetype i = 0; i < pairs.size(); i += 100) {
        const auto block = pairs.mid(i, 100);
        map += QByteArray::number(block.size()) + " beginbfchar\n";
        for (const auto &[gid, c] : block) {
            QByteArray text;
            for (const QChar unit : QString::fromUcs4(&c, 1))
                text += hex4(unit.unicode());
            map += '<' + hex4(gid) + "> <" + text + ">\n";
        }
        map += "endbfchar\n";
    }
    map += "endcmap\nCMapName currentdict /CMapResource defineresource pop\nend\nend\n";
    const QByteArray toUnicode = "<< /Length " + QByteArray::number(map.size()) + " >>\nstream\n" + map + "endstream";
    return {font, descriptor, program, toUnicode};
}

} // namespace cliniclink::sandbox
