// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Requests handed to the sandbox's service modules as the HTTP adapter hands them, without the
// socket: lab bundles and transactions, terminology operations, prescription and enrichment
// bodies, signing uploads. Input: "METHOD /path?query\n", an optional "Content-Type: ...\n", then
// the body.
#include "core/common/clock.h"
#include "fuzzsupport.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/server/sandboxhttp.h"
#include "sandbox/services/servicemodule.h"

#include <QUrl>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    using namespace cliniclink::sandbox;
    fuzz::ensureApplication();
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
    request.headers.insert("content-type", "application/json");
    request.headers.insert("authorization", "N3 7d3f1a52-9c4e-4b8a-a6f0-2e5b9c1d4f83");
    request.body = line < 0 ? QByteArray() : input.mid(line + 1);
    if (request.body.startsWith("Content-Type: ")) {
        const qsizetype end = request.body.indexOf('\n');
        request.headers.insert("content-type", request.body.mid(14, end < 0 ? -1 : end - 14).trimmed());
        request.body = end < 0 ? QByteArray() : request.body.mid(end + 1);
    }
    QString subPath;
    ServiceModule *module = sandbox.context().moduleForPath(request.path, &subPath);
    if (!module)
        return 0;
    try {
        static_cast<void>(module->handle(request, subPath));
    } catch (const std::exception &) {
        // The adapter answers 500 on an exception; not a crash.
    }
    return 0;
}
