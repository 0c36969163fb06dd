// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serviceprofiles.h"

#include <QMutex>

#include <map>
#include <memory>

namespace cliniclink {

const ServiceProfile &serviceProfile(Service service)
{
    // Each profile is built once, on first use (never during static initialisation: the route
    // class names are themselves globals), and kept where it is: callers hold the reference.
    static QMutex mutex;
    static std::map<Service, std::unique_ptr<const ServiceProfile>> built;
    QMutexLocker lock(&mutex);
    auto it = built.find(service);
    if (it == built.end()) {
        const ServiceDescriptor *descriptor = serviceDescriptor(service);
        Q_ASSERT_X(descriptor && descriptor->profile, "serviceProfile", "the service is not registered");
        auto profile = std::make_unique<const ServiceProfile>(descriptor->profile());
        Q_ASSERT(profile->service == service);
        it = built.emplace(service, std::move(profile)).first;
    }
    return *it->second;
}

} // namespace cliniclink
