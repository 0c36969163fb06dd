// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchview.h"

#include "core/net/linkpolicy.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "resenddialog.h"
#include "ui/common/contentfit.h"
#include "ui/common/icons.h"
#include "ui/common/linkpanel.h"
#include "ui/common/messagebanner.h"
#include "ui/common/pdfpanel.h"
#include "ui/common/sendoutcomeview.h"
#include "ui/common/statusmark.h"

#include <QDir>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPdfDocument>
#include <QPdfView>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

StatusMark::State stateOf(int code)
{
    if (code == DispatchCode::Completed)
        return StatusMark::State::Ok;
    if (code == DispatchCode::CompletedNotAll || code == DispatchCode::QesRequired)
        return StatusMark::State::Warning;
    if (code == DispatchCode::Error)
        return StatusMark::State::Failed;
    if (code == DispatchCode::Cancelled || code == DispatchCode::Draft)
        return StatusMark::State::Neutral;
    return StatusMark::State::Busy;
}

QString signerStatusText(const QString &status)
{
    if (status == u"signed")
        return DispatchView::tr("signed");
    if (status == u"declined")
        return DispatchView::tr("declined");
    if (status == u"expired")
        return DispatchView::tr("did not sign in time");
    return DispatchView::tr("waiting");
}

} // namespace

DispatchView::DispatchView(Session &session, DispatchDesk &desk, qint64 journalId, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_desk(desk)
    , m_journalId(journalId)
    , m_pdf(new PdfPanel(this))
    , m_banner(new MessageBanner(this))
    , m_status(new StatusMark(this))
    , m_title(new QLabel(this))
    , m_details(new QLabel(this))
    , m_link(new LinkPanel(this))
{
    setObjectName(QStringLiteral("dispatchView"));
    setWindowTitle(tr("Dispatch"));
    m_banner->setObjectName(QStringLiteral("dispatchViewBanner"));
    m_status->setObjectName(QStringLiteral("dispatchViewStatus"));
    m_status->textLabel()->setWordWrap(false); // a badge reads as one line
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_title->setFont(big);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_cancel = new QPushButton(icon(IconId::Stop), tr("Cancel dispatch"), this);
    m_cancel->setObjectName(QStringLiteral("cancelDispatchButton"));
    m_resend = new QPushButton(tr("Resend…"), this);
    m_resend->setObjectName(QStringLiteral("resendButton"));
    m_qes = new QPushButton(tr("Sign with QES"), this);
    m_qes->setObjectName(QStringLiteral("qesButton"));
    m_link->setAdvice(tr("The signing page also needs the CryptoPro EDS Browser plug-in in that browser."));
    m_qes->setToolTip(
        tr("Opens the platform's signing page in the browser, where the crypto plugin signs with your certificate."));
    m_signHere = new QPushButton(tr("Sign on this workstation…"), this);
    m_signHere->setObjectName(QStringLiteral("signHereButton"));
    m_signHere->setToolTip(tr("Signs with the crypto provider's program on this computer, without the browser."));
    m_signHere->hide();
    auto *refresh = new QPushButton(icon(IconId::Refresh), tr("Reload"), this);
    refresh->setObjectName(QStringLiteral("reloadButton"));

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_status);
    // Signatures join Save and Print under the PDF.
    m_signatureRow = m_pdf->buttonRow();
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_qes);
    actions->addWidget(m_signHere);
    actions->addWidget(m_resend);
    actions->addWidget(m_cancel);
    actions->addStretch();
    actions->addWidget(refresh);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_details);
    layout->addWidget(m_banner);
    layout->addWidget(m_link);
    layout->addWidget(m_pdf, 1);
    layout->addLayout(actions);

    connect(m_pdf, &PdfPanel::saved, this, [this](const QString &path) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("Saved to %1.").arg(path));
    });
    connect(m_pdf, &PdfPanel::failed, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    connect(m_cancel, &QPushButton::clicked, this, &DispatchView::askCancel);
    connect(m_resend, &QPushButton::clicked, this, &DispatchView::askResend);
    connect(m_qes, &QPushButton::clicked, this, &DispatchView::signWithQes);
    connect(m_signHere, &QPushButton::clicked, this, [this] {
        if (m_signHereHandler)
            m_signHereHandler(m_tracked.trackingId, patientName());
    });
    connect(refresh, &QPushButton::clicked, this, &DispatchView::load);
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

QString DispatchView::signerName(const SignerState &signer) const
{
    if (signer.role == u"practitioner")
        return tr("Practitioner %1").arg(signer.id);
    for (const QJsonValue &v : m_tracked.meta.value(u"patients").toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(u"idPatientMis").toString() != signer.id)
            continue;
        QStringList name{p.value(u"familyName").toString(), p.value(u"givenName").toString(),
                         p.value(u"middleName").toString()};
        name.removeAll(QString());
        if (!name.isEmpty())
            return name.join(u' ');
    }
    return tr("Patient %1").arg(signer.id);
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
    m_title->setText(tr("%1, %2").arg(patientName(), m_tracked.trackingId));
    // The title reaches the taskbar, window switchers and screen sharing: no patient name there.
    setWindowTitle(m_tracked.trackingId.isEmpty() ? tr("Dispatch") : tr("Dispatch %1").arg(m_tracked.trackingId));
    m_status->setState(stateOf(code), dispatchStatusText(code));
    QStringList lines;
    lines << tr("Created %1; documents: %2")
                 .arg(QLocale().toString(m_tracked.createdAt.toLocalTime(), QLocale::ShortFormat),
                      m_tracked.fileNames.isEmpty() ? tr("none named")
                                                    : m_tracked.fileNames.join(QStringLiteral(", ")));
    const QList<SignerState> &signers =
        m_tracked.status.signers.isEmpty() ? m_dispatch.signers : m_tracked.status.signers;
    for (const SignerState &s : signers) {
        const QString who = signerName(s);
        // A cancelled dispatch ends every wait: "did not sign in time" would blame the patient.
        if (code == DispatchCode::Cancelled && s.status != u"signed" && s.status != u"declined") {
            lines << tr("%1: %2").arg(who, tr("not signed: the dispatch was cancelled"));
            continue;
        }
        lines << (s.decidedAt.isValid() ? tr("%1: %2 at %3")
                                              .arg(who, signerStatusText(s.status),
                                                   QLocale().toString(s.decidedAt.toLocalTime(), QLocale::ShortFormat))
                                        : tr("%1: %2").arg(who, signerStatusText(s.status)));
    }
    m_details->setText(lines.join(u'\n'));
    const bool known = m_tracked.gone.isEmpty(); // the platform forgot it: nothing can be done to it there
    if (!known)
        m_status->setState(StatusMark::State::Failed, m_tracked.gone);
    m_cancel->setEnabled(known && isCancellableDispatchStatus(code) && code != DispatchCode::Draft);
    m_resend->setEnabled(known && code == DispatchCode::Created);
    m_qes->setEnabled(known
                      && (code == DispatchCode::Created || code == DispatchCode::QesRequired
                          || code == DispatchCode::FullySignedProcessing
                          || code == DispatchCode::PartiallySignedProcessing || isSignedDispatchStatus(code)));
    m_signHere->setEnabled(m_qes->isEnabled() && !m_tracked.trackingId.isEmpty());
}

void DispatchView::setSignHere(std::function<void(const QString &, const QString &)> signHere)
{
    m_signHereHandler = std::move(signHere);
    m_signHere->setVisible(bool(m_signHereHandler));
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
    m_cancel->setEnabled(false);
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
    m_qes->setEnabled(false);
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
