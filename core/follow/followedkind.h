// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One kind of item the workstation follows on the platform (an enrichment order, a dispatch, a
// lab order): how to ask for its status and, after a send in doubt, how to look for it on
// the platform. A desk implements it and registers with the FollowDesk, which does the rest once
// for every kind: the journal row, the poller's schedule, stop and check now, the outbox.
//
// A new followed kind is one class implementing this (its service and kinds given to the
// constructor, checkStatus() and, if the service can be asked, lookUp()) and one registerKind() call.

#include "core/common/service.h"
#include "core/poll/polloutcome.h"
#include "core/storage/journalrecords.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace cliniclink {

class ApiError;

// What one status request found.
struct FollowAnswer {
    PollOutcome outcome;
    // The platform's answer, stored beside the item in the same journal write.
    std::optional<QJsonObject> result;

    // The shared reading of a failed status request: 404 ends the item (notFoundText says so; in
    // the built-in sandbox, that the sandbox was reset, since that is the one way it forgets), a
    // retry-after is honoured, anything else backs off.
    static FollowAnswer fromError(const ApiError &error, const QDateTime &now, const QString &notFoundText,
                                  const QString &environmentId = {});
    // What a followed item of the built-in sandbox that the sandbox no longer knows says.
    static QString sandboxForgotText();
    // The status FollowDesk::forgetEnvironment() leaves on an item that was still under way when
    // the built-in sandbox was reset: a stable word in the journal, lostInResetText() on screen.
    static QString lostInResetStatus();
    static bool isLostInReset(const TrackedItem &item);
    // "Lost when the sandbox was reset", translated.
    static QString lostInResetText();
};

// What asking the platform found for a send in doubt.
struct FollowLookup {
    enum class Outcome {
        Found, // the platform has it: every item in found is followed
        NotFound, // asked, and nothing was created: the person may send again
        Unknown, // could not ask, or the service has no way to be asked: stays in doubt
    };
    Outcome outcome = Outcome::Unknown;
    // Found: what matched, as items to record (kind, externalId, payload, summary). The first
    // completes the send's own row; the others are followed as items of their own.
    QList<TrackedItem> found;
    QString note; // Unknown: why, for the person
};

using FollowReply = std::function<void(const FollowAnswer &)>;
using LookupReply = std::function<void(const FollowLookup &)>;

class FollowedKind {
public:
    virtual ~FollowedKind() = default;

    Service followedService() const { return m_service; }
    // The journal kinds this handler polls and looks up ("dispatch", "snils-order"...).
    const QStringList &followedKinds() const { return m_kinds; }
    // Ask the platform for item's status; call reply exactly once (later is fine, never twice).
    // item carries id, kind, externalId, environmentId, lastStatus and the error count.
    virtual void checkStatus(const TrackedItem &item, FollowReply reply) = 0;
    // Look for what a send in doubt may have created (item is the outbox row with what was sent).
    // The default: the service offers no way to ask, so the send stays in doubt.
    virtual void lookUp(const TrackedItem &item, LookupReply reply);
    // An item of this handler's service was written (answer, stop, outbox step, status).
    virtual void followedItemChanged(qint64 journalId);

protected:
    // The handler answers for these kinds of its service once registered
    // (FollowDesk::registerKind()).
    FollowedKind(Service service, QStringList kinds)
        : m_service(service)
        , m_kinds(std::move(kinds))
    {
    }

private:
    Service m_service;
    QStringList m_kinds;
};

} // namespace cliniclink
