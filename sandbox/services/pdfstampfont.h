// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The font of the sandbox's signature stamp: DejaVu Sans (fonts-dejavu-core, compiled into the
// sandbox library), embedded in the PDF as a subset holding only the glyphs the stamp uses, as a
// Type0 font with Identity-H encoding and a ToUnicode map. A reader then needs no font of its own:
// the PDF engine in Qt has no substitute with Cyrillic for the standard Helvetica, and drew the
// stamp's words blank. Glyph ids are kept (unused glyphs are emptied), so a code is its glyph id.
//
//   auto font = PdfStampFont::forText(lines);          // nullopt when the font is not built in
//   content += font->show(line) + " Tj\n";             // <0031002A...> as a hex string
//   objects = font->objects(fontNumber, firstOther);   // the font dictionary first

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

namespace cliniclink::sandbox {

class PdfStampFont {
public:
    // The font prepared for these lines; nullopt when the font is missing or unreadable.
    static std::optional<PdfStampFont> forText(const QStringList &lines);
    // From a whole TrueType file (tests give their own); nullopt when it cannot be read.
    static std::optional<PdfStampFont> fromTrueType(const QByteArray &font, const QStringList &lines);

    // line as a PDF hex string of glyph ids; a character the font lacks shows as '?'.
    QByteArray show(const QString &line) const;
    // The objects to write: the Type0 font dictionary (object fontNumber, what the page refers
    // to), then its descriptor, the font program and the ToUnicode map, numbered from firstOther.
    QList<QByteArray> objects(int fontNumber, int firstOther) const;
    static constexpr int kObjectCount = 4;

    // The subset font program (a valid TrueType file).
    const QByteArray &program() const { return m_program; }

private:
    PdfStampFont() = default;

    QHash<char32_t, quint16> m_glyphs; // of the characters used
    QHash<quint16, int> m_widths; // per glyph, in thousandths of the font size
    QByteArray m_program;
    int m_ascent = 0, m_descent = 0, m_capHeight = 0;
    int m_bbox[4] = {0, 0, 0, 0};
    quint16 m_question = 0;
};

} // namespace cliniclink::sandbox
