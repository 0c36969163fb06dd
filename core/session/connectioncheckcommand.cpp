// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "connectioncheckcommand.h"

#include "core/net/connectioncheck.h"
#include "core/net/redactor.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "session.h"

#include <QFuture>
#include <QTimer>

namespace cliniclink {

ConnectionCheckCommand::ConnectionCheckCommand(Session &session, QTextStream &out, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_out(out)
{
}

void ConnectionCheckCommand::run(const QString &environmentId)
{
    // For this check only: the window opens next time in the environment chosen there.
    if (!environmentId.isEmpty()
        && !m_session.environments().setCurrent(environmentId, EnvironmentStore::Remember::No)) {
        m_out << tr("There is no environment \"%1\".").arg(environmentId) << Qt::endl;
        done(1);
        return;
    }
    m_out << tr("Environment: %1").arg(environmentDisplayName(m_session.currentEnvironment())) << Qt::endl;
    // The journal must be open: the check's POSTs go through the same gate as any other call.
    m_session.start();
    // A token that cannot be read is reported by the service it belongs to ("no access token").
    m_session.secrets()
        .preload(m_session.environments().currentId())
        .then(this, [this] { check(); })
        .onFailed(this, [this] { check(); });
}

void ConnectionCheckCommand::check()
{
    auto *check = new ConnectionCheck(&m_session.transport(), m_session.currentEnvironment(), {}, this);
    connect(check, &ConnectionCheck::serviceChecked, this, &ConnectionCheckCommand::print);
    connect(check, &ConnectionCheck::finished, this, [this] {
        if (m_checked == 0)
            m_out << tr("No service has an address in this environment.") << Qt::endl;
        done(m_checked > 0 && m_failed == 0 ? 0 : 1);
    });
    check->run();
}

void ConnectionCheckCommand::print(const ConnectionCheckResult &result)
{
    const QString name = serviceDisplayName(result.service);
    switch (result.state) {
    case ConnectionCheckResult::State::NotConfigured:
        m_out << tr("%1: not configured").arg(name) << Qt::endl;
        return;
    case ConnectionCheckResult::State::Ok:
        ++m_checked;
        m_out << tr("%1: ok").arg(name) << Qt::endl;
        return;
    case ConnectionCheckResult::State::Failed:
        ++m_checked;
        ++m_failed;
        m_out << tr("%1: %2").arg(name, printable(result.text)) << Qt::endl;
        return;
    }
}

QString ConnectionCheckCommand::printable(const QString &text) const
{
    // The server's words reach a terminal, and from a cron job a log: masked as the request log
    // masks them, and never a token, even one the server echoed back.
    QStringList tokens;
    const QString environmentId = m_session.environments().currentId();
    for (Service service : allServices())
        tokens << m_session.secrets().cachedToken(environmentId, service);
    return redactor::redactText(redactor::redactSecrets(text, tokens)).replace(u'\n', u' ');
}

void ConnectionCheckCommand::done(int exitCode)
{
    m_out.flush();
    // Always from the event loop: when nothing is configured, or the tokens are in memory only,
    // everything before finishes inside run(), before the caller's event loop has started, and an
    // exit() asked for then is lost (the command never ended).
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

} // namespace cliniclink
