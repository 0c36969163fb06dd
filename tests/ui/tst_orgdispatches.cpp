// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Dispatches tab's "Whole organization" view against an in-process sandbox, offscreen: the
// organization's list loads when shown (the fixture's examples of colleagues and other systems),
// pages forward and back, filters by status, patient and dates (a date that is not one is said in
// words and nothing is asked), Esc stops a read, and a dispatch this workstation never sent opens
// in the dispatch window with its PDF, where resend and cancel work on it. No sleeps.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "core/signing/dispatchdesk.h"
#include "tests/support/widgettesting.h"
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"
#include "ui/common/statusmark.h"
#include "ui/shell/mainwindow.h"
#include "ui/signing/dispatchlist.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/orgdispatchlist.h"
#include "ui/signing/signingpage.h"
#include "ui/workstationwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QPdfDocument>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kExample = QStringLiteral("7b1e4c2a-5d3f-4e6a-9b8c-0d1e2f3a4b0"); // + 1..6
}

class TestOrgDispatches : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    SigningPage *page = nullptr;
    OrgDispatchList *org = nullptr;

    // Shows the organization's view with pages of `rows`; its first read is made on showing.
    bool showOrganization(int rows)
    {
        page->showTab(page->dispatchList());
        org = page->dispatchList()->organizationList();
        org->setPageSize(rows);
        QSignalSpy loaded(org, &OrgDispatchList::loaded);
        QTest::mouseClick(page->dispatchList()->organizationButton(), Qt::LeftButton);
        return page->dispatchList()->showsOrganization() && (loaded.count() > 0 || loaded.wait(5000));
    }
    bool waitLoaded(const std::function<void()> &action)
    {
        QSignalSpy loaded(org, &OrgDispatchList::loaded);
        action();
        return loaded.count() > 0 || loaded.wait(5000);
    }
    QStringList shownIds() const
    {
        QStringList ids;
        for (int row = 0; row < org->model()->rowCount(); ++row)
            ids << org->model()->summaryAt(row).trackingId;
        return ids;
    }
    QList<int> shownCodes() const
    {
        QList<int> codes;
        for (int row = 0; row < org->model()->rowCount(); ++row)
            codes << org->model()->summaryAt(row).code;
        return codes;
    }
    int rowOf(const QString &trackingId) const { return int(shownIds().indexOf(trackingId)); }
    DispatchView *openRow(const QString &trackingId)
    {
        const int row = rowOf(trackingId);
        if (row < 0)
            return nullptr;
        org->view()->setFocus();
        org->view()->setCurrentIndex(org->model()->index(row, 0));
        QTest::keyClick(org->view(), Qt::Key_Return);
        return page->lastView();
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia)); }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 900);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->showArea(QStringLiteral("signing")));
        page = qobject_cast<SigningPage *>(window->areaPage(QStringLiteral("signing")));
        QVERIFY(page);
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void loadsAndPages()
    {
        // This computer's list first: nothing is asked of the platform until the switch is used.
        QVERIFY(!page->dispatchList()->showsOrganization());
        QVERIFY(f->arrivals(QStringLiteral("/sep/api/signing")).isEmpty());
        QVERIFY(showOrganization(4));
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), 1);
        QCOMPARE(org->model()->rowCount(), 4);
        QVERIFY(!org->progress()->isVisible());
        QCOMPARE(org->pageLabel()->text(), org->tr("Dispatches %1–%2 of %3").arg(1).arg(4).arg(6));
        QVERIFY(!org->previousButton()->isEnabled());
        QVERIFY(org->nextButton()->isEnabled());
        QCOMPARE(org->lastFilter().limit, 4);
        QVERIFY(org->lastFilter().dateFrom.isValid()); // the last 30 days unless the person widens it
        const QStringList first = shownIds();
        for (const QString &id : first)
            QVERIFY(id.startsWith(kExample));
        shoot(window.get(), QStringLiteral("signing-organization-dispatches"));

        QVERIFY(waitLoaded([&] { QTest::mouseClick(org->nextButton(), Qt::LeftButton); }));
        QCOMPARE(org->lastFilter().offset, 4);
        QCOMPARE(org->model()->rowCount(), 2);
        QVERIFY(!org->nextButton()->isEnabled());
        QVERIFY(org->previousButton()->isEnabled());
        for (const QString &id : shownIds())
            QVERIFY(!first.contains(id));
        QVERIFY(waitLoaded([&] { QTest::mouseClick(org->previousButton(), Qt::LeftButton); }));
        QCOMPARE(shownIds(), first);

        // F5 reads the page shown again.
        const int reads = f->arrivals(QStringLiteral("/sep/api/signing")).size();
        org->view()->setFocus();
        QVERIFY(waitLoaded([&] { QTest::keyClick(org->view(), Qt::Key_F5); }));
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), reads + 1);
        QCOMPARE(shownIds(), first);
    }

    void filters()
    {
        QVERIFY(showOrganization(50));
        QCOMPARE(org->model()->rowCount(), 6);
        // Status: what the person picks is asked at once.
        const int completed = org->statusFilter()->findData(DispatchCode::Completed);
        QVERIFY(completed > 0);
        QVERIFY(waitLoaded([&] {
            org->statusFilter()->setFocus();
            org->statusFilter()->setCurrentIndex(completed);
            Q_EMIT org->statusFilter()->activated(completed);
        }));
        QCOMPARE(org->lastFilter().statuses, QList<int>{DispatchCode::Completed});
        QCOMPARE(shownCodes(), (QList<int>{DispatchCode::Completed, DispatchCode::Completed}));
        QCOMPARE(org->model()->index(0, OrgDispatchModel::StatusColumn).data().toString(),
                 dispatchStatusText(DispatchCode::Completed));
        org->statusFilter()->setCurrentIndex(0);

        // The patient's MIS id, Enter to find.
        typeInto(org->patientFilter(), QStringLiteral("EX-1001"));
        QVERIFY(waitLoaded([&] { QTest::keyClick(org->patientFilter(), Qt::Key_Return); }));
        QCOMPARE(org->lastFilter().idPatientMis, QStringLiteral("EX-1001"));
        QCOMPARE(shownIds(), (QStringList{kExample + u'1', kExample + u'4'})); // newest first
        QVERIFY(org->model()->index(0, OrgDispatchModel::PatientColumn).data().toString().contains(u"EX-1001"));
        org->patientFilter()->clear();

        // Dates: only the last day.
        const QDate today = f->clock->now().toLocalTime().date();
        org->fromField()->setDate(today.addDays(-1));
        QVERIFY(waitLoaded([&] { QTest::mouseClick(org->findButton(), Qt::LeftButton); }));
        QCOMPARE(org->lastFilter().dateFrom, today.addDays(-1));
        // 2 hours ago, and 26 or 50 hours ago by the time of day (the platform dates by Moscow's day).
        QVERIFY(org->model()->rowCount() >= 1 && org->model()->rowCount() <= 3);
        QVERIFY(shownIds().contains(kExample + u'1'));

        // A date that is not one: said in words next to the list, nothing asked.
        const int reads = f->arrivals(QStringLiteral("/sep/api/signing")).size();
        org->fromField()->setText(QStringLiteral("31.02.2026"));
        QTest::mouseClick(org->findButton(), Qt::LeftButton);
        QCOMPARE(org->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(org->banner()->isVisible());
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), reads);
        // The dates the wrong way round.
        org->fromField()->setDate(today);
        org->toField()->setDate(today.addDays(-3));
        QTest::mouseClick(org->findButton(), Qt::LeftButton);
        QCOMPARE(org->banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), reads);
        // Nothing found: said so.
        org->fromField()->setDate(today.addDays(1));
        org->toField()->setDate(today.addDays(2));
        QVERIFY(waitLoaded([&] { QTest::mouseClick(org->findButton(), Qt::LeftButton); }));
        QCOMPARE(org->model()->rowCount(), 0);
        QVERIFY(org->findChild<QLabel *>(QStringLiteral("orgNoDispatchesLabel"))->isVisible());
    }

    void escStopsARead()
    {
        QVERIFY(showOrganization(50));
        org->view()->setFocus();
        QSignalSpy loaded(org, &OrgDispatchList::loaded);
        org->reload();
        QVERIFY(org->isLoading());
        QVERIFY(org->progress()->isVisible());
        QVERIFY(!org->findButton()->isEnabled());
        QTest::keyClick(org->view(), Qt::Key_Escape);
        QVERIFY(loaded.count() > 0 || loaded.wait(5000));
        QVERIFY(!org->isLoading());
        QVERIFY(!org->progress()->isVisible());
        QCOMPARE(org->banner()->kind(), MessageBanner::Kind::Info);
        QVERIFY(org->findButton()->isEnabled());
    }

    void opensADispatchNotInTheJournal()
    {
        auto &desk = f->desks->get<DispatchDesk>();
        QVERIFY(showOrganization(50));
        // A colleague's signed dispatch: the journal does not hold it, the window still opens it.
        const QString signedId = kExample + u'2';
        QVERIFY(!desk.byTrackingId(signedId));
        DispatchView *view = openRow(signedId);
        QVERIFY(view);
        QVERIFY(view->isForeign());
        QCOMPARE(view->trackingId(), signedId);
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing/") + signedId).size(), 1);
        QTRY_COMPARE(view->document()->status(), QPdfDocument::Status::Ready);
        QVERIFY(view->document()->pageCount() >= 2); // the document and the patient's signature page
        QCOMPARE(view->statusMark()->state(), StatusMark::State::Ok);
        QCOMPARE(view->statusMark()->text(), dispatchStatusText(DispatchCode::Completed));
        QVERIFY(!view->cancelButton()->isEnabled());
        QVERIFY(!view->resendButton()->isEnabled());
        // The patient's name comes from the dispatch itself (the list has only the MIS id).
        bool named = false;
        for (QLabel *label : view->findChildren<QLabel *>())
            named = named || label->text().contains(QStringLiteral("Соколов Игорь Павлович"));
        QVERIFY(named);
        QVERIFY(!view->windowTitle().contains(QStringLiteral("Соколов")));
        QVERIFY(!desk.byTrackingId(signedId)); // opening it does not make the workstation follow it
        shoot(view, QStringLiteral("signing-organization-dispatch-view"));
        view->close();

        // A colleague's dispatch still waiting: resend (with the patient's id from the dispatch) and cancel.
        const QString waitingId = kExample + u'1';
        view = openRow(waitingId);
        QVERIFY(view && view->isForeign());
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QVERIFY(view->resendButton()->isEnabled());
        QVERIFY(view->cancelButton()->isEnabled());
        view->resendTo({DeliveryChannel::Sms});
        QTRY_COMPARE_WITH_TIMEOUT(view->banner()->kind(), MessageBanner::Kind::Info, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(view->banner()->isVisible(), 5000);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/resend")).size(), 1);
        view->cancelConfirmed();
        QTRY_COMPARE_WITH_TIMEOUT(view->statusMark()->text(), dispatchStatusText(DispatchCode::Cancelled), 5000);
        QVERIFY(!view->cancelButton()->isEnabled());
        QVERIFY(!view->resendButton()->isEnabled());
        // The platform says so too, on the next read of the list.
        view->close();
        QVERIFY(waitLoaded([&] { org->reload(); }));
        QCOMPARE(org->model()->summaryAt(rowOf(waitingId)).code, DispatchCode::Cancelled);

        // A dispatch this workstation sent opens as the journal's, followed as before.
        QSignalSpy added(&desk, &DispatchDesk::dispatchAdded);
        desk.send(sampleDispatch(QStringLiteral("P-OWN-1")));
        QVERIFY(added.wait(5000));
        const auto own = desk.dispatch(added.first().first().toLongLong());
        QVERIFY(own);
        QVERIFY(waitLoaded([&] { org->reload(); }));
        QVERIFY(rowOf(own->trackingId) >= 0);
        QVERIFY(org->model()
                    ->index(rowOf(own->trackingId), OrgDispatchModel::SenderColumn)
                    .data()
                    .toString()
                    .contains(OrgDispatchModel::tr("%1, this computer").section(u',', 1).trimmed()));
        view = openRow(own->trackingId);
        QVERIFY(view);
        QVERIFY(!view->isForeign());
        QCOMPARE(view->journalId(), own->journalId);
    }
};

QTEST_MAIN(TestOrgDispatches)
#include "tst_orgdispatches.moc"
