# Service D: electronic signature (/sep/api, /sep/mis/api), its pages and admin API, and the test
# PKI it signs and verifies with. Included by sandbox/CMakeLists.txt; paths are relative to sandbox/.
target_sources(cliniclink_sandbox PRIVATE
  services/signingtypes.h
  services/signingmultipart.h services/signingmultipart.cpp
  services/sandboxpdf.h services/sandboxpdf.cpp
  services/signingpdfreader.h services/signingpdfreader.cpp
  services/signingpki.h services/signingpki.cpp
  services/signinggateway.h services/signinggateway.cpp
  services/signingledger.h services/signingledger.cpp
  services/signingstore.h services/signingstore.cpp services/signingstate.cpp
  services/signingvalidation.h services/signingvalidation.cpp
  services/signingreplies.h services/signingreplies.cpp
  services/signingviews.h services/signingviews.cpp
  services/signingmodule.h services/signingmodule.cpp
  services/signingdispatches.cpp
  services/signingdrafts.cpp
  services/signingqes.cpp
  services/signingforms.h services/signingforms.cpp
  services/signingquestionnaires.cpp
  services/signinginvites.cpp
  services/signingadmin.h services/signingadmin.cpp
  services/signingpages.h services/signingpages.cpp)

# The test CA, the practitioner's certificate and key, and an untrusted CA and signer for tests of
# INVALID_SIGNATURE (see docs/sandbox.md, "Test certificates"). Generated once with the openssl CLI.
qt_add_resources(cliniclink_sandbox cliniclink_sandbox_pki
  PREFIX /cliniclink/sandbox
  FILES
    fixtures/pki/ca.pem
    fixtures/pki/practitioner.pem
    fixtures/pki/practitioner.key
    fixtures/pki/foreign-ca.pem
    fixtures/pki/foreign.pem
    fixtures/pki/foreign.key)
