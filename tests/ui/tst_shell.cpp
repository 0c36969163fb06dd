// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The shell driven as a person would: keys and clicks on an offscreen main window over a real
// Session (temporary settings and journal, session-only tokens, a manual clock).
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "core/common/offsetclock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/net/apierror.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/prescription/prescriptionservice.h"
#include "core/session/desks.h"
#include "core/session/journalwatch.h"
#include "core/session/retention.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "core/terminology/terminologyservice.h"
#include "tests/support/clinicpg.h"
#include "tests/support/formpage.h"
#include "ui/common/certificatechaindialog.h"
#include "ui/common/exchangeview.h"
#include "ui/common/statusmark.h"
#include "ui/common/validatedfield.h"
#include "ui/common/wrappedlabel.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/afterfirstpaint.h"
#include "ui/shell/connectioncheckpanel.h"
#include "ui/shell/environmentbanner.h"
#include "ui/shell/environmentform.h"
#include "ui/shell/limitseditor.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/overviewpage.h"
#include "ui/shell/requestlogview.h"
#include "ui/shell/settingsdialog.h"
#include "ui/shell/shellstatusbar.h"
#include "ui/shell/tokenseditor.h"
#include "ui/workstationwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QInputDialog>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <algorithm>

using namespace cliniclink;
using cliniclink::testing::FormPage;

namespace {
const QString kToken = QStringLiteral("5e0c1f7a-3b9d-4c2e-8f61-a7d4b2c9e013");

void shoot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("CLINICLINK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// The environment form's line edit of a field key (environmentdraft.h).
QLineEdit *formLine(QWidget *form, const QString &key)
{
    return qobject_cast<QLineEdit *>(FormPage(form).editor(key));
}

void typeInto(QLineEdit *edit, const QString &text)
{
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    // QTest::keyClicks() knows ASCII only; Cyrillic goes in as key events carrying their text.
    for (const QChar ch : text) {
        if (ch.unicode() < 0x80) {
            QTest::keyClicks(edit, QString(ch));
            continue;
        }
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(ch));
        QCoreApplication::sendEvent(edit, &press);
    }
}

void clickItem(QListWidget *list, int row)
{
    const QRect rect = list->visualItemRect(list->item(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
}
} // namespace

class TestShell : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void opensWithOverviewAndRequestLog();
    void navigationByClickAndKeyboard();
    void addAreaAppendsAndRefusesDuplicates();
    void bannerFollowsEnvironment();
    void bannerAsksBeforeProduction();
    void bannerRestartsForAnotherJournal();
    void plainHttpIsWarnedAndRefusedForProduction();
    void overviewShowsProductionHttpRefused();
    void longPlainHttpBannerWrapsInsteadOfWidening();
    void clearJournalAsksFirst();
    void retentionIsSetInSettings();
    void unfinishedPastRetentionIsShownAndClosed();
    void settingsSplitterIsRemembered();
    void overviewGreetsWhenTokensMissing();
    void overviewSaysWhenTheClockIsOffTheClinicDatabases();
    void clinicJournalsListsSayWhoseWorkTheyHold();
    void statusBarShowsPendingAndLastError();
    void statusMarkTextIsCopiedFromItsMenu();
    void wrappedLabelAnswersAsQLabelAndForgetsOnChange();
    void afterFirstPaintRunsOnceThePaintIsDone();
    void afterFirstPaintFallsBackForAWindowNeverPainted();
    void statusBarWarnsAboutSessionOnlyTokens();
    void settingsRefuseBadValuesWithInlineErrors();
    void settingsSayARefusedAddressWhenLeft();
    void settingsApplyGoodValuesAndTokens();
    void settingsApplySaysSavedOnceTokensAreStored();
    void settingsKeepEditsAcrossEnvironments();
    void settingsAddRenameRemoveEnvironment();
    void settingsBuiltInsCannotBeRemoved();
    void settingsSandboxAddressesAreReadOnly();
    void connectionCheckReportsPerService();
    void requestLogFiltersAndShowsExchange();
    void requestLogDiagnosticMode();
    void aboutShowsVersionAndLicence();

private:
    SettingsDialog *openSettingsOn(const QString &environmentId);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ManualClock> m_clock;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<Desks> m_desks;
    std::unique_ptr<MainWindow> m_window;
};

void TestShell::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_clock = std::make_unique<ManualClock>();
    Session::Options options;
    options.settingsFile = m_dir->filePath(QStringLiteral("settings.ini"));
    options.journalFile = m_dir->filePath(QStringLiteral("journal.sqlite"));
    options.clock = m_clock.get();
    options.sessionOnlySecrets = true;
    m_session = std::make_unique<Session>(options);
    m_desks = std::make_unique<Desks>(*m_session);
    m_session->start();
    m_window = createMainWindow(*m_session, *m_desks);
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestShell::cleanup()
{
    m_window.reset();
    m_desks.reset();
    m_session.reset();
    m_clock.reset();
    m_dir.reset();
}

SettingsDialog *TestShell::openSettingsOn(const QString &environmentId)
{
    SettingsDialog *dialog = m_window->openSettings();
    if (!dialog || !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    dialog->selectEnvironment(environmentId);
    return dialog->shownEnvironmentId() == environmentId ? dialog : nullptr;
}

void TestShell::opensWithOverviewAndRequestLog()
{
    // The shell's own areas come first; the feature areas follow (registrar: enrichment, prescriptions).
    QCOMPARE(m_window->areaIds().mid(0, 2),
             (QStringList{MainWindow::overviewAreaId(), MainWindow::requestLogAreaId()}));
    QCOMPARE(m_window->currentAreaId(), MainWindow::overviewAreaId());
    QCOMPARE(m_window->pages()->currentWidget(), m_window->overviewPage());
    QVERIFY(m_window->banner()->isVisible());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Sandbox")));
    // The application's drawing (the desktop's icon), sharp at any size the window system asks for.
    const QImage icon256 = m_window->windowIcon().pixmap(QSize(256, 256)).toImage();
    QCOMPARE(icon256.size(), QSize(256, 256));
    QCOMPARE(icon256.pixelColor(40, 40), QColor(0x15, 0x65, 0xc0)); // the blue around the clinic's cross
    shoot(m_window.get(), QStringLiteral("mainwindow-overview-sandbox"));
}

void TestShell::navigationByClickAndKeyboard()
{
    QSignalSpy changed(m_window.get(), &MainWindow::areaChanged);
    clickItem(m_window->navigation(), 1);
    QCOMPARE(m_window->pages()->currentWidget(), static_cast<QWidget *>(m_window->requestLogView()));
    QCOMPARE(changed.last().at(0).toString(), MainWindow::requestLogAreaId());

    QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(m_window->currentAreaId(), MainWindow::overviewAreaId());
    QTest::keyClick(m_window.get(), Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(m_window->currentAreaId(), MainWindow::requestLogAreaId());
    // The request log takes the focus to its search box, so typing searches at once.
    QCOMPARE(QApplication::focusWidget(), m_window->requestLogView()->searchEdit());
    // No ninth area: the shortcut does nothing.
    QVERIFY(m_window->areaIds().size() < 9);
    QTest::keyClick(m_window.get(), Qt::Key_9, Qt::ControlModifier);
    QCOMPARE(m_window->currentAreaId(), MainWindow::requestLogAreaId());

    // Arrow keys in the navigation list move between areas too.
    m_window->navigation()->setFocus();
    QTest::keyClick(m_window->navigation(), Qt::Key_Up);
    QCOMPARE(m_window->currentAreaId(), MainWindow::overviewAreaId());
}

void TestShell::addAreaAppendsAndRefusesDuplicates()
{
    const int before = int(m_window->areaIds().size());
    auto *page = new QLabel(QStringLiteral("extra"));
    QVERIFY(m_window->addArea(QStringLiteral("extra"), QIcon(), QStringLiteral("Extra"), page));
    QVERIFY(!m_window->addArea(QStringLiteral("extra"), QIcon(), QStringLiteral("Again"), new QLabel));
    QVERIFY(!m_window->addArea(QStringLiteral("prescriptions"), QIcon(), QStringLiteral("Again"), new QLabel));
    QCOMPARE(m_window->navigation()->count(), before + 1);
    // Ctrl+1..9 reach the first nine areas; later ones are reached from the list.
    if (before < 9)
        QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + before), Qt::ControlModifier);
    else
        m_window->showArea(QStringLiteral("extra"));
    QCOMPARE(m_window->pages()->currentWidget(), page);
    QCOMPARE(m_window->areaPage(QStringLiteral("extra")), page);
    QVERIFY(!m_window->showArea(QStringLiteral("nowhere")));
    QCOMPARE(m_window->currentAreaId(), QStringLiteral("extra"));

    // A page given as a factory is built when its area is first shown, once.
    int built = 0;
    QPointer<QLabel> lazy;
    QVERIFY(m_window->addArea(QStringLiteral("lazy-area"), QIcon(), QStringLiteral("Lazy"), [&]() -> QWidget * {
        ++built;
        lazy = new QLabel(QStringLiteral("lazy"));
        return lazy;
    }));
    QCOMPARE(built, 0);
    m_window->showArea(QStringLiteral("lazy-area"));
    QCOMPARE(built, 1);
    QCOMPARE(m_window->pages()->currentWidget(), lazy.data());
    QCOMPARE(m_window->pages()->count(), before + 2);
    QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
    m_window->showArea(QStringLiteral("lazy-area"));
    QCOMPARE(built, 1);
    QCOMPARE(m_window->areaPage(QStringLiteral("lazy-area")), lazy.data());
}

void TestShell::bannerFollowsEnvironment()
{
    EnvironmentBanner *banner = m_window->banner();
    QVERIFY(banner->text().contains(QStringLiteral("Sandbox")));
    QCOMPARE(banner->backgroundColor(), QColor::fromString(environmentColorName(EnvironmentKind::Sandbox)));
    QCOMPARE(banner->palette().color(QPalette::Window), banner->backgroundColor());

    QVERIFY(m_session->environments().setCurrent(kTestEnvironmentId));
    QVERIFY(banner->text().contains(QStringLiteral("Test")));
    QCOMPARE(banner->backgroundColor(), QColor::fromString(environmentColorName(EnvironmentKind::Test)));
    QCOMPARE(banner->textColor(), QColor(Qt::black)); // amber needs dark text
    QCOMPARE(banner->environmentCombo()->currentData().toString(), QString(kTestEnvironmentId));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Test")));
    shoot(m_window.get(), QStringLiteral("mainwindow-test"));

    // Switching through the banner's own combo, to an environment that needs no confirmation.
    QComboBox *combo = banner->environmentCombo();
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Up);
    QCOMPARE(m_session->environments().currentId(), QString(kSandboxEnvironmentId));
    QVERIFY(banner->text().contains(QStringLiteral("Sandbox")));
    QCOMPARE(banner->textColor(), QColor(Qt::white));
}

void TestShell::plainHttpIsWarnedAndRefusedForProduction()
{
    const QString plain = QStringLiteral("http://platform.example/api");
    EnvironmentDraft production =
        EnvironmentDraft::fromEnvironment(m_session->environments().environment(kProductionEnvironmentId).value());
    production.urlTexts[services::Enrichment] = plain;
    QVERIFY(validate(production).contains(urlFieldKey(services::Enrichment)));
    production.urlTexts[services::Enrichment] = QStringLiteral("https://platform.example/api");
    QVERIFY(!validate(production).contains(urlFieldKey(services::Enrichment)));
    production.urlTexts[services::Enrichment] = QStringLiteral("https://user:secret@platform.example/api");
    QVERIFY(validate(production).contains(urlFieldKey(services::Enrichment)));
    production.urlTexts[services::Enrichment] = QStringLiteral("http://127.0.0.1:8080/api");
    QVERIFY(!validate(production).contains(urlFieldKey(services::Enrichment)));

    // Test takes plain http, and says so in the form and in the banner.
    Environment test = m_session->environments().environment(kTestEnvironmentId).value();
    EnvironmentDraft draft = EnvironmentDraft::fromEnvironment(test);
    draft.urlTexts[services::Enrichment] = plain;
    QVERIFY(!validate(draft).contains(urlFieldKey(services::Enrichment)));
    EnvironmentForm form;
    form.load(draft);
    auto *formWarning = form.findChild<QLabel *>(QStringLiteral("plainHttpWarningLabel"));
    QVERIFY(formWarning);
    QVERIFY(!formWarning->isHidden());
    QVERIFY(formWarning->text().contains(serviceDisplayName(services::Enrichment)));
    typeInto(formLine(&form, urlFieldKey(services::Enrichment)), QStringLiteral("https://platform.example/api"));
    QVERIFY(formWarning->isHidden());

    EnvironmentBanner *banner = m_window->banner();
    QVERIFY(m_session->environments().setCurrent(kTestEnvironmentId));
    QVERIFY(!banner->text().contains(QStringLiteral("http")));
    test.baseUrls[services::Enrichment] = QUrl(plain);
    QVERIFY(m_session->environments().updateEnvironment(test));
    QVERIFY2(banner->text().contains(QStringLiteral("unencrypted http")), qPrintable(banner->text()));
}

void TestShell::overviewShowsProductionHttpRefused()
{
    // A settings file edited by hand: Production's lab on plain http, with a token. Every call to it is
    // refused, so the Overview must not show it green.
    Environment production = *m_session->environments().environment(kProductionEnvironmentId);
    production.baseUrls[services::Lab] = QUrl(QStringLiteral("http://lab.example.ru/exlab/api/fhir"));
    production.baseUrls[services::Signing] = QUrl(QStringLiteral("https://sep.example.ru/sep/api"));
    QVERIFY(m_session->environments().updateEnvironment(production));
    m_session->secrets().writeToken(kProductionEnvironmentId, services::Lab, kToken);
    m_session->secrets().writeToken(kProductionEnvironmentId, services::Signing, kToken);
    QVERIFY(m_session->environments().setCurrent(kProductionEnvironmentId));
    QVERIFY(!m_session->accessProvider().access(services::Lab).refusal.isEmpty());

    OverviewPage *overview = m_window->overviewPage();
    StatusMark *lab = overview->serviceMark(services::Lab);
    QTRY_COMPARE(overview->serviceMark(services::Signing)->state(), StatusMark::State::Ok);
    QCOMPARE(lab->state(), StatusMark::State::Failed);
    QVERIFY2(lab->text().contains(QStringLiteral("lab.example.ru")), qPrintable(lab->text()));
    QVERIFY2(lab->text().contains(m_session->accessProvider().access(services::Lab).refusal), qPrintable(lab->text()));
    // The reason is read in full: the row grows for the wrapped lines.
    QLabel *reason = lab->textLabel();
    QTRY_VERIFY2(
        reason->height() >= reason->heightForWidth(reason->width()),
        qPrintable(QStringLiteral("%1 < %2").arg(reason->height()).arg(reason->heightForWidth(reason->width()))));
    shoot(m_window.get(), QStringLiteral("overview-production-http"));
}

void TestShell::longPlainHttpBannerWrapsInsteadOfWidening()
{
    // Every service of Test on plain http: the banner names them all, in one long line.
    Environment test = *m_session->environments().environment(kTestEnvironmentId);
    for (Service s : allServices())
        test.baseUrls[s] = QUrl(QStringLiteral("http://platform.example/") + serviceKey(s));
    QVERIFY(m_session->environments().updateEnvironment(test));
    QVERIFY(m_session->environments().setCurrent(kTestEnvironmentId));
    EnvironmentBanner *banner = m_window->banner();
    QVERIFY2(banner->text().contains(QStringLiteral("unencrypted http")), qPrintable(banner->text()));
    auto *warning = banner->findChild<QLabel *>(QStringLiteral("environmentWarningLabel"));
    QVERIFY(warning);
    QVERIFY(warning->wordWrap());
    // The window fits a 1024-pixel screen with the banner shown, once its layout has taken the new text:
    // the change climbs to the window as posted layout requests, one level per pass of the event loop.
    QVERIFY2(banner->minimumSizeHint().width() <= 1024, qPrintable(QString::number(banner->minimumSizeHint().width())));
    for (int pass = 0; pass < 5; ++pass)
        QCoreApplication::processEvents();
    QVERIFY2(m_window->minimumSizeHint().width() <= 1024,
             qPrintable(QString::number(m_window->minimumSizeHint().width())));
    m_window->resize(1024, 720);
    QCoreApplication::processEvents();
    QCOMPARE(m_window->width(), 1024);
    QVERIFY(warning->isVisible());
    QVERIFY(warning->geometry().right() <= banner->contentsRect().right());
    shoot(m_window.get(), QStringLiteral("mainwindow-plain-http-1024"));
}

void TestShell::clearJournalAsksFirst()
{
    TrackedItem item;
    item.environmentId = QStringLiteral("test");
    item.service = QStringLiteral("enrichment");
    item.kind = QStringLiteral("snils-order");
    item.externalId = QStringLiteral("order-1");
    item.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
    const qint64 id = m_session->journal().track(item).value();
    QVERIFY(m_session->journal().updateStatus(id, QStringLiteral("done"), true, m_clock->now()).ok());
    const auto payload = [this, id] { return m_session->journal().trackedItem(id).value().payload; };

    OverviewPage page(*m_session);
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("retentionLabel"))->text().contains(u"30"));
    QTest::mouseClick(page.clearJournalButton(), Qt::LeftButton);
    QMessageBox *box = page.pendingClearConfirmation();
    QVERIFY(box);
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!payload().isEmpty()); // cancelled: nothing changed

    QTest::mouseClick(page.clearJournalButton(), Qt::LeftButton);
    box = page.pendingClearConfirmation();
    QVERIFY(box);
    box->findChild<QPushButton *>(QStringLiteral("confirmClearJournalButton"))->click();
    QVERIFY(payload().isEmpty());
    QCOMPARE(m_session->journal().trackedItem(id).value().externalId, QStringLiteral("order-1"));
    QVERIFY(m_session->journal().requestLog(10)->isEmpty());
}

// Issue 27, item 5: what stays unfinished past the retention period is neither kept silently nor
// dropped silently: the Overview says how many, and closes them once the person confirms.
void TestShell::unfinishedPastRetentionIsShownAndClosed()
{
    TrackedItem item;
    item.environmentId = QStringLiteral("test");
    item.service = QStringLiteral("enrichment");
    item.kind = QStringLiteral("snils-order");
    item.externalId = QStringLiteral("order-1");
    item.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
    const qint64 id = m_session->journal().track(item).value();
    const auto row = [this, id] { return m_session->journal().trackedItem(id).value(); };

    OverviewPage page(*m_session);
    QLabel *label = page.unfinishedLabel();
    QPushButton *close = page.closeUnfinishedButton();
    QVERIFY(label->isHidden());
    QVERIFY(close->isHidden());

    m_clock->advance(qint64(31) * 24 * 3600 * 1000); // the daily runs count it once it is past 30 days
    QCOMPARE(m_session->retention().unfinishedCount(), 1);
    QVERIFY(!label->isHidden());
    QVERIFY(!close->isHidden());
    QVERIFY2(label->text().contains(u"30"), qPrintable(label->text()));
    QVERIFY(!row().payload.isEmpty()); // kept until the person decides

    QTest::mouseClick(close, Qt::LeftButton);
    QMessageBox *box = page.pendingCloseConfirmation();
    QVERIFY(box);
    box->button(QMessageBox::Cancel)->click();
    QVERIFY(!row().payload.isEmpty()); // cancelled: nothing changed
    QVERIFY(!row().stoppedAt.isValid());
    QVERIFY(!label->isHidden());

    QTest::mouseClick(close, Qt::LeftButton);
    box = page.pendingCloseConfirmation();
    QVERIFY(box);
    box->findChild<QPushButton *>(QStringLiteral("confirmCloseUnfinishedButton"))->click();
    QVERIFY(row().payload.isEmpty());
    QVERIFY(row().stoppedAt.isValid());
    QCOMPARE(row().externalId, QStringLiteral("order-1")); // the fact stays
    QCOMPARE(m_session->retention().unfinishedCount(), 0);
    QVERIFY(label->isHidden());
    QVERIFY(close->isHidden());
}

void TestShell::retentionIsSetInSettings()
{
    QCOMPARE(m_session->retention().days(), 30);
    SettingsDialog *dialog = openSettingsOn(QString(kSandboxEnvironmentId));
    QVERIFY(dialog);
    QSpinBox *spin = dialog->retentionSpin();
    QCOMPARE(spin->value(), 30);
    spin->setValue(7);
    QVERIFY(dialog->apply());
    QCOMPARE(m_session->retention().days(), 7);
    EnvironmentStore stored(m_dir->filePath(QStringLiteral("settings.ini")));
    QCOMPARE(stored.retentionDays(), 7);

    // Applied at once: an item finished 8 days ago loses its data.
    TrackedItem item;
    item.environmentId = QStringLiteral("test");
    item.service = QStringLiteral("enrichment");
    item.kind = QStringLiteral("snils-order");
    item.externalId = QStringLiteral("order-2");
    item.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
    const qint64 id = m_session->journal().track(item).value();
    QVERIFY(m_session->journal().updateStatus(id, QStringLiteral("done"), true, m_clock->now().addDays(-8)).ok());
    m_clock->advance(qint64(24) * 3600 * 1000);
    QVERIFY(m_session->journal().trackedItem(id).value().payload.isEmpty());
}

// The settings' list edge stays where the person left it, the next time the dialog opens.
void TestShell::settingsSplitterIsRemembered()
{
    SettingsDialog *dialog = openSettingsOn(QString(kSandboxEnvironmentId));
    QVERIFY(dialog);
    auto *splitter = dialog->findChild<QSplitter *>(QStringLiteral("settingsSplitter"));
    QVERIFY(splitter);
    splitter->setSizes({360, 560});
    const QList<int> sizes = splitter->sizes();
    QPointer<SettingsDialog> closing(dialog);
    dialog->close(); // deletes itself on close
    QTRY_VERIFY(!closing);
    dialog = openSettingsOn(QString(kSandboxEnvironmentId));
    QVERIFY(dialog);
    splitter = dialog->findChild<QSplitter *>(QStringLiteral("settingsSplitter"));
    QCOMPARE(splitter->sizes(), sizes);
}

void TestShell::bannerAsksBeforeProduction()
{
    EnvironmentBanner *banner = m_window->banner();
    QVERIFY(m_session->environments().setCurrent(kTestEnvironmentId));
    QComboBox *combo = banner->environmentCombo();
    combo->setFocus();

    // Cancelled: stays on Test, and the combo shows Test again.
    QTest::keyClick(combo, Qt::Key_Down);
    QPointer<QMessageBox> box = banner->pendingConfirmation();
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    shoot(box, QStringLiteral("production-confirmation"));
    box->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!box);
    QCOMPARE(m_session->environments().currentId(), QString(kTestEnvironmentId));
    QCOMPARE(combo->currentData().toString(), QString(kTestEnvironmentId));

    // Confirmed: Production, in red, saying so.
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down);
    box = banner->pendingConfirmation();
    QVERIFY(box);
    auto *yes = box->findChild<QPushButton *>(QStringLiteral("confirmProductionButton"));
    QVERIFY(yes);
    QTest::mouseClick(yes, Qt::LeftButton);
    QCOMPARE(m_session->environments().currentId(), QString(kProductionEnvironmentId));
    QVERIFY(banner->text().contains(QStringLiteral("REAL PATIENTS")));
    // The environment is named once: the warning says what Production means, not its name again.
    QCOMPARE(banner->text().count(QStringLiteral("Production"), Qt::CaseInsensitive), 1);
    QCOMPARE(banner->backgroundColor(), QColor::fromString(environmentColorName(EnvironmentKind::Production)));
    QCOMPARE(banner->textColor(), QColor(Qt::white));
    shoot(m_window.get(), QStringLiteral("mainwindow-production"));
}

// An environment whose work is kept in another journal (its clinic database) is reached by a
// restart, asked first: this run stays where it is, and the window closes for main() to start again.
void TestShell::bannerRestartsForAnotherJournal()
{
    EnvironmentBanner *banner = m_window->banner();
    QVERIFY(m_session->environments().setCurrent(kSandboxEnvironmentId));
    banner->setJournalCheck([](const Environment &env) { return env.id != kSandboxEnvironmentId; });
    QComboBox *combo = banner->environmentCombo();

    // Cancelled: still the Sandbox, no restart.
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down); // Test
    QPointer<QMessageBox> box = banner->pendingConfirmation();
    QVERIFY(box);
    QCOMPARE(box->objectName(), QStringLiteral("restartConfirmation"));
    QVERIFY(box->text().contains(QStringLiteral("another journal")));
    QVERIFY(!box->text().contains(QStringLiteral("real patients")));
    QVERIFY(QTest::qWaitForWindowExposed(box));
    shoot(box, QStringLiteral("restart-confirmation"));
    box->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!box);
    QCOMPARE(m_session->environments().currentId(), QString(kSandboxEnvironmentId));
    QCOMPARE(combo->currentData().toString(), QString(kSandboxEnvironmentId));
    QVERIFY(m_window->restartInto().isEmpty());
    QVERIFY(m_window->isVisible());

    // To Production, the one question says both.
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End); // Production
    box = banner->pendingConfirmation();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("real patients")));
    QVERIFY(box->text().contains(QStringLiteral("another journal")));
    box->button(QMessageBox::Cancel)->click();
    QTRY_VERIFY(!box);

    // Confirmed: this run stays on the Sandbox, and the window closes to start again in Test.
    QCOMPARE(combo->currentData().toString(), QString(kSandboxEnvironmentId));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Down); // Test
    box = banner->pendingConfirmation();
    QVERIFY(box);
    auto *restart = box->findChild<QPushButton *>(QStringLiteral("confirmRestartButton"));
    QVERIFY(restart);
    QTest::mouseClick(restart, Qt::LeftButton);
    QCOMPARE(m_window->restartInto(), QString(kTestEnvironmentId));
    QCOMPARE(m_session->environments().currentId(), QString(kSandboxEnvironmentId));
    QTRY_VERIFY(!m_window->isVisible());
}

void TestShell::overviewGreetsWhenTokensMissing()
{
    OverviewPage *overview = m_window->overviewPage();
    // The sandbox emulator is not running in this test: nothing configured yet.
    QVERIFY(overview->welcomeLabel()->isVisible());
    QCOMPARE(overview->serviceMark(services::Lab)->state(), StatusMark::State::Neutral);

    Environment test = *m_session->environments().environment(kTestEnvironmentId);
    test.baseUrls[services::Lab] = QUrl(QStringLiteral("https://lab.example.ru/exlab/api/fhir"));
    QVERIFY(m_session->environments().updateEnvironment(test));
    QVERIFY(m_session->environments().setCurrent(kTestEnvironmentId));
    QCOMPARE(overview->serviceMark(services::Lab)->state(), StatusMark::State::Warning);
    QVERIFY(overview->serviceMark(services::Lab)->text().contains(QStringLiteral("lab.example.ru")));
    QVERIFY(overview->welcomeLabel()->isVisible());
    QVERIFY(overview->welcomeLabel()->text().contains(QStringLiteral("token")));

    m_session->secrets().writeToken(kTestEnvironmentId, services::Lab, kToken);
    QTRY_COMPARE(overview->serviceMark(services::Lab)->state(), StatusMark::State::Ok);
    QVERIFY(!overview->welcomeLabel()->isVisible());
    QTRY_COMPARE(overview->keychainMark()->state(), StatusMark::State::Warning); // session-only
    QCOMPARE(overview->journalMark()->state(), StatusMark::State::Ok);

    QTest::mouseClick(overview->settingsButton(), Qt::LeftButton);
    QVERIFY(m_window->findChild<SettingsDialog *>());
}

// With a clinic database the overview says whether this computer's clock agrees with the database
// server's, whose time the workstation runs on; with a file it says nothing of clocks.
void TestShell::overviewSaysWhenTheClockIsOffTheClinicDatabases()
{
    QVERIFY(m_window->overviewPage()->isVisible());
    QVERIFY(!m_window->overviewPage()->clockMark()->isVisible()); // a file journal
    if (testing::clinicPgUrl().isEmpty())
        QSKIP("CLINICLINK_TEST_PG is not set: ctest starts the clinic_pg fixture");
    testing::ClinicPgDatabase pg(QStringLiteral("tst_shell"));
    QVERIFY(pg.available());
    QTemporaryDir dir;
    OffsetClock fast(Clock::system(), 125'000); // this computer's clock, 2 min 5 s fast
    Session::Options options;
    options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    options.journalFile = pg.url();
    options.clock = &fast;
    options.alignClockWithClinic = true;
    options.sessionOnlySecrets = true;
    Session session(options);
    OverviewPage overview(session);
    overview.resize(900, 640);
    overview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&overview));
    QVERIFY(!overview.clockMark()->isVisible()); // not read yet
    session.start();
    QVERIFY(session.clinicClockOffset().has_value());
    QVERIFY(overview.clockMark()->isVisible());
    QCOMPARE(overview.clockMark()->state(), StatusMark::State::Warning);
    shoot(&overview, QStringLiteral("overview-clinic-clock-fast"));
    QVERIFY2(overview.clockMark()->text().contains(QStringLiteral("2 min 5 s fast")),
             qPrintable(overview.clockMark()->text()));
}

// The lists read from the journal: with a clinic database they hold every workstation's work, and
// say so (the dispatch list's switch, the invitations, the laboratories searched, the overview's
// journal line) rather than "this computer", which a registrar would take for her own sends only.
void TestShell::clinicJournalsListsSayWhoseWorkTheyHold()
{
    const auto words = [](MainWindow &window) {
        // The pages are made on their first visit.
        if (!window.showArea(QStringLiteral("signing")) || !window.showArea(QStringLiteral("lab")))
            return QStringList();
        window.showArea(QStringLiteral("overview"));
        const auto *mine = window.findChild<QRadioButton *>(QStringLiteral("thisComputerButton"));
        const auto *invites = window.findChild<QTreeWidget *>(QStringLiteral("inviteHistory"));
        const auto *laboratory = window.findChild<QWidget *>(QStringLiteral("searchLaboratoryPicker"));
        if (!mine || !invites || !laboratory)
            return QStringList();
        return QStringList{mine->text(), mine->toolTip(), qobject_cast<QGroupBox *>(invites->parentWidget())->title(),
                           laboratory->toolTip(), window.overviewPage()->journalMark()->text()};
    };
    QTRY_COMPARE(m_window->overviewPage()->journalMark()->state(), StatusMark::State::Ok);
    const QStringList own = words(*m_window);
    QCOMPARE(own.size(), 5);
    QCOMPARE(own.at(0), QStringLiteral("This computer"));
    QVERIFY(own.at(1).contains(QStringLiteral("from this computer")));
    QCOMPARE(own.at(2), QStringLiteral("Invitations sent from this workstation"));
    QVERIFY(own.at(3).contains(QStringLiteral("this workstation sent an order to")));
    QCOMPARE(own.at(4), QStringLiteral("Open; what is sent is recorded"));

    if (testing::clinicPgUrl().isEmpty())
        QSKIP("CLINICLINK_TEST_PG is not set: ctest starts the clinic_pg fixture");
    testing::ClinicPgDatabase pg(QStringLiteral("tst_shell_lists"));
    QVERIFY(pg.available());
    QTemporaryDir dir;
    Session::Options options;
    options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    options.journalFile = pg.url();
    options.clock = m_clock.get();
    options.sessionOnlySecrets = true;
    Session session(options);
    QVERIFY(session.journalShared());
    QVERIFY(!m_session->journalShared());
    Desks desks(session);
    session.start();
    const auto window = createMainWindow(session, desks);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTRY_COMPARE(window->overviewPage()->journalMark()->state(), StatusMark::State::Ok);
    shoot(window->overviewPage(), QStringLiteral("overview-clinic-journal"));
    const QStringList clinic = words(*window);
    QCOMPARE(clinic.size(), 5);
    QCOMPARE(clinic.at(0), QStringLiteral("Clinic workstations"));
    QVERIFY(clinic.at(1).contains(QStringLiteral("from every workstation of the clinic")));
    QCOMPARE(clinic.at(2), QStringLiteral("Invitations sent from the clinic's workstations"));
    QVERIFY(clinic.at(3).contains(QStringLiteral("the clinic's workstations sent an order to")));
    QCOMPARE(clinic.at(4), QStringLiteral("The clinic database, shared by its workstations; what is sent is recorded"));

    // The database out of reach before this workstation read any row: an empty list says it cannot be
    // read, not that there is nothing yet, and says "nothing yet" again once the database answers.
    auto *noDispatches = window->findChild<QLabel *>(QStringLiteral("noDispatchesLabel"));
    QVERIFY(window->showArea(QStringLiteral("enrichment")));
    auto *noOrders = window->findChild<QLabel *>(QStringLiteral("noOrdersLabel"));
    QVERIFY(noDispatches && noOrders);
    QVERIFY(noDispatches->text().startsWith(QStringLiteral("No dispatches yet")));
    QVERIFY(noOrders->text().startsWith(QStringLiteral("No orders in this environment yet")));
    QVERIFY(pg.allowConnections(false));
    auto allowAgain = qScopeGuard([&pg] { pg.allowConnections(true); });
    QVERIFY(pg.terminateConnections());
    QTRY_VERIFY(!session.isJournalOpen());
    m_clock->advance(30'000 / 4); // the clinic's tick finds it
    QVERIFY(!session.journalWatch().health().canRecord);
    const QString unread = QStringLiteral("The list cannot be read now: the clinic database is out of reach.");
    QVERIFY2(noDispatches->text().startsWith(unread), qPrintable(noDispatches->text()));
    QVERIFY2(noOrders->text().startsWith(unread), qPrintable(noOrders->text()));
    shoot(window.get(), QStringLiteral("enrichment-clinic-database-out-of-reach"));
    QVERIFY(pg.allowConnections(true));
    m_clock->advance(JournalWatch::kReconnectSeconds * 1000);
    QVERIFY(session.journalWatch().health().canRecord);
    QVERIFY(noDispatches->text().startsWith(QStringLiteral("No dispatches yet")));
    QVERIFY(noOrders->text().startsWith(QStringLiteral("No orders in this environment yet")));
}

void TestShell::statusMarkTextIsCopiedFromItsMenu()
{
    StatusMark *mark = m_window->overviewPage()->serviceMark(services::Enrichment);
    QCOMPARE(mark->textLabel()->contextMenuPolicy(), Qt::ActionsContextMenu);
    auto *copy = mark->textLabel()->findChild<QAction *>(QStringLiteral("copyStatusTextAction"));
    QVERIFY(copy);
    QVERIFY(!mark->text().isEmpty());
    QGuiApplication::clipboard()->clear();
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), mark->textLabel()->text());
}

void TestShell::wrappedLabelAnswersAsQLabelAndForgetsOnChange()
{
    const QString shortText = QStringLiteral("Stored in the system keychain");
    const QString longText = shortText.repeated(6);
    WrappedLabel cached;
    QLabel plain;
    plain.setWordWrap(true);
    const auto sameAsQLabel = [&] {
        plain.setText(cached.text());
        plain.setFont(cached.font());
        for (int width : {80, 160, 320, 640, 160, 80}) { // asked twice: the second answers come from the cache
            if (cached.heightForWidth(width) != plain.heightForWidth(width))
                return false;
        }
        return true;
    };
    cached.setText(shortText);
    QVERIFY(sameAsQLabel());
    const int oneLine = cached.heightForWidth(640);

    cached.setText(longText); // more lines at the same width
    QVERIFY(sameAsQLabel());
    QVERIFY(cached.heightForWidth(640) > oneLine);

    QFont bigger = cached.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 2);
    const int before = cached.heightForWidth(320);
    cached.setFont(bigger);
    QVERIFY(sameAsQLabel());
    QVERIFY(cached.heightForWidth(320) > before);
}

namespace {
// Records the paint events a widget receives, to order them against the action.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};
} // namespace

void TestShell::afterFirstPaintRunsOnceThePaintIsDone()
{
    QWidget window;
    window.resize(300, 200);
    PaintCounter counter;
    window.installEventFilter(&counter);
    int runs = 0;
    int paintsBeforeAction = -1;
    AfterFirstPaint::run(&window, [&] {
        ++runs;
        paintsBeforeAction = counter.paints;
    });
    QCoreApplication::processEvents();
    QCOMPARE(runs, 0); // not before the window is painted
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(runs, 1);
    QVERIFY(paintsBeforeAction >= 1);
    window.update();
    QTRY_VERIFY(counter.paints > paintsBeforeAction);
    QCOMPARE(runs, 1); // once
}

void TestShell::afterFirstPaintFallsBackForAWindowNeverPainted()
{
    QWidget window; // never shown, as a window started minimised is never painted
    int runs = 0;
    AfterFirstPaint::run(
        &window, [&] { ++runs; }, std::chrono::milliseconds(0));
    QTRY_COMPARE(runs, 1);
    QCoreApplication::processEvents();
    QCOMPARE(runs, 1);
}

void TestShell::statusBarShowsPendingAndLastError()
{
    ShellStatusBar *bar = m_window->shellStatusBar();
    QVERIFY(!bar->lastErrorButton()->isVisible());
    Q_EMIT m_session->transport().activeCountChanged(3);
    QVERIFY(bar->pendingLabel()->text().contains(u'3'));
    Q_EMIT m_session->transport().activeCountChanged(0);
    QVERIFY(!bar->pendingLabel()->text().contains(u'3'));

    const ApiError error(ApiError::Kind::ConnectionRefused, services::Signing, QStringLiteral("refused"));
    Q_EMIT m_session->transport().callFailed(error);
    QVERIFY(bar->lastErrorButton()->isVisible());
    QVERIFY(bar->lastErrorButton()->text().contains(error.headline()));
    shoot(m_window.get(), QStringLiteral("mainwindow-last-error"));
    QTest::mouseClick(bar->lastErrorButton(), Qt::LeftButton);
    QCOMPARE(m_window->currentAreaId(), MainWindow::requestLogAreaId());

    // A long TLS error is elided in the bar and whole in the tooltip: the window does not grow.
    const int widthBefore = m_window->minimumSizeHint().width();
    const QString longDetail =
        QStringLiteral("The host name did not match any of the valid hosts for this certificate; ").repeated(12);
    const ApiError tls(ApiError::Kind::Tls, services::Signing, longDetail);
    Q_EMIT m_session->transport().callFailed(tls);
    QVERIFY(bar->lastErrorButton()->text().size() < tls.headline().size());
    QVERIFY(bar->lastErrorButton()->toolTip().contains(longDetail.trimmed()));
    QVERIFY(m_window->minimumSizeHint().width() <= std::max(widthBefore, 1200));
    QVERIFY(!bar->certificateButton()->isVisible()); // no chain came with it

    // A TLS failure with the chain the server presented offers «Показать сертификат».
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(
        QDir::cleanPath(QStringLiteral(CLINICLINK_TEST_DATA_DIR "/../../../sandbox/fixtures/pki/ca.pem")));
    QVERIFY(!chain.isEmpty());
    ApiError presented(ApiError::Kind::Tls, services::Signing,
                       QStringLiteral("The issuer certificate could not be found"));
    presented.setPeerCertificates(chain);
    Q_EMIT m_session->transport().callFailed(presented);
    QVERIFY(bar->certificateButton()->isVisible());
    QTest::mouseClick(bar->certificateButton(), Qt::LeftButton);
    auto *dialog = m_window->findChild<CertificateChainDialog *>();
    QVERIFY(dialog);
    const QString shown = dialog->textView()->toPlainText();
    QVERIFY(shown.contains(chain.first().subjectInfo(QSslCertificate::CommonName).join(u", ")));
    QVERIFY(shown.contains(QStringLiteral("SHA-256")));
    shoot(dialog, QStringLiteral("certificate-chain"));
    dialog->close();
}

void TestShell::statusBarWarnsAboutSessionOnlyTokens()
{
    QToolButton *warning = m_window->shellStatusBar()->keychainButton();
    QTRY_VERIFY(warning->isVisible());
    QVERIFY(!m_session->keychainStatus().reason.isEmpty());
    QVERIFY(warning->toolTip().contains(m_session->keychainStatus().reason));
    QTest::mouseClick(warning, Qt::LeftButton);
    QVERIFY(m_window->findChild<SettingsDialog *>());
}

void TestShell::settingsRefuseBadValuesWithInlineErrors()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    EnvironmentForm *form = dialog->form();
    const Environment before = *m_session->environments().environment(kTestEnvironmentId);

    typeInto(formLine(form, urlFieldKey(services::Enrichment)), QStringLiteral("ftp://enrichment.example.ru"));
    QTest::keyClick(formLine(form, urlFieldKey(services::Enrichment)), Qt::Key_Tab); // leaving the field checks it
    QVERIFY(FormPage(form).field(urlFieldKey(services::Enrichment))->row()->errorLabel()->isVisible());
    QVERIFY(FormPage(form).error(urlFieldKey(services::Enrichment)).contains(QStringLiteral("https://")));

    form->tabs()->setCurrentIndex(1);
    typeInto(formLine(form, QStringLiteral("organizationId")), QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b"));
    typeInto(formLine(form, QStringLiteral("snils")), QStringLiteral("112-233-445 96")); // check digits 95
    typeInto(formLine(form, QStringLiteral("misOid")), QStringLiteral("1.2.643..5"));

    QTest::mouseClick(dialog->buttonBox()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY(dialog->isVisible()); // refused
    QCOMPARE(*m_session->environments().environment(kTestEnvironmentId), before);
    QVERIFY(!FormPage(form).error(QStringLiteral("organizationId")).isEmpty());
    QVERIFY(!FormPage(form).error(QStringLiteral("snils")).isEmpty());
    QVERIFY(!FormPage(form).error(QStringLiteral("misOid")).isEmpty());
    QVERIFY(!FormPage(form).error(urlFieldKey(services::Enrichment)).isEmpty());
    // The first problem is brought into view and gets the focus; never a silently repaired SNILS.
    QCOMPARE(form->tabs()->currentIndex(), 0);
    QCOMPARE(QApplication::focusWidget(), formLine(form, urlFieldKey(services::Enrichment)));
    QCOMPARE(formLine(form, QStringLiteral("snils"))->text(), QStringLiteral("112-233-445 96"));
    QVERIFY(!dialog->messageLabel()->text().isEmpty());
    QVERIFY(formLine(form, QStringLiteral("snils"))->accessibleDescription().contains(QStringLiteral("check digits")));
    shoot(dialog, QStringLiteral("settings-errors-addresses"));
    form->tabs()->setCurrentIndex(1);
    shoot(dialog, QStringLiteral("settings-errors-organization"));

    // Correcting a field clears its error as it is typed.
    typeInto(formLine(form, QStringLiteral("snils")), QStringLiteral("112-233-445 95"));
    QVERIFY(FormPage(form).error(QStringLiteral("snils")).isEmpty());
}

// Issue 30: the form's rules are the ones Save applies. Production's address over plain http is
// refused as soon as the field is left, not only when OK is pressed.
void TestShell::settingsSayARefusedAddressWhenLeft()
{
    SettingsDialog *dialog = openSettingsOn(kProductionEnvironmentId);
    QVERIFY(dialog);
    const FormPage page(dialog->form());
    const QString lab = urlFieldKey(services::Lab);
    typeInto(formLine(dialog->form(), lab), QStringLiteral("http://lab.example.ru/api"));
    QVERIFY(page.error(lab).isEmpty()); // not while typing
    QTest::keyClick(formLine(dialog->form(), lab), Qt::Key_Tab);
    QVERIFY2(page.error(lab).contains(QStringLiteral("https://")), qPrintable(page.error(lab)));
    typeInto(formLine(dialog->form(), lab), QStringLiteral("https://lab.example.ru/api"));
    QVERIFY(page.error(lab).isEmpty()); // right again as it is typed
}

void TestShell::settingsApplyGoodValuesAndTokens()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    QPointer<SettingsDialog> guard(dialog);
    EnvironmentForm *form = dialog->form();

    typeInto(formLine(form, urlFieldKey(services::Lab)), QStringLiteral("https://lab.example.ru/exlab/api/fhir"));
    typeInto(formLine(form, QStringLiteral("schemeWord")), QStringLiteral("PLATFORM"));
    QVERIFY(!FormPage(form).value(QStringLiteral("qesZspd")).toBool()); // the contract's default
    FormPage(form).tick(QStringLiteral("qesZspd"));
    shoot(dialog, QStringLiteral("settings-addresses-zspd"));
    form->tabs()->setCurrentIndex(1);
    typeInto(formLine(form, QStringLiteral("organizationId")), QStringLiteral("4F6A2B1C-8D3E-4C5F-9A7B-1E2D3C4B5A60"));
    typeInto(formLine(form, QStringLiteral("misOid")), QStringLiteral("1.2.643.5.1.13.13.12.2.77.7777"));
    typeInto(form->findChild<QLineEdit *>(QStringLiteral("familyNameEdit")), QStringLiteral("Смирнова"));
    typeInto(formLine(form, QStringLiteral("snils")), QStringLiteral("112-233-445 95"));
    form->tabs()->setCurrentIndex(2);
    QLineEdit *token = form->tokensEditor()->tokenEdit(services::Lab);
    QCOMPARE(token->echoMode(), QLineEdit::Password);
    typeInto(token, u' ' + kToken + u' '); // pasted with spaces around
    shoot(dialog, QStringLiteral("settings-tokens"));
    form->tabs()->setCurrentIndex(3);
    QVERIFY(form->limitsEditor()->setOverride(QStringLiteral("enrichment.*"), 50));
    QCOMPARE(form->limitsEditor()->statusPauseScope(), StatusPauseScope::PerOrder); // the default
    form->limitsEditor()->statusPauseBox()->setCurrentIndex(1);
    shoot(dialog, QStringLiteral("settings-limits"));

    QTest::mouseClick(dialog->buttonBox()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!guard); // closed (and deleted) once the token is stored

    const Environment test = *m_session->environments().environment(kTestEnvironmentId);
    QCOMPARE(test.baseUrl(services::Lab), QUrl(QStringLiteral("https://lab.example.ru/exlab/api/fhir")));
    QCOMPARE(test.schemeWord, QStringLiteral("PLATFORM"));
    QCOMPARE(test.organizationId, QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"));
    QCOMPARE(test.misOid, QStringLiteral("1.2.643.5.1.13.13.12.2.77.7777"));
    QCOMPARE(test.practitioner.familyName, QStringLiteral("Смирнова"));
    QCOMPARE(test.practitioner.snils, QStringLiteral("11223344595"));
    QCOMPARE(test.limitOverrides.value(QStringLiteral("enrichment.*")), 50);
    QCOMPARE(test.statusPauseScope, StatusPauseScope::AcrossOrders);
    QVERIFY(test.qesZspd);
    QVERIFY(!test.isConfigured(services::Enrichment));
    QCOMPARE(m_session->secrets().cachedToken(kTestEnvironmentId, services::Lab), kToken);
    QVERIFY(m_session->secrets().cachedToken(kTestEnvironmentId, services::Signing).isEmpty());

    // The token is in the (session-only) secret store and nowhere in the settings file.
    QFile settings(m_dir->filePath(QStringLiteral("settings.ini")));
    QVERIFY(settings.open(QIODevice::ReadOnly));
    const QByteArray stored = settings.readAll();
    QVERIFY(stored.contains("lab.example.ru"));
    QVERIFY(!stored.contains(kToken.toLatin1()));

    // Opened again, the token is shown (masked) as stored.
    dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    QTRY_COMPARE(dialog->form()->tokensEditor()->tokenEdit(services::Lab)->text(), kToken);
    QVERIFY(dialog->form()->tokensEditor()->keychainLabel()->text().contains(m_session->keychainStatus().reason));
}

// Apply with a token: "Saving the tokens…" while the keychain works, then "Saved." once it answered.
void TestShell::settingsApplySaysSavedOnceTokensAreStored()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    dialog->form()->tabs()->setCurrentIndex(2);
    typeInto(dialog->form()->tokensEditor()->tokenEdit(services::Prescription), kToken);
    QSignalSpy applied(dialog, &SettingsDialog::applied);
    QTest::mouseClick(dialog->buttonBox()->button(QDialogButtonBox::Apply), Qt::LeftButton);
    QTRY_COMPARE(applied.size(), 1);
    QCOMPARE(dialog->messageLabel()->text(), QStringLiteral("Saved."));
    dialog->close();
}

void TestShell::settingsKeepEditsAcrossEnvironments()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    typeInto(formLine(dialog->form(), urlFieldKey(services::Signing)), QStringLiteral("https://sep.example.ru"));
    dialog->selectEnvironment(kProductionEnvironmentId);
    typeInto(formLine(dialog->form(), urlFieldKey(services::Signing)), QStringLiteral("https://sep.platform.ru"));
    dialog->selectEnvironment(kTestEnvironmentId);
    QCOMPARE(formLine(dialog->form(), urlFieldKey(services::Signing))->text(),
             QStringLiteral("https://sep.example.ru"));

    // A wrong value in an environment not shown is found, and that environment is shown.
    dialog->selectEnvironment(kProductionEnvironmentId);
    typeInto(formLine(dialog->form(), urlFieldKey(services::Lab)), QStringLiteral("not an address"));
    dialog->selectEnvironment(kTestEnvironmentId);
    QVERIFY(!dialog->apply());
    QCOMPARE(dialog->shownEnvironmentId(), QString(kProductionEnvironmentId));
    QVERIFY(!FormPage(dialog->form()).error(urlFieldKey(services::Lab)).isEmpty());

    typeInto(formLine(dialog->form(), urlFieldKey(services::Lab)), QString());
    QVERIFY(dialog->apply());
    QCOMPARE(m_session->environments().environment(kTestEnvironmentId)->baseUrl(services::Signing),
             QUrl(QStringLiteral("https://sep.example.ru")));
    QCOMPARE(m_session->environments().environment(kProductionEnvironmentId)->baseUrl(services::Signing),
             QUrl(QStringLiteral("https://sep.platform.ru")));
    QVERIFY(dialog->isVisible()); // Apply keeps the dialog open
}

void TestShell::settingsAddRenameRemoveEnvironment()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("addEnvironmentButton")), Qt::LeftButton);
    auto *ask = dialog->findChild<QInputDialog *>(QStringLiteral("newEnvironmentInput"));
    QVERIFY(ask);
    ask->setTextValue(QStringLiteral("Региональный стенд"));
    ask->accept();
    QCOMPARE(dialog->environmentList()->count(), 4);
    const QString id = dialog->shownEnvironmentId();
    QVERIFY(!isBuiltInEnvironmentId(id));
    QVERIFY(m_session->environments().contains(id));
    QCOMPARE(dialog->environmentList()->currentItem()->text(), QStringLiteral("Региональный стенд"));
    shoot(dialog, QStringLiteral("settings-new-environment"));

    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("renameEnvironmentButton")), Qt::LeftButton);
    ask = dialog->findChild<QInputDialog *>(QStringLiteral("renameEnvironmentInput"));
    QVERIFY(ask);
    ask->setTextValue(QStringLiteral("Test")); // taken by a built-in
    ask->accept();
    QVERIFY(!dialog->messageLabel()->text().isEmpty());
    QCOMPARE(m_session->environments().environment(id)->displayName, QStringLiteral("Региональный стенд"));

    m_session->secrets().writeToken(id, services::Lab, kToken);
    QTRY_COMPARE(m_session->secrets().cachedToken(id, services::Lab), kToken);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("removeEnvironmentButton")), Qt::LeftButton);
    auto *question = dialog->findChild<QMessageBox *>(QStringLiteral("removeEnvironmentQuestion"));
    QVERIFY(question);
    question->button(QMessageBox::Yes)->click();
    QVERIFY(!m_session->environments().contains(id));
    QCOMPARE(dialog->environmentList()->count(), 3);
    QTRY_VERIFY(m_session->secrets().cachedToken(id, services::Lab).isEmpty());
}

void TestShell::settingsBuiltInsCannotBeRemoved()
{
    SettingsDialog *dialog = openSettingsOn(kProductionEnvironmentId);
    QVERIFY(dialog);
    QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("removeEnvironmentButton"))->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton *>(QStringLiteral("renameEnvironmentButton"))->isEnabled());
}

void TestShell::settingsSandboxAddressesAreReadOnly()
{
    // An older settings file may name a clinic database for the Sandbox: it is not shown, not kept
    // and cannot be typed, since the built-in sandbox is this workstation's alone.
    Environment stored = *m_session->environments().environment(kSandboxEnvironmentId);
    stored.clinicDatabase = QStringLiteral("postgresql://registrar@db.clinic.local/cliniclink");
    QVERIFY(m_session->environments().updateEnvironment(stored));
    SettingsDialog *dialog = openSettingsOn(kSandboxEnvironmentId);
    QVERIFY(dialog);
    for (Service s : allServices())
        QVERIFY(formLine(dialog->form(), urlFieldKey(s))->isReadOnly());
    QLineEdit *clinicDb = formLine(dialog->form(), QStringLiteral("clinicDatabase"));
    QVERIFY(clinicDb->isReadOnly());
    QVERIFY(clinicDb->text().isEmpty());
    QVERIFY(clinicDb->placeholderText().contains(QStringLiteral("own journal only")));
    QVERIFY(dialog->form()->draft().environment.clinicDatabase.isEmpty());
    QVERIFY(dialog->form()
                ->tokensEditor()
                ->tokenEdit(services::Lab)
                ->placeholderText()
                .contains(QStringLiteral("sandbox")));
    shoot(dialog, QStringLiteral("settings-sandbox"));

    // The platform's environments take one.
    dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    clinicDb = formLine(dialog->form(), QStringLiteral("clinicDatabase"));
    QVERIFY(!clinicDb->isReadOnly());
    QVERIFY(!clinicDb->placeholderText().contains(QStringLiteral("own journal only")));
}

void TestShell::connectionCheckReportsPerService()
{
    SettingsDialog *dialog = openSettingsOn(kTestEnvironmentId);
    QVERIFY(dialog);
    ConnectionCheckPanel *panel = dialog->checkPanel();
    // Port 1 on loopback: nothing listens, the refusal comes at once (no waiting on time).
    typeInto(formLine(dialog->form(), urlFieldKey(services::Terminology)),
             QStringLiteral("http://127.0.0.1:1/nsi/fhir/term"));
    QSignalSpy finished(panel, &ConnectionCheckPanel::checkFinished);
    // Pressed from the keyboard, the button keeps the focus through the check (issue 28).
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    panel->checkButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(panel->checkButton(), Qt::Key_Space);
    QVERIFY(panel->isRunning() || finished.count() == 1);
    QVERIFY(panel->checkButton()->hasFocus());
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(!panel->busyBar()->isVisible());
    QVERIFY(panel->checkButton()->isEnabled());
    QVERIFY2(panel->checkButton()->hasFocus(),
             QApplication::focusWidget() ? qPrintable(QApplication::focusWidget()->objectName()) : "none");
    QCOMPARE(panel->mark(services::Terminology)->state(), StatusMark::State::Failed);
    QCOMPARE(panel->mark(services::Signing)->state(), StatusMark::State::Neutral);
    QVERIFY(!panel->mark(services::Signing)->text().isEmpty());
    shoot(dialog, QStringLiteral("settings-connection-check"));
    // Nothing was saved by checking, and the attempt is in the request log.
    QVERIFY(!m_session->environments().environment(kTestEnvironmentId)->isConfigured(services::Terminology));
    QCOMPARE(m_session->requestLog().size(), 1);

    // A wrong address is reported on the form, not sent.
    typeInto(formLine(dialog->form(), urlFieldKey(services::Terminology)), QStringLiteral("nsi.example.ru"));
    QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
    QVERIFY(!panel->isRunning());
    QVERIFY(!FormPage(dialog->form()).error(urlFieldKey(services::Terminology)).isEmpty());
}

void TestShell::requestLogFiltersAndShowsExchange()
{
    RequestLog &log = m_session->requestLog();
    RequestLogEntry ok;
    ok.startedAt = m_clock->now();
    ok.environmentId = kTestEnvironmentId;
    ok.service = services::Terminology;
    ok.method = "GET";
    ok.path = QStringLiteral("/nsi/fhir/term/version?_format=json");
    ok.httpStatus = 200;
    ok.durationMs = 42;
    ok.responseBody = R"({"version":"1.4","name":"term"})";
    log.append(ok);
    RequestLogEntry failed = ok;
    failed.service = services::Signing;
    failed.path = QStringLiteral("/sep/api/signing/77");
    failed.httpStatus = 404;
    failed.serviceCode = QStringLiteral("NOT_FOUND");
    failed.errorText = QStringLiteral("Not found");
    failed.responseBody = R"({"status":"error","errorCode":"NOT_FOUND","errorMessage":"Запрос не найден"})";
    log.append(failed);

    m_window->showArea(MainWindow::requestLogAreaId());
    RequestLogView *view = m_window->requestLogView();
    QCOMPARE(view->filterModel()->rowCount(), 2);

    // Ctrl+F goes to the search box wherever the focus is in the log.
    view->table()->setFocus();
    QTest::keyClick(view->table(), Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), view->searchEdit());
    QTest::keyClicks(view->searchEdit(), QStringLiteral("not_found"));
    QCOMPARE(view->filterModel()->rowCount(), 1);
    const QModelIndex row = view->filterModel()->index(0, RequestLog::PathColumn);
    QCOMPARE(row.data().toString(), failed.path);
    QVERIFY(row.data(Qt::BackgroundRole).value<QColor>().isValid()); // failures are tinted

    view->table()->setCurrentIndex(row);
    const QString response = view->exchangeView()->responseEdit()->toPlainText();
    QVERIFY(response.contains(QStringLiteral("\n    \"errorCode\": \"NOT_FOUND\""))); // indented
    QVERIFY(response.contains(QStringLiteral("Запрос не найден")));
    QVERIFY(view->exchangeView()->copyButton()->isEnabled());
    QVERIFY(view->exchangeView()->plainText().contains(failed.path));
    shoot(m_window.get(), QStringLiteral("mainwindow-request-log"));

    view->searchEdit()->clear();
    QCOMPARE(view->filterModel()->rowCount(), 2);
    QTest::keyClicks(view->searchEdit(), QStringLiteral("nothing like this"));
    QCOMPARE(view->filterModel()->rowCount(), 0);
}

void TestShell::requestLogDiagnosticMode()
{
    RequestLogView *view = m_window->requestLogView();
    m_window->showArea(MainWindow::requestLogAreaId());
    QVERIFY(!m_session->requestLog().diagnosticMode());
    QTest::mouseClick(view->diagnosticCheck(), Qt::LeftButton);
    QVERIFY(m_session->requestLog().diagnosticMode());
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("diagnosticWarningLabel"))->isVisible());
    shoot(m_window.get(), QStringLiteral("mainwindow-request-log-diagnostic"));
    m_session->requestLog().setDiagnosticMode(false);
    QVERIFY(!view->diagnosticCheck()->isChecked());
    QVERIFY(!view->findChild<QLabel *>(QStringLiteral("diagnosticWarningLabel"))->isVisible());
}

void TestShell::aboutShowsVersionAndLicence()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    AboutDialog *about = m_window->openAbout();
    QVERIFY(QTest::qWaitForWindowExposed(about));
    const QString text = about->findChild<QLabel *>(QStringLiteral("aboutText"))->text();
    QVERIFY(text.contains(QStringLiteral("9.8.7")));
    QVERIFY(text.contains(QString::fromLatin1(qVersion())));
    // The licence, as LICENSE and the metainfo state it, with the licence's text one click away.
    QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
    QVERIFY(text.contains(QStringLiteral("version 3 or (at your option) any later version")));
    QVERIFY(text.contains(QStringLiteral("href=\"https://www.gnu.org/licenses/gpl-3.0.html\"")));
    QVERIFY(!text.contains(QStringLiteral("All rights reserved")));
    shoot(about, QStringLiteral("about"));
}

QTEST_MAIN(TestShell)
#include "tst_shell.moc"
