// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The settings: environments down the left, the selected one's addresses, organization,
// practitioner, tokens and limits on the right, and "Check connection" under them. The view only;
// SettingsController holds the drafts and does the saving. load(), validate(), apply() follow the
// usual dialog shape (STYLE.md item 9); OK applies and closes, Apply stays open.
// Open it with open() or show(): nothing here runs a nested event loop.

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace cliniclink {

class ConnectionCheckPanel;
class EnvironmentForm;
class Session;
class SettingsController;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(Session &session, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // Everything as stored; unsaved edits are dropped.
    void load();
    // Checks every environment; shows the first wrong one with its problems marked.
    bool validate();
    // Validates, then saves. False (and nothing saved) when something is wrong.
    bool apply();

    void selectEnvironment(const QString &id);
    QString shownEnvironmentId() const { return m_shownId; }

    SettingsController *controller() const { return m_controller; }
    EnvironmentForm *form() const { return m_form; }
    ConnectionCheckPanel *checkPanel() const { return m_checkPanel; }
    QListWidget *environmentList() const { return m_list; }
    QDialogButtonBox *buttonBox() const { return m_buttons; }
    QLabel *messageLabel() const { return m_message; }
    QSpinBox *retentionSpin() const { return m_retention; }

    void accept() override;

Q_SIGNALS:
    void applied();
    void applyFailed(const QString &message);

private:
    void rebuildList(const QString &selectId);
    void showEnvironment(const QString &id);
    void storeShownDraft();
    void showMessage(const QString &text, bool error);
    void askNewEnvironment();
    void askRename();
    void askRemove();
    void runCheck();

    Session &m_session;
    SettingsController *m_controller;
    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_rename;
    QPushButton *m_remove;
    QLabel *m_title;
    EnvironmentForm *m_form;
    ConnectionCheckPanel *m_checkPanel;
    QLabel *m_message;
    QSpinBox *m_retention;
    QDialogButtonBox *m_buttons;
    QString m_shownId;
    bool m_closeWhenStored = false;
};

} // namespace cliniclink
