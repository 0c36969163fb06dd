// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingservice.h"

#include "core/session/desks.h"
#include "dispatchdesk.h"
#include "qesdesk.h"
#include "questionnairedesk.h"
#include "signingprofile.h"

namespace cliniclink {

namespace {

void createSigningDesks(Desks &desks)
{
    Session &session = desks.session();
    auto &dispatches = desks.add(std::make_unique<DispatchDesk>(session));
    desks.add(std::make_unique<QesDesk>(session, dispatches));
    desks.add(std::make_unique<QuestionnaireDesk>(session, dispatches));
}

} // namespace

ServiceDescriptor signingServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Signing;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Electronic signature");
    d.profile = &signingProfile;
    d.createDesks = &createSigningDesks;
    return d;
}

} // namespace cliniclink
