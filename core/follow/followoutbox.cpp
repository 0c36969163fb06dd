// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// FollowDesk: the outbox. A billed or state-changing request is a journal row before it leaves.
#include "core/common/logging.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "followdesk.h"

#include <QJsonValue>

namespace cliniclink {

namespace {

// Where beginSend() keeps the form's draft id in the row, so a send completed after a restart
// (found on the platform) deletes the draft too.
const QString kFormDraftKey = QStringLiteral("formDraftId");
// And the draft's revision at that moment: a form changed after the send is not deleted with it.
const QString kFormDraftRevisionKey = QStringLiteral("formDraftRevision");

} // namespace

JournalResult<qint64> FollowDesk::beginSend(TrackedItem intent, qint64 formDraftId)
{
    Service service;
    if (!serviceFromKey(intent.service, &service))
        return unknownService();
    intent.outbox = OutboxState::Sending;
    intent.terminal = false;
    intent.nextCheckAt = {};
    intent.createdAt = m_poller->clock()->now();
    if (formDraftId != 0) {
        intent.payload.insert(kFormDraftKey, QString::number(formDraftId));
        // The form saves its draft just before it sends, so this is the revision that was sent.
        if (const auto draft = m_journal->loadDraft(formDraftId))
            intent.payload.insert(kFormDraftRevisionKey, QString::number(draft->revision));
    }
    // In a clinic the row names this run as its sender: no other workstation takes it for a
    // crash's while this run lives.
    const auto id =
        m_clinic ? m_journal->trackHeld(intent, m_clinic->workstationId, leaseUntil()) : m_journal->track(intent);
    if (!id) {
        qCWarning(lcJournal) << "outbox: cannot record a send before it leaves:" << id.error().detail;
        return id;
    }
    m_services.insert(*id, service);
    m_sending.insert(*id);
    qCInfo(lcJournal) << "outbox: sending" << *id << intent.service << intent.kind;
    announce(*id, service);
    return id;
}

JournalResult<OutboxSend *> FollowDesk::send(Transport &transport, TrackedItem intent, ApiCall *call,
                                             OutboxSend::ReadAnswer read, qint64 formDraftId, InDoubt inDoubt)
{
    const auto row = beginSend(std::move(intent), formDraftId);
    if (!row) {
        delete call; // nothing leaves that the journal could not record
        return row.error();
    }
    // Made before the call starts, so it hears the answer before anyone else.
    auto *send = new OutboxSend(*this, call, *row, std::move(read), inDoubt);
    transport.start(call);
    return send;
}

void FollowDesk::lookUpUnresolved()
{
    if (m_environmentId.isEmpty())
        return;
    const auto unresolved = m_journal->unresolvedSends(m_environmentId);
    if (!unresolved)
        return;
    for (const TrackedItem &sent : *unresolved) {
        Service service;
        if (sent.outbox != OutboxState::Uncertain || m_sending.contains(sent.id) || m_lookingUp.contains(sent.id)
            || !serviceFromKey(sent.service, &service) || !handlerFor(service, sent.kind))
            continue;
        // In a clinic, only the workstation that claims the row looks it up, once.
        if (m_clinic) {
            const auto claimed = m_journal->claimUncertain(sent.id, m_clinic->workstationId, leaseUntil());
            if (!claimed || !*claimed)
                continue;
        }
        lookUp(sent.id, true);
    }
}

JournalResult<void> FollowDesk::accept(qint64 journalId, const QString &externalId, const QString &status,
                                       bool terminal, const QJsonObject &answered)
{
    m_sending.remove(journalId);
    const auto row = m_journal->trackedItem(journalId);
    if (!row)
        return row.error();
    Service service;
    if (!serviceFromKey(row->service, &service))
        return unknownService();
    SendCompletion completion;
    completion.id = journalId;
    completion.externalId = externalId;
    completion.status = status;
    completion.terminal = terminal;
    completion.nextCheckAt = m_poller->clock()->now().addMSecs(m_poller->policy(service).initialDelay.count());
    completion.formDraftId = row->payload.value(kFormDraftKey).toString().toLongLong();
    completion.formDraftRevision = row->payload.value(kFormDraftRevisionKey).toString().toLongLong();
    if (!answered.isEmpty()) {
        completion.payload = row->payload;
        for (auto it = answered.begin(); it != answered.end(); ++it)
            completion.payload.insert(it.key(), it.value());
    }
    const auto written = m_journal->completeSend(completion);
    if (!written) {
        qCWarning(lcJournal) << "outbox: cannot record the answer of" << journalId << written.error().detail;
        return written;
    }
    qCInfo(lcJournal) << "outbox: accepted" << journalId;
    if (!terminal) {
        TrackedItem followed = *row;
        followed.externalId = externalId;
        followed.lastStatus = status;
        followed.nextCheckAt = completion.nextCheckAt;
        followed.outbox = OutboxState::Accepted;
        addToPoller(followed);
    }
    announce(journalId, service);
    return {};
}

JournalResult<void> FollowDesk::refuse(qint64 journalId, const QString &reason)
{
    m_sending.remove(journalId);
    const auto written = m_journal->setOutboxState(journalId, OutboxState::Refused, reason);
    if (written) {
        qCInfo(lcJournal) << "outbox: refused" << journalId;
        announce(journalId);
    }
    return written;
}

JournalResult<void> FollowDesk::markUncertain(qint64 journalId, const QString &reason)
{
    m_sending.remove(journalId);
    const auto written = m_journal->setOutboxState(journalId, OutboxState::Uncertain, reason);
    if (written) {
        qCInfo(lcJournal) << "outbox: uncertain" << journalId;
        announce(journalId);
    }
    return written;
}

void FollowDesk::lookUp(qint64 journalId, bool settle, std::function<void(const FollowLookup &)> then)
{
    const auto row = m_journal->trackedItem(journalId);
    Service service;
    if (!row || !serviceFromKey(row->service, &service))
        return;
    FollowedKind *handler = handlerFor(service, row->kind);
    if (!handler) {
        // Looked up when a desk of this kind registers and resumes again (the next start).
        qCInfo(lcJournal) << "outbox:" << journalId << "stays uncertain: no desk of its kind in this run";
        return;
    }
    QPointer<FollowDesk> self(this);
    auto replied = std::make_shared<bool>(false);
    m_lookingUp.insert(journalId);
    handler->lookUp(*row, [self, journalId, settle, then, replied](const FollowLookup &lookup) {
        if (!self || *replied)
            return;
        *replied = true;
        self->m_lookingUp.remove(journalId);
        if (settle)
            self->settle(journalId, lookup);
        if (then)
            then(lookup);
    });
}

JournalResult<void> FollowDesk::settle(qint64 journalId, const FollowLookup &lookup)
{
    switch (lookup.outcome) {
    case FollowLookup::Outcome::Found:
        if (const auto accepted = acceptFound(journalId, lookup.found); !accepted)
            return accepted.error();
        return {};
    case FollowLookup::Outcome::NotFound:
        return refuse(journalId, tr("Not found on the platform: it did not arrive."));
    case FollowLookup::Outcome::Unknown:
        break;
    }
    return markUncertain(journalId, lookup.note);
}

JournalResult<QList<qint64>> FollowDesk::acceptFound(qint64 journalId, const QList<TrackedItem> &found)
{
    QList<qint64> ids;
    if (found.isEmpty())
        return ids;
    const TrackedItem &first = found.first();
    if (auto accepted = accept(journalId, first.externalId, first.lastStatus, first.terminal); !accepted)
        return accepted.error();
    ids << journalId;
    for (qsizetype i = 1; i < found.size(); ++i) {
        TrackedItem other = found.at(i);
        other.environmentId = m_environmentId;
        if (m_journal->findTracked(m_environmentId, other.service, other.externalId))
            continue; // followed already
        const auto tracked = track(other);
        if (!tracked)
            return tracked.error();
        ids << *tracked;
    }
    return ids;
}

} // namespace cliniclink
