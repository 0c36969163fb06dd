// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The enrichment form's behaviour: validates what is typed for each of the three operations as
// the person types, enables each action only when the fields IT sends are valid, decides which
// problems to show (a field's problem once the person has left it or tried to send; "Required"
// of a field only some operations need, only after trying one of those), sends through
// EnrichmentDesk, holds the form while a request is on its way (Esc cancels it), and puts the
// platform's refusal in the banner and, where a message names a field, next to that field.
// It also keeps the form as a journal draft (kind "enrichment-form", one per environment), saved
// a moment after the last keystroke and read back at start.
//
// Enter in the form: in the SNILS field, Check SNILS; elsewhere the first enabled of Find SNILS,
// Find policy (ENP), Check SNILS; when none is enabled, an attempt of Find SNILS, which shows
// what is missing.

#include "core/enrichment/enrichmenttypes.h"
#include "core/validation/fieldissue.h"
#include "enrichmentformdata.h"
#include "ui/common/formdraftstore.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

namespace cliniclink {

class ApiError;
class ClockTimer;
class EnrichmentForm;
class EnrichmentOrderCall;
class EnrichmentDesk;
class MessageBanner;
class Session;
class StatusMark;

class EnrichmentController : public QObject {
    Q_OBJECT
public:
    // None is owned; the widgets are the page's.
    EnrichmentController(Session &session, EnrichmentDesk &orders, EnrichmentForm *form, MessageBanner *banner,
                         StatusMark *progress, QObject *parent = nullptr);
    ~EnrichmentController() override;

    // Every problem of the fields the operation sends, as they are now.
    FieldIssues issues(EnrichmentOperation operation) const;
    bool canSubmit(EnrichmentOperation operation) const { return !hasErrors(issues(operation)); }

    // The person asks for an operation: sends it, or shows what stops it.
    void submit(EnrichmentOperation operation);
    // Enter in the form (see the header comment).
    void submitDefault();
    // Esc while sending: the request is abandoned.
    void cancel();
    bool isBusy() const { return !m_call.isNull(); }
    // Empties the form and forgets its draft.
    void clearForm();

    // Saves the draft at once (the page does so before it goes away).
    void saveDraftNow();
    // Reads the current environment's draft into the form (empty when there is none).
    void restoreDraft();

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    void onEdited(const QString &fieldId);
    void onFieldLeft(const QString &fieldId);
    void refresh();
    void setBusy(EnrichmentOrderCall *call, EnrichmentOperation operation);
    void onFailed(const ApiError &error);
    bool isFieldEmpty(const QString &fieldId) const;
    QDate today() const;

    Session &m_session;
    EnrichmentDesk &m_orders;
    EnrichmentForm *m_form;
    MessageBanner *m_banner;
    StatusMark *m_progress;
    QPointer<EnrichmentOrderCall> m_call;
    QSet<QString> m_touched;
    unsigned m_attempted = 0; // bit per EnrichmentOperation the person tried to send
    FieldIssues m_serverIssues; // from the last refusal, until the field is edited
    ClockTimer *m_draftTimer;
    FormDraftStore m_draft;
    bool m_restoring = false;
};

} // namespace cliniclink
