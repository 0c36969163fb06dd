// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A result read to the end: a Parameters answer carries only the OrderResponse, so the reports,
// observations (and an organism's antibiotics), files, performers and the laboratory are fetched by
// GET <Type>/<id>, round after round, until nothing the result names is missing. A Bundle answer
// usually holds everything and finishes without a request. Finishes once: finished() or failed().

#include "core/net/apierror.h"
#include "labreaders.h"

#include <QObject>
#include <QSet>

#include <optional>

namespace cliniclink {

class Transport;

// What $getresult needs to name an order.
struct LabResultKeys {
    QString source;
    QString target;
    QString misOrderId;
};

class LabResultFetch : public QObject {
    Q_OBJECT
public:
    // From an answer already in hand (an entry of $getresults).
    LabResultFetch(Transport &transport, LabResultAnswer answer, QObject *parent = nullptr);
    // Asks $getresult first.
    LabResultFetch(Transport &transport, LabResultKeys keys, QObject *parent = nullptr);
    // Starts fetching; signals come from the event loop, never from inside start().
    void start();
    // How many GET requests were made.
    int requests() const { return m_requests; }

Q_SIGNALS:
    void finished(const cliniclink::LabResult &result);
    void failed(const cliniclink::ApiError &error);

private:
    void nextRound();
    void finish();

    Transport &m_transport;
    LabResultAnswer m_answer;
    std::optional<LabResultKeys> m_keys;
    QSet<QString> m_asked; // never asked twice, so a reference the lab does not know ends the rounds
    int m_inFlight = 0;
    int m_requests = 0;
    bool m_done = false;
};

} // namespace cliniclink
