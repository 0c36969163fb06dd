// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Hostile PDFs for the sandbox's reader.
// A PDF of under 1 MB whose root sits in an object stream that inflates to 64 MB from 64 KB: it
// once held the sandbox for seconds and gigabytes. The platform refuses such a file with
// PROCESSING_ERROR, as it does a file that is not a PDF.

#include <QByteArray>
#include <QStringBuilder>

namespace cliniclink::testing {

inline QByteArray inflationBombPdf()
{
    const QByteArray packed = "1 0 << /Type /Catalog /Pages 2 0 R >>" + QByteArray(64 * 1024 * 1024, ' ');
    const QByteArray zlib = qCompress(packed, 9).mid(4);
    QByteArray pdf = "%PDF-1.5\n";
    pdf += "5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length " + QByteArray::number(zlib.size())
        + " >>\nstream\n" + zlib + "\nendstream\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref)
        + "\n%%EOF\n";
    return pdf;
}

// Issue 27's 10 KB file: one stream that inflates to just under 8 MB (the most the reader inflates
// of one stream), with its last bytes cut so that it turns out broken only at the end, in a
// dictionary that names /ObjStm 255 times. Each name was read as one more stream and inflated again,
// and a broken stream was not charged: 5 s a read, read again at every upload and signature.
// `variant` makes files of the same kind whose streams differ (a cache of one cannot serve another).
inline QByteArray brokenObjStmPdf(int variant = 0)
{
    // The variant near the start: streams that differ only at their end would be alike once cut.
    const QByteArray packed = "1 0 << /Type /Catalog /Pages 2 0 R /Variant " + QByteArray::number(variant) + " >>"
        + QByteArray(8 * 1024 * 1024 - 4096, ' ');
    QByteArray zlib = qCompress(packed, 9).mid(4);
    zlib.chop(16); // the adler32 and the last block: the stream ends before zlib does
    QByteArray names;
    for (int i = 0; i < 255; ++i)
        names += "/ObjStm ";
    QByteArray pdf = "%PDF-1.5\n";
    pdf += "5 0 obj\n<< /Type " + names + "/N 1 /First 4 /Filter /FlateDecode /Length "
        + QByteArray::number(zlib.size()) + " >>\nstream\n" + zlib + "\nendstream\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref)
        + "\n%%EOF\n";
    return pdf;
}

} // namespace cliniclink::testing
