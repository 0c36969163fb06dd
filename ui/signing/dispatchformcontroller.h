// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the New dispatch form does: checks as the person types (issues shown for fields already
// left, all of them after a first attempt), keeps the form as a journal draft ("dispatch-form")
// so nothing typed is lost when a send fails or the app closes, sends or saves a platform draft
// through the DispatchDesk, and after a send without an answer asks the person whether to follow
// the dispatch found or to send again; it never sends twice by itself.

#include "core/signing/dispatchdesk.h"
#include "ui/common/formdraftstore.h"

#include <QObject>
#include <QPointer>
#include <QSet>

namespace cliniclink {

class ApiCall;
class ClockTimer;
class DispatchForm;
class MessageBanner;
class Session;

class DispatchFormController : public QObject {
    Q_OBJECT
public:
    DispatchFormController(Session &session, DispatchDesk &desk, DispatchForm *form, MessageBanner *banner,
                           QObject *parent = nullptr);
    ~DispatchFormController() override;

    void send();
    void saveDraft();
    // Opens a platform draft (215) in the form to edit and send.
    void editDraft(const TrackedDispatch &draft);
    void saveDraftNow();
    bool isBusy() const { return m_call != nullptr; }
    FieldIssues issues() const;

Q_SIGNALS:
    // A dispatch or a platform draft was accepted; journalId is the desk's.
    void accepted(const QString &trackingId, bool draft);
    void busyChanged(bool busy);

private:
    void restoreDraft();
    void refresh();
    void clearForm();
    void onUncertain(const QList<cliniclink::DispatchSummary> &found, const QString &idPatientMis, qint64 outboxId);
    void follow();
    void watch(ApiCall *call, bool draft);
    QDate today() const;

    Session &m_session;
    DispatchDesk &m_desk;
    DispatchForm *m_form;
    MessageBanner *m_banner;
    ClockTimer *m_draftTimer;
    QPointer<ApiCall> m_call;
    QSet<QString> m_touched;
    bool m_attempted = false;
    FieldIssues m_serverIssues; // from the platform's last refusal, until the form is edited
    bool m_restoring = false;
    FormDraftStore m_draft;
    QList<DispatchSummary> m_found;
    QString m_uncertainPatientId;
    qint64 m_outboxId = 0; // the send in doubt whose finds the person may follow
};

} // namespace cliniclink
