// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "draftlist.h"

#include "core/session/session.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingrequests.h"
#include "dispatchlistmodel.h"
#include "ui/common/contentfit.h"
#include "ui/common/messagebanner.h"
#include "ui/common/recordtable.h"
#include "ui/common/sendoutcomeview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cliniclink {

DraftList::DraftList(Session &session, DispatchDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(desk)
    , m_model(new DispatchListModel(session, desk, DispatchListModel::Mode::Drafts, this))
    , m_banner(new MessageBanner(this))
    , m_view(new QTableView(this))
    , m_empty(new QLabel(tr("No drafts. \"Save as draft\" in the New dispatch tab keeps one for 24 hours."), this))
    , m_edit(new QPushButton(tr("Open to edit"), this))
    , m_send(new QPushButton(tr("Send as it is"), this))
    , m_archive(new QPushButton(tr("Archive"), this))
    , m_tick(session.clock().createTimer(this))
{
    m_banner->setObjectName(QStringLiteral("draftListBanner"));
    m_view->setObjectName(QStringLiteral("draftTable"));
    m_view->setModel(m_model);
    setUpRecordTable(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // As the dispatch list: at 1024x768 the tracking id is on the screen, the others wrap.
    m_view->horizontalHeader()->setSectionResizeMode(DispatchListModel::CreatedColumn, QHeaderView::ResizeToContents);
    shareRoomWithStretch(m_view, {{DispatchListModel::PatientColumn, 0.3},
                                  {DispatchListModel::DocumentsColumn, 0.25},
                                  {DispatchListModel::StatusColumn, 0.2}});
    fitRowsToColumns(m_view);
    m_empty->setObjectName(QStringLiteral("noDraftsLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true); // a long hint wraps instead of widening the window
    m_edit->setObjectName(QStringLiteral("editDraftButton"));
    m_send->setObjectName(QStringLiteral("sendDraftButton"));
    m_send->setToolTip(tr("Delivers the draft to the patients with the files stored on the platform."));
    m_archive->setObjectName(QStringLiteral("archiveDraftButton"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_edit);
    buttons->addWidget(m_send);
    buttons->addWidget(m_archive);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty);

    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (const qint64 id = currentId())
            Q_EMIT editRequested(id);
    });
    connect(m_view, &QTableView::activated, m_edit, &QPushButton::click);
    connect(m_send, &QPushButton::clicked, this, &DraftList::askSend);
    connect(m_archive, &QPushButton::clicked, this, &DraftList::archiveCurrent);
    const auto rowsChanged = [this] {
        m_empty->setVisible(m_model->rowCount() == 0);
        refreshButtons();
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, rowsChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DraftList::refreshButtons);
    // The time left moves with the clock: count it again every minute.
    connect(m_tick, &ClockTimer::timeout, this, [this] {
        m_model->reload();
        scheduleTick();
    });
    scheduleTick();
    m_model->reload();
}

void DraftList::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_model->reload();
}

void DraftList::scheduleTick()
{
    m_tick->startAt(m_session.clock().now().addSecs(60));
}

void DraftList::refreshButtons()
{
    const bool selected = currentId() != 0;
    m_edit->setEnabled(selected && !m_busy);
    m_send->setEnabled(selected && !m_busy);
    m_archive->setEnabled(selected && !m_busy);
}

qint64 DraftList::currentId() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(DispatchListModel::JournalIdRole).toLongLong() : 0;
}

void DraftList::selectDraft(qint64 journalId)
{
    const int row = m_model->rowOf(journalId);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, 0));
}

void DraftList::watch(ApiCall *call, const QString &done)
{
    if (!call) { // the journal could not record it: nothing left
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Nothing was sent: the journal could not record it."));
        return;
    }
    m_busy = true;
    refreshButtons();
    m_banner->clearMessage();
    connect(call, &ApiCall::finished, this, [this] {
        m_busy = false;
        refreshButtons();
    });
    connect(call, &ApiCall::succeeded, this, [this, done] { m_banner->showMessage(MessageBanner::Kind::Info, done); });
    connect(call, &ApiCall::failed, this, [this, call] {
        SendOutcomeView::of(call,
                            {tr("The platform's answer did not arrive: it may have gone. The lists show it once "
                                "the platform has been asked."),
                             {}})
            .showIn(m_banner);
    });
}

void DraftList::askSend()
{
    const auto draft = m_desk.dispatch(currentId());
    if (!draft)
        return;
    // A send is billed and reaches the patient at once: ask first, "not now" being the default.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Send the draft"),
                                tr("Send the draft %1 as it is? The patient receives the link at once, and the "
                                   "send is billed.")
                                    .arg(draft->trackingId),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("sendDraftConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("Send"), QMessageBox::AcceptRole);
    yes->setObjectName(QStringLiteral("confirmSendDraftButton"));
    QPushButton *no = box->addButton(tr("Do not send"), QMessageBox::RejectRole);
    no->setObjectName(QStringLiteral("keepDraftButton"));
    box->setDefaultButton(no);
    box->setEscapeButton(no);
    const qint64 id = currentId();
    connect(box, &QMessageBox::buttonClicked, this, [this, yes, id](QAbstractButton *clicked) {
        if (clicked == yes && currentId() == id)
            sendCurrent();
    });
    box->open();
}

void DraftList::sendCurrent()
{
    const auto draft = m_desk.dispatch(currentId());
    if (!draft)
        return;
    // The draft as it was saved; its files stay on the platform and are sent from there.
    DispatchRequest request = dispatchRequestFromMeta(draft->meta);
    request.organizationId = m_session.currentEnvironment().organizationId;
    request.files.clear();
    watch(m_desk.finalizeDraft(draft->trackingId, request), tr("Sent: the patient receives the link now."));
}

void DraftList::archiveCurrent()
{
    const auto draft = m_desk.dispatch(currentId());
    if (!draft)
        return;
    watch(m_desk.archiveDraft(draft->trackingId), tr("The draft %1 is archived.").arg(draft->trackingId));
}

} // namespace cliniclink
