// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D, electronic signature (/sep/api and /sep/mis/api): dispatches and drafts, cancel and
// resend, qualified signatures (browser link, batch link, self-QES with OpenSSL verification),
// questionnaires and invites, behind the gateway's limits. The patient and practitioner pages and
// the admin API live in SigningPagesModule and SigningAdminModule, which work on this module's
// state through findModule<SigningModule>(). Handlers are spread over signing*.cpp by area.

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/servicemodule.h"
#include "signinggateway.h"
#include "signingpki.h"
#include "signingstore.h"
#include "signingvalidation.h"

#include <optional>

namespace cliniclink::sandbox {

class SigningModule final : public ServiceModule {
public:
    explicit SigningModule(SandboxContext &context);

    QStringList prefixes() const override { return {QStringLiteral("/sep/api"), QStringLiteral("/sep/mis/api")}; }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;
    QJsonObject saveState() const override { return m_store.save(); }
    void restoreState(const QJsonObject &state) override { m_store.restore(state); }

    SigningStore &store() { return m_store; }
    SigningGateway &gateway() { return m_gateway; }
    const SigningPki &pki() const { return m_pki; }
    QDateTime now() const { return context().clock().now(); }
    QString organizationName(const QString &id) const;
    // "http://host:port" of the request, for links the sandbox serves itself.
    static QString linkBase(const SandboxRequest &request);

    // The practitioner signs on a QES link page with the sandbox's test certificate.
    bool signWithLink(QesLink &link, QString *error);
    // Applies questionnaire answers of a submission (checked against the schema's question types).
    QStringList answerQuestionnaire(Submission &submission, const QJsonObject &answers);

private:
    struct Caller {
        QString organization;
        QString tokenKey; // organization|token: the unit of every limit
        QString linkBase;
    };
    using Reply = std::optional<SandboxResponse>;

    Reply authenticate(const SandboxRequest &request, Caller *caller) const;
    // signingexamples.cpp: the fixture's example dispatches of colleagues and other systems.
    void loadExamples(const QJsonArray &examples);
    SandboxResponse route(const SandboxRequest &request, const QStringList &segments, const Caller &caller);

    // signingdispatches.cpp
    struct Upload {
        QJsonObject meta;
        QList<Attachment> files;
    };
    Reply readUpload(const SandboxRequest &request, signing::MetaMode mode, const QString &trackingId, int storedFiles,
                     const Caller &caller, Upload *upload);
    void fillFromMeta(Dispatch &d, const QJsonObject &meta);
    // PROCESSING_ERROR (the dispatch in status 500) when an attachment's PDF cannot be prepared:
    // not a PDF, or one whose structure costs more to read than the sandbox allows; every file is
    // charged to the request's one budget (SigningStore::pdfWork).
    Reply unpreparable(Dispatch &d);
    SandboxResponse createDispatch(const SandboxRequest &request, const Caller &caller);
    SandboxResponse fullDispatch(const QString &trackingId, const Caller &caller);
    SandboxResponse dispatchStatus(const QString &trackingId, const Caller &caller);
    SandboxResponse listDispatches(const SandboxRequest &request, const Caller &caller);
    SandboxResponse cancel(const QString &trackingId, const Caller &caller);
    SandboxResponse resend(const QJsonObject &body, const Caller &caller);
    Reply findOwn(const QString &trackingId, const Caller &caller, Dispatch **d) const;
    // Admitted by the gateway at the request's arrival, the time its held answer counts from: a
    // call's place at the gateway ends when its answer goes, never after (admitted at the
    // module's own later now(), a place freed a moment after the answer, and a request sent at
    // once on that answer found the cap still full).
    SandboxResponse limited(SigningRoute route, const SandboxRequest &request, const Caller &caller,
                            std::function<SandboxResponse()> answer);

    // signingdrafts.cpp
    SandboxResponse initDraft(const SandboxRequest &request, const Caller &caller);
    SandboxResponse finalizeDraft(const QString &trackingId, const QJsonObject &body, const Caller &caller);
    SandboxResponse sendDraft(const QString &trackingId, const SandboxRequest &request, const Caller &caller);
    SandboxResponse archiveDraft(const QString &trackingId, const QJsonObject &body, const Caller &caller);
    void complete(Dispatch &d, const Caller &caller);

    // signingqes.cpp
    SandboxResponse initQes(const QJsonObject &body, const Caller &caller);
    SandboxResponse initBatchQes(const QJsonObject &body, const Caller &caller);
    SandboxResponse initSelfQes(const QJsonObject &body, const Caller &caller);
    SandboxResponse attachSelfQes(const QJsonObject &body, const Caller &caller);

    // signingquestionnaires.cpp
    SandboxResponse questionnaires(const SandboxRequest &request, const QStringList &segments, const Caller &caller);
    SandboxResponse sendQuestionnaire(QuestionnaireTemplate &t, const QJsonObject &body, const Caller &caller);
    SandboxResponse initQuestionnaireTemplate(const QJsonObject &body, const Caller &caller);

    // signinginvites.cpp
    SandboxResponse initInvite(const QJsonObject &body, const Caller &caller);
    SandboxResponse invites(const SandboxRequest &request, const QStringList &segments, const Caller &caller);

    SigningStore m_store;
    SigningGateway m_gateway;
    SigningPki m_pki;
    QSet<QString> m_signingTokens;
};

} // namespace cliniclink::sandbox
