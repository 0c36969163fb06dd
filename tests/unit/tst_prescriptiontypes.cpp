// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/prescription/prescriptiontypes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

using namespace cliniclink;

class TestPrescriptionTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void requestIsB1()
    {
        QCOMPARE(
            QJsonDocument(buildPrescriptionRequest(QStringLiteral(" 4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"),
                                                   QStringLiteral("RX-1 ")))
                .toJson(QJsonDocument::Compact),
            QByteArray(
                R"({"IdDataSource":1,"IdSourceMis":"RX-1","Organization":"4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"})"));
    }
    void oneRecordAsObjectWithNumberAsNumber()
    {
        const auto records = readPrescriptionStatus(
            QJsonDocument::fromJson(
                R"({"StatusDate":"2026-01-14 09:12:05.114207","IdSourceMis":"RX-1","IdSource":"R-1","Lpu":"x",
                "Status":"Success","StatusNumber":4,"Message":"Зарегистрирован","ExternalNumber":"77-26-1"})")
                .object());
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().statusNumber, 4);
        QVERIFY(records.first().isSuccess());
        QCOMPARE(records.first().statusDate,
                 QDateTime(QDate(2026, 1, 14), QTime(9, 12, 5, 114), QTimeZone("Europe/Moscow")));
        QCOMPARE(records.first().externalNumber, QStringLiteral("77-26-1"));
    }
    void severalRecordsNewestFirstWithNumberAsString()
    {
        const auto records = readPrescriptionStatus(
            QJsonDocument::fromJson(
                R"([{"StatusDate":"2026-01-13 10:00:00.000001","Status":"Failed","StatusNumber":"2","Message":["a","b"]},
                {"StatusDate":"2026-01-14 10:00:00.000001","Status":"Success","StatusNumber":"4"}])")
                .array());
        QCOMPARE(records.size(), 2);
        QCOMPARE(records.at(0).statusNumber, 4);
        QCOMPARE(records.at(1).statusNumber, 2);
        QCOMPARE(records.at(1).message, QStringLiteral("a\nb"));
        QVERIFY(!records.at(1).isSuccess());
    }
    void missingAndOddFields()
    {
        const auto records = readPrescriptionStatus(QJsonDocument::fromJson(R"({"StatusNumber":"x"})").object());
        QCOMPARE(records.first().statusNumber, -1);
        QVERIFY(!records.first().statusDate.isValid());
        QVERIFY(readPrescriptionStatus(QJsonValue()).isEmpty());
    }
    void cancelMessageAsStringOrArray()
    {
        QCOMPARE(readPrescriptionMessages(QJsonDocument::fromJson(R"({"Message":"Поставлен в очередь"})").object()),
                 QStringList{QStringLiteral("Поставлен в очередь")});
        QCOMPARE(readPrescriptionMessages(QJsonDocument::fromJson(R"({"Message":["a","b"]})").object()),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    }
    void meaningsCoverEveryNumber()
    {
        for (int n = 0; n <= 5; ++n)
            QVERIFY(!prescriptionStatusMeaning(n).isEmpty());
        // Sub-states of 4 have no meaning of ours, except 11: an annulment, not "registered".
        for (int n = 6; n <= 12; ++n)
            QCOMPARE(prescriptionStatusMeaning(n).isEmpty(), n != kPrescriptionAnnulledStatus);
        QVERIFY(!prescriptionStatusMeaning(42).isEmpty());
        QVERIFY(!prescriptionIdProblem(QStringLiteral("  ")).isEmpty());
        QVERIFY(prescriptionIdProblem(QStringLiteral("RX-1")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPrescriptionTypes)
#include "tst_prescriptiontypes.moc"
