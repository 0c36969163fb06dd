// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkimportdialog.h"

#include "core/common/clock.h"
#include "ui/common/formsession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

constexpr int kPreviewRows = 8;

static QString columnFieldId(BulkField field)
{
    return QStringLiteral("columns.") + bulkFieldKey(field);
}

BulkImportDialog::BulkImportDialog(const QString &fileName, const QByteArray &bytes,
                                   const QHash<QString, BulkField> &remembered, const QDate &today, QWidget *parent)
    : QDialog(parent)
    , m_fileName(fileName)
    , m_bytes(bytes)
    , m_remembered(remembered)
    , m_today(today)
    , m_session(new FormSession(this, *Clock::system())) // no draft: the clock is not used
    , m_encoding(new QComboBox(this))
    , m_separator(new QComboBox(this))
    , m_header(new QCheckBox(tr("The first line holds the column names"), this))
    , m_operation(new QComboBox(this))
    , m_preview(new QTableWidget(this))
    , m_readError(new QLabel(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Open a list of patients: %1").arg(fileName));
    m_encoding->addItem(QStringLiteral("UTF-8"), int(CsvEncoding::Utf8));
    m_encoding->addItem(QStringLiteral("Windows-1251"), int(CsvEncoding::Windows1251));
    m_separator->addItem(tr("Semicolon ( ; )"), QChar(u';'));
    m_separator->addItem(tr("Comma ( , )"), QChar(u','));
    m_separator->addItem(tr("Tab"), QChar(u'\t'));
    for (EnrichmentOperation op : kAllEnrichmentOperations)
        m_operation->addItem(enrichmentOperationName(op), int(op));
    m_header->setChecked(true);

    const CsvFormat detected = detectCsvFormat(bytes);
    m_encoding->setCurrentIndex(m_encoding->findData(int(detected.encoding)));
    m_separator->setCurrentIndex(std::max(0, m_separator->findData(detected.separator)));

    auto *read = new QFormLayout;
    read->addRow(tr("&Encoding:"), m_encoding);
    read->addRow(tr("&Separator:"), m_separator);
    read->addRow(QString(), m_header);
    read->addRow(tr("&Operation:"), m_operation);

    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->verticalHeader()->setVisible(false);
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->setMinimumHeight(180);
    m_readError->setWordWrap(true);
    m_readError->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_readError->hide();

    // Each field of a row once ("columns.<key>"), its box alone in the grid: a needed field no column
    // holds is named in red by its label and in the summary. A box is on while the operation uses it.
    auto *mappingBox = new QGroupBox(tr("Which column holds what"), this);
    auto *grid = new QGridLayout(mappingBox);
    for (int i = 0; i < int(std::size(kAllBulkFields)); ++i) {
        const BulkField field = kAllBulkFields[i];
        auto *box = new QComboBox;
        box->setObjectName(QStringLiteral("column_") + bulkFieldKey(field));
        FormField *f = m_session->add(columnFieldId(field), bulkFieldName(field) + u':', FormField::comboBox(box));
        f->setEnabledWhen([this, field] { return bulkFieldsOf(operation()).contains(field); });
        grid->addWidget(f->labelWidget(), i % 6, (i / 6) * 2);
        grid->addWidget(box, i % 6, (i / 6) * 2 + 1);
        connect(box, &QComboBox::currentIndexChanged, this, &BulkImportDialog::refresh);
    }
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_session->setRules([this] {
        FieldIssues issues;
        for (BulkField f : mapping().missing(operation()))
            issues << FieldIssue{columnFieldId(f), tr("Choose the column.")};
        return issues;
    });
    m_summary->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this); // Tab: after the columns
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Make the job"));
    m_session->addSendAction(m_buttons->button(QDialogButtonBox::Ok), [this] { return isComplete(); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(read);
    layout->addWidget(m_readError);
    layout->addWidget(m_preview, 1);
    layout->addWidget(mappingBox);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);
    resize(900, 640);

    connect(m_encoding, &QComboBox::currentIndexChanged, this, &BulkImportDialog::reread);
    connect(m_separator, &QComboBox::currentIndexChanged, this, &BulkImportDialog::reread);
    connect(m_header, &QCheckBox::toggled, this, &BulkImportDialog::fillColumnChoices);
    connect(m_operation, &QComboBox::currentIndexChanged, this, &BulkImportDialog::refresh);
    reread();
}

bool BulkImportDialog::hasHeader() const
{
    return m_header->isChecked();
}

EnrichmentOperation BulkImportDialog::operation() const
{
    return EnrichmentOperation(m_operation->currentData().toInt());
}

BulkMapping BulkImportDialog::mapping() const
{
    // The fields of the operation chosen now, whatever boxes are enabled at this moment: refresh()
    // asks for the mapping of a new operation before it enables that operation's boxes.
    const QList<BulkField> used = bulkFieldsOf(operation());
    BulkMapping m;
    for (BulkField field : kAllBulkFields) {
        bool chosen = false; // a box not filled yet holds nothing
        const int column = m_session->field(columnFieldId(field))->value().toString().toInt(&chosen);
        if (chosen && column >= 0 && used.contains(field))
            m.columns.insert(field, column);
    }
    return m;
}

bool BulkImportDialog::isComplete() const
{
    const int dataRows = int(m_table.rows.size()) - (hasHeader() ? 1 : 0);
    return m_table.ok() && dataRows > 0 && mapping().missing(operation()).isEmpty();
}

void BulkImportDialog::reread()
{
    const CsvFormat format{CsvEncoding(m_encoding->currentData().toInt()), m_separator->currentData().toChar()};
    m_table = readCsv(m_bytes, format);
    m_readError->setVisible(!m_table.ok());
    m_readError->setText(m_table.error);

    int width = 0;
    for (const QStringList &row : std::as_const(m_table.rows))
        width = std::max(width, int(row.size()));
    const int shown = std::min(int(m_table.rows.size()), kPreviewRows);
    m_preview->clear();
    m_preview->setColumnCount(width);
    m_preview->setRowCount(shown);
    for (int r = 0; r < shown; ++r) {
        const QStringList &row = m_table.rows.at(r);
        for (int c = 0; c < row.size(); ++c)
            m_preview->setItem(r, c, new QTableWidgetItem(row.at(c)));
    }
    fillColumnChoices();
}

void BulkImportDialog::fillColumnChoices()
{
    const int width = m_preview->columnCount(); // the widest row, as reread() found it
    const QStringList header = hasHeader() && !m_table.rows.isEmpty() ? m_table.rows.first() : QStringList();
    const BulkMapping guessed = BulkMapping::guess(header, m_remembered);
    for (BulkField field : kAllBulkFields) {
        auto *box = static_cast<QComboBox *>(m_session->field(columnFieldId(field))->editor());
        const QSignalBlocker blocker(box);
        box->clear();
        box->addItem(tr("(none)"), -1);
        for (int c = 0; c < width; ++c) {
            const QString name = c < header.size() && !header.at(c).isEmpty() ? header.at(c) : QString();
            box->addItem(name.isEmpty() ? tr("Column %1").arg(c + 1) : tr("%1 (column %2)").arg(name).arg(c + 1), c);
        }
        box->setCurrentIndex(std::max(0, box->findData(guessed.column(field))));
    }
    refresh();
}

void BulkImportDialog::refresh()
{
    const EnrichmentOperation op = operation();
    m_session->applyEnabled(); // the operation's columns on, the others off; OK when complete
    const QStringList missing = m_session->faultyLabels();
    for (FormField *f : m_session->fields()) {
        f->labelWidget()->setEnabled(f->enabledByRule());
        f->labelWidget()->setStyleSheet(missing.contains(f->label()) ? QStringLiteral("color: #b71c1c;") : QString());
    }

    QString summary;
    if (m_table.ok()) {
        const BulkMapping m = mapping();
        const int first = hasHeader() ? 1 : 0;
        int withProblems = 0;
        const int headerWidth = hasHeader() && !m_table.rows.isEmpty() ? int(m_table.rows.first().size()) : 0;
        for (int r = first; r < m_table.rows.size(); ++r)
            withProblems += readBulkRow(op, m, m_table.rows.at(r), m_today, headerWidth).sendable() ? 0 : 1;
        const int rows = std::max(0, int(m_table.rows.size()) - first);
        summary = tr("%n row(s) of patients", nullptr, rows);
        if (!missing.isEmpty()) {
            summary += u". " + tr("Choose the column for: %1.").arg(missing.join(QStringLiteral(", ")));
        } else if (withProblems > 0) {
            summary += u". "
                + tr("%n row(s) have problems: they are kept, marked, and not sent until fixed.", nullptr,
                     withProblems);
        } else {
            summary += u". " + tr("Every row can be sent.");
        }
    }
    m_summary->setText(summary);
}

} // namespace cliniclink
