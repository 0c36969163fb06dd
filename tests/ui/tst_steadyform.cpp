// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An error never pushes the form under the person's pointer: on every area and tab of the main
// window (the enrichment form, the dispatch form, the invitation, the lab order form among them),
// in the dispatch window, the settings, the questionnaire's send dialog and the self-QES dialog,
// in Russian on a 1024x768 screen (the main forms at 1400x900 too), every field and button keeps
// its place in its window when every field's error line says «Обязательное поле» and every banner
// of the form shows a refusal with its reasons, and again when they go. The banners and the error
// lines keep their room.

#include "../integration/clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/questionnairedesk.h"
#include "tests/support/widgettesting.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/messagebanner.h"
#include "ui/common/validatedfield.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/qestab.h"
#include "ui/signing/questionnairesenddialog.h"
#include "ui/signing/selfqesdialog.h"
#include "ui/signing/signingnotifier.h"
#include "ui/signing/signingpage.h"
#include "ui/workstationwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSet>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QToolButton>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QSize kScreen(1024, 768);

QString nameOf(QWidget *w, QWidget *top)
{
    QStringList path;
    for (QWidget *p = w; p && p != top; p = p->parentWidget()) {
        if (!p->objectName().isEmpty())
            path.prepend(p->objectName());
    }
    QString text;
    if (auto *b = qobject_cast<QAbstractButton *>(w))
        text = b->text();
    return QStringLiteral("%1 «%2» (%3)").arg(path.join(u'/'), text, QString::fromLatin1(w->metaObject()->className()));
}

bool inside(QWidget *w, QWidget *top, const auto &test)
{
    for (QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget()) {
        if (test(p))
            return true;
    }
    return false;
}

// What a person points at: the fields and the buttons (not those of a banner, nor a table's cells).
bool isTarget(QWidget *w, QWidget *top)
{
    if (!(qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w)
          || qobject_cast<QAbstractButton *>(w) || qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QTextEdit *>(w)
          || qobject_cast<QAbstractItemView *>(w)))
        return false;
    return !inside(w, top, [](QWidget *p) {
        return qobject_cast<MessageBanner *>(p) || qobject_cast<QAbstractItemView *>(p)
            || qobject_cast<QAbstractSpinBox *>(p) || qobject_cast<QComboBox *>(p);
    });
}

// The journal's banner is seldom shown, and then in full: every other one is a form's.
bool isFormBanner(MessageBanner *banner)
{
    return banner->parentWidget() && !qobject_cast<JournalHealthBanner *>(banner->parentWidget())
        && banner->parentWidget()->isVisible();
}

void settle()
{
    // Layouts, and panes fitted to their content, settle over a few passes of the event loop.
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestSteadyForm : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    QStringList m_moved;
    int m_errors = 0;
    int m_banners = 0;
    int m_targets = 0;

    QHash<QWidget *, QRect> places(QWidget *top, QWidget *root)
    {
        QHash<QWidget *, QRect> at;
        const QList<QWidget *> all = root->findChildren<QWidget *>();
        for (QWidget *w : all) {
            if (w->isVisible() && w->window() == top && isTarget(w, top))
                at.insert(w, QRect(w->mapTo(top, QPoint(0, 0)), w->size()));
        }
        return at;
    }

    void compare(const QHash<QWidget *, QRect> &before, QWidget *top, const QString &where)
    {
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            QWidget *w = it.key();
            const QRect now(w->mapTo(top, QPoint(0, 0)), w->size());
            if (now != it.value())
                m_moved << QStringLiteral("%1: %2 moved from %3,%4 %5x%6 to %7,%8 %9x%10")
                               .arg(where, nameOf(w, top))
                               .arg(it.value().x())
                               .arg(it.value().y())
                               .arg(it.value().width())
                               .arg(it.value().height())
                               .arg(now.x())
                               .arg(now.y())
                               .arg(now.width())
                               .arg(now.height());
        }
    }

    // Errors and banners come, then go: every field and button of root stays where it was.
    void checkSteady(QWidget *top, QWidget *root, const QString &where)
    {
        settle();
        const QHash<QWidget *, QRect> before = places(top, root);
        m_targets += int(before.size());
        QList<ValidatedField *> fields;
        for (ValidatedField *field : root->findChildren<ValidatedField *>()) {
            if (field->isVisible() && !field->hasError())
                fields << field;
        }
        QList<MessageBanner *> banners;
        for (MessageBanner *banner : root->findChildren<MessageBanner *>()) {
            if (banner->isHidden() && isFormBanner(banner))
                banners << banner;
        }
        for (ValidatedField *field : fields)
            field->setError(QStringLiteral("Обязательное поле"));
        for (MessageBanner *banner : banners)
            banner->showMessage(MessageBanner::Kind::Error, QStringLiteral("Сервер не принял заявку."),
                                {QStringLiteral("СНИЛС: контрольное число не сходится с остальными цифрами."),
                                 QStringLiteral("Полис: не найден в регистре застрахованных.")});
        m_errors += int(fields.size());
        m_banners += int(banners.size());
        for (MessageBanner *banner : banners)
            qInfo("%s: banner %s", qPrintable(where), qPrintable(nameOf(banner, top)));
        settle();
        compare(before, top, where + QStringLiteral(" (shown)"));
        shoot(top, QStringLiteral("steady-") + QString(where).replace(u'/', u'-').replace(u' ', u'-'));
        for (ValidatedField *field : fields)
            field->clearError();
        for (MessageBanner *banner : banners)
            banner->clearMessage();
        settle();
        compare(before, top, where + QStringLiteral(" (gone)"));
    }

    // root, and every tab of every tab widget in it, nested ones too.
    void checkEverywhere(QWidget *top, QWidget *root, const QString &where, QSet<QTabWidget *> &seen)
    {
        checkSteady(top, root, where);
        const QList<QTabWidget *> tabWidgets = root->findChildren<QTabWidget *>();
        for (QTabWidget *tabs : tabWidgets) {
            if (!tabs->isVisible() || seen.contains(tabs))
                continue;
            seen.insert(tabs);
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabEnabled(i))
                    continue;
                tabs->setCurrentIndex(i);
                settle();
                checkEverywhere(top, tabs->widget(i), QStringLiteral("%1 / %2").arg(where, tabs->tabText(i)), seen);
            }
            tabs->setCurrentIndex(0);
        }
    }

    void checkWindow(QWidget *top, const QString &where)
    {
        QVERIFY(QTest::qWaitForWindowExposed(top));
        QSet<QTabWidget *> seen;
        checkEverywhere(top, top, where, seen);
    }

    QString verdict() const
    {
        for (const QString &line : m_moved) // QVERIFY2 cuts a long message: each in full here
            qWarning("%s", qPrintable(line));
        return QStringLiteral("%1 moved:\n%2").arg(m_moved.size()).arg(m_moved.join(u'\n'));
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
        m_moved.clear();
        m_errors = m_banners = m_targets = 0;
    }

    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // Every area and tab of the main window: enrichment, lists, prescriptions, signing (the
    // dispatch form, the invitation, questionnaires, QES), the lab (the order form), dictionaries.
    void everyAreaStaysPut()
    {
        for (const QString &id : window->areaIds()) {
            QVERIFY2(window->showArea(id), qPrintable(id));
            settle();
            QSet<QTabWidget *> seen;
            checkEverywhere(window.get(), window->areaPage(id), id, seen);
        }
        qInfo("%d fields and buttons, %d error lines, %d banners", m_targets, m_errors, m_banners);
        QVERIFY2(m_errors > 30, qPrintable(QString::number(m_errors)));
        QVERIFY2(m_banners > 8, qPrintable(QString::number(m_banners)));
        QVERIFY2(m_moved.isEmpty(), qPrintable(verdict()));
    }

    // The same on a larger monitor, where the forms are wider and the splitters lay out again.
    void formsStayPutAt1400x900()
    {
        window->resize(1400, 900);
        for (const QString &id : {QStringLiteral("enrichment"), QStringLiteral("signing"), QStringLiteral("lab")}) {
            QVERIFY2(window->showArea(id), qPrintable(id));
            settle();
            QSet<QTabWidget *> seen;
            checkEverywhere(window.get(), window->areaPage(id), id + QStringLiteral(" 1400x900"), seen);
        }
        QVERIFY2(m_errors > 20, qPrintable(QString::number(m_errors)));
        QVERIFY2(m_moved.isEmpty(), qPrintable(verdict()));
    }

    void dialogsStayPut()
    {
        SettingsDialog *settings = window->openSettings();
        QVERIFY(settings);
        checkWindow(settings, QStringLiteral("settings"));
        settings->close();

        QVERIFY(window->showArea(QStringLiteral("signing")));
        auto *page = qobject_cast<SigningPage *>(window->areaPage(QStringLiteral("signing")));
        QVERIFY(page);
        DispatchView *view = page->openDispatch(0);
        QVERIFY(view);
        checkWindow(view, QStringLiteral("dispatch window"));
        view->close();

        SelfQesDialog *qes = page->qesTab()->signHere(QStringLiteral("TRK-000001"), QStringLiteral("Иванова А. В."));
        QVERIFY(qes);
        checkWindow(qes, QStringLiteral("self-QES"));
        qes->close();

        QuestionnaireDesk &questionnaires = f->desks->get<QuestionnaireDesk>();
        QuestionnaireTemplate t;
        t.id = QStringLiteral("t-1");
        t.title = QStringLiteral("Анкета перед приёмом");
        t.schema.title = t.title;
        Question q;
        q.id = QStringLiteral("q1");
        q.label = QStringLiteral("Группа крови");
        q.type = QuestionType::SelectSingle;
        q.options = {{QStringLiteral("1"), QStringLiteral("I")}, {QStringLiteral("2"), QStringLiteral("II")}};
        t.schema.questions = {q};
        auto *send = new QuestionnaireSendDialog(*f->session, questionnaires, t, window.get());
        send->setAttribute(Qt::WA_DeleteOnClose);
        send->show();
        checkWindow(send, QStringLiteral("questionnaire send"));
        send->close();

        qInfo("%d fields and buttons, %d error lines, %d banners", m_targets, m_errors, m_banners);
        QVERIFY2(m_banners >= 2, qPrintable(QString::number(m_banners)));
        QVERIFY2(m_moved.isEmpty(), qPrintable(verdict()));
    }

    // The banner keeps its one line for a long message: the whole of it is in the tooltip and one
    // click away, and only that click makes the banner taller.
    void bannerShowsALongMessageInItsLine()
    {
        QWidget holder;
        auto *banner = new MessageBanner(&holder);
        banner->setGeometry(0, 0, 400, banner->sizeHint().height());
        holder.resize(400, 200);
        holder.show();
        QVERIFY(QTest::qWaitForWindowExposed(&holder));
        const int room = banner->sizeHint().height();
        QVERIFY(room > 0);
        const QString reason = QStringLiteral("Полис не найден в регистре застрахованных лиц. ").repeated(5);
        banner->showMessage(MessageBanner::Kind::Warning, QStringLiteral("Сервер не принял заявку."), {reason});
        settle();
        QCOMPARE(banner->sizeHint().height(), room);
        QVERIFY(banner->detailsButton()->isVisible());
        QVERIFY(banner->lineLabel()->toolTip().contains(reason));
        QVERIFY(!banner->textLabel()->isVisible());
        banner->detailsButton()->click();
        QVERIFY(banner->isExpanded());
        QVERIFY(banner->textLabel()->isVisibleTo(banner));
        QVERIFY(banner->sizeHint().height() > room);
        // A new message comes in its one line again.
        banner->showMessage(MessageBanner::Kind::Info, QStringLiteral("Сохранено."));
        QVERIFY(!banner->isExpanded());
        QCOMPARE(banner->sizeHint().height(), room);
        QVERIFY(!banner->detailsButton()->isVisibleTo(banner));
        QCOMPARE(banner->plainText(), QStringLiteral("Сохранено."));
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
    TestSteadyForm test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_steadyform.moc"
