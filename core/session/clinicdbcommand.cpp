// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clinicdbcommand.h"

#include "core/common/logging.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/storage/journal.h"
#include "session.h"

#include <QTimer>

namespace cliniclink {

ClinicDbCommand::ClinicDbCommand(Session &session, QTextStream &out, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_out(out)
{
}

void ClinicDbCommand::done(int exitCode, const QString &line)
{
    m_out << line << '\n';
    m_out.flush();
    QTimer::singleShot(0, this, [this, exitCode] { Q_EMIT finished(exitCode); });
}

void ClinicDbCommand::openClinic(const QString &url, const std::function<void(Journal &)> &then)
{
    const JournalLocation location = JournalLocation::parse(url);
    if (!location.isPostgres() || !location.isValid()) {
        done(1,
             tr("\"%1\" is not a clinic database address. Give one such as "
                "postgresql://cliniclink@db.clinic.local/cliniclink, without a password.")
                 .arg(location.isPostgres() ? location.toString() : url));
        return;
    }
    m_clinic = new Journal(&m_session.clock(), location.toString(), this);
    m_clinic->setCaFile(m_session.environments().current().caFile);
    const auto opened = m_clinic->open();
    if (opened) {
        QTimer::singleShot(0, this, [this, then] { then(*m_clinic); });
        return;
    }
    if (opened.error().code != JournalError::Code::OpenFailed) {
        qCWarning(lcJournal) << "clinic database not opened:" << opened.error().detail;
        done(1, opened.error().message);
        return;
    }
    // The role has a password: the keychain's, then once more.
    m_session.secrets()
        .readDatabasePassword(location.secretKey())
        .then(this,
              [this, then](const QString &password) {
                  m_clinic->setPassword(password);
                  if (const auto opened = m_clinic->open(); !opened) {
                      qCWarning(lcJournal) << "clinic database not opened:" << opened.error().detail;
                      done(1, opened.error().message);
                      return;
                  }
                  then(*m_clinic);
              })
        .onFailed(this,
                  [this] { done(1, tr("The clinic database asks for a password, and the keychain cannot be read.")); });
}

void ClinicDbCommand::storePassword(const QString &url, QTextStream &in)
{
    const JournalLocation location = JournalLocation::parse(url);
    if (!location.isPostgres() || !location.isValid()) {
        done(1,
             tr("\"%1\" is not a clinic database address. Give one such as "
                "postgresql://cliniclink@db.clinic.local/cliniclink, without a password.")
                 .arg(location.isPostgres() ? location.toString() : url));
        return;
    }
    const QString password = in.readLine();
    if (password.isEmpty()) {
        done(1, tr("No password was given on standard input; nothing was changed."));
        return;
    }
    m_session.secrets()
        .writeDatabasePassword(location.secretKey(), password)
        .then(this,
              [this, location] {
                  done(m_session.secrets().isPersistent() ? 0 : 1,
                       m_session.secrets().isPersistent()
                           ? tr("The password for %1 is kept in the keychain.").arg(location.toString())
                           : tr("The keychain is not available, so the password was not kept."));
              })
        .onFailed(this, [this] { done(1, tr("The keychain cannot be written; the password was not kept.")); });
}

void ClinicDbCommand::initialize(const QString &url)
{
    openClinic(url, [this](Journal &clinic) {
        done(0,
             tr("The clinic database %1 is ready (schema version %2).")
                 .arg(clinic.filePath())
                 .arg(clinic.schemaVersion()));
    });
}

void ClinicDbCommand::importJournal(const QString &url, const QString &sourceFile)
{
    const QString target = url.isEmpty() ? m_session.environments().current().sharedJournal() : url;
    if (target.isEmpty()) {
        done(1, tr("No clinic database is named: give its address, or set it for the environment in Settings."));
        return;
    }
    const QString file = sourceFile.isEmpty() ? Journal::defaultFilePath() : sourceFile;
    openClinic(target, [this, file](Journal &clinic) {
        Journal local(&m_session.clock(), file);
        if (const auto opened = local.open(); !opened) {
            done(1, opened.error().message);
            return;
        }
        const auto imported = clinic.importFrom(local, Journal::importSourceKey(file));
        if (!imported) {
            done(1, imported.error().message);
            return;
        }
        done(0,
             tr("Moved into the clinic database %1: %2 followed items and %3 bulk jobs (%4 moved before "
                "were left as they were). Drafts and the request log stay on this workstation.")
                 .arg(clinic.filePath())
                 .arg(imported->trackedItems)
                 .arg(imported->bulkJobs)
                 .arg(imported->alreadyImported));
    });
}

} // namespace cliniclink
