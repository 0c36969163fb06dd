// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lab orders list as a registrar uses it with a tube in hand, against the sandbox: the tube's
// barcode typed or scanned (a scanner types the code and Enter) opens the order, this
// workstation's at once from the list, a colleague's through $getorder in the laboratory chosen
// from the dictionary; a code nobody knows is said so; the searches by period ask the laboratory
// chosen, not only those this workstation ordered from.

#include "../integration/clientfixture.h"
#include "../integration/labsamples.h"
#include "core/lab/labbuilders.h"
#include "core/lab/labcalls.h"
#include "core/lab/labdesk.h"
#include "sandbox/services/lab/labmodule.h"
#include "tests/support/widgettesting.h"
#include "ui/common/messagebanner.h"
#include "ui/lab/laborderlist.h"
#include "ui/lab/laborderlistcontroller.h"
#include "ui/lab/labpage.h"
#include "ui/lab/labresultview.h"
#include "ui/shell/mainwindow.h"
#include "ui/terminology/dictionarypicker.h"
#include "ui/workstationwindow.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTreeWidget>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

class TestLabOrderList : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    LabPage *page = nullptr;

    template<class Call>
    typename Call::Result run(Call *call)
    {
        f->session->transport().start(call);
        typename Call::Result result{};
        QObject::connect(call, &ApiCall::succeeded, call, [&] { result = call->result(); });
        QSignalSpy done(call, &ApiCall::finished);
        if (!done.wait(5000))
            qWarning("call did not finish");
        return result;
    }

    // An order another workstation (or another system) sent: the lab has it, this journal does not.
    // The laboratory completes it.
    LabOrderRequest colleaguesOrder(const QString &number)
    {
        const QJsonObject patient =
            run(new LabSaveResourceCall(u"Patient"_s, buildLabPatient(sampleLabPatient(u"P-"_s + number))));
        const LabOrderRequest order =
            sampleLabOrder(f->session->currentEnvironment(), page->desk().environmentPractitioner(), *f->clock,
                           patient.value(u"id").toString(), number);
        const QStringList locations = run(new LabSendBundleCall(buildLabOrderBundle(order)));
        QString orderId;
        for (const QString &l : locations) {
            if (l.startsWith(u"Order/"))
                orderId = l.section(u'/', 1, 1);
        }
        auto *lab = f->emulator->context().findModule<sandbox::LabModule>();
        [&] { QCOMPARE(lab->completeOrder(orderId, true, {}).status, 200); }();
        return order;
    }

    void scan(const QString &barcode)
    {
        auto *edit = page->orderList()->findChild<QLineEdit *>(u"tubeBarcodeEdit"_s);
        QVERIFY(edit);
        typeInto(edit, barcode);
        QTest::keyClick(edit, Qt::Key_Return);
    }

    void chooseLaboratory(const QString &text)
    {
        DictionaryPicker *picker = page->listController()->laboratoryPicker();
        typeInto(picker->edit(), text);
        QSignalSpy ready(picker, &DictionaryPicker::suggestionsReady);
        f->clock->advance(DictionaryPicker::kServerPauseMs);
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 5000);
        QVERIFY(picker->suggestions()->rowCount() > 0);
        picker->choose(0);
        QCOMPARE(picker->value().code, QString::fromLatin1(kSampleLaboratory));
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia)); }

    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->showArea(u"lab"_s));
        page = window->findChild<LabPage *>();
        QVERIFY(page);
    }

    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void colleaguesTubeOpensFromTheLaboratoryChosen()
    {
        const LabOrderRequest order = colleaguesOrder(u"ORD-000301"_s);
        // Nothing was ordered from here: without a laboratory chosen there is nobody to ask.
        scan(order.barcode);
        MessageBanner *banner = page->orderList()->banner();
        QVERIFY2(banner->plainText().contains(u"Choose the laboratory"_s), qPrintable(banner->plainText()));

        chooseLaboratory(u"Центральная"_s);
        QSignalSpy shown(page->listController(), &LabOrderListController::resultShown);
        scan(order.barcode);
        QVERIFY(shown.wait(10000));
        QTreeWidget *found = page->orderList()->found();
        QCOMPARE(found->topLevelItemCount(), 1);
        QCOMPARE(found->topLevelItem(0)->text(0), order.misOrderId);
        LabResultView *view = page->listController()->resultView();
        QVERIFY(view && view->isVisible());
        QVERIFY(view->tree()->topLevelItemCount() > 0);
        // The result is the order's: the laboratory's answer names the order it completes.
        QVERIFY(view->result().reports.size() > 0);
        bool titled = false;
        for (const QLabel *label : view->findChildren<QLabel *>())
            titled |= label->text().contains(order.misOrderId);
        QVERIFY(titled);

        // The period search asks the laboratory chosen as well, and a found order opens.
        QTest::mouseClick(page->orderList()->findOrdersButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(found->topLevelItemCount(), 1, 5000);
        view->close();
        Q_EMIT found->itemActivated(found->topLevelItem(0), 0);
        QVERIFY(shown.wait(10000));
        QVERIFY(page->listController()->resultView()->tree()->topLevelItemCount() > 0);
    }

    void unknownTubeIsSaidSo()
    {
        colleaguesOrder(u"ORD-000302"_s);
        chooseLaboratory(u"Центральная"_s);
        scan(u"4699999999"_s);
        MessageBanner *banner = page->orderList()->banner();
        QTRY_VERIFY_WITH_TIMEOUT(banner->plainText().contains(u"4699999999"_s), 5000);
        QCOMPARE(banner->kind(), MessageBanner::Kind::Warning);
        QCOMPARE(page->orderList()->found()->topLevelItemCount(), 0);
        // An empty field asks for the code.
        scan(QString());
        QVERIFY(banner->plainText().contains(u"barcode"_s));
    }

    void ownTubeIsSelectedInTheList()
    {
        const QJsonObject patient =
            run(new LabSaveResourceCall(u"Patient"_s, buildLabPatient(sampleLabPatient(u"P-303"_s))));
        const LabOrderRequest order =
            sampleLabOrder(f->session->currentEnvironment(), page->desk().environmentPractitioner(), *f->clock,
                           patient.value(u"id").toString(), u"ORD-000303"_s);
        QSignalSpy added(&page->desk(), &LabDesk::orderAdded);
        page->desk().sendOrder(order);
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        QTRY_VERIFY_WITH_TIMEOUT(!page->desk().order(id)->orderId.isEmpty(), 5000);
        scan(order.barcode);
        QCOMPARE(page->orderList()->selectedOrder(), id);
        QVERIFY(page->orderList()->banner()->plainText().contains(order.misOrderId));
        // Nobody was asked: it is this workstation's.
        QCOMPARE(page->orderList()->found()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestLabOrderList)
#include "tst_laborderlist.moc"
