// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where one row of a bulk job stands, from its cells and its order's journal row, and the counts
// a progress bar shows.

#include "core/storage/journalrecords.h"

#include <QString>

namespace cliniclink {

enum class BulkRowState {
    Skipped, // the cells have problems: not sent until fixed
    Waiting, // valid, not sent yet
    Sending, // the order's request is out (or queued at the limiter)
    InDoubt, // the request may have reached the platform: the person decides, as for one order
    Following, // the platform took the order; its status is read every 10 s
    Done, // the order finished with a result
    Failed, // the platform refused the order, or it ended without a result
    Lost, // still under way when the built-in sandbox was reset: the sandbox forgot it
};

// The state of a row whose order's journal row is `item`.
BulkRowState bulkRowStateOf(const TrackedItem &item);
// "Ожидает", "Отправляется"... translated.
QString bulkRowStateName(BulkRowState state);

struct BulkProgress {
    int total = 0;
    int skipped = 0;
    int waiting = 0;
    int sending = 0;
    int inDoubt = 0;
    int following = 0;
    int done = 0;
    int failed = 0; // with the lost ones: both ended without a result
    // At the environment's rate, the least time the rest needs; 0 when nothing is left to send
    // or read.
    qint64 secondsLeft = 0;

    int sent() const { return sending + inDoubt + following + done + failed; }
    // The rows the job sends (the progress bar's whole), those at an end (its value: an answer,
    // a failure, or a send the person decides about), and the rest, still to be sent or answered.
    // The quit question counts unfinished() too, so the two never disagree.
    int sendable() const { return total - skipped; }
    int finished() const { return done + failed + inDoubt; }
    int unfinished() const { return waiting + sending + following; }
    void count(BulkRowState state, int delta);
    bool operator==(const BulkProgress &) const = default;
};

} // namespace cliniclink
