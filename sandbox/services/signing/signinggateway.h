// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The signing service's gateway limits (contract D, "Limits"), per pair of organization and token,
// on the virtual clock: new dispatches per minute with a block, status/list and full-GET rates and
// concurrency, and the gateway's shared pool of full-PDF slots with a bounded wait and queue.
// Requests are "in flight" while the sandbox holds their answer back for a processing time (0 by
// default, set through the fixture or the admin API), so concurrency can be shown on loopback.

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <deque>
#include <vector>

namespace cliniclink::sandbox {

struct SigningLimits {
    qint64 maxFileBytes = 5 * 1024 * 1024;
    int maxFiles = 10;
    int uploadsPerMinute = 120;
    int uploadBlockSeconds = 120;
    int lightPerMinute = 600; // GET /signing and GET /signing/{id}/status
    int lightConcurrent = 10;
    int fullPerMinute = 120; // GET /signing/{id}
    int fullConcurrent = 5;
    int gatewaySlots = 10;
    int gatewayQueue = 40;
    qint64 gatewayWaitMs = 20000;
    // Virtual processing times; while one runs the request is in flight.
    qint64 lightProcessingMs = 0;
    qint64 fullProcessingMs = 0;
    qint64 attachProcessingMs = 0;

    // Reads the keys present in o (the fixture's signing.limits or an admin body) over *this.
    void read(const QJsonObject &o);
    QJsonObject toJson() const;
};

enum class SigningRoute { Upload, Light, Full };

struct Admission {
    bool admitted = true;
    qint64 delayMs = 0; // answer this much later (processing, or waiting for a gateway slot)
    int retryAfterSeconds = 0; // for a refusal
    QString message; // Russian, for a refusal
};

class SigningGateway {
public:
    SigningLimits &limits() { return m_limits; }
    const SigningLimits &limits() const { return m_limits; }
    void reset();

    Admission admit(SigningRoute route, const QString &key, const QDateTime &now);

    // Requests of a route in flight for key (tests and the admin API).
    int inFlight(SigningRoute route, const QString &key, const QDateTime &now) const;
    // Every request whose answer is still held back, any route and key.
    int held(const QDateTime &now) const;

private:
    struct Flight {
        QString key;
        SigningRoute route;
        qint64 arrival;
        qint64 start; // gets a gateway slot (full GETs); equals answer for a timed-out wait
        qint64 end; // processing done
        qint64 answer;
        bool timedOut;
    };
    Admission rate(std::deque<qint64> &window, int perMinute, qint64 now, const QString &what);
    void prune(qint64 now);

    SigningLimits m_limits;
    QHash<QString, std::deque<qint64>> m_uploads;
    QHash<QString, std::deque<qint64>> m_light;
    QHash<QString, std::deque<qint64>> m_full;
    QHash<QString, qint64> m_blockedUntil;
    std::vector<Flight> m_flights; // in arrival order
};

} // namespace cliniclink::sandbox
