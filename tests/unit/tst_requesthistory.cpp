// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// RequestHistory: the request log's copy in the journal is written beside the answers, not while
// each is handled, and in one transaction for the answers of a moment; what the person clears
// before it is written is never written.
#include "core/common/clock.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/session/requesthistory.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {

RequestLogEntry read(const QString &path, const QDateTime &at)
{
    RequestLogEntry entry;
    entry.startedAt = at;
    entry.environmentId = QStringLiteral("sandbox");
    entry.service = services::Signing;
    entry.method = "GET";
    entry.path = path;
    entry.httpStatus = 200;
    entry.durationMs = 1000;
    return entry;
}

} // namespace

class TestRequestHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_journal = std::make_unique<Journal>(&m_clock, m_dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(m_journal->open().ok());
        QVERIFY(m_journal->pruneRequestLog(0).ok());
        m_transport = std::make_unique<Transport>(&m_network, &m_clock);
        m_log = std::make_unique<RequestLog>(100);
        m_history = std::make_unique<RequestHistory>(m_clock, *m_journal, *m_log, *m_transport);
    }
    void cleanup()
    {
        m_history.reset();
        m_log.reset();
        m_transport.reset();
        m_journal.reset();
    }

    void theAnswersOfAMomentAreWrittenTogetherAfterThem()
    {
        QSignalSpy appended(m_journal.get(), &Journal::requestLogAppended);
        for (int i = 0; i < 3; ++i)
            m_log->append(read(QStringLiteral("/sep/api/signing/T-%1/status").arg(i), m_clock.now()));
        // Not while the answers are handled: the next request goes first.
        QVERIFY(m_journal->requestLog(10).value().isEmpty());
        QTRY_COMPARE(appended.size(), 3);
        const auto rows = m_journal->requestLog(10).value();
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.first().path, QStringLiteral("/sep/api/signing/T-2/status")); // newest first
        QCOMPARE(rows.first().durationMs, 1000);
        QVERIFY(rows.first().id > rows.last().id);
    }

    void clearedBeforeItIsWrittenIsNeverWritten()
    {
        m_log->append(read(QStringLiteral("/sep/api/signing/T-1/status"), m_clock.now()));
        m_log->clear();
        m_history->writePending();
        QVERIFY(m_journal->requestLog(10).value().isEmpty());
        m_log->append(read(QStringLiteral("/sep/api/signing/T-2/status"), m_clock.now()));
        m_history->writePending(); // as the Session does before it closes the journal
        QCOMPARE(m_journal->requestLog(10).value().size(), 1);
    }

    // A restart counts the last minute's requests of the run before, those not yet written too.
    void theLimiterIsPrimedWithWhatWasNotWrittenYet()
    {
        m_log->append(read(QStringLiteral("/sep/api/signing/T-1/status"), m_clock.now().addSecs(-5)));
        m_history->primeLimiter(QStringLiteral("sandbox"));
        QCOMPARE(m_journal->requestLog(10).value().size(), 1);
    }

private:
    QTemporaryDir m_dir;
    ManualClock m_clock;
    QNetworkAccessManager m_network;
    std::unique_ptr<Journal> m_journal;
    std::unique_ptr<Transport> m_transport;
    std::unique_ptr<RequestLog> m_log;
    std::unique_ptr<RequestHistory> m_history;
};

QTEST_GUILESS_MAIN(TestRequestHistory)
#include "tst_requesthistory.moc"
