// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whether the journal can record what the workstation sends. Every desk that sends shows a
// blocking banner while canRecord is false, and the transport refuses to send anything that changes
// state (Transport::setSendGate), so no billed call leaves without a record of it.

#include <QMetaType>
#include <QString>

namespace cliniclink {

struct JournalHealth {
    bool checked = false; // false until the journal was first opened (or failed to open)
    bool canRecord = false;
    QString problem; // translated: what happened and what to do; empty while canRecord
    QString notice; // translated: something the person should know even when all is well
                    // (a damaged journal was moved aside and a new one started)

    bool operator==(const JournalHealth &) const = default;
};

} // namespace cliniclink

Q_DECLARE_METATYPE(cliniclink::JournalHealth)
