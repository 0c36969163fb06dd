// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Retention: items that finished (or were stopped) longer ago than the retention period lose the
// patient's data (payload, result, summary) but keep the fact that they existed; the Session
// applies it at start and then daily, on its clock.

#include "core/common/clock.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {
TrackedItem item(const QString &externalId)
{
    TrackedItem t;
    t.environmentId = QStringLiteral("test");
    t.service = QStringLiteral("enrichment");
    t.kind = QStringLiteral("snils-order");
    t.externalId = externalId;
    t.summary = QStringLiteral("Petrova A.");
    t.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
    return t;
}
} // namespace

class TestJournalRetention : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private Q_SLOTS:
    void forgetsOnlyWhatFinishedBeforeTheCutoff()
    {
        ManualClock clock;
        Journal journal(&clock, dir.filePath(QStringLiteral("retention.sqlite")));
        QVERIFY(journal.open().ok());
        const QDateTime t0 = clock.now();
        const qint64 old = journal.track(item(QStringLiteral("old"))).value();
        QVERIFY(journal.updateStatus(old, QStringLiteral("done"), true, t0).ok());
        QVERIFY(journal.recordResult(old, QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}).ok());
        const qint64 stopped = journal.track(item(QStringLiteral("stopped"))).value();
        QVERIFY(journal.markStopped(stopped, t0).ok());
        const qint64 pending = journal.track(item(QStringLiteral("pending"))).value();
        const qint64 recent = journal.track(item(QStringLiteral("recent"))).value();
        QVERIFY(journal.updateStatus(recent, QStringLiteral("done"), true, t0.addDays(20)).ok());

        const auto forgotten = journal.forgetFinished(t0.addDays(10));
        QVERIFY(forgotten.ok());
        QCOMPARE(*forgotten, 2);
        for (qint64 id : {old, stopped}) {
            const TrackedItem t = journal.trackedItem(id).value();
            QVERIFY(t.payload.isEmpty());
            QVERIFY(t.result.isEmpty());
            QVERIFY(t.summary.isEmpty());
            QVERIFY(!t.externalId.isEmpty()); // the fact stays
        }
        QCOMPARE(journal.trackedItem(old).value().lastStatus, QStringLiteral("done"));
        for (qint64 id : {pending, recent})
            QCOMPARE(journal.trackedItem(id).value().payload.value(u"familyName").toString(),
                     QStringLiteral("Petrova"));
        QCOMPARE(*journal.forgetFinished(t0.addDays(10)), 0); // nothing left to empty
    }

    void sessionAppliesItDaily()
    {
        ManualClock clock;
        Session::Options options;
        options.settingsFile = dir.filePath(QStringLiteral("session.ini"));
        options.journalFile = dir.filePath(QStringLiteral("session.sqlite"));
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        options.retentionDays = 30;
        Session session(options);
        session.start();
        QVERIFY(session.isJournalOpen());
        const qint64 id = session.journal().track(item(QStringLiteral("order-1"))).value();
        QVERIFY(session.journal().updateStatus(id, QStringLiteral("done"), true, clock.now()).ok());

        clock.advance(qint64(29) * 24 * 3600 * 1000);
        QVERIFY(!session.journal().trackedItem(id).value().payload.isEmpty());
        clock.advance(qint64(2) * 24 * 3600 * 1000);
        QVERIFY(session.journal().trackedItem(id).value().payload.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestJournalRetention)
#include "tst_journalretention.moc"
