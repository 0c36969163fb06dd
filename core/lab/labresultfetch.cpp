// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labresultfetch.h"

#include "core/net/transport.h"
#include "labcalls.h"

#include <QTimer>

namespace cliniclink {

LabResultFetch::LabResultFetch(Transport &transport, LabResultAnswer answer, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_answer(std::move(answer))
{
}

LabResultFetch::LabResultFetch(Transport &transport, LabResultKeys keys, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_keys(std::move(keys))
{
}

void LabResultFetch::start()
{
    if (!m_keys) {
        QTimer::singleShot(0, this, &LabResultFetch::nextRound);
        return;
    }
    auto *call = m_transport.start(new LabGetResultCall(m_keys->source, m_keys->target, m_keys->misOrderId));
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_answer = call->result().first();
        nextRound();
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_done = true;
        Q_EMIT failed(error);
    });
}

void LabResultFetch::nextRound()
{
    QStringList wanted;
    for (const QString &reference : missingLabReferences(m_answer.orderResponse, m_answer.resources)) {
        if (!m_asked.contains(reference))
            wanted.append(reference);
    }
    if (wanted.isEmpty()) {
        finish();
        return;
    }
    for (const QString &reference : wanted) {
        m_asked.insert(reference);
        ++m_inFlight;
        ++m_requests;
        auto *call = m_transport.start(new LabReadResourceCall(reference));
        connect(call, &ApiCall::succeeded, this, [this, call] {
            m_answer.resources.add(call->result(), call->reference());
            if (--m_inFlight == 0 && !m_done)
                nextRound();
        });
        connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
            --m_inFlight;
            // A resource the lab no longer has leaves a gap in the result, not a failure of it.
            if (error.httpStatus() == 404) {
                if (m_inFlight == 0 && !m_done)
                    nextRound();
                return;
            }
            if (!m_done) {
                m_done = true;
                Q_EMIT failed(error);
            }
        });
    }
}

void LabResultFetch::finish()
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(readLabResult(m_answer.orderResponse, m_answer.resources));
}

} // namespace cliniclink
