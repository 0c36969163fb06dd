// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where each HTTP/1.1 request on one connection begins and ends, checked before Qt HttpServer 6.4
// parses it. That parser drops every header past the 100th (Content-Length included) and reads an
// unparsable or repeated Content-Length as "no body", so the body became further requests (request
// smuggling). This reader sees the same bytes first, in order, and names the first request that
// must be refused: its status (400, 413, 431, 501) and why. It keeps no body, only counts it.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <functional>
#include <optional>

namespace cliniclink::sandbox {

struct FramingLimits {
    int maxHeaders = 100;
    qsizetype maxHeadBytes = 64 * 1024; // request line and headers
    // The contract's largest request: 10 files of 5 MB and the meta, in multipart.
    qint64 maxBodyBytes = 52 * 1024 * 1024;
};

class RequestFraming {
public:
    using Limits = FramingLimits;
    struct Refusal {
        int status = 400;
        QByteArray reason; // for the answer's body and the log; never contains request bytes
        // How many of the bytes just fed come before the refused request: the ends of requests that
        // were accepted, which still go to the parser and are answered before the refusal.
        qsizetype acceptedBytes = 0;
    };

    explicit RequestFraming(Limits limits = Limits())
        : m_limits(limits)
    {
    }

    // The next bytes of the connection. Returns the refusal of the first request that must not be
    // served; after one, the connection is closed and nothing more is read. requestEnds, when given,
    // receives where each request that ended in these bytes ends (offsets into them, ascending).
    std::optional<Refusal> feed(QByteArrayView bytes, QList<qsizetype> *requestEnds = nullptr);

    // Asked for every head that is accepted (length 0 for none), before any of its body is read:
    // false refuses the request with 503, as the server holds too many bodies at once.
    void setBodyAdmission(std::function<bool(qint64 length)> admit) { m_admitBody = std::move(admit); }

    // Part of a request head has arrived and not all of it (the slow-header timeout applies).
    bool inHead() const { return m_state == State::Head && !m_head.isEmpty(); }
    // Between requests: nothing of the next one has arrived.
    bool betweenRequests() const { return m_state == State::Head && m_head.isEmpty(); }
    // The body of an accepted request is arriving (bodyLength(): what its head declared).
    bool inBody() const { return m_state == State::Body; }
    qint64 bodyLength() const { return m_bodyLength; }
    // Requests whose head was complete and accepted so far.
    int requests() const { return m_requests; }

    // Checks one complete head (request line and header lines, without the blank line).
    static std::optional<Refusal> checkHead(QByteArrayView head, const Limits &limits, qint64 *contentLength);
    // Checks a request line (without its line ending): method SP request-target SP HTTP-version.
    static std::optional<Refusal> checkRequestLine(QByteArrayView line);

private:
    enum class State { Head, Body, Refused };

    Limits m_limits;
    State m_state = State::Head;
    QByteArray m_head;
    bool m_requestLineChecked = false; // the first line of m_head is complete and was accepted
    qint64 m_bodyLeft = 0;
    qint64 m_bodyLength = 0;
    std::function<bool(qint64)> m_admitBody;
    int m_requests = 0;
};

} // namespace cliniclink::sandbox
