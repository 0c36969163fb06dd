// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "desks.h"

#include "core/common/service.h"

namespace cliniclink {

Desks::Desks(Session &session)
    : m_session(session)
{
    for (Service service : allServices()) {
        const ServiceDescriptor *descriptor = serviceDescriptor(service);
        if (descriptor && descriptor->createDesks)
            descriptor->createDesks(*this);
    }
}

Desks::~Desks()
{
    while (!m_desks.empty())
        m_desks.pop_back();
}

} // namespace cliniclink
