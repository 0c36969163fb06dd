// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19 asked to measure the sandbox's server (Qt HttpServer 6.4 behind ConnectionGuard) against
// a hardened library from Debian (libmicrohttpd 0.9.75, configured with its connection timeout,
// connection cap and per-connection memory limit) on a raw-socket prober's cases, slow clients and
// load, and to choose. Both servers answer every request with the sandbox's JSON 404 and refuse a
// declared body over 52 MB; each runs on its own thread on 127.0.0.1, the client on the main thread
// with plain blocking or polled sockets. Prints what each server answered, and the load's figures.

#include "sandbox/server/sandboxrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>

#include <algorithm>
#include <arpa/inet.h>
#include <cstdio>
#include <cstring>
#include <microhttpd.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr long long kMaxBody = 52LL * 1024 * 1024;
const char kNotFound[] = "{\"error\":\"Ресурс не найден\"}";

// ---- libmicrohttpd, set up as a hardened server would be ----

int g_marker;

MHD_Result answer(void *, MHD_Connection *connection, const char *, const char *, const char *, const char *,
                  size_t *uploadSize, void **state)
{
    if (!*state) {
        *state = &g_marker;
        const char *length = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (length && std::strtoll(length, nullptr, 10) > kMaxBody) {
            static const char tooLarge[] = "{\"error\":\"too large\"}";
            MHD_Response *r =
                MHD_create_response_from_buffer(sizeof tooLarge - 1, (void *)tooLarge, MHD_RESPMEM_PERSISTENT);
            const MHD_Result queued = MHD_queue_response(connection, MHD_HTTP_CONTENT_TOO_LARGE, r);
            MHD_destroy_response(r);
            return queued;
        }
        return MHD_YES;
    }
    if (*uploadSize != 0) {
        *uploadSize = 0; // the body is read and dropped
        return MHD_YES;
    }
    MHD_Response *r = MHD_create_response_from_buffer(sizeof kNotFound - 1, (void *)kNotFound, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json; charset=utf-8");
    const MHD_Result queued = MHD_queue_response(connection, MHD_HTTP_NOT_FOUND, r);
    MHD_destroy_response(r);
    return queued;
}

MHD_Daemon *startMicrohttpd(quint16 *port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    MHD_Daemon *daemon = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL, 0, nullptr, nullptr, &answer,
                                          nullptr, MHD_OPTION_SOCK_ADDR, &address, MHD_OPTION_CONNECTION_TIMEOUT, 15u,
                                          MHD_OPTION_CONNECTION_LIMIT, 256u, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
                                          size_t(64 * 1024), MHD_OPTION_END);
    if (daemon)
        *port = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT)->port;
    return daemon;
}

// ---- the client side: plain sockets ----

int connectTo(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return fd;
}

void sendAll(int fd, const std::string &bytes)
{
    size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            return; // the server closed: what it answered is read next
        sent += size_t(n);
    }
}

struct Received {
    std::string bytes;
    bool closed = false;
    qint64 firstByteMs = -1;
};

// Reads until the server closes or stays silent for quietMs.
Received readAnswers(int fd, int quietMs)
{
    Received r;
    QElapsedTimer timer;
    timer.start();
    char buffer[65536];
    for (;;) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, quietMs) <= 0)
            return r;
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            r.closed = true;
            return r;
        }
        if (r.firstByteMs < 0)
            r.firstByteMs = timer.elapsed();
        r.bytes.append(buffer, size_t(n));
    }
}

std::string statuses(const std::string &bytes)
{
    std::string out;
    for (size_t at = bytes.find("HTTP/1.1 "); at != std::string::npos; at = bytes.find("HTTP/1.1 ", at + 1)) {
        if (!out.empty())
            out += '+';
        out += bytes.substr(at + 9, 3);
    }
    return out.empty() ? std::string("none") : out;
}

const std::string kGet = "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

struct ProbeCase {
    const char *name;
    const char *wanted;
    std::string bytes;
};

std::vector<ProbeCase> probeCases()
{
    std::string manyHeaders = "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    for (int i = 0; i < 101; ++i)
        manyHeaders += "X-H" + std::to_string(i) + ": v\r\n";
    manyHeaders += "Content-Length: " + std::to_string(kGet.size()) + "\r\n\r\n" + kGet;
    const std::string smuggled = "GET /sandbox/reset HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    auto withLength = [&](const std::string &lengths) {
        return "POST /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n" + lengths + "\r\n" + smuggled;
    };
    return {
        {"101 headers, body is a request", "one answer, none smuggled", manyHeaders},
        {"one header of 1 MB", "431, closed",
         "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + std::string(1 << 20, 'a') + "\r\n\r\n"},
        {"Content-Length: -1", "400, closed", withLength("Content-Length: -1\r\n")},
        {"Content-Length: abc", "400, closed", withLength("Content-Length: abc\r\n")},
        {"two Content-Length", "400, closed (RFC 9112)", withLength("Content-Length: 3\r\nContent-Length: 48\r\n")},
        {"no Host", "400 (RFC 9112)", "GET /nothing HTTP/1.1\r\n\r\n"},
        {"malformed request line", "400, closed", "GARBAGE\r\n\r\n"},
        {"chunked body", "one answer, or 501",
         "POST /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
         "3\r\nabc\r\n0\r\n\r\n"},
        {"declared 60 MB body, not sent", "413 before the body",
         "POST /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 62914560\r\n\r\n"},
        {"two pipelined GETs", "404+404", kGet + kGet},
        {"GET, then a GET in two pieces", "404+404", kGet + kGet.substr(0, 20) + "\x01" + kGet.substr(20)},
    };
}

void probe(const char *server, quint16 port)
{
    for (const ProbeCase &c : probeCases()) {
        const int fd = connectTo(port);
        std::string bytes = c.bytes;
        Received r;
        const size_t split = bytes.find('\x01');
        if (split != std::string::npos) {
            sendAll(fd, bytes.substr(0, split));
            r = readAnswers(fd, 300);
            sendAll(fd, bytes.substr(split + 1));
            const Received more = readAnswers(fd, 1000);
            r.bytes += more.bytes;
            r.closed = more.closed;
        } else {
            sendAll(fd, bytes);
            r = readAnswers(fd, 1000);
        }
        ::close(fd);
        std::printf("  %-12s %-34s answered %-10s %-8s first byte %5lld ms  (wanted: %s)\n", server, c.name,
                    statuses(r.bytes).c_str(), r.closed ? "closed" : "open", r.firstByteMs, c.wanted);
    }
}

// 300 connections that send part of a head and stop; then one ordinary request on a new connection.
void slowClients(const char *server, quint16 port)
{
    std::vector<int> slow;
    for (int i = 0; i < 300; ++i) {
        const int fd = connectTo(port);
        if (fd < 0)
            break;
        sendAll(fd, "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        slow.push_back(fd);
    }
    QElapsedTimer timer;
    timer.start();
    const int fd = connectTo(port);
    Received r;
    if (fd >= 0) {
        sendAll(fd, kGet);
        r = readAnswers(fd, 3000);
        ::close(fd);
    }
    std::printf("  %-12s with %zu slow heads open, a new request got %-6s in %lld ms\n", server, slow.size(),
                statuses(r.bytes).c_str(), timer.elapsed());
    for (const int s : slow)
        ::close(s);
    QThread::msleep(500); // the servers see the closes before the next connection
    // A slowloris: one byte every 500 ms, for up to 14 s. Which server closes it, and when?
    const int loris = connectTo(port);
    sendAll(loris, "GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    timer.restart();
    bool closed = false;
    std::string answered;
    while (!closed && timer.elapsed() < 14000) {
        sendAll(loris, "X");
        pollfd p{loris, POLLIN, 0};
        if (::poll(&p, 1, 500) > 0) {
            char b[4096];
            const ssize_t n = ::recv(loris, b, sizeof b, 0);
            if (n > 0)
                answered.append(b, size_t(n));
            closed = true; // an answer or the close ends it
        }
    }
    ::close(loris);
    std::printf("  %-12s a head sent a byte every 500 ms: %s\n", server,
                closed
                    ? ("answered " + statuses(answered) + " after " + std::to_string(timer.elapsed()) + " ms").c_str()
                    : "still open after 14 s");
}

// connections keep-alive clients, each sending requests one after another.
void load(const char *server, quint16 port, int connections, int perConnection)
{
    struct Client {
        int fd = -1;
        int done = 0;
        std::string in;
    };
    std::vector<Client> clients(static_cast<size_t>(connections), Client{});
    int errors = 0;
    QElapsedTimer timer;
    timer.start();
    for (Client &c : clients) {
        c.fd = connectTo(port);
        if (c.fd < 0) {
            ++errors;
            continue;
        }
        sendAll(c.fd, kGet);
    }
    int open = connections - errors;
    std::vector<pollfd> fds;
    while (open > 0 && timer.elapsed() < 120000) {
        fds.clear();
        for (const Client &c : clients)
            fds.push_back({c.fd, short(c.fd >= 0 ? POLLIN : 0), 0});
        if (::poll(fds.data(), fds.size(), 5000) <= 0) {
            errors += open; // stalled
            break;
        }
        for (size_t i = 0; i < clients.size(); ++i) {
            Client &c = clients[i];
            if (c.fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char buffer[16384];
            const ssize_t n = ::recv(c.fd, buffer, sizeof buffer, 0);
            if (n <= 0) {
                ++errors;
                ::close(c.fd);
                c.fd = -1;
                --open;
                continue;
            }
            c.in.append(buffer, size_t(n));
            // One answer is complete when its head and Content-Length bytes are in.
            for (;;) {
                const size_t headEnd = c.in.find("\r\n\r\n");
                if (headEnd == std::string::npos)
                    break;
                std::string head = c.in.substr(0, headEnd);
                std::transform(head.begin(), head.end(), head.begin(), ::tolower);
                const size_t lengthAt = head.find("content-length:");
                const size_t length = lengthAt == std::string::npos ? 0 : std::stoul(head.substr(lengthAt + 15));
                if (c.in.size() < headEnd + 4 + length)
                    break;
                if (c.in.compare(0, 12, "HTTP/1.1 404") != 0)
                    ++errors;
                c.in.erase(0, headEnd + 4 + length);
                if (++c.done == perConnection) {
                    ::close(c.fd);
                    c.fd = -1;
                    --open;
                    break;
                }
                sendAll(c.fd, kGet);
            }
        }
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    long total = 0;
    for (const Client &c : clients)
        total += c.done;
    std::printf("  %-12s %d connections x %d requests: %ld answered in %.2f s, %.0f requests/s, %d errors\n", server,
                connections, perConnection, total, seconds, double(total) / seconds, errors);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    using cliniclink::sandbox::SandboxRunner;

    SandboxRunner runner;
    QEventLoop loop;
    QObject::connect(&runner, &SandboxRunner::started, &loop, &QEventLoop::quit);
    QObject::connect(&runner, &SandboxRunner::failed, &loop, [&loop] { loop.exit(1); });
    runner.start();
    if (loop.exec() != 0)
        return 1;
    const quint16 sandboxPort = quint16(runner.url().port());
    quint16 mhdPort = 0;
    MHD_Daemon *daemon = startMicrohttpd(&mhdPort);
    if (!daemon) {
        std::fprintf(stderr, "libmicrohttpd did not start\n");
        return 1;
    }
    std::printf("Sandbox server (Qt HttpServer 6.4 + ConnectionGuard) against libmicrohttpd %s\n", MHD_get_version());
    std::printf("\nProber's cases:\n");
    probe("sandbox", sandboxPort);
    probe("microhttpd", mhdPort);
    std::printf("\nSlow clients:\n");
    slowClients("sandbox", sandboxPort);
    slowClients("microhttpd", mhdPort);
    std::printf("\nLoad:\n");
    for (int round = 0; round < 2; ++round) {
        load("sandbox", sandboxPort, 100, 200);
        load("microhttpd", mhdPort, 100, 200);
    }
    MHD_stop_daemon(daemon);
    runner.stop();
    return 0;
}
