// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one CSV writer of every export: no cell reaches a spreadsheet as a formula unless its column
// is declared a number and the cell is one, and readCsv() gives back every cell as written.

#include "core/bulk/csvtext.h"
#include "core/common/csvwriter.h"

#include <QTest>

using namespace cliniclink;

class TestCsvWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aFormulaStaysText_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        // The examples of issue 27.
        QTest::newRow("minus digit formula")
            << QStringLiteral("-2+3+cmd|' /C calc'!A0") << QStringLiteral("'-2+3+cmd|' /C calc'!A0");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")
                                   << QStringLiteral("'=HYPERLINK(\"http://x\",\"y\")");
        QTest::newRow("tab") << QStringLiteral("\t=1+1") << QStringLiteral("'\t=1+1");
        QTest::newRow("cr") << QStringLiteral("\r=1+1") << QStringLiteral("'\r=1+1");
        QTest::newRow("plus") << QStringLiteral("+7 912") << QStringLiteral("'+7 912");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
        QTest::newRow("minus") << QStringLiteral("-x") << QStringLiteral("'-x");
        // In a text column a number is text too: its type is not guessed from it.
        QTest::newRow("negative number in text") << QStringLiteral("-5") << QStringLiteral("'-5");
        QTest::newRow("plain") << QStringLiteral("Иванов") << QStringLiteral("Иванов");
        QTest::newRow("formula char later") << QStringLiteral("a=b") << QStringLiteral("a=b");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("nul dropped") << QStringLiteral("a") + QChar(u'\0') + u'b' << QStringLiteral("ab");
    }
    void aFormulaStaysText()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(csvSafeCell(cell), written);
        const CsvTable back = readCsv(writeCsv({{QStringLiteral("x"), cell}}), CsvFormat{});
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.rows, (QList<QStringList>{{QStringLiteral("x"), written}}));
    }

    void aNumberColumnKeepsItsNumbers()
    {
        const QList<CsvColumnType> types{CsvColumnType::Text, CsvColumnType::Number};
        const QByteArray bytes = writeCsv({{QStringLiteral("-5"), QStringLiteral("-5")},
                                           {QStringLiteral("x"), QStringLiteral("-2,5")},
                                           {QStringLiteral("x"), QStringLiteral("-0.25")},
                                           // The type is the caller's, but a formula is no number.
                                           {QStringLiteral("x"), QStringLiteral("-2+3+cmd|' /C calc'!A0")},
                                           {QStringLiteral("x"), QStringLiteral("=1")},
                                           {QStringLiteral("x"), QStringLiteral("-")},
                                           {QStringLiteral("x"), QStringLiteral("-5.")}},
                                          types);
        const CsvTable back = readCsv(bytes, CsvFormat{});
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.rows,
                 (QList<QStringList>{{QStringLiteral("'-5"), QStringLiteral("-5")},
                                     {QStringLiteral("x"), QStringLiteral("-2,5")},
                                     {QStringLiteral("x"), QStringLiteral("-0.25")},
                                     {QStringLiteral("x"), QStringLiteral("'-2+3+cmd|' /C calc'!A0")},
                                     {QStringLiteral("x"), QStringLiteral("'=1")},
                                     {QStringLiteral("x"), QStringLiteral("'-")},
                                     {QStringLiteral("x"), QStringLiteral("'-5.")}}));
    }

    void quotesAsRfc4180()
    {
        const QByteArray bytes =
            writeCsv({{QStringLiteral("a;b"), QStringLiteral("say \"hi\""), QStringLiteral("two\r\nlines"),
                       QStringLiteral(" padded "), QStringLiteral("plain")}});
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(bytes.mid(3), QByteArray("\"a;b\";\"say \"\"hi\"\"\";\"two\r\nlines\";\" padded \";plain\r\n"));
        const CsvTable back = readCsv(bytes);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.format.separator, QChar(u';'));
        // readCsv keeps a line break inside a cell as '\n', as Excel shows it.
        QCOMPARE(back.rows.first(),
                 (QStringList{QStringLiteral("a;b"), QStringLiteral("say \"hi\""), QStringLiteral("two\nlines"),
                              QStringLiteral(" padded "), QStringLiteral("plain")}));
    }

    void theHeaderIsProtectedToo()
    {
        const QByteArray bytes = writeCsv({{QStringLiteral("=cmd")}, {QStringLiteral("1")}}, {CsvColumnType::Number});
        QVERIFY(bytes.contains("'=cmd\r\n1\r\n"));
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
