// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "qestab.h"

#include "core/net/linkpolicy.h"
#include "core/session/session.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signingrequests.h"
#include "core/signing/signingservice.h"
#include "selfqesdialog.h"
#include "ui/common/datefield.h"
#include "ui/common/linkpanel.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum QesColumn { PatientColumn, StatusColumn, CreatedColumn, TrackingColumn, QesColumnCount };
constexpr int kJournalIdRole = Qt::UserRole + 1;

} // namespace

QesTab::QesTab(Session &session, DispatchDesk &desk, QesDesk &qes, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(desk)
    , m_qes(qes)
    , m_banner(new MessageBanner(this))
    , m_status214(new QCheckBox(dispatchStatusText(DispatchCode::QesRequired), this))
    , m_status210(new QCheckBox(dispatchStatusText(DispatchCode::Completed), this))
    , m_status211(new QCheckBox(dispatchStatusText(DispatchCode::CompletedNotAll), this))
    , m_onlyMine(new QCheckBox(tr("Only dispatches I sent"), this))
    , m_dateFrom(new DateField(this))
    , m_dateTo(new DateField(this))
    , m_thumbprint(new QLineEdit(this))
    , m_onlyThisCertificate(new QCheckBox(tr("Sign only with this certificate"), this))
    , m_firstTouch(new QCheckBox(tr("Only dispatches sent with this certificate"), this))
    , m_list(new QTreeWidget(this))
    , m_batch(new QPushButton(tr("Sign in the browser"), this))
    , m_self(new QPushButton(tr("Sign on this workstation…"), this))
    , m_single(new QPushButton(tr("Sign the current one in the browser"), this))
    , m_contour(new QLabel(this))
    , m_sessionLabel(new QLabel(this))
    , m_link(new LinkPanel(this))
{
    setObjectName(QStringLiteral("qesTab"));
    m_banner->setObjectName(QStringLiteral("qesBanner"));
    m_banner->hide();
    m_list->setObjectName(QStringLiteral("qesList"));
    m_batch->setObjectName(QStringLiteral("batchQesButton"));
    m_self->setObjectName(QStringLiteral("selfQesButton"));
    m_single->setObjectName(QStringLiteral("singleQesButton"));
    m_single->setToolTip(tr("A signing page for the current dispatch alone, with the certificate below preselected."));
    m_contour->setObjectName(QStringLiteral("qesContourLabel"));
    m_contour->setWordWrap(true);
    m_sessionLabel->setObjectName(QStringLiteral("batchSessionLabel"));
    m_sessionLabel->setWordWrap(true);
    m_thumbprint->setObjectName(QStringLiteral("batchThumbprintEdit"));
    m_thumbprint->setPlaceholderText(tr("SHA-1 thumbprint, hex (preselected in the browser)"));
    m_status214->setChecked(true);

    auto *filters = new QGroupBox(tr("Selection when no dispatch is checked"), this);
    auto *grid = new QGridLayout(filters);
    // One under another: side by side the three statuses were wider than a 1024-pixel screen.
    auto *statuses = new QVBoxLayout;
    statuses->addWidget(m_status214);
    statuses->addWidget(m_status210);
    statuses->addWidget(m_status211);
    grid->addWidget(new QLabel(tr("Statuses"), filters), 0, 0, Qt::AlignTop);
    grid->addLayout(statuses, 0, 1, 1, 3);
    grid->addWidget(new QLabel(tr("Sent from"), filters), 1, 0);
    grid->addWidget(m_dateFrom, 1, 1);
    grid->addWidget(new QLabel(tr("to"), filters), 1, 2);
    grid->addWidget(m_dateTo, 1, 3);
    grid->addWidget(m_onlyMine, 2, 1, 1, 3);
    grid->addWidget(m_firstTouch, 3, 1, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    // The certificate serves every browser signing: the batch and the current dispatch alone.
    auto *certificate = new QGroupBox(tr("Certificate"), this);
    auto *certificateRows = new QVBoxLayout(certificate);
    certificateRows->addWidget(m_thumbprint);
    certificateRows->addWidget(m_onlyThisCertificate);

    m_list->setColumnCount(QesColumnCount);
    m_list->setHeaderLabels({tr("Patient"), tr("Status"), tr("Sent"), tr("Tracking id")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(PatientColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(StatusColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(CreatedColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(TrackingColumn, QHeaderView::ResizeToContents);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_batch);
    actions->addWidget(m_single);
    actions->addWidget(m_self);
    actions->addStretch(1);

    auto *hint = new QLabel(tr("Check the dispatches to sign in one browser session, or leave all unchecked to sign "
                               "what the selection finds. On this workstation the current dispatch is signed with "
                               "the crypto provider's command."),
                            this);
    hint->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_link);
    layout->addWidget(hint);
    layout->addWidget(m_contour);
    layout->addWidget(filters);
    layout->addWidget(certificate);
    layout->addWidget(m_list, 1);
    layout->addLayout(actions);
    layout->addWidget(m_sessionLabel);

    for (QCheckBox *box : {m_status214, m_status210, m_status211})
        connect(box, &QCheckBox::toggled, this, &QesTab::refresh);
    connect(m_list, &QTreeWidget::itemChanged, this, &QesTab::updateButtons);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &QesTab::updateButtons);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QesTab::signCurrentHere);
    connect(m_batch, &QPushButton::clicked, this, &QesTab::startBatch);
    connect(m_self, &QPushButton::clicked, this, &QesTab::signCurrentHere);
    connect(m_single, &QPushButton::clicked, this, &QesTab::signCurrentInBrowser);
    connect(&desk, &DispatchDesk::dispatchAdded, this, &QesTab::refresh);
    connect(&desk, &DispatchDesk::dispatchChanged, this, &QesTab::refresh);
    connect(&m_qes, &QesDesk::problem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    refresh();
}

QesTab::~QesTab()
{
    releaseFocusQuietly(this);
}

SelfQesDialog *QesTab::lastDialog() const
{
    return m_dialog;
}

QCheckBox *QesTab::statusBox(int code) const
{
    switch (code) {
    case DispatchCode::QesRequired:
        return m_status214;
    case DispatchCode::Completed:
        return m_status210;
    case DispatchCode::CompletedNotAll:
        return m_status211;
    default:
        return nullptr;
    }
}

void QesTab::refresh()
{
    const QStringList checked = checkedTrackingIds();
    const QString current = m_list->currentItem() ? m_list->currentItem()->text(TrackingColumn) : QString();
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    QList<int> shown;
    for (int code :
         {int(DispatchCode::QesRequired), int(DispatchCode::Completed), int(DispatchCode::CompletedNotAll)}) {
        if (statusBox(code)->isChecked())
            shown << code;
    }
    for (const TrackedDispatch &d : m_desk.recent()) {
        if (d.isDraft || (d.outbox != OutboxState::None && d.outbox != OutboxState::Accepted)
            || !shown.contains(d.code))
            continue;
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(PatientColumn, d.patientLabel().isEmpty() ? d.firstPatientId() : d.patientLabel());
        item->setText(StatusColumn, dispatchStatusText(d.code));
        item->setText(CreatedColumn, shortLocalTime(d.createdAt));
        item->setText(TrackingColumn, d.trackingId);
        item->setData(PatientColumn, kJournalIdRole, d.journalId);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(PatientColumn, checked.contains(d.trackingId) ? Qt::Checked : Qt::Unchecked);
        if (d.trackingId == current)
            m_list->setCurrentItem(item);
    }
    updateButtons();
}

QStringList QesTab::checkedTrackingIds() const
{
    QStringList ids;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->checkState(PatientColumn) == Qt::Checked)
            ids << item->text(TrackingColumn);
    }
    return ids;
}

void QesTab::setChecked(const QString &trackingId, bool checked)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->text(TrackingColumn) == trackingId)
            item->setCheckState(PatientColumn, checked ? Qt::Checked : Qt::Unchecked);
    }
}

BatchQesRequest QesTab::batchRequest() const
{
    BatchQesRequest r;
    r.trackingIds = checkedTrackingIds();
    if (r.trackingIds.isEmpty()) {
        for (int code :
             {int(DispatchCode::QesRequired), int(DispatchCode::Completed), int(DispatchCode::CompletedNotAll)}) {
            if (statusBox(code)->isChecked())
                r.statuses << code;
        }
        r.dateFrom = m_dateFrom->date();
        r.dateTo = m_dateTo->date();
    }
    r.onlyPractitioner = m_onlyMine->isChecked();
    r.certificateThumbprint = normalizedThumbprint(m_thumbprint->text());
    r.onlyPractitionerCertificateThumbprint = m_onlyThisCertificate->isChecked();
    r.firstTouchCertificateThumbprint = m_firstTouch->isChecked();
    return r;
}

void QesTab::startBatch()
{
    m_banner->clearMessage();
    const BatchQesRequest request = batchRequest();
    if (!thumbprintReadable())
        return;
    // What the platform would refuse is said here, next to the choice, before anything leaves.
    if ((request.onlyPractitionerCertificateThumbprint || request.firstTouchCertificateThumbprint)
        && request.certificateThumbprint.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Enter the certificate's thumbprint for this choice."));
        return;
    }
    if (request.dateFrom.isValid() && request.dateTo.isValid() && request.dateFrom > request.dateTo) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The period ends before it starts."));
        return;
    }
    if (request.trackingIds.isEmpty()
        && ((m_dateFrom->hasInput() && !request.dateFrom.isValid())
            || (m_dateTo->hasInput() && !request.dateTo.isValid()))) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("A date of the period is not a date."));
        return;
    }
    auto *call = m_qes.startBatch(request);
    if (!call)
        return;
    setBusy(call);
    m_sessionLabel->setText(tr("Starting the signing session…"));
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const BatchQesSession &s = call->result();
        m_sessionLabel->setText(tr("%n dispatch(es) in the signing session.", nullptr, s.total));
        if (s.total == 0) {
            m_banner->showMessage(MessageBanner::Kind::Warning, tr("Nothing to sign: the selection found no dispatch."),
                                  s.message.isEmpty() ? QStringList() : QStringList{s.message});
            return;
        }
        openLink(s.link, s.message,
                 tr("The signing session is open in the browser. The statuses here change once the platform has "
                    "the signatures."));
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_sessionLabel->clear();
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The signing session was not started."),
                              {QesDesk::errorText(error)});
    });
}

SelfQesDialog *QesTab::signCurrentHere()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item)
        return nullptr;
    return signHere(item->text(TrackingColumn), item->text(PatientColumn));
}

SelfQesDialog *QesTab::signHere(const QString &trackingId, const QString &patientLabel)
{
    if (m_dialog)
        m_dialog->close();
    auto *dialog = new SelfQesDialog(m_session, m_qes, trackingId, patientLabel, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowFlag(Qt::Window);
    dialog->show();
    m_dialog = dialog;
    return dialog;
}

bool QesTab::thumbprintReadable()
{
    // D4: a HEX thumbprint; what the platform would refuse is said here before anything leaves.
    const QString thumbprint = normalizedThumbprint(m_thumbprint->text());
    if (thumbprint.isEmpty() || isHexThumbprint(thumbprint))
        return true;
    m_banner->showMessage(MessageBanner::Kind::Error,
                          tr("The certificate's thumbprint is written in the characters 0-9 and A-F, as the "
                             "certificate's properties show it: check what was pasted."));
    m_thumbprint->setFocus(Qt::OtherFocusReason);
    return false;
}

InitQesCall *QesTab::signCurrentInBrowser()
{
    m_banner->clearMessage();
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !thumbprintReadable())
        return nullptr;
    auto *call = m_desk.initQes(item->text(TrackingColumn), m_thumbprint->text());
    if (!call) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Nothing was sent: the journal could not record it."));
        return nullptr;
    }
    setBusy(call);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        openLink(call->result().link, call->result().message,
                 tr("The signing page is open in the browser. The status here changes once the platform has the "
                    "signature."));
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        SendOutcomeView::of(call,
                            {tr("The signing may have been started: the platform's answer did not arrive. The "
                                "status here changes once the platform has a signature."),
                             tr("The signing page was not opened.")})
            .showIn(m_banner);
    });
    return call;
}

void QesTab::openLink(const QUrl &link, const QString &message, const QString &opened)
{
    const Environment env = m_session.currentEnvironment();
    if (!LinkPolicy::mayOpen(link, env.baseUrl(services::Signing), env.linkHosts)) {
        m_banner->showMessage(MessageBanner::Kind::Warning, LinkPolicy::refusal(link));
        return;
    }
    const QStringList said = message.isEmpty() ? QStringList() : QStringList{message};
    if (!m_link->open(link)) {
        m_banner->showMessage(
            MessageBanner::Kind::Warning,
            tr("No browser opened the signing page: open the link below in a browser with the crypto plug-in."), said);
        return;
    }
    m_banner->showMessage(MessageBanner::Kind::Info, opened, said);
}

void QesTab::setBusy(ApiCall *call)
{
    // One browser signing at a time; both buttons come back when the answer has come.
    m_busy = true;
    updateButtons();
    connect(call, &ApiCall::finished, this, [this] {
        m_busy = false;
        updateButtons();
    });
}

void QesTab::updateButtons()
{
    const int checked = int(checkedTrackingIds().size());
    m_batch->setText(checked > 0 ? tr("Sign %n checked in the browser", nullptr, checked)
                                 : tr("Sign the selection in the browser"));
    m_self->setEnabled(m_list->currentItem() != nullptr);
    m_batch->setEnabled(!m_busy);
    m_single->setEnabled(!m_busy && m_list->currentItem() != nullptr);
    m_contour->setText(m_session.currentEnvironment().qesZspd
                           ? tr("Signing pages open in the closed network (ZSPD): the document can be viewed first.")
                           : tr("Signing pages open outside the closed network: the document goes straight to the "
                                "crypto plug-in. The environment's settings choose."));
}

void QesTab::setUrlOpener(std::function<void(const QUrl &)> opener)
{
    m_link->setOpener([opener = std::move(opener)](const QUrl &url) {
        opener(url);
        return true;
    });
}

} // namespace cliniclink
