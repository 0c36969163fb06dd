// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A laboratory result as a doctor reads it: every code with its name beside it (the analytes
// 1001-1006, the organism 1087.1, the antibiotics, the no-growth group, the service), from the
// result's own display, else from the terminology service when no dictionary is held, asked once
// per code for the session; and the flags in words, in each flag's tooltip and in a legend. Against
// the sandbox on a ManualClock, nothing downloaded (a fresh install).

#include "../integration/clientfixture.h"
#include "core/lab/labcodenames.h"
#include "core/lab/labtypes.h"
#include "tests/support/widgettesting.h"
#include "ui/lab/labresultview.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTreeWidget>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QString kTests = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1");
const QString kServices = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31");
const QString kOrganisms = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1087");
const QString kAntibiotics = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.74");
const QString kNoGrowth = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.94");

LabObservation numeric(const QString &code, double value, const QString &flag, const QString &display = {})
{
    LabObservation o;
    o.code = {kTests, {}, code, display};
    o.value = value;
    o.interpretation = flag;
    return o;
}

// As a laboratory that sends codes alone would: a blood count, and a urine culture with E. coli,
// two antibiotics and no fungal growth; the glucose is the one the laboratory named itself.
LabResult codesOnly()
{
    LabResult result;
    result.status = QStringLiteral("completed");
    LabReport blood;
    blood.service = {kServices, {}, QStringLiteral("B03.016.003"), {}};
    blood.conclusion = QStringLiteral("Снижение уровня гемоглобина.");
    for (const auto &[code, flag] :
         {std::pair{"1001", "L"}, {"1002", "N"}, {"1003", "N"}, {"1004", "N"}, {"1005", "N"}, {"1006", "N"}})
        blood.observations.append(numeric(QString::fromLatin1(code), 1, QString::fromLatin1(flag)));
    blood.observations.append(
        numeric(QStringLiteral("1010"), 7.4, QStringLiteral("H"), QStringLiteral("Глюкоза натощак")));
    result.reports.append(blood);

    LabReport culture;
    culture.service = {kServices, {}, QStringLiteral("A26.28.003"), {}};
    LabObservation organism;
    organism.kind = LabObservation::Kind::Organism;
    organism.code = {kOrganisms, {}, QStringLiteral("1087.1"), {}};
    organism.value = 100000;
    organism.comparator = QStringLiteral(">=");
    organism.interpretation = QStringLiteral("DET");
    for (const auto &[code, flag] : {std::pair{"2", "S"}, {"4", "R"}}) {
        LabObservation a;
        a.kind = LabObservation::Kind::Antibiotic;
        a.code = {kAntibiotics, {}, QString::fromLatin1(code), {}};
        a.interpretation = QString::fromLatin1(flag);
        organism.related.append(a);
    }
    culture.observations.append(organism);
    LabObservation none;
    none.kind = LabObservation::Kind::NoGrowth;
    none.code = {kNoGrowth, {}, QStringLiteral("2"), {}};
    none.text = QStringLiteral("Роста грибов не обнаружено");
    none.interpretation = QStringLiteral("ND");
    culture.observations.append(none);
    result.reports.append(culture);
    return result;
}

// Every row's Name text, depth first.
QStringList rowTexts(QTreeWidget *tree)
{
    QStringList out;
    std::function<void(QTreeWidgetItem *)> walk = [&](QTreeWidgetItem *item) {
        out.append(item->text(0));
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        walk(tree->topLevelItem(i));
    return out;
}

// The first row whose Name begins with start (and whose flag is flag, when given).
QTreeWidgetItem *rowNamed(QTreeWidget *tree, const QString &start, const QString &flag = {})
{
    for (QTreeWidgetItem *item : tree->findItems(start, Qt::MatchStartsWith | Qt::MatchRecursive, 0)) {
        if (flag.isEmpty() || item->text(4) == flag)
            return item;
    }
    return nullptr;
}

} // namespace

class TestLabResultView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void namesBesideCodesAskedOncePerSession()
    {
        ClientFixture f;
        LabCodeNames names(&f.session->transport(), nullptr);
        auto view = std::make_unique<LabResultView>(&names);
        QSignalSpy arrived(&names, &LabCodeNames::namesArrived);
        view->setResult(codesOnly(), QStringLiteral("Заказ 1"));
        view->resize(1024, 700);
        view->show();
        // The laboratory's own name is there at once, with its code.
        QVERIFY(rowNamed(view->tree(), QStringLiteral("1010 — Глюкоза натощак")));
        QVERIFY(arrived.wait(5000));

        const QStringList shown = rowTexts(view->tree());
        for (const QString &expected :
             {QStringLiteral("B03.016.003 — "), QStringLiteral("1001 — Гемоглобин (HGB)"),
              QStringLiteral("1002 — Эритроциты (RBC)"), QStringLiteral("1003 — Лейкоциты (WBC)"),
              QStringLiteral("1004 — Тромбоциты (PLT)"), QStringLiteral("1005 — Скорость оседания эритроцитов (СОЭ)"),
              QStringLiteral("1006 — Гематокрит (HCT)"), QStringLiteral("A26.28.003 — "),
              QStringLiteral("1087.1 — Escherichia coli"), QStringLiteral("2 — Амоксициллин/клавуланат"),
              QStringLiteral("4 — Ципрофлоксацин"), QStringLiteral("2 — Грибы рода Candida")}) {
            QVERIFY2(std::any_of(shown.begin(), shown.end(), [&](const QString &s) { return s.startsWith(expected); }),
                     qPrintable(expected + u" not in " + shown.join(u" | ")));
        }
        // The services' names, not bare codes, and the conclusion names its service too.
        QVERIFY(rowNamed(view->tree(), QStringLiteral("B03.016.003 — "))->text(0).size() > 20);
        QVERIFY(view->conclusion()->text().contains(rowNamed(view->tree(), QStringLiteral("B03.016.003 — "))->text(0)));
        shoot(view.get(), QStringLiteral("lab-result-names"));
        // One request for every code without a name; the laboratory's named glucose not asked.
        QCOMPARE(f.arrivals(QStringLiteral("/batch")).size(), 1);

        // Another result opened later in the session: the names are there at once, nobody asked.
        view = std::make_unique<LabResultView>(&names);
        view->setResult(codesOnly(), QStringLiteral("Заказ 2"));
        QVERIFY(!names.isAsking());
        QVERIFY(rowNamed(view->tree(), QStringLiteral("1001 — Гемоглобин (HGB)")));
        QVERIFY(rowNamed(view->tree(), QStringLiteral("1087.1 — Escherichia coli")));
        QVERIFY(f.settle());
        QCOMPARE(f.arrivals(QStringLiteral("/batch")).size(), 1);
    }

    void flagsInWords()
    {
        const bool english = LabResultView::flagText(QStringLiteral("L")) == u"below normal";
        LabResultView view(nullptr);
        view.setResult(codesOnly(), QStringLiteral("Заказ 1"));
        view.show();
        const struct {
            const char *row;
            const char *flag;
            const char *words;
        } rows[] = {{"1001", "L", "below normal"}, {"1002", "N", "normal"}, {"1010", "H", "above normal"},
                    {"1087.1", "DET", "detected"}, {"4", "R", "resistant"}, {"2", "S", "susceptible"}};
        for (const auto &r : rows) {
            QTreeWidgetItem *row = rowNamed(view.tree(), QString::fromLatin1(r.row), QString::fromLatin1(r.flag));
            QVERIFY2(row, r.row);
            QCOMPARE(row->text(4), QString::fromLatin1(r.flag));
            QVERIFY2(row->toolTip(4).contains(LabResultView::flagText(QString::fromLatin1(r.flag))), r.row);
            QVERIFY(LabResultView::flagText(QString::fromLatin1(r.flag)) != QString::fromLatin1(r.flag));
            if (!english) // a Russian run (CLINICLINK_SCREENSHOT_QM) says them in Russian
                continue;
            QCOMPARE(LabResultView::flagText(QString::fromLatin1(r.flag)), QString::fromLatin1(r.words));
        }
        QVERIFY(!LabResultView::flagText(QStringLiteral("ND")).isEmpty());
        QVERIFY(!LabResultView::flagText(QStringLiteral("I")).isEmpty());
        // The legend says each flag of this result, in the dictionary's order, and no other.
        QVERIFY(view.legend()->isVisible());
        const QString legend = view.legend()->text();
        for (const char *flag : {"N", "L", "H", "DET", "ND", "S", "R"}) {
            const QString code = QString::fromLatin1(flag);
            QVERIFY2(legend.contains(code + u" — " + LabResultView::flagText(code)), qPrintable(legend));
        }
        QVERIFY2(!legend.contains(LabResultView::flagText(QStringLiteral("I"))), qPrintable(legend));
        QVERIFY(legend.indexOf(u"L — ") < legend.indexOf(u"DET — "));
        QVERIFY(legend.indexOf(u"S — ") < legend.indexOf(u"R — "));
    }
};

QTEST_MAIN(TestLabResultView)
#include "tst_labresultview.moc"
