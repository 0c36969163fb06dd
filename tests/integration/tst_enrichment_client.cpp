// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service A through the workstation's core against the sandbox: all six calls, polling to
// completion under the 10-second rule, the server's refusal, and resume after a restart.

#include "clientfixture.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentrequests.h"
#include "core/poll/poller.h"
#include "enrichmentsamples.h"

#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestEnrichmentClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<EnrichmentDesk> orders;

    qint64 submit(EnrichmentOperation op, const EnrichmentPatient &p = samplePatient(),
                  const IdentityDocument &d = samplePassport())
    {
        QSignalSpy added(orders.get(), &EnrichmentDesk::orderAdded);
        auto *call = orders->submit(op, p, d);
        QSignalSpy failed(call, &ApiCall::failed);
        if (!added.wait(5000)) {
            qWarning() << "order not added"
                       << (failed.isEmpty() ? QString() : failed.first().first().value<ApiError>().userText());
            return 0;
        }
        return added.first().first().toLongLong();
    }
    bool finished(qint64 id) const { return orders->order(id) && orders->order(id)->finished; }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        orders = std::make_unique<EnrichmentDesk>(*f->session);
    }
    void cleanup()
    {
        orders.reset();
        f.reset();
    }

    void snilsLookupPolledToCompletion()
    {
        const qint64 id = submit(EnrichmentOperation::SnilsLookup);
        QVERIFY(id > 0);
        const auto pending = orders->order(id);
        QVERIFY(pending && !pending->finished);
        QVERIFY(pending->nextCheckAt.isValid()); // the person sees when the next check is
        QCOMPARE(pending->patientLabel().left(22), QStringLiteral("Иванов Сергей Петрович"));
        QVERIFY(f->advanceUntil([&] { return finished(id); }, 120));
        const EnrichmentOrder done = *orders->order(id);
        QCOMPARE(done.status, QStringLiteral("Выполнено"));
        QCOMPARE(done.result.snils, QStringLiteral("12457896391"));
        // Never two status requests of one order closer than 10 s.
        const QList<QDateTime> times = f->arrivals(u"/enrichment/snils/" + done.orderId);
        QVERIFY(times.size() >= 2);
        for (int i = 1; i < times.size(); ++i)
            QVERIFY2(times.at(i - 1).msecsTo(times.at(i)) >= 10'000,
                     qPrintable(QString::number(times.at(i - 1).msecsTo(times.at(i)))));
    }
    void snilsValidationAndPolicy()
    {
        const qint64 check = submit(EnrichmentOperation::SnilsValidation);
        const qint64 policy = submit(EnrichmentOperation::PolicyLookup);
        QVERIFY(check > 0 && policy > 0);
        QVERIFY(f->advanceUntil([&] { return finished(check) && finished(policy); }, 120));
        QCOMPARE(orders->order(check)->result.snilsValid, std::optional<bool>(true));
        const EnrichmentResult p = orders->order(policy)->result;
        QCOMPARE(p.unitedPolicyNumber, QStringLiteral("7700000123456780"));
        QCOMPARE(p.region, QStringLiteral("г. Москва"));
        QVERIFY(p.insuranceOrganization.contains(u"СОГАЗ"));
        QCOMPARE(p.policyStartDate, QDate(2019, 7, 1));
        QCOMPARE(orders->recent().size(), 2);
        QCOMPARE(orders->recent().first().journalId, policy); // newest first
    }
    // Issue 28: the rows of a list of patients do not bury the orders typed in the form.
    void bulkRowsLeftOutOfTheRecentOrders()
    {
        const qint64 own = submit(EnrichmentOperation::SnilsLookup);
        QVERIFY(own > 0);
        QList<qint64> bulk;
        for (int row = 0; row < 5; ++row) {
            const QJsonObject origin{
                {QStringLiteral("bulkRow"), QJsonObject{{QStringLiteral("job"), 1}, {QStringLiteral("row"), row}}}};
            const EnrichmentSubmission sent =
                orders->send(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport(), origin);
            QVERIFY(sent.call);
            QSignalSpy done(sent.call, &ApiCall::finished);
            QVERIFY(done.wait(5000));
            bulk << sent.journalId;
        }
        QVERIFY(orders->order(bulk.first())->isBulkRow());
        QVERIFY(!orders->order(own)->isBulkRow());
        QCOMPARE(orders->recent(3).size(), 3);
        const QList<EnrichmentOrder> typed = orders->recent(3, EnrichmentDesk::BulkRows::Without);
        QCOMPARE(typed.size(), 1);
        QCOMPARE(typed.first().journalId, own);
    }
    void wrongSnilsIsReportedInvalid()
    {
        EnrichmentPatient p = samplePatient();
        p.snils = QStringLiteral("11223344595"); // valid digits, someone else's number
        const qint64 id = submit(EnrichmentOperation::SnilsValidation, p);
        QVERIFY(f->advanceUntil([&] { return finished(id); }, 120));
        QCOMPARE(orders->order(id)->result.snilsValid, std::optional<bool>(false));
    }
    void serverRefusalReachesTheCaller()
    {
        IdentityDocument d = samplePassport();
        d.type = QStringLiteral("99"); // not in the dictionary: the sandbox refuses, as the platform would
        auto *call = orders->submit(EnrichmentOperation::SnilsLookup, samplePatient(), d);
        QSignalSpy failed(call, &ApiCall::failed);
        QSignalSpy added(orders.get(), &EnrichmentDesk::orderAdded);
        QVERIFY(failed.wait(5000));
        const ApiError e = failed.first().first().value<ApiError>();
        QCOMPARE(e.httpStatus(), 400);
        QVERIFY(!e.serverMessages().isEmpty());
        QVERIFY(e.userText().contains(e.serverMessages().first()));
        QCOMPARE(added.count(), 0); // nothing is followed that the platform did not take
        QVERIFY(orders->recent().isEmpty());
    }
    void pendingOrderResumesAfterRestart()
    {
        const qint64 id = submit(EnrichmentOperation::PolicyLookup);
        QVERIFY(id > 0);
        QVERIFY(f->settle());
        f->clock->advanceSeconds(5);
        orders.reset();
        f->restartClient();
        orders = std::make_unique<EnrichmentDesk>(*f->session);
        QVERIFY(f->session->poller().count() == 1); // resumed from the journal
        QVERIFY(!finished(id));
        QVERIFY(f->advanceUntil([&] { return finished(id); }, 120));
        QCOMPARE(orders->order(id)->result.unitedPolicyNumber, QStringLiteral("7700000123456780"));
    }
    void personStopsFollowing()
    {
        const qint64 id = submit(EnrichmentOperation::SnilsLookup);
        QVERIFY(f->settle());
        orders->stop(id);
        QVERIFY(f->settle());
        const int before = f->arrivals(QStringLiteral("/enrichment/snils/")).size();
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        QCOMPARE(f->arrivals(QStringLiteral("/enrichment/snils/")).size(), before);
        QTRY_VERIFY(orders->order(id)->stopped);
        orders.reset();
        f->restartClient(); // a stopped order does not come back
        QCOMPARE(f->session->poller().count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestEnrichmentClient)
#include "tst_enrichment_client.moc"
