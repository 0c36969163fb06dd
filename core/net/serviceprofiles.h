#pragma once
// The registry of service profiles: one per Service, declared in the service's own folder.

#include "serviceprofile.h"

namespace cliniclink {

const ServiceProfile &serviceProfile(Service service);

} // namespace cliniclink
