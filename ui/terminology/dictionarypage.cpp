// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dictionarypage.h"

#include "core/common/privatefiles.h"
#include "core/session/session.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/knowndictionaries.h"
#include "core/terminology/terminologyerrors.h"
#include "dictionarycontroller.h"
#include "dictionaryrecordmodel.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"

#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cliniclink {

namespace {

QTableView *recordTable(DictionaryRecordModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    // Fixed row heights: the view never measures 100,000 rows to scroll.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // The name takes the room; the change column, when shown, stays narrow.
    auto stretchName = [table] {
        table->horizontalHeader()->setStretchLastSection(false);
        if (table->model()->columnCount() > DictionaryRecordModel::DisplayColumn)
            table->horizontalHeader()->setSectionResizeMode(DictionaryRecordModel::DisplayColumn, QHeaderView::Stretch);
        table->setColumnWidth(DictionaryRecordModel::CodeColumn, 160);
    };
    QObject::connect(model, &QAbstractItemModel::modelReset, table, stretchName);
    QObject::connect(model, &QAbstractItemModel::headerDataChanged, table, stretchName);
    stretchName();
    return table;
}

} // namespace

DictionaryPage::DictionaryPage(Session &session, const QString &cacheFile, QWidget *parent)
    : QWidget(parent)
{
    m_controller = new DictionaryController(session, cacheFile, this);
    m_banner = new MessageBanner(this);
    if (!m_controller->cacheError().isEmpty())
        m_banner->showMessage(MessageBanner::Kind::Warning, tr("The offline copy of dictionaries cannot be used."),
                              {m_controller->cacheError()});
    DictionaryDownload *download = &m_controller->download();
    m_records = new DictionaryRecordModel(this);
    m_changes = new DictionaryRecordModel(this);

    m_dictionaryCombo = new QComboBox(this);
    m_dictionaryCombo->setObjectName(QStringLiteral("dictionaryCombo"));
    m_dictionaryCombo->setEditable(true);
    m_dictionaryCombo->setInsertPolicy(QComboBox::NoInsert);
    m_dictionaryCombo->lineEdit()->setPlaceholderText(tr("OID or name of a dictionary"));
    m_openButton = new QPushButton(tr("Open"), this);
    m_openButton->setObjectName(QStringLiteral("openDictionaryButton"));
    auto *findRow = new QHBoxLayout;
    findRow->addWidget(m_dictionaryCombo, 1);
    findRow->addWidget(m_openButton);

    m_passportLabel = new QLabel(this);
    m_passportLabel->setObjectName(QStringLiteral("passportLabel"));
    m_passportLabel->setWordWrap(true);
    m_passportLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_versionCombo = new QComboBox(this);
    m_versionCombo->setObjectName(QStringLiteral("versionCombo"));
    m_versionCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_downloadButton = new QPushButton(tr("Download for offline use"), this);
    m_downloadButton->setObjectName(QStringLiteral("downloadButton"));
    m_cancelDownloadButton = new QPushButton(tr("Cancel download"), this);
    m_cancelDownloadButton->setVisible(false);
    m_downloadProgress = new QProgressBar(this);
    m_downloadProgress->setVisible(false);
    m_offlineLabel = new QLabel(this);
    m_offlineLabel->setObjectName(QStringLiteral("offlineLabel"));
    auto *versionRow = new QHBoxLayout;
    versionRow->addWidget(new QLabel(tr("Version:"), this));
    versionRow->addWidget(m_versionCombo);
    versionRow->addWidget(m_downloadButton);
    versionRow->addWidget(m_downloadProgress, 1);
    versionRow->addWidget(m_cancelDownloadButton);
    versionRow->addWidget(m_offlineLabel, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(buildRecordsTab(), tr("Records"));
    m_tabs->addTab(buildCheckTab(), tr("Check and translate"));
    m_tabs->addTab(buildChangesTab(), tr("What changed"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(findRow);
    layout->addWidget(m_passportLabel);
    layout->addLayout(versionRow);
    layout->addWidget(m_tabs, 1);

    fillDictionaryList();
    connect(m_controller, &DictionaryController::dictionaryListLoaded, this, &DictionaryPage::fillDictionaryList);
    m_controller->loadDictionaryList();
    m_versionCombo->setEnabled(false);
    m_downloadButton->setEnabled(false);

    connect(m_openButton, &QPushButton::clicked, this, [this] { openDictionary(m_dictionaryCombo->currentText()); });
    connect(m_dictionaryCombo->lineEdit(), &QLineEdit::returnPressed, this,
            [this] { openDictionary(m_dictionaryCombo->currentText()); });
    connect(m_dictionaryCombo, &QComboBox::activated, this,
            [this](int index) { openDictionary(m_dictionaryCombo->itemData(index).toString()); });
    connect(m_versionCombo, &QComboBox::currentIndexChanged, this, [this] {
        showRecords();
        updateOfflineState();
    });
    connect(m_downloadButton, &QPushButton::clicked, this, &DictionaryPage::startDownload);
    connect(m_cancelDownloadButton, &QPushButton::clicked, download, &DictionaryDownload::cancel);
    connect(download, &DictionaryDownload::progress, this,
            [this](DictionaryDownload::Phase phase, qint64 done, qint64 total) {
                m_downloadProgress->setMaximum(int(std::max<qint64>(total, 1)));
                m_downloadProgress->setValue(int(done));
                m_downloadProgress->setFormat(phase == DictionaryDownload::Phase::Records ? tr("Records: %v of %m")
                                                                                          : tr("Attributes: %v of %m"));
            });
    auto downloadEnded = [this] {
        m_downloadProgress->setVisible(false);
        m_cancelDownloadButton->setVisible(false);
        m_downloadButton->setEnabled(!m_controller->oid().isEmpty());
        fillDictionaryList();
        showRecords();
        updateOfflineState();
    };
    connect(download, &DictionaryDownload::finished, this, downloadEnded);
    connect(download, &DictionaryDownload::cancelled, this, downloadEnded);
    connect(download, &DictionaryDownload::failed, this,
            [this, downloadEnded](const ApiError &error, const QString &local) {
                downloadEnded();
                if (error.isError())
                    showError(error);
                else
                    m_banner->showMessage(MessageBanner::Kind::Error,
                                          tr("The dictionary could not be saved for offline use."), {local});
            });
    connect(m_records, &DictionaryRecordModel::pageFailed, this, &DictionaryPage::showError);

    connect(m_controller, &DictionaryController::passportLoaded, this, &DictionaryPage::showPassport);
    connect(m_controller, &DictionaryController::passportMissing, this,
            [this](const QString &oid) { m_passportLabel->setText(tr("The service has no dictionary %1.").arg(oid)); });
    connect(m_controller, &DictionaryController::versionsLoaded, this, &DictionaryPage::showVersions);
    connect(m_controller, &DictionaryController::searchLoaded, this,
            [this](const RecordPage &page) { m_records->showRecords(page.records, page.total); });
    connect(m_controller, &DictionaryController::recordLoaded, this, &DictionaryPage::showRecordCard);
    connect(m_controller, &DictionaryController::checkAnswered, this,
            [this](const QString &code, const ValidationResult &r) {
                const QString text = r.valid ? tr("The code %1 is in the dictionary: %2").arg(code, r.display)
                                             : tr("The code %1 is not valid: %2").arg(code, r.message);
                m_checkResultLabel->setText(text);
                Q_EMIT checkAnswered(text);
            });
    connect(m_controller, &DictionaryController::translated, this,
            [this](const QString &code, const TranslateResult &r) {
                QString text;
                switch (r.kind) {
                case TranslateResult::Kind::Match:
                    text = tr("%1 corresponds to: %2").arg(code, r.matches.join(QStringLiteral(", ")));
                    break;
                case TranslateResult::Kind::NoMatch:
                    text = tr("%1 has no correspondence. %2").arg(code, r.serverText());
                    break;
                case TranslateResult::Kind::Problem:
                    text = tr("The service could not translate the code: %1").arg(r.serverText());
                    break;
                }
                m_translateResultLabel->setText(text);
                Q_EMIT translationAnswered(text);
            });
    connect(m_controller, &DictionaryController::changesLoaded, this, [this](const RecordPage &page) {
        m_changes->showRecords(page.records, page.total);
        Q_EMIT changesShown(page.total);
    });
    connect(m_controller, &DictionaryController::failed, this, [this](const QString &operation, const ApiError &error) {
        if (operation == u"check") {
            m_checkResultLabel->setText(error.userText());
            Q_EMIT checkAnswered(error.userText());
        } else if (operation == u"translate") {
            m_translateResultLabel->setText(error.userText());
            Q_EMIT translationAnswered(error.userText());
        } else if (operation == u"versions") {
            return; // the passport's failure says it already
        } else if (operation == u"changes" && error.field() == terminologyfield::historyVersions()) {
            m_changesProblemLabel->setText(error.userText()); // beside the versions it is about
        } else if (operation != u"passport" || !m_controller->cache().latestComplete(m_controller->oid())) {
            showError(error);
        }
    });
}

DictionaryPage::~DictionaryPage()
{
    releaseFocusQuietly(this);
    // The models may hold calls of the controller's session; the controller goes before the form.
    delete m_controller;
    m_controller = nullptr;
}

TerminologyCache &DictionaryPage::cache()
{
    return m_controller->cache();
}

QString DictionaryPage::currentOid() const
{
    return m_controller->oid();
}

QWidget *DictionaryPage::buildRecordsTab()
{
    auto *tab = new QWidget(this);
    m_searchEdit = new QLineEdit(tab);
    m_searchEdit->setObjectName(QStringLiteral("recordSearchEdit"));
    m_searchEdit->setPlaceholderText(
        tr("Search: beginnings of words of a code or a name (as you type offline, Enter asks the server)"));
    m_searchEdit->setClearButtonEnabled(true);
    m_filterAttributeEdit = new QLineEdit(tab);
    m_filterAttributeEdit->setObjectName(QStringLiteral("filterAttributeEdit"));
    m_filterAttributeEdit->setPlaceholderText(tr("Attribute, e.g. display or nameShort"));
    m_filterValueEdit = new QLineEdit(tab);
    m_filterValueEdit->setObjectName(QStringLiteral("filterValueEdit"));
    m_filterValueEdit->setPlaceholderText(tr("Values, separated by commas, or attribute=values; attribute=values"));
    m_serverSearchButton = new QPushButton(tr("Search on the server"), tab);
    m_serverSearchButton->setObjectName(QStringLiteral("serverSearchButton"));
    auto *cardButton = new QPushButton(tr("Record card"), tab);
    cardButton->setObjectName(QStringLiteral("recordCardButton"));
    auto *exportButton = new QPushButton(tr("Export to CSV…"), tab);
    m_recordTable = recordTable(m_records, tab);
    m_recordTable->setObjectName(QStringLiteral("recordTable"));
    m_recordTable->installEventFilter(this);
    connect(m_records, &DictionaryRecordModel::reachedEnd, this, &DictionaryPage::goToLastRecord);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filterAttributeEdit);
    filterRow->addWidget(m_filterValueEdit, 1);
    filterRow->addWidget(m_serverSearchButton);
    m_recordCountLabel = new QLabel(tab);
    m_recordCountLabel->setObjectName(QStringLiteral("recordCountLabel"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_recordCountLabel);
    buttons->addStretch(1);
    buttons->addWidget(cardButton);
    buttons->addWidget(exportButton);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(m_searchEdit);
    layout->addLayout(filterRow);
    layout->addWidget(m_recordTable, 1);
    layout->addLayout(buttons);

    // An empty table says why: a search that found nothing, not one still to come.
    connect(m_records, &QAbstractItemModel::modelReset, m_recordCountLabel, &QLabel::clear);
    connect(m_records, &DictionaryRecordModel::loaded, m_recordCountLabel, [this](qint64 total) {
        m_recordCountLabel->setText(total > 0 ? tr("Records: %1").arg(QLocale().toString(total))
                                              : tr("Nothing found."));
    });
    connect(m_searchEdit, &QLineEdit::textChanged, this, &DictionaryPage::searchTyped);
    // Not held offline: Enter asks the server for names containing the text.
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (versionIsCached(currentVersion()) || m_searchEdit->text().trimmed().isEmpty())
            return;
        m_filterAttributeEdit->setText(QStringLiteral("display"));
        m_filterValueEdit->setText(m_searchEdit->text().trimmed());
        searchServer();
    });
    connect(m_serverSearchButton, &QPushButton::clicked, this, &DictionaryPage::searchServer);
    connect(m_filterValueEdit, &QLineEdit::returnPressed, this, &DictionaryPage::searchServer);
    connect(m_recordTable, &QTableView::doubleClicked, this, &DictionaryPage::openRecordCard);
    connect(cardButton, &QPushButton::clicked, this, [this] { openRecordCard(m_recordTable->currentIndex()); });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export records"), QStringLiteral("%1.csv").arg(m_controller->oid()), tr("CSV files (*.csv)"));
        if (!path.isEmpty() && !exportRecords(path))
            m_banner->showMessage(MessageBanner::Kind::Error, tr("The file could not be written."), {path});
    });
    return tab;
}

QWidget *DictionaryPage::buildCheckTab()
{
    auto *tab = new QWidget(this);
    m_checkCodeEdit = new QLineEdit(tab);
    m_checkCodeEdit->setObjectName(QStringLiteral("checkCodeEdit"));
    auto *checkButton = new QPushButton(tr("Check a code"), tab);
    checkButton->setObjectName(QStringLiteral("checkCodeButton"));
    m_checkResultLabel = new QLabel(tab);
    m_checkResultLabel->setObjectName(QStringLiteral("checkResultLabel"));
    m_checkResultLabel->setWordWrap(true);
    m_translateTargetEdit = new QLineEdit(tab);
    m_translateTargetEdit->setObjectName(QStringLiteral("translateTargetEdit"));
    m_translateTargetEdit->setPlaceholderText(tr("OID of the other dictionary"));
    auto *translateButton = new QPushButton(tr("Translate a code"), tab);
    translateButton->setObjectName(QStringLiteral("translateButton"));
    m_translateResultLabel = new QLabel(tab);
    m_translateResultLabel->setObjectName(QStringLiteral("translateResultLabel"));
    m_translateResultLabel->setWordWrap(true);

    auto *form = new QFormLayout(tab);
    form->addRow(tr("Code:"), m_checkCodeEdit);
    form->addRow(QString(), checkButton);
    form->addRow(QString(), m_checkResultLabel);
    form->addRow(tr("Translate to:"), m_translateTargetEdit);
    form->addRow(QString(), translateButton);
    form->addRow(QString(), m_translateResultLabel);
    connect(checkButton, &QPushButton::clicked, this, &DictionaryPage::checkCode);
    connect(translateButton, &QPushButton::clicked, this, &DictionaryPage::translateCode);
    return tab;
}

QWidget *DictionaryPage::buildChangesTab()
{
    auto *tab = new QWidget(this);
    m_fromVersionCombo = new QComboBox(tab);
    m_fromVersionCombo->setObjectName(QStringLiteral("fromVersionCombo"));
    m_fromVersionCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_toVersionCombo = new QComboBox(tab);
    m_toVersionCombo->setObjectName(QStringLiteral("toVersionCombo"));
    m_toVersionCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *showButton = new QPushButton(tr("Show changes"), tab);
    showButton->setObjectName(QStringLiteral("showChangesButton"));
    auto *exportButton = new QPushButton(tr("Export to CSV…"), tab);
    m_changesTable = recordTable(m_changes, tab);
    m_changesTable->setObjectName(QStringLiteral("changesTable"));
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("From version:"), tab));
    row->addWidget(m_fromVersionCombo);
    row->addWidget(new QLabel(tr("to version:"), tab));
    row->addWidget(m_toVersionCombo);
    row->addWidget(showButton);
    row->addStretch(1);
    row->addWidget(exportButton);
    auto *layout = new QVBoxLayout(tab);
    m_changesProblemLabel = new QLabel(tab);
    m_changesProblemLabel->setObjectName(QStringLiteral("changesProblemLabel"));
    m_changesProblemLabel->setWordWrap(true);
    layout->addLayout(row);
    layout->addWidget(m_changesProblemLabel);
    layout->addWidget(m_changesTable, 1);
    connect(showButton, &QPushButton::clicked, this, &DictionaryPage::showChanges);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export changes"),
                                                          QStringLiteral("%1-changes.csv").arg(m_controller->oid()),
                                                          tr("CSV files (*.csv)"));
        if (!path.isEmpty() && !privatefiles::writeFile(path, m_changes->toCsv()))
            m_banner->showMessage(MessageBanner::Kind::Error, tr("The file could not be written."), {path});
    });
    return tab;
}

void DictionaryPage::fillDictionaryList()
{
    const QString typed = m_dictionaryCombo->currentText();
    m_dictionaryCombo->clear();
    QStringList seen;
    const TerminologyCache &cache = m_controller->cache();
    for (const CachedVersion &v : cache.isOpen() ? cache.versions() : QList<CachedVersion>{}) {
        if (seen.contains(v.oid))
            continue;
        seen.append(v.oid);
        m_dictionaryCombo->addItem(QStringLiteral("%1 — %2").arg(v.name, v.oid), v.oid);
    }
    // The service's own list where it has one ($dictionaries), the built-in list where it does not.
    const QList<DictionaryPassport> served = m_controller->serviceDictionaries();
    for (const DictionaryPassport &d : served) {
        if (!seen.contains(d.oid)) {
            seen.append(d.oid);
            m_dictionaryCombo->addItem(QStringLiteral("%1 — %2").arg(d.name, d.oid), d.oid);
        }
    }
    for (const KnownDictionary &d : served.isEmpty() ? knownDictionaries() : QList<KnownDictionary>{}) {
        if (!seen.contains(d.oid))
            m_dictionaryCombo->addItem(QStringLiteral("%1 — %2").arg(d.name, d.oid), d.oid);
    }
    m_dictionaryCombo->setCurrentIndex(-1);
    m_dictionaryCombo->setEditText(typed);
}

void DictionaryPage::openDictionary(const QString &oidOrName)
{
    const QString oid = m_controller->resolve(oidOrName);
    if (oid.isEmpty()) {
        m_passportLabel->setText(tr("No dictionary is named \"%1\". Enter its OID.").arg(oidOrName.trimmed()));
        return;
    }
    m_banner->clearMessage();
    if (oid != m_controller->oid())
        clearDictionaryResults();
    m_passportLabel->setText(tr("Loading the passport of %1…").arg(oid));
    m_downloadButton->setEnabled(true);
    m_controller->open(oid);
}

void DictionaryPage::showPassport(const DictionaryPassport &p)
{
    const QLocale locale;
    QStringList lines{QStringLiteral("<b>%1</b>").arg((p.title.isEmpty() ? p.name : p.title).toHtmlEscaped())};
    lines << tr("OID: %1").arg(p.oid) << tr("Version: %1").arg(p.version.toHtmlEscaped());
    if (!p.publisher.isEmpty())
        lines << tr("Publisher: %1").arg(p.publisher.toHtmlEscaped());
    if (!p.status.isEmpty())
        lines << tr("Status: %1").arg(statusText(p.status).toHtmlEscaped());
    // The platform dates its dictionaries in Moscow time: a version of 20 November stays the 20th.
    auto moscow = [](const QDateTime &t) { return t.toOffsetFromUtc(3 * 3600); };
    if (p.date.isValid())
        lines << tr("Published: %1").arg(locale.toString(moscow(p.date).date(), QLocale::ShortFormat));
    if (p.lastUpdated.isValid())
        lines << tr("Updated: %1").arg(locale.toString(moscow(p.lastUpdated), QLocale::ShortFormat));
    m_passportLabel->setText(lines.join(QStringLiteral("<br>")));
    Q_EMIT passportShown(p.oid);
}

void DictionaryPage::showVersions(const QList<DictionaryVersion> &versions)
{
    const QString previous = currentVersion();
    QSignalBlocker block(m_versionCombo);
    m_versionCombo->clear();
    m_fromVersionCombo->clear();
    m_toVersionCombo->clear();
    const QLocale locale;
    // Newest first: the one a person almost always wants.
    for (auto it = versions.crbegin(); it != versions.crend(); ++it) {
        const QString label = it->date.isValid()
            ? QStringLiteral("%1 (%2)").arg(it->version, locale.toString(it->date, QLocale::ShortFormat))
            : it->version;
        m_versionCombo->addItem(label, it->version);
        m_fromVersionCombo->addItem(label, it->version);
        m_toVersionCombo->addItem(label, it->version);
    }
    m_versionCombo->setEnabled(!versions.isEmpty());
    const int keep = m_versionCombo->findData(previous);
    m_versionCombo->setCurrentIndex(keep >= 0 ? keep : 0);
    if (m_fromVersionCombo->count() > 1)
        m_fromVersionCombo->setCurrentIndex(1);
    block.unblock();
    showRecords();
    updateOfflineState();
    Q_EMIT versionsShown();
}

QString DictionaryPage::currentVersion() const
{
    return m_versionCombo->currentData().toString();
}

bool DictionaryPage::versionIsCached(const QString &version) const
{
    return m_controller->isCached(version);
}

void DictionaryPage::showRecords()
{
    if (m_controller->oid().isEmpty() || currentVersion().isEmpty()) {
        m_records->clear();
        return;
    }
    if (versionIsCached(currentVersion()))
        m_records->showCached(&m_controller->cache(), m_controller->oid(), currentVersion());
    else
        m_records->showServer(&m_controller->session().transport(), m_controller->oid(), currentVersion());
    if (!m_searchEdit->text().trimmed().isEmpty())
        searchTyped(m_searchEdit->text());
}

void DictionaryPage::searchTyped(const QString &text)
{
    if (m_controller->oid().isEmpty())
        return;
    const QString version = currentVersion();
    if (text.trimmed().isEmpty()) {
        if (versionIsCached(version))
            m_records->showCached(&m_controller->cache(), m_controller->oid(), version);
        return;
    }
    if (versionIsCached(version))
        m_records->showRecords(m_controller->cache().search(m_controller->oid(), version, text, 500));
}

void DictionaryPage::searchServer()
{
    if (m_controller->oid().isEmpty())
        return;
    AttributeSearchQuery query;
    query.oid = m_controller->oid();
    query.version = currentVersion();
    query.count = 1000;
    const QString attribute = m_filterAttributeEdit->text().trimmed();
    query.filters =
        parseAttributeFilters(m_filterValueEdit->text(), attribute.isEmpty() ? QStringLiteral("display") : attribute);
    m_controller->search(query);
}

void DictionaryPage::openRecordCard(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    m_controller->lookup(m_records->recordAt(index.row()).code(), currentVersion());
}

void DictionaryPage::showRecordCard(const TermRecord &record)
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Record %1").arg(record.code()));
    auto *table = new QTableWidget(int(record.attributes.size()), 2, dialog);
    table->setObjectName(QStringLiteral("recordCardTable"));
    table->setHorizontalHeaderLabels({tr("Attribute"), tr("Value")});
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int i = 0; i < record.attributes.size(); ++i) {
        // The name a person reads; the server's own name in the tooltip (the attribute search takes it).
        auto *name = new QTableWidgetItem(DictionaryRecordModel::attributeLabel(record.attributes[i].first));
        name->setToolTip(record.attributes[i].first);
        table->setItem(i, 0, name);
        table->setItem(i, 1, new QTableWidgetItem(record.attributes[i].second));
    }
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    dialog->resize(560, 360);
    dialog->show();
    Q_EMIT recordCardShown(record);
}

void DictionaryPage::checkCode()
{
    const QString code = m_checkCodeEdit->text().trimmed();
    if (m_controller->oid().isEmpty() || code.isEmpty())
        return;
    m_checkResultLabel->setText(tr("Checking…"));
    m_controller->check(code, currentVersion());
}

void DictionaryPage::translateCode()
{
    const QString code = m_checkCodeEdit->text().trimmed();
    if (m_controller->oid().isEmpty() || code.isEmpty())
        return;
    TranslateQuery query;
    query.system = m_controller->oid();
    query.code = code;
    query.target = m_translateTargetEdit->text().trimmed();
    m_translateResultLabel->setText(tr("Translating…"));
    m_controller->translate(query);
}

void DictionaryPage::showChanges()
{
    if (m_controller->oid().isEmpty())
        return;
    m_changesProblemLabel->setText(m_controller->changes(m_fromVersionCombo->currentData().toString(),
                                                         m_toVersionCombo->currentData().toString()));
}

void DictionaryPage::startDownload()
{
    if (m_controller->oid().isEmpty())
        return;
    m_banner->clearMessage();
    m_downloadButton->setEnabled(false);
    m_downloadProgress->setValue(0);
    m_downloadProgress->setVisible(true);
    m_cancelDownloadButton->setVisible(true);
    m_controller->download().start(m_controller->oid(), currentVersion());
}

void DictionaryPage::updateOfflineState()
{
    if (m_controller->oid().isEmpty() || !m_controller->cache().isOpen()) {
        m_offlineLabel->clear();
        return;
    }
    QString text = versionIsCached(currentVersion()) ? tr("This version is available offline.")
                                                     : tr("This version is read from the server.");
    const QString newer = m_controller->cache().newerVersion(m_controller->oid());
    if (!newer.isEmpty())
        text += u' ' + tr("A newer version %1 exists.").arg(newer);
    m_offlineLabel->setText(text);
}

QString DictionaryPage::statusText(const QString &status)
{
    // FHIR's publication status of a ValueSet.
    if (status == u"active")
        return tr("in force");
    if (status == u"draft")
        return tr("draft");
    if (status == u"retired")
        return tr("retired");
    if (status == u"unknown")
        return tr("unknown");
    return status;
}

bool DictionaryPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_recordTable && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_End && (key->modifiers() & Qt::ControlModifier)
            && (m_records->canFetchMore({}) || m_records->isFetchingToEnd())) {
            m_records->fetchToEnd(); // reachedEnd() selects the last record
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DictionaryPage::goToLastRecord()
{
    const int rows = m_records->rowCount();
    if (rows == 0)
        return;
    const QModelIndex last = m_records->index(rows - 1, std::max(0, m_recordTable->currentIndex().column()));
    m_recordTable->setCurrentIndex(last);
    m_recordTable->scrollTo(last, QAbstractItemView::PositionAtBottom);
}

void DictionaryPage::clearDictionaryResults()
{
    m_changes->clear();
    m_checkResultLabel->clear();
    m_translateResultLabel->clear();
}

bool DictionaryPage::exportRecords(const QString &filePath) const
{
    // Owner-only like every file we write: a dictionary is public, but the file sits among the
    // person's own and is no business of other accounts.
    return privatefiles::writeFile(filePath, m_records->toCsv());
}

void DictionaryPage::showError(const ApiError &error)
{
    m_banner->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
}

} // namespace cliniclink
