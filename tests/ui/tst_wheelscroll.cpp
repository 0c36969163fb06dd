// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The mouse wheel scrolls forms, it does not change the field under the pointer: every area of
// the main window (each tab of each page, the patients of the dispatch form included), the
// settings, the questionnaire's preview and its send dialog are opened at 1024x600, and the wheel
// is turned both ways over every combo box and spin box (date and time edits too) without focus,
// as a mouse turns it: to the widget under the pointer, spontaneous, so the application gives
// focus by the widget's policy and passes the wheel up as it does for a real one. No value
// changes, no field takes focus, and the dispatch form scrolls under the wheel.

#include "../integration/clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/questionnairedesk.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"
#include "ui/signing/dispatchform.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/questionnairepreview.h"
#include "ui/signing/questionnairesenddialog.h"
#include "ui/signing/signingpage.h"
#include "ui/workstationwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSpontaneKeyEvent>
#include <QTabWidget>
#include <QWheelEvent>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

bool isWheeledField(QWidget *w)
{
    return qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w);
}

QString valueOf(QWidget *field)
{
    if (auto *combo = qobject_cast<QComboBox *>(field))
        return QStringLiteral("%1 %2").arg(combo->currentIndex()).arg(combo->currentText());
    return qobject_cast<QAbstractSpinBox *>(field)->text();
}

QString nameOf(QWidget *field)
{
    QStringList path;
    for (QWidget *w = field; w && !w->isWindow(); w = w->parentWidget()) {
        if (!w->objectName().isEmpty())
            path.prepend(w->objectName());
    }
    return QStringLiteral("%1 (%2)").arg(path.join(u'/'), QString::fromLatin1(field->metaObject()->className()));
}

// One notch (or several) of the wheel over the middle of field, delivered as the window system
// delivers it: to the innermost widget there (a spin box's line edit), spontaneous.
void turnWheel(QWidget *field, int notches)
{
    const QPoint middle = field->rect().center();
    QWidget *target = field->childAt(middle);
    if (!target)
        target = field;
    const QPointF global = field->mapToGlobal(QPointF(middle));
    QWheelEvent wheel(target->mapFromGlobal(global), global, QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&wheel);
    qApp->notify(target, &wheel);
}

} // namespace

class TestWheelScroll : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    QStringList m_changed;
    int m_fields = 0;

    // Both ways over every visible field of root that has no focus.
    void wheelOverFields(QWidget *root)
    {
        const QList<QWidget *> all = root->findChildren<QWidget *>();
        for (QWidget *field : all) {
            if (!isWheeledField(field) || !field->isVisible() || !field->isEnabled())
                continue;
            if (field->hasFocus())
                field->clearFocus();
            ++m_fields;
            for (const int notches : {-1, 1, -3, 3}) {
                const QString before = valueOf(field);
                turnWheel(field, notches);
                const QString after = valueOf(field);
                if (after != before)
                    m_changed << QStringLiteral("%1: %2 -> %3").arg(nameOf(field), before, after);
                if (field->hasFocus())
                    m_changed << QStringLiteral("%1 took focus from the wheel").arg(nameOf(field));
            }
        }
    }

    // root and every tab of every tab widget in it, nested ones too.
    void wheelEverywhere(QWidget *root, QSet<QTabWidget *> &seen)
    {
        wheelOverFields(root);
        const QList<QTabWidget *> tabWidgets = root->findChildren<QTabWidget *>();
        for (QTabWidget *tabs : tabWidgets) {
            if (!tabs->isVisible() || seen.contains(tabs))
                continue;
            seen.insert(tabs);
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabEnabled(i))
                    continue;
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                wheelEverywhere(tabs->widget(i), seen);
            }
        }
    }

    void wheelEverywhere(QWidget *root)
    {
        QSet<QTabWidget *> seen;
        wheelEverywhere(root, seen);
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia)); }

    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1024, 600);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        m_changed.clear();
        m_fields = 0;
    }

    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // The registrar scrolls the dispatch form with the pointer over the patient's sex and document
    // type: the page moves, the patient stays as typed.
    void dispatchFormScrollsUnderTheWheel()
    {
        QVERIFY(window->showArea(QStringLiteral("signing")));
        auto *page = window->findChild<SigningPage *>();
        QVERIFY(page);
        page->showTab(page->formTab());
        QCoreApplication::processEvents();
        auto *sex = qobject_cast<QComboBox *>(FormPage(page->form()).editor(QStringLiteral("patients[0].sex")));
        QVERIFY(sex);
        QVERIFY(sex->isVisible());
        QScrollArea *scroll = nullptr;
        for (QWidget *w = sex->parentWidget(); w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea *>(w);
        QVERIFY(scroll);
        QVERIFY2(scroll->verticalScrollBar()->maximum() > 0, "the form fits: nothing to scroll");
        scroll->verticalScrollBar()->setValue(0);
        sex->clearFocus();
        const int sexIndex = sex->currentIndex();
        turnWheel(sex, -1);
        QCOMPARE(sex->currentIndex(), sexIndex);
        QVERIFY(!sex->hasFocus());
        QVERIFY(scroll->verticalScrollBar()->value() > 0);

        // Once the person clicked into the field, the wheel is the field's.
        scroll->verticalScrollBar()->setValue(0);
        sex->setFocus(Qt::MouseFocusReason);
        QVERIFY(sex->hasFocus());
        sex->setCurrentIndex(0);
        turnWheel(sex, -1);
        QCOMPARE(sex->currentIndex(), 1);
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        QCOMPARE(sex->focusPolicy(), Qt::StrongFocus);
    }

    void everyAreaKeepsItsValues()
    {
        for (const QString &id : window->areaIds()) {
            QVERIFY2(window->showArea(id), qPrintable(id));
            QCoreApplication::processEvents();
            wheelEverywhere(window->areaPage(id));
        }
        QVERIFY2(m_fields > 15, qPrintable(QString::number(m_fields)));
        QVERIFY2(m_changed.isEmpty(), qPrintable(m_changed.join(u'\n')));
    }

    void dialogsKeepTheirValues()
    {
        SettingsDialog *settings = window->openSettings();
        QVERIFY(settings);
        QVERIFY(QTest::qWaitForWindowExposed(settings));
        wheelEverywhere(settings);
        settings->close();

        QuestionnaireDesk &questionnaires = f->desks->get<QuestionnaireDesk>();
        QuestionnaireTemplate t;
        t.id = QStringLiteral("t-1");
        t.title = QStringLiteral("Анкета перед приёмом");
        t.schema.title = t.title;
        Question blood;
        blood.id = QStringLiteral("q1");
        blood.label = QStringLiteral("Группа крови");
        blood.type = QuestionType::SelectSingle;
        blood.options = {{QStringLiteral("1"), QStringLiteral("I")},
                         {QStringLiteral("2"), QStringLiteral("II")},
                         {QStringLiteral("3"), QStringLiteral("III")}};
        t.schema.questions = {blood};
        QuestionnaireSendDialog send(*f->session, questionnaires, t, window.get());
        send.resize(700, 400);
        send.show();
        QVERIFY(QTest::qWaitForWindowExposed(&send));
        wheelEverywhere(&send);
        QuestionnairePreview preview(t.schema, window.get());
        preview.resize(700, 400);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        wheelEverywhere(&preview);
        QVERIFY2(m_fields > 3, qPrintable(QString::number(m_fields)));
        QVERIFY2(m_changed.isEmpty(), qPrintable(m_changed.join(u'\n')));
    }
};

QTEST_MAIN(TestWheelScroll)
#include "tst_wheelscroll.moc"
