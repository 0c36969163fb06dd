// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "service.h"

namespace cliniclink {

QString serviceKey(Service service)
{
    switch (service) {
    case Service::Enrichment:
        return QStringLiteral("enrichment");
    case Service::Prescription:
        return QStringLiteral("prescription");
    case Service::Lab:
        return QStringLiteral("lab");
    case Service::Terminology:
        return QStringLiteral("terminology");
    case Service::Signing:
        return QStringLiteral("signing");
    }
    Q_UNREACHABLE();
}

bool serviceFromKey(const QString &key, Service *service)
{
    for (Service s : kAllServices) {
        if (serviceKey(s) == key) {
            *service = s;
            return true;
        }
    }
    return false;
}

QString serviceDisplayName(Service service)
{
    switch (service) {
    case Service::Enrichment:
        return QCoreApplication::translate("Service", "Patient data enrichment");
    case Service::Prescription:
        return QCoreApplication::translate("Service", "Prescription registration");
    case Service::Lab:
        return QCoreApplication::translate("Service", "Laboratory exchange");
    case Service::Terminology:
        return QCoreApplication::translate("Service", "Terminology");
    case Service::Signing:
        return QCoreApplication::translate("Service", "Electronic signature");
    }
    Q_UNREACHABLE();
}

} // namespace cliniclink
