// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One emulated service (or the admin API) mounted under a path prefix of the sandbox's single port.

#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>

#include <optional>

namespace cliniclink::sandbox {

class SandboxContext;

class ServiceModule {
public:
    explicit ServiceModule(SandboxContext &context)
        : m_context(context)
    {
    }
    virtual ~ServiceModule() = default;
    ServiceModule(const ServiceModule &) = delete;
    ServiceModule &operator=(const ServiceModule &) = delete;

    // Path prefixes this module answers, e.g. {"/nsi/fhir/term"}; longest prefix wins.
    virtual QStringList prefixes() const = 0;
    // subPath is the path after the matched prefix ("" or starting with '/').
    virtual SandboxResponse handle(const SandboxRequest &request, const QString &subPath) = 0;
    // Loads (or reloads, on reset) the module's state from the whole fixture document.
    virtual void load(const QJsonObject &fixtures) = 0;
    // State to keep across restarts with --state-file; empty when the module has nothing to keep.
    virtual QJsonObject saveState() const { return {}; }
    virtual void restoreState(const QJsonObject &) { }
    // A module of pages a person opens in a browser, which post HTML forms: under /sandbox/ it is
    // spared the JSON content type the admin routes require (AdminModule::refuseForeign).
    virtual bool takesFormPosts() const { return false; }

protected:
    SandboxContext &context() const { return m_context; }

private:
    SandboxContext &m_context;
};

} // namespace cliniclink::sandbox
