#include "session.h"

#include "core/common/logging.h"
#include "core/follow/followdesk.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/storage/journal.h"

#include <QNetworkAccessManager>

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
    , m_journal(new Journal(m_clock, options.journalFile.isEmpty() ? Journal::defaultFilePath() : options.journalFile, this))
    , m_poller(new Poller(m_clock, this))
    , m_follow(new FollowDesk(m_journal, m_poller, this))
{
    m_transport->setRequestLog(m_requestLog);
    m_transport->setAccessProvider([this](Service service) { return access(service); });
    connect(m_environments, &EnvironmentStore::currentChanged, this, &Session::applyEnvironment);
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
    if (const auto opened = m_journal->open(); !opened) {
        qCWarning(lcJournal) << "journal not opened:" << opened.error().detail;
        Q_EMIT journalProblem(opened.error().message);
    }
    applyEnvironment(m_environments->current());
}

void Session::applyEnvironment(const Environment &environment)
{
    m_transport->setLimits(LimitTable::contractDefaults().withOverrides(environment.limitOverrides));
    m_secrets->preload(environment.id);
    m_poller->clear();
    if (m_journal->isOpen()) {
        if (const auto resumed = m_follow->resume(environment.id); !resumed)
            Q_EMIT journalProblem(resumed.error().message);
    }
    Q_EMIT environmentChanged(environment);
}

Environment Session::currentEnvironment() const
{
    return m_environments->current();
}

ServiceAccess Session::access(Service service) const
{
    const Environment env = m_environments->current();
    ServiceAccess a;
    a.environmentId = env.id;
    a.baseUrl = env.baseUrl(service);
    a.schemeWord = env.schemeWord;
    a.token = m_secrets->cachedToken(env.id, service);
    if (a.token.isEmpty())
        a.token = m_fallbackTokens.value(env.id).value(service);
    a.organizationId = env.organizationId;
    a.timeoutSeconds = env.timeoutSeconds;
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
