// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Just enough PDF reading to append a page to a PDF someone else wrote: the last trailer (a classic
// one, or the dictionary of a cross-reference stream), a reference in a dictionary, and an object's
// text, whether written plainly or packed in a Flate-compressed object stream.
//
// Anyone may upload the PDF, and reading it runs on the thread that answers requests: a 0.5 MB
// zlib bomb once took 14 s and 1.6 GB, and a 10 KB file whose one broken stream named /ObjStm 255
// times held it 5 s (issue 27: each name was read as another stream, inflated again, and a broken
// stream cost nothing). So every read in one request shares a Budget: each stream is inflated once
// (the budget keeps what it gave), and all of zlib's work, on broken streams too, is charged to it.
// Past it, reading stops and the document is refused, not read.

#include <QByteArray>
#include <QHash>

#include <optional>

namespace cliniclink::sandbox::pdfreader {

struct Budget {
    // A real object stream of a few thousand objects inflates to well under a megabyte.
    qsizetype streamBytes = 8 * 1024 * 1024;
    // Work of the whole request, in bytes: each stream's bytes as read from the file, and what zlib
    // took in and gave out on every pass over it, broken or not. It bounds the time a request spends
    // inflating (zlib's time is linear in its input and output): some 0.1 s on this project's
    // machines for the whole of it.
    qsizetype workBytes = 64 * 1024 * 1024;
    int objectStreams = 256; // streams opened over the whole request, each counted once
    bool exceeded = false; // set once a limit was reached: the document is refused

    qsizetype spent = 0; // work charged so far
    // Streams already opened in this request, by their bytes in the file: what they inflated to,
    // nullopt when broken. A document read again (every file of an upload, a stamp per patient)
    // costs no second inflating.
    QHash<QByteArray, std::optional<QByteArray>> streams;
};

// Object numbers and counts above this are not PDF (its own implementation limit is 8,388,607
// indirect objects) and would overflow the arithmetic of an incremental update.
constexpr int kMaxObjectNumber = 8388607;

struct Trailer {
    int size = 0;
    int root = 0;
    int rootGeneration = 0;
    bool hasInfo = false;
    int info = 0;
    int infoGeneration = 0;
    qsizetype previousXref = 0; // offset of the last cross-reference section (table or stream)
};

std::optional<Trailer> trailer(const QByteArray &pdf);
// The text of object `number generation` without "obj"/"endobj" (a dictionary for the objects we
// need); empty when not found or when the budget ran out (budget.exceeded tells which).
QByteArray object(const QByteArray &pdf, int number, int generation, Budget &budget);
bool reference(const QByteArray &dictionary, const char *key, int *number, int *generation);
// zlib data as FlateDecode holds it, inflated up to `limit` bytes; nullopt when it is broken or
// would be longer (then *tooLong is set). It measures before it keeps: data it refuses costs zlib's
// time and 64 KB, never `limit` bytes. *work receives what zlib took in and gave out over both passes.
std::optional<QByteArray> inflate(const QByteArray &data, qsizetype limit, bool *tooLong = nullptr,
                                  qsizetype *work = nullptr);

} // namespace cliniclink::sandbox::pdfreader
