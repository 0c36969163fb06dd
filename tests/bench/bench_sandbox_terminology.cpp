// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Throughput and latency of the sandbox terminology on the 100,000-record generated dictionary:
// /version, $lookup and $expand (page of 100). The sandbox runs in-process on its own thread with a
// real clock; the client keeps its connections alive and has a few requests in flight at once.
// Goal: p99 under 5 ms on a 2-core machine, so the sandbox is never the slow side of a client
// benchmark.

#include "core/common/service.h"
#include "core/terminology/terminologyservice.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace cliniclink;
using namespace cliniclink::sandbox;

namespace {

constexpr int kWarmup = 200;
constexpr int kRequests = 4000;
constexpr int kInFlight = 4; // within QNetworkAccessManager's 6 connections per host, all kept alive

struct Call {
    const char *name;
    QByteArray method;
    QString path;
    QByteArray body;
};

QByteArray parameters(const QList<QPair<QString, QJsonValue>> &items)
{
    QJsonArray list;
    for (const auto &[name, value] : items) {
        QJsonObject p{{QStringLiteral("name"), name}};
        // The contract has no valueInteger: numbers travel as text.
        p.insert(QStringLiteral("valueString"),
                 value.isDouble() ? QJsonValue(QString::number(value.toInteger())) : value);
        list.append(p);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                     {QStringLiteral("parameter"), list}})
        .toJson(QJsonDocument::Compact);
}

// Runs count requests of call (varied by index) with kInFlight lanes; returns latencies in µs.
std::vector<double> run(QNetworkAccessManager &nam, const QUrl &base, const QByteArray &auth, int count,
                        const std::function<Call(int)> &make, int *failures, qint64 *elapsedMs)
{
    std::vector<double> latencies;
    latencies.reserve(size_t(count));
    int started = 0;
    int finished = 0;
    QEventLoop loop;
    QElapsedTimer total;
    total.start();
    std::function<void()> launch = [&]() {
        if (started >= count)
            return;
        const Call call = make(started++);
        QUrl url = base;
        const qsizetype q = call.path.indexOf(u'?');
        url.setPath(q < 0 ? call.path : call.path.left(q));
        if (q >= 0)
            url.setQuery(call.path.mid(q + 1));
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", auth);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        QNetworkReply *reply = call.method == "GET" ? nam.get(request) : nam.post(request, call.body);
        QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply, timer]() {
            latencies.push_back(double(timer->nsecsElapsed()) / 1000.0);
            if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200) {
                if (++*failures == 1)
                    std::fprintf(stderr, "first failure: %s\n", qPrintable(reply->errorString()));
            }
            reply->readAll();
            reply->deleteLater();
            if (++finished == count)
                loop.quit();
            else
                launch();
        });
    };
    for (int i = 0; i < kInFlight; ++i)
        launch();
    if (count > 0)
        loop.exec();
    *elapsedMs = total.elapsed();
    return latencies;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    SandboxRunner runner;
    QEventLoop wait;
    QObject::connect(&runner, &SandboxRunner::started, &wait, &QEventLoop::quit);
    QObject::connect(&runner, &SandboxRunner::failed, &wait, [&](const QString &error) {
        std::fprintf(stderr, "sandbox failed: %s\n", qPrintable(error));
        wait.exit(1);
    });
    runner.start();
    if (runner.url().isEmpty() && wait.exec() != 0)
        return 1;
    const QUrl base = runner.url();
    std::printf("sandbox at %s\n", qPrintable(base.toString()));
    const QByteArray auth = "N3 " + Sandbox::defaultTokens().value(services::Terminology).toLatin1();
    const QString system = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.9999");

    const std::vector<std::pair<const char *, std::function<Call(int)>>> cases = {
        {"/version",
         [](int) {
             return Call{"version", "GET", QStringLiteral("/nsi/fhir/term/version"), {}};
         }},
        {"$lookup",
         [&](int i) {
             const QString code = QStringLiteral("SYN-%1").arg((i * 7919) % 100000 + 1, 6, 10, QLatin1Char('0'));
             return Call{"lookup", "POST", QStringLiteral("/nsi/fhir/term/ValueSet/$lookup"),
                         parameters({{QStringLiteral("system"), system}, {QStringLiteral("code"), code}})};
         }},
        {"$expand (100)",
         [&](int i) {
             return Call{"expand", "POST", QStringLiteral("/nsi/fhir/term/ValueSet/$expand"),
                         parameters({{QStringLiteral("system"), system},
                                     {QStringLiteral("count"), 100},
                                     {QStringLiteral("offset"), (i * 997) % 99900}})};
         }},
    };

    QNetworkAccessManager nam;
    std::printf("sandbox terminology benchmark: %d requests per endpoint, %d in flight, keep-alive\n", kRequests,
                kInFlight);
    std::printf("%-16s %10s %10s %10s %8s\n", "endpoint", "req/s", "p50 ms", "p99 ms", "errors");
    bool goalMet = true;
    for (const auto &[name, make] : cases) {
        int failures = 0;
        qint64 ms = 0;
        run(nam, base, auth, kWarmup, make, &failures, &ms);
        failures = 0;
        const std::vector<double> latencies = run(nam, base, auth, kRequests, make, &failures, &ms);
        const double p50 = percentile(latencies, 0.50) / 1000.0;
        const double p99 = percentile(latencies, 0.99) / 1000.0;
        goalMet = goalMet && p99 < 5.0 && failures == 0;
        std::printf("%-16s %10.0f %10.3f %10.3f %8d\n", name, ms > 0 ? kRequests * 1000.0 / double(ms) : 0.0, p50, p99,
                    failures);
    }
    std::printf("goal p99 < 5 ms: %s\n", goalMet ? "met" : "NOT met");
    runner.stop();
    return 0;
}
