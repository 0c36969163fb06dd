// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingmultipart.h"

#include <QUrl>

namespace cliniclink::sandbox {

namespace {

// Value of `key` among the ;-separated parameters of a header (quoted strings may hold ';').
QByteArray parameter(const QByteArray &header, const QByteArray &key)
{
    qsizetype i = header.indexOf(';');
    while (i >= 0 && i < header.size()) {
        ++i;
        while (i < header.size() && (header.at(i) == ' ' || header.at(i) == '\t'))
            ++i;
        const qsizetype eq = header.indexOf('=', i);
        if (eq < 0)
            return {};
        const QByteArray name = header.mid(i, eq - i).trimmed().toLower();
        qsizetype j = eq + 1;
        QByteArray value;
        if (j < header.size() && header.at(j) == '"') {
            ++j;
            while (j < header.size() && header.at(j) != '"') {
                if (header.at(j) == '\\' && j + 1 < header.size())
                    ++j;
                value += header.at(j++);
            }
            j = header.indexOf(';', j);
        } else {
            const qsizetype end = header.indexOf(';', j);
            value = header.mid(j, end < 0 ? -1 : end - j).trimmed();
            j = end;
        }
        if (name == key)
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
    const QByteArray media = contentType.left(contentType.indexOf(';')).trimmed().toLower();
    if (media != "multipart/form-data") {
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
    qsizetype at = body.indexOf(delimiter);
    if (at < 0) {
        *error = QStringLiteral("Тело не содержит разделителя частей из boundary");
        return std::nullopt;
    }
    QList<MultipartPart> parts;
    while (true) {
        at += delimiter.size();
        if (body.mid(at, 2) == "--")
            return parts; // the closing delimiter
        const qsizetype headersStart = body.indexOf("\r\n", at);
        if (headersStart < 0)
            break;
        const qsizetype headersEnd = body.indexOf("\r\n\r\n", headersStart);
        if (headersEnd < 0)
            break;
        const qsizetype next = body.indexOf(separator, headersEnd + 4);
        if (next < 0)
            break;
        MultipartPart part;
        const QList<QByteArray> lines = body.mid(headersStart + 2, headersEnd - headersStart - 2).split('\n');
        for (QByteArray line : lines) {
            line = line.trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon < 0)
                continue;
            const QByteArray name = line.left(colon).trimmed().toLower();
            const QByteArray value = line.mid(colon + 1).trimmed();
            if (name == "content-disposition") {
                part.name = QString::fromUtf8(parameter(value, "name"));
                const QByteArray extended = parameter(value, "filename*");
                if (extended.toLower().startsWith("utf-8''"))
                    part.fileName = QUrl::fromPercentEncoding(extended.mid(7));
                else
                    part.fileName = QString::fromUtf8(parameter(value, "filename"));
            } else if (name == "content-type") {
                part.contentType = value.left(value.indexOf(';')).trimmed().toLower();
            }
        }
        part.data = body.mid(headersEnd + 4, next - headersEnd - 4);
        parts.append(part);
        at = next + 2;
    }
    *error = QStringLiteral("Тело multipart/form-data оборвано или не следует boundary");
    return std::nullopt;
}

} // namespace cliniclink::sandbox
