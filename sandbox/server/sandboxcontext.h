// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// State shared by every module of one sandbox run: the virtual clock, the parties of the fixture
// (tokens, MIS, organizations), the request log and fault injection. One per Sandbox instance; no
// globals, so tests can run several sandboxes side by side.

#include "core/common/clock.h"
#include "core/common/service.h"
#include "faultinjector.h"
#include "requestlog.h"
#include "sandboxhttp.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace cliniclink::sandbox {

class ServiceModule;

// A medical information system known to the platform, identified by its token.
struct MisIdentity {
    QString id;
    QString name;
    QSet<QString> organizations; // organization UUIDs this MIS is linked to
};

struct Organization {
    QString id; // UUID, dictionary 1.2.643.2.69.1.1.1.64
    QString name;
    QString oid;
};

class SandboxContext {
public:
    explicit SandboxContext(Clock *clock);
    ~SandboxContext();

    Clock &clock() const { return *m_clock; }

    // Parties from the fixture's "tokens", "mis" and "organizations" sections.
    void loadParties(const QJsonObject &fixtures);
    // The MIS of "Authorization: <scheme word> <token>" (A, B, C), or nullopt when the header is
    // missing, malformed, names an unknown token, or a token not issued for `service` (the
    // platform's tokens differ per service). Any scheme word in schemeWords is accepted.
    std::optional<MisIdentity> misForSchemeToken(const SandboxRequest &request, Service service) const;
    // The MIS of a bare-token Authorization header (D), or nullopt; the same per-service rule.
    std::optional<MisIdentity> misForBareToken(const SandboxRequest &request, Service service) const;
    std::optional<Organization> organization(const QString &id) const;
    const QHash<QString, Organization> &organizations() const { return m_organizations; }
    // The MIS of the fixture by id, or nullopt.
    std::optional<MisIdentity> mis(const QString &id) const;
    QStringList schemeWords() const { return m_schemeWords.values(); }

    // The whole fixture document this run started from; reload() goes back to it (admin reset).
    void setFixtures(const QJsonObject &fixtures) { m_fixtures = fixtures; }
    const QJsonObject &fixtures() const { return m_fixtures; }
    // Parties and every module's state loaded again from fixtures().
    void reload();

    // The module answering path (longest matching prefix), with the rest of the path in subPath;
    // nullptr when no prefix matches. A prefix matches the path itself and anything below it.
    ServiceModule *moduleForPath(const QString &path, QString *subPath) const;

    RequestLog &requestLog() { return m_requestLog; }
    FaultInjector &faults() { return m_faults; }

    // Modules, in mount order. findModule<T>() lets one module use another (lab checks codes
    // against terminology) without either knowing how the other is stored.
    void addModule(std::unique_ptr<ServiceModule> module);
    const std::vector<std::unique_ptr<ServiceModule>> &modules() const { return m_modules; }
    template<class T>
    T *findModule() const
    {
        for (const auto &m : m_modules) {
            if (auto *typed = dynamic_cast<T *>(m.get()))
                return typed;
        }
        return nullptr;
    }

private:
    bool tokenServes(const QString &token, Service service) const;

    Clock *m_clock;
    QHash<QString, MisIdentity> m_misByToken;
    QHash<QString, QStringList> m_servicesByToken; // empty list: every service
    QSet<QString> m_schemeWords;
    QHash<QString, Organization> m_organizations;
    QHash<QString, MisIdentity> m_misById;
    std::vector<std::unique_ptr<ServiceModule>> m_modules;
    QJsonObject m_fixtures;
    RequestLog m_requestLog;
    FaultInjector m_faults;
};

} // namespace cliniclink::sandbox
