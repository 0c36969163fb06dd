// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "outboxsend.h"

#include "core/common/logging.h"
#include "core/net/apicall.h"
#include "followdesk.h"

namespace cliniclink {

namespace {

// The outbox state a failed request leaves, read here and nowhere else.
OutboxState stateAfter(const ApiError &error, int attempts)
{
    if (attempts == 0) // held by a limit or the send gate, or cancelled before it left
        return OutboxState::Refused;
    // ApiError alone knows which ends may have reached the service (core/net/apierror.h).
    return error.mayHaveActed() ? OutboxState::Uncertain : OutboxState::Refused;
}

} // namespace

OutboxSend::OutboxSend(FollowDesk &desk, ApiCall *call, qint64 journalId, ReadAnswer read, InDoubt inDoubt)
    : QObject(call)
    , m_desk(&desk)
    , m_call(call)
    , m_read(std::move(read))
    , m_inDoubt(inDoubt)
{
    m_outcome.journalId = journalId;
    // Connected before the desk hands the call to a screen: the row is written before a screen
    // hears of the answer.
    connect(call, &ApiCall::succeeded, this, &OutboxSend::onSucceeded);
    connect(call, &ApiCall::failed, this, &OutboxSend::onFailed);
}

OutboxSend *OutboxSend::of(const ApiCall *call)
{
    return call ? call->findChild<OutboxSend *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void OutboxSend::onSucceeded()
{
    if (isFinished() || !m_desk)
        return;
    const SendAnswer answer = m_read ? m_read() : SendAnswer{};
    if (!answer.unusable.isEmpty()) {
        m_outcome.reason = answer.unusable;
        if (const auto written = m_desk->markUncertain(m_outcome.journalId, answer.unusable); !written)
            m_outcome.journalProblem = written.error().message;
        finish(OutboxState::Uncertain);
        return;
    }
    if (const auto written =
            m_desk->accept(m_outcome.journalId, answer.externalId, answer.status, answer.terminal, answer.answered);
        !written)
        m_outcome.journalProblem = written.error().message;
    finish(OutboxState::Accepted);
}

void OutboxSend::onFailed(const ApiError &error)
{
    if (isFinished() || !m_desk)
        return;
    m_outcome.error = error;
    const OutboxState state = stateAfter(error, m_call->attempts());
    if (state == OutboxState::Refused) {
        m_outcome.reason = error.headline();
        if (const auto written = m_desk->refuse(m_outcome.journalId, m_outcome.reason); !written)
            m_outcome.journalProblem = written.error().message;
    } else {
        m_outcome.reason = tr("It may have gone: %1").arg(error.headline());
        if (const auto written = m_desk->markUncertain(m_outcome.journalId, m_outcome.reason); !written)
            m_outcome.journalProblem = written.error().message;
    }
    finish(state);
}

void OutboxSend::finish(OutboxState state)
{
    m_outcome.state = state;
    const SendOutcome outcome = m_outcome; // a receiver may end the call, and this object with it
    QPointer<OutboxSend> self(this);
    switch (state) {
    case OutboxState::Accepted:
        Q_EMIT accepted(outcome);
        break;
    case OutboxState::Refused:
        Q_EMIT refused(outcome);
        break;
    default:
        Q_EMIT uncertain(outcome);
        break;
    }
    if (self)
        Q_EMIT finished(outcome);
    // Asked once everyone heard of the doubt: a lookup that answers at once settles the row after.
    if (self && state == OutboxState::Uncertain && m_inDoubt == InDoubt::LookUp && m_desk)
        m_desk->lookUp(outcome.journalId, true);
}

} // namespace cliniclink
