// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's bulk jobs: made from a spreadsheet read by readCsv() and a column mapping, kept
// in the journal, and worked by one BulkEnrichmentRun each. Jobs belong to an environment; when
// the environment changes, the runs of the old one stop (their orders would go to the wrong
// service) and, once the new one's tokens are read, jobs left running there continue by
// themselves, as after a restart.

#include "bulkenrichmentrun.h"
#include "bulkfields.h"
#include "core/storage/journalerror.h"
#include "csvtext.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace cliniclink {

struct Environment;

class BulkEnrichmentDesk : public QObject {
    Q_OBJECT
public:
    BulkEnrichmentDesk(Session &session, EnrichmentDesk &orders, QObject *parent = nullptr);

    // A job of the current environment from the table's rows (the first is the header when
    // hasHeader), Ready to start. The mapping's header names are remembered for the next file.
    JournalResult<qint64> createJob(const QString &title, EnrichmentOperation operation, const CsvTable &table,
                                    bool hasHeader, const BulkMapping &mapping);
    // Jobs of the current environment, newest first.
    QList<BulkJob> jobs() const;
    // The job's run, made on first use; null when the job is not of the current environment.
    BulkEnrichmentRun *run(qint64 jobId);
    // Removes a job that sends nothing now (its orders stay in the journal as orders).
    JournalResult<void> removeJob(qint64 jobId);

    // Rows of the running jobs not sent yet or being sent (BulkProgress waiting + sending): with
    // the orders awaited from the platform (the rows in progress), the progress bars' unfinished().
    int unsentRows() const;

    // Header text -> field, as the person mapped the last file.
    QHash<QString, BulkField> rememberedColumns() const;

Q_SIGNALS:
    void jobsChanged();
    void problem(const QString &message);

private:
    void onEnvironmentChanged();
    void continueRunning(const QString &environmentId);

    Session &m_session;
    EnrichmentDesk &m_orders;
    QHash<qint64, QPointer<BulkEnrichmentRun>> m_runs;
};

} // namespace cliniclink
