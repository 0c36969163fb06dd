// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Prescriptions area: type or paste a prescription's identifier in the MIS, check its
// registration status (every upload record, newest first) and cancel it after a confirmation
// that names it. Answers and refusals appear in a banner on the page with the server's words.
// Keys: Enter in the identifier checks the status, Esc drops a request on its way.

#include "prescriptioncontroller.h"

#include <QWidget>

class QCompleter;
class QLineEdit;
class QStringListModel;
class QLabel;
class QPushButton;
class QTableView;

namespace cliniclink {

class CancelConfirmation;
class MessageBanner;
class PrescriptionStatusModel;
class Session;
class StatusMark;
class ValidatedField;

class PrescriptionPage : public QWidget {
    Q_OBJECT
public:
    explicit PrescriptionPage(Session &session, QWidget *parent = nullptr);

    PrescriptionController *controller() const { return m_controller; }
    QLineEdit *idEdit() const { return m_id; }
    // The recent identifiers offered as the person types (or with Alt+Down).
    QStringListModel *recentModel() const { return m_recent; }
    ValidatedField *idField() const { return m_idField; }
    QPushButton *checkButton() const { return m_check; }
    QPushButton *cancelButton() const { return m_cancel; }
    CancelConfirmation *confirmation() const { return m_confirmation; }
    MessageBanner *banner() const { return m_banner; }
    StatusMark *progress() const { return m_progress; }
    QTableView *table() const { return m_table; }
    PrescriptionStatusModel *model() const { return m_model; }
    QLabel *recordsTitle() const { return m_recordsTitle; }
    StatusMark *resultMark(int row) const;

private:
    void check();
    void askCancel();
    void onActivity(PrescriptionController::Activity activity, const QString &id);
    void onRecords(const QString &id);
    void onMessage(PrescriptionController::MessageKind kind, const QString &headline, const QStringList &messages);
    void updateButtons();
    void applyTabOrder();

    PrescriptionController *m_controller;
    PrescriptionStatusModel *m_model;
    QLineEdit *m_id;
    QStringListModel *m_recent;
    QCompleter *m_completer;
    ValidatedField *m_idField;
    QPushButton *m_check;
    QPushButton *m_cancel;
    StatusMark *m_progress;
    MessageBanner *m_banner;
    CancelConfirmation *m_confirmation;
    QLabel *m_recordsTitle;
    QTableView *m_table;
};

} // namespace cliniclink
