// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// An environment is one platform the workstation can talk to: the built-in Sandbox, the platform's
// Test and Production, or one the person adds. Everything but tokens lives here and is stored with
// QSettings by EnvironmentStore; tokens live in the system keychain (SecretStore).

#include "core/common/service.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace cliniclink {

enum class EnvironmentKind { Sandbox, Test, Production, Custom };

// How the enrichment service's "requests to paths ending in /{id} must be separated by a pause of
// 10 seconds" is read: between two status requests of one order (the default), or between any two
// status requests, whatever the order.
enum class StatusPauseScope { PerOrder, AcrossOrders };

// The practitioner working at this workstation, used to prefill signing requests.
struct PractitionerProfile {
    QString familyName;
    QString givenName;
    QString middleName;
    QString userIdLpu; // practitioner id in the organization
    QString snils; // 11 digits, no separators

    bool operator==(const PractitionerProfile &) const = default;
};

struct Environment {
    QString id; // stable slug: "sandbox", "test", "production", or made from the name
    QString displayName; // as the person named it (built-ins are translated on display)
    EnvironmentKind kind = EnvironmentKind::Custom;

    // Base address per service, as the contract names them: {base_url}, {prescription_base_url},
    // {lab_base_url} (with /exlab/api/fhir), {nsi_base_url} (with /nsi/fhir/term), {sep_host}.
    QMap<Service, QUrl> baseUrls;
    // The word before the token in A, B and C: "N3" by default (field-notes.md). D sends the bare token.
    QString schemeWord = QStringLiteral("N3");
    QString organizationId; // UUID: Organization (B), SourceCode (C), X-Id-Lpu (D)
    QString misOid; // OID of our MIS, the assigner of MIS identifiers in C
    PractitionerProfile practitioner;
    // Overrides of the limit table, keyed "<service>.<route class>", value requests per minute.
    QMap<QString, int> limitOverrides;
    StatusPauseScope statusPauseScope = StatusPauseScope::PerOrder;
    // The practitioner's QES (initqes, initbatchqes) through the closed network (ZSPD) contour: the
    // link then opens the document for viewing. Off: the link for a cloud MIS without that network,
    // the document goes straight to the plugin (the contract's recommendation).
    bool qesZspd = false;
    int timeoutSeconds = 30;
    // Hosts, besides the signing service's own, whose links from the server (the QES signing page)
    // may be opened in the browser.
    QStringList linkHosts;
    // A PEM or DER file of CA certificates trusted for this environment's calls, on top of the
    // system's (a clinic's proxy, the Russian Trusted Root CA); empty: the system's only.
    QString caFile;
    // The clinic's shared journal: postgresql://[user@]host[:port]/database, never with a password
    // (that is in the keychain); empty: this workstation's own SQLite journal. Read at start
    // (docs/clinic-server.md). A server not on this machine is reached over TLS verified with caFile.
    QString clinicDatabase;

    // The clinic database this environment's journal is, or empty for this workstation's own
    // journal: never for the Sandbox, whose emulator runs inside each workstation, so what one
    // workstation sent to its own is unknown to the others' (a colleague's dispatch would be read
    // there, answered 404 and ended for the whole clinic).
    QString sharedJournal() const { return kind == EnvironmentKind::Sandbox ? QString() : clinicDatabase.trimmed(); }
    QUrl baseUrl(Service service) const { return baseUrls.value(service); }
    bool isConfigured(Service service) const { return baseUrl(service).isValid(); }
    bool isProduction() const { return kind == EnvironmentKind::Production; }

    bool operator==(const Environment &) const = default;
};

// The colour of the banner that is always visible, so Production is never mistaken for Test.
QString environmentColorName(EnvironmentKind kind); // "#rrggbb"; core has no QtGui
// "Sandbox", "Test", "Production" or the custom name; translated.
QString environmentKindName(EnvironmentKind kind);
QString environmentKindKey(EnvironmentKind kind);
EnvironmentKind environmentKindFromKey(const QString &key);

// The Sandbox environment pointing at an emulator listening at root (http://127.0.0.1:PORT).
Environment sandboxEnvironment(const QUrl &root);
// Test and Production as shipped: kinds and names only; the person fills in addresses.
Environment emptyEnvironment(const QString &id, EnvironmentKind kind);

// Ids of the built-in environments. They never change, so keychain entries keyed by them stay valid.
inline constexpr QLatin1String kSandboxEnvironmentId("sandbox");
inline constexpr QLatin1String kTestEnvironmentId("test");
inline constexpr QLatin1String kProductionEnvironmentId("production");
// True for "sandbox", "test" and "production": present always, never removed or renamed.
bool isBuiltInEnvironmentId(const QString &id);
// The name to show: the translated kind name for built-ins, the person's own name otherwise.
QString environmentDisplayName(const Environment &env);

} // namespace cliniclink
