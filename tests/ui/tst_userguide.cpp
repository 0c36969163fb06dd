// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Help > User guide (F1): the action is there, and the guide it opens is found beside the executable,
// installed or in the build tree (cmake/packaging.cmake builds build/docs/guide). No browser is
// started: the tests resolve the guide's path and show the message a missing guide gives.
// CLINICLINK_SCREENSHOT_DIR (and CLINICLINK_SCREENSHOT_QM for Russian) saves the menu and the message.

#include "core/common/clock.h"
#include "core/session/desks.h"
#include "core/session/session.h"
#include "tests/support/widgettesting.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/userguide.h"
#include "ui/workstationwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestUserGuide : public QObject {
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ManualClock> m_clock;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<Desks> m_desks;
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void init()
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
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window.reset();
        m_desks.reset();
        m_session.reset();
        m_clock.reset();
        m_dir.reset();
    }

    // The first entry of the Help menu, on F1.
    void helpMenuOpensTheGuideOnF1()
    {
        auto *guide = m_window->findChild<QAction *>(QStringLiteral("userGuideAction"));
        QVERIFY(guide);
        QVERIFY(guide->isEnabled());
        QCOMPARE(guide->shortcut(), QKeySequence(Qt::Key_F1));
        QMenu *help = nullptr;
        for (QAction *entry : m_window->menuBar()->actions()) {
            if (entry->menu() && entry->menu()->actions().contains(guide))
                help = entry->menu();
        }
        QVERIFY(help);
        QCOMPARE(help->actions().first(), guide);
        QVERIFY(help->actions().contains(m_window->findChild<QAction *>(QStringLiteral("aboutAction"))));
        QCOMPARE(guide->text(), QCoreApplication::translate("cliniclink::MainWindow", "&User guide"));
        for (const QSize size : {QSize(1024, 768), QSize(1400, 900)}) {
            m_window->resize(size);
            help->popup(m_window->mapToGlobal(QPoint(40, 30)));
            QVERIFY(QTest::qWaitForWindowExposed(help));
            shoot(help, QStringLiteral("help-menu-%1").arg(size.width()));
            help->hide();
        }
    }

    // From build/tests/ui, the build tree's copy, with every picture its page shows.
    void theBuildTreeGuideIsFound()
    {
        const QString guide = findUserGuide(QCoreApplication::applicationDirPath());
        QVERIFY2(!guide.isEmpty(), "no docs/guide/index.html in the build tree (target cliniclink_user_guide)");
        QVERIFY(guide.endsWith(QStringLiteral("/docs/guide/index.html")));
        QFile page(guide);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(page.readAll());
        QVERIFY(html.contains(QStringLiteral("<h2 id=\"первый-запуск\">")));
        const QRegularExpression picture(QStringLiteral("<img[^>]* src=\"([^\"]+)\""));
        int pictures = 0;
        for (const QRegularExpressionMatch &m : picture.globalMatch(html)) {
            QVERIFY2(QFileInfo(QFileInfo(guide).dir().filePath(m.captured(1))).isFile(), qPrintable(m.captured(1)));
            ++pictures;
        }
        QVERIFY(pictures > 10);
    }

    // Installed: <prefix>/bin beside <prefix>/share/doc/cliniclink-workstation/guide, preferred to
    // any other copy; and nothing at all when neither is there.
    void theInstalledGuideIsFound()
    {
        QTemporaryDir prefix;
        QVERIFY(prefix.isValid());
        const QDir root(prefix.path());
        QVERIFY(root.mkpath(QStringLiteral("bin")));
        QCOMPARE(findUserGuide(root.filePath(QStringLiteral("bin"))), QString());
        QVERIFY(root.mkpath(QStringLiteral("share/doc/cliniclink-workstation/guide")));
        const QString installed = root.filePath(QStringLiteral("share/doc/cliniclink-workstation/guide/index.html"));
        QFile file(installed);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QCOMPARE(findUserGuide(root.filePath(QStringLiteral("bin"))), QFileInfo(installed).canonicalFilePath());
        QCOMPARE(findUserGuide(QString()), QString());
    }

    // No guide: said in a message box, and no browser is asked.
    void aMissingGuideIsSaid()
    {
        for (const QSize size : {QSize(1024, 768), QSize(1400, 900)}) {
            m_window->resize(size);
            showUserGuide(m_window.get(), QString());
            QPointer<QMessageBox> box = m_window->findChild<QMessageBox *>(QStringLiteral("userGuideMessage"));
            QVERIFY(box);
            QVERIFY(QTest::qWaitForWindowExposed(box));
            QCOMPARE(box->text(), QCoreApplication::translate("UserGuide", "The user guide is not installed."));
            QVERIFY(
                box->informativeText().contains(QStringLiteral("share/doc/cliniclink-workstation/guide/index.html")));
            shoot(box, QStringLiteral("user-guide-missing-box-%1").arg(size.width()));
            box->close();
            QTRY_VERIFY(!box); // deletes itself: the next one is a fresh box
        }
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
