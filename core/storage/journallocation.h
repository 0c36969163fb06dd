// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where a journal lives: a SQLite file of this workstation, or the clinic's PostgreSQL database
// named by a URL postgresql://[user@]host[:port]/database[?host=/socket/folder]
// (docs/clinic-server.md). The password is never part of it: it comes from the keychain, and a
// URL that carries one is refused, so none reaches the settings or a log.

#include "journalschema.h"

#include <QString>

namespace cliniclink {

struct JournalLocation {
    JournalEngine engine = JournalEngine::SQLite;
    QString filePath; // SQLite
    // PostgreSQL. host is a name, an address, or a folder holding the server's Unix socket.
    QString host;
    int port = 5432;
    QString database;
    QString user;
    bool hadPassword = false; // the URL carried a password: refused by isValid()

    // A postgresql:// or postgres:// URL, otherwise a file path.
    static JournalLocation parse(const QString &text);
    bool isPostgres() const { return engine == JournalEngine::PostgreSQL; }
    // A file path, or a URL naming a host (or socket folder) and a database, without a password.
    bool isValid() const;
    // A Unix socket, localhost or a loopback address: the connection never leaves the machine,
    // and TLS is not asked for. Any other host is reached with sslmode=verify-full only.
    bool isLocal() const;
    // The file path, or the URL without a password: what the settings keep and a log may name.
    QString toString() const;
    // Whom the keychain keeps the password for: "user@host:port/database".
    QString secretKey() const;
};

} // namespace cliniclink
