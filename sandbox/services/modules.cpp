// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "modules.h"

#include "admin.h"
#include "sandbox/server/sandboxcontext.h"

#include <QList>
#include <QMutex>

namespace cliniclink::sandbox {

// Generated from cmake/ClinicLinkServices.cmake (sandbox/CMakeLists.txt): <key>SandboxModules()
// of every service, in the list's order.
void registerBuiltInServiceModules(SandboxContext &context);

namespace {

QMutex addedMutex;
QList<ServiceModulesFunction> &added()
{
    static QList<ServiceModulesFunction> list;
    return list;
}

} // namespace

void registerServiceModules(ServiceModulesFunction mount)
{
    QMutexLocker lock(&addedMutex);
    if (!added().contains(mount))
        added().append(mount);
}

void registerDefaultModules(SandboxContext &context)
{
    context.addModule(std::make_unique<AdminModule>(context));
    registerBuiltInServiceModules(context);
    QList<ServiceModulesFunction> more;
    {
        QMutexLocker lock(&addedMutex);
        more = added();
    }
    for (ServiceModulesFunction mount : std::as_const(more))
        mount(context);
}

} // namespace cliniclink::sandbox
