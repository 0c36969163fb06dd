// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Core alone, no screen: after a restart, every service that follows items polls what the last
// run left pending and looks up every send it left in doubt, because core's composition root
// (Desks) makes the desks, not the screens. The earlier run is only its journal: items written as
// an accepted send still followed, and as a send whose answer never came (a crash: "sending").
// Linked without cliniclink_ui: nothing of a window can be what makes it work.

#include "clientfixture.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/enrichment/enrichmenttypes.h"
#include "core/follow/followdesk.h"
#include "core/follow/followedkind.h"
#include "core/lab/labservice.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"

#include <QJsonArray>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

constexpr auto kLaboratory = "b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

// What a kind answers when the platform offers no way to ask (enrichment): its own note.
QString noWayToAskNote()
{
    struct Plain : FollowedKind {
        Plain()
            : FollowedKind(services::Enrichment, {})
        {
        }
        void checkStatus(const TrackedItem &, FollowReply) override { }
    } plain;
    QString note;
    plain.lookUp({}, [&note](const FollowLookup &lookup) { note = lookup.note; });
    return note;
}

} // namespace

class TestRestartWithoutScreens : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

    TrackedItem row(qint64 id) const { return f->session->journal().trackedItem(id).value(); }
    int requestsTo(const QString &part) const { return int(f->arrivals(part).size()); }

    // An item the last run sent and the platform accepted: still to be followed.
    qint64 pending(Service service, const QString &kind, const QString &externalId)
    {
        TrackedItem item;
        item.environmentId = QString(kSandboxEnvironmentId);
        item.service = serviceKey(service);
        item.kind = kind;
        item.externalId = externalId;
        item.lastStatus = QStringLiteral("pending");
        item.outbox = OutboxState::Accepted;
        item.nextCheckAt = f->clock->now();
        return f->session->journal().track(item).value();
    }
    // A send the last run recorded before it left, and whose answer it never saw.
    qint64 leftSending(Service service, const QString &kind, const QJsonObject &payload)
    {
        TrackedItem item;
        item.environmentId = QString(kSandboxEnvironmentId);
        item.service = serviceKey(service);
        item.kind = kind;
        item.payload = payload;
        item.outbox = OutboxState::Sending;
        return f->session->journal().track(item).value();
    }

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes); }
    void cleanup() { f.reset(); }

    void everyFollowingServiceResumesWithNoScreen()
    {
        // The earlier run, as its journal holds it.
        const QString organization = f->session->currentEnvironment().organizationId;
        const qint64 order = pending(services::Enrichment, enrichmentKind(EnrichmentOperation::SnilsLookup),
                                     QStringLiteral("ORDER-LEFT-PENDING"));
        const qint64 orderInDoubt = leftSending(services::Enrichment, enrichmentKind(EnrichmentOperation::SnilsLookup),
                                                {{QStringLiteral("snils"), QStringLiteral("12457896391")}});
        const qint64 labOrder = pending(services::Lab, QStringLiteral("lab-order"), QStringLiteral("LAB-LEFT-PENDING"));
        const qint64 labInDoubt =
            leftSending(services::Lab, QStringLiteral("lab-order"),
                        {{QStringLiteral("request"),
                          QJsonObject{{QStringLiteral("misOrderId"), QStringLiteral("MIS-IN-DOUBT")},
                                      {QStringLiteral("sourceOrganization"), organization},
                                      {QStringLiteral("targetLaboratory"), QString::fromLatin1(kLaboratory)}}}});
        const qint64 dispatch =
            pending(services::Signing, QStringLiteral("dispatch"), QStringLiteral("TRK-LEFT-PENDING"));
        const QJsonObject meta{
            {QStringLiteral("patients"),
             QJsonArray{QJsonObject{{QStringLiteral("idPatientMis"), QStringLiteral("P-IN-DOUBT")}}}}};
        const qint64 dispatchInDoubt =
            leftSending(services::Signing, QStringLiteral("dispatch"), {{QStringLiteral("meta"), meta}});

        // The restart: a session and the composition root's desks, as app/main.cpp makes them,
        // and no window.
        f->restartClient();

        const auto settled = [&] {
            return requestsTo(QStringLiteral("ORDER-LEFT-PENDING")) > 0 && requestsTo(QStringLiteral("$getstatus")) > 0
                && requestsTo(QStringLiteral("TRK-LEFT-PENDING/status")) > 0
                && row(orderInDoubt).lastError == noWayToAskNote() && row(labInDoubt).outbox == OutboxState::Refused
                && row(dispatchInDoubt).outbox == OutboxState::Refused;
        };
        const bool done = f->advanceUntil(settled, 120);
        // Said per service, so a missing desk names itself.
        QVERIFY2(requestsTo(QStringLiteral("ORDER-LEFT-PENDING")) > 0, "enrichment: the pending order was not polled");
        QVERIFY2(row(order).lastCheckedAt.isValid(), "enrichment: the poll was not recorded");
        QVERIFY2(row(orderInDoubt).lastError == noWayToAskNote(), "enrichment: the order in doubt was not looked up");
        QVERIFY2(requestsTo(QStringLiteral("$getstatus")) > 0, "lab: the pending order was not polled");
        QVERIFY2(row(labOrder).lastCheckedAt.isValid(), "lab: the poll was not recorded");
        QVERIFY2(requestsTo(QStringLiteral("$getorders")) > 0, "lab: the order in doubt was not looked up");
        QCOMPARE(row(labInDoubt).outbox, OutboxState::Refused); // not found: it did not arrive
        QVERIFY2(requestsTo(QStringLiteral("TRK-LEFT-PENDING/status")) > 0,
                 "signing: the pending dispatch was not polled");
        QVERIFY2(row(dispatch).lastCheckedAt.isValid(), "signing: the poll was not recorded");
        QCOMPARE(row(dispatchInDoubt).outbox, OutboxState::Refused);
        QVERIFY(done);
        QVERIFY(f->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->size() == 1); // enrichment's
    }
};

QTEST_GUILESS_MAIN(TestRestartWithoutScreens)
#include "tst_restart_without_screens.moc"
