// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What one status request found, reported back to the Poller by whoever performed it.

#include <QString>

#include <chrono>
#include <optional>

namespace cliniclink {

struct PollOutcome {
    enum class Kind {
        Pending, // the platform answered; not done yet
        Terminal, // done (completed, failed, cancelled...): stop asking
        Error, // no usable answer: transport failure, 5xx, 429; back off
    };

    Kind kind = Kind::Pending;
    QString status; // the service's status as it reported it (Pending, Terminal)
    QString error; // Error: short, already redacted text for the person
    // The server's Retry-After (or the contract's block), relative to the answer.
    std::optional<std::chrono::milliseconds> retryAfter;

    static PollOutcome pending(const QString &status,
                               std::optional<std::chrono::milliseconds> retryAfter = std::nullopt)
    {
        return {Kind::Pending, status, {}, retryAfter};
    }
    static PollOutcome terminal(const QString &status) { return {Kind::Terminal, status, {}, std::nullopt}; }
    static PollOutcome failure(const QString &error, std::optional<std::chrono::milliseconds> retryAfter = std::nullopt)
    {
        return {Kind::Error, {}, error, retryAfter};
    }
};

} // namespace cliniclink
