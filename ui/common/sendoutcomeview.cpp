// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sendoutcomeview.h"

#include "core/net/apicall.h"

namespace cliniclink {

SendOutcomeView SendOutcomeView::of(const SendOutcome &outcome, const SendTexts &texts, const QString &accepted)
{
    SendOutcomeView view;
    const QString errorText = outcome.error ? outcome.error->userText() : outcome.reason;
    switch (outcome.state) {
    case OutboxState::Accepted:
        view.show = !accepted.isEmpty();
        view.kind = MessageBanner::Kind::Info;
        view.headline = accepted;
        view.status = tr("Sent");
        break;
    case OutboxState::Refused:
        // Cancelled before it left: the person knows, and nothing went.
        view.show = !outcome.wasCancelled();
        view.kind = MessageBanner::Kind::Error;
        if (texts.refused.isEmpty()) {
            view.headline = errorText;
        } else {
            view.headline = texts.refused;
            if (!errorText.isEmpty())
                view.messages = {errorText};
        }
        view.status = tr("Not sent: %1").arg(outcome.reason);
        view.mayResend = true;
        break;
    case OutboxState::Uncertain:
        // Not "failed": the platform may have taken it, and it is looked up before anything goes again.
        view.show = true;
        view.kind = MessageBanner::Kind::Warning;
        view.headline = texts.uncertain.isEmpty()
            ? tr("The platform's answer did not arrive: it may have gone. Look before sending it again.")
            : texts.uncertain;
        if (!errorText.isEmpty())
            view.messages = {errorText};
        view.status = tr("May have gone");
        break;
    default:
        break;
    }
    return view;
}

SendOutcomeView SendOutcomeView::of(const ApiCall *call, const SendTexts &texts, const QString &accepted)
{
    const OutboxSend *send = OutboxSend::of(call);
    if (!send || !send->isFinished())
        return {};
    return of(send->outcome(), texts, accepted);
}

void SendOutcomeView::showIn(MessageBanner *banner) const
{
    if (show)
        banner->showMessage(kind, headline, messages);
}

} // namespace cliniclink
