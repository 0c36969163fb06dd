// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxreset.h"

#include "core/follow/followdesk.h"
#include "core/net/sandboxadminclient.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/signingservice.h"

#include <QMessageBox>
#include <QPushButton>

namespace cliniclink {

SandboxReset::SandboxReset(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_admin(new SandboxAdminClient(
          &session.network(), &session.clock(), [&session] { return session.environments().sandboxRoot(); },
          services::Signing, this))
{
}

QMessageBox *SandboxReset::confirm(QWidget *parent)
{
    if (m_confirmation) {
        m_confirmation->raise();
        return m_confirmation;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Reset the sandbox"),
                                tr("Reset the built-in sandbox to its starting data?"), QMessageBox::NoButton, parent);
    box->setObjectName(QStringLiteral("sandboxResetConfirmation"));
    box->setInformativeText(tr("The sandbox forgets every order, prescription change and dispatch sent to it. What "
                               "the workstation has already received stays in its lists; items still under way are "
                               "marked as lost with the sandbox. Drafts of forms stay."));
    QPushButton *resetButton = box->addButton(tr("Reset the sandbox"), QMessageBox::DestructiveRole);
    resetButton->setObjectName(QStringLiteral("sandboxResetConfirmButton"));
    QPushButton *keep = box->addButton(tr("Keep the data"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("sandboxResetKeepButton"));
    // A reset cannot be undone: Enter must not do it.
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::buttonClicked, this, [this, resetButton](QAbstractButton *clicked) {
        if (clicked == resetButton)
            reset();
    });
    m_confirmation = box;
    box->open();
    return box;
}

void SandboxReset::reset()
{
    m_admin->reset()
        .then(this,
              [this] {
                  const auto forgotten = m_session.follow().forgetEnvironment(QString(kSandboxEnvironmentId));
                  if (!forgotten) {
                      Q_EMIT finished(false,
                                      tr("The sandbox was reset, but the journal could not be updated: %1")
                                          .arg(forgotten.error().message));
                      return;
                  }
                  Q_EMIT finished(true,
                                  tr("The sandbox was reset; %n item(s) still under way were marked as lost with it.",
                                     nullptr, *forgotten));
              })
        .onFailed(this, [this](const ApiFailure &failure) {
            Q_EMIT finished(false, tr("The sandbox could not be reset: %1").arg(failure.error().userText()));
        });
}

} // namespace cliniclink
