// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The practitioner's QES beyond one link: a batch session in the browser (initbatchqes) and the
// signature made on this workstation (initselfqes -> the external signer -> attachselfqes).
//
// The attach changes the dispatch (and a session takes one signature only), so it goes through
// the outbox like every state-changing call of the signing desk: the row (kind `signing-selfqes`,
// external id = the signing session) is written before the request leaves, and a session that has
// a row — sent, refused or in doubt — is never attached again from here: the person opens a new
// session. The answer's status is written to the dispatch, and the signature is kept in the row.
// A batch start is an outbox row too (`signing-batchqes`); the dispatches of the selection are
// then checked again, as after a single initqes.

#include "core/signing/dispatchdesk.h"
#include "qescalls.h"

#include <QObject>

#include <optional>

namespace cliniclink {

class Session;

class QesDesk : public QObject {
    Q_OBJECT
public:
    QesDesk(Session &session, DispatchDesk &dispatches, QObject *parent = nullptr);

    // A sentence for the person per error row of D4 (INVALID_SIGNATURE, the two mismatches, double
    // base64, session used, expired or invalid, status), followed by the server's words.
    static QString errorText(const ApiError &error);

    // initselfqes with the chosen certificate. Null (and problem()) when the certificate is expired
    // or not yet valid at the clock's time: nothing is sent.
    InitSelfQesCall *openSelfQes(const QString &trackingId, const SigningCertificate &certificate);
    // Whether an attach of this session was ever recorded (in any state).
    bool sessionUsed(const QString &sessionId) const;
    // attachselfqes for a session opened by openSelfQes. Null (and problem()) when the session was
    // used already, has expired by the clock, or the journal cannot record the attach.
    AttachSelfQesCall *attachSelfQes(const SelfQesSession &session, const QByteArray &signatureDer,
                                     const SigningCertificate &certificate);
    // The signature saved with a successful attach (DER), by the session.
    std::optional<QByteArray> savedSignature(const QString &sessionId) const;

    // initbatchqes, for the environment's network contour (Environment::qesZspd, whatever the
    // request says); null (and problem()) when the journal cannot record it.
    InitBatchQesCall *startBatch(const BatchQesRequest &request);

Q_SIGNALS:
    // A signature was attached: the dispatch's new status is in the journal.
    void selfQesAttached(const cliniclink::SelfQesAttached &answer);
    void batchStarted(const cliniclink::BatchQesSession &session);
    void problem(const QString &message);

private:
    // Sends call through the outbox as an intent of kind; null (call deleted, problem() emitted)
    // when the journal cannot record it.
    OutboxSend *sendThroughOutbox(ApiCall *call, const QString &kind, const QString &externalId,
                                  const QJsonObject &payload, OutboxSend::ReadAnswer read);
    // The dispatches a QES session may sign are asked again (a finished one followed again).
    void recheck(const QString &trackingId);

    Session &m_session;
    DispatchDesk &m_dispatches;
};

} // namespace cliniclink
