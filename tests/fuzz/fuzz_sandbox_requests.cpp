// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Requests handed to the sandbox's service modules as the HTTP adapter hands them, without the
// socket: lab bundles and transactions, terminology operations, prescription and enrichment
// bodies, signing uploads, the patient pages and the admin API. Input: "METHOD /path?query\n", then
// optional header lines ("Name: value\n", e.g. "Content-Type: ...", which replace the defaults),
// then the body.
//
// Every request carries what its service needs to read it past authentication (issue 27: without
// X-Id-Lpu every signing request was refused with 401 before its body was read, so 10 million
// executions never reached the signing upload): A, B, C and the terminology service the MIS token
// with a scheme word, D its own bare token and an organization of that MIS, every route a loopback
// Host and a JSON content type.
//
// CLINICLINK_FUZZ_ROUTES=1 (replay driver or fuzzer) prints at exit which routes the inputs reached,
// with the statuses they answered: `replay_sandbox_requests corpus/sandbox_requests` shows what the
// corpus covers (docs/fuzzing.md).
#include "core/common/clock.h"
#include "fuzzsupport.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/server/sandboxhttp.h"
#include "sandbox/services/servicemodule.h"

#include <QMap>
#include <QRegularExpression>
#include <QUrl>

#include <cstdio>
#include <cstdlib>

namespace {

using namespace cliniclink::sandbox;

// The fixture's tokens and organization (sandbox/fixtures/parties.json): the main MIS's token for
// A, B, C and terminology, its signing token, and an organization it is linked to.
constexpr char kSchemeToken[] = "N3 7d3f1a52-9c4e-4b8a-a6f0-2e5b9c1d4f83";
constexpr char kSigningToken[] = "5c1e9a7d-3b2f-4d8e-a6c4-9f0b1d2e3a71";
constexpr char kOrganization[] = "4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60";

void addServiceHeaders(SandboxRequest &request)
{
    request.headers.insert("host", "127.0.0.1:8080");
    request.headers.insert("content-type", "application/json");
    if (request.path.startsWith(QStringLiteral("/sep/"))) {
        request.headers.insert("authorization", kSigningToken);
        request.headers.insert("x-id-lpu", kOrganization);
    } else {
        request.headers.insert("authorization", kSchemeToken);
    }
}

// Routes reached and the statuses they answered, by "prefix METHOD shape" (segments with a digit
// or of a UUID's length stand for an id).
class RouteCount {
public:
    RouteCount()
        : m_on(qEnvironmentVariableIsSet("CLINICLINK_FUZZ_ROUTES"))
    {
    }
    ~RouteCount()
    {
        if (!m_on)
            return;
        std::printf("routes reached (%d inputs handed to a module):\n", m_inputs);
        for (auto it = m_routes.cbegin(); it != m_routes.cend(); ++it) {
            QByteArray statuses;
            for (auto s = it->cbegin(); s != it->cend(); ++s)
                statuses += ' ' + QByteArray::number(s.key()) + 'x' + QByteArray::number(s.value());
            std::printf("  %s:%s\n", it.key().constData(), statuses.constData());
        }
        std::fflush(stdout);
    }
    void add(const QString &prefix, const QByteArray &method, const QString &subPath, int status)
    {
        if (!m_on)
            return;
        ++m_inputs;
        static const QRegularExpression digit(QStringLiteral("\\d"));
        QStringList shape;
        const QStringList segments = subPath.split(u'/', Qt::SkipEmptyParts);
        for (const QString &s : segments.mid(0, 4))
            shape.append(s.contains(digit) || s.size() == 36 ? QStringLiteral("{id}") : s);
        const QByteArray key =
            (prefix + u' ' + QString::fromLatin1(method.left(8)) + u" /" + shape.join(u'/')).toUtf8();
        ++m_routes[key][status];
    }

private:
    bool m_on;
    int m_inputs = 0;
    QMap<QByteArray, QMap<int, int>> m_routes;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    fuzz::ensureApplication();
    static RouteCount routes;
    static ManualClock clock(QDateTime(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC));
    static Sandbox sandbox(&clock);
    static int runs = 0;
    if (++runs % 500 == 0)
        sandbox.reset(); // state stays small, inputs stay independent enough
    const QByteArray input = fuzz::bytes(data, size);
    const qsizetype line = input.indexOf('\n');
    const QByteArray head = line < 0 ? input : input.left(line);
    const qsizetype space = head.indexOf(' ');
    if (space <= 0)
        return 0;
    SandboxRequest request;
    request.method = head.left(space);
    const QUrl url(QString::fromUtf8(head.mid(space + 1)));
    request.path = url.path();
    request.query = QUrlQuery(url.query());
    addServiceHeaders(request);
    request.body = line < 0 ? QByteArray() : input.mid(line + 1);
    // Header lines the input gives replace the defaults: "Name: value", a name of letters, digits and '-'.
    static const QRegularExpression headerLine(QStringLiteral("^([A-Za-z][A-Za-z0-9-]*): ([^\\n]*)\\n"));
    for (int i = 0; i < 16; ++i) {
        const auto match = headerLine.match(QString::fromLatin1(request.body.left(1024)));
        if (!match.hasMatch())
            break;
        request.headers.insert(match.captured(1).toLatin1().toLower(), match.captured(2).toLatin1().trimmed());
        request.body = request.body.mid(match.capturedLength(0));
    }
    QString subPath;
    ServiceModule *module = sandbox.context().moduleForPath(request.path, &subPath);
    if (!module)
        return 0;
    try {
        SandboxResponse response = module->handle(request, subPath);
        // An answer a gateway holds back (signing's concurrency limits) is made at once.
        if (response.deferred)
            response = response.deferred();
        routes.add(module->prefixes().value(0), request.method, subPath, response.status);
    } catch (const std::exception &) {
        // The adapter answers 500 on an exception; not a crash.
        routes.add(module->prefixes().value(0), request.method, subPath, -1);
    }
    return 0;
}
