// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The signing service's state and its state machine (contract D, "States and transitions"):
// dispatches and drafts, patients signing or declining, the signing deadline, draft expiry,
// practitioners' qualified signatures, plus sessions, links, questionnaires, invites and the
// ledger. Time-driven changes happen in settle(), which every request calls first with the
// virtual time, so nothing needs a timer.

#include "signingledger.h"
#include "signingpdfreader.h"
#include "signingtypes.h"

#include <QHash>
#include <QJsonObject>
#include <QScopeGuard>

#include <memory>
#include <optional>

namespace cliniclink::sandbox {

struct SigningTimings {
    int draftLifeHours = 24;
    int signingDeadlineHours = 72;
    int selfQesSessionMinutes = 30;
    int qesLinkMinutes = 60;
    int indexingSeconds = 10;
    int inviteDelaySeconds = 5;
    int editorMinutes = 60;
};

class SigningStore {
public:
    void load(const QJsonObject &signing);

    SigningTimings timings;
    QStringList appUsers; // phones registered in the patient application
    QList<QJsonObject> practitioners; // known to the platform: organization, snils, userIdLpu, names
    SigningLedger ledger;

    QHash<QString, SelfQesSession> sessions;
    QHash<QString, QesLink> links;
    QHash<QString, QuestionnaireTemplate> templates;
    QStringList templateOrder;
    QHash<QString, Submission> submissions;
    QStringList submissionOrder;
    QHash<QString, EditorSession> editors;
    QHash<QString, Invite> invites;

    Dispatch *dispatch(const QString &trackingId) const;
    QList<Dispatch *> dispatches() const; // in creation order
    Dispatch &add(Dispatch dispatch);

    struct PatientRef {
        Dispatch *dispatch = nullptr;
        int index = -1;
    };
    std::optional<PatientRef> patientByLink(const QString &token) const;
    Invite *inviteByLink(const QString &token);

    void settle(const QDateTime &now);

    // What reading uploaded PDFs may still cost in the request being answered: every file of an
    // upload, every stamp (one per patient signing) and every QES copy of one request share it, so
    // a request's time on inflating is bounded however many reads it makes (issue 27). Each
    // request starts a new one with beginRequest(), where it calls settle(), and keeps what it
    // returns until it has answered: then the budget and the streams it kept are let go.
    [[nodiscard]] auto beginRequest()
    {
        m_pdfWork = {};
        return qScopeGuard([this] { m_pdfWork = {}; });
    }
    pdfreader::Budget &pdfWork() const { return m_pdfWork; }

    // Everything above as JSON, for --state-file (signingstate.cpp); timings and fixture lists are
    // not part of it: they come from the fixture.
    QJsonObject save() const;
    void restore(const QJsonObject &state);

    // Links, codes and outbox entries for every patient (or those in onlyPatients), by their
    // channels or by `channels` when given.
    void deliver(Dispatch &d, const QString &kind, const QString &linkBase, const QDateTime &now,
                 const QStringList &onlyPatients = {}, const QStringList &channels = {});
    bool signAsPatient(Dispatch &d, int index, const QString &method, const QDateTime &now);
    bool declineAsPatient(Dispatch &d, int index, const QDateTime &now);
    // The signing deadline reached now: pending patients expire, the dispatch completes as 211.
    void expire(Dispatch &d, const QDateTime &now);

    // The PDF a practitioner signs now: with a visualization of cert for a first signature
    // (214, or 201/210/211 without one), else the dispatch's PDF as it is.
    QByteArray pdfForQes(const Dispatch &d, const CertificateInfo &cert, const QDateTime &now) const;
    // Records a signature; when applied, moves 214 to 210/211 and appends in 210/211.
    void addQes(Dispatch &d, QesSignature signature, const QDateTime &now);
    QList<QesSignature> visibleSignatures(const Dispatch &d) const;
    QList<QByteArray> issuedPdfs() const;

    static bool anySigned(const Dispatch &d);
    static bool allSigned(const Dispatch &d);
    static QString signerStateKey(SignerState state);
    static QString statusText(int status);

private:
    void evaluate(Dispatch &d, const QDateTime &now);
    void apply(Dispatch &d, QesSignature &signature, const QDateTime &now);

    QHash<QString, std::shared_ptr<Dispatch>> m_dispatches;
    QStringList m_order;
    // Mutable: a const look-up (pdfForQes) still spends the request's budget and fills its cache.
    mutable pdfreader::Budget m_pdfWork;
};

} // namespace cliniclink::sandbox
