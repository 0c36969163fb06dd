// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every desk of one workstation, created here and nowhere else: the composition root of the
// services' core. Each desk is made from the Session (and the desks it needs) when the root is
// made, so what the journal follows is polled after a restart, and every send left in doubt is
// looked up, whichever screens exist: a window, no window (tests, a command), one area only.
// The UI attaches its pages to the desks it is given; it never creates one.
//
//   Session session(options);
//   Desks desks(session);        // before session.start(): the kinds are registered when it resumes
//   session.start();
//
// One desk per service line in the constructor; the session must outlive the desks, and the desks
// every window or page given them.

#include <memory>

namespace cliniclink {

class BulkEnrichmentDesk;
class DispatchDesk;
class EnrichmentOrders;
class LabDesk;
class QesDesk;
class QuestionnaireDesk;
class Session;

class Desks {
public:
    explicit Desks(Session &session);
    ~Desks();
    Desks(const Desks &) = delete;
    Desks &operator=(const Desks &) = delete;

    Session &session() const { return m_session; }

    // Service A: enrichment orders, and the patient lists sent through them.
    EnrichmentOrders &enrichment() const { return *m_enrichment; }
    BulkEnrichmentDesk &bulkEnrichment() const { return *m_bulkEnrichment; }
    // Service D: dispatches, the practitioner's QES, questionnaires and invitations.
    DispatchDesk &dispatches() const { return *m_dispatches; }
    QesDesk &qes() const { return *m_qes; }
    QuestionnaireDesk &questionnaires() const { return *m_questionnaires; }
    // Service C: laboratory orders.
    LabDesk &lab() const { return *m_lab; }

private:
    Session &m_session;
    // Destroyed in reverse: a desk goes before the desks it was made from.
    std::unique_ptr<EnrichmentOrders> m_enrichment;
    std::unique_ptr<BulkEnrichmentDesk> m_bulkEnrichment;
    std::unique_ptr<DispatchDesk> m_dispatches;
    std::unique_ptr<QesDesk> m_qes;
    std::unique_ptr<QuestionnaireDesk> m_questionnaires;
    std::unique_ptr<LabDesk> m_lab;
};

} // namespace cliniclink
