#pragma once
// Service B (prescription registration) as the generic code sees it: auth, limits, polling, probe.

#include "core/net/serviceprofile.h"

namespace cliniclink {

ServiceProfile prescriptionProfile();

} // namespace cliniclink
