// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// DispatchDesk: sends in doubt. What the platform can tell about a send whose answer never came —
// the patient's list, a dispatch's status — and following what it found.
#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "dispatchdesk.h"
#include "dispatchkinds_p.h"

#include <QTimeZone>

namespace cliniclink {

using namespace dispatchkinds;

void DispatchDesk::findDuplicates(const QString &idPatientMis, const QDateTime &since,
                                  std::function<void(const QList<DispatchSummary> &, bool, const QString &)> then)
{
    DispatchListFilter filter;
    filter.idPatientMis = idPatientMis;
    filter.dateFrom = since.toTimeZone(QTimeZone(QByteArrayLiteral("Europe/Moscow"))).date().addDays(-1);
    auto *call = m_session.transport().start(new DispatchListCall(filter));
    connect(call, &ApiCall::succeeded, this, [this, call, since, then] {
        QList<DispatchSummary> found;
        for (const DispatchSummary &s : call->result()) {
            // Created since the send started (a minute's slack for clocks apart), not followed yet.
            if ((!s.createdAt.isValid() || s.createdAt >= since.addSecs(-60)) && !byTrackingId(s.trackingId))
                found << s;
        }
        then(found, true, {});
    });
    connect(call, &ApiCall::failed, this, [then](const ApiError &error) { then({}, false, error.headline()); });
}

void DispatchDesk::lookUp(const TrackedItem &item, LookupReply reply)
{
    if (item.kind == kCancelKind)
        return lookUpCancel(item, reply);
    if (item.payload.contains(kDraftOfKey))
        return lookUpDraftSend(item, reply);
    if (!isDispatchKind(item.kind))
        return FollowedKind::lookUp(item, reply); // a resend or a QES start leaves no trace to ask for
    const QString patientId = item.payload.value(u"meta")
                                  .toObject()
                                  .value(u"patients")
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(u"idPatientMis")
                                  .toString()
                                  .trimmed();
    if (patientId.isEmpty()) {
        reply({FollowLookup::Outcome::Unknown, {}, tr("The dispatch names no patient to look it up by.")});
        return;
    }
    const QJsonObject sentMeta = item.payload.value(u"meta").toObject();
    findDuplicates(patientId, item.createdAt,
                   [this, reply, sentMeta](const QList<DispatchSummary> &found, bool ok, const QString &why) {
                       FollowLookup lookup;
                       if (!ok) {
                           lookup.outcome = FollowLookup::Outcome::Unknown;
                           lookup.note = tr("May have gone: the list could not be read (%1).").arg(why);
                       } else if (found.isEmpty()) {
                           lookup.outcome = FollowLookup::Outcome::NotFound;
                       } else {
                           lookup.outcome = FollowLookup::Outcome::Found;
                           for (const DispatchSummary &s : found)
                               lookup.found << itemOf(s, m_session.currentEnvironment(), sentMeta);
                       }
                       reply(lookup);
                   });
}

void DispatchDesk::lookUpCancel(const TrackedItem &item, LookupReply reply)
{
    auto *call = m_session.transport().start(new DispatchStatusCall(item.payload.value(kTargetKey).toString()));
    connect(call, &ApiCall::succeeded, this, [call, reply] {
        FollowLookup lookup;
        if (call->result().code == DispatchCode::Cancelled) {
            TrackedItem done;
            done.service = serviceKey(services::Signing);
            done.lastStatus = QString::number(DispatchCode::Cancelled);
            done.terminal = true;
            lookup.outcome = FollowLookup::Outcome::Found;
            lookup.found = {done};
        } else {
            lookup.outcome = FollowLookup::Outcome::NotFound; // not cancelled: it may be cancelled again
        }
        reply(lookup);
    });
    connect(call, &ApiCall::failed, this, [reply](const ApiError &error) {
        reply({FollowLookup::Outcome::Unknown,
               {},
               tr("May have gone: the status could not be read (%1).").arg(error.headline())});
    });
}

void DispatchDesk::lookUpDraftSend(const TrackedItem &item, LookupReply reply)
{
    const QString trackingId = item.payload.value(kDraftOfKey).toString();
    const bool completes = item.kind == kDispatchKind;
    auto *call = m_session.transport().start(new DispatchStatusCall(trackingId));
    connect(call, &ApiCall::succeeded, this, [this, call, reply, trackingId, completes, id = item.id] {
        const int code = call->result().code;
        FollowLookup lookup;
        if (completes && code != DispatchCode::Draft) {
            // It went: the draft's own row ends, and this one follows the dispatch.
            if (const auto draft = byTrackingId(trackingId); draft && draft->journalId != id)
                m_session.follow().setStatus(draft->journalId, QString::number(code), true);
            TrackedItem sent;
            sent.service = serviceKey(services::Signing);
            sent.externalId = trackingId;
            sent.lastStatus = QString::number(code);
            lookup.outcome = FollowLookup::Outcome::Found;
            lookup.found = {sent};
        } else if (completes) {
            lookup.outcome = FollowLookup::Outcome::NotFound; // still a draft: it may be sent again
        } else {
            lookup.outcome = FollowLookup::Outcome::Unknown; // a changed draft looks like an unchanged one
            lookup.note = tr("The draft may have been changed: open it to see what the platform keeps.");
        }
        reply(lookup);
    });
    connect(call, &ApiCall::failed, this, [reply](const ApiError &error) {
        reply({FollowLookup::Outcome::Unknown,
               {},
               tr("May have gone: the status could not be read (%1).").arg(error.headline())});
    });
}

void DispatchDesk::followFound(qint64 outboxId, const QList<DispatchSummary> &found)
{
    if (outboxId == 0) {
        for (const DispatchSummary &s : found)
            follow(s);
        return;
    }
    const auto sent = m_session.journal().trackedItem(outboxId);
    const QJsonObject sentMeta = sent ? sent->payload.value(u"meta").toObject() : QJsonObject();
    QList<TrackedItem> items;
    for (const DispatchSummary &s : found)
        items << itemOf(s, m_session.currentEnvironment(), sentMeta);
    const auto followed = m_session.follow().acceptFound(outboxId, items);
    if (!followed) {
        Q_EMIT problem(tr("The dispatch found could not be saved in the journal: %1").arg(followed.error().message));
        return;
    }
    for (const qint64 id : *followed)
        Q_EMIT dispatchAdded(id);
}

} // namespace cliniclink
