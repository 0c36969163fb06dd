// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "service.h"

#include "logging.h"

#include <QMutex>

#include <deque>

namespace cliniclink {

// Generated from cmake/ClinicLinkServices.cmake (core/CMakeLists.txt): one descriptor per line.
QList<ServiceDescriptor> builtInServiceDescriptors();

namespace {

struct Registry {
    QMutex mutex;
    // A deque: descriptors handed out by address stay where they are when one is added.
    std::deque<ServiceDescriptor> descriptors;
};

Registry &registry()
{
    static Registry r;
    static const bool filled = [] {
        for (const ServiceDescriptor &d : builtInServiceDescriptors())
            r.descriptors.push_back(d);
        return true;
    }();
    Q_UNUSED(filled);
    return r;
}

} // namespace

void registerService(const ServiceDescriptor &descriptor)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    for (const ServiceDescriptor &d : r.descriptors) {
        if (d.service == descriptor.service) {
            qCWarning(lcSettings, "service %s is registered already", descriptor.service.keyView().data());
            return;
        }
    }
    r.descriptors.push_back(descriptor);
}

QList<Service> allServices()
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    QList<Service> out;
    out.reserve(qsizetype(r.descriptors.size()));
    for (const ServiceDescriptor &d : r.descriptors)
        out.append(d.service);
    return out;
}

const ServiceDescriptor *serviceDescriptor(Service service)
{
    Registry &r = registry();
    QMutexLocker lock(&r.mutex);
    for (const ServiceDescriptor &d : r.descriptors) {
        if (d.service == service)
            return &d;
    }
    return nullptr;
}

QString serviceKey(Service service)
{
    return QString(service.keyView());
}

bool serviceFromKey(const QString &key, Service *service)
{
    for (Service s : allServices()) {
        if (s.keyView() == key) {
            *service = s;
            return true;
        }
    }
    return false;
}

QString serviceDisplayName(Service service)
{
    const ServiceDescriptor *d = serviceDescriptor(service);
    if (!d || !d->displayName)
        return serviceKey(service);
    return QCoreApplication::translate("Service", d->displayName);
}

} // namespace cliniclink
