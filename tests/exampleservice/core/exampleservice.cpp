// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exampleservice.h"

#include "core/net/serviceprofile.h"
#include "core/session/desks.h"
#include "exampledesk.h"

namespace cliniclink {

using namespace std::chrono_literals;

ServiceProfile exampleProfile()
{
    ServiceProfile p;
    p.service = services::Example;
    p.authStyle = AuthStyle::SchemeWord;
    p.addressName = QStringLiteral("{example_base_url}");
    p.sandboxPath = QStringLiteral("/example");
    p.pollPolicy.minInterval = 5s;
    p.pollPolicy.initialDelay = 5s;
    p.pollPolicy.interval = 5s;
    p.pollPolicy.maxBackoff = 1min;
    p.pollPolicy.maxInFlight = 2;
    p.probe.path = QStringLiteral("/certificates");
    p.probe.query.addQueryItem(QStringLiteral("clientRef"), QStringLiteral("cliniclink-connection-check"));
    return p;
}

namespace {

void createExampleDesks(Desks &desks)
{
    desks.add(std::make_unique<ExampleDesk>(desks.session()));
}

} // namespace

ServiceDescriptor exampleServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Example;
    // A test's service: its name is not among the translations.
    d.displayName = "Example certificates";
    d.profile = &exampleProfile;
    d.createDesks = &createExampleDesks;
    return d;
}

} // namespace cliniclink
