// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every window fits a 1024x768 monitor, in Russian (the longer words): the main window on every
// area and every tab, the dispatch window, the settings, the questionnaire's preview and send
// dialog, the self-QES dialog and the lab order form holding a laboratory and a service with
// 200-character names. On an offscreen screen of 1024x768, each window asks no more than the
// screen, opens within it, keeps its size when the person switches areas, and every visible button
// lies inside the window, or inside a scroll area that reaches it by scrolling down (never sideways).
// With CLINICLINK_SCREENSHOT_DIR set, each is saved at 1024x768 and at 1400x900.

#include "../integration/clientfixture.h"
#include "core/lab/labtypes.h"
#include "core/lab/labvalidation.h"
#include "core/net/apierror.h"
#include "core/net/transport.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/questionnairedesk.h"
#include "core/signing/signingservice.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/lab/laborderform.h"
#include "ui/lab/labpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"
#include "ui/shell/shellstatusbar.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/qestab.h"
#include "ui/signing/questionnairepreview.h"
#include "ui/signing/questionnairesenddialog.h"
#include "ui/signing/selfqesdialog.h"
#include "ui/signing/signingnotifier.h"
#include "ui/signing/signingpage.h"
#include "ui/terminology/dictionarypicker.h"
#include "ui/workstationwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSet>
#include <QSslCertificate>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QSize kScreen(1024, 768);
// What a 1024x768 screen leaves a window under its title bar.
const QSize kRoom(1024, 768 - 40);

QString nameOf(QWidget *w, QWidget *window)
{
    QStringList path;
    for (QWidget *p = w; p && p != window; p = p->parentWidget()) {
        if (!p->objectName().isEmpty())
            path.prepend(p->objectName());
    }
    const QString text = qobject_cast<QAbstractButton *>(w) ? qobject_cast<QAbstractButton *>(w)->text() : QString();
    return QStringLiteral("%1 «%2» (%3)").arg(path.join(u'/'), text, QString::fromLatin1(w->metaObject()->className()));
}

bool insideItemView(QWidget *w, QWidget *window)
{
    for (QWidget *p = w->parentWidget(); p && p != window; p = p->parentWidget()) {
        if (qobject_cast<QAbstractItemView *>(p))
            return true;
    }
    return false;
}

// Where the button is not wholly to be seen: cut by a parent or the window, or beyond a scroll
// area's right edge. Down a scroll area is fine: the wheel and the scroll bar reach it.
QString whereCut(QAbstractButton *button, QWidget *window)
{
    QRect r = button->rect();
    for (QWidget *w = button; w != window; w = w->parentWidget()) {
        r.translate(w->pos());
        QWidget *parent = w->parentWidget();
        if (!parent)
            return QStringLiteral("not in the window");
        auto *scroll = parent->parentWidget() ? qobject_cast<QScrollArea *>(parent->parentWidget()) : nullptr;
        if (scroll && scroll->viewport() == parent) {
            if (r.left() < 0 || r.right() >= parent->width())
                return QStringLiteral("beyond the right edge of scroll area %1 (x %2..%3 of %4)")
                    .arg(nameOf(scroll, window))
                    .arg(r.left())
                    .arg(r.right())
                    .arg(parent->width());
            r = QRect(r.left(), 0, r.width(), std::min(r.height(), parent->height()));
            continue;
        }
        if (!parent->rect().contains(r))
            return QStringLiteral("cut by %1 (%2,%3 %4x%5 in %6x%7)")
                .arg(nameOf(parent, window))
                .arg(r.x())
                .arg(r.y())
                .arg(r.width())
                .arg(r.height())
                .arg(parent->width())
                .arg(parent->height());
    }
    return {};
}

} // namespace

class TestFitScreen : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    QStringList m_problems;
    int m_buttons = 0;

    void checkButtons(QWidget *top, const QString &where)
    {
        const QList<QAbstractButton *> buttons = top->findChildren<QAbstractButton *>();
        for (QAbstractButton *b : buttons) {
            if (!b->isVisible() || b->window() != top || insideItemView(b, top))
                continue;
            ++m_buttons;
            const QString cut = whereCut(b, top);
            if (!cut.isEmpty())
                m_problems << QStringLiteral("%1: %2 %3").arg(where, nameOf(b, top), cut);
        }
    }

    void checkSize(QWidget *top, const QString &where)
    {
        const QSize least = top->minimumSizeHint().expandedTo(top->minimumSize());
        if (least.width() > kRoom.width() || least.height() > kRoom.height())
            m_problems << QStringLiteral("%1: needs at least %2x%3").arg(where).arg(least.width()).arg(least.height());
        // The test gives the main window the whole screen; a dialog opens by itself, under its title bar.
        const QSize bound = top == window.get() ? kScreen : kRoom;
        if (top->width() > bound.width() || top->height() > bound.height())
            m_problems << QStringLiteral("%1: is %2x%3").arg(where).arg(top->width()).arg(top->height());
    }

    // root, and every tab of every tab widget in it, nested ones too.
    void checkEverywhere(QWidget *top, QWidget *root, const QString &where, QSet<QTabWidget *> &seen)
    {
        QCoreApplication::processEvents();
        checkButtons(top, where);
        const QList<QTabWidget *> tabWidgets = root->findChildren<QTabWidget *>();
        for (QTabWidget *tabs : tabWidgets) {
            if (!tabs->isVisible() || seen.contains(tabs))
                continue;
            seen.insert(tabs);
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                checkEverywhere(top, tabs->widget(i), QStringLiteral("%1 / %2").arg(where, tabs->tabText(i)), seen);
            }
            tabs->setCurrentIndex(0);
        }
    }

    void checkWindow(QWidget *top, const QString &where)
    {
        QVERIFY(QTest::qWaitForWindowExposed(top));
        QCoreApplication::processEvents();
        checkSize(top, where);
        QSet<QTabWidget *> seen;
        checkEverywhere(top, top, where, seen);
    }

    // With CLINICLINK_SCREENSHOT_DIR: the window at 1024x768 (as it opened) and at 1400x900.
    void shootBoth(QWidget *top, const QString &name)
    {
        if (qEnvironmentVariableIsEmpty("CLINICLINK_SCREENSHOT_DIR"))
            return;
        shoot(top, name + QStringLiteral("-1024x768"));
        const QSize was = top->size();
        top->resize(top == window.get() ? QSize(1400, 900) : top->size() * 1400 / 1024);
        QCoreApplication::processEvents();
        shoot(top, name + QStringLiteral("-1400x900"));
        top->resize(was);
        QCoreApplication::processEvents();
    }

    QString verdict() const
    {
        return QStringLiteral("%1 problem(s):\n%2").arg(m_problems.size()).arg(m_problems.join(u'\n'));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(installRussian());
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), kScreen);
    }

    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        if (auto *notifier = window->findChild<SigningNotifier *>())
            notifier->setTrayAllowed(false);
        window->resize(kScreen);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        m_problems.clear();
        m_buttons = 0;
    }

    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // The main window opens within the screen on its own (no saved geometry yet).
    void mainWindowOpensWithinTheScreen()
    {
        auto fresh = createMainWindow(*f->session, *f->desks);
        fresh->show();
        QVERIFY(QTest::qWaitForWindowExposed(fresh.get()));
        checkSize(fresh.get(), QStringLiteral("main window as it opens"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    // Each area: the window asks no more than the screen, keeps its size, every button on screen.
    void everyAreaFits()
    {
        for (const QString &id : window->areaIds()) {
            QVERIFY2(window->showArea(id), qPrintable(id));
            QWidget *page = window->areaPage(id);
            QCoreApplication::processEvents();
            qInfo("%s: page needs %dx%d", qPrintable(id), page->minimumSizeHint().width(),
                  page->minimumSizeHint().height());
            if (window->size() != kScreen)
                m_problems
                    << QStringLiteral("%1: the window became %2x%3").arg(id).arg(window->width()).arg(window->height());
            checkWindow(window.get(), id);
            shootBoth(window.get(), QStringLiteral("fit-area-") + id);
            // And each of the page's own tabs beyond the first.
            if (auto *tabs = page->findChild<QTabWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
                for (int i = 1; i < tabs->count(); ++i) {
                    tabs->setCurrentIndex(i);
                    shootBoth(window.get(), QStringLiteral("fit-area-%1-tab%2").arg(id).arg(i));
                }
                tabs->setCurrentIndex(0);
            }
        }
        QVERIFY2(m_buttons > 40, qPrintable(QString::number(m_buttons)));
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    // A laboratory and a service with names of 200 characters, a patient with a long name: the
    // form elides them and Send stays on screen.
    void labOrderFormWithLongNamesFits()
    {
        QVERIFY(window->showArea(QStringLiteral("lab")));
        auto *page = qobject_cast<LabPage *>(window->areaPage(QStringLiteral("lab")));
        QVERIFY(page);
        LabOrderForm *form = page->orderForm();
        const QString longName = QStringLiteral("Лаборатория клинической диагностики ").repeated(6).left(200);
        QCOMPARE(longName.size(), 200);
        LabPatient patient;
        patient.serverId = QStringLiteral("p-1");
        patient.misPatientId = QStringLiteral("MIS-1");
        patient.familyName = QStringLiteral("Константинопольская-Преображенская");
        patient.givenName = QStringLiteral("Александра-Виктория");
        patient.middleName = QStringLiteral("Владиславовна");
        form->setPatients({patient});
        LabOrderRequest request;
        request.targetLaboratory = QStringLiteral("lab-1");
        fhir::FhirCoding service;
        service.system = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31");
        service.code = QStringLiteral("A09.05.023");
        service.display = longName;
        request.services = {service};
        request.diagnosis = service;
        request.diagnosis.display = longName;
        form->setRequest(request);
        fhir::FhirCoding laboratory;
        laboratory.system = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.64");
        laboratory.code = QStringLiteral("lab-1");
        laboratory.display = longName;
        const testing::FormPage order(form);
        auto *target = qobject_cast<DictionaryPicker *>(order.editor(QString::fromLatin1(labfield::kTarget)));
        target->setValue(laboratory);
        order.editor(QString::fromLatin1(labfield::kServices))->findChild<DictionaryPicker *>()->setValue(service);
        page->tabs()->setCurrentIndex(1);
        QCoreApplication::processEvents();
        QVERIFY(order.button(LabOrderForm::tr("Send to the lab"))->isVisible());
        checkSize(window.get(), QStringLiteral("lab order"));
        if (window->size() != kScreen)
            m_problems
                << QStringLiteral("lab order: the window became %1x%2").arg(window->width()).arg(window->height());
        checkButtons(window.get(), QStringLiteral("lab order"));
        shootBoth(window.get(), QStringLiteral("fit-lab-order-long-names"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
        // The names are there in full for the person who points at them.
        const QList<QWidget *> shown = target->findChildren<QWidget *>(QStringLiteral("dictionaryPickerDisplay"));
        QCOMPARE(shown.size(), 1);
        QVERIFY2(shown.first()->toolTip().contains(longName), qPrintable(shown.first()->toolTip()));
    }

    // A long TLS error with its chain in the status bar, beside the keychain warning: the bar
    // elides it and the window keeps to the screen.
    void statusBarWithALongErrorFits()
    {
        const QList<QSslCertificate> chain = QSslCertificate::fromPath(
            QDir::cleanPath(QStringLiteral(CLINICLINK_TEST_DATA_DIR "/../../../sandbox/fixtures/pki/ca.pem")));
        QVERIFY(!chain.isEmpty());
        ApiError tls(
            ApiError::Kind::Tls, services::Signing,
            QStringLiteral("The host name did not match any of the valid hosts for this certificate; ").repeated(12));
        tls.setPeerCertificates(chain);
        Q_EMIT f->session->transport().callFailed(tls);
        Q_EMIT f->session->transport().activeCountChanged(12);
        QCoreApplication::processEvents();
        QVERIFY(window->shellStatusBar()->lastErrorButton()->isVisible());
        QVERIFY(window->shellStatusBar()->certificateButton()->isVisible());
        checkSize(window.get(), QStringLiteral("status bar with an error"));
        if (window->size() != kScreen)
            m_problems << QStringLiteral("status bar with an error: the window became %1x%2")
                              .arg(window->width())
                              .arg(window->height());
        checkButtons(window.get(), QStringLiteral("status bar with an error"));
        shootBoth(window.get(), QStringLiteral("fit-status-bar-error"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    void settingsDialogFits()
    {
        SettingsDialog *settings = window->openSettings();
        QVERIFY(settings);
        checkWindow(settings, QStringLiteral("settings"));
        shootBoth(settings, QStringLiteral("fit-settings"));
        settings->close();
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    void dispatchWindowFits()
    {
        QVERIFY(window->showArea(QStringLiteral("signing")));
        auto *page = qobject_cast<SigningPage *>(window->areaPage(QStringLiteral("signing")));
        QVERIFY(page);
        DispatchView *view = page->openDispatch(0);
        QVERIFY(view);
        checkWindow(view, QStringLiteral("dispatch window"));
        shootBoth(view, QStringLiteral("fit-dispatch-window"));
        view->close();
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    void selfQesDialogFits()
    {
        QVERIFY(window->showArea(QStringLiteral("signing")));
        auto *page = qobject_cast<SigningPage *>(window->areaPage(QStringLiteral("signing")));
        QVERIFY(page);
        SelfQesDialog *dialog = page->qesTab()->signHere(QStringLiteral("TRK-000001"),
                                                         QStringLiteral("Константинопольская-Преображенская А. В."));
        QVERIFY(dialog);
        checkWindow(dialog, QStringLiteral("self-QES"));
        shootBoth(dialog, QStringLiteral("fit-self-qes"));
        dialog->close();
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }

    void questionnaireWindowsFit()
    {
        QuestionnaireDesk &questionnaires = f->desks->get<QuestionnaireDesk>();
        QuestionnaireTemplate t;
        t.id = QStringLiteral("t-1");
        t.title = QStringLiteral("Анкета перед приёмом у врача-оториноларинголога");
        t.schema.title = t.title;
        for (int i = 1; i <= 12; ++i) {
            Question q;
            q.id = QStringLiteral("q%1").arg(i);
            q.label = QStringLiteral("Вопрос %1: были ли у вас за последние двенадцать месяцев аллергические реакции "
                                     "на лекарственные препараты?")
                          .arg(i);
            q.type = i % 3 == 0 ? QuestionType::Text
                : i % 3 == 1    ? QuestionType::SingleChoice
                                : QuestionType::SelectSingle;
            q.options = {{QStringLiteral("1"), QStringLiteral("Да")}, {QStringLiteral("2"), QStringLiteral("Нет")}};
            t.schema.questions << q;
        }
        auto *send = new QuestionnaireSendDialog(*f->session, questionnaires, t, window.get());
        send->setAttribute(Qt::WA_DeleteOnClose);
        send->show();
        checkWindow(send, QStringLiteral("questionnaire send"));
        shootBoth(send, QStringLiteral("fit-questionnaire-send"));
        send->close();
        auto *preview = new QuestionnairePreview(t.schema, window.get());
        preview->setAttribute(Qt::WA_DeleteOnClose);
        preview->show();
        checkWindow(preview, QStringLiteral("questionnaire preview"));
        shootBoth(preview, QStringLiteral("fit-questionnaire-preview"));
        preview->close();
        QVERIFY2(m_problems.isEmpty(), qPrintable(verdict()));
    }
};

// The offscreen screen is 800x600 unless told otherwise: a 1024x768 one, as the clinic's monitor.
int main(int argc, char **argv)
{
    QTemporaryDir config;
    if (qEnvironmentVariable("QT_QPA_PLATFORM").startsWith(QStringLiteral("offscreen"))) {
        const QString path = config.filePath(QStringLiteral("screen.json"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(R"({"screens": [{"name": "clinic", "x": 0, "y": 0, "width": 1024, "height": 768,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
            file.close();
            qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(path));
        }
    }
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    TestFitScreen test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fitscreen.moc"
