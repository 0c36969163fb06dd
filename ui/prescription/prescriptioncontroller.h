// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the Prescriptions page does, apart from how it looks: checks the status of a
// prescription by its MIS identifier, cancels it once the person has confirmed, re-checks the
// status after a cancel, and remembers the identifiers checked lately (identifiers only, in the
// journal as the draft "prescription-recent" of the environment). Every outcome, success or
// refusal, reaches the page as a message() with the server's own words; nothing here opens a box.

#include "core/prescription/prescriptiontypes.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace cliniclink {

class ApiCall;
class ApiError;
class ClockTimer;
class Session;

class PrescriptionController : public QObject {
    Q_OBJECT
public:
    enum class MessageKind { Error, Warning, Info };
    enum class Activity { Idle, Checking, Cancelling };

    explicit PrescriptionController(Session &session, QObject *parent = nullptr);
    ~PrescriptionController() override;

    // Asks for the status of idSourceMis (trimmed). False, with idProblem(), when it cannot be sent.
    bool checkStatus(const QString &idSourceMis);
    // True when the shown records have one that looks active (it has a registry number).
    bool canCancel() const;
    // The prescription a cancel would name: the one whose records are shown.
    QString checkedId() const { return m_checkedId; }
    // The identifier of the last status check, answered or not.
    QString lastAskedId() const { return m_lastAskedId; }
    // Sends the cancel of checkedId(): call it only after the person confirmed naming it.
    bool cancelPrescription(const QString &idSourceMis);
    // Esc: drops the request on its way.
    void abort();

    Activity activity() const { return m_activity; }
    bool isBusy() const { return m_activity != Activity::Idle; }
    const QList<PrescriptionStatusRecord> &records() const { return m_records; }
    QStringList recentIds() const { return m_recent; }

    // True while a queued cancel is followed: the status is asked again until it changes.
    bool isWatchingCancel() const { return !m_watchedId.isEmpty(); }

    static constexpr int kRecentLimit = 12;
    // After a cancel is queued the annulment shows later: asked again this often, this many times.
    static constexpr int kCancelRecheckSeconds = 15;
    static constexpr int kCancelRechecks = 40;

Q_SIGNALS:
    void activityChanged(cliniclink::PrescriptionController::Activity activity, const QString &idSourceMis);
    void recordsChanged(const QString &idSourceMis);
    void idProblem(const QString &text);
    void message(cliniclink::PrescriptionController::MessageKind kind, const QString &headline,
                 const QStringList &messages);
    void recentIdsChanged(const QStringList &ids);

private:
    void startCheck(const QString &id, bool quiet);
    void setActivity(Activity activity, const QString &id, ApiCall *call);
    void remember(const QString &id);
    void loadRecent();
    void reportFailure(const QString &id, const ApiError &error);
    void watchCancel(const QString &id);
    void stopWatching();
    void onRecheckDue();

    Session &m_session;
    QPointer<ApiCall> m_call;
    Activity m_activity = Activity::Idle;
    QString m_checkedId;
    QString m_lastAskedId;
    QList<PrescriptionStatusRecord> m_records;
    QStringList m_recent;
    qint64 m_recentDraftId = 0;
    ClockTimer *m_recheck;
    QString m_watchedId; // the prescription whose queued cancel is followed
    QString m_statusBeforeCancel; // its newest record's number and message when the cancel went
    int m_rechecksLeft = 0;
};

} // namespace cliniclink
