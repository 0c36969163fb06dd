// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Tells the person when a dispatch is signed: a desktop notification through the system tray
// when there is one, otherwise the notified() signal, which the area shows in its page and the
// status bar. Every notification is also kept in notifications(), which tests read.

#include <QObject>
#include <QStringList>

class QSystemTrayIcon;

namespace cliniclink {

class DispatchDesk;

class SigningNotifier : public QObject {
    Q_OBJECT
public:
    explicit SigningNotifier(DispatchDesk &desk, QObject *parent = nullptr);

    QStringList notifications() const { return m_notifications; }
    // False keeps the tray out even when the desktop has one (tests, a person's choice).
    void setTrayAllowed(bool allowed) { m_trayAllowed = allowed; }

Q_SIGNALS:
    void notified(const QString &title, const QString &message);

private:
    void onSigned(qint64 journalId);

    DispatchDesk &m_desk;
    QSystemTrayIcon *m_tray = nullptr;
    QStringList m_notifications;
    bool m_trayAllowed = true;
};

} // namespace cliniclink
