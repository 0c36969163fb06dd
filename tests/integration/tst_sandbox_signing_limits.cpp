// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's limits over loopback, all on the virtual clock: file size and count, 120 new
// dispatches a minute (uploads, drafts, finalize and draft sends) with the 2-minute block, 600 status/list requests a
// minute with 10 in flight, 120 full GETs a minute with 5 in flight, and the gateway's 10 slots, 40 queued and 20 s
// wait.

#include "tst_sandbox_signing_support.h"

#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {
const QString kSigning = QStringLiteral("/sep/api/signing");

QByteArray pdfOfSize(qsizetype size)
{
    QByteArray pdf = samplePdf();
    const QByteArray tail = "\n%%EOF\n";
    pdf += '%';
    pdf += QByteArray(size - pdf.size() - tail.size(), 'x');
    pdf += tail;
    return pdf;
}
} // namespace

class TestSandboxSigningLimits : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    QList<QNetworkReply *> fire(int count, const QString &path)
    {
        QList<QNetworkReply *> replies;
        for (int i = 0; i < count; ++i)
            replies.append(c->beginOwn("GET", path, {}, c->headers()));
        return replies;
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void fileOfFiveMegabytesAtMost()
    {
        const qsizetype limit = 5 * 1024 * 1024;
        HttpResult r = c->upload(kSigning, meta(), {pdfPart(QStringLiteral("file1"), pdfOfSize(limit))});
        QCOMPARE(r.status, 201);
        r = c->upload(kSigning, meta({QStringLiteral("file1"), QStringLiteral("file2")}),
                      {pdfPart(QStringLiteral("file1")), pdfPart(QStringLiteral("file2"), pdfOfSize(limit + 1))});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("LIMIT_FILE_SIZE"));
        QVERIFY(r.object().value(u"trackingId").isNull());
        // Per file, not the sum.
        r = c->upload(
            kSigning, meta({QStringLiteral("file1"), QStringLiteral("file2")}),
            {pdfPart(QStringLiteral("file1"), pdfOfSize(limit)), pdfPart(QStringLiteral("file2"), pdfOfSize(limit))});
        QCOMPARE(r.status, 201);
    }

    void tenFilesAtMost()
    {
        QStringList names;
        QList<FilePart> files;
        for (int i = 0; i < 11; ++i) {
            names.append(QStringLiteral("f%1").arg(i));
            files.append(pdfPart(names.last()));
        }
        HttpResult r = c->upload(kSigning, meta(names), files);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("LIMIT_FILE_COUNT"));
        names.removeLast();
        files.removeLast();
        r = c->upload(kSigning, meta(names), files);
        QCOMPARE(r.status, 201);
    }

    void newDispatchesPerMinuteThenABlock()
    {
        for (int i = 0; i < 120; ++i) {
            if (i == 60)
                c->clock.advanceSeconds(30);
            QCOMPARE(
                c->upload(i % 2 ? kSigning + QStringLiteral("/drafts/init") : kSigning, meta(), {pdfPart()}).status,
                201);
        }
        HttpResult r = c->upload(kSigning, meta(), {pdfPart()});
        QCOMPARE(r.status, 429);
        QCOMPARE(r.header("retry-after"), QByteArray("120"));
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("RATE_LIMIT_EXCEEDED"));
        // Another organization of the same token, and another token, are counted apart.
        QCOMPARE(c->upload(kSigning, meta({QStringLiteral("file1")}, false, false, {}, kWomenOrganization), {pdfPart()},
                           kSigningToken, kWomenOrganization)
                     .status,
                 201);
        // The minute window is over at +60 s, the block is not.
        c->clock.advanceSeconds(60);
        r = c->upload(kSigning, meta(), {pdfPart()});
        QCOMPARE(r.status, 429);
        QCOMPARE(r.header("retry-after"), QByteArray("60"));
        c->clock.advanceSeconds(60);
        QCOMPARE(c->upload(kSigning, meta(), {pdfPart()}).status, 201);
        // Reading is not blocked meanwhile.
        QCOMPARE(c->get(kSigning).status, 200);
    }

    void finalizeAndDraftSendsCountAsNewDispatches()
    {
        // They create dispatches: 41 drafts, 20 finalized and 20 sent with delivery, 39 uploads make
        // the 120 of the minute; the 121st is refused, whichever of them it is.
        const QString drafts = kSigning + QStringLiteral("/drafts/");
        QStringList ids;
        for (int i = 0; i < 41; ++i) {
            const HttpResult r = c->upload(drafts + QStringLiteral("init"), meta(), {pdfPart()});
            QCOMPARE(r.status, 201);
            ids << r.object().value(u"trackingId").toString();
        }
        const auto finalizeBody = [](const QString &id) {
            QJsonObject body = meta({});
            body.insert(QStringLiteral("trackingId"), id);
            return body;
        };
        const auto sendMeta = [](const QString &id) {
            QJsonObject m = meta({});
            m.insert(QStringLiteral("trackingId"), id);
            m.insert(QStringLiteral("completeDelivery"), true);
            return m;
        };
        for (int i = 0; i < 20; ++i)
            QCOMPARE(c->post(drafts + ids.at(i) + QStringLiteral("/finalize"), finalizeBody(ids.at(i))).status, 200);
        for (int i = 20; i < 40; ++i)
            QCOMPARE(c->upload(drafts + ids.at(i) + QStringLiteral("/send"), sendMeta(ids.at(i)), {}).status, 200);
        for (int i = 0; i < 39; ++i)
            QCOMPARE(c->upload(kSigning, meta(), {pdfPart()}).status, 201);
        const QString last = ids.at(40);
        HttpResult r = c->post(drafts + last + QStringLiteral("/finalize"), finalizeBody(last));
        QCOMPARE(r.status, 429);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("RATE_LIMIT_EXCEEDED"));
        QCOMPARE(r.header("retry-after"), QByteArray("120"));
        // The block holds every route that creates a dispatch.
        r = c->upload(drafts + last + QStringLiteral("/send"), sendMeta(last), {});
        QCOMPARE(r.status, 429);
        QCOMPARE(c->upload(kSigning, meta(), {pdfPart()}).status, 429);
        QCOMPARE(c->status(last), 215); // still a draft
        c->clock.advanceSeconds(120);
        QCOMPARE(c->post(drafts + last + QStringLiteral("/finalize"), finalizeBody(last)).status, 200);
    }

    void statusAndListRequestsPerMinute()
    {
        const QString id = c->createDispatch();
        for (int i = 0; i < 600; ++i)
            QCOMPARE(c->get(i % 2 ? kSigning : kSigning + u'/' + id + QStringLiteral("/status")).status, 200);
        const HttpResult r = c->get(kSigning + u'/' + id + QStringLiteral("/status"));
        QCOMPARE(r.status, 429);
        QVERIFY(r.header("retry-after").toInt() >= 1);
        QCOMPARE(c->get(kSigning, kRegionSigningToken, kOtherOrganization).status, 200);
        c->clock.advanceSeconds(60);
        QCOMPARE(c->get(kSigning).status, 200);
    }

    void tenStatusRequestsInFlight()
    {
        const QString id = c->createDispatch();
        c->setLimits({{QStringLiteral("statusProcessingMs"), 1000}});
        const QList<QNetworkReply *> replies = fire(10, kSigning + u'/' + id + QStringLiteral("/status"));
        QTRY_COMPARE_WITH_TIMEOUT(c->held(), 10, 5000);
        HttpResult r = c->get(kSigning);
        QCOMPARE(r.status, 429);
        c->clock.advance(1000);
        for (QNetworkReply *reply : replies)
            QCOMPARE(SandboxTestClient::finish(reply).object().value(u"status").toInt(), 201);
        QCOMPARE(c->held(), 0);
        c->setLimits({{QStringLiteral("statusProcessingMs"), 0}});
        QCOMPARE(c->get(kSigning).status, 200);
    }

    void fullGetsPerMinute()
    {
        const QString id = c->createDispatch();
        for (int i = 0; i < 120; ++i)
            QCOMPARE(c->full(id).status, 200);
        QCOMPARE(c->full(id).status, 429);
        QCOMPARE(c->get(kSigning + u'/' + id + QStringLiteral("/status")).status, 200); // another class
        c->clock.advanceSeconds(60);
        QCOMPARE(c->full(id).status, 200);
    }

    void fiveFullGetsInFlight()
    {
        const QString id = c->createDispatch();
        c->setLimits({{QStringLiteral("fullProcessingMs"), 1000}});
        const QList<QNetworkReply *> replies = fire(5, kSigning + u'/' + id);
        QTRY_COMPARE_WITH_TIMEOUT(c->held(), 5, 5000);
        QCOMPARE(c->full(id).status, 429);
        c->clock.advance(1000);
        for (QNetworkReply *reply : replies) {
            const HttpResult r = SandboxTestClient::finish(reply);
            QCOMPARE(r.status, 200);
            QCOMPARE(r.object().value(u"data").toObject().value(u"trackingId").toString(), id);
        }
    }

    void gatewayTenSlotsAndFortyQueued()
    {
        const QString id = c->createDispatch();
        // Only the gateway's pool is under test here: the organization's own 5 in flight is lifted.
        c->setLimits({{QStringLiteral("fullProcessingMs"), 1000}, {QStringLiteral("fullConcurrent"), 100}});
        QList<QNetworkReply *> replies;
        for (int i = 0; i < 50; ++i) {
            replies.append(c->beginOwn("GET", kSigning + u'/' + id, {}, c->headers()));
            QTRY_COMPARE_WITH_TIMEOUT(c->held(), i + 1, 5000); // arrival order is the queue's order
        }
        const HttpResult refused = c->full(id);
        QCOMPARE(refused.status, 429);
        QVERIFY(refused.object().value(u"errorMessage").toString().contains(QStringLiteral("Очередь")));
        // Ten answers per processing time.
        for (int round = 1; round <= 5; ++round) {
            c->clock.advance(1000);
            for (int i = 0; i < 50; ++i)
                QTRY_COMPARE_WITH_TIMEOUT(replies.at(i)->isFinished(), i < round * 10, 5000);
        }
        for (QNetworkReply *reply : replies)
            QCOMPARE(SandboxTestClient::finish(reply).status, 200);
    }

    void gatewayWaitsTwentySecondsAtMost()
    {
        const QString id = c->createDispatch();
        c->setLimits({{QStringLiteral("fullProcessingMs"), 30000}, {QStringLiteral("fullConcurrent"), 100}});
        const QList<QNetworkReply *> busy = fire(10, kSigning + u'/' + id);
        QTRY_COMPARE_WITH_TIMEOUT(c->held(), 10, 5000);
        QNetworkReply *waiting = c->beginOwn("GET", kSigning + u'/' + id, {}, c->headers());
        QTRY_COMPARE_WITH_TIMEOUT(c->held(), 11, 5000);
        c->clock.advance(19999);
        QCOMPARE(c->held(), 11);
        QVERIFY(!waiting->isFinished());
        c->clock.advance(1);
        const HttpResult r = SandboxTestClient::finish(waiting);
        QCOMPARE(r.status, 429);
        QVERIFY(r.object().value(u"errorMessage").toString().contains(QStringLiteral("20")));
        c->clock.advance(10000);
        for (QNetworkReply *reply : busy)
            QCOMPARE(SandboxTestClient::finish(reply).status, 200);
    }

    void limitsAreAdjustable()
    {
        const QJsonObject limits = c->admin("GET", QStringLiteral("/sandbox/signing/limits")).object();
        QCOMPARE(limits.value(u"maxFileBytes").toInteger(), 5 * 1024 * 1024);
        QCOMPARE(limits.value(u"maxFiles").toInt(), 10);
        QCOMPARE(limits.value(u"uploadsPerMinute").toInt(), 120);
        QCOMPARE(limits.value(u"uploadBlockSeconds").toInt(), 120);
        QCOMPARE(limits.value(u"statusPerMinute").toInt(), 600);
        QCOMPARE(limits.value(u"statusConcurrent").toInt(), 10);
        QCOMPARE(limits.value(u"fullPerMinute").toInt(), 120);
        QCOMPARE(limits.value(u"fullConcurrent").toInt(), 5);
        QCOMPARE(limits.value(u"gatewaySlots").toInt(), 10);
        QCOMPARE(limits.value(u"gatewayQueue").toInt(), 40);
        QCOMPARE(limits.value(u"gatewayWaitMs").toInt(), 20000);
        c->setLimits({{QStringLiteral("maxFiles"), 1}});
        QCOMPARE(c->upload(kSigning, meta({QStringLiteral("a"), QStringLiteral("b")}),
                           {pdfPart(QStringLiteral("a")), pdfPart(QStringLiteral("b"))})
                     .object()
                     .value(u"errorCode")
                     .toString(),
                 QStringLiteral("LIMIT_FILE_COUNT"));
        // Reset goes back to the fixture's limits.
        c->admin("POST", QStringLiteral("/sandbox/reset"));
        QCOMPARE(c->admin("GET", QStringLiteral("/sandbox/signing/limits")).object().value(u"maxFiles").toInt(), 10);
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningLimits)
#include "tst_sandbox_signing_limits.moc"
