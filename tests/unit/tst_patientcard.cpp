// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The patient card: a patient found in enrichment (the request's names and passport, the SNILS
// the platform found) and a patient sent in a dispatch (MIS id, phone) are one card, newest values
// first, so the dispatch form (and later the laboratory) takes them without typing.

#include "core/common/clock.h"
#include "core/follow/followdesk.h"
#include "core/patient/patientcard.h"
#include "core/poll/poller.h"
#include "core/signing/signingrequests.h"
#include "core/storage/journal.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {

const QString kEnv = QStringLiteral("sandbox");

TrackedItem enrichmentOrder(const QString &familyName, const QString &birthDate, const QString &snilsFound)
{
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("enrichment");
    item.kind = QStringLiteral("snils-order");
    item.externalId = QStringLiteral("order-") + familyName;
    item.terminal = true;
    item.payload = QJsonObject{{QStringLiteral("patient"),
                                QJsonObject{{QStringLiteral("familyName"), familyName},
                                            {QStringLiteral("firstName"), QStringLiteral("Сергей")},
                                            {QStringLiteral("patronymic"), QStringLiteral("Петрович")},
                                            {QStringLiteral("birthDate"), birthDate},
                                            {QStringLiteral("gender"), QStringLiteral("1")}}},
                               {QStringLiteral("patientPersDocs"),
                                QJsonObject{{QStringLiteral("type"), QStringLiteral("1")},
                                            {QStringLiteral("series"), QStringLiteral("4510")},
                                            {QStringLiteral("number"), QStringLiteral("123456")},
                                            {QStringLiteral("issueDate"), QStringLiteral("2010-05-20")},
                                            {QStringLiteral("issuer"), QStringLiteral("ОВД Тверского района")}}}};
    item.result = QJsonObject{
        {QStringLiteral("patient"),
         QJsonObject{{QStringLiteral("status"), QStringLiteral("Выполнено")}, {QStringLiteral("snils"), snilsFound}}}};
    return item;
}

TrackedItem dispatchFor(const QString &familyName, const QDate &birthDate)
{
    DispatchRequest request;
    DispatchPatient p;
    p.familyName = familyName;
    p.givenName = QStringLiteral("Сергей");
    p.middleName = QStringLiteral("Петрович");
    p.birthDate = birthDate;
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.idPatientMis = QStringLiteral("PAT-0001");
    request.patients << p;
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.externalId = QStringLiteral("tracking-") + familyName;
    item.payload = QJsonObject{{QStringLiteral("meta"), buildDispatchMeta(request, false)}};
    return item;
}

} // namespace

class TestPatientCard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void enrichmentAndDispatchMakeOneCard()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Journal journal(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(journal.open().ok());
        Poller poller(&clock);
        FollowDesk follow(&journal, &poller);
        follow.setEnvironment(kEnv);

        QVERIFY(follow
                    .track(enrichmentOrder(QStringLiteral("Иванов"), QStringLiteral("1978-03-14"),
                                           QStringLiteral("11223344595")))
                    .ok());
        clock.advanceSeconds(60);
        QVERIFY(follow.track(dispatchFor(QStringLiteral("Иванов"), QDate(1978, 3, 14))).ok());
        clock.advanceSeconds(60);
        QVERIFY(follow.track(enrichmentOrder(QStringLiteral("Сидоров"), QStringLiteral("1990-01-02"), QString())).ok());

        const QList<PatientCard> cards = PatientCard::recent(follow);
        QCOMPARE(cards.size(), 2);
        QCOMPARE(cards.at(0).familyName, QStringLiteral("Сидоров")); // newest first
        const PatientCard &ivanov = cards.at(1);
        QCOMPARE(ivanov.fullName(), QStringLiteral("Иванов Сергей Петрович"));
        QCOMPARE(ivanov.birthDate, QDate(1978, 3, 14));
        QCOMPARE(ivanov.sex, PatientCard::Sex::Male);
        QCOMPARE(ivanov.snils, QStringLiteral("11223344595")); // what enrichment found
        QCOMPARE(ivanov.idPatientMis, QStringLiteral("PAT-0001")); // what the dispatch carried
        QCOMPARE(ivanov.phones, QStringList{QStringLiteral("+79161234567")});
        QCOMPARE(ivanov.documents.size(), 1);
        QVERIFY(ivanov.documents.first().passport);
        QCOMPARE(ivanov.documents.first().number, QStringLiteral("123456"));
        QCOMPARE(ivanov.documents.first().issuer, QStringLiteral("ОВД Тверского района"));

        // Another environment's items are not this one's patients.
        follow.setEnvironment(QStringLiteral("test"));
        QVERIFY(PatientCard::recent(follow).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPatientCard)
#include "tst_patientcard.moc"
