// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requestframing.h"

#include <QList>

namespace cliniclink::sandbox {

namespace {

RequestFraming::Refusal refusal(int status, const char *reason)
{
    return {status, QByteArray(reason)};
}

bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!':
    case '#':
    case '$':
    case '%':
    case '&':
    case '\'':
    case '*':
    case '+':
    case '-':
    case '.':
    case '^':
    case '_':
    case '`':
    case '|':
    case '~':
        return true;
    default:
        return false;
    }
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

// Where the blank line that ends a head starts, and how long it is ("\r\n\r\n" or a bare "\n\n",
// which Qt's parser accepts too); -1 when the head is not complete.
qsizetype headEnd(const QByteArray &bytes, qsizetype *terminator)
{
    const qsizetype crlf = bytes.indexOf("\r\n\r\n");
    const qsizetype lf = bytes.indexOf("\n\n");
    if (crlf >= 0 && (lf < 0 || crlf + 1 <= lf)) {
        *terminator = 4;
        return crlf;
    }
    if (lf >= 0) {
        // "\r\n\n" ends a head as well: the last line's CR belongs to it.
        *terminator = 2;
        return lf;
    }
    return -1;
}

QByteArrayView trimmed(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
        text.chop(1);
    return text;
}

} // namespace

std::optional<RequestFraming::Refusal> RequestFraming::checkRequestLine(QByteArrayView requestLine)
{
    // request-line = method SP request-target SP HTTP-version
    const qsizetype firstSpace = requestLine.indexOf(' ');
    const qsizetype lastSpace = requestLine.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace <= firstSpace + 1)
        return refusal(400, "malformed request line");
    const QByteArrayView method = requestLine.first(firstSpace);
    const QByteArrayView target = requestLine.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = requestLine.sliced(lastSpace + 1);
    if (!isToken(method) || target.contains(' ') || target.isEmpty())
        return refusal(400, "malformed request line");
    if (version != "HTTP/1.1" && version != "HTTP/1.0")
        return refusal(version.startsWith("HTTP/") ? 505 : 400, "unsupported HTTP version");
    for (const char c : target) {
        if (uchar(c) <= 0x20 || c == 0x7f)
            return refusal(400, "malformed request target");
    }
    return std::nullopt;
}

std::optional<RequestFraming::Refusal> RequestFraming::checkHead(QByteArrayView head, const Limits &limits,
                                                                 qint64 *contentLength)
{
    *contentLength = 0;
    QList<QByteArrayView> lines;
    qsizetype start = 0;
    while (start <= head.size()) {
        qsizetype end = head.indexOf('\n', start);
        if (end < 0)
            end = head.size();
        QByteArrayView line = head.sliced(start, end - start);
        if (line.endsWith('\r'))
            line.chop(1);
        lines.append(line);
        start = end + 1;
    }
    if (lines.isEmpty())
        return refusal(400, "empty request");

    if (auto refused = checkRequestLine(lines.constFirst()))
        return refused;

    if (lines.size() - 1 > limits.maxHeaders)
        return refusal(431, "too many header fields");
    int hosts = 0;
    bool haveLength = false;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArrayView line = lines.at(i);
        if (line.startsWith(' ') || line.startsWith('\t'))
            return refusal(400, "obsolete line folding");
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon)))
            return refusal(400, "malformed header field");
        const QByteArray name = line.first(colon).toByteArray().toLower();
        const QByteArrayView value = trimmed(line.sliced(colon + 1));
        for (const char c : value) {
            if ((uchar(c) < 0x20 && c != '\t') || c == 0x7f)
                return refusal(400, "control character in a header field");
        }
        if (name == "host") {
            ++hosts;
        } else if (name == "content-length") {
            if (haveLength)
                return refusal(400, "repeated Content-Length");
            haveLength = true;
            if (value.isEmpty() || value.size() > 18)
                return refusal(value.size() > 18 ? 413 : 400, "unreadable Content-Length");
            qint64 length = 0;
            for (const char c : value) {
                if (c < '0' || c > '9')
                    return refusal(400, "unreadable Content-Length");
                length = length * 10 + (c - '0');
            }
            if (length > limits.maxBodyBytes)
                return refusal(413, "body larger than the sandbox accepts");
            *contentLength = length;
        } else if (name == "transfer-encoding") {
            return refusal(501, "Transfer-Encoding is not supported: send Content-Length");
        }
    }
    if (hosts != 1)
        return refusal(400, hosts == 0 ? "no Host header" : "repeated Host header");
    return std::nullopt;
}

std::optional<RequestFraming::Refusal> RequestFraming::feed(QByteArrayView bytes, QList<qsizetype> *requestEnds)
{
    const qsizetype fed = bytes.size();
    // Where the request being read began in these bytes (0: in an earlier feed).
    qsizetype requestStart = 0;
    auto refuse = [&](Refusal r) {
        m_state = State::Refused;
        m_head.clear();
        r.acceptedBytes = requestStart;
        return r;
    };
    while (!bytes.isEmpty()) {
        switch (m_state) {
        case State::Refused:
            return std::nullopt;
        case State::Body: {
            const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size());
            m_bodyLeft -= take;
            bytes = bytes.sliced(take);
            if (m_bodyLeft == 0) {
                m_state = State::Head;
                if (requestEnds)
                    requestEnds->append(fed - bytes.size());
            }
            break;
        }
        case State::Head: {
            // Blank lines before a request line are allowed (RFC 9112, 2.2).
            while (m_head.isEmpty() && !bytes.isEmpty() && (bytes.front() == '\r' || bytes.front() == '\n'))
                bytes = bytes.sliced(1);
            if (bytes.isEmpty())
                break;
            if (m_head.isEmpty())
                requestStart = fed - bytes.size();
            // Look for the end in what is kept plus the new bytes, never past the limit.
            const qsizetype room = m_limits.maxHeadBytes + 4 - m_head.size();
            const qsizetype take = std::min<qsizetype>(bytes.size(), std::max<qsizetype>(room, 0));
            const qsizetype before = m_head.size();
            m_head.append(bytes.first(take));
            if (!m_requestLineChecked) {
                // The request line is judged as soon as it ends: "GET /" and a line ending (an
                // HTTP/0.9 request) is answered 400 at once, before Qt's parser takes it and closes
                // the connection without a word.
                const qsizetype lineEnd = m_head.indexOf('\n');
                if (lineEnd >= 0) {
                    QByteArrayView line = QByteArrayView(m_head).first(lineEnd);
                    if (line.endsWith('\r'))
                        line.chop(1);
                    if (auto refused = checkRequestLine(line))
                        return refuse(*refused);
                    m_requestLineChecked = true;
                }
            }
            qsizetype terminator = 0;
            const qsizetype end = headEnd(m_head, &terminator);
            if (end < 0) {
                if (m_head.size() > m_limits.maxHeadBytes)
                    return refuse(refusal(431, "request head too large"));
                bytes = bytes.sliced(take);
                break;
            }
            if (end > m_limits.maxHeadBytes)
                return refuse(refusal(431, "request head too large"));
            qint64 length = 0;
            if (auto refused = checkHead(QByteArrayView(m_head).first(end), m_limits, &length))
                return refuse(*refused);
            if (m_admitBody && !m_admitBody(length))
                return refuse(refusal(503, "too many request bodies in progress, try again shortly"));
            ++m_requests;
            // The bytes of this feed that belong to the head; the rest is body or the next request.
            bytes = bytes.sliced(end + terminator - before);
            m_head.clear();
            m_requestLineChecked = false;
            m_bodyLeft = length;
            m_bodyLength = length;
            m_state = length > 0 ? State::Body : State::Head;
            if (length == 0 && requestEnds)
                requestEnds->append(fed - bytes.size());
            break;
        }
        }
    }
    return std::nullopt;
}

} // namespace cliniclink::sandbox
