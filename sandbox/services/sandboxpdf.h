// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// PDFs the sandbox makes, written byte by byte (no Qt Gui in the sandbox library): laboratory
// reports, the stand-in PDF for doc/docx/odt files, the questionnaire PDF, and the signature
// visualization, which is an
// extra page appended to any classic-xref PDF as an incremental update, so the bytes an earlier
// signature covered stay unchanged at the start of the file.

#include <QByteArray>
#include <QStringList>

namespace cliniclink::sandbox {

namespace pdfreader {
struct Budget;
}

class SandboxPdf {
public:
    // A new PDF with one page per block of lines (Cyrillic, «», № supported; the first line of each
    // page is a heading). Pages split every 45 lines.
    static QByteArray document(const QStringList &lines);
    // The sandbox's PDF for an office file it does not convert: names the file, its type and size.
    static QByteArray standIn(const QString &fileName, const QString &documentType, qsizetype size);
    // pdf with one more page carrying lines, as an incremental update; empty when pdf has no classic
    // cross-reference table and trailer that this writer can follow.
    // Reading it is charged to `budget`, which every read of one request shares (pdfreader::Budget);
    // without one, to a budget of its own.
    static QByteArray appendPage(const QByteArray &pdf, const QStringList &lines);
    static QByteArray appendPage(const QByteArray &pdf, const QStringList &lines, pdfreader::Budget &budget);
    // Whether finding where appendPage() would add a page costs more than the sandbox allows
    // (pdfreader::Budget), with what the request already spent: such a PDF is refused at upload,
    // before anyone signs it.
    static bool tooCostlyToRead(const QByteArray &pdf);
    static bool tooCostlyToRead(const QByteArray &pdf, pdfreader::Budget &budget);
    // Starts with %PDF- and ends with an %%EOF marker: what the platform accepts as a PDF.
    static bool looksLikePdf(const QByteArray &bytes);
    // Number of /Type /Page objects (an honest count for the documents this writer makes).
    static int pageCount(const QByteArray &pdf);
};

} // namespace cliniclink::sandbox
