// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The organization's dispatches (GET /sep/api/signing) through the workstation's call against the
// sandbox: the fixture's examples of colleagues and other systems are listed, a page at a time by
// limit/offset with the answer's total; the filters (status, dates, the patient's MIS id) narrow
// it; another organization's dispatches are never listed, and an organization the token is not
// linked to is refused. The reader takes what a platform may leave out.

#include "clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingservice.h"
#include "dispatchsamples.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSignalSpy>
#include <QTimeZone>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

// The main clinic's examples in sandbox/fixtures/signing-examples.json, and the regional hospital's.
const QString kMine = QStringLiteral("7b1e4c2a-5d3f-4e6a-9b8c-0d1e2f3a4b0");
const QString kOtherOrganization = QStringLiteral("9c2d5e3b-6e4a-4f7b-8c9d-1e2f3a4b5c0");
constexpr int kMineCount = 6;

struct Page {
    QList<DispatchSummary> rows;
    int total = -2;
    QStringList ids() const
    {
        QStringList out;
        for (const DispatchSummary &s : rows)
            out << s.trackingId;
        return out;
    }
};

} // namespace

class TestOrgDispatchList : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

    std::optional<Page> list(const DispatchListFilter &filter)
    {
        auto *call = f->session->transport().start(new DispatchListCall(filter));
        auto page = std::make_shared<std::optional<Page>>();
        connect(call, &ApiCall::succeeded, call, [call, page] { *page = Page{call->result(), call->total()}; });
        QSignalSpy done(call, &ApiCall::finished);
        done.wait(5000);
        return *page;
    }
    static QDate moscowDate(const QDateTime &t) { return t.toTimeZone(QTimeZone("Europe/Moscow")).date(); }

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    void examplesOfColleaguesAndOtherSystemsAreListed()
    {
        const auto page = list({});
        QVERIFY(page);
        QCOMPARE(page->total, kMineCount);
        QCOMPARE(page->rows.size(), kMineCount);
        QSet<QString> practitioners;
        for (const DispatchSummary &s : page->rows) {
            QVERIFY2(s.trackingId.startsWith(kMine), qPrintable(s.trackingId));
            QVERIFY(s.code > 0);
            QVERIFY(s.createdAt.isValid());
            QVERIFY(!s.idPatientMis.isEmpty());
            QCOMPARE(s.documents, 1);
            QVERIFY(!s.statusText.isEmpty());
            practitioners << s.practitionerUserIdLpu;
        }
        // A colleague's and another system's.
        QCOMPARE(practitioners, (QSet<QString>{QStringLiteral("doc-2048"), QStringLiteral("lab-15")}));
        // Newest first: the first page is what was sent last.
        for (qsizetype i = 1; i < page->rows.size(); ++i)
            QVERIFY(page->rows.at(i - 1).createdAt >= page->rows.at(i).createdAt);
        QCOMPARE(page->rows.first().trackingId, kMine + u'1');
    }

    void pagesByLimitAndOffset()
    {
        QStringList seen;
        for (int offset = 0; offset < kMineCount + 2; offset += 4) {
            DispatchListFilter filter;
            filter.limit = 4;
            filter.offset = offset;
            const auto page = list(filter);
            QVERIFY(page);
            QCOMPARE(page->total, kMineCount);
            QCOMPARE(page->rows.size(), qMax(0, qMin(4, kMineCount - offset)));
            seen << page->ids();
        }
        QCOMPARE(seen.size(), kMineCount);
        QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), kMineCount); // no row twice
        QCOMPARE(seen, list({})->ids()); // the pages in a row are the whole list in its order
    }

    void filtersNarrowTheList()
    {
        DispatchListFilter byStatus;
        byStatus.statuses = {DispatchCode::Completed};
        auto page = list(byStatus);
        QVERIFY(page);
        QCOMPARE(page->total, 2);
        for (const DispatchSummary &s : page->rows)
            QCOMPARE(s.code, DispatchCode::Completed);
        byStatus.statuses = {DispatchCode::Completed, DispatchCode::CompletedNotAll};
        QCOMPARE(list(byStatus)->total, 3);

        DispatchListFilter byPatient;
        byPatient.idPatientMis = QStringLiteral("EX-1001");
        page = list(byPatient);
        QCOMPARE(page->total, 2);
        for (const DispatchSummary &s : page->rows)
            QVERIFY(s.idPatientMis.contains(QStringLiteral("EX-1001")));

        // The example made 170 hours before the sandbox started is the only one of its day.
        const QDate day = moscowDate(f->clock->now().addSecs(-170 * 3600));
        DispatchListFilter byDate;
        byDate.dateFrom = day;
        byDate.dateTo = day;
        page = list(byDate);
        QCOMPARE(page->ids(), QStringList{kMine + u'5'});
        byDate.dateTo = {};
        QCOMPARE(list(byDate)->total, 5); // 170 hours ago and later
        byDate.dateFrom = moscowDate(f->clock->now()).addDays(1);
        QCOMPARE(list(byDate)->total, 0);

        // Every filter at once.
        DispatchListFilter all;
        all.idPatientMis = QStringLiteral("EX-1001");
        all.statuses = {DispatchCode::Created};
        all.dateFrom = moscowDate(f->clock->now()).addDays(-1);
        QCOMPARE(list(all)->ids(), QStringList{kMine + u'1'});
    }

    void anotherOrganizationsDispatchesAreNeverListed()
    {
        // A dispatch this workstation sends is listed beside the examples.
        DispatchDesk desk(*f->session);
        QSignalSpy added(&desk, &DispatchDesk::dispatchAdded);
        desk.send(sampleDispatch(QStringLiteral("P-ORG-1")));
        QVERIFY(added.wait(5000));
        const QString sent = desk.dispatch(added.first().first().toLongLong())->trackingId;
        DispatchListFilter wide;
        wide.archived = true;
        wide.limit = 1000;
        const auto page = list(wide);
        QVERIFY(page);
        QCOMPARE(page->total, kMineCount + 1);
        QVERIFY(page->ids().contains(sent));
        for (const QString &id : page->ids())
            QVERIFY2(!id.startsWith(kOtherOrganization), qPrintable(id));
        // Asked by the other organization's patient: nothing, although the platform holds two.
        DispatchListFilter theirs;
        theirs.idPatientMis = QStringLiteral("OBL-501");
        QCOMPARE(list(theirs)->total, 0);
        // The other organization itself, which this token is not linked to: refused.
        Environment env = f->session->currentEnvironment();
        env.organizationId = QStringLiteral("c5d2e8f1-6b3a-4c9d-a7e2-5f1b8c4d3e91");
        f->session->environments().updateEnvironment(env);
        QTRY_COMPARE(f->session->accessProvider().access(services::Signing).organizationId, env.organizationId);
        const ApiError refused = awaitFailure(f->session->transport().start(new DispatchListCall({})));
        QCOMPARE(refused.httpStatus(), 403);
        QCOMPARE(refused.code(), QLatin1String("ACCESS_DENIED"));
    }

    void aDateTheSandboxCannotReadIsRefused()
    {
        // The call writes dates as YYYY-MM-DD; the sandbox's 400 for anything else reaches the caller.
        auto *call = new JsonCall(services::Signing, "GET", QStringLiteral("/sep/api/signing"));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("dateFrom"), QStringLiteral("01.02.2026"));
        call->setQuery(q);
        const ApiError e = awaitFailure(f->session->transport().start(call));
        QCOMPARE(e.httpStatus(), 400);
    }

    void readerTakesWhatThePlatformLeavesOut()
    {
        int total = 0;
        // A bare array, fields missing, a row without an id, codes as strings.
        auto rows = readDispatchList(
            QJsonDocument::fromJson(
                R"([{"trackingId":"a","status":"210"},{"status":201},{"tracking_id":"b","statusCode":211,"idPatientMis":"P-1","documents":[{},{}]}])")
                .array(),
            &total);
        QCOMPARE(total, -1);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).code, 210);
        QCOMPARE(rows.at(0).documents, -1);
        QVERIFY(!rows.at(0).createdAt.isValid());
        QCOMPARE(rows.at(1).trackingId, QStringLiteral("b"));
        QCOMPARE(rows.at(1).code, 211);
        QCOMPARE(rows.at(1).idPatientMis, QStringList{QStringLiteral("P-1")});
        QCOMPARE(rows.at(1).documents, 2);
        // An envelope under another name, the total as a string.
        rows = readDispatchList(QJsonDocument::fromJson(R"({"total":"7","content":[{"trackingId":"c"}]})").object(),
                                &total);
        QCOMPARE(total, 7);
        QCOMPARE(rows.size(), 1);
        readDispatchList(QJsonDocument::fromJson(R"({"items":[],"total":null})").object(), &total);
        QCOMPARE(total, -1);
    }
};

QTEST_GUILESS_MAIN(TestOrgDispatchList)
#include "tst_org_dispatch_list.moc"
