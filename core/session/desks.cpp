// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "desks.h"

#include "core/bulk/bulkenrichmentdesk.h"
#include "core/enrichment/enrichmentorders.h"
#include "core/lab/labdesk.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/questionnairedesk.h"

namespace cliniclink {

Desks::Desks(Session &session)
    : m_session(session)
    // One line per desk, each from the session and the desks it needs, in the order they need
    // each other.
    , m_enrichment(std::make_unique<EnrichmentOrders>(session))
    , m_bulkEnrichment(std::make_unique<BulkEnrichmentDesk>(session, *m_enrichment))
    , m_dispatches(std::make_unique<DispatchDesk>(session))
    , m_qes(std::make_unique<QesDesk>(session, *m_dispatches))
    , m_questionnaires(std::make_unique<QuestionnaireDesk>(session, *m_dispatches))
    , m_lab(std::make_unique<LabDesk>(session))
{
}

Desks::~Desks() = default;

} // namespace cliniclink
