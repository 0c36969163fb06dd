// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's connections under hostile clients, over real loopback sockets: requests Qt
// HttpServer 6.4 would mis-parse are refused before it sees them, a declared body too large is
// refused before it is sent, slow heads and idle connections are closed on the (manual) clock, the
// connection cap keeps the server answering, and answers leave a connection in request order.

#include "sandbox/server/connectionguard.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandboxtestclient.h"

#include <QTcpSocket>
#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

// One raw client connection: what was received and whether the server closed it.
class RawClient {
public:
    explicit RawClient(quint16 port)
    {
        QObject::connect(&m_socket, &QTcpSocket::readyRead, &m_socket, [this] { m_received += m_socket.readAll(); });
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        m_socket.waitForConnected(5000);
    }
    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }
    bool waitClosed()
    {
        return QTest::qWaitFor([this] { return closed(); }, 5000);
    }
    bool waitAnswers(int count)
    {
        return QTest::qWaitFor([this, count] { return answers() >= count || closed(); }, 5000) && answers() >= count;
    }
    bool closed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }
    int answers() const { return int(m_received.count("HTTP/1.1 ")); }
    int firstStatus() const { return m_received.startsWith("HTTP/1.1 ") ? m_received.mid(9, 3).toInt() : 0; }
    const QByteArray &received() const { return m_received; }

private:
    QTcpSocket m_socket;
    QByteArray m_received;
};

QByteArray get(const QByteArray &path)
{
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
}

} // namespace

class TestSandboxConnections : public QObject {
    Q_OBJECT

    std::unique_ptr<SandboxTestClient> c;
    quint16 port() const { return quint16(c->sandbox.url().port()); }
    ConnectionGuard &guard() { return c->sandbox.connections(); }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SandboxTestClient>();
        guard().setClock(&c->clock);
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void misparsedRequestsAreRefusedAndClosed_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<int>("status");
        QByteArray many;
        for (int i = 0; i < 101; ++i)
            many += "X-" + QByteArray::number(i) + ": v\r\n";
        QTest::newRow("101 headers") << many << 431;
        QTest::newRow("header of 1 MB") << "X-Big: " + QByteArray(1024 * 1024, 'a') + "\r\n" << 431;
        QTest::newRow("length -1") << QByteArray("Content-Length: -1\r\n") << 400;
        QTest::newRow("length abc") << QByteArray("Content-Length: abc\r\n") << 400;
        QTest::newRow("two lengths") << QByteArray("Content-Length: 0\r\nContent-Length: 40\r\n") << 400;
    }
    // The body carries a request of its own: answered once (the refusal), never twice.
    void misparsedRequestsAreRefusedAndClosed()
    {
        QFETCH(QByteArray, head);
        QFETCH(int, status);
        const QByteArray smuggled = get("/sandbox/requests");
        RawClient client(port());
        client.send("POST /prescription/x HTTP/1.1\r\nHost: 127.0.0.1\r\n" + head
                    + "Content-Length: " + QByteArray::number(smuggled.size()) + "\r\n\r\n" + smuggled);
        QVERIFY(client.waitClosed());
        QCOMPARE(client.firstStatus(), status);
        QCOMPARE(client.answers(), 1);
    }

    void requestWithoutHostIsRefused()
    {
        RawClient client(port());
        client.send("GET /sandbox/requests HTTP/1.1\r\n\r\n");
        QVERIFY(client.waitClosed());
        QCOMPARE(client.firstStatus(), 400);
        QVERIFY(client.received().contains("Host"));
    }

    // 413 from the head alone: the 60 MB are never sent, let alone buffered.
    void declaredBodyTooLargeIsRefusedBeforeItIsSent()
    {
        RawClient client(port());
        client.send("POST /sep/api/signing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 62914560\r\n\r\n");
        QVERIFY(client.waitClosed());
        QCOMPARE(client.firstStatus(), 413);
    }

    void slowHeadIsClosedAfterTheHeaderTimeout()
    {
        RawClient client(port());
        client.send("GET /sandbox/requests HTTP/1.1\r\nHo");
        QTRY_COMPARE(guard().headsInProgress(), 1);
        c->clock.advance(guard().limits().headerTimeoutMs - 1);
        QCoreApplication::processEvents();
        QVERIFY(!client.closed());
        // Trickling bytes does not buy time: the timeout counts from the head's first byte.
        client.send("st");
        c->clock.advance(1);
        QVERIFY(client.waitClosed());
        QCOMPARE(client.firstStatus(), 408);
    }

    void idleConnectionIsClosed()
    {
        RawClient client(port());
        client.send(get("/sandbox/requests"));
        QVERIFY(client.waitAnswers(1));
        c->clock.advance(guard().limits().idleTimeoutMs - 1000);
        // Still open: a second request on it is answered, and restarts the idle time.
        client.send(get("/sandbox/requests"));
        QVERIFY(client.waitAnswers(2));
        c->clock.advance(guard().limits().idleTimeoutMs - 1000);
        QCoreApplication::processEvents();
        QVERIFY(!client.closed());
        c->clock.advance(1000);
        QVERIFY(client.waitClosed());
        QCOMPARE(client.answers(), 2);
    }

    // At the cap the longest-idle connection makes room; when none is idle, a newcomer is told
    // 503 at once instead of waiting unanswered.
    void connectionCapKeepsAnswering()
    {
        ConnectionGuard::Limits limits = guard().limits();
        limits.maxConnections = 2;
        guard().setLimits(limits);
        RawClient first(port());
        first.send(get("/sandbox/requests"));
        QVERIFY(first.waitAnswers(1));
        c->clock.advance(10);
        RawClient second(port());
        second.send(get("/sandbox/requests"));
        QVERIFY(second.waitAnswers(1));
        RawClient third(port());
        third.send(get("/sandbox/requests"));
        QVERIFY(third.waitAnswers(1));
        QCOMPARE(third.firstStatus(), 200);
        QVERIFY(first.waitClosed());
        QVERIFY(!second.closed());

        second.send("GET /sandbox/requests HTTP/1.1\r\n");
        third.send("GET /sandbox/requests HTTP/1.1\r\n");
        QTRY_COMPARE(guard().headsInProgress(), 2);
        RawClient fourth(port());
        QVERIFY(fourth.waitClosed());
        QCOMPARE(fourth.firstStatus(), 503);
        QCOMPARE(guard().connectionCount(), 2);
    }

    // A delayed answer is not overtaken by the next pipelined request's answer.
    void answersLeaveInRequestOrder()
    {
        FaultRule delay;
        delay.pattern = QStringLiteral("/nothing/first");
        delay.kind = FaultKind::Delay;
        delay.delayMs = 2000;
        c->sandbox.context().faults().add(delay);
        RawClient client(port());
        client.send(get("/nothing/first") + get("/nothing/second"));
        // The second request is handled at once; its answer waits for the first.
        QTRY_VERIFY(c->sandbox.context().requestLog().entries().size() >= 1);
        QCoreApplication::processEvents();
        QCOMPARE(client.answers(), 0);
        c->clock.advance(2000);
        QVERIFY(client.waitAnswers(2));
        const qsizetype first = client.received().indexOf("/nothing/first");
        const qsizetype second = client.received().indexOf("/nothing/second");
        QVERIFY(first >= 0 && second >= 0);
        QVERIFY2(first < second, client.received().constData());
    }

    // A request that arrives in two pieces behind a complete one is framed once, not twice.
    void pipelinedRequestInTwoPiecesIsServed()
    {
        RawClient client(port());
        const QByteArray second = get("/nothing/second");
        client.send(get("/nothing/first") + second.first(20));
        QVERIFY(client.waitAnswers(1));
        client.send(second.sliced(20));
        QVERIFY2(client.waitAnswers(2), client.received().constData());
        QVERIFY(client.received().contains("/nothing/second"));
        QVERIFY(!client.closed());
    }

    // Qt reads a request whose body is still arriving in a transaction, so what follows its end in
    // the same bytes stays in the socket: it is framed once all the same, and served in order.
    void requestsBehindABodyInProgressAreServedInOrder()
    {
        RawClient client(port());
        const QByteArray smuggled = get("/nothing/smuggled");
        const QByteArray first = "POST /nothing/first HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
                                 "Content-Length: "
            + QByteArray::number(smuggled.size()) + "\r\n\r\n" + smuggled;
        const QByteArray third = get("/nothing/third");
        client.send(first.first(first.size() - 10));
        QTRY_VERIFY(guard().headsInProgress() == 0);
        client.send(first.last(10) + get("/nothing/second") + third.first(12));
        QVERIFY(client.waitAnswers(2));
        client.send(third.sliced(12));
        QVERIFY2(client.waitAnswers(3), client.received().constData());
        const QByteArray &received = client.received();
        const qsizetype a = received.indexOf("/nothing/first");
        const qsizetype b = received.indexOf("/nothing/second");
        const qsizetype c3 = received.indexOf("/nothing/third");
        QVERIFY2(a >= 0 && a < b && b < c3, received.constData());
        QVERIFY(!received.contains("/nothing/smuggled"));
        QCOMPARE(client.answers(), 3);
        QVERIFY(!client.closed());
    }

    // Valid requests pipelined in the same bytes as a refused one are answered, in order, before it.
    void requestsBeforeARefusedOneAreAnswered()
    {
        RawClient client(port());
        client.send(get("/nothing/first") + get("/nothing/second") + "GET /nothing/third HTTP/1.1\r\n\r\n"
                    + get("/nothing/fourth"));
        QVERIFY(client.waitClosed());
        QVERIFY2(client.answers() == 3, client.received().constData());
        const QByteArray &received = client.received();
        const qsizetype first = received.indexOf("/nothing/first");
        const qsizetype second = received.indexOf("/nothing/second");
        const qsizetype refusal = received.indexOf("HTTP/1.1 400 ");
        QVERIFY2(first >= 0 && first < second && second < refusal, received.constData());
        QVERIFY(received.indexOf("no Host header", refusal) > refusal);
        QVERIFY(!received.contains("/nothing/third"));
        QVERIFY(!received.contains("/nothing/fourth"));
        QCOMPARE(c->sandbox.context().requestLog().entries().size(), size_t(2));
    }

    // "GET /" and one line ending (an HTTP/0.9 request line) was taken by Qt's parser and the
    // connection closed without a word: it is answered 400.
    void requestLineWithoutVersionIsAnswered()
    {
        for (const QByteArray &bytes : {QByteArray("GET /\r\n"), QByteArray("GET /\n"), QByteArray("GET\r\n")}) {
            RawClient client(port());
            client.send(bytes);
            QVERIFY2(client.waitClosed(), bytes.constData());
            QCOMPARE(client.firstStatus(), 400);
            QVERIFY(client.received().contains("malformed request line"));
        }
    }

    // Bodies in progress are reserved from their heads, across all connections: a head past the
    // cap is told 503 before its body is read, and the room comes back once a body is parsed.
    void bodiesInFlightAreCapped()
    {
        ConnectionGuard::Limits limits = guard().limits();
        limits.maxBodyBytesInFlight = 1000;
        guard().setLimits(limits);
        const auto post = [](qint64 length) -> QByteArray {
            return "POST /nothing/body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: "
                + QByteArray::number(length) + "\r\n\r\n";
        };
        RawClient first(port());
        first.send(post(800) + QByteArray(799, 'a'));
        QTRY_COMPARE(guard().bodyBytesInFlight(), 800);
        QCOMPARE(guard().bodiesInProgress(), 1);

        RawClient second(port());
        second.send(post(300) + QByteArray(10, 'b'));
        QVERIFY(second.waitClosed());
        QCOMPARE(second.firstStatus(), 503);
        QCOMPARE(guard().bodyBytesInFlight(), 800);

        // Under the cap: accepted beside the first.
        RawClient third(port());
        third.send(post(200) + QByteArray(200, 'c'));
        QVERIFY(third.waitAnswers(1));
        QCOMPARE(third.firstStatus(), 404);

        first.send("a");
        QVERIFY(first.waitAnswers(1));
        QCOMPARE(first.firstStatus(), 404);
        QCOMPARE(guard().bodyBytesInFlight(), 0);
        RawClient fourth(port());
        fourth.send(post(300) + QByteArray(300, 'd'));
        QVERIFY(fourth.waitAnswers(1));
        QCOMPARE(fourth.firstStatus(), 404);

        // A connection that goes away mid-body gives its reservation back.
        {
            RawClient gone(port());
            gone.send(post(900) + QByteArray(10, 'e'));
            QTRY_COMPARE(guard().bodyBytesInFlight(), 900);
        }
        QTRY_COMPARE(guard().bodyBytesInFlight(), 0);
    }

    // Each byte of a body moved the idle time, so a body held back by one byte stayed forever: it
    // has a deadline from its head, which trickling does not move.
    void slowBodyIsClosedAtItsDeadline()
    {
        RawClient client(port());
        const qint64 length = 2 * guard().limits().minBodyBytesPerSecond; // two more seconds
        client.send("POST /nothing/body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: "
                    + QByteArray::number(length) + "\r\n\r\nab");
        QTRY_COMPARE(guard().bodiesInProgress(), 1);
        const qint64 deadline = guard().limits().bodyTimeoutMs + 2000;
        qint64 elapsed = 0;
        while (elapsed + 5000 < deadline) {
            c->clock.advance(5000);
            elapsed += 5000;
            client.send("c");
            QCoreApplication::processEvents();
            QVERIFY(!client.closed());
        }
        c->clock.advance(deadline - elapsed - 1);
        QCoreApplication::processEvents();
        QVERIFY(!client.closed());
        c->clock.advance(1);
        QVERIFY(client.waitClosed());
        QCOMPARE(client.firstStatus(), 408);
        QVERIFY(client.received().contains("body"));
        QCOMPARE(guard().bodyBytesInFlight(), 0);
    }

    // A body that stops arriving is still closed after the idle time, before its deadline.
    void stalledBodyIsClosedWhenIdle()
    {
        RawClient client(port());
        client.send("POST /nothing/body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: "
                    + QByteArray::number(40 * guard().limits().minBodyBytesPerSecond) + "\r\n\r\nab");
        QTRY_COMPARE(guard().bodiesInProgress(), 1);
        c->clock.advance(guard().limits().idleTimeoutMs);
        QVERIFY(client.waitClosed());
        QCOMPARE(guard().bodyBytesInFlight(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSandboxConnections)
#include "tst_sandbox_connections.moc"
