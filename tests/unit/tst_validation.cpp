// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/validation/enp.h"
#include "core/validation/snils.h"

#include <QTest>

using namespace cliniclink;

class TestValidation : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snils_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<SnilsProblem>("problem");
        QTest::newRow("valid") << QStringLiteral("11223344595") << SnilsProblem::None;
        QTest::newRow("valid as printed") << QStringLiteral("112-233-445 95") << SnilsProblem::None;
        QTest::newRow("wrong check") << QStringLiteral("11223344596") << SnilsProblem::BadCheckDigits;
        QTest::newRow("short") << QStringLiteral("1122334459") << SnilsProblem::WrongLength;
        QTest::newRow("letters") << QStringLiteral("1122334459a") << SnilsProblem::NotDigits;
        QTest::newRow("empty") << QStringLiteral("  ") << SnilsProblem::Empty;
        // Not above 001-001-998: not checked at all.
        QTest::newRow("boundary unchecked") << QStringLiteral("00100199800") << SnilsProblem::None;
        QTest::newRow("above boundary checked") << QStringLiteral("00100199900") << SnilsProblem::BadCheckDigits;
    }
    void snils()
    {
        QFETCH(QString, input);
        QFETCH(SnilsProblem, problem);
        QCOMPARE(checkSnils(input), problem);
    }
    void snilsCheckDigitRules()
    {
        // sum < 100: the sum itself; 100 and 101: 00; > 101: sum mod 101, with 100 giving 00.
        QCOMPARE(snilsCheckDigits(QStringLiteral("112233445")), QStringLiteral("95")); // sum 95
        QCOMPARE(snilsCheckDigits(QStringLiteral("000010001")), QStringLiteral("06")); // sum 6, zero-padded
        QCOMPARE(snilsCheckDigits(QStringLiteral("100356355")), QStringLiteral("00")); // sum 100
        QCOMPARE(snilsCheckDigits(QStringLiteral("100079190")), QStringLiteral("00")); // sum 101
        QCOMPARE(snilsCheckDigits(QStringLiteral("940000000")), QStringLiteral("12")); // sum 113 -> 12
        QCOMPARE(snilsCheckDigits(QStringLiteral("106897449")), QStringLiteral("00")); // sum 201 -> 100 -> 00
        QCOMPARE(snilsCheckDigits(QStringLiteral("999999999")), QStringLiteral("01")); // sum 405 -> 1
        QCOMPARE(checkSnils(QStringLiteral("10035635500")), SnilsProblem::None);
        QCOMPARE(checkSnils(QStringLiteral("10035635501")), SnilsProblem::BadCheckDigits);
    }
    void enp()
    {
        const QString fifteen = QStringLiteral("770000000000001");
        const int check = enpCheckDigit(fifteen);
        QVERIFY(check >= 0 && check <= 9);
        QCOMPARE(checkEnp(fifteen + QString::number(check)), EnpProblem::None);
        QCOMPARE(checkEnp(fifteen + QString::number((check + 1) % 10)), EnpProblem::CheckDigitMismatch);
        QCOMPARE(checkEnp(QStringLiteral("123")), EnpProblem::WrongLength);
        QCOMPARE(checkEnp(QStringLiteral("12345678901234x6")), EnpProblem::NotDigits);
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
