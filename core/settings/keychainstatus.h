// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the start-up keychain probe found (SecretStore::probe()).

#include <QMetaType>
#include <QString>

namespace cliniclink {

struct KeychainStatus {
    // True when tokens are kept in the system keychain and survive a restart.
    bool persistent = false;
    // For the person, translated: why tokens last for this session only. Empty when persistent.
    QString reason;

    bool operator==(const KeychainStatus &) const = default;
};

} // namespace cliniclink

Q_DECLARE_METATYPE(cliniclink::KeychainStatus)
