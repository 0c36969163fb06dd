// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// SIGINT and SIGTERM turned into a Qt signal, so the sandbox stops from its event loop (state
// saved, sockets closed) instead of dying inside a signal handler. Unix only; elsewhere the
// default handling applies.

#include <QObject>

namespace cliniclink::sandbox {

class StopSignals final : public QObject {
    Q_OBJECT
public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

Q_SIGNALS:
    void stopRequested(int signalNumber);
};

} // namespace cliniclink::sandbox
