// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The journal's health against a real sandbox: when the journal cannot record (a full disk), the
// session says why, and nothing that changes state leaves the workstation, while reads still go;
// after "Check again" with space freed, sending works again. A damaged journal found at start is
// moved aside, a new one started, and the person told where the old one is.

#include "clientfixture.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/net/apierror.h"
#include "core/session/journalwatch.h"
#include "core/storage/journal.h"
#include "enrichmentsamples.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
// Fills the journal until a write fails, as on a full disk.
void fillTheDisk(Journal &journal)
{
    journal.limitPagesForTesting(1); // SQLite keeps the current size as the cap
    Draft big;
    big.environmentId = QStringLiteral("x");
    big.kind = QStringLiteral("filler");
    big.payload = {{QStringLiteral("text"), QString(50000, u'a')}};
    journal.saveDraft(big);
}
} // namespace

class TestJournalHealth : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    void startsHealthy()
    {
        const JournalHealth h = f->session->journalWatch().health();
        QVERIFY(h.checked);
        QVERIFY(h.canRecord);
        QVERIFY(h.problem.isEmpty());
        QVERIFY(h.notice.isEmpty());
    }

    void aFullDiskStopsSendingUntilCheckedAgain()
    {
        QSignalSpy changed(&f->session->journalWatch(), &JournalWatch::healthChanged);
        fillTheDisk(f->session->journal());
        QCOMPARE(changed.size(), 1);
        const JournalHealth h = f->session->journalWatch().health();
        QVERIFY(!h.canRecord);
        QVERIFY(h.problem.contains(f->dir.path()) || h.problem.contains(QDir::toNativeSeparators(f->dir.path())));

        // A billed order is refused here, before anything leaves.
        EnrichmentDesk orders(*f->session);
        auto *call = orders.submit(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport());
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(failed.wait(5000));
        const ApiError error = failed.first().first().value<ApiError>();
        QCOMPARE(error.kind(), ApiError::Kind::NotRecorded);
        QVERIFY(error.userText().contains(h.problem));
        QVERIFY(f->arrivals(QStringLiteral("/snils")).isEmpty());

        // Space freed; the person presses Check again.
        f->session->journal().limitPagesForTesting(1 << 30);
        f->session->journalWatch().recheck();
        QVERIFY(f->session->journalWatch().health().canRecord);
        QSignalSpy added(&orders, &EnrichmentDesk::orderAdded);
        orders.submit(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport());
        QVERIFY(added.wait(5000));
        QCOMPARE(f->arrivals(QStringLiteral("/snils")).size(), 1);
    }

    void aDamagedJournalIsMovedAsideAndSaid()
    {
        f->restartClient([this] {
            QFile file(f->dir.filePath(QStringLiteral("journal.sqlite")));
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray(8192, '\x5a'));
        });
        const JournalHealth h = f->session->journalWatch().health();
        QVERIFY(h.canRecord);
        QVERIFY(h.notice.contains(QStringLiteral(".damaged-")));
        QVERIFY(QFile::exists(f->session->journal().movedAsideFrom()));
    }
};

QTEST_GUILESS_MAIN(TestJournalHealth)
#include "tst_journal_health.moc"
