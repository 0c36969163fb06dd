// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The order composer: the view. Coded fields are DictionaryPickers of their dictionaries (services,
// payment, specimen, container, ICD-10, encounter type and reason, supporting observations,
// priority, the laboratory among the organizations); the barcode and the time of collection are
// typed. "What will be sent" shows the order and its bundle before Send. It reads and writes a
// LabOrderRequest (without the parts the controller adds) and shows issues under their fields.

#include "core/lab/labtypes.h"
#include "core/validation/fieldissue.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace cliniclink {

class DictionaryPicker;
class MessageBanner;
class Session;
class TerminologyCache;
class ValidatedField;

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

    void showIssues(const FieldIssues &issues);
    void showPreview(const QString &text);
    // While nobody typed a time of collection, it is the clock's: set again when the form is shown
    // and before the order is checked, so a new order never carries an earlier order's time.
    void refreshCollectedAt();

    MessageBanner *banner() const { return m_banner; }
    DictionaryPicker *picker(const QString &field) const { return m_pickers.value(field); }
    DictionaryPicker *servicePicker() const { return m_servicePicker; }
    DictionaryPicker *observationPicker() const { return m_observationPicker; }
    QDoubleSpinBox *observationValue() const { return m_observationValue; }
    QPushButton *addServiceButton() const { return m_addService; }
    QPushButton *addObservationButton() const { return m_addObservation; }
    QListWidget *servicesList() const { return m_services; }
    QLineEdit *orderNumberEdit() const;
    QLineEdit *barcodeEdit() const;
    QDateTimeEdit *collectedAtEdit() const { return m_collectedAt; }
    QComboBox *patientBox() const { return m_patient; }
    QPlainTextEdit *preview() const { return m_preview; }
    QPushButton *previewButton() const { return m_previewButton; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *clearButton() const { return m_clear; }

Q_SIGNALS:
    void changed();
    void previewRequested();
    void sendRequested();
    void clearRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void askClear();
    ValidatedField *wrap(QWidget *field, const char *id);
    DictionaryPicker *addPicker(const char *oid, const char *id);

    Session &m_session;
    TerminologyCache *m_cache;
    QHash<QString, ValidatedField *> m_fields;
    QHash<QString, DictionaryPicker *> m_pickers;
    QList<fhir::FhirCoding> m_serviceCodes;
    QList<LabOrderObservation> m_observationValues;
    QComboBox *m_patient;
    QLineEdit *m_orderNumber;
    DictionaryPicker *m_servicePicker;
    QPushButton *m_addService;
    QListWidget *m_services;
    QLineEdit *m_barcode;
    QDateTimeEdit *m_collectedAt;
    QLineEdit *m_comment;
    DictionaryPicker *m_observationPicker;
    QDoubleSpinBox *m_observationValue;
    QPushButton *m_addObservation;
    QListWidget *m_observations;
    QPlainTextEdit *m_preview;
    QPushButton *m_previewButton;
    QPushButton *m_send;
    QPushButton *m_clear;
    MessageBanner *m_banner;
    bool m_collectedAtFollowsClock = true;
};

} // namespace cliniclink
