// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingmultipart.h"

#include <QUrl>

namespace cliniclink::sandbox {

namespace {

// Header names and parameter names are ASCII and compared without regard to case. The parser reads
// views of the body and copies only what a part keeps: every byte it reads was sent by a client.
bool sameToken(QByteArrayView a, QByteArrayView b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

// The text before the first ';' of a header value, without surrounding spaces.
QByteArrayView beforeParameters(QByteArrayView header)
{
    const qsizetype semicolon = header.indexOf(';');
    return (semicolon < 0 ? header : header.first(semicolon)).trimmed();
}

// Value of `key` among the ;-separated parameters of a header (quoted strings may hold ';').
QByteArray parameter(QByteArrayView header, QByteArrayView key)
{
    qsizetype i = header.indexOf(';');
    while (i >= 0 && i < header.size()) {
        ++i;
        const qsizetype eq = header.indexOf('=', i);
        if (eq < 0)
            return {};
        const bool wanted = sameToken(header.sliced(i, eq - i).trimmed(), key);
        qsizetype j = eq + 1;
        QByteArray value;
        if (j < header.size() && header.at(j) == '"') {
            ++j;
            while (j < header.size() && header.at(j) != '"') {
                if (header.at(j) == '\\' && j + 1 < header.size())
                    ++j;
                if (wanted)
                    value += header.at(j);
                ++j;
            }
            j = header.indexOf(';', j);
        } else {
            const qsizetype end = header.indexOf(';', j);
            if (wanted)
                value = header.sliced(j, (end < 0 ? header.size() : end) - j).trimmed().toByteArray();
            j = end;
        }
        if (wanted)
            return value;
        i = j;
    }
    return {};
}

} // namespace

QByteArray MultipartParser::boundary(const QByteArray &contentType)
{
    return parameter(contentType, "boundary");
}

std::optional<QList<MultipartPart>> MultipartParser::parse(const QByteArray &contentType, const QByteArray &body,
                                                           QString *error)
{
    if (!sameToken(beforeParameters(contentType), "multipart/form-data")) {
        *error = QStringLiteral("Ожидается тело multipart/form-data");
        return std::nullopt;
    }
    const QByteArray b = boundary(contentType);
    if (b.isEmpty()) {
        *error = QStringLiteral("В заголовке Content-Type нет параметра boundary");
        return std::nullopt;
    }
    const QByteArray delimiter = "--" + b;
    const QByteArray separator = "\r\n" + delimiter;
    const QByteArrayView all(body);
    qsizetype at = all.indexOf(delimiter);
    if (at < 0) {
        *error = QStringLiteral("Тело не содержит разделителя частей из boundary");
        return std::nullopt;
    }
    QList<MultipartPart> parts;
    while (true) {
        at += delimiter.size();
        if (all.sliced(at).startsWith("--"))
            return parts; // the closing delimiter
        const qsizetype headersStart = all.indexOf("\r\n", at);
        if (headersStart < 0)
            break;
        const qsizetype headersEnd = all.indexOf("\r\n\r\n", headersStart);
        if (headersEnd < 0)
            break;
        const qsizetype next = all.indexOf(separator, headersEnd + 4);
        if (next < 0)
            break;
        MultipartPart part;
        // No header lines: the blank line comes right after the delimiter's line, where headersEnd
        // equals headersStart (a length of -2, outside Qt's contract for sliced()).
        const QByteArrayView headers =
            headersEnd > headersStart ? all.sliced(headersStart + 2, headersEnd - headersStart - 2) : QByteArrayView();
        for (qsizetype from = 0; from <= headers.size();) {
            qsizetype end = headers.indexOf('\n', from);
            if (end < 0)
                end = headers.size();
            const QByteArrayView line = headers.sliced(from, end - from).trimmed();
            from = end + 1;
            const qsizetype colon = line.indexOf(':');
            if (colon < 0)
                continue;
            const QByteArrayView name = line.first(colon).trimmed();
            const QByteArrayView value = line.sliced(colon + 1).trimmed();
            if (sameToken(name, "content-disposition")) {
                part.name = QString::fromUtf8(parameter(value, "name"));
                const QByteArray extended = parameter(value, "filename*");
                if (extended.size() >= 7 && sameToken(QByteArrayView(extended).first(7), "utf-8''"))
                    part.fileName = QUrl::fromPercentEncoding(extended.sliced(7));
                else
                    part.fileName = QString::fromUtf8(parameter(value, "filename"));
            } else if (sameToken(name, "content-type")) {
                part.contentType = beforeParameters(value).toByteArray().toLower();
            }
        }
        part.data = body.sliced(headersEnd + 4, next - headersEnd - 4);
        parts.append(part);
        at = next + 2;
    }
    *error = QStringLiteral("Тело multipart/form-data оборвано или не следует boundary");
    return std::nullopt;
}

} // namespace cliniclink::sandbox
