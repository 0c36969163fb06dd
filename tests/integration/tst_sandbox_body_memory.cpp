// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The standalone cliniclink-sandbox under clients that send large bodies and hold back the last
// byte: 20 connections of 50 MB each once took it to 2.5 GB and held it there. Run as a real
// process on 127.0.0.1, port 0; its memory is read from /proc/<pid>/status and printed.

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <vector>

namespace {

constexpr int kConnections = 20;
constexpr qint64 kBodyBytes = 50LL * 1000 * 1000;
constexpr qint64 kChunk = 1024 * 1024;
// The sandbox's cap on bodies in flight (ConnectionLimits::maxBodyBytesInFlight, 104 MB), held in
// Qt's socket buffer and its parser, with room for allocation slack. Under AddressSanitizer the
// same bodies cost about twice the memory (its allocator's redzones and quarantine keep freed
// buffers), so the bound doubles there; held without the cap they took 2.3 GB.
#if defined(__SANITIZE_ADDRESS__)
#define CLINICLINK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CLINICLINK_ASAN 1
#endif
#endif
#ifdef CLINICLINK_ASAN
constexpr qint64 kBoundBytes = 800LL * 1024 * 1024;
#else
constexpr qint64 kBoundBytes = 400LL * 1024 * 1024;
#endif

// VmRSS or VmHWM of a process, in bytes; -1 when unreadable.
qint64 memoryOf(qint64 pid, const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed().split(' ').constFirst().toLongLong() * 1024;
    }
    return -1;
}

// One client: a head declaring kBodyBytes, then the body in chunks as the socket takes them, all
// but its last byte.
class HeldBackUpload {
public:
    explicit HeldBackUpload(quint16 port)
    {
        QObject::connect(&m_socket, &QTcpSocket::readyRead, &m_socket, [this] { m_received += m_socket.readAll(); });
        QObject::connect(&m_socket, &QTcpSocket::bytesWritten, &m_socket, [this] { pump(); });
        QObject::connect(&m_socket, &QTcpSocket::connected, &m_socket, [this] {
            m_socket.write("POST /sep/api/signing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; "
                           "boundary=x\r\nContent-Length: "
                           + QByteArray::number(kBodyBytes) + "\r\n\r\n");
            pump();
        });
        m_socket.connectToHost(QHostAddress::LocalHost, port);
    }
    // Every byte but the last was handed to the kernel, or the server closed the connection.
    bool settled() const { return closed() || (m_sent == kBodyBytes - 1 && m_socket.bytesToWrite() == 0); }
    bool closed() const { return m_socket.state() == QAbstractSocket::UnconnectedState; }
    int status() const { return m_received.startsWith("HTTP/1.1 ") ? m_received.mid(9, 3).toInt() : 0; }

private:
    void pump()
    {
        if (m_socket.state() != QAbstractSocket::ConnectedState)
            return;
        while (m_sent < kBodyBytes - 1 && m_socket.bytesToWrite() < kChunk) {
            const qint64 n = std::min(kChunk, kBodyBytes - 1 - m_sent);
            m_socket.write(QByteArray(n, 'x'));
            m_sent += n;
        }
    }

    QTcpSocket m_socket;
    QByteArray m_received;
    qint64 m_sent = 0;
};

} // namespace

class TestSandboxBodyMemory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void heldBackBodiesStayBounded()
    {
        QProcess sandbox;
        sandbox.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        sandbox.start(
            QStringLiteral(CLINICLINK_SANDBOX_EXE),
            {QStringLiteral("--host"), QStringLiteral("127.0.0.1"), QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(sandbox.waitForStarted(5000));
        while (!sandbox.canReadLine() && sandbox.waitForReadyRead(10000)) { }
        const QString line = QString::fromUtf8(sandbox.readLine()).trimmed();
        static const QRegularExpression first(QStringLiteral("^listening on http://127\\.0\\.0\\.1:(\\d+)$"));
        const auto match = first.match(line);
        QVERIFY2(match.hasMatch(), qPrintable(line));
        const quint16 port = quint16(match.captured(1).toUInt());
        const qint64 pid = sandbox.processId();
        const qint64 before = memoryOf(pid, "VmRSS");
        QVERIFY(before > 0);

        QElapsedTimer elapsed;
        elapsed.start();
        std::vector<std::unique_ptr<HeldBackUpload>> uploads;
        for (int i = 0; i < kConnections; ++i)
            uploads.push_back(std::make_unique<HeldBackUpload>(port));
        const bool settled = QTest::qWaitFor(
            [&] {
                for (const auto &u : uploads) {
                    if (!u->settled())
                        return false;
                }
                return true;
            },
            60'000);
        // Still answering; and once it has answered, it has read what had reached it.
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(probe.waitForConnected(5000));
        probe.write("GET /sandbox/clock HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        QVERIFY(QTest::qWaitFor([&] { return probe.bytesAvailable() > 0; }, 5000));
        QVERIFY(probe.readAll().startsWith("HTTP/1.1 200"));
        const qint64 rss = memoryOf(pid, "VmRSS");
        const qint64 peak = memoryOf(pid, "VmHWM");
        int open = 0;
        int refused = 0;
        for (const auto &u : uploads) {
            open += u->closed() ? 0 : 1;
            refused += u->status() == 503 ? 1 : 0;
        }
        qInfo("%d connections x %lld MB held back by one byte, in %lld ms: sandbox RSS %lld MB before, %lld MB "
              "after, peak %lld MB (bound %lld MB); %d refused with 503, %d still open",
              kConnections, kBodyBytes / 1000 / 1000, qlonglong(elapsed.elapsed()), before / 1024 / 1024,
              rss / 1024 / 1024, peak / 1024 / 1024, kBoundBytes / 1024 / 1024, refused, open);
        QVERIFY(settled);
        QVERIFY2(peak - before < kBoundBytes, "the sandbox held more than its cap of bodies in flight");
        // The cap holds two such bodies; the rest were told 503 (or reset while still sending) and closed.
        QVERIFY(open <= 2);

        uploads.clear();
        sandbox.terminate();
        QVERIFY(sandbox.waitForFinished(10000));
    }
};

QTEST_GUILESS_MAIN(TestSandboxBodyMemory)
#include "tst_sandbox_body_memory.moc"
