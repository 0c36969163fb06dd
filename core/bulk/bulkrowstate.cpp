// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkrowstate.h"

#include "core/follow/followedkind.h"

#include <QCoreApplication>

namespace cliniclink {

BulkRowState bulkRowStateOf(const TrackedItem &item)
{
    if (FollowAnswer::isLostInReset(item))
        return BulkRowState::Lost;
    switch (item.outbox) {
    case OutboxState::Sending:
        return BulkRowState::Sending;
    case OutboxState::Uncertain:
        return BulkRowState::InDoubt;
    case OutboxState::Refused:
        return BulkRowState::Failed;
    case OutboxState::None:
    case OutboxState::Accepted:
        break;
    }
    // The orders the quit question counts as awaited are exactly the rows in progress.
    if (item.isPending())
        return BulkRowState::Following;
    if (item.stoppedAt.isValid())
        return BulkRowState::Failed;
    return item.result.value(u"completed").toBool() ? BulkRowState::Done : BulkRowState::Failed;
}

QString bulkRowStateName(BulkRowState state)
{
    switch (state) {
    case BulkRowState::Skipped:
        return QCoreApplication::translate("BulkRowState", "Needs fixing");
    case BulkRowState::Waiting:
        return QCoreApplication::translate("BulkRowState", "Waiting");
    case BulkRowState::Sending:
        return QCoreApplication::translate("BulkRowState", "Sending");
    case BulkRowState::InDoubt:
        return QCoreApplication::translate("BulkRowState", "May have gone");
    case BulkRowState::Following:
        return QCoreApplication::translate("BulkRowState", "In progress");
    case BulkRowState::Done:
        return QCoreApplication::translate("BulkRowState", "Done");
    case BulkRowState::Failed:
        return QCoreApplication::translate("BulkRowState", "Failed");
    case BulkRowState::Lost:
        return FollowAnswer::lostInResetText();
    }
    Q_UNREACHABLE();
}

void BulkProgress::count(BulkRowState state, int delta)
{
    switch (state) {
    case BulkRowState::Skipped:
        skipped += delta;
        break;
    case BulkRowState::Waiting:
        waiting += delta;
        break;
    case BulkRowState::Sending:
        sending += delta;
        break;
    case BulkRowState::InDoubt:
        inDoubt += delta;
        break;
    case BulkRowState::Following:
        following += delta;
        break;
    case BulkRowState::Done:
        done += delta;
        break;
    case BulkRowState::Failed:
    case BulkRowState::Lost:
        failed += delta;
        break;
    }
}

} // namespace cliniclink
