// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "qesdesk.h"

#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "dispatchkinds_p.h"

#include <QJsonArray>

namespace cliniclink {

using namespace dispatchkinds;

namespace {

const QString kSelfQesKind = QStringLiteral("signing-selfqes");
const QString kBatchQesKind = QStringLiteral("signing-batchqes");
const QString kSignatureKey = QStringLiteral("signature");
const QString kSessionKey = QStringLiteral("signingSessionId");

} // namespace

QesDesk::QesDesk(Session &session, DispatchDesk &dispatches, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_dispatches(dispatches)
{
}

QString QesDesk::errorText(const ApiError &error)
{
    const QString code = error.code();
    QString text;
    if (code == u"INVALID_SIGNATURE")
        text = tr("The platform could not verify the signature: it is damaged, made with a certificate the platform "
                  "does not trust or that is not valid, or with another certificate than the one chosen.");
    else if (code == u"SIGNATURE_CONTENT_MISMATCH")
        text = tr("The signature does not match the PDF issued for signing: the document was changed before it was "
                  "signed.");
    else if (code == u"SIGNATURE_DOCUMENT_MISMATCH")
        text = tr("The signature was made for another document than the PDF of this signing session.");
    else if (code == u"SIGNATURE_DOUBLE_BASE64")
        text = tr("The signature was encoded in base64 twice; the signer's settings need checking.");
    else if (code == u"SESSION_ALREADY_USED")
        text = tr("A signature was already uploaded in this signing session. Open a new session to sign again.");
    else if (code == u"SESSION_EXPIRED")
        text = tr("The signing session has expired. Open a new session and sign again.");
    else if (code == u"INVALID_SESSION")
        text = tr("The platform does not know this signing session for this dispatch and practitioner. Open a new "
                  "session.");
    else if (code == u"INVALID_STATUS")
        text = tr("The dispatch's status does not allow a signature now (only 214, 210 and 211 do).");
    else if (code == u"PRACTITIONER_IDENTIFIER_REQUIRED")
        text = tr("The practitioner's SNILS or id in the organization is missing in the settings.");
    else if (code == u"NOT_FOUND")
        text = tr("The platform did not find the dispatch (or the practitioner) for this organization.");
    else if (code == u"ACCESS_DENIED")
        text = tr("The dispatch or session belongs to another organization.");
    else if (code == u"PROCESSING_ERROR")
        // The dispatch's own files are at fault: a new session would fail the same way.
        text = tr("The platform could not make the PDF for signing from this dispatch's files, and a new signing "
                  "session would fail the same way. Cancel the dispatch and send the document again, saved anew as "
                  "PDF; then sign the new dispatch.");
    if (text.isEmpty())
        return error.userText();
    const QStringList said = error.serverMessages();
    return said.isEmpty() ? text : text + u' ' + said.join(u' ');
}

OutboxSend *QesDesk::sendThroughOutbox(ApiCall *call, const QString &kind, const QString &externalId,
                                       const QJsonObject &payload, OutboxSend::ReadAnswer read)
{
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Signing);
    intent.kind = kind;
    intent.externalId = externalId;
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.payload = payload;
    const auto sent = m_session.follow().send(m_session.transport(), intent, call, std::move(read));
    if (!sent) {
        Q_EMIT problem(tr("Nothing was sent: the journal could not record it (%1).").arg(sent.error().message));
        return nullptr;
    }
    return *sent;
}

InitSelfQesCall *QesDesk::openSelfQes(const QString &trackingId, const SigningCertificate &certificate)
{
    const QDateTime now = m_session.clock().now();
    if (certificate.isExpiredAt(now)) {
        Q_EMIT problem(tr("The certificate %1 expired on %2: choose a valid one.")
                           .arg(certificate.commonName(),
                                QLocale().toString(certificate.validTo.toLocalTime(), QLocale::ShortFormat)));
        return nullptr;
    }
    if (certificate.isNotYetValidAt(now)) {
        Q_EMIT problem(tr("The certificate %1 is valid only from %2.")
                           .arg(certificate.commonName(),
                                QLocale().toString(certificate.validFrom.toLocalTime(), QLocale::ShortFormat)));
        return nullptr;
    }
    return m_session.transport().start(
        new InitSelfQesCall(trackingId, practitionerOf(m_session.currentEnvironment()), certificate));
}

bool QesDesk::sessionUsed(const QString &sessionId) const
{
    const auto row = m_session.follow().byExternalId(services::Signing, sessionId);
    return row && row->kind == kSelfQesKind;
}

AttachSelfQesCall *QesDesk::attachSelfQes(const SelfQesSession &session, const QByteArray &signatureDer,
                                          const SigningCertificate &certificate)
{
    if (sessionUsed(session.sessionId)) {
        Q_EMIT problem(tr("This signing session was used already: a session takes one signature. Open a new "
                          "session to sign again."));
        return nullptr;
    }
    if (session.expiresAt.isValid() && m_session.clock().now() >= session.expiresAt) {
        Q_EMIT problem(tr("The signing session has expired. Open a new session and sign again."));
        return nullptr;
    }
    const QString fileName =
        (session.fileName.isEmpty() ? QStringLiteral("document.pdf") : session.fileName) + QStringLiteral(".sig");
    auto *call = new AttachSelfQesCall(session.trackingId, session.sessionId, signatureDer, fileName,
                                       practitionerOf(m_session.currentEnvironment()));
    OutboxSend *sent =
        sendThroughOutbox(call, kSelfQesKind, session.sessionId,
                          {{kTargetKey, session.trackingId},
                           {kSessionKey, session.sessionId},
                           {QStringLiteral("thumbprint"), certificate.thumbprint},
                           {QStringLiteral("fileName"), fileName}},
                          [call, signatureDer, sessionId = session.sessionId] {
                              const SelfQesAttached &answer = call->result();
                              QJsonObject answered = answer.toJson();
                              answered.insert(kSignatureKey, QString::fromLatin1(signatureDer.toBase64()));
                              return SendAnswer{sessionId, QString::number(answer.statusCode), true, answered, {}};
                          });
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this, [this, call, session](const SendOutcome &outcome) {
        const SelfQesAttached &answer = call->result();
        if (!outcome.journalProblem.isEmpty())
            Q_EMIT problem(
                tr("The signature was attached but could not be saved in the journal: %1").arg(outcome.journalProblem));
        if (const auto dispatch = m_dispatches.byTrackingId(session.trackingId)) {
            m_session.follow().setStatus(dispatch->journalId, QString::number(answer.statusCode),
                                         isFinalDispatchStatus(answer.statusCode));
            // Its signers change with the signature: asked again at once, as after a browser QES.
            recheck(session.trackingId);
        }
        Q_EMIT selfQesAttached(answer);
    });
    return call;
}

std::optional<QByteArray> QesDesk::savedSignature(const QString &sessionId) const
{
    const auto row = m_session.follow().byExternalId(services::Signing, sessionId);
    if (!row || row->kind != kSelfQesKind || row->outbox != OutboxState::Accepted)
        return std::nullopt;
    const auto der = QByteArray::fromBase64Encoding(row->payload.value(kSignatureKey).toString().toLatin1());
    if (!der || der.decoded.isEmpty())
        return std::nullopt;
    return *der;
}

InitBatchQesCall *QesDesk::startBatch(const BatchQesRequest &asked)
{
    BatchQesRequest request = asked;
    request.qesZspd = m_session.currentEnvironment().qesZspd; // the contour is the environment's
    auto *call = new InitBatchQesCall(request, practitionerOf(m_session.currentEnvironment()));
    OutboxSend *sent = sendThroughOutbox(call, kBatchQesKind, QString(), request.toJson({}), [call] {
        const BatchQesSession &s = call->result();
        return SendAnswer{s.sessionId, QStringLiteral("started"), true, {{QStringLiteral("total"), s.total}}, {}};
    });
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this, [this, call, request] {
        const BatchQesSession &s = call->result();
        // The platform names only the count: follow what the selection may hold.
        const QList<int> statuses =
            request.statuses.isEmpty() ? QList<int>{DispatchCode::QesRequired} : request.statuses;
        for (const TrackedDispatch &d : m_dispatches.recent()) {
            const bool selected =
                request.trackingIds.isEmpty() ? statuses.contains(d.code) : request.trackingIds.contains(d.trackingId);
            if (selected && !d.isDraft)
                recheck(d.trackingId);
        }
        Q_EMIT batchStarted(s);
    });
    return call;
}

void QesDesk::recheck(const QString &trackingId)
{
    const auto existing = m_dispatches.byTrackingId(trackingId);
    if (!existing || existing->isDraft)
        return;
    if (existing->finished)
        m_session.follow().followAgain(existing->journalId);
    else
        m_session.follow().checkNow(existing->journalId);
}

} // namespace cliniclink
