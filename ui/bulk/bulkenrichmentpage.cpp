// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkenrichmentpage.h"

#include "bulkimportdialog.h"
#include "bulkrowmodel.h"
#include "core/bulk/bulkenrichmentdesk.h"
#include "core/bulk/bulkexport.h"
#include "core/bulk/bulkrowstate.h"
#include "core/common/clock.h"
#include "core/common/privatefiles.h"
#include "core/session/session.h"
#include "ui/common/icons.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

// Larger files are not a registrar's list: refused before they are read into memory.
constexpr qint64 kMaxFileBytes = 20 * 1024 * 1024;
constexpr int kJobIdRole = Qt::UserRole + 1;

QString durationText(qint64 seconds)
{
    if (seconds < 60)
        return BulkEnrichmentPage::tr("under a minute");
    const qint64 minutes = (seconds + 59) / 60;
    if (minutes < 60)
        return BulkEnrichmentPage::tr("about %n minute(s)", nullptr, int(minutes));
    return BulkEnrichmentPage::tr("about %1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QString stateText(BulkJob::State state)
{
    switch (state) {
    case BulkJob::State::Ready:
        return BulkEnrichmentPage::tr("not started");
    case BulkJob::State::Running:
        return BulkEnrichmentPage::tr("sending");
    case BulkJob::State::Paused:
        return BulkEnrichmentPage::tr("paused");
    case BulkJob::State::Cancelled:
        return BulkEnrichmentPage::tr("cancelled");
    case BulkJob::State::Finished:
        return BulkEnrichmentPage::tr("finished");
    }
    Q_UNREACHABLE();
}

} // namespace

BulkEnrichmentPage::BulkEnrichmentPage(Session &session, BulkEnrichmentDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(desk)
    , m_jobs(new QListWidget(this))
    , m_open(new QPushButton(icon(IconId::Add), tr("&Open a list..."), this))
    , m_remove(new QPushButton(icon(IconId::Remove), tr("&Remove"), this))
    , m_title(new QLabel(this))
    , m_banner(new MessageBanner(this))
    , m_progress(new QProgressBar(this))
    , m_counts(new QLabel(this))
    , m_start(new QPushButton(tr("&Start sending"), this))
    , m_pause(new QPushButton(tr("&Pause"), this))
    , m_cancel(new QPushButton(icon(IconId::Stop), tr("&Cancel the job"), this))
    , m_export(new QPushButton(tr("Save &results..."), this))
    , m_typeBar(new QWidget(this))
    , m_typeLabel(new QLabel(m_typeBar))
    , m_typeBox(new QComboBox(m_typeBar))
    , m_typeApply(new QPushButton(tr("&Apply to the column"), m_typeBar))
    , m_rows(new QTableView(this))
    , m_model(new BulkRowModel(this))
{
    m_open->setToolTip(tr("A CSV file as Excel saves it (Ctrl+O)"));
    m_remove->setToolTip(tr("Removes the job from this list; orders already sent stay in the journal."));
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Lists of patients"), left));
    leftLayout->addWidget(m_jobs, 1);
    auto *leftButtons = new QHBoxLayout;
    leftButtons->addWidget(m_open);
    leftButtons->addWidget(m_remove);
    leftLayout->addLayout(leftButtons);

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_counts->setWordWrap(true);
    m_counts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setTextVisible(true);
    m_rows->setModel(m_model);
    m_rows->setAlternatingRowColors(true);
    m_rows->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_rows->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_rows->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_rows->horizontalHeader()->setStretchLastSection(true);
    m_rows->verticalHeader()->setDefaultSectionSize(m_rows->fontMetrics().height() + 8);
    m_rows->setWordWrap(false);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_banner);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(m_counts);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_start);
    actions->addWidget(m_pause);
    actions->addWidget(m_cancel);
    actions->addStretch(1);
    actions->addWidget(m_export);
    rightLayout->addLayout(actions);
    auto *hint = new QLabel(tr("Cells marked red keep their row from being sent: double-click one to fix it. "
                               "Rows already sent stay as they were sent."),
                            right);
    hint->setWordWrap(true);
    rightLayout->addWidget(hint);
    m_typeBar->setObjectName(QStringLiteral("documentTypeBar"));
    m_typeLabel->setWordWrap(true);
    m_typeLabel->setBuddy(m_typeBox);
    m_typeBox->addItem(tr("Choose the type..."), QString());
    for (const IdentityDocumentType &type : identityDocumentTypes())
        m_typeBox->addItem(QStringLiteral("%1 (%2)").arg(type.name, type.code), type.code);
    m_typeApply->setToolTip(tr("Every row with this value in the document-type column is read with the type "
                               "chosen; the choice is kept with the job."));
    auto *typeLayout = new QHBoxLayout(m_typeBar);
    typeLayout->setContentsMargins(0, 0, 0, 0);
    typeLayout->addWidget(m_typeLabel, 1);
    typeLayout->addWidget(m_typeBox);
    typeLayout->addWidget(m_typeApply);
    m_typeBar->hide();
    rightLayout->addWidget(m_typeBar);
    rightLayout->addWidget(m_rows, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 900});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_open, &QPushButton::clicked, this, &BulkEnrichmentPage::chooseFile);
    connect(new QShortcut(QKeySequence::Open, this), &QShortcut::activated, this, &BulkEnrichmentPage::chooseFile);
    connect(new QShortcut(QKeySequence::Save, this), &QShortcut::activated, this, [this] {
        if (m_export->isEnabled())
            chooseExportFile();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const qint64 id = shownJob();
        if (id == 0)
            return;
        m_model->setRun(nullptr);
        m_run = nullptr;
        if (const auto removed = m_desk.removeJob(id); !removed)
            m_banner->showMessage(MessageBanner::Kind::Error, removed.error().message);
        reloadJobs();
    });
    connect(m_jobs, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showJob(item->data(kJobIdRole).toLongLong());
    });
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (m_run) {
            m_banner->clearMessage();
            m_run->start();
            // The Start button is disabled now, and Qt would hand its focus to the next enabled
            // button, «Cancel the job», where a stray Enter or Space cancels: the rows take it.
            m_rows->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_run)
            m_run->pause();
    });
    connect(m_cancel, &QPushButton::clicked, this, &BulkEnrichmentPage::confirmCancel);
    connect(m_export, &QPushButton::clicked, this, &BulkEnrichmentPage::chooseExportFile);
    connect(m_typeBox, &QComboBox::currentIndexChanged, this,
            [this] { m_typeApply->setEnabled(!m_typeBox->currentData().toString().isEmpty()); });
    connect(m_typeApply, &QPushButton::clicked, this, &BulkEnrichmentPage::applyDocumentType);
    connect(&m_desk, &BulkEnrichmentDesk::jobsChanged, this, &BulkEnrichmentPage::reloadJobs);

    reloadJobs();
    refreshProgress();
}

BulkEnrichmentPage::~BulkEnrichmentPage()
{
    releaseFocusQuietly(this);
    m_model->setRun(nullptr);
}

BulkImportDialog *BulkEnrichmentPage::importDialog() const
{
    return m_import;
}

void BulkEnrichmentPage::chooseFile()
{
    auto *dialog = new QFileDialog(this, tr("Open a list of patients"), QDir::homePath(),
                                   tr("Spreadsheets saved as CSV (*.csv *.txt);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, this, &BulkEnrichmentPage::openFile);
    dialog->open();
}

void BulkEnrichmentPage::openFile(const QString &path)
{
    QFile file(path);
    if (file.size() > kMaxFileBytes) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("The file is larger than %1 MB: it is not a list of patients this area can take. "
                                 "Split it into several files.")
                                  .arg(kMaxFileBytes / (1024 * 1024)));
        return;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("The file could not be opened: %1").arg(file.errorString()));
        return;
    }
    const QByteArray bytes = file.readAll();
    const CsvTable table = readCsv(bytes);
    if (!table.ok()) {
        m_banner->showMessage(MessageBanner::Kind::Error, table.error);
        return;
    }
    if (m_import)
        m_import->close();
    m_import = new BulkImportDialog(QFileInfo(path).fileName(), bytes, m_desk.rememberedColumns(),
                                    m_session.clock().now().date(), this);
    m_import->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_import, &QDialog::accepted, this, &BulkEnrichmentPage::createJobFromImport);
    m_import->open();
}

void BulkEnrichmentPage::createJobFromImport()
{
    if (!m_import || !m_import->isComplete())
        return;
    const auto id = m_desk.createJob(m_import->fileName(), m_import->operation(), m_import->table(),
                                     m_import->hasHeader(), m_import->mapping());
    if (!id) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The job was not saved: %1").arg(id.error().message));
        return;
    }
    reloadJobs();
    showJob(*id);
}

void BulkEnrichmentPage::reloadJobs()
{
    const qint64 shown = shownJob();
    const QSignalBlocker blocker(m_jobs);
    m_jobs->clear();
    for (const BulkJob &job : m_desk.jobs()) {
        const auto op = enrichmentOperationFromKind(job.operation);
        auto *item = new QListWidgetItem(
            tr("%1\n%2 · %3 · %n row(s)", nullptr, job.rowCount)
                .arg(job.title, op ? enrichmentOperationName(*op) : job.operation, stateText(job.state)),
            m_jobs);
        item->setData(kJobIdRole, job.id);
        if (job.id == shown)
            m_jobs->setCurrentItem(item);
    }
    m_remove->setEnabled(shown != 0);
}

qint64 BulkEnrichmentPage::shownJob() const
{
    return m_run ? m_run->jobId() : 0;
}

void BulkEnrichmentPage::showJob(qint64 jobId)
{
    if (m_run && m_run->jobId() == jobId)
        return;
    if (m_run)
        disconnect(m_run, nullptr, this, nullptr);
    m_run = m_desk.run(jobId);
    m_model->setRun(m_run);
    m_banner->clearMessage();
    if (m_run) {
        connect(m_run, &BulkEnrichmentRun::progressChanged, this, &BulkEnrichmentPage::refreshProgress);
        connect(m_run, &BulkEnrichmentRun::rowChanged, this, &BulkEnrichmentPage::scheduleDocumentTypeBar);
        connect(m_run, &BulkEnrichmentRun::stateChanged, this, &BulkEnrichmentPage::reloadJobs);
        connect(m_run, &BulkEnrichmentRun::problem, this,
                [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Warning, message); });
        if (!m_run->isLoaded())
            m_banner->showMessage(MessageBanner::Kind::Error, m_run->loadError());
        m_rows->resizeColumnsToContents();
        for (int c = 0; c < m_model->columnCount(); ++c)
            m_rows->setColumnWidth(c, std::min(m_rows->columnWidth(c), 320));
        // The state column is sized before the rows go ("Ожидает"): wide enough from the start
        // for every state a row passes through ("В обработке"), not cut to "В обрабо…".
        const int padding = 2 * m_rows->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_rows) + 8;
        int stateWidth = m_rows->columnWidth(0);
        for (const BulkRowState state : {BulkRowState::Skipped, BulkRowState::Waiting, BulkRowState::Sending,
                                         BulkRowState::InDoubt, BulkRowState::Following, BulkRowState::Done,
                                         BulkRowState::Failed})
            stateWidth =
                std::max(stateWidth, m_rows->fontMetrics().horizontalAdvance(bulkRowStateName(state)) + padding);
        m_rows->setColumnWidth(0, std::min(stateWidth, 320));
    }
    for (int i = 0; i < m_jobs->count(); ++i) {
        if (m_jobs->item(i)->data(kJobIdRole).toLongLong() == jobId) {
            const QSignalBlocker blocker(m_jobs);
            m_jobs->setCurrentRow(i);
        }
    }
    m_remove->setEnabled(m_run != nullptr);
    refreshProgress();
    refreshDocumentTypeBar();
}

void BulkEnrichmentPage::scheduleDocumentTypeBar()
{
    // Many rows change at once (a send, a column-wide choice): the bar is read again once after.
    if (m_typeBarScheduled)
        return;
    m_typeBarScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_typeBarScheduled = false;
        refreshDocumentTypeBar();
    });
}

void BulkEnrichmentPage::refreshDocumentTypeBar()
{
    const QStringList unknown = m_run && m_run->isLoaded() && m_run->state() != BulkJob::State::Cancelled
        ? m_run->unknownDocumentTypes()
        : QStringList();
    const QString value = unknown.isEmpty() ? QString() : unknown.first();
    if (value.isEmpty()) {
        m_unknownType.clear();
        m_typeBar->hide();
        return;
    }
    const QString key = normalizedDocumentTypeText(value);
    const int column = m_run->mapping().column(BulkField::DocumentType);
    int rows = 0;
    for (int i = 0; i < m_run->rowCount(); ++i) {
        const BulkRow &row = m_run->row(i);
        rows += row.trackedId == 0 && column >= 0 && column < row.cells.size()
                && normalizedDocumentTypeText(row.cells.at(column)) == key
            ? 1
            : 0;
    }
    m_typeLabel->setText(tr("«%1» in the document-type column (%n row(s)) means:", nullptr, rows).arg(value));
    if (value != m_unknownType) {
        const QSignalBlocker blocker(m_typeBox);
        m_typeBox->setCurrentIndex(0);
        m_typeApply->setEnabled(false);
    }
    m_unknownType = value;
    m_typeBar->show();
}

void BulkEnrichmentPage::applyDocumentType()
{
    const QString code = m_typeBox->currentData().toString();
    if (!m_run || m_unknownType.isEmpty() || code.isEmpty())
        return;
    const bool hadFocus = m_typeBar->isAncestorOf(focusWidget());
    if (m_run->setDocumentTypeMeaning(m_unknownType, code)) {
        m_banner->showMessage(
            MessageBanner::Kind::Info,
            tr("«%1» is read as «%2» in every row of this list.").arg(m_unknownType, identityDocumentTypeName(code)));
    }
    refreshDocumentTypeBar();
    if (hadFocus && !m_typeBar->isVisible())
        m_rows->setFocus(Qt::OtherFocusReason);
}

void BulkEnrichmentPage::refreshProgress()
{
    const bool shown = m_run != nullptr;
    for (QWidget *w :
         {static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_counts), static_cast<QWidget *>(m_start),
          static_cast<QWidget *>(m_pause), static_cast<QWidget *>(m_cancel), static_cast<QWidget *>(m_export)})
        w->setVisible(shown);
    if (!shown) {
        m_title->setText(tr("Open a CSV file with the patients (Ctrl+O): family name, first name, patronymic, "
                            "birth date, sex and the identity document, or the SNILS to check."));
        return;
    }
    const BulkJob job = m_run->job();
    const BulkProgress p = m_run->progress();
    m_title->setText(
        tr("%1: %2, %3").arg(job.title, enrichmentOperationName(m_run->operation()), stateText(m_run->state())));
    const int sendable = p.total - p.skipped;
    m_progress->setRange(0, std::max(1, sendable));
    m_progress->setValue(p.done + p.failed + p.inDoubt);
    m_progress->setFormat(tr("%1 of %2 finished").arg(p.done + p.failed + p.inDoubt).arg(sendable));

    QStringList parts{tr("sent %1 of %2").arg(p.sent()).arg(sendable), tr("done %1").arg(p.done),
                      tr("failed %1").arg(p.failed), tr("waiting %1").arg(p.waiting)};
    if (p.following > 0)
        parts << tr("in progress %1").arg(p.following);
    if (p.skipped > 0)
        parts << tr("to fix %1").arg(p.skipped);
    QString text = parts.join(QStringLiteral(" · "));
    if (p.inDoubt > 0)
        text += u'\n'
            + tr("%n order(s) may have gone without an answer: decide for each in the Enrichment area's list.", nullptr,
                 p.inDoubt);
    if (p.secondsLeft > 0 && m_run->state() == BulkJob::State::Running)
        text += u'\n' + tr("Time left: %1 at this environment's limit.").arg(durationText(p.secondsLeft));
    m_counts->setText(text);

    const BulkJob::State state = m_run->state();
    m_start->setText(state == BulkJob::State::Ready ? tr("&Start sending") : tr("C&ontinue"));
    m_start->setEnabled(m_run->isLoaded()
                        && (state == BulkJob::State::Ready || state == BulkJob::State::Paused
                            || (state == BulkJob::State::Finished && p.waiting > 0)));
    m_pause->setEnabled(state == BulkJob::State::Running);
    m_cancel->setEnabled(state == BulkJob::State::Ready || state == BulkJob::State::Running
                         || state == BulkJob::State::Paused);
    m_export->setEnabled(m_run->isLoaded());
}

void BulkEnrichmentPage::confirmCancel()
{
    if (!m_run)
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Cancel the job"),
                                tr("Rows not sent yet will not be sent. Orders already sent are followed to their "
                                   "result. Cancel the job?"),
                                QMessageBox::NoButton, this);
    QPushButton *yes = box->addButton(tr("Cancel the job"), QMessageBox::DestructiveRole);
    QPushButton *no = box->addButton(tr("Keep it"), QMessageBox::RejectRole);
    box->setDefaultButton(no); // the safe answer is the one Enter gives
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton *button) {
        if (button == yes && m_run)
            m_run->cancel();
    });
    box->open();
}

void BulkEnrichmentPage::chooseExportFile()
{
    if (!m_run)
        return;
    const QString suggested =
        QFileInfo(m_run->job().title).completeBaseName() + tr(" - results") + QStringLiteral(".csv");
    auto *dialog =
        new QFileDialog(this, tr("Save results"), QDir::home().filePath(suggested), tr("CSV for Excel (*.csv)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) { exportTo(path); });
    dialog->open();
}

bool BulkEnrichmentPage::exportTo(const QString &path)
{
    if (!m_run)
        return false;
    // The file holds patients' data: readable by its owner only, from its first byte.
    QString why;
    if (!privatefiles::writeFile(path, bulkResultCsv(*m_run), &why)) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The file could not be written: %1").arg(why));
        return false;
    }
    m_banner->showMessage(MessageBanner::Kind::Info, tr("Results saved to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace cliniclink
