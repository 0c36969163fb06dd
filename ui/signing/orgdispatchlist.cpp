// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "orgdispatchlist.h"

#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/signing/dispatchdesk.h"
#include "ui/common/contentfit.h"
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"
#include "ui/common/recordtable.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

// The platform dates dispatches by the Moscow date of creation (the sandbox does so too).
QDate platformDate(const QDateTime &t)
{
    return t.toTimeZone(QTimeZone(QByteArrayLiteral("Europe/Moscow"))).date();
}

} // namespace

OrgDispatchList::OrgDispatchList(Session &session, DispatchDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(desk)
    , m_model(new OrgDispatchModel(desk, session.journalShared(), this))
    , m_banner(new MessageBanner(this))
    , m_from(new DateField(this))
    , m_to(new DateField(this))
    , m_status(new QComboBox(this))
    , m_patient(new QLineEdit(this))
    , m_find(new QPushButton(tr("Find"), this))
    , m_open(new QPushButton(tr("Open"), this))
    , m_view(new QTableView(this))
    , m_empty(new QLabel(this))
    , m_previous(new QPushButton(tr("← Previous"), this))
    , m_next(new QPushButton(tr("Next →"), this))
    , m_pageLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
{
    setObjectName(QStringLiteral("orgDispatchList"));
    m_banner->setObjectName(QStringLiteral("orgDispatchBanner"));
    m_banner->setReservesRoom(false); // the tab's own banner above already keeps a line
    m_from->setObjectName(QStringLiteral("orgFromDate"));
    m_to->setObjectName(QStringLiteral("orgToDate"));
    // The last 30 days, up to now: the end is left open, since the platform dates a dispatch by
    // Moscow's day, which may already be tomorrow here (or still yesterday).
    m_from->setDate(platformDate(m_session.clock().now()).addDays(-30));
    m_from->setToolTip(tr("Created on or after this day, by Moscow time as the platform dates dispatches "
                          "(empty: no limit)"));
    m_to->setToolTip(tr("Created on or before this day, by Moscow time as the platform dates dispatches "
                        "(empty: no limit)"));
    m_status->setObjectName(QStringLiteral("orgStatusFilter"));
    m_status->addItem(tr("All statuses"), 0);
    for (int code : {DispatchCode::Created, DispatchCode::QesRequired, DispatchCode::Completed,
                     DispatchCode::CompletedNotAll, DispatchCode::Cancelled, DispatchCode::Draft, DispatchCode::Error})
        m_status->addItem(QStringLiteral("%1 %2").arg(code).arg(dispatchStatusText(code)), code);
    fitComboToCharacters(m_status, 20);
    m_patient->setObjectName(QStringLiteral("orgPatientFilter"));
    m_patient->setPlaceholderText(tr("Patient's MIS id"));
    m_patient->setToolTip(tr("The patient's id in the MIS, exactly as sent (idPatientMis)"));
    m_patient->setClearButtonEnabled(true);
    m_patient->setMinimumWidth(m_patient->fontMetrics().horizontalAdvance(u'0') * 16);
    m_find->setObjectName(QStringLiteral("orgFindButton"));
    m_find->setDefault(false);
    m_open->setObjectName(QStringLiteral("orgOpenButton"));
    m_view->setObjectName(QStringLiteral("orgDispatchTable"));
    m_view->setModel(m_model);
    setUpRecordTable(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // As the workstation's own list: at 1024x768 the sender is on the screen, the others wrap.
    m_view->horizontalHeader()->setSectionResizeMode(OrgDispatchModel::CreatedColumn, QHeaderView::ResizeToContents);
    shareRoomWithStretch(m_view, {{OrgDispatchModel::PatientColumn, 0.3},
                                  {OrgDispatchModel::DocumentsColumn, 0.2},
                                  {OrgDispatchModel::StatusColumn, 0.3}});
    fitRowsToColumns(m_view);
    m_empty->setObjectName(QStringLiteral("orgNoDispatchesLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->hide();
    m_previous->setObjectName(QStringLiteral("orgPreviousButton"));
    m_next->setObjectName(QStringLiteral("orgNextButton"));
    m_pageLabel->setObjectName(QStringLiteral("orgPageLabel"));
    m_progress->setObjectName(QStringLiteral("orgProgress"));
    m_progress->setRange(0, 0); // busy: a read has no steps to count
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(m_progress->fontMetrics().height() / 2 + 2);
    m_progress->hide();

    // Two rows, so whole dates, the status and the patient fit a 1024x768 screen.
    auto *when = new QHBoxLayout;
    when->addWidget(new QLabel(tr("Created from"), this));
    when->addWidget(m_from);
    when->addWidget(new QLabel(tr("to"), this));
    when->addWidget(m_to);
    when->addWidget(m_status, 1);
    auto *who = new QHBoxLayout;
    who->addWidget(m_patient, 1);
    who->addWidget(m_find);
    who->addWidget(m_open);
    auto *filters = new QVBoxLayout;
    filters->addLayout(when);
    filters->addLayout(who);
    auto *pages = new QHBoxLayout;
    pages->addWidget(m_pageLabel, 1);
    pages->addWidget(m_previous);
    pages->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addLayout(filters);
    layout->addWidget(m_progress);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_empty);
    layout->addLayout(pages);

    connect(m_find, &QPushButton::clicked, this, &OrgDispatchList::find);
    for (QLineEdit *edit : {static_cast<QLineEdit *>(m_from), static_cast<QLineEdit *>(m_to), m_patient})
        connect(edit, &QLineEdit::returnPressed, this, &OrgDispatchList::find);
    connect(m_status, &QComboBox::activated, this, &OrgDispatchList::find);
    connect(m_next, &QPushButton::clicked, this, &OrgDispatchList::nextPage);
    connect(m_previous, &QPushButton::clicked, this, &OrgDispatchList::previousPage);
    connect(m_open, &QPushButton::clicked, this, &OrgDispatchList::openCurrent);
    connect(m_view, &QTableView::activated, this, &OrgDispatchList::openCurrent); // double-click and Enter
    auto *reloadKey = new QShortcut(QKeySequence(Qt::Key_F5), this, this, &OrgDispatchList::reload);
    reloadKey->setContext(Qt::WidgetWithChildrenShortcut);
    // Esc stops a read wherever the focus is in the view; otherwise Esc is left to others.
    m_stopKey = new QShortcut(QKeySequence(Qt::Key_Escape), this, this, &OrgDispatchList::stopLoading);
    m_stopKey->setContext(Qt::WidgetWithChildrenShortcut);
    m_stopKey->setEnabled(false);
    showPage();
}

bool OrgDispatchList::readFilter(DispatchListFilter *filter)
{
    for (DateField *field : {m_from, m_to}) {
        if (!field->inputProblem().isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Error,
                                  tr("The list was not read: correct the date or leave the field empty."),
                                  {field->inputProblem()});
            field->setFocus();
            return false;
        }
    }
    filter->dateFrom = m_from->date();
    filter->dateTo = m_to->date();
    if (filter->dateFrom.isValid() && filter->dateTo.isValid() && filter->dateFrom > filter->dateTo) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("The first date is after the second: swap them or change one."));
        m_from->setFocus();
        return false;
    }
    filter->statuses.clear();
    if (const int code = m_status->currentData().toInt())
        filter->statuses << code;
    filter->idPatientMis = m_patient->text().trimmed();
    filter->limit = m_pageSize;
    filter->offset = 0;
    return true;
}

void OrgDispatchList::find()
{
    DispatchListFilter filter;
    if (!readFilter(&filter))
        return;
    m_filter = filter;
    m_serverPages = true;
    m_all.clear();
    load(0);
}

void OrgDispatchList::reload()
{
    if (!m_loadedOnce)
        return find();
    if (!m_serverPages) {
        m_all.clear();
        m_serverPages = true;
    }
    load(m_filter.offset);
}

void OrgDispatchList::nextPage()
{
    if (!m_next->isEnabled())
        return;
    if (!m_serverPages) {
        m_filter.offset += m_pageSize;
        return showPage();
    }
    load(m_filter.offset + m_pageSize);
}

void OrgDispatchList::previousPage()
{
    if (!m_previous->isEnabled())
        return;
    const int offset = std::max(0, m_filter.offset - m_pageSize);
    if (!m_serverPages) {
        m_filter.offset = offset;
        return showPage();
    }
    load(offset);
}

bool OrgDispatchList::accepts(const DispatchSummary &s) const
{
    if (!m_filter.statuses.isEmpty() && !m_filter.statuses.contains(s.code))
        return false;
    if (!m_filter.idPatientMis.isEmpty() && !s.idPatientMis.isEmpty()
        && !s.idPatientMis.contains(m_filter.idPatientMis))
        return false;
    if (s.createdAt.isValid()) {
        const QDate created = platformDate(s.createdAt);
        if ((m_filter.dateFrom.isValid() && created < m_filter.dateFrom)
            || (m_filter.dateTo.isValid() && created > m_filter.dateTo))
            return false;
    }
    return !s.archived || m_filter.archived;
}

void OrgDispatchList::load(int offset)
{
    if (m_call)
        m_call->cancel();
    DispatchListFilter filter = m_filter;
    filter.offset = offset;
    auto *call = m_session.transport().start(new DispatchListCall(filter));
    m_call = call;
    m_banner->clearMessage();
    setLoading(true);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        if (call != m_call)
            return;
        m_loadedOnce = true;
        m_filter = call->filter();
        const QList<DispatchSummary> &answered = call->result();
        QList<DispatchSummary> rows;
        for (const DispatchSummary &s : answered) {
            if (accepts(s))
                rows << s;
        }
        if (answered.size() > m_pageSize) {
            // The platform did not page: every row came at once. Page here, from the first.
            m_serverPages = false;
            m_all = rows;
            m_filter.offset = 0;
            m_total = int(rows.size());
        } else {
            m_serverPages = true;
            m_all = rows;
            m_pageRows = int(answered.size());
            m_total = call->total();
        }
        showPage();
    });
    connect(call, &ApiCall::failed, this, [this, call](const ApiError &error) {
        if (call != m_call)
            return;
        if (error.kind() == ApiError::Kind::Cancelled)
            m_banner->showMessage(MessageBanner::Kind::Info, tr("Stopped: the list was not read."));
        else
            m_banner->showMessage(MessageBanner::Kind::Error, tr("The organization's dispatches could not be read."),
                                  {error.userText()});
    });
    connect(call, &ApiCall::finished, this, [this, call] {
        if (call != m_call)
            return;
        m_call = nullptr;
        setLoading(false);
        Q_EMIT loaded();
    });
}

void OrgDispatchList::stopLoading()
{
    if (m_call)
        m_call->cancel();
}

void OrgDispatchList::setLoading(bool loading)
{
    m_progress->setVisible(loading);
    m_stopKey->setEnabled(loading);
    m_find->setEnabled(!loading);
    if (loading) {
        m_previous->setEnabled(false);
        m_next->setEnabled(false);
        m_pageLabel->setText(tr("Reading the organization's dispatches… Esc stops."));
    } else {
        showPage();
    }
}

void OrgDispatchList::showPage()
{
    const int offset = m_filter.offset;
    QList<DispatchSummary> shown = m_serverPages ? m_all : m_all.mid(offset, m_pageSize);
    const QString current = m_view->currentIndex().data(OrgDispatchModel::TrackingIdRole).toString();
    if (!m_call)
        m_model->setRows(shown);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->summaryAt(row).trackingId == current)
            m_view->setCurrentIndex(m_model->index(row, 0));
    }
    if (!m_view->currentIndex().isValid() && m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
    const bool more = m_serverPages ? (m_total >= 0 ? offset + m_pageSize < m_total : m_pageRows >= m_pageSize)
                                    : offset + m_pageSize < m_all.size();
    if (m_call)
        return; // setLoading says what is happening
    m_previous->setEnabled(offset > 0);
    m_next->setEnabled(more);
    m_open->setEnabled(m_model->rowCount() > 0);
    const bool none = m_model->rowCount() == 0;
    m_empty->setVisible(none && m_loadedOnce);
    m_empty->setText(offset > 0 ? tr("No more dispatches on this page.")
                                : tr("The platform lists no dispatch of the organization for this filter."));
    if (!m_loadedOnce) {
        m_pageLabel->setText(tr("Not read yet."));
    } else if (none) {
        m_pageLabel->setText(tr("Nothing found."));
    } else if (m_total >= 0) {
        m_pageLabel->setText(
            tr("Dispatches %1–%2 of %3").arg(offset + 1).arg(offset + m_model->rowCount()).arg(m_total));
    } else {
        m_pageLabel->setText(tr("Dispatches %1–%2").arg(offset + 1).arg(offset + m_model->rowCount()));
    }
}

void OrgDispatchList::openCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    Q_EMIT openRequested(m_model->summaryAt(current.row()));
}

void OrgDispatchList::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_call)
        find();
}

} // namespace cliniclink
