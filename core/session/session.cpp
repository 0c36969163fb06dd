// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "session.h"

#include "core/common/logging.h"
#include "core/common/offsetclock.h"
#include "core/follow/followdesk.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/storage/clinicbudget.h"
#include "core/storage/journal.h"
#include "core/storage/journallocation.h"
#include "journalwatch.h"
#include "requesthistory.h"
#include "retention.h"
#include "serviceaccessprovider.h"

#include <QCryptographicHash>
#include <QNetworkAccessManager>
#include <QSysInfo>
#include <QUuid>

#include <cstdlib>
#include <utility>

namespace cliniclink {

namespace {

QString journalLocation(const Session::Options &options, const EnvironmentStore &environments)
{
    if (!options.journalFile.isEmpty())
        return options.journalFile;
    const QString clinic = environments.current().sharedJournal();
    return clinic.isEmpty() ? Journal::defaultFilePath() : clinic;
}

// This machine and this user, hashed: names whose drafts they are without naming anyone.
QString draftOwnerKey()
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QSysInfo::machineUniqueId());
    hash.addData(QByteArrayView("/"));
    hash.addData(qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).toUtf8());
    return QString::fromLatin1(hash.result().toHex().left(32));
}

} // namespace

Session::Session(const Options &options, QObject *parent)
    : QObject(parent)
    , m_clinicClock(options.clock && !options.alignClockWithClinic
                        ? nullptr
                        : new OffsetClock(options.clock ? options.clock : Clock::system(), 0, this))
    , m_clock(m_clinicClock ? m_clinicClock : options.clock)
    , m_realign(m_clock->createTimer(this))
    , m_network(new QNetworkAccessManager(this))
    , m_requestLog(new RequestLog(2000, this))
    , m_transport(new Transport(m_network, m_clock, this))
    , m_environments(options.settingsFile.isEmpty() ? new EnvironmentStore(this)
                                                    : new EnvironmentStore(options.settingsFile, this))
    , m_secrets(new SecretStore(options.sessionOnlySecrets ? SecretStore::Backend::SessionOnly
                                                           : SecretStore::Backend::SystemKeychain,
                                m_clock, this))
    , m_journal(new Journal(m_clock, journalLocation(options, *m_environments), this))
    , m_requestJournal(m_journal->location().isPostgres() ? new Journal(m_clock, options.localJournalFile, this)
                                                          : m_journal)
    , m_poller(new Poller(m_clock, this))
    , m_follow(new FollowDesk(m_journal, m_poller, this))
    , m_access(std::make_unique<ServiceAccessProvider>(*m_environments, *m_secrets))
    , m_journalWatch(new JournalWatch(*m_journal, this, m_clock))
    , m_retention(new Retention(*m_clock, *m_journal, *m_requestJournal, *m_follow, *m_environments, *m_requestLog,
                                options.retentionDays >= 0 ? options.retentionDays : m_environments->retentionDays(),
                                this))
    , m_requestHistory(new RequestHistory(*m_clock, *m_requestJournal, *m_requestLog, *m_transport, this))
    , m_workstationId(QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_journalGiven(options.journalFile)
{
    // A clinic database keeps every workstation's drafts; each person at each workstation sees theirs.
    if (m_journal->location().isPostgres())
        m_journal->setDraftOwner(draftOwnerKey());
    // A clinic database on another machine is trusted as the environment's servers are.
    m_journal->setCaFile(m_environments->current().caFile);
    m_transport->setRequestLog(m_requestLog);
    m_transport->setConnectionPerWrite(true);
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    // Qt 6.4 caps a manager at 6 connections per host; the signing gateway takes 10 status reads
    // at once (later Qt is told so per request, see Transport::send).
    m_transport->setStatusNetworkPool(2);
#endif
    m_transport->setAccessProvider([this](Service service) { return m_access->access(service); });
    // Nothing that changes state leaves unless the journal can record it.
    m_transport->setSendGate([this] {
        const JournalHealth health = m_journalWatch->health();
        return health.canRecord ? QString() : health.problem;
    });
    // A clinic database: this run shares the followed items and the outbox with the others.
    if (m_journal->location().isPostgres())
        m_follow->shareWithClinic(m_workstationId, std::chrono::seconds(m_environments->clinicLeaseSeconds()));
    // A place the clinic moved to another workstation's items is theirs when this run's call ends.
    connect(m_poller, &Poller::placeGivenUp, this, [this] { m_transport->budget().giveBackNow(); });
    connect(m_follow, &FollowDesk::writeFailed, m_journalWatch, &JournalWatch::reportFailure);
    // A colleague's run that stopped beating: the places in flight it held are the clinic's again.
    connect(m_follow, &FollowDesk::colleaguesGone, this, [this](const QStringList &runs) {
        if (m_budget)
            m_budget->endPlacesOf(runs);
    });
    connect(m_journalWatch, &JournalWatch::openFailed, this, &Session::journalProblem);
    // A clinic database that opens (at start, or later when it was out of reach then): this run
    // takes the clinic's time and its budget, and follows what it holds.
    connect(m_journalWatch, &JournalWatch::healthChanged, this, [this](const JournalHealth &health) {
        if (!health.canRecord)
            return;
        alignClockWithClinic();
        useClinicBudget();
        if (m_resumedEnvironment.isEmpty() && m_tokensRead == m_environments->currentId())
            resumeFollowing(m_tokensRead);
    });
    connect(m_realign, &ClockTimer::timeout, this, &Session::alignClockWithClinic);
    connect(m_environments, &EnvironmentStore::currentChanged, this, &Session::applyEnvironment);
    connect(m_secrets, &SecretStore::probed, this, &Session::keychainStatusChanged);
}

Session::~Session()
{
    m_requestHistory->writePending();
    m_follow->leaveClinic(); // what this run held is free for the others at once
    m_poller->clear();
    // The parts go in the order they were made, as QObject would delete them, but the clock goes
    // last: it was made first, and parts read it as they go (the clinic budget gives back its
    // places at that moment).
    const QObjectList parts = children();
    for (QObject *part : parts) {
        if (part != m_clinicClock)
            delete part;
    }
}

void Session::start()
{
    m_secrets->probe();
    if (m_requestJournal != m_journal && !m_requestJournal->filePath().isEmpty()) {
        if (const auto opened = m_requestJournal->open(); !opened)
            qCWarning(lcJournal) << "this workstation's request log is kept in memory only:" << opened.error().detail;
    }
    // A clinic database reached by a socket (peer or trust) or with ~/.pgpass opens at once; one
    // whose role has a password in the keychain opens once it is read.
    m_journalWatch->recheck();
    if (!m_journal->isOpen() && m_journal->location().isPostgres())
        openWithKeychainPassword();
    useClinicBudget();
    m_retention->apply();
    applyEnvironment(m_environments->current());
}

void Session::openWithKeychainPassword()
{
    m_secrets->readDatabasePassword(m_journal->location().secretKey()).then(this, [this](const QString &password) {
        if (password.isEmpty() || m_journal->isOpen())
            return;
        m_journal->setPassword(password);
        m_journalWatch->recheck();
        if (!m_journal->isOpen())
            return;
        useClinicBudget();
        m_retention->apply();
        resumeFollowing(m_environments->currentId());
    });
}

void Session::useClinicBudget()
{
    if (m_budget || !m_journal->isOpen() || !m_journal->location().isPostgres())
        return;
    m_budget =
        new ClinicBudget(m_clock, m_journal->cloneConnection(QStringLiteral("cliniclink.budget.") + m_workstationId),
                         m_workstationId, this);
    m_transport->setBudget(m_budget);
}

void Session::alignClockWithClinic()
{
    if (!m_clinicClock || !m_journal->isOpen() || !m_journal->location().isPostgres())
        return;
    // Clocks drift and get set: measured again every ten minutes. A correction within the
    // measurement's noise is not made (it would only move every armed timer).
    constexpr qint64 kToleranceMs = 50;
    const auto skew = m_journal->clockSkew();
    const bool corrected = skew && m_clinicClock->correctBy(*skew, kToleranceMs);
    m_realign->startAt(m_clock->now().addSecs(10 * 60));
    if (!skew)
        qCWarning(lcJournal) << "the clinic database's time was not read:" << skew.error().detail;
    const bool firstRead = skew && !std::exchange(m_clinicClockRead, true);
    if (firstRead || corrected)
        Q_EMIT clinicClockRead();
    if (!corrected)
        return;
    const qint64 offset = m_clinicClock->offset();
    if (std::llabs(offset) >= 1000)
        qCWarning(lcJournal).noquote() << QStringLiteral("this workstation's clock is %1 s %2 the clinic database "
                                                         "server's; the server's time is used")
                                              .arg(double(std::llabs(offset)) / 1000.0, 0, 'f', 1)
                                              .arg(offset > 0 ? QStringLiteral("behind") : QStringLiteral("ahead of"));
}

void Session::applyEnvironment(const Environment &environment)
{
    m_transport->setLimits(LimitTable::contractDefaults()
                               .withOverrides(environment.limitOverrides)
                               .withSpacingAcrossKeys(environment.statusPauseScope == StatusPauseScope::AcrossOrders));
    m_requestHistory->primeLimiter(environment.id);
    m_poller->clear();
    m_resumedEnvironment.clear();
    // Lists and lookups name the environment at once; following resumes after the tokens.
    m_follow->setEnvironment(environment.id);
    // Follow again only once the tokens are read from the keychain: a poll sent before would fail
    // with "no access token is set" for one cycle.
    const QString id = environment.id;
    m_tokensRead.clear();
    m_secrets->preload(id).then(this, [this, id] {
        m_tokensRead = id;
        resumeFollowing(id);
    });
    Q_EMIT environmentChanged(environment);
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

bool Session::journalDiffersFor(const Environment &env) const
{
    if (!m_journalGiven.isEmpty())
        return false;
    const QString clinic = env.sharedJournal();
    return JournalLocation::parse(clinic.isEmpty() ? Journal::defaultFilePath() : clinic).toString()
        != m_journal->filePath();
}

Environment Session::currentEnvironment() const
{
    return m_environments->current();
}

KeychainStatus Session::keychainStatus() const
{
    return m_secrets->status();
}

std::optional<qint64> Session::clinicClockOffset() const
{
    if (!m_clinicClockRead)
        return std::nullopt;
    return m_clinicClock->offset();
}

bool Session::isJournalOpen() const
{
    return m_journal->isOpen();
}

bool Session::journalShared() const
{
    return m_journal->location().isPostgres();
}

} // namespace cliniclink
