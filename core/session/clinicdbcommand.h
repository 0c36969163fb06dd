// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The clinic database's commands, without a window (docs/clinic-server.md):
//   cliniclink --init-clinic-db URL        creates or upgrades the schema, says so, exits
//   cliniclink --set-clinic-db-password URL  reads the role's password from standard input (not
//                                          echoed) into the keychain
//   cliniclink --import-journal [URL]      moves this workstation's journal (tracked items, bulk
//                                          jobs) into the clinic database; a second run adds nothing
// URL is postgresql://[user@]host[:port]/database; without one, --import-journal takes the current
// environment's clinic database. The role's password comes from the keychain (or libpq's
// PGPASSWORD and ~/.pgpass); a server not on this machine is reached over TLS checked with the
// environment's CA file. One line on standard output, in the interface language; exit code 0 on
// success, 1 otherwise. Nothing personal and no password is printed.

#include <QObject>
#include <QTextStream>

#include <functional>

namespace cliniclink {

class Journal;
class Session;

class ClinicDbCommand : public QObject {
    Q_OBJECT
public:
    ClinicDbCommand(Session &session, QTextStream &out, QObject *parent = nullptr);

    // finished() follows, always from the event loop.
    void initialize(const QString &url);
    // sourceFile: the workstation's SQLite journal (empty: Journal::defaultFilePath()).
    void importJournal(const QString &url, const QString &sourceFile);
    // The password from in, into the keychain entry of the URL's role.
    void storePassword(const QString &url, QTextStream &in);

Q_SIGNALS:
    void finished(int exitCode);

private:
    // Opens the clinic database (with the keychain's password when it asks for one), then then().
    void openClinic(const QString &url, const std::function<void(Journal &)> &then);
    void done(int exitCode, const QString &line);

    Session &m_session;
    QTextStream &m_out;
    Journal *m_clinic = nullptr;
};

} // namespace cliniclink
