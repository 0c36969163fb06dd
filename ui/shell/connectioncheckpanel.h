// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "Check connection": the button, a busy bar while the check runs, and one line per service with
// a green, red or grey mark and what was found.

#include "core/common/service.h"

#include <QMap>
#include <QSslCertificate>
#include <QWidget>

class QProgressBar;
class QPushButton;

namespace cliniclink {

class ConnectionCheck;
struct ConnectionCheckResult;
class StatusMark;

class ConnectionCheckPanel : public QWidget {
    Q_OBJECT
public:
    explicit ConnectionCheckPanel(QWidget *parent = nullptr);

    // Shows the check's results as they arrive; call before ConnectionCheck::run().
    void track(ConnectionCheck *check);
    // Back to "not checked" (another environment is shown).
    void reset();
    bool isRunning() const { return m_running; }

    QPushButton *checkButton() const { return m_button; }
    QProgressBar *busyBar() const { return m_busy; }
    StatusMark *mark(Service service) const { return m_marks.value(service); }
    // «Показать сертификат»: shown when a service's TLS handshake failed on a presented certificate.
    QPushButton *certificateButton() const { return m_certificate; }

Q_SIGNALS:
    void checkRequested();
    void checkFinished();

private:
    void showResult(const ConnectionCheckResult &result);
    void setRunning(bool running);

    QPushButton *m_button;
    QProgressBar *m_busy;
    QMap<Service, StatusMark *> m_marks;
    QPushButton *m_certificate;
    QList<QSslCertificate> m_chain;
    bool m_running = false;
};

} // namespace cliniclink
