// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One thing the Poller follows, as the owner and the UI see it.

#include "core/common/service.h"

#include <QDateTime>
#include <QString>

namespace cliniclink {

struct PollItem {
    enum class State {
        Scheduled, // waiting for nextCheckAt (or, when that has passed, for a free slot)
        InFlight, // pollDue() was emitted; waiting for reportResult()
        Finished, // a terminal status arrived
        Stopped, // the person stopped following it
    };

    QString key; // unique among the poller's items: "journal:42"
    Service service{};
    QString kind; // "snils-order", "dispatch"...: tells the owner which request to make
    QString externalId; // order id, trackingId
    QString environmentId; // opaque to the poller

    State state = State::Scheduled;
    QString lastStatus;
    QString lastError;
    int errorCount = 0; // failed checks in a row
    QDateTime lastRequestAt; // when the last status request was sent
    QDateTime lastResultAt;
    QDateTime nextCheckAt; // valid while Scheduled

    bool operator==(const PollItem &) const = default;
};

} // namespace cliniclink
