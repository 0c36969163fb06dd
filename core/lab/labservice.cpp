// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labservice.h"

#include "core/session/desks.h"
#include "labdesk.h"
#include "labprofile.h"

namespace cliniclink {

namespace {

void createLabDesks(Desks &desks)
{
    desks.add(std::make_unique<LabDesk>(desks.session()));
}

} // namespace

ServiceDescriptor labServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Lab;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Laboratory exchange");
    d.profile = &labProfile;
    d.createDesks = &createLabDesks;
    return d;
}

} // namespace cliniclink
