// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The built-in sandbox's test patients: the persons its enrichment registries know, read once
// through its admin API (GET /sandbox/enrichment/persons) and offered as patient cards where a
// person types a patient (PatientCardButton's "Test patients" menu), so a search finds someone
// without reading docs/sandbox.md. Only in the Sandbox environment: elsewhere there are none.

#include "core/patient/patientcard.h"

#include <QObject>

namespace cliniclink {

class SandboxAdminClient;
class Session;

class SandboxTestPatients : public QObject {
    Q_OBJECT
public:
    explicit SandboxTestPatients(Session &session, QObject *parent = nullptr);
    ~SandboxTestPatients() override;

    // The current environment is the built-in sandbox.
    bool available() const;
    // The sandbox's persons as cards (an enrichment document type kept on each document); empty
    // outside the sandbox or until they are read.
    QList<PatientCard> cards() const;
    // Asks the sandbox for them unless they are known or asked for already.
    void refresh();
    bool isLoading() const { return m_loading; }

Q_SIGNALS:
    void changed();

private:
    Session &m_session;
    SandboxAdminClient *m_admin;
    QList<PatientCard> m_cards;
    bool m_loading = false;
    int m_generation = 0; // an answer for an earlier environment is dropped
};

} // namespace cliniclink
