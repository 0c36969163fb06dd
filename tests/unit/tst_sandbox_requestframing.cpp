// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// RequestFraming: the check in front of Qt HttpServer 6.4's parser. Each refused case was answered
// as valid before (issue 19): headers past the 100th dropped with Content-Length among them, and a
// negative, unreadable or repeated Content-Length read as "no body", the body then read as more
// requests.

#include "sandbox/server/requestframing.h"

#include <QTest>

using namespace cliniclink::sandbox;

namespace {

QByteArray request(const QByteArray &headers, const QByteArray &body = {})
{
    return "POST /prescription/x HTTP/1.1\r\n" + headers + "\r\n" + body;
}

int statusOf(const QByteArray &bytes, RequestFraming::Limits limits = {})
{
    RequestFraming framing(limits);
    const auto refusal = framing.feed(bytes);
    return refusal ? refusal->status : 0;
}

} // namespace

class TestSandboxRequestFraming : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::newRow("valid") << request("Host: a\r\nContent-Length: 2\r\n", "{}") << 0;
        QTest::newRow("no Host") << request("Content-Length: 2\r\n", "{}") << 400;
        QTest::newRow("two Hosts") << request("Host: a\r\nHost: b\r\n") << 400;
        QTest::newRow("length -1") << request("Host: a\r\nContent-Length: -1\r\n") << 400;
        QTest::newRow("length abc") << request("Host: a\r\nContent-Length: abc\r\n") << 400;
        QTest::newRow("length empty") << request("Host: a\r\nContent-Length: \r\n") << 400;
        QTest::newRow("length 1, 2") << request("Host: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n") << 400;
        QTest::newRow("length twice the same")
            << request("Host: a\r\nContent-Length: 2\r\nContent-Length: 2\r\n") << 400;
        QTest::newRow("length past qint64") << request("Host: a\r\nContent-Length: 99999999999999999999\r\n") << 413;
        QTest::newRow("60 MB declared") << request("Host: a\r\nContent-Length: 62914560\r\n") << 413;
        QTest::newRow("chunked") << request("Host: a\r\nTransfer-Encoding: chunked\r\n") << 501;
        QTest::newRow("folded line") << request("Host: a\r\nX-A: b\r\n c\r\n") << 400;
        QTest::newRow("space before colon") << request("Host: a\r\nX-A : b\r\n") << 400;
        QTest::newRow("no colon") << request("Host: a\r\nnonsense\r\n") << 400;
        QTest::newRow("bad request line") << QByteArray("GARBAGE\r\nHost: a\r\n\r\n") << 400;
        QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\nHost: a\r\n\r\n") << 505;
        QTest::newRow("control in a value") << request(QByteArray("Host: a\r\nX-A: b\x01\r\n")) << 400;
        QByteArray many = "Host: a\r\n";
        for (int i = 0; i < 100; ++i)
            many += "X-" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("101 headers") << request(many + "Content-Length: 2\r\n", "{}") << 431;
        QTest::newRow("one header of 1 MB")
            << request("Host: a\r\nX-Big: " + QByteArray(1024 * 1024, 'a') + "\r\n") << 431;
        QTest::newRow("LF only") << QByteArray("GET / HTTP/1.1\nHost: a\n\n") << 0;
        QTest::newRow("HTTP/1.0 keeps Host") << QByteArray("GET / HTTP/1.0\r\n\r\n") << 400;
    }
    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QCOMPARE(statusOf(bytes), status);
    }

    // A head too large is refused while it arrives, not kept until its end.
    void oversizedHeadIsRefusedBeforeItEnds()
    {
        RequestFraming framing;
        QVERIFY(!framing.feed("GET / HTTP/1.1\r\nHost: a\r\nX-Big: ").has_value());
        const auto refusal = framing.feed(QByteArray(128 * 1024, 'a'));
        QVERIFY(refusal.has_value());
        QCOMPARE(refusal->status, 431);
    }

    // The body is skipped by its length, however it arrives, so a body that looks like a request is
    // never taken for one, and the next request is checked where it really starts.
    void bodiesAreSkippedAndTheNextRequestChecked()
    {
        const QByteArray smuggled = "GET /sandbox/reset HTTP/1.1\r\n\r\n"; // no Host: refused if read as a request
        const QByteArray first =
            request("Host: a\r\nContent-Length: " + QByteArray::number(smuggled.size()) + "\r\n", smuggled);
        const QByteArray second = "GET /b HTTP/1.1\r\nHost: a\r\n\r\n";
        const QByteArray stream = first + second;
        for (int split = 1; split < stream.size(); split += 7) {
            RequestFraming framing;
            QVERIFY(!framing.feed(QByteArrayView(stream).first(split)).has_value());
            QVERIFY(!framing.feed(QByteArrayView(stream).sliced(split)).has_value());
            QCOMPARE(framing.requests(), 2);
            QVERIFY(framing.betweenRequests());
        }
        RequestFraming framing;
        QVERIFY(!framing.feed(first).has_value());
        QCOMPARE(framing.feed("GET /c HTTP/1.1\r\n\r\n")->status, 400);
    }

    // A refused request after accepted ones in the same bytes: the refusal says where it begins, so
    // the accepted requests before it still reach the parser.
    void refusalSaysWhereTheRefusedRequestBegins()
    {
        const QByteArray body = "abc";
        const QByteArray first = request("Host: a\r\nContent-Length: 3\r\n", body);
        const QByteArray second = "\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\n";
        const QByteArray refused = "GET /c HTTP/1.1\r\n\r\n";
        RequestFraming framing;
        const QByteArray stream = first + second + refused + "GET /d HTTP/1.1\r\nHost: a\r\n\r\n";
        const auto refusal = framing.feed(stream);
        QVERIFY(refusal.has_value());
        QCOMPARE(refusal->status, 400);
        QCOMPARE(refusal->acceptedBytes, first.size() + second.size());
        QCOMPARE(framing.requests(), 2);

        // Begun in an earlier feed: nothing of these bytes precedes it; the body's end does.
        RequestFraming split;
        QVERIFY(!split.feed("GET /c HTTP/1.1\r\nX: y").has_value());
        QCOMPARE(split.feed("\r\n\r\n")->acceptedBytes, 0);
        RequestFraming inBody;
        QVERIFY(!inBody.feed(first.first(first.size() - 2)).has_value());
        const QByteArray rest = first.last(2) + refused;
        QCOMPARE(inBody.feed(rest)->acceptedBytes, 2);
    }

    void headStateIsReported()
    {
        RequestFraming framing;
        QVERIFY(framing.betweenRequests());
        QVERIFY(!framing.feed("GET / HTTP/1.1\r\nHo").has_value());
        QVERIFY(framing.inHead());
        QVERIFY(!framing.feed("st: a\r\nContent-Length: 3\r\n\r\nab").has_value());
        QVERIFY(!framing.inHead());
        QVERIFY(!framing.betweenRequests());
        QVERIFY(!framing.feed("c").has_value());
        QVERIFY(framing.betweenRequests());
    }

    // The request line is judged as soon as it ends, not when the head does: "GET /" and one line
    // ending waited for a blank line that Qt's parser never let come.
    void requestLineIsCheckedWhenItEnds()
    {
        RequestFraming framing;
        QVERIFY(!framing.feed("GET /").has_value());
        const auto refusal = framing.feed("\r\n");
        QVERIFY(refusal.has_value());
        QCOMPARE(refusal->status, 400);
        QCOMPARE(refusal->reason, QByteArray("malformed request line"));

        RequestFraming valid;
        QVERIFY(!valid.feed("GET / HTTP/1.1\r\n").has_value());
        QVERIFY(!valid.feed("Host: a\r\n").has_value());
        QList<qsizetype> ends;
        QVERIFY(!valid.feed("\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\n", &ends).has_value());
        QCOMPARE(ends.size(), 2);
        QCOMPARE(valid.requests(), 2);
    }

    // Every accepted head is offered for admission with its declared length, before its body is
    // read; a refused one is 503 and not counted as a request.
    void bodiesAreAdmittedFromTheHead()
    {
        RequestFraming framing;
        QList<qint64> asked;
        framing.setBodyAdmission([&asked](qint64 length) {
            asked.append(length);
            return length <= 10;
        });
        QVERIFY(!framing.feed(request("Host: a\r\nContent-Length: 2\r\n", "{}")).has_value());
        QVERIFY(!framing.feed("GET / HTTP/1.1\r\nHost: a\r\n\r\n").has_value());
        QVERIFY(!framing.feed(request("Host: a\r\nContent-Length: 5\r\n")).has_value());
        QVERIFY(framing.inBody());
        QCOMPARE(framing.bodyLength(), 5);
        QVERIFY(!framing.feed("12345").has_value());
        const auto refusal = framing.feed(request("Host: a\r\nContent-Length: 11\r\n"));
        QVERIFY(refusal.has_value());
        QCOMPARE(refusal->status, 503);
        QCOMPARE(asked, (QList<qint64>{2, 0, 5, 11}));
        QCOMPARE(framing.requests(), 3);
    }
};

QTEST_GUILESS_MAIN(TestSandboxRequestFraming)
#include "tst_sandbox_requestframing.moc"
