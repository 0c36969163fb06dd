// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The workstation's core against an in-process sandbox over loopback, on one ManualClock: a
// Session on a temporary settings file and journal, pointed at the Sandbox environment with the
// fixture's tokens. restartClient() drops the Session and makes a new one over the same files,
// as a restart of the app would (the sandbox keeps running). With WithDesks::Yes every desk is
// made by the composition root (core/session/desks.h) before the session starts, as app/main.cpp
// does; tests that build a window take them from `desks`.

#include "core/net/transport.h"
#include "core/session/desks.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>
#include <optional>

namespace cliniclink::testing {

class ClientFixture {
public:
    enum class WithDesks { No, Yes };

    explicit ClientFixture(WithDesks withDesks = WithDesks::No)
        : withDesks(withDesks)
        , clock(std::make_unique<ManualClock>())
        , emulator(std::make_unique<sandbox::Sandbox>(clock.get()))
    {
        if (!emulator->start(QHostAddress::LocalHost, 0))
            qFatal("sandbox did not start: %s", qPrintable(emulator->errorString()));
        startClient();
    }

    void startClient()
    {
        Session::Options options;
        options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        options.journalFile = dir.filePath(QStringLiteral("journal.sqlite"));
        options.clock = clock.get();
        options.sessionOnlySecrets = true;
        session = std::make_unique<Session>(options);
        session->environments().setSandboxRoot(emulator->url());
        session->environments().setCurrent(QString(kSandboxEnvironmentId));
        session->accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        if (withDesks == WithDesks::Yes)
            desks = std::make_unique<Desks>(*session);
        session->start();
    }
    void restartClient(const std::function<void()> &beforeStart = {})
    {
        desks.reset();
        session.reset();
        if (beforeStart)
            beforeStart();
        startClient();
    }

    // Lets the loopback exchange in flight finish (I/O, not a sleep). The bound is generous: under
    // the sanitizers on a busy machine one 10,000-record page of a dictionary takes over 5 s; a
    // settle that succeeds returns as soon as the transport is idle.
    bool settle(int timeoutMs = 30000)
    {
        QCoreApplication::processEvents();
        return QTest::qWaitFor([this] { return session->transport().activeCount() == 0; }, timeoutMs);
    }
    // Moves time on a second at a time, letting requests finish at each step, until done() holds.
    bool advanceUntil(const std::function<bool()> &done, int maxSeconds)
    {
        for (int s = 0; s < maxSeconds; ++s) {
            if (!settle())
                return false;
            if (done())
                return true;
            clock->advanceSeconds(1);
        }
        return settle() && done();
    }
    // A call of the sandbox's admin API (/sandbox/...) with a JSON body; its HTTP status.
    int admin(const QByteArray &method, const QString &path, const QJsonObject &body = {})
    {
        QUrl url = emulator->url();
        url.setPath(path);
        QNetworkRequest req(url);
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = session->network().sendCustomRequest(req, method, QJsonDocument(body).toJson());
        QSignalSpy done(reply, &QNetworkReply::finished);
        done.wait(5000);
        reply->deleteLater();
        return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    }

    // Arrival times of the sandbox's requests whose path contains `part`.
    QList<QDateTime> arrivals(const QString &part) const
    {
        QList<QDateTime> out;
        for (const auto &e : emulator->context().requestLog().entries()) {
            if (e.path.contains(part))
                out << e.time;
        }
        return out;
    }

    WithDesks withDesks;
    QTemporaryDir dir;
    std::unique_ptr<ManualClock> clock;
    std::unique_ptr<sandbox::Sandbox> emulator;
    std::unique_ptr<Session> session;
    std::unique_ptr<Desks> desks; // destroyed before the session
};

// The result of a call, once it finished; nothing when it failed or did not finish in 5 s.
template<class C>
std::optional<typename C::Result> awaitResult(C *call)
{
    if (!call)
        return std::nullopt;
    auto result = std::make_shared<std::optional<typename C::Result>>();
    QObject::connect(call, &ApiCall::succeeded, call, [call, result] { *result = call->result(); });
    QSignalSpy done(call, &ApiCall::finished);
    done.wait(5000);
    return *result;
}

// The error of a call that failed; an empty ApiError when it succeeded or did not finish in 5 s.
template<class C>
ApiError awaitFailure(C *call)
{
    if (!call)
        return {};
    QSignalSpy failed(call, &ApiCall::failed);
    QSignalSpy ok(call, &ApiCall::succeeded);
    if (!failed.wait(5000) || !ok.isEmpty())
        return {};
    return failed.first().first().value<ApiError>();
}

} // namespace cliniclink::testing
