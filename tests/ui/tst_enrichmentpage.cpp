// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Enrichment area driven as a registrar would: keys into the form, inline errors for bad
// input, each action enabled by the fields it needs, orders sent for real to an in-process
// sandbox, results appearing in the list as a ManualClock moves polling on, the raw exchange,
// and the form kept as a journal draft across a restart. No sleeps: the clock is advanced.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/enrichmentsamples.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentrequests.h"
#include "core/follow/followdesk.h"
#include "core/storage/journal.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/server/sandboxcontext.h"
#include "tests/support/formpage.h"
#include "ui/common/datefield.h"
#include "ui/common/exchangeview.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sandboxtestpatients.h"
#include "ui/common/statusmark.h"
#include "ui/common/validatedfield.h"
#include "ui/enrichment/enrichmentcontroller.h"
#include "ui/enrichment/enrichmentform.h"
#include "ui/enrichment/enrichmentorderlist.h"
#include "ui/enrichment/enrichmentordermodel.h"
#include "ui/enrichment/enrichmentpage.h"
#include "ui/enrichment/orderexchangedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/sandboxreset.h"
#include "ui/workstationwindow.h"

#include <QApplication>
#include <QCalendarWidget>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>

#include <algorithm>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kIssuer = QStringLiteral("ОВД района Хамовники г. Москвы");

// Dates are typed as digits; the mask puts the dots.
} // namespace

class TestEnrichmentPage : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    EnrichmentPage *page = nullptr;
    EnrichmentDesk *orders = nullptr;

    EnrichmentForm *form() const { return page->form(); }
    // The form as the person sees it: fields by id, buttons by their text.
    FormPage formPage() const { return FormPage(page); }
    QLineEdit *line(QStringView id) const { return qobject_cast<QLineEdit *>(formPage().editor(id.toString())); }
    DateField *date(QStringView id) const { return qobject_cast<DateField *>(formPage().editor(id.toString())); }
    QComboBox *combo(QStringView id) const { return qobject_cast<QComboBox *>(formPage().editor(id.toString())); }
    QString value(QStringView id) const { return formPage().value(id.toString()).toString(); }
    QString shown(QStringView id) const { return formPage().error(id.toString()); }
    ValidatedField *row(QStringView id) const { return formPage().field(id.toString())->row(); }
    QAbstractButton *button(EnrichmentOperation op) const { return formPage().button(enrichmentOperationName(op)); }
    QAbstractButton *clearButton() const { return formPage().button(QStringLiteral("Clear the form")); }
    QToolButton *cardButton() const { return page->findChild<QToolButton *>(QStringLiteral("patientCardButton")); }
    bool enabled(EnrichmentOperation op) const { return formPage().canPress(enrichmentOperationName(op)); }
    void leave(QWidget *w) { QTest::keyClick(w, Qt::Key_Tab); }
    EnrichmentOrderModel *model() const { return page->orderList()->model(); }

    void openWindow()
    {
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 900);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->showArea(QStringLiteral("enrichment")));
        page = qobject_cast<EnrichmentPage *>(window->areaPage(QStringLiteral("enrichment")));
        QVERIFY(page);
        orders = &f->desks->get<EnrichmentDesk>();
        QVERIFY(orders);
    }
    void fillPerson(bool withSnils = true, bool withDocument = true)
    {
        using namespace enrichmentfield;
        typeInto(line(familyName), QStringLiteral("Иванов"));
        typeInto(line(firstName), QStringLiteral("Сергей"));
        typeInto(line(patronymic), QStringLiteral("Петрович"));
        typeDate(date(birthDate), QStringLiteral("14.03.1978"));
        combo(gender)->setFocus();
        QTest::keyClick(combo(gender), Qt::Key_Down); // the first choice: male
        if (withSnils)
            typeInto(line(snils), QStringLiteral("12457896391"));
        if (withDocument) {
            typeInto(line(series), QStringLiteral("4509"));
            typeInto(line(number), QStringLiteral("123456"));
            typeDate(date(issueDate), QStringLiteral("22.04.2003"));
            typeInto(line(issuer), kIssuer);
        }
    }
    qint64 send(EnrichmentOperation op)
    {
        QSignalSpy added(orders, &EnrichmentDesk::orderAdded);
        QTest::mouseClick(button(op), Qt::LeftButton);
        if (!added.wait(5000))
            return 0;
        return added.first().first().toLongLong();
    }
    bool finished(qint64 id) const { return orders->order(id) && orders->order(id)->finished; }

private Q_SLOTS:
    void initTestCase()
    {
        // The workstation's default language; dates in the form are typed as dd.MM.yyyy.
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        openWindow();
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void areaIsRegistered()
    {
        QVERIFY(window->areaIds().contains(QStringLiteral("enrichment")));
        QVERIFY(window->areaIds().contains(QStringLiteral("prescriptions")));
        QVERIFY(!date(enrichmentfield::birthDate)->hasInput()); // empty by default
        QVERIFY(value(enrichmentfield::birthDate).isEmpty());
        QCOMPARE(combo(enrichmentfield::documentType)->count(), identityDocumentTypes().size());
        QCOMPARE(value(enrichmentfield::documentType), QStringLiteral("1")); // a Russian passport
        for (EnrichmentOperation op : kAllEnrichmentOperations)
            QVERIFY(!enabled(op));
        // An empty list says so in words.
        auto *noOrders = page->findChild<QLabel *>(QStringLiteral("noOrdersLabel"));
        QVERIFY(noOrders && noOrders->isVisible());
    }

    void inlineErrorsForBadInput()
    {
        using namespace enrichmentfield;
        // Bad SNILS check digits: said once the field is left, never "repaired".
        typeInto(line(snils), QStringLiteral("12457896392"));
        QVERIFY(shown(snils).isEmpty()); // not while typing
        leave(line(snils));
        QCOMPARE(shown(snils), snilsProblemText(QStringLiteral("12457896392")));
        QCOMPARE(line(snils)->text(), QStringLiteral("124-578-963 92"));

        // A birth date in the future (the clock says 15.01.2026).
        typeDate(date(birthDate), QStringLiteral("14.03.2027"));
        leave(date(birthDate));
        QVERIFY2(shown(birthDate).contains(QStringLiteral("future")), qPrintable(shown(birthDate)));

        // A series with a space.
        typeInto(line(series), QStringLiteral("45 09"));
        leave(line(series));
        QVERIFY2(shown(series).contains(QStringLiteral("without spaces")), qPrintable(shown(series)));
        QVERIFY(!row(series)->isWarning());
        // A passport series of 3 digits is only a warning, in amber.
        typeInto(line(series), QStringLiteral("450"));
        QVERIFY(row(series)->isWarning());
        QVERIFY(row(series)->errorLabel()->styleSheet().contains(QStringLiteral("#b26a00")));

        // The patronymic is required unless "No patronymic" is ticked.
        line(patronymic)->setFocus(Qt::TabFocusReason);
        leave(line(patronymic));
        QCOMPARE(shown(patronymic), QStringLiteral("Required."));
        formPage().tick(QStringLiteral("patient.noPatronymic"));
        QVERIFY(shown(patronymic).isEmpty());

        // A SNILS left empty is not an error: only Check SNILS needs it.
        line(snils)->setFocus(Qt::TabFocusReason);
        line(snils)->selectAll();
        QTest::keyClick(line(snils), Qt::Key_Delete);
        leave(line(snils));
        QVERIFY(shown(snils).isEmpty());
        // ...until the person tries to check it.
        button(EnrichmentOperation::SnilsValidation)->setEnabled(true); // as if clicked while off
        page->controller()->submit(EnrichmentOperation::SnilsValidation);
        QCOMPARE(shown(snils), QStringLiteral("Required."));
        shoot(window.get(), QStringLiteral("registrar-enrichment-inline-errors"));
    }

    // Issue 28: a list of patients' rows do not fill "Recent orders" and bury the registrar's own.
    void bulkRowsStayOutOfTheRecentOrders()
    {
        const int before = model()->rowCount();
        const QJsonObject origin{
            {QStringLiteral("bulkRow"), QJsonObject{{QStringLiteral("job"), 1}, {QStringLiteral("row"), 0}}}};
        const EnrichmentSubmission sent =
            orders->send(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport(), origin);
        QVERIFY(sent.call);
        QSignalSpy done(sent.call, &ApiCall::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(f->settle());
        QCOMPARE(model()->rowCount(), before);
        model()->reload();
        QCOMPARE(model()->rowCount(), before);
    }

    // Issue 28: an empty new form does not open in red. The focus leaving with the window (another
    // window activated) or with the area (another area shown) is not the person leaving a field;
    // Tab past an empty required field still says "Required".
    void emptyFormStaysQuietUntilLeftByThePerson()
    {
        using namespace enrichmentfield;
        line(familyName)->setFocus(Qt::OtherFocusReason);
        QVERIFY(line(familyName)->hasFocus());
        QWidget other;
        other.resize(200, 100);
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other));
        QVERIFY(shown(familyName).isEmpty());
        other.hide();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        line(familyName)->setFocus(Qt::OtherFocusReason);
        QVERIFY(window->showArea(MainWindow::overviewAreaId()));
        QVERIFY(window->showArea(QStringLiteral("enrichment")));
        QVERIFY(shown(familyName).isEmpty());
        const auto fields = form()->findChildren<ValidatedField *>();
        for (const ValidatedField *field : fields)
            QVERIFY2(!field->hasError(), qPrintable(field->error()));
        line(familyName)->setFocus(Qt::TabFocusReason);
        leave(line(familyName));
        QCOMPARE(shown(familyName), QStringLiteral("Required."));
    }

    // Nothing is cut: at 1600x1000 the wrong-SNILS error is shown whole, and with a banner above
    // the form the hint under the document box keeps its lines. Inline errors wrap.
    void inlineErrorsAndHintsAreNotClipped()
    {
        using namespace enrichmentfield;
        window->resize(1600, 1000);
        QCoreApplication::processEvents();
        typeInto(line(snils), QStringLiteral("12457896392"));
        leave(line(snils));
        page->banner()->showMessage(MessageBanner::Kind::Error, QStringLiteral("Проверка баннера над формой"),
                                    {QStringLiteral("Вторая строка сообщения"), QStringLiteral("Третья строка")});
        QCoreApplication::processEvents(); // the layouts settle on the next pass of the event loop
        const auto whole = [](QWidget *w) {
            const QRect visible = w->visibleRegion().boundingRect();
            return w->isVisible() && visible.height() >= w->height()
                && (!w->hasHeightForWidth() || w->height() >= w->heightForWidth(w->width()));
        };
        QLabel *error = row(snils)->errorLabel();
        QVERIFY(error->wordWrap());
        QVERIFY(!error->text().isEmpty());
        // The Russian words are half again as long as the English: a message of three lines.
        row(snils)->setError(
            QStringLiteral("Контрольное число СНИЛС не сходится с остальными цифрами: проверьте номер по "
                           "карточке СНИЛС или по выписке, номер здесь не исправляется сам, так как "
                           "исправленный номер может принадлежать другому человеку."));
        QVERIFY(error->heightForWidth(error->width()) > 2 * error->fontMetrics().height());
        QTRY_VERIFY2(whole(error),
                     qPrintable(QStringLiteral("%1 of %2, visible %3, hint %4")
                                    .arg(error->height())
                                    .arg(error->heightForWidth(error->width()))
                                    .arg(error->visibleRegion().boundingRect().height())
                                    .arg(error->sizeHint().height())));
        QLabel *hint = nullptr;
        for (QLabel *label : form()->findChildren<QLabel *>()) {
            if (label->text().contains(QStringLiteral("Find SNILS only")))
                hint = label;
        }
        QVERIFY(hint);
        QTRY_VERIFY2(
            whole(hint),
            qPrintable(QStringLiteral("%1 of %2").arg(hint->height()).arg(hint->heightForWidth(hint->width()))));
        shoot(window.get(), QStringLiteral("registrar-enrichment-not-clipped"));

        // When the banner goes, its line stays (the form under the pointer does not move up), and
        // no gap beyond it stays above the form.
        auto *splitter = page->findChild<QSplitter *>(QStringLiteral("enrichmentSplitter"));
        QVERIFY(splitter);
        QWidget *pane = splitter->widget(0);
        const int withBanner = pane->height();
        const QPoint familyNameAt = line(familyName)->mapTo(window.get(), QPoint(0, 0));
        page->banner()->clearMessage();
        QCoreApplication::processEvents();
        QCOMPARE(line(familyName)->mapTo(window.get(), QPoint(0, 0)), familyNameAt);
        QTRY_VERIFY2(
            pane->height() == withBanner && pane->height() <= pane->heightForWidth(pane->width()) + 2,
            qPrintable(QStringLiteral("%1 of %2").arg(pane->height()).arg(pane->heightForWidth(pane->width()))));
    }

    // Rows are measured against the columns as the window shows them, also after a restart.
    void rowsFitTheirColumnsAfterRestart()
    {
        fillPerson();
        QVERIFY(send(EnrichmentOperation::SnilsLookup) > 0);
        QVERIFY(send(EnrichmentOperation::PolicyLookup) > 0);
        window.reset();
        f->restartClient();
        openWindow();
        QTableView *table = page->orderList()->table();
        const QAbstractItemView *view = table; // sizeHintForRow() is public here only
        QCOMPARE(model()->rowCount(), 2);
        // As high as the cells' text and the state mark's lines need, no higher.
        const auto fitted = [&](int row) {
            const StatusMark *mark = page->orderList()->stateMark(row);
            const int markNeeds = mark->heightForWidth(table->columnWidth(EnrichmentOrderModel::StateColumn) - 1) + 1;
            return table->rowHeight(row) == std::max(view->sizeHintForRow(row), markNeeds);
        };
        QTRY_VERIFY(fitted(0) && fitted(1));
        shoot(window.get(), QStringLiteral("registrar-enrichment-after-restart"));
    }

    // A pending order's state says when it is checked next, also in a narrow column: the view asks
    // a cell widget only for its sizeHint(), and the third line («следующая проверка в 12:00:05»
    // wrapped) was cut off at 1024x768.
    void aStateMarkShowsAllItsLines()
    {
        fillPerson();
        const qint64 id = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(id > 0);
        QTableView *table = page->orderList()->table();
        table->horizontalHeader()->resizeSection(EnrichmentOrderModel::StateColumn, 110);
        StatusMark *mark = page->orderList()->stateMark(model()->rowOf(id));
        QVERIFY(mark->text().contains(QStringLiteral("next check at")));
        QTRY_VERIFY2(mark->width() <= 110 && mark->height() >= mark->heightForWidth(mark->width()),
                     qPrintable(QStringLiteral("%1 px high, needs %2 at %3 px")
                                    .arg(mark->height())
                                    .arg(mark->heightForWidth(mark->width()))
                                    .arg(mark->width())));
        // Its words wrap onto more lines than its sizeHint() has room for: the case the fit is for.
        QVERIFY(mark->heightForWidth(mark->width()) > mark->sizeHint().height());
    }

    // A patient found before comes back from the patient card: names, birth date, sex, passport
    // and the SNILS the platform found, without typing.
    void patientTakenFromTheCard()
    {
        using namespace enrichmentfield;
        fillPerson(false);
        const qint64 order = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(order > 0);
        QVERIFY(f->advanceUntil([&] { return finished(order); }, 120));
        QTest::mouseClick(clearButton(), Qt::LeftButton);
        QVERIFY(line(familyName)->text().isEmpty());

        QMenu *menu = cardButton()->menu();
        Q_EMIT menu->aboutToShow();
        // The cards the workstation knows; the sandbox's test patients follow in a submenu.
        QList<QAction *> cards = menu->actions();
        cards.removeIf([](QAction *a) { return a->isSeparator() || a->menu(); });
        QCOMPARE(cards.size(), 1);
        QVERIFY2(cards.first()->text().startsWith(QStringLiteral("Иванов Сергей Петрович")),
                 qPrintable(cards.first()->text()));
        cards.first()->trigger();
        QCOMPARE(line(familyName)->text(), QStringLiteral("Иванов"));
        QCOMPARE(value(birthDate), QStringLiteral("1978-03-14"));
        QCOMPARE(value(gender), QStringLiteral("1"));
        QCOMPARE(value(snils), QStringLiteral("12457896391")); // what the platform found
        QCOMPARE(value(number), QStringLiteral("123456"));
        QCOMPARE(value(issuer), kIssuer);
        // Taken as if typed: the form's draft keeps it.
        f->clock->advanceSeconds(2);
        QCOMPARE(f->session->journal()
                     .drafts(f->session->currentEnvironment().id, QStringLiteral("enrichment-form"))
                     ->size(),
                 1);
        shoot(window.get(), QStringLiteral("registrar-enrichment-from-card"));
    }

    // In the Sandbox environment the patient card's menu offers the persons the sandbox knows: one
    // fills the form, and a search for them finds their SNILS. Elsewhere the menu has none.
    void sandboxTestPatientsFillTheForm()
    {
        using namespace enrichmentfield;
        auto *patients = window->findChild<SandboxTestPatients *>();
        QVERIFY(patients);
        QVERIFY(patients->available());
        QTRY_VERIFY(!patients->cards().isEmpty());
        QMenu *menu = cardButton()->menu();
        Q_EMIT menu->aboutToShow();
        auto *test = menu->findChild<QMenu *>(QStringLiteral("testPatientsMenu"));
        QVERIFY(test);
        QVERIFY(menu->actions().contains(test->menuAction()));
        QVERIFY(test->actions().size() >= 5);
        QAction *anna = nullptr;
        for (QAction *action : test->actions()) {
            if (action->text().startsWith(QStringLiteral("Кузнецова Анна Дмитриевна")))
                anna = action;
        }
        QVERIFY(anna);
        anna->trigger();
        QCOMPARE(line(familyName)->text(), QStringLiteral("Кузнецова"));
        QCOMPARE(value(birthDate), QStringLiteral("1990-11-02"));
        QCOMPARE(value(gender), QStringLiteral("2"));
        QCOMPARE(value(documentType), QStringLiteral("1"));
        QCOMPARE(value(number), QStringLiteral("785412"));
        shoot(window.get(), QStringLiteral("registrar-enrichment-test-patient"));

        typeInto(line(snils), QString()); // found, not typed
        const qint64 order = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(order > 0);
        QVERIFY(f->advanceUntil([&] { return finished(order); }, 120));
        QVERIFY(model()
                    ->index(model()->rowOf(order), EnrichmentOrderModel::ResultColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("136-482-059 65")));

        // Outside the sandbox: no test patients.
        f->session->environments().setCurrent(QStringLiteral("test"));
        QVERIFY(!patients->available());
        Q_EMIT menu->aboutToShow();
        QVERIFY(!menu->actions().contains(test->menuAction()));
    }

    void actionsFollowTheFieldsEachNeeds()
    {
        using namespace enrichmentfield;
        fillPerson(false, false);
        QVERIFY(!enabled(EnrichmentOperation::SnilsLookup));
        QVERIFY(!enabled(EnrichmentOperation::SnilsValidation));
        QVERIFY(!enabled(EnrichmentOperation::PolicyLookup));
        QVERIFY(button(EnrichmentOperation::PolicyLookup)
                    ->toolTip()
                    .contains(formPage().field(number.toString())->label()));

        typeInto(line(number), QStringLiteral("123456"));
        QVERIFY(enabled(EnrichmentOperation::PolicyLookup)); // A3: no issue date, no issuer, no sex
        QVERIFY(!enabled(EnrichmentOperation::SnilsLookup));

        typeInto(line(snils), QStringLiteral("12457896391"));
        QVERIFY(enabled(EnrichmentOperation::SnilsValidation));
        typeInto(line(snils), QStringLiteral("12457896392"));
        QVERIFY(!enabled(EnrichmentOperation::SnilsValidation)); // live, as the person types

        typeDate(date(issueDate), QStringLiteral("22.04.2003"));
        typeInto(line(issuer), kIssuer);
        QVERIFY(enabled(EnrichmentOperation::SnilsLookup));
        QVERIFY(enabled(EnrichmentOperation::PolicyLookup));

        typeInto(line(series), QStringLiteral("45 09"));
        QVERIFY(!enabled(EnrichmentOperation::SnilsLookup));
        QVERIFY(!enabled(EnrichmentOperation::PolicyLookup));
        QVERIFY(!enabled(EnrichmentOperation::SnilsValidation)); // SNILS still mistyped
    }

    void findSnilsAndPolicyForTheFixturePerson()
    {
        fillPerson();
        // Sending: busy, the form read-only, until the platform has the order.
        QSignalSpy busy(page->controller(), &EnrichmentController::busyChanged);
        const qint64 snilsOrder = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(snilsOrder > 0);
        QVERIFY(busy.size() >= 1 && busy.first().first().toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 2000);
        QVERIFY(!line(enrichmentfield::familyName)->isReadOnly());
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Info);

        QCOMPARE(model()->rowCount(), 1);
        QVERIFY(!page->findChild<QLabel *>(QStringLiteral("noOrdersLabel"))->isVisible());
        QCOMPARE(page->orderList()->stateMark(0)->state(), StatusMark::State::Busy);
        QVERIFY2(page->orderList()->stateMark(0)->text().contains(QStringLiteral("next check at")),
                 qPrintable(page->orderList()->stateMark(0)->text()));
        QVERIFY(model()
                    ->index(0, EnrichmentOrderModel::PatientColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("Иванов Сергей Петрович")));

        const qint64 policyOrder = send(EnrichmentOperation::PolicyLookup);
        QVERIFY(policyOrder > 0);
        // Once the platform has given its word for a pending order, that word alone is shown.
        QVERIFY(
            f->advanceUntil([&] { return finished(snilsOrder) || !orders->order(snilsOrder)->status.isEmpty(); }, 120));
        if (!finished(snilsOrder)) {
            const QString status = orders->order(snilsOrder)->status;
            const QString shownState = page->orderList()->stateMark(model()->rowOf(snilsOrder))->text();
            QVERIFY2(shownState.startsWith(status) && !shownState.contains(status + QStringLiteral(" (")),
                     qPrintable(shownState));
        }
        QVERIFY(f->advanceUntil([&] { return finished(snilsOrder) && finished(policyOrder); }, 120));
        QTRY_COMPARE(model()->rowCount(), 2);

        const int snilsRow = model()->rowOf(snilsOrder);
        const int policyRow = model()->rowOf(policyOrder);
        QCOMPARE(policyRow, 0); // newest first
        QCOMPARE(page->orderList()->stateMark(snilsRow)->state(), StatusMark::State::Ok);
        QVERIFY(model()
                    ->index(snilsRow, EnrichmentOrderModel::ResultColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("124-578-963 91")));
        const QString policy = model()->index(policyRow, EnrichmentOrderModel::ResultColumn).data().toString();
        QVERIFY(policy.contains(QStringLiteral("7700000123456780")));
        QVERIFY(policy.contains(QStringLiteral("г. Москва")));
        QVERIFY(policy.contains(QStringLiteral("СОГАЗ")));
        QVERIFY(policy.contains(QStringLiteral("01.07.2019")));
        QVERIFY(!policy.contains(QStringLiteral("check digit")));

        // Copy puts the SNILS, as printed, on the clipboard.
        page->orderList()->selectOrder(snilsOrder);
        QVERIFY(page->orderList()->copyButton()->isEnabled());
        QVERIFY(!page->orderList()->stopButton()->isEnabled()); // finished: nothing to stop
        QTest::mouseClick(page->orderList()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("124-578-963 91"));
        page->orderList()->selectOrder(policyOrder);
        QTest::mouseClick(page->orderList()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("7700000123456780"));

        // Check SNILS for the same person: a clear yes.
        const qint64 check = send(EnrichmentOperation::SnilsValidation);
        QVERIFY(f->advanceUntil([&] { return finished(check); }, 120));
        QTRY_COMPARE(model()->rowCount(), 3);
        const QModelIndex yes = model()->index(model()->rowOf(check), EnrichmentOrderModel::ResultColumn);
        QVERIFY(yes.data().toString().startsWith(QStringLiteral("Yes")));
        QCOMPARE(yes.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(0x2e, 0x7d, 0x32));
        page->orderList()->selectOrder(policyOrder);
        shoot(window.get(), QStringLiteral("registrar-enrichment-results"));

        // The raw exchange of the SNILS order: the POST that created it and its status reads.
        page->orderList()->selectOrder(snilsOrder);
        QTest::mouseClick(page->orderList()->exchangeButton(), Qt::LeftButton);
        auto *dialog = page->findChild<OrderExchangeDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->entryList()->count() >= 2);
        const QString orderId = orders->order(snilsOrder)->orderId;
        QVERIFY(dialog->entryList()->item(0)->text().contains(QStringLiteral("POST")));
        QVERIFY(dialog->entryList()->item(dialog->entryList()->count() - 1)->text().contains(orderId));
        QVERIFY(dialog->exchangeView()->responseEdit()->toPlainText().contains(QStringLiteral("Выполнено")));
        shoot(dialog, QStringLiteral("registrar-enrichment-exchange"));
        dialog->close();

        // From the keyboard: Enter on the order in the list opens the same exchange.
        const auto shownDialogs = [&] {
            int shown = 0;
            for (const OrderExchangeDialog *d : page->findChildren<OrderExchangeDialog *>())
                shown += d->isVisible();
            return shown;
        };
        QCOMPARE(shownDialogs(), 0);
        page->orderList()->focusList();
        QTest::keyClick(page->orderList()->table(), Qt::Key_Return);
        QCOMPARE(shownDialogs(), 1);
    }

    void enterSendsTheMostRelevantAction()
    {
        fillPerson();
        // In the family name: Find SNILS (everything it needs is there).
        QSignalSpy added(orders, &EnrichmentDesk::orderAdded);
        line(enrichmentfield::familyName)->setFocus();
        QTest::keyClick(line(enrichmentfield::familyName), Qt::Key_Return);
        QVERIFY(added.wait(5000));
        QCOMPARE(orders->order(added.last().first().toLongLong())->operation, EnrichmentOperation::SnilsLookup);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 2000);
        // In the SNILS field: Check SNILS.
        line(enrichmentfield::snils)->setFocus();
        QTest::keyClick(line(enrichmentfield::snils), Qt::Key_Enter);
        QVERIFY(added.wait(5000));
        QCOMPARE(orders->order(added.last().first().toLongLong())->operation, EnrichmentOperation::SnilsValidation);
    }

    void escCancelsTheRequestOnItsWay()
    {
        fillPerson();
        QSignalSpy added(orders, &EnrichmentDesk::orderAdded);
        QTest::mouseClick(button(EnrichmentOperation::SnilsLookup), Qt::LeftButton);
        QVERIFY(page->controller()->isBusy());
        QVERIFY(line(enrichmentfield::familyName)->isReadOnly());
        QVERIFY(!enabled(EnrichmentOperation::PolicyLookup));
        QVERIFY(page->progress()->isVisible());
        QTest::keyClick(line(enrichmentfield::familyName), Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 2000);
        QVERIFY(!line(enrichmentfield::familyName)->isReadOnly());
        QVERIFY(page->banner()->plainText().contains(QStringLiteral("cancelled")));
        QVERIFY(f->settle());
        QCOMPARE(added.count(), 0);
        QCOMPARE(line(enrichmentfield::familyName)->text(), QStringLiteral("Иванов")); // the form is kept
    }

    void serverRefusalInTheBannerAndBesideTheField()
    {
        fillPerson();
        // A refusal the form cannot foresee: the registry does not know the issuing office. The
        // sandbox answers it once, in its own problem+json shape, naming the field.
        sandbox::FaultRule refusal;
        refusal.pattern = QStringLiteral("/enrichment/snils");
        refusal.method = "POST";
        refusal.kind = sandbox::FaultKind::Status;
        refusal.status = 400;
        refusal.contentType = "application/problem+json; charset=utf-8";
        refusal.body =
            QStringLiteral(
                R"({"type":"urn:cliniclink:sandbox:problem:data","title":"Ошибка в данных запроса","status":400,)"
                R"("detail":"Значения полей не прошли проверку; ошибок: 1","errors":[{"field":"patientPersDocs.issuer",)"
                R"("code":"unknown","message":"Подразделение, выдавшее документ, не найдено в реестре"}]})")
                .toUtf8();
        refusal.remaining = 1;
        f->emulator->context().faults().add(refusal);
        QVERIFY(enabled(EnrichmentOperation::SnilsLookup));
        QTest::mouseClick(button(EnrichmentOperation::SnilsLookup), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(page->banner()->isVisible());
        QVERIFY(!page->banner()->messages().isEmpty());
        const QString server = page->banner()->messages().join(u'\n');
        QVERIFY2(server.contains(QStringLiteral("patientPersDocs.issuer")), qPrintable(server));
        QVERIFY2(shown(enrichmentfield::issuer).contains(QStringLiteral("не найдено в реестре")),
                 qPrintable(shown(enrichmentfield::issuer)));
        QCOMPARE(model()->rowCount(), 0);
        shoot(window.get(), QStringLiteral("registrar-enrichment-refusal"));
        typeInto(line(enrichmentfield::issuer), QStringLiteral("ОВД района Хамовники"));
        QVERIFY(shown(enrichmentfield::issuer).isEmpty()); // editing the field clears the server's note
    }

    void overlongIssuerIsCaughtBeforeSending()
    {
        fillPerson();
        typeInto(line(enrichmentfield::issuer), QString(1001, u'A'));
        QVERIFY(!enabled(EnrichmentOperation::SnilsLookup));
        QVERIFY(enabled(EnrichmentOperation::PolicyLookup)); // A3 sends no issuer
    }

    void stopAndCheckNow()
    {
        fillPerson();
        const qint64 id = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(id > 0);
        QVERIFY(f->settle());
        page->orderList()->selectOrder(id);
        QVERIFY(page->orderList()->checkNowButton()->isEnabled());
        shoot(window.get(), QStringLiteral("registrar-enrichment-pending"));
        QTest::mouseClick(page->orderList()->stopButton(), Qt::LeftButton);
        QTRY_COMPARE(page->orderList()->stateMark(model()->rowOf(id))->state(), StatusMark::State::Neutral);
        QVERIFY(page->orderList()->stateMark(model()->rowOf(id))->text().contains(QStringLiteral("Stopped")));
        QVERIFY(!page->orderList()->stopButton()->isEnabled());
        QVERIFY(!page->orderList()->checkNowButton()->isEnabled());
    }

    // File > Reset the sandbox forgets the sandbox's orders, not what the workstation learnt: a
    // finished order keeps its SNILS; one still pending says it was lost with the sandbox.
    void sandboxResetKeepsResultsAndSaysPendingWasLost()
    {
        fillPerson(false);
        const qint64 done = send(EnrichmentOperation::SnilsLookup);
        QVERIFY(done > 0);
        QVERIFY(f->advanceUntil([&] { return finished(done); }, 120));
        const qint64 pending = send(EnrichmentOperation::PolicyLookup);
        QVERIFY(pending > 0);
        QVERIFY(f->settle());
        QVERIFY(!finished(pending));

        QSignalSpy reset(window->sandboxReset(), &SandboxReset::finished);
        window->sandboxReset()->reset();
        QVERIFY(reset.wait(5000));
        QVERIFY(reset.first().first().toBool());
        QTRY_COMPARE(model()->rowCount(), 2);

        const int doneRow = model()->rowOf(done);
        QCOMPARE(page->orderList()->stateMark(doneRow)->state(), StatusMark::State::Ok);
        QVERIFY(model()
                    ->index(doneRow, EnrichmentOrderModel::ResultColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("124-578-963 91")));
        const int lostRow = model()->rowOf(pending);
        QTRY_COMPARE(page->orderList()->stateMark(lostRow)->text(), FollowAnswer::lostInResetText());
        QCOMPARE(page->orderList()->stateMark(lostRow)->state(), StatusMark::State::Neutral);
        QVERIFY(!f->session->follow().isFollowed(pending));
        page->orderList()->selectOrder(pending);
        QVERIFY(!page->orderList()->stopButton()->isEnabled());
        QVERIFY(!page->orderList()->checkNowButton()->isEnabled());
        // Time goes on: nothing asks the sandbox about the lost order, which stays lost.
        QVERIFY(!f->advanceUntil([&] { return !orders->order(pending)->lost; }, 60));
        shoot(window.get(), QStringLiteral("registrar-enrichment-after-reset"));
    }

    void ctrlLFocusesTheList()
    {
        fillPerson();
        QVERIFY(send(EnrichmentOperation::PolicyLookup) > 0);
        line(enrichmentfield::familyName)->setFocus();
        QTest::keyClick(line(enrichmentfield::familyName), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(page->orderList()->table()->hasFocus());
        QVERIFY(page->orderList()->table()->currentIndex().isValid());
    }

    void draftRestoredAfterRestart()
    {
        using namespace enrichmentfield;
        typeInto(line(familyName), QStringLiteral("Кузнецова"));
        typeInto(line(snils), QStringLiteral("136482059"));
        typeDate(date(birthDate), QStringLiteral("02.11.1990"));
        // Saved a moment after the last keystroke (on the clock), not on every key.
        QVERIFY(f->session->journal()
                    .drafts(f->session->currentEnvironment().id, QStringLiteral("enrichment-form"))
                    ->isEmpty());
        f->clock->advanceSeconds(2);
        QCOMPARE(f->session->journal()
                     .drafts(f->session->currentEnvironment().id, QStringLiteral("enrichment-form"))
                     ->size(),
                 1);
        typeInto(line(firstName), QStringLiteral("Анна")); // typed and the window closed at once

        // The app closes and starts again over the same journal.
        window.reset();
        f->restartClient();
        openWindow();
        QCOMPARE(line(familyName)->text(), QStringLiteral("Кузнецова"));
        QCOMPARE(line(firstName)->text(), QStringLiteral("Анна"));
        QCOMPARE(value(snils), QStringLiteral("136482059"));
        QCOMPARE(value(birthDate), QStringLiteral("1990-11-02"));
        QCOMPARE(shown(snils), QStringLiteral("A SNILS has 11 digits.")); // a restored form shows its problems
        QCOMPARE(f->session->journal()
                     .drafts(f->session->currentEnvironment().id, QStringLiteral("enrichment-form"))
                     ->size(),
                 1);

        // Clearing the form forgets the draft.
        QTest::mouseClick(clearButton(), Qt::LeftButton);
        QVERIFY(line(familyName)->text().isEmpty());
        QVERIFY(f->session->journal()
                    .drafts(f->session->currentEnvironment().id, QStringLiteral("enrichment-form"))
                    ->isEmpty());
    }

    void tabOrderFollowsTheForm()
    {
        using namespace enrichmentfield;
        fillPerson(); // every action enabled, so Tab reaches them all
        const QList<QWidget *> expected{line(familyName),
                                        line(firstName),
                                        line(patronymic),
                                        formPage().editor(QStringLiteral("patient.noPatronymic")),
                                        date(birthDate),
                                        combo(gender),
                                        line(snils),
                                        combo(documentType),
                                        line(series),
                                        line(number),
                                        date(issueDate),
                                        line(issuer),
                                        button(EnrichmentOperation::SnilsLookup),
                                        button(EnrichmentOperation::SnilsValidation),
                                        button(EnrichmentOperation::PolicyLookup),
                                        clearButton()};
        line(familyName)->setFocus(Qt::TabFocusReason);
        for (int i = 1; i < expected.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), expected.at(i));
        }
    }

    void calendarStopsAtToday()
    {
        DateField *birth = date(enrichmentfield::birthDate);
        birth->openCalendar();
        QVERIFY(birth->calendar()->isVisible());
        QCOMPARE(birth->calendar()->maximumDate(), QDate(2026, 1, 15)); // the session's clock
        Q_EMIT birth->calendar()->activated(QDate(1978, 3, 14));
        QVERIFY(!birth->calendar()->isVisible());
        QCOMPARE(birth->text(), QStringLiteral("14.03.1978"));
        QCOMPARE(value(enrichmentfield::birthDate), QStringLiteral("1978-03-14"));
        // A date typed in part is named as such, not as missing.
        typeInto(birth, QStringLiteral("1403"));
        leave(birth);
        QVERIFY2(shown(enrichmentfield::birthDate).contains(QStringLiteral("Not a complete date")),
                 qPrintable(shown(enrichmentfield::birthDate)));
        // Every digit typed, and no such day: said so, not "not complete" (issue 28).
        typeDate(birth, QStringLiteral("31.02.2001"));
        leave(birth);
        QVERIFY2(shown(enrichmentfield::birthDate).contains(QStringLiteral("There is no such date: 31.02.2001")),
                 qPrintable(shown(enrichmentfield::birthDate)));
    }

    // The draft keeps the keys of the drafts written before the form was described once: a
    // person's draft from yesterday comes back whole.
    void draftKeepsItsShape()
    {
        using namespace enrichmentfield;
        const QJsonObject before{{QStringLiteral("familyName"), QStringLiteral("Сидорова")},
                                 {QStringLiteral("firstName"), QStringLiteral("Анна")},
                                 {QStringLiteral("patronymic"), QString()},
                                 {QStringLiteral("noPatronymic"), true},
                                 {QStringLiteral("birthDate"), QStringLiteral("1990-12-01")},
                                 {QStringLiteral("gender"), QStringLiteral("2")},
                                 {QStringLiteral("snils"), QStringLiteral("11223344595")},
                                 {QStringLiteral("documentType"), QStringLiteral("1")},
                                 {QStringLiteral("series"), QStringLiteral("4510")},
                                 {QStringLiteral("number"), QStringLiteral("654321")},
                                 {QStringLiteral("issueDate"), QStringLiteral("2010-12-02")},
                                 {QStringLiteral("issuer"), QStringLiteral("УФМС")}};
        form()->session()->setJson(before);
        QCOMPARE(form()->session()->toJson(), before);
        QCOMPARE(line(familyName)->text(), QStringLiteral("Сидорова"));
        QCOMPARE(line(snils)->text(), QStringLiteral("112-233-445 95"));
        QCOMPARE(date(birthDate)->date(), QDate(1990, 12, 1));
        QCOMPARE(combo(gender)->currentText(), QStringLiteral("Female"));
        QVERIFY(!formPage().isEnabled(patronymic.toString())); // "No patronymic" ticked, none typed
        QVERIFY(enabled(EnrichmentOperation::SnilsLookup));
        // An empty form is no draft: the blank form's JSON is the one of a new form.
        form()->session()->clear();
        QVERIFY(form()->session()->isBlank());
        QCOMPARE(value(documentType), QStringLiteral("1"));
    }

    // Each action is checked against what it sends: Find policy takes names of at most 40
    // characters, Find SNILS of 100; a long name stops only the first.
    void eachActionValidatesWhatItSends()
    {
        using namespace enrichmentfield;
        fillPerson();
        typeInto(line(familyName), QString(50, u'Я'));
        QVERIFY(enabled(EnrichmentOperation::SnilsLookup));
        QVERIFY(enabled(EnrichmentOperation::SnilsValidation));
        QVERIFY(!enabled(EnrichmentOperation::PolicyLookup));
        QVERIFY2(button(EnrichmentOperation::PolicyLookup)
                     ->toolTip()
                     .contains(formPage().field(familyName.toString())->label()),
                 qPrintable(button(EnrichmentOperation::PolicyLookup)->toolTip()));
        QVERIFY(button(EnrichmentOperation::SnilsLookup)->toolTip().isEmpty());
        QVERIFY(send(EnrichmentOperation::SnilsLookup) > 0);
    }

    void policyCheckDigitMismatchIsAWarning()
    {
        EnrichmentOrder o;
        o.operation = EnrichmentOperation::PolicyLookup;
        o.finished = true;
        o.result.completed = true;
        o.result.unitedPolicyNumber = QStringLiteral("7700000123456781");
        QVERIFY(EnrichmentOrderModel::resultText(o).contains(QStringLiteral("check digit does not match")));
        o.result.unitedPolicyNumber = QStringLiteral("7700000123456780");
        QVERIFY(!EnrichmentOrderModel::resultText(o).contains(QStringLiteral("check digit")));
    }

    void serverFieldPathsMapOntoTheForm()
    {
        QCOMPARE(enrichmentFieldInMessage(QStringLiteral("Поле patientPersDocs.series не должно содержать пробелов")),
                 QStringLiteral("document.series"));
        QCOMPARE(enrichmentFieldInMessage(QStringLiteral("patient.birthDate: Дата в будущем")),
                 QStringLiteral("patient.birthDate"));
        QCOMPARE(enrichmentFieldInMessage(QStringLiteral("/patient/familyname is required")),
                 QStringLiteral("patient.familyName"));
        QCOMPARE(enrichmentFieldInMessage(QStringLiteral("Ошибка структуры запроса")), QString());
    }
};

QTEST_MAIN(TestEnrichmentPage)
#include "tst_enrichmentpage.moc"
