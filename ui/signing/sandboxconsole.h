// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Sandbox console (only in the Sandbox environment): what the patients "received" (the
// sandbox's outbox: channel, phone, link, code) and buttons to sign or decline as the patient
// through the sandbox's admin API (SandboxAdminClient), so the whole flow can be tried from the
// app alone. Its failures show in a MessageBanner, as on every other page.

#include "core/net/sandboxadminclient.h"

#include <QWidget>

class QPushButton;
class QTableWidget;

namespace cliniclink {

class MessageBanner;
class Session;

class SandboxConsole : public QWidget {
    Q_OBJECT
public:
    explicit SandboxConsole(Session &session, QWidget *parent = nullptr);

    void refresh();
    // As the patient of the selected entry (or the given one): sign or decline.
    void actAsPatient(const QString &trackingId, const QString &idPatientMis, bool sign);

    QTableWidget *outboxTable() const { return m_table; }
    QPushButton *signButton() const { return m_sign; }
    QPushButton *declineButton() const { return m_decline; }
    MessageBanner *banner() const { return m_banner; }
    QList<SandboxOutboxEntry> entries() const { return m_entries; }
    // The sandbox's keys (dispatch, sms...) in the person's words.
    static QString kindText(const QString &kind);
    static QString channelText(const QString &channel);

Q_SIGNALS:
    void refreshed();
    void acted(bool ok, const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showEntries(const QList<SandboxOutboxEntry> &entries);
    void actOnSelected(bool sign);

    SandboxAdminClient *m_admin;
    QTableWidget *m_table;
    QPushButton *m_sign;
    QPushButton *m_decline;
    MessageBanner *m_banner;
    QList<SandboxOutboxEntry> m_entries;
};

} // namespace cliniclink
