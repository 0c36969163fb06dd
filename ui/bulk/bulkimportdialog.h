// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Opening a registrar's spreadsheet: the file as read with the detected encoding and separator
// (the person can change either, and the preview follows), whether the first line is a header,
// the operation, and which column holds which field, guessed from the header and from the last
// file. Fields the operation needs and no column holds are named in red, and how many rows
// have problems is said before the job is made; nothing is sent from here. Columns: FormFields.

#include "core/bulk/bulkfields.h"
#include "core/bulk/csvtext.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace cliniclink {

class FormSession;

class BulkImportDialog : public QDialog {
    Q_OBJECT
public:
    BulkImportDialog(const QString &fileName, const QByteArray &bytes, const QHash<QString, BulkField> &remembered,
                     const QDate &today, QWidget *parent = nullptr);

    QString fileName() const { return m_fileName; }
    CsvTable table() const { return m_table; }
    bool hasHeader() const;
    EnrichmentOperation operation() const;
    BulkMapping mapping() const;
    // Whether a job can be made: the file reads and every needed field has a column.
    bool isComplete() const;

    // The widgets, for keyboard order and tests.
    QComboBox *encodingBox() const { return m_encoding; }
    QComboBox *separatorBox() const { return m_separator; }
    QComboBox *operationBox() const { return m_operation; }
    QLabel *summaryLabel() const { return m_summary; }
    QTableWidget *preview() const { return m_preview; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void reread();
    void fillColumnChoices();
    void refresh();

    QString m_fileName;
    QByteArray m_bytes;
    QHash<QString, BulkField> m_remembered;
    QDate m_today;
    CsvTable m_table;

    FormSession *m_session; // before the widgets: it goes first, while the fields' rows are there
    QComboBox *m_encoding;
    QComboBox *m_separator;
    QCheckBox *m_header;
    QComboBox *m_operation;
    QTableWidget *m_preview;
    QLabel *m_readError;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
};

} // namespace cliniclink
