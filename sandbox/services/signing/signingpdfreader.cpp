// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingpdfreader.h"

#include <QList>
#include <QScopeGuard>

#include <array>
#include <limits>
#include <utility>
#include <zlib.h>

namespace cliniclink::sandbox::pdfreader {

namespace {

// The last plain definition of `number generation`: "<number> <generation> obj ... endobj".
QByteArray plainObject(const QByteArray &pdf, int number, int generation)
{
    const QByteArray head = QByteArray::number(number) + ' ' + QByteArray::number(generation) + " obj";
    qsizetype at = pdf.lastIndexOf(head);
    while (at > 0 && pdf.at(at - 1) >= '0' && pdf.at(at - 1) <= '9')
        at = pdf.lastIndexOf(head, at - 1);
    if (at < 0)
        return {};
    const qsizetype start = at + head.size();
    const qsizetype end = pdf.indexOf("endobj", start);
    if (end < 0)
        return {};
    return pdf.mid(start, end - start).trimmed();
}

// White space as the regular expressions this reader once used read \s: PDF's own, but NUL.
bool isWhiteSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Past white space starting at `at` (one character at least), then past `what`: true, with `at` moved
// past what was read, when both are there.
template<typename Read>
bool spaceThen(const QByteArray &text, qsizetype &at, Read what)
{
    qsizetype i = at;
    while (i < text.size() && isWhiteSpace(text.at(i)))
        ++i;
    if (i == at || !what(i))
        return false;
    at = i;
    return true;
}

// Past white space at `at`, then the digits there (one at least), which `digits` receives.
bool spaceThenDigits(const QByteArray &text, qsizetype &at, QByteArrayView *digits)
{
    return spaceThen(text, at, [&](qsizetype &i) {
        const qsizetype start = i;
        while (i < text.size() && text.at(i) >= '0' && text.at(i) <= '9')
            ++i;
        *digits = QByteArrayView(text).sliced(start, i - start);
        return i > start;
    });
}

// The first "/<key>" in dictionary that `rest` reads on from (given the position just past the key);
// what /<key>\s+... matched, without compiling a regular expression for each look-up (that compiling
// was a fifth of the time of reading an uploaded PDF).
template<typename Rest>
bool afterKey(const QByteArray &dictionary, const char *key, Rest rest)
{
    const QByteArray name = '/' + QByteArray(key);
    for (qsizetype at = dictionary.indexOf(name); at >= 0; at = dictionary.indexOf(name, at + 1)) {
        if (rest(at + name.size()))
            return true;
    }
    return false;
}

// A non-negative number up to kMaxObjectNumber after /<key>, else -1 (absent, or too large to be PDF).
int integer(const QByteArray &dictionary, const char *key)
{
    QByteArrayView digits;
    if (!afterKey(dictionary, key, [&](qsizetype at) { return spaceThenDigits(dictionary, at, &digits); }))
        return -1;
    bool ok = false;
    const qlonglong value = digits.toLongLong(&ok);
    return ok && value <= kMaxObjectNumber ? int(value) : -1;
}

// What the stream `raw` (its bytes in the file, Flate-compressed when `deflated`) holds: inflated once a
// request and kept in budget.streams, every pass charged to the budget. nullopt when it is broken or
// the budget ran out (budget.exceeded tells which).
std::optional<QByteArray> streamData(const QByteArray &raw, bool deflated, Budget &budget)
{
    // Reading the stream's bytes from the file (and hashing them for the look-up) is work too.
    budget.spent += raw.size();
    if (budget.spent > budget.workBytes) {
        budget.exceeded = true;
        return std::nullopt;
    }
    if (const auto known = budget.streams.constFind(raw); known != budget.streams.cend())
        return *known;
    if (--budget.objectStreams < 0) {
        budget.exceeded = true;
        return std::nullopt;
    }
    if (!deflated) {
        budget.streams.insert(raw, raw);
        return raw;
    }
    // Both of inflate()'s passes must fit what is left: each takes in raw and gives out at most limit.
    const qsizetype left = budget.workBytes - budget.spent;
    const qsizetype limit = std::min(budget.streamBytes, left / 2 - raw.size());
    if (limit < 0) {
        budget.exceeded = true;
        return std::nullopt;
    }
    bool tooLong = false;
    qsizetype work = 0;
    std::optional<QByteArray> inflated = inflate(raw, limit, &tooLong, &work);
    budget.spent += work;
    if (tooLong) {
        budget.exceeded = true;
        return std::nullopt;
    }
    budget.streams.insert(raw, inflated); // broken data is remembered as broken
    return inflated;
}

// Objects packed in object streams (/Type /ObjStm), searched last stream first.
QByteArray packedObject(const QByteArray &pdf, int number, Budget &budget)
{
    qsizetype at = pdf.size();
    while (at > 0 && (at = pdf.lastIndexOf("/ObjStm", at - 1)) >= 0) {
        const qsizetype dictStart = pdf.lastIndexOf("obj", at);
        const qsizetype streamAt = pdf.indexOf("stream", at);
        if (dictStart < 0 || streamAt < 0)
            continue;
        // Whatever else this dictionary says, its stream is read once: the next name to look at is
        // one before it (a dictionary that names /ObjStm 255 times is one stream, not 255).
        at = dictStart;
        const QByteArray dictionary = pdf.mid(dictStart, streamAt - dictStart);
        const int count = integer(dictionary, "N");
        const int first = integer(dictionary, "First");
        if (count <= 0 || first < 0)
            continue;
        qsizetype dataStart = streamAt + 6;
        if (pdf.mid(dataStart, 2) == "\r\n")
            dataStart += 2;
        else if (pdf.at(dataStart) == '\n' || pdf.at(dataStart) == '\r')
            dataStart += 1;
        const qsizetype dataEnd = pdf.indexOf("endstream", dataStart);
        if (dataEnd < 0)
            continue;
        const bool deflated = dictionary.contains("/FlateDecode");
        if (!deflated && dictionary.contains("/Filter"))
            continue;
        const std::optional<QByteArray> stream = streamData(pdf.mid(dataStart, dataEnd - dataStart), deflated, budget);
        if (budget.exceeded)
            return {};
        if (!stream)
            continue; // broken data: skipped like any stream this reader cannot use
        const QByteArray &data = *stream;
        if (data.isEmpty() || first > data.size())
            continue;
        const QList<QByteArray> header = data.left(first).simplified().split(' ');
        // count is at most kMaxObjectNumber: the product fits.
        if (header.size() < qsizetype(count) * 2)
            continue;
        const qsizetype body = data.size() - first;
        // An offset outside the stream's data is a broken header: -1 tells it apart.
        const auto offsetAt = [&header, body](qsizetype index) -> qsizetype {
            bool ok = false;
            const qlonglong offset = header.at(index).toLongLong(&ok);
            return ok && offset >= 0 && offset <= body ? offset : -1;
        };
        for (int i = 0; i < count; ++i) {
            if (header.at(2 * i).toInt() != number)
                continue;
            const qsizetype start = offsetAt(2 * i + 1);
            const qsizetype end = i + 1 < count ? offsetAt(2 * i + 3) : body;
            if (start < 0 || end < start)
                break;
            return data.mid(first + start, end - start).trimmed();
        }
    }
    return {};
}

} // namespace

namespace {

// Runs zlib over data. space(total), once total bytes came out, says where the next ones go: a buffer
// and its room, or a null buffer to stop. Returns the bytes produced; nullopt when the data is broken
// or truncated, or space stopped. *work grows by the bytes zlib took in and gave out, whatever the end.
template<typename Space>
std::optional<qsizetype> inflateInto(const QByteArray &data, qsizetype *work, Space space)
{
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK)
        return std::nullopt;
    const auto end = qScopeGuard([&stream, work] {
        *work += qsizetype(stream.total_in) + qsizetype(stream.total_out);
        inflateEnd(&stream);
    });
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    qsizetype remaining = data.size();
    qsizetype total = 0;
    for (int result = Z_OK; result != Z_STREAM_END;) {
        if (stream.avail_in == 0 && remaining > 0) {
            const auto take = uInt(std::min<qsizetype>(remaining, std::numeric_limits<uInt>::max()));
            stream.avail_in = take;
            remaining -= take;
        }
        const auto [out, room] = space(total);
        if (!out)
            return std::nullopt;
        stream.next_out = out;
        stream.avail_out = room;
        result = ::inflate(&stream, Z_NO_FLUSH);
        if (result != Z_OK && result != Z_STREAM_END)
            return std::nullopt;
        const qsizetype produced = qsizetype(room - stream.avail_out);
        total += produced;
        if (result == Z_OK && produced == 0 && stream.avail_in == 0 && remaining == 0)
            return std::nullopt; // input ended before the stream did: a truncated stream
    }
    return total;
}

} // namespace

std::optional<QByteArray> inflate(const QByteArray &data, qsizetype limit, bool *tooLong, qsizetype *work)
{
    if (tooLong)
        *tooLong = false;
    qsizetype ignored = 0;
    if (!work)
        work = &ignored;
    *work = 0;
    // Measure first, through one small buffer, then inflate again into a buffer of exactly that size. A
    // bomb is refused having held 64 KB, not `limit` bytes grown by doubling; a real object stream is
    // small, and inflating it twice costs less than growing it.
    std::array<Bytef, 64 * 1024> chunk;
    bool over = false;
    const std::optional<qsizetype> size = inflateInto(data, work, [&](qsizetype total) -> std::pair<Bytef *, uInt> {
        if ((over = total > limit))
            return {nullptr, 0};
        return {chunk.data(), uInt(chunk.size())};
    });
    if (size && *size > limit)
        over = true;
    if (over) {
        if (tooLong)
            *tooLong = true;
        return std::nullopt;
    }
    if (!size)
        return std::nullopt;
    QByteArray out(*size, Qt::Uninitialized);
    // Room for one byte past the end lets zlib finish the stream; a byte written there would be a
    // different stream.
    Bytef past = 0;
    const std::optional<qsizetype> again = inflateInto(data, work, [&](qsizetype total) -> std::pair<Bytef *, uInt> {
        if (total < out.size())
            return {reinterpret_cast<Bytef *>(out.data()) + total, uInt(out.size() - total)};
        return {&past, 1};
    });
    if (again != *size)
        return std::nullopt;
    return out;
}

bool reference(const QByteArray &dictionary, const char *key, int *number, int *generation)
{
    QByteArrayView n;
    QByteArrayView g;
    const auto letterR = [&dictionary](qsizetype &i) { return i < dictionary.size() && dictionary.at(i++) == 'R'; };
    if (!afterKey(dictionary, key, [&](qsizetype at) {
            return spaceThenDigits(dictionary, at, &n) && spaceThenDigits(dictionary, at, &g)
                && spaceThen(dictionary, at, letterR);
        }))
        return false;
    *number = n.toInt(); // 0 when too large: no such object, as before
    *generation = g.toInt();
    return true;
}

QByteArray object(const QByteArray &pdf, int number, int generation, Budget &budget)
{
    if (budget.exceeded)
        return {};
    const QByteArray plain = plainObject(pdf, number, generation);
    return plain.isEmpty() && generation == 0 ? packedObject(pdf, number, budget) : plain;
}

std::optional<Trailer> trailer(const QByteArray &pdf)
{
    const qsizetype startxref = pdf.lastIndexOf("startxref");
    if (startxref < 0)
        return std::nullopt;
    bool ok = false;
    Trailer t;
    t.previousXref = pdf.mid(startxref + 9, 24).simplified().split(' ').value(0).toLongLong(&ok);
    if (!ok || t.previousXref <= 0 || t.previousXref >= startxref)
        return std::nullopt;
    QByteArray dictionary;
    if (pdf.mid(t.previousXref, 4) == "xref") {
        const qsizetype trailerAt = pdf.indexOf("trailer", t.previousXref);
        if (trailerAt < 0 || trailerAt > startxref)
            return std::nullopt;
        dictionary = pdf.mid(trailerAt + 7, startxref - trailerAt - 7);
    } else {
        // A cross-reference stream: its dictionary is plain text up to "stream".
        const qsizetype streamAt = pdf.indexOf("stream", t.previousXref);
        if (streamAt < 0 || streamAt > startxref)
            return std::nullopt;
        dictionary = pdf.mid(t.previousXref, streamAt - t.previousXref);
        if (!dictionary.contains("/XRef"))
            return std::nullopt;
    }
    t.size = integer(dictionary, "Size");
    if (t.size <= 0 || !reference(dictionary, "Root", &t.root, &t.rootGeneration))
        return std::nullopt;
    t.hasInfo = reference(dictionary, "Info", &t.info, &t.infoGeneration);
    return t;
}

} // namespace cliniclink::sandbox::pdfreader
