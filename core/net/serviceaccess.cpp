#include "serviceaccess.h"

#include "core/settings/environment.h"

namespace cliniclink {

ServiceAccess serviceAccess(const Environment &environment, Service service, const QString &token)
{
    ServiceAccess a;
    a.environmentId = environment.id;
    a.baseUrl = environment.baseUrl(service);
    a.schemeWord = environment.schemeWord;
    a.token = token;
    a.organizationId = environment.organizationId;
    a.timeoutSeconds = environment.timeoutSeconds;
    return a;
}

} // namespace cliniclink
