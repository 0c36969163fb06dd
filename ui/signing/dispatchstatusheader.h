// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The top of the dispatch window (DispatchView): the patient and trackingId as the title, the
// status badge, and a line for the documents and one per signer with what they did and when.

#include "core/signing/dispatchdesk.h"

#include <QWidget>

class QLabel;

namespace cliniclink {

class StatusMark;

class DispatchStatusHeader : public QWidget {
    Q_OBJECT
public:
    explicit DispatchStatusHeader(QWidget *parent = nullptr);

    StatusMark *statusMark() const { return m_status; }
    // Shows the dispatch with the status code the window settled on (a cancel the platform took
    // reads as Cancelled before its status does); a dispatch the platform forgot reads as such.
    void setDispatch(const TrackedDispatch &tracked, int code, const QList<SignerState> &signers,
                     const QString &patientName);

private:
    // The signer's name from what was sent (the patient's full name), else their id.
    static QString signerName(const TrackedDispatch &tracked, const SignerState &signer);

    StatusMark *m_status;
    QLabel *m_title;
    QLabel *m_details;
};

} // namespace cliniclink
