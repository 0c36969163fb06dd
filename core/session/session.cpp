// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "session.h"

#include "core/common/logging.h"
#include "core/follow/followdesk.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/storage/journal.h"

#include <QDir>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QSslConfiguration>

namespace cliniclink {

Session::Session(const Options &options, QObject *parent)
    : QObject(parent)
    , m_clock(options.clock ? options.clock : Clock::system())
    , m_network(new QNetworkAccessManager(this))
    , m_requestLog(new RequestLog(2000, this))
    , m_transport(new Transport(m_network, m_clock, this))
    , m_environments(options.settingsFile.isEmpty() ? new EnvironmentStore(this)
                                                    : new EnvironmentStore(options.settingsFile, this))
    , m_secrets(new SecretStore(options.sessionOnlySecrets ? SecretStore::Backend::SessionOnly
                                                           : SecretStore::Backend::SystemKeychain,
                                m_clock, this))
    , m_journal(
          new Journal(m_clock, options.journalFile.isEmpty() ? Journal::defaultFilePath() : options.journalFile, this))
    , m_poller(new Poller(m_clock, this))
    , m_follow(new FollowDesk(m_journal, m_poller, this))
    , m_retentionDays(options.retentionDays >= 0 ? options.retentionDays : m_environments->retentionDays())
    , m_retentionTimer(m_clock->createTimer(this))
{
    m_transport->setRequestLog(m_requestLog);
    m_transport->setConnectionPerWrite(true);
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    // Qt 6.4 caps a manager at 6 connections per host; the signing gateway takes 10 status reads
    // at once (later Qt is told so per request, see Transport::send).
    m_transport->setStatusNetworkPool(2);
#endif
    m_transport->setAccessProvider([this](Service service) { return access(service); });
    // Nothing that changes state leaves unless the journal can record it.
    m_transport->setSendGate([this] { return m_journalHealth.canRecord ? QString() : m_journalHealth.problem; });
    m_journalHealth.problem = tr("The local journal is not open yet.");
    const auto journalFailed = [this](const JournalError &error) {
        if (error.isFatal())
            setJournalHealth({true, false, error.message, m_journalNotice});
    };
    connect(m_journal, &Journal::failed, this, journalFailed);
    connect(m_follow, &FollowDesk::writeFailed, this, journalFailed);
    connect(m_environments, &EnvironmentStore::currentChanged, this, &Session::applyEnvironment);
    connect(m_retentionTimer, &ClockTimer::timeout, this, &Session::applyRetention);
    connect(m_secrets, &SecretStore::probed, this, &Session::keychainStatusChanged);
    // The request log in the journal keeps what support may need after a restart; never the
    // unmasked bodies of diagnostic mode, and never bodies at all (the journal row has none).
    connect(m_requestLog, &RequestLog::appended, this, [this](const RequestLogEntry &e) {
        if (!m_journal->isOpen())
            return;
        RequestLogRow row;
        row.time = e.startedAt;
        row.environmentId = e.environmentId;
        row.service = serviceKey(e.service);
        row.method = QString::fromLatin1(e.method);
        row.path = e.path;
        if (e.httpStatus > 0)
            row.httpStatus = e.httpStatus;
        row.durationMs = e.durationMs;
        row.serviceCode = e.serviceCode;
        row.error = e.errorText;
        m_journal->appendRequestLog(row);
    });
}

Session::~Session()
{
    m_poller->clear();
}

void Session::start()
{
    m_secrets->probe();
    recheckJournal();
    applyRetention();
    applyEnvironment(m_environments->current());
}

JournalResult<int> Session::clearJournal()
{
    const auto forgotten = m_journal->forgetFinished(m_clock->now().addSecs(1));
    if (!forgotten)
        return forgotten;
    if (const auto sheets = m_journal->forgetFinishedBulkJobs(m_clock->now().addSecs(1)); !sheets)
        return sheets.error();
    if (const auto pruned = m_journal->pruneRequestLog(0); !pruned)
        return pruned.error();
    m_requestLog->clear();
    return forgotten;
}

void Session::setRetentionDays(int days)
{
    m_environments->setRetentionDays(days);
    m_retentionDays = std::max(0, days);
    m_retentionTimer->stop();
    applyRetention();
}

void Session::applyRetention()
{
    const QDateTime now = m_clock->now();
    m_retentionTimer->startAt(now.addDays(1));
    if (m_retentionDays <= 0) {
        countUnfinished({});
        return;
    }
    if (!m_journal->isOpen())
        return;
    const QDateTime cutoff = now.addDays(-m_retentionDays);
    if (const auto forgotten = m_journal->forgetBefore(cutoff); !forgotten)
        qCWarning(lcJournal) << "retention not applied:" << forgotten.error().detail;
    else if (*forgotten > 0)
        qCInfo(lcJournal) << "retention: emptied or deleted" << *forgotten << "rows";
    countUnfinished(cutoff);
}

void Session::countUnfinished(const QDateTime &cutoff)
{
    UnfinishedItems unfinished;
    if (cutoff.isValid() && m_journal->isOpen()) {
        const auto found = m_journal->unfinishedBefore(cutoff);
        if (!found) {
            qCWarning(lcJournal) << "unfinished items not counted:" << found.error().detail;
            return;
        }
        unfinished = *found;
    }
    if (unfinished == m_unfinished)
        return;
    const bool countChanged = unfinished.count() != m_unfinished.count();
    m_unfinished = unfinished;
    if (countChanged)
        Q_EMIT unfinishedPastRetentionChanged(int(m_unfinished.count()));
}

JournalResult<int> Session::closeUnfinishedPastRetention()
{
    if (m_retentionDays <= 0)
        return 0;
    const QDateTime cutoff = m_clock->now().addDays(-m_retentionDays);
    // Counted again now: what finished since the last count is not closed.
    const auto found = m_journal->unfinishedBefore(cutoff);
    if (!found)
        return found.error();
    const auto closed = m_follow->closeUnfinished(*found);
    countUnfinished(cutoff);
    return closed;
}

void Session::recheckJournal()
{
    if (!m_journal->isOpen()) {
        if (const auto opened = m_journal->open(); !opened) {
            qCWarning(lcJournal) << "journal not opened:" << opened.error().detail;
            Q_EMIT journalProblem(opened.error().message);
            setJournalHealth({true, false, opened.error().message, {}});
            return;
        }
        if (!m_journal->movedAsideFrom().isEmpty())
            m_journalNotice = tr("The local journal was damaged. It was moved to %1 and kept as it was; a new "
                                 "journal was started, so what the old one followed is not followed here.")
                                  .arg(QDir::toNativeSeparators(m_journal->movedAsideFrom()));
    }
    if (const auto written = m_journal->checkWritable(); !written)
        return; // failed() has set the health
    setJournalHealth({true, true, {}, m_journalNotice});
}

void Session::setJournalHealth(const JournalHealth &health)
{
    if (health == m_journalHealth)
        return;
    m_journalHealth = health;
    Q_EMIT journalHealthChanged(health);
}

void Session::applyEnvironment(const Environment &environment)
{
    m_transport->setLimits(LimitTable::contractDefaults().withOverrides(environment.limitOverrides));
    primeLimiter(environment.id);
    m_poller->clear();
    m_resumedEnvironment.clear();
    // Lists and lookups name the environment at once; following resumes after the tokens.
    m_follow->setEnvironment(environment.id);
    // Follow again only once the tokens are read from the keychain: a poll sent before would fail
    // with "no access token is set" for one cycle.
    const QString id = environment.id;
    m_secrets->preload(id).then(this, [this, id] { resumeFollowing(id); });
    Q_EMIT environmentChanged(environment);
}

void Session::primeLimiter(const QString &environmentId)
{
    // The last minute's requests of an earlier run still count at the service: a restart must
    // not let another minute's worth go at once. Once, at start: later the limiter has counted
    // this run's requests itself.
    if (m_limiterPrimed || !m_journal->isOpen())
        return;
    m_limiterPrimed = true;
    const QDateTime since = m_clock->now().addSecs(-61);
    const auto recent = m_journal->requestLog(2000, environmentId);
    if (!recent)
        return;
    for (auto it = recent->crbegin(); it != recent->crend(); ++it) {
        Service service;
        const QDateTime answered = it->time.addMSecs(it->durationMs);
        if (answered >= since && serviceFromKey(it->service, &service))
            m_transport->limiter().recordEarlier(service, answered);
    }
}

void Session::resumeFollowing(const QString &environmentId)
{
    if (environmentId != m_environments->currentId() || !m_journal->isOpen())
        return;
    if (const auto resumed = m_follow->resume(environmentId); !resumed) {
        Q_EMIT journalProblem(resumed.error().message);
        return;
    }
    m_resumedEnvironment = environmentId;
    Q_EMIT followingResumed(environmentId);
}

Environment Session::currentEnvironment() const
{
    return m_environments->current();
}

ServiceAccess Session::access(Service service) const
{
    const Environment env = m_environments->current();
    QString token = m_secrets->cachedToken(env.id, service);
    if (token.isEmpty())
        token = m_fallbackTokens.value(env.id).value(service);
    ServiceAccess a = serviceAccess(env, service, token);
    if (!env.caFile.isEmpty() && a.baseUrl.scheme() == u"https" && a.refusal.isEmpty()) {
        // Read once per file version: access() is asked before every call.
        const QDateTime modified = QFileInfo(env.caFile).lastModified();
        if (m_caBundle.path() != env.caFile || m_caBundle.lastModified() != modified) {
            m_caBundle = CaBundle::load(env.caFile);
            m_caTrust.clear();
            if (m_caBundle.isValid())
                m_caTrust = QSslConfiguration::systemCaCertificates() + m_caBundle.certificates();
        }
        // A CA file that cannot be read stops the calls: without it they would fail on TLS anyway,
        // and the reason would be less clear.
        if (m_caBundle.isValid())
            a.caCertificates = m_caTrust;
        else
            a.refusal = m_caBundle.errorString();
    }
    return a;
}

KeychainStatus Session::keychainStatus() const
{
    return m_secrets->status();
}

bool Session::isJournalOpen() const
{
    return m_journal->isOpen();
}

void Session::setFallbackTokens(const QString &environmentId, const QMap<Service, QString> &tokens)
{
    m_fallbackTokens.insert(environmentId, tokens);
}

} // namespace cliniclink
