// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Sends ApiCalls: adds the service's credentials in one place (as its ServiceProfile says), holds calls back until the
// limits allow them, enforces the timeout on the injectable clock, retries reads by the RetryPolicy, decodes failures
// into ApiError, honours 429, and writes each exchange, redacted, to the RequestLog. One per application; the
// QNetworkAccessManager is passed in so tests can swap it.

#include "apicall.h"
#include "core/common/clock.h"
#include "limitbudget.h"
#include "ratelimiter.h"
#include "retrypolicy.h"
#include "serviceaccess.h"

#include <QHash>
#include <QObject>

#include <deque>
#include <vector>

class QNetworkAccessManager;
class QNetworkRequest;

namespace cliniclink {

class RequestLog;

class Transport : public QObject {
    Q_OBJECT
public:
    Transport(QNetworkAccessManager *nam, Clock *clock, QObject *parent = nullptr);
    ~Transport() override;

    void setAccessProvider(AccessProvider provider) { m_access = std::move(provider); }
    // Asked before any call that may change state (not a GET, not an IdempotentRead) leaves: a non-empty answer (why
    // the call could not be recorded first) ends the call with ApiError::Kind::NotRecorded, and nothing is sent.
    using SendGate = std::function<QString()>;
    void setSendGate(SendGate gate) { m_sendGate = std::move(gate); }
    void setLimits(const LimitTable &table);
    // Whose limits the calls spend: the clinic's shared budget (ClinicBudget) when the journal is a
    // clinic database; null (the default) goes back to this transport's own limiter. Not owned.
    void setBudget(LimitBudget *budget);
    LimitBudget &budget() { return *m_budget; }
    // The budget's peek() for the service's current environment and token (see RateLimiter::peek()).
    RateLimiter::Decision peek(Service service, const QString &routeClass, const QString &key, int pending) const;
    const LimitBudget &budget() const { return *m_budget; }
    void setRetryPolicy(const RetryPolicy &policy) { m_retry = policy; }
    void setRequestLog(RequestLog *log) { m_log = log; }
    // Each call that sendsAtMostOnce() gets a network manager of its own (a fresh connection),
    // configured like the shared one. Off by default so a test's fake manager sees every request.
    void setConnectionPerWrite(bool enabled) { m_connectionPerWrite = enabled; }
    // Status reads (route class `status`) are spread over this many network managers, the shared
    // one first, each configured like it: Qt 6.4 opens at most 6 HTTP/1.1 connections per host
    // and manager, and the signing gateway allows 10 status requests in flight. Each reply of the
    // pool is also announced by the shared manager's finished(). 1 (the default) keeps every read
    // on the shared manager, so a test's fake manager sees every request.
    void setStatusNetworkPool(int managers);
    RateLimiter &limiter() { return m_limiter; }
    const RateLimiter &limiter() const { return m_limiter; }
    Clock *clock() const { return m_clock; }

    // Takes the call (it deletes itself after finished()) and sends it when the limits allow.
    // Always finishes asynchronously, so signals connected right after start() are never missed.
    template<class C>
    C *start(C *call)
    {
        enqueue(call);
        return call;
    }

    // Calls waiting for a limit or in flight.
    int activeCount() const { return m_active; }
    // Calls of the service queued here, not yet sent (held by a limit or waiting for the pump).
    int waitingFor(Service service) const;
    // Of those, the calls that change state (an order, a dispatch): they go before the reads waiting
    // with them, so the person's action, or the last orders of a sheet, never wait behind status reads.
    int waitingToChange(Service service) const;
    // Keeps `count` places of the service's limit for calls that change state about to be started
    // (the last orders of a sheet, started a few at a time): reads wait while places are kept, so
    // they do not take what those orders need. 0 releases them.
    void keepPlaces(Service service, int count);

Q_SIGNALS:
    void activeCountChanged(int count);
    void callFailed(const cliniclink::ApiError &error);
    void rateLimited(cliniclink::Service service, const QDateTime &until);

private:
    friend class ApiCall;
    void enqueue(ApiCall *call);
    void cancel(ApiCall *call);
    void pump();
    void scheduleWake(const QDateTime &at);
    // Sends the call if the limits allow; returns false when it must wait, with *retryAt set to
    // when to ask again (invalid: when a request in flight ends).
    bool trySend(ApiCall *call, QDateTime *retryAt);
    void send(ApiCall *call, const ServiceAccess &access);
    QNetworkAccessManager *networkForWrite(ApiCall *call, QNetworkRequest &request);
    // The pool's manager with the fewest status reads in flight (the shared one on a tie).
    QNetworkAccessManager *networkForStatus();
    void onReplyFinished(ApiCall *call);
    void releaseSlot(ApiCall *call);
    // What the budget is asked for the call: its route and key, and whose token it spends.
    LimitRequest limitRequest(const ApiCall *call, const ServiceAccess &access) const;
    void handleFailure(ApiCall *call, ApiError error);
    void finish(ApiCall *call, ApiError error);
    void log(ApiCall *call, const ServiceAccess &access, const ApiError &error);
    // The call's own access when it carries one, else the provider's answer for its service.
    ServiceAccess accessFor(const ApiCall *call) const;

    QNetworkAccessManager *m_nam;
    Clock *m_clock;
    AccessProvider m_access;
    SendGate m_sendGate;
    RateLimiter m_limiter;
    LocalBudget m_localBudget{m_limiter};
    LimitBudget *m_budget = &m_localBudget;
    // The place each call in flight holds in the budget.
    QHash<const ApiCall *, LimitSlot> m_slots;
    RetryPolicy m_retry;
    RequestLog *m_log = nullptr;
    // Per host:port, which CAs its last request trusted (a key, empty: the system's).
    QHash<QString, QByteArray> m_trustByHost;
    std::deque<QPointer<ApiCall>> m_waiting;
    QHash<Service, int> m_keptPlaces;
    ClockTimer *m_wake;
    int m_active = 0;
    bool m_connectionPerWrite = false;
    // The status pool: the shared manager first, then managers of our own; reads in flight on each.
    std::vector<QNetworkAccessManager *> m_statusPool;
    QHash<QNetworkAccessManager *, int> m_statusLoad;
};

} // namespace cliniclink
