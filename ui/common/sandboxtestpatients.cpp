// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxtestpatients.h"

#include "core/common/logging.h"
#include "core/net/sandboxadminclient.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/signingservice.h"

namespace cliniclink {

namespace {

PatientCard cardOf(const SandboxTestPerson &person)
{
    PatientCard card;
    card.familyName = person.familyName;
    card.givenName = person.firstName;
    card.middleName = person.patronymic;
    card.birthDate = person.birthDate;
    card.sex = person.gender == u"1" ? PatientCard::Sex::Male
        : person.gender == u"2"      ? PatientCard::Sex::Female
                                     : PatientCard::Sex::Unknown;
    card.snils = person.snils;
    card.policyNumber = person.unitedPolicyNumber;
    for (const SandboxTestPerson::Document &d : person.documents) {
        PatientCard::Document document;
        document.passport = d.type == u"1"; // the enrichment service's code of a passport
        document.enrichmentType = d.type;
        document.series = d.series;
        document.number = d.number;
        document.issuer = d.issuer;
        document.issued = d.issueDate;
        card.documents << document;
    }
    return card;
}

} // namespace

SandboxTestPatients::SandboxTestPatients(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_admin(new SandboxAdminClient(
          &session.network(), &session.clock(), [&session] { return session.environments().sandboxRoot(); },
          services::Signing, this))
{
    m_admin->setTimeoutSeconds(10);
    connect(&session, &Session::environmentChanged, this, [this] {
        ++m_generation;
        m_loading = false;
        if (!m_cards.isEmpty()) {
            m_cards.clear();
            Q_EMIT changed();
        }
        refresh();
    });
}

SandboxTestPatients::~SandboxTestPatients()
{
    // The admin client cancels a read still on its way when it goes, and the cancelled future's
    // continuations run then, with this object as their context: it must still be one. As a child
    // it would go after ~QObject has cleared every QPointer to us (Qt asserts on that context).
    delete m_admin;
}

bool SandboxTestPatients::available() const
{
    return m_session.currentEnvironment().id == kSandboxEnvironmentId;
}

QList<PatientCard> SandboxTestPatients::cards() const
{
    return available() ? m_cards : QList<PatientCard>();
}

void SandboxTestPatients::refresh()
{
    // Not before the built-in sandbox listens: the menu asks again when it opens.
    if (!available() || m_loading || !m_cards.isEmpty() || !m_session.environments().sandboxRoot().isValid())
        return;
    m_loading = true;
    const int generation = m_generation;
    m_admin->testPersons()
        .then(this,
              [this, generation](const QList<SandboxTestPerson> &persons) {
                  if (generation != m_generation)
                      return;
                  m_loading = false;
                  m_cards.clear();
                  for (const SandboxTestPerson &person : persons)
                      m_cards << cardOf(person);
                  Q_EMIT changed();
              })
        .onFailed(this, [this, generation](const ApiFailure &failure) {
            if (generation != m_generation)
                return;
            m_loading = false;
            qCWarning(lcNet) << "the sandbox's test patients could not be read:" << failure.error().headline();
            Q_EMIT changed();
        });
}

} // namespace cliniclink
