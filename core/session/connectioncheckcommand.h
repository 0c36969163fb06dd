// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// `cliniclink --check-connection [--environment ID] [--settings FILE]`: the Settings button's check
// without a window, for IT staff setting workstations up over SSH. One line per service (its name,
// then "ok" or the reason, in the interface language); the exit code is 0 when every configured
// service passed, 1 otherwise (or when none is configured, or the environment does not exist).
// Standard output holds only those lines (logs go to standard error); what a server said is
// printed masked as the request log masks it, and never with a token in it.

#include <QObject>
#include <QTextStream>

namespace cliniclink {

class Session;
struct ConnectionCheckResult;

class ConnectionCheckCommand : public QObject {
    Q_OBJECT
public:
    ConnectionCheckCommand(Session &session, QTextStream &out, QObject *parent = nullptr);

    // Switches to environmentId when given, reads its tokens, checks; finished() follows, always
    // from the event loop (never inside run()), so it may be connected to QCoreApplication::exit.
    void run(const QString &environmentId = {});

Q_SIGNALS:
    void finished(int exitCode);

private:
    void check();
    void print(const ConnectionCheckResult &result);
    QString printable(const QString &text) const;
    void done(int exitCode);

    Session &m_session;
    QTextStream &m_out;
    int m_checked = 0;
    int m_failed = 0;
};

} // namespace cliniclink
