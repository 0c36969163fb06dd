# Services C: terminology (/nsi/fhir/term) and laboratory exchange (/exlab/api/fhir), with the FHIR
# JSON helpers they share. Included by sandbox/CMakeLists.txt; paths are relative to sandbox/.
target_sources(cliniclink_sandbox PRIVATE
  fhir/fhirparameters.h fhir/fhirparameters.cpp
  fhir/operationoutcome.h fhir/operationoutcome.cpp
  fhir/fhirtime.h fhir/fhirtime.cpp
  services/terminologyrecordset.h services/terminologyrecordset.cpp
  services/terminologygeneratedset.h services/terminologygeneratedset.cpp
  services/terminologystore.h services/terminologystore.cpp
  services/terminologymodule.h services/terminologymodule.cpp
  services/terminologyoperations.cpp
  services/terminologysearch.cpp
  services/labstore.h services/labstore.cpp
  services/labchecks.h services/labchecks.cpp
  services/labtransaction.h services/labtransaction.cpp
  services/labresultgenerator.h services/labresultgenerator.cpp
  services/labmodule.h services/labmodule.cpp
  services/labqueries.cpp
  services/labadminmodule.h services/labadminmodule.cpp)
