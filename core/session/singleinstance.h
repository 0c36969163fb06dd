// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One workstation per journal: two instances on one home folder would both restore the same form
// and both send it. The first start takes a lock file beside the journal and listens on a local
// socket; a second start finds the lock, asks the first to bring its window forward, and stops.
// A lock left by a process that died is taken over (QLockFile checks that its owner still runs);
// when it cannot be (a full disk, a read-only folder), problem() says that, not "already running".
//
//   SingleInstance instance(Journal::defaultFilePath());
//   if (!instance.acquire()) { /* instance.problem(), or the first one was asked to show */ }
//   connect(&instance, &SingleInstance::showRequested, window, ...);

#include "core/session/lockfolder.h"

#include <QObject>
#include <QString>

#include <memory>

class QLocalServer;
class QLockFile;

namespace cliniclink {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    explicit SingleInstance(const QString &journalFile, QObject *parent = nullptr);
    ~SingleInstance() override;

    // True when this process is the one instance and now holds the lock. False when another runs
    // (it was asked to come forward when otherWasAsked()) or the lock could not be taken (problem()).
    bool acquire();
    bool otherWasAsked() const { return m_otherWasAsked; }
    // Translated: why this start stops.
    QString problem() const { return m_problem; }
    QString lockFilePath() const { return m_lockPath; }

Q_SIGNALS:
    // Another start asked this instance to bring its window forward.
    void showRequested();

private:
    QString serverName() const;
    QString folder() const;
    // Translated: why the lock's folder refused, for the person; stalePid names a dead owner (or 0).
    QString folderProblem(lockfolder::WriteProblem problem, qint64 stalePid) const;
    void listen();

    QString m_lockPath;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer *m_server = nullptr;
    bool m_otherWasAsked = false;
    QString m_problem;
};

} // namespace cliniclink
