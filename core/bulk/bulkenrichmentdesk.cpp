// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkenrichmentdesk.h"

#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"

namespace cliniclink {

BulkEnrichmentDesk::BulkEnrichmentDesk(Session &session, EnrichmentDesk &orders, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_orders(orders)
{
    connect(&session, &Session::environmentChanged, this, &BulkEnrichmentDesk::onEnvironmentChanged);
    connect(&session, &Session::followingResumed, this, &BulkEnrichmentDesk::continueRunning);
    connect(&session.journal(), &Journal::bulkJobChanged, this, &BulkEnrichmentDesk::jobsChanged);
    // The desk may be made after the session resumed the current environment: continue now then.
    // Before that, nothing is sent: the tokens may not be read yet.
    if (session.resumedEnvironment() == session.currentEnvironment().id)
        continueRunning(session.currentEnvironment().id);
}

JournalResult<qint64> BulkEnrichmentDesk::createJob(const QString &title, EnrichmentOperation operation,
                                                    const CsvTable &table, bool hasHeader, const BulkMapping &mapping)
{
    BulkJob job;
    job.environmentId = m_session.currentEnvironment().id;
    job.operation = enrichmentKind(operation);
    job.title = title;
    QList<QStringList> rows = table.rows;
    if (hasHeader && !rows.isEmpty())
        job.header = rows.takeFirst();
    job.mapping = mapping.toJson();
    job.settings = {
        {QStringLiteral("encoding"),
         table.format.encoding == CsvEncoding::Windows1251 ? QStringLiteral("windows-1251") : QStringLiteral("utf-8")},
        {QStringLiteral("separator"), QString(table.format.separator)},
        {QStringLiteral("hasHeader"), hasHeader}};
    const auto id = m_session.journal().createBulkJob(job, rows);
    if (id && hasHeader) {
        QMap<QString, QString> names = m_session.environments().bulkColumnNames();
        const QHash<QString, BulkField> now = mapping.remember(job.header);
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            names.insert(it.key(), bulkFieldKey(it.value()));
        m_session.environments().setBulkColumnNames(names);
    }
    return id;
}

QList<BulkJob> BulkEnrichmentDesk::jobs() const
{
    const auto jobs = m_session.journal().bulkJobs(m_session.currentEnvironment().id);
    return jobs ? *jobs : QList<BulkJob>();
}

BulkEnrichmentRun *BulkEnrichmentDesk::run(qint64 jobId)
{
    if (const auto it = m_runs.constFind(jobId); it != m_runs.cend() && it.value())
        return it.value();
    const auto job = m_session.journal().bulkJob(jobId);
    if (!job || job->environmentId != m_session.currentEnvironment().id)
        return nullptr;
    auto *run = new BulkEnrichmentRun(m_session, m_orders, jobId, this);
    connect(run, &BulkEnrichmentRun::problem, this, &BulkEnrichmentDesk::problem);
    m_runs.insert(jobId, run);
    return run;
}

JournalResult<void> BulkEnrichmentDesk::removeJob(qint64 jobId)
{
    if (const auto it = m_runs.constFind(jobId); it != m_runs.cend() && it.value()) {
        if (it.value()->state() == BulkJob::State::Running)
            it.value()->pause();
        delete it.value();
    }
    m_runs.remove(jobId);
    return m_session.journal().removeBulkJob(jobId);
}

int BulkEnrichmentDesk::unsentRows() const
{
    int unsent = 0;
    for (const QPointer<BulkEnrichmentRun> &run : m_runs) {
        if (!run || run->state() != BulkJob::State::Running)
            continue;
        // The rows in progress are orders the journal awaits (TrackedItem::isPending()): counted there.
        const BulkProgress p = run->progress();
        unsent += p.unfinished() - p.following;
    }
    return unsent;
}

QHash<QString, BulkField> BulkEnrichmentDesk::rememberedColumns() const
{
    QHash<QString, BulkField> out;
    const QMap<QString, QString> names = m_session.environments().bulkColumnNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        if (const auto field = bulkFieldFromKey(it.value()))
            out.insert(it.key(), *field);
    }
    return out;
}

void BulkEnrichmentDesk::onEnvironmentChanged()
{
    // Runs send with the current environment's address and tokens: those of another stop here.
    for (const QPointer<BulkEnrichmentRun> &run : std::as_const(m_runs))
        delete run.data();
    m_runs.clear();
    Q_EMIT jobsChanged();
}

void BulkEnrichmentDesk::continueRunning(const QString &environmentId)
{
    if (environmentId != m_session.currentEnvironment().id || !m_session.journal().isOpen())
        return;
    for (const BulkJob &job : jobs()) {
        if (job.state != BulkJob::State::Running)
            continue;
        if (BulkEnrichmentRun *r = run(job.id))
            r->start(); // continues; sends only what is not out already
    }
}

} // namespace cliniclink
