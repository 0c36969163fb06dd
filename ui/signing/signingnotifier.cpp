// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingnotifier.h"

#include "core/signing/dispatchdesk.h"
#include "ui/common/icons.h"

#include <QSystemTrayIcon>

namespace cliniclink {

SigningNotifier::SigningNotifier(DispatchDesk &desk, QObject *parent)
    : QObject(parent)
    , m_desk(desk)
{
    connect(&desk, &DispatchDesk::dispatchSigned, this, &SigningNotifier::onSigned);
}

void SigningNotifier::onSigned(qint64 journalId)
{
    const auto d = m_desk.dispatch(journalId);
    if (!d)
        return;
    const QString title = tr("Dispatch signed");
    const QString patient = d->patientLabel().isEmpty() ? d->firstPatientId() : d->patientLabel();
    const QString message = tr("%1: %2").arg(patient, dispatchStatusText(d->code));
    m_notifications << message;
    if (m_trayAllowed && QSystemTrayIcon::isSystemTrayAvailable()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(icon(IconId::Signing), this);
            m_tray->show();
        }
        m_tray->showMessage(title, message, QSystemTrayIcon::Information);
    }
    // The page and the status bar show it too: a tray message is easy to miss.
    Q_EMIT notified(title, message);
}

} // namespace cliniclink
