// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The bulk enrichment area: a registrar's lists of patients. Open a spreadsheet (Ctrl+O), map its
// columns, then send: the rows go out as orders at the environment's pace, with a progress bar,
// counts and the time left; pause, continue and cancel; problems shown per cell and fixed in
// place; the results saved as a spreadsheet (Ctrl+S). Everything is in the journal, so a job
// left running goes on after a restart without the page being opened.

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableView;

namespace cliniclink {

class BulkEnrichmentDesk;
class BulkEnrichmentRun;
class BulkImportDialog;
class BulkRowModel;
class MessageBanner;
class Session;

class BulkEnrichmentPage : public QWidget {
    Q_OBJECT
public:
    // desk outlives the page: it keeps the jobs going while the page is not built.
    BulkEnrichmentPage(Session &session, BulkEnrichmentDesk &desk, QWidget *parent = nullptr);
    ~BulkEnrichmentPage() override;

    // What "Open a list..." does once a file is chosen: reads it and shows the import dialog.
    void openFile(const QString &path);
    BulkImportDialog *importDialog() const;
    void showJob(qint64 jobId);
    qint64 shownJob() const;
    // What "Save results..." does once a file is chosen.
    bool exportTo(const QString &path);

    QListWidget *jobList() const { return m_jobs; }
    QTableView *rowView() const { return m_rows; }
    BulkRowModel *rowModel() const { return m_model; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *countsLabel() const { return m_counts; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *exportButton() const { return m_export; }
    MessageBanner *banner() const { return m_banner; }
    // "«X» in the document-type column means → [type] [Apply to the column]": shown while rows not
    // sent yet hold a document-type value nothing recognises, one value at a time.
    QWidget *documentTypeBar() const { return m_typeBar; }
    QLabel *documentTypeValueLabel() const { return m_typeLabel; }
    QComboBox *documentTypeBox() const { return m_typeBox; }
    QPushButton *documentTypeApplyButton() const { return m_typeApply; }
    // The value the bar asks about now (empty when it is hidden).
    QString unknownDocumentType() const { return m_unknownType; }

private:
    void chooseFile();
    void chooseExportFile();
    void createJobFromImport();
    void reloadJobs();
    void refreshProgress();
    void confirmCancel();
    void refreshDocumentTypeBar();
    void scheduleDocumentTypeBar();
    void applyDocumentType();

    Session &m_session;
    BulkEnrichmentDesk &m_desk;
    QPointer<BulkEnrichmentRun> m_run;
    QPointer<BulkImportDialog> m_import;

    QListWidget *m_jobs;
    QPushButton *m_open;
    QPushButton *m_remove;
    QLabel *m_title;
    MessageBanner *m_banner;
    QProgressBar *m_progress;
    QLabel *m_counts;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_cancel;
    QPushButton *m_export;
    QWidget *m_typeBar;
    QLabel *m_typeLabel;
    QComboBox *m_typeBox;
    QPushButton *m_typeApply;
    QString m_unknownType;
    bool m_typeBarScheduled = false;
    QTableView *m_rows;
    BulkRowModel *m_model;
};

} // namespace cliniclink
