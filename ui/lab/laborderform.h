// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The order composer: the view. Its fields are described once in a FormSession (ids as core's lab
// validation names them): coded fields are DictionaryPickers of their dictionaries (services,
// payment, specimen, container, ICD-10, encounter type and reason, supporting observations,
// priority, the laboratory among the organizations); the barcode and the time of collection are
// typed. "What will be sent" shows the order and its bundle before Send. It reads and writes a
// LabOrderRequest (without the parts the controller adds); the session shows the issues.

#include "core/lab/labtypes.h"

#include <QWidget>

class QComboBox;
class QDateTimeEdit;
class QPlainTextEdit;
class QPushButton;

namespace cliniclink {

class DictionaryPicker;
class FormField;
class FormSession;
class MessageBanner;
class Session;
class TerminologyCache;

class LabOrderForm : public QWidget {
    Q_OBJECT
public:
    LabOrderForm(Session &session, TerminologyCache *cache, QWidget *parent = nullptr);
    ~LabOrderForm() override;

    // The composer's own fields; patient, practitioner and organizations are the controller's.
    LabOrderRequest request() const;
    void setRequest(const LabOrderRequest &request);
    void setPatients(const QList<LabPatient> &patients);
    LabPatient chosenPatient() const;

    void showPreview(const QString &text);
    // While nobody typed a time of collection, it is the clock's: set again when the form is shown
    // and before the order is checked, so a new order never carries an earlier order's time.
    void refreshCollectedAt();

    FormSession *session() const { return m_form; }
    MessageBanner *banner() const { return m_banner; }
    QPushButton *sendButton() const { return m_send; }

Q_SIGNALS:
    void previewRequested();
    void sendRequested();
    void clearRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void askClear();
    DictionaryPicker *picker(const char *oid);
    FormField *addPicker(const char *oid, const char *id, const QString &label);
    FormField *addCollectedAt();

    Session &m_session;
    TerminologyCache *m_cache;
    FormSession *m_form;
    QComboBox *m_patient;
    QDateTimeEdit *m_collectedAt;
    QPlainTextEdit *m_preview;
    QPushButton *m_previewButton;
    QPushButton *m_send;
    QPushButton *m_clear;
    MessageBanner *m_banner;
    bool m_collectedAtFollowsClock = true;
};

} // namespace cliniclink
