// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchview.h"

#include "core/net/linkpolicy.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "dispatchactionsbar.h"
#include "dispatchstatusheader.h"
#include "resenddialog.h"
#include "ui/common/contentfit.h"
#include "ui/common/linkpanel.h"
#include "ui/common/messagebanner.h"
#include "ui/common/pdfpanel.h"
#include "ui/common/sendoutcomeview.h"

#include <QDir>
#include <QJsonArray>
#include <QMessageBox>
#include <QPdfDocument>
#include <QPdfView>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

DispatchView::DispatchView(Session &session, DispatchDesk &desk, qint64 journalId, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_desk(desk)
    , m_journalId(journalId)
    , m_pdf(new PdfPanel(this))
    , m_banner(new MessageBanner(this))
    , m_header(new DispatchStatusHeader(this))
    , m_link(new LinkPanel(this))
    , m_actions(new DispatchActionsBar(this))
{
    setObjectName(QStringLiteral("dispatchView"));
    setWindowTitle(tr("Dispatch"));
    m_banner->setObjectName(QStringLiteral("dispatchViewBanner"));
    m_link->setAdvice(tr("The signing page also needs the CryptoPro EDS Browser plug-in in that browser."));
    // Signatures join Save and Print under the PDF.
    m_signatureRow = m_pdf->buttonRow();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_banner);
    layout->addWidget(m_link);
    layout->addWidget(m_pdf, 1);
    layout->addWidget(m_actions);

    connect(m_pdf, &PdfPanel::saved, this, [this](const QString &path) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("Saved to %1.").arg(path));
    });
    connect(m_pdf, &PdfPanel::failed, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    connect(cancelButton(), &QPushButton::clicked, this, &DispatchView::askCancel);
    connect(resendButton(), &QPushButton::clicked, this, &DispatchView::askResend);
    connect(qesButton(), &QPushButton::clicked, this, &DispatchView::signWithQes);
    connect(signHereButton(), &QPushButton::clicked, this, [this] {
        if (m_signHereHandler)
            m_signHereHandler(m_tracked.trackingId, patientName());
    });
    connect(m_actions->reloadButton(), &QPushButton::clicked, this, &DispatchView::load);
    connect(&desk, &DispatchDesk::dispatchChanged, this, [this](qint64 id) {
        if (id != m_journalId || m_journalId == 0)
            return;
        const int before = m_tracked.code;
        refreshState();
        // A new signature changes the PDF: fetch it again while the person is looking at it.
        if (m_loaded && isSignedDispatchStatus(m_tracked.code) && !isSignedDispatchStatus(before))
            load();
    });
    refreshState();
    resizeWithinScreen(this, {860, 900});
}

DispatchView::DispatchView(Session &session, DispatchDesk &desk, const DispatchSummary &summary, QWidget *parent)
    : DispatchView(session, desk, qint64(0), parent)
{
    m_tracked.trackingId = summary.trackingId;
    m_tracked.code = summary.code;
    m_tracked.createdAt = summary.createdAt;
    m_tracked.archived = summary.archived;
    QJsonArray patients;
    for (const QString &id : summary.idPatientMis)
        patients.append(QJsonObject{{QStringLiteral("idPatientMis"), id}});
    m_tracked.meta.insert(QStringLiteral("patients"), patients);
    refreshState();
}

DispatchView::~DispatchView()
{
    if (m_openCall)
        m_openCall->cancel();
}

QString DispatchView::patientName() const
{
    return m_tracked.patientLabel().isEmpty() ? m_tracked.firstPatientId() : m_tracked.patientLabel();
}

int DispatchView::shownCode() const
{
    const int code = m_loaded && m_dispatch.code && m_dispatch.code != m_tracked.code && !m_tracked.status.code
        ? m_dispatch.code
        : m_tracked.code;
    // The platform took the cancel; its status read may come a poll later, the window must not
    // offer to resend or sign what is cancelled meanwhile.
    if (m_cancelAccepted && !isFinalDispatchStatus(code))
        return DispatchCode::Cancelled;
    return code;
}

void DispatchView::refreshState()
{
    if (m_journalId == 0) {
        // Not in the journal: nothing follows it here, the full GET is what is known.
    } else if (const auto d = m_desk.dispatch(m_journalId)) {
        m_tracked = *d;
    }
    const int code = shownCode();
    // The title reaches the taskbar, window switchers and screen sharing: no patient name there.
    setWindowTitle(m_tracked.trackingId.isEmpty() ? tr("Dispatch") : tr("Dispatch %1").arg(m_tracked.trackingId));
    m_header->setDispatch(m_tracked, code,
                          m_tracked.status.signers.isEmpty() ? m_dispatch.signers : m_tracked.status.signers,
                          patientName());
    // The platform forgot it: nothing can be done to it there.
    m_actions->setStatus(code, m_tracked.gone.isEmpty(), !m_tracked.trackingId.isEmpty());
}

void DispatchView::setSignHere(std::function<void(const QString &, const QString &)> signHere)
{
    m_signHereHandler = std::move(signHere);
    signHereButton()->setVisible(bool(m_signHereHandler));
}

void DispatchView::load()
{
    if (m_openCall)
        return;
    m_banner->clearMessage();
    auto *call = m_desk.open(m_tracked.trackingId);
    m_openCall = call;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_dispatch = call->result();
        m_loaded = true;
        if (m_journalId == 0)
            adoptLoaded();
        showDispatch();
        Q_EMIT loadedChanged();
    });
    connect(call, &ApiCall::failed, this, &DispatchView::showError);
}

void DispatchView::adoptLoaded()
{
    // Only what the answer says replaces what the list said: the record's shape beyond D3 is not
    // the contract's, so each field is taken when present.
    if (m_dispatch.code)
        m_tracked.code = m_dispatch.code;
    if (m_dispatch.createdAt.isValid())
        m_tracked.createdAt = m_dispatch.createdAt;
    m_tracked.archived = m_dispatch.archived;
    if (!m_dispatch.attachments.isEmpty()) {
        m_tracked.fileNames.clear();
        for (const SignedAttachment &a : std::as_const(m_dispatch.attachments))
            m_tracked.fileNames << (a.fileName.isEmpty() ? a.partName : a.fileName);
    }
    const QJsonObject data =
        m_dispatch.raw.value(u"data").isObject() ? m_dispatch.raw.value(u"data").toObject() : m_dispatch.raw;
    const QJsonArray patients = data.value(u"patients").toArray();
    bool named = false;
    for (const QJsonValue &p : patients)
        named = named || !p.toObject().value(u"idPatientMis").toString().isEmpty();
    if (named)
        m_tracked.meta.insert(QStringLiteral("patients"), patients);
    if (data.value(u"practitioner").isObject())
        m_tracked.meta.insert(QStringLiteral("practitioner"), data.value(u"practitioner"));
    // The cancel was taken and the platform now says so (or says otherwise): its word holds.
    if (m_cancelAccepted && isFinalDispatchStatus(m_tracked.code))
        m_cancelAccepted = false;
}

QStringList DispatchView::patientIds() const
{
    QStringList ids;
    for (const QJsonValue &p : m_tracked.meta.value(u"patients").toArray()) {
        const QString id = p.toObject().value(u"idPatientMis").toString();
        if (!id.isEmpty())
            ids << id;
    }
    return ids;
}

void DispatchView::showDispatch()
{
    const QByteArray pdf = m_dispatch.attachments.isEmpty() ? QByteArray() : m_dispatch.attachments.first().content;
    m_pdf->setPdf(pdf, m_tracked.trackingId,
                  m_dispatch.attachments.isEmpty() ? QStringLiteral("document.pdf")
                                                   : m_dispatch.attachments.first().fileName);
    if (pdf.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("The platform returned no document for this dispatch."));
    }
    for (QPushButton *b : std::as_const(m_signatureButtons))
        delete b;
    m_signatureButtons.clear();
    QList<QByteArray> signatures = m_dispatch.signatures;
    if (signatures.isEmpty() && !m_dispatch.sign.isEmpty())
        signatures << m_dispatch.sign;
    for (qsizetype i = 0; i < signatures.size(); ++i) {
        const QString text =
            signatures.size() == 1 ? tr("Save signature (.sig)…") : tr("Save signature %1 (.sig)…").arg(i + 1);
        auto *button = new QPushButton(text, this);
        button->setObjectName(QStringLiteral("saveSignatureButton"));
        const QByteArray bytes = signatures.at(i);
        const QString name = QStringLiteral("%1-%2.sig").arg(m_tracked.trackingId).arg(i + 1);
        connect(button, &QPushButton::clicked, this,
                [this, bytes, name] { m_pdf->saveBytes(bytes, name, tr("Detached signatures (*.sig)")); });
        m_signatureRow->insertWidget(2 + int(i), button);
        m_signatureButtons << button;
    }
    refreshState();
}

void DispatchView::showError(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Cancelled)
        return;
    m_banner->showMessage(MessageBanner::Kind::Error, error.userText());
}

bool DispatchView::writeFile(const QString &path, const QByteArray &bytes)
{
    return m_pdf->writeFile(path, bytes);
}

QPdfDocument *DispatchView::document() const
{
    return m_pdf->document();
}

QPdfView *DispatchView::pdfView() const
{
    return m_pdf->pdfView();
}

QPushButton *DispatchView::savePdfButton() const
{
    return m_pdf->saveButton();
}

QPushButton *DispatchView::printButton() const
{
    return m_pdf->printButton();
}

StatusMark *DispatchView::statusMark() const
{
    return m_header->statusMark();
}

QPushButton *DispatchView::cancelButton() const
{
    return m_actions->cancelButton();
}

QPushButton *DispatchView::resendButton() const
{
    return m_actions->resendButton();
}

QPushButton *DispatchView::qesButton() const
{
    return m_actions->qesButton();
}

QPushButton *DispatchView::signHereButton() const
{
    return m_actions->signHereButton();
}

void DispatchView::askCancel()
{
    auto *box = new QMessageBox(
        QMessageBox::Question, tr("Cancel dispatch"),
        tr("Cancel the dispatch for %1? The patient will no longer be able to sign it.").arg(patientName()),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("cancelConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("Cancel the dispatch"), QMessageBox::DestructiveRole);
    QPushButton *keep = box->addButton(tr("Keep it"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepDispatchButton"));
    // Enter or a stray click on the default must not cancel what the patient may be signing.
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton *clicked) {
        if (clicked == yes)
            cancelConfirmed();
    });
    box->open();
}

void DispatchView::cancelConfirmed()
{
    auto *call = m_desk.cancel(m_tracked.trackingId);
    if (!call)
        return notRecorded();
    cancelButton()->setEnabled(false);
    connect(call, &ApiCall::succeeded, this, [this] {
        m_cancelAccepted = true;
        refreshState();
        m_banner->showMessage(MessageBanner::Kind::Info, tr("The dispatch is cancelled."));
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        showSendOutcome(call,
                        tr("The cancel may have reached the platform: its answer did not arrive. "
                           "The status here shows it once the platform is asked."));
        refreshState();
    });
}

void DispatchView::askResend()
{
    auto *dialog = new ResendDialog(patientName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { resendTo(dialog->channels()); });
    dialog->open();
}

void DispatchView::resendTo(const QList<DeliveryChannel> &channels)
{
    auto *call = m_desk.resend(m_tracked.trackingId, channels, patientIds());
    if (!call)
        return notRecorded();
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_banner->showMessage(MessageBanner::Kind::Info,
                              call->result().isEmpty() ? tr("The link was sent again.") : call->result());
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        // A resend is billed: one in doubt is not "failed", and pressing again may bill twice.
        showSendOutcome(call,
                        tr("The link may have been sent again: the platform's answer did not arrive. "
                           "Ask the patient before sending it once more."));
    });
}

void DispatchView::signWithQes()
{
    auto *call = m_desk.initQes(m_tracked.trackingId);
    if (!call)
        return notRecorded();
    qesButton()->setEnabled(false);
    connect(call, &ApiCall::finished, this, &DispatchView::refreshState);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const QesLink &link = call->result();
        const Environment env = m_session.currentEnvironment();
        if (!LinkPolicy::mayOpen(link.link, env.baseUrl(services::Signing), env.linkHosts)) {
            m_banner->showMessage(MessageBanner::Kind::Warning, LinkPolicy::refusal(link.link));
            return;
        }
        const QStringList said = link.message.isEmpty() ? QStringList() : QStringList{link.message};
        if (m_link->open(link.link)) {
            m_banner->showMessage(MessageBanner::Kind::Info,
                                  tr("The signing page is open in the browser. The status here changes once the "
                                     "platform has the signature."),
                                  said);
        } else {
            m_banner->showMessage(MessageBanner::Kind::Warning,
                                  tr("No browser opened the signing page: open the link below in a browser with the "
                                     "crypto plug-in."),
                                  said);
        }
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        showSendOutcome(call,
                        tr("The signing may have been started: the platform's answer did not arrive. "
                           "The status here changes once the platform has a signature."));
    });
}

void DispatchView::showSendOutcome(ApiCall *call, const QString &inDoubt)
{
    SendOutcomeView::of(call, {inDoubt, {}}).showIn(m_banner);
}

void DispatchView::notRecorded()
{
    m_banner->showMessage(MessageBanner::Kind::Error, tr("Nothing was sent: the journal could not record it."));
}

} // namespace cliniclink
