// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The platform's services as the workstation sees them. A Service is an open value named by a
// stable key ("enrichment", "signing"...): each service's folder defines its constant
// (services::Signing in core/signing/signingservice.h) and describes itself once in a
// ServiceDescriptor (core/signing/signingservice.cpp). The descriptors are registered from the one
// list of services, cmake/ClinicLinkServices.cmake, in its order; the generic code asks
// allServices() and never names a service. Terminology has its own base address and its own
// token, so it is a service of its own here although the contract files it under C.

#include <QCoreApplication>
#include <QHashFunctions>
#include <QLatin1StringView>
#include <QList>
#include <QMetaType>
#include <QString>

namespace cliniclink {

class Service {
public:
    constexpr Service() = default;
    // key: a string literal of Latin-1 letters ("signing"); it is kept, not copied.
    constexpr explicit Service(const char *key)
        : m_key(key)
    {
    }

    bool isNull() const { return !m_key || !*m_key; }
    QLatin1StringView keyView() const { return QLatin1StringView(m_key ? m_key : ""); }

    friend bool operator==(Service a, Service b) { return a.keyView() == b.keyView(); }
    friend bool operator!=(Service a, Service b) { return !(a == b); }
    // Ordered by key, so a QMap<Service, ...> reads the same on every run.
    friend bool operator<(Service a, Service b) { return a.keyView() < b.keyView(); }
    friend size_t qHash(Service s, size_t seed = 0) noexcept { return qHash(s.keyView(), seed); }

private:
    const char *m_key = nullptr;
};

struct ServiceProfile; // core/net/serviceprofile.h
class Desks; // core/session/desks.h

// One service described once, in its own folder (core/<key>/<key>service.cpp).
struct ServiceDescriptor {
    Service service;
    // The name for the person at the screen: the source text in the translation context "Service",
    // written as QT_TRANSLATE_NOOP("Service", "...") so lupdate finds it.
    const char *displayName = nullptr;
    // What the generic code reads: auth style, limits, polls, the connection probe, the sandbox
    // path (core/net/serviceprofile.h). Called once, on first use.
    ServiceProfile (*profile)() = nullptr;
    // Makes the service's desks (Desks::add), from desks.session() and the desks made before
    // (Desks::get): the composition root calls it once per Desks, in the list's order. Null: the
    // service follows nothing and sends nothing through the outbox (its screens call it directly).
    void (*createDesks)(Desks &desks) = nullptr;
};

// Adds a service after the built-in ones (a test's example service); a key registered twice is
// refused with a warning.
void registerService(const ServiceDescriptor &descriptor);
// Every registered service: the built-in ones in the order of cmake/ClinicLinkServices.cmake,
// then those added by registerService().
QList<Service> allServices();
// The descriptor of a registered service; nullptr for a key no service registered.
const ServiceDescriptor *serviceDescriptor(Service service);

// Stable key for settings, keychain entries, the journal and logs: "enrichment", "prescription"...
QString serviceKey(Service service);
// Inverse of serviceKey() among the registered services; false when the key names none.
bool serviceFromKey(const QString &key, Service *service);
// The service's name for the person at the screen, translated (its key when not registered).
QString serviceDisplayName(Service service);

} // namespace cliniclink

Q_DECLARE_METATYPE(cliniclink::Service)
