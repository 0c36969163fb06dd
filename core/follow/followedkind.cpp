// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "followedkind.h"

#include "core/net/apierror.h"
#include "core/settings/environment.h"

#include <QCoreApplication>

#include <algorithm>

namespace cliniclink {

FollowAnswer FollowAnswer::fromError(const ApiError &error, const QDateTime &now, const QString &notFoundText,
                                     const QString &environmentId)
{
    if (error.httpStatus() == 404) { // the platform does not know it (expired, never stored): asking again cannot help
        const bool sandbox = environmentId == kSandboxEnvironmentId;
        return {PollOutcome::terminal(sandbox ? sandboxForgotText() : notFoundText), std::nullopt};
    }
    std::optional<std::chrono::milliseconds> retryAfter;
    if (error.retryAt().isValid())
        retryAfter = std::chrono::milliseconds(std::max<qint64>(0, now.msecsTo(error.retryAt())));
    return {PollOutcome::failure(error.headline(), retryAfter), std::nullopt};
}

QString FollowAnswer::sandboxForgotText()
{
    return QCoreApplication::translate("cliniclink::FollowAnswer", "No longer in the sandbox: it was reset");
}

QString FollowAnswer::lostInResetStatus()
{
    return QStringLiteral("lost-in-sandbox-reset");
}

bool FollowAnswer::isLostInReset(const TrackedItem &item)
{
    return item.terminal && item.lastStatus == lostInResetStatus();
}

QString FollowAnswer::lostInResetText()
{
    return QCoreApplication::translate("cliniclink::FollowAnswer", "Lost when the sandbox was reset");
}

void FollowedKind::lookUp(const TrackedItem &, LookupReply reply)
{
    FollowLookup lookup;
    lookup.outcome = FollowLookup::Outcome::Unknown;
    lookup.note = QCoreApplication::translate(
        "cliniclink::FollowedKind",
        "The platform offers no way to check whether it arrived. It may have gone: look before sending again.");
    reply(lookup);
}

void FollowedKind::followedItemChanged(qint64) { }

} // namespace cliniclink
