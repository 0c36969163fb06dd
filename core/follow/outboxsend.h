// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One send through the outbox: a billed or state-changing request, from the intent recorded in the
// journal before it leaves to the one outcome it ends with. FollowDesk::send() makes it (nothing
// leaves when the journal cannot record the intent), and the object owns the rest:
// - the answer is read by the desk's SendAnswer reader and the row becomes Accepted (followed
//   unless terminal, the form's draft deleted with it);
// - a failure is Refused when the request never left (held by a limit or the send gate, cancelled
//   before it left), cannot have reached the platform or the platform said no; Uncertain for every
//   end where it may have acted (ApiError::mayHaveActed()). This is the one place that reading is
//   made, for every service and every screen;
// - exactly one of accepted(), refused() or uncertain() is emitted, then finished(), all with the
//   same SendOutcome. A screen shows it through ui/common/sendoutcomeview.h.
// The object is a child of its call (OutboxSend::of(call) finds it) and goes with it.

#include "core/net/apierror.h"
#include "core/storage/journalrecords.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace cliniclink {

class ApiCall;
class FollowDesk;

// What the platform's answer to a send says, read by the desk that sent it.
struct SendAnswer {
    QString externalId; // the platform's id of what the send created ("" for an action on one)
    QString status; // the row's first status
    bool terminal = false; // true: recorded only, never polled (a draft, an action)
    QJsonObject answered; // added to the row's payload beside what was sent
    // Set when the answer cannot be used (the id is missing): the send stays in doubt with this
    // reason instead of being accepted.
    QString unusable;
};

// How a send ended, for the desk that made it and the screen that shows it.
struct SendOutcome {
    OutboxState state = OutboxState::Sending; // Accepted, Refused or Uncertain once finished
    qint64 journalId = 0;
    QString reason; // Refused or Uncertain: what the journal row says, for the person
    std::optional<ApiError> error; // the call's failure, if it failed
    // The journal could not write the outcome down (the platform's answer stands): why.
    QString journalProblem;

    bool isAccepted() const { return state == OutboxState::Accepted; }
    bool isRefused() const { return state == OutboxState::Refused; }
    bool isUncertain() const { return state == OutboxState::Uncertain; }
    // The person (or the app) stopped the request before it left: nothing to report as a failure.
    bool wasCancelled() const { return isRefused() && error && error->kind() == ApiError::Kind::Cancelled; }
};

// What a send in doubt does next.
enum class InDoubt {
    Wait, // stays Uncertain until the desk or the next start looks it up (a person is asked)
    LookUp, // the kind's FollowedKind::lookUp() settles it at once (found: accepted; not found: refused)
};

class OutboxSend : public QObject {
    Q_OBJECT
public:
    // Reads the call's answer; called once, when the call succeeded.
    using ReadAnswer = std::function<SendAnswer()>;

    // The send that call belongs to, or null (a call that is not a send).
    static OutboxSend *of(const ApiCall *call);

    ApiCall *call() const { return m_call; }
    qint64 journalId() const { return m_outcome.journalId; }
    bool isFinished() const { return m_outcome.state != OutboxState::Sending; }
    const SendOutcome &outcome() const { return m_outcome; }

Q_SIGNALS:
    void accepted(const cliniclink::SendOutcome &outcome);
    void refused(const cliniclink::SendOutcome &outcome);
    void uncertain(const cliniclink::SendOutcome &outcome);
    // After the one of the three above.
    void finished(const cliniclink::SendOutcome &outcome);

private:
    friend class FollowDesk;
    OutboxSend(FollowDesk &desk, ApiCall *call, qint64 journalId, ReadAnswer read, InDoubt inDoubt);

    void onSucceeded();
    void onFailed(const ApiError &error);
    void finish(OutboxState state);

    QPointer<FollowDesk> m_desk;
    ApiCall *m_call;
    ReadAnswer m_read;
    InDoubt m_inDoubt;
    SendOutcome m_outcome;
};

} // namespace cliniclink

Q_DECLARE_METATYPE(cliniclink::SendOutcome)
