// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The row of actions under the dispatch window's PDF (DispatchView): sign with QES in the browser
// or on this workstation, resend, cancel, and reload; each enabled only where the status allows it.

#include <QWidget>

class QPushButton;

namespace cliniclink {

class DispatchActionsBar : public QWidget {
    Q_OBJECT
public:
    explicit DispatchActionsBar(QWidget *parent = nullptr);

    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *resendButton() const { return m_resend; }
    QPushButton *qesButton() const { return m_qes; }
    // Hidden until the window is told how to sign here (DispatchView::setSignHere).
    QPushButton *signHereButton() const { return m_signHere; }
    QPushButton *reloadButton() const { return m_reload; }
    // Enables what the shown status allows; nothing for a dispatch the platform forgot (!known).
    void setStatus(int code, bool known, bool hasTrackingId);

private:
    QPushButton *m_cancel;
    QPushButton *m_resend;
    QPushButton *m_qes;
    QPushButton *m_signHere;
    QPushButton *m_reload;
};

} // namespace cliniclink
