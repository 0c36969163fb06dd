// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service B's tolerant reader: status records and messages, one or several, strings or numbers.
#include "core/prescription/prescriptiontypes.h"
#include "fuzzsupport.h"

#include <QJsonArray>
#include <QJsonValue>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    const QJsonDocument doc = fuzz::json(data, size);
    const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    static_cast<void>(readPrescriptionStatus(value));
    static_cast<void>(readPrescriptionMessages(value));
    return 0;
}
