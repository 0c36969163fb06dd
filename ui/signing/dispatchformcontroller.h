// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the New dispatch form does: its rules are core's checkDispatchRequest (the form's session
// shows them, keeps the form as a journal draft "dispatch-form" so nothing typed is lost when a
// send fails or the app closes, and is busy while a request is on its way); it sends or saves a
// platform draft through the DispatchDesk, and after a send without an answer asks the person
// whether to follow the dispatch found or to send again; it never sends twice by itself.

#include "core/signing/dispatchdesk.h"

#include <QObject>

namespace cliniclink {

class ApiCall;
class DispatchForm;
class FormSession;
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
    bool isBusy() const;
    FieldIssues issues() const;

Q_SIGNALS:
    // A dispatch or a platform draft was accepted; journalId is the desk's.
    void accepted(const QString &trackingId, bool draft);
    void busyChanged(bool busy);

private:
    void restoreDraft();
    void clearForm();
    void onUncertain(const QList<cliniclink::DispatchSummary> &found, const QString &idPatientMis, qint64 outboxId);
    void follow();
    void watch(ApiCall *call, bool draft);
    QDate today() const;

    Session &m_session;
    DispatchDesk &m_desk;
    DispatchForm *m_form;
    FormSession *m_fields;
    MessageBanner *m_banner;
    QList<DispatchSummary> m_found;
    QString m_uncertainPatientId;
    qint64 m_outboxId = 0; // the send in doubt whose finds the person may follow
};

} // namespace cliniclink
