#pragma once
// Keeps the Poller and the journal in step, so polling survives a restart: track() records a sent
// item and starts following it, every change the poller makes (sent, answered, rescheduled,
// finished, stopped) is written back to tracked_items, and resume() schedules an environment's
// pending items where the previous run left them. Poller keys of journal items are "journal:<id>";
// other keys in the same poller are left alone.

#include "poller.h"
#include "core/storage/journal.h"

#include <QObject>

#include <optional>

namespace cliniclink {

class PollJournalBridge : public QObject
{
    Q_OBJECT
public:
    // Neither is owned; both must outlive the bridge.
    PollJournalBridge(Journal *journal, Poller *poller, QObject *parent = nullptr);

    static QString keyFor(qint64 journalId);
    // The journal id behind a poller key, or nothing for keys the bridge did not make.
    static std::optional<qint64> journalIdFor(const QString &key);

    // Records item (first check initialDelay from now unless item.nextCheckAt says otherwise)
    // and starts following it. Returns the journal id.
    JournalResult<qint64> track(TrackedItem item);
    // Follows every pending (not terminal, not stopped) item of the environment, each at its
    // recorded next check and never sooner than minInterval after its last request. Items already
    // followed are skipped. Returns how many were added.
    JournalResult<int> resume(const QString &environmentId);

Q_SIGNALS:
    // Writing a poll result back failed; the poller goes on, the journal lags behind.
    void writeFailed(const cliniclink::JournalError &error);

private:
    void writeBack(const QString &key);

    Journal *m_journal;
    Poller *m_poller;
};

} // namespace cliniclink
