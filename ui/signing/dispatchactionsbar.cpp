// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchactionsbar.h"

#include "core/signing/dispatchdesk.h"
#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace cliniclink {

DispatchActionsBar::DispatchActionsBar(QWidget *parent)
    : QWidget(parent)
{
    m_cancel = new QPushButton(icon(IconId::Stop), tr("Cancel dispatch"), this);
    m_cancel->setObjectName(QStringLiteral("cancelDispatchButton"));
    m_resend = new QPushButton(tr("Resend…"), this);
    m_resend->setObjectName(QStringLiteral("resendButton"));
    m_qes = new QPushButton(tr("Sign with QES"), this);
    m_qes->setObjectName(QStringLiteral("qesButton"));
    m_qes->setToolTip(
        tr("Opens the platform's signing page in the browser, where the crypto plugin signs with your certificate."));
    m_signHere = new QPushButton(tr("Sign on this workstation…"), this);
    m_signHere->setObjectName(QStringLiteral("signHereButton"));
    m_signHere->setToolTip(tr("Signs with the crypto provider's program on this computer, without the browser."));
    m_signHere->hide();
    m_reload = new QPushButton(icon(IconId::Refresh), tr("Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadButton"));

    auto *actions = new QHBoxLayout(this);
    actions->setContentsMargins(0, 0, 0, 0);
    actions->addWidget(m_qes);
    actions->addWidget(m_signHere);
    actions->addWidget(m_resend);
    actions->addWidget(m_cancel);
    actions->addStretch();
    actions->addWidget(m_reload);
}

void DispatchActionsBar::setStatus(int code, bool known, bool hasTrackingId)
{
    m_cancel->setEnabled(known && isCancellableDispatchStatus(code) && code != DispatchCode::Draft);
    m_resend->setEnabled(known && code == DispatchCode::Created);
    m_qes->setEnabled(known
                      && (code == DispatchCode::Created || code == DispatchCode::QesRequired
                          || code == DispatchCode::FullySignedProcessing
                          || code == DispatchCode::PartiallySignedProcessing || isSignedDispatchStatus(code)));
    m_signHere->setEnabled(m_qes->isEnabled() && hasTrackingId);
}

} // namespace cliniclink
