// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "Reset the sandbox" (File menu, in the Sandbox environment only): the built-in sandbox keeps its
// state across restarts, so starting afresh is an explicit act. It asks first (the safe answer is
// the default), then sends every emulated service back to its fixtures through the admin API. The
// journal keeps what the workstation learnt (results stay); what was still under way there is
// marked as lost with the sandbox (FollowDesk::forgetEnvironment), so no list waits for it.

#include <QObject>
#include <QPointer>

class QMessageBox;
class QWidget;

namespace cliniclink {

class SandboxAdminClient;
class Session;

class SandboxReset : public QObject {
    Q_OBJECT
public:
    explicit SandboxReset(Session &session, QObject *parent = nullptr);

    // Opens the window-modal confirmation over parent; its Yes runs reset(). Returns the box.
    QMessageBox *confirm(QWidget *parent);
    // Resets without asking; finished() follows.
    void reset();

Q_SIGNALS:
    // ok: the sandbox was reset and the journal updated; message says so (or why not).
    void finished(bool ok, const QString &message);

private:
    Session &m_session;
    SandboxAdminClient *m_admin;
    QPointer<QMessageBox> m_confirmation;
};

} // namespace cliniclink
