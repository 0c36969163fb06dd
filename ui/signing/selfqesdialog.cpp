// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "selfqesdialog.h"

#include "core/common/privatefiles.h"
#include "core/session/session.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signerrun.h"
#include "core/signing/signingservice.h"
#include "selfqessigner.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPdfDocument>
#include <QPdfView>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

SelfQesDialog::SelfQesDialog(Session &session, QesDesk &qes, const QString &trackingId, const QString &patientLabel,
                             QWidget *parent)
    : QDialog(parent)
    , m_sessionRef(session)
    , m_qes(qes)
    , m_trackingId(trackingId)
    , m_banner(new MessageBanner(this))
    , m_signer(new SelfQesSigner(session, this))
    , m_open(new QPushButton(tr("Get the document"), this))
    , m_sign(new QPushButton(tr("Sign and attach"), this))
    , m_saveSignature(new QPushButton(tr("Save signature…"), this))
    , m_result(new QLabel(this))
    , m_document(new QPdfDocument(this))
    , m_pdfView(new QPdfView(this))
    , m_run(new SignerRun(&session.clock(), this))
{
    setObjectName(QStringLiteral("selfQesDialog"));
    setWindowTitle(tr("Sign on this workstation: %1").arg(trackingId));
    m_banner->setObjectName(QStringLiteral("selfQesBanner"));
    m_banner->hide();
    m_open->setObjectName(QStringLiteral("openSessionButton"));
    m_sign->setObjectName(QStringLiteral("signButton"));
    m_saveSignature->setObjectName(QStringLiteral("saveSignatureButton"));
    m_result->setObjectName(QStringLiteral("selfQesResult"));
    m_result->setWordWrap(true);

    auto *title = new QLabel(tr("%1, %2").arg(patientLabel, trackingId), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);

    m_pdfView->setObjectName(QStringLiteral("selfQesPdfView"));
    m_pdfView->setDocument(m_document);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_pdfView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_pdfView->setMinimumWidth(360);

    auto *close = new QPushButton(tr("Close"), this);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_open);
    actions->addWidget(m_sign);
    actions->addWidget(m_saveSignature);
    actions->addStretch(1);
    actions->addWidget(close);

    // The steps on the left, the document being signed on the right, both in full height.
    auto *steps = new QWidget(this);
    auto *stepsLayout = new QVBoxLayout(steps);
    stepsLayout->setContentsMargins(0, 0, 0, 0);
    stepsLayout->addWidget(m_banner);
    stepsLayout->addWidget(title);
    stepsLayout->addWidget(m_signer, 1);
    stepsLayout->addLayout(actions);
    stepsLayout->addWidget(m_result);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(steps);
    split->addWidget(m_pdfView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    // Getting the document and attaching the signature change the platform's state: off while a
    // request is on its way (Esc cancels it), while the journal cannot record, and until ready.
    FormSession *form = m_signer->form();
    form->addSendAction(m_open, [this] { return !m_signing && m_signer->chosenCertificate().has_value(); });
    form->addSendAction(m_sign, [this] { return !m_signing && m_session.has_value(); });
    form->gateOn(session.journalWatch());

    connect(m_signer, &SelfQesSigner::reading, m_banner, &MessageBanner::clearMessage);
    connect(m_signer, &SelfQesSigner::certificatesChanged, this, &SelfQesDialog::certificatesChanged);
    connect(m_signer, &SelfQesSigner::failure, this, &SelfQesDialog::showFailure);
    connect(m_signer, &SelfQesSigner::warning, this,
            [this](const QString &text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    connect(m_open, &QPushButton::clicked, this, &SelfQesDialog::openSession);
    connect(m_sign, &QPushButton::clicked, this, &SelfQesDialog::signAndAttach);
    connect(m_saveSignature, &QPushButton::clicked, this, [this] {
        const QString base = m_session ? m_session->fileName : QStringLiteral("document.pdf");
        const QString path = QFileDialog::getSaveFileName(this, tr("Save signature"), base + QStringLiteral(".sig"),
                                                          tr("Detached signatures (*.sig *.sgn *.p7s)"));
        if (!path.isEmpty())
            writeSignature(path);
    });
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_run, &SignerRun::finished, this, [this](const QByteArray &der) {
        if (const auto certificate = m_signer->chosenCertificate())
            attach(der, *certificate);
    });
    connect(m_run, &SignerRun::failed, this, [this](const QString &why) {
        m_signing = false;
        showFailure(tr("The document was not signed."), {why});
    });
    connect(&m_qes, &QesDesk::problem, this, [this](const QString &message) { showFailure(message); });
    updateButtons();
    resizeWithinScreen(this, {1240, 720});
}

SelfQesDialog::~SelfQesDialog()
{
    releaseFocusQuietly(this);
    m_document->close();
}

void SelfQesDialog::openSession()
{
    const auto certificate = m_signer->chosenCertificate();
    if (!certificate)
        return;
    m_banner->clearMessage();
    m_result->clear();
    endSession();
    auto *call = m_qes.openSelfQes(m_trackingId, *certificate);
    if (!call)
        return; // an expired certificate: the desk said why
    m_signer->form()->watch(call);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_session = call->result();
        m_pdfBuffer.setData(m_session->pdf);
        m_pdfBuffer.open(QIODevice::ReadOnly);
        m_document->load(&m_pdfBuffer);
        m_result->setText(
            tr("Session open until %1: check the document, then sign it.").arg(shortLocalTime(m_session->expiresAt)));
        Q_EMIT sessionChanged();
        updateButtons();
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        if (error.kind() == ApiError::Kind::Cancelled)
            return updateButtons(); // Esc: the person knows
        showFailure(tr("The document for signing was not issued."), {QesDesk::errorText(error)});
    });
}

void SelfQesDialog::signAndAttach()
{
    const auto certificate = m_signer->chosenCertificate();
    if (!m_session || !certificate || m_signing || m_signer->form()->isBusy())
        return;
    if (m_qes.sessionUsed(m_session->sessionId)) {
        showFailure(tr("This signing session was used already: a session takes one signature. Open a new session "
                       "to sign again."));
        endSession();
        return;
    }
    m_banner->clearMessage();
    // The signer that is used is remembered for this environment: paths and the command only.
    m_signer->remember();
    m_signing = true;
    updateButtons();
    m_result->setText(tr("Signing…"));
    m_run->start(m_signer->command(), m_session->pdf, m_session->fileName, m_signer->material(*certificate));
}

void SelfQesDialog::attach(const QByteArray &der, const SigningCertificate &certificate)
{
    m_signing = false;
    auto *call = m_qes.attachSelfQes(*m_session, der, certificate);
    if (!call) {
        endSession();
        updateButtons();
        return;
    }
    m_signer->form()->watch(call);
    connect(call, &ApiCall::succeeded, this, [this, call, der] {
        const SelfQesAttached &a = call->result();
        m_signature = der;
        m_result->setText(tr("Signed and attached. Dispatch status: %1. Certificate %2, signed at %3.")
                              .arg(dispatchStatusText(a.statusCode), a.thumbprint, shortLocalTime(a.signedAt)));
        m_banner->showMessage(MessageBanner::Kind::Info, tr("The signature is attached."),
                              a.message.isEmpty() ? QStringList() : QStringList{a.message});
        m_session.reset(); // used: a new signature needs a new session
        Q_EMIT attached(a.statusCode);
        updateButtons();
    });
    connect(call, &ApiCall::failed, this, [this, call](const ApiError &error) {
        // The session has its row in the journal: it is not attached again from here.
        endSession();
        SendOutcomeView view =
            SendOutcomeView::of(call,
                                {tr("The signature may have been attached: the platform's answer did not "
                                    "arrive. Check the dispatch's status before signing again."),
                                 tr("The signature was not attached.")});
        if (view.kind == MessageBanner::Kind::Error)
            view.messages = {QesDesk::errorText(error)}; // the signature's own faults, named
        showSendFailure(view);
    });
}

bool SelfQesDialog::writeSignature(const QString &path)
{
    // The signature names the practitioner and the document: readable by its owner only.
    if (m_signature.isEmpty() || !privatefiles::writeFile(path, m_signature)) {
        showFailure(tr("The signature could not be saved to %1.").arg(path));
        return false;
    }
    m_result->setText(m_result->text() + u'\n' + tr("Signature saved to %1.").arg(path));
    return true;
}

void SelfQesDialog::showFailure(const QString &headline, const QStringList &messages)
{
    m_result->clear();
    m_banner->showMessage(MessageBanner::Kind::Error, headline, messages);
    Q_EMIT failedStep(messages.isEmpty() ? headline : messages.join(u' '));
    updateButtons();
}

void SelfQesDialog::showSendFailure(const SendOutcomeView &view)
{
    if (view.kind != MessageBanner::Kind::Warning)
        return showFailure(view.headline, view.messages);
    m_result->clear();
    view.showIn(m_banner); // in doubt, not failed: the dispatch's status tells
    Q_EMIT failedStep(view.messages.isEmpty() ? view.headline : view.messages.join(u' '));
    updateButtons();
}

void SelfQesDialog::endSession()
{
    if (!m_session)
        return;
    m_session.reset();
    Q_EMIT sessionChanged();
}

void SelfQesDialog::updateButtons()
{
    m_signer->form()->applyEnabled();
    m_saveSignature->setEnabled(!m_signature.isEmpty());
}

} // namespace cliniclink
