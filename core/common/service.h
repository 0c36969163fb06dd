// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The platform's services as the workstation sees them. Terminology has its own base address and
// its own token, so it is a service of its own here although the contract files it under C.

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cliniclink {

enum class Service {
    Enrichment, // A: SNILS and ENP orders
    Prescription, // B: prescription registration status and cancel
    Lab, // C: laboratory exchange (FHIR)
    Terminology, // C: dictionaries
    Signing, // D: electronic signature
};

inline constexpr Service kAllServices[] = {Service::Enrichment, Service::Prescription, Service::Lab,
                                           Service::Terminology, Service::Signing};

// Stable key for settings, keychain entries, the journal and logs: "enrichment", "prescription"...
QString serviceKey(Service service);
// Inverse of serviceKey(); false when the key names no service.
bool serviceFromKey(const QString &key, Service *service);
// The service's name for the person at the screen, translated.
QString serviceDisplayName(Service service);

} // namespace cliniclink
