// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The enrichment form's own behaviour: what each of the three operations sends and its rules
// (validateEnrichmentRequest), each action enabled only when the fields IT sends are valid (its
// tooltip names the others), sending through EnrichmentDesk, and the platform's refusal in the
// banner and, where a message names a field, next to that field. When issues show, the journal
// draft (kind "enrichment-form", one per environment), busy and Esc are the form's FormSession.
//
// Enter in the form: in the SNILS field, Check SNILS; elsewhere the first enabled of Find SNILS,
// Find policy (ENP), Check SNILS; when none is enabled, an attempt of Find SNILS, which shows
// what is missing.

#include "core/enrichment/enrichmenttypes.h"
#include "core/validation/fieldissue.h"

#include <QDate>
#include <QObject>
#include <QStringList>

namespace cliniclink {

class ApiError;
class EnrichmentForm;
class EnrichmentDesk;
class FormSession;
class MessageBanner;
class Session;
class StatusMark;

class EnrichmentController : public QObject {
    Q_OBJECT
public:
    // None is owned; the widgets are the page's.
    EnrichmentController(Session &session, EnrichmentDesk &orders, EnrichmentForm *form, MessageBanner *banner,
                         StatusMark *progress, QObject *parent = nullptr);

    bool canSubmit(EnrichmentOperation operation) const;

    // The person asks for an operation: sends it, or shows what stops it.
    void submit(EnrichmentOperation operation);
    // Enter in the form (see the header comment).
    void submitDefault();
    // Esc while sending: the request is abandoned.
    void cancel();
    bool isBusy() const;
    // Empties the form and forgets its draft.
    void clearForm();

    // Saves the draft at once (the page does so before it goes away).
    void saveDraftNow();
    // Reads the current environment's draft into the form (empty when there is none).
    void restoreDraft();

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    // validateEnrichmentRequest of the operation that sends exactly fieldIds; of all three when
    // none does (what shows: a field's issue for any of them).
    FieldIssues rules(const QStringList &fieldIds) const;
    void updateActions();
    void onFailed(const ApiError &error);
    QDate today() const;

    Session &m_session;
    EnrichmentDesk &m_orders;
    EnrichmentForm *m_form;
    FormSession *m_fields;
    MessageBanner *m_banner;
    StatusMark *m_progress;
};

} // namespace cliniclink
