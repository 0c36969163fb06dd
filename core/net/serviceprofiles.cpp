// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serviceprofiles.h"

#include "core/enrichment/enrichmentprofile.h"
#include "core/lab/labprofile.h"
#include "core/prescription/prescriptionprofile.h"
#include "core/signing/signingprofile.h"
#include "core/terminology/terminologyprofile.h"

#include <array>

namespace cliniclink {

namespace {

const std::array<ServiceProfile, std::size(kAllServices)> &profiles()
{
    // Built once, on first use (never during static initialisation: the route class names are
    // themselves globals).
    static const std::array<ServiceProfile, std::size(kAllServices)> all = [] {
        std::array<ServiceProfile, std::size(kAllServices)> out{enrichmentProfile(), prescriptionProfile(),
                                                                labProfile(), terminologyProfile(), signingProfile()};
        for (std::size_t i = 0; i < out.size(); ++i)
            Q_ASSERT(out[i].service == kAllServices[i]);
        return out;
    }();
    return all;
}

} // namespace

const ServiceProfile &serviceProfile(Service service)
{
    for (const ServiceProfile &p : profiles()) {
        if (p.service == service)
            return p;
    }
    Q_UNREACHABLE();
}

} // namespace cliniclink
