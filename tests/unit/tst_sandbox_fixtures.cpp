// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's fixture document: merging of the parts, and the built-in set's own consistency
// (check digits, statuses, parties) that the services and the app's Sandbox environment rely on.

#include "core/common/service.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/prescription/prescriptionservice.h"
#include "core/terminology/terminologyservice.h"
#include "core/validation/enp.h"
#include "core/validation/snils.h"
#include "sandbox/server/fixtures.h"
#include "sandbox/server/sandbox.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::sandbox;

class TestSandboxFixtures : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void mergeAddsDisjointSections()
    {
        QJsonObject target{{QStringLiteral("a"), 1}};
        QString error;
        QVERIFY(mergeFixtureSections(target, {{QStringLiteral("b"), 2}}, QStringLiteral("b.json"), &error));
        QCOMPARE(target, (QJsonObject{{QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}}));
    }

    void mergeJoinsObjectsAndArrays()
    {
        QJsonObject target{{QStringLiteral("limits"), QJsonObject{{QStringLiteral("x"), 1}}},
                           {QStringLiteral("tokens"), QJsonArray{1}}};
        QString error;
        QVERIFY(mergeFixtureSections(target,
                                     {{QStringLiteral("limits"), QJsonObject{{QStringLiteral("y"), 2}}},
                                      {QStringLiteral("tokens"), QJsonArray{2, 3}}},
                                     QStringLiteral("p.json"), &error));
        QCOMPARE(target.value(QStringLiteral("limits")).toObject(),
                 (QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 2}}));
        QCOMPARE(target.value(QStringLiteral("tokens")).toArray(), (QJsonArray{1, 2, 3}));
    }

    void mergeRefusesConflicts()
    {
        QString error;
        QJsonObject target{{QStringLiteral("limits"), QJsonObject{{QStringLiteral("x"), 1}}}};
        QVERIFY(!mergeFixtureSections(target, {{QStringLiteral("limits"), QJsonObject{{QStringLiteral("x"), 2}}}},
                                      QStringLiteral("p.json"), &error));
        QVERIFY(error.contains(QStringLiteral("limits.x")));
        QJsonObject scalar{{QStringLiteral("version"), 1}};
        QVERIFY(!mergeFixtureSections(scalar, {{QStringLiteral("version"), 2}}, QStringLiteral("q.json"), &error));
        QVERIFY(error.contains(QStringLiteral("q.json")));
    }

    void builtInSetLoads()
    {
        QString error;
        const QJsonObject fixtures = builtInFixtures(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const char *section : {"schemeWords", "tokens", "mis", "organizations", "enrichment", "prescription"})
            QVERIFY2(fixtures.contains(QLatin1String(section)), section);
    }

    void partiesAreConsistent()
    {
        const QJsonObject fixtures = builtInFixtures();
        QSet<QString> organizations;
        for (const QJsonValue &o : fixtures.value(QStringLiteral("organizations")).toArray())
            organizations.insert(o.toObject().value(QStringLiteral("id")).toString());
        QVERIFY(organizations.size() >= 3);
        QVERIFY(organizations.contains(QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60")));
        const QJsonArray mis = fixtures.value(QStringLiteral("mis")).toArray();
        QVERIFY(mis.size() >= 2);
        const QJsonArray linked = mis.at(0).toObject().value(QStringLiteral("organizations")).toArray();
        QVERIFY(linked.contains(QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60")));
        // One organization the first MIS may not act for (B's 401 row), one link to an
        // organization missing from the dictionary (B's 400 row).
        bool notLinked = false;
        for (const QString &org : organizations)
            notLinked = notLinked || !linked.contains(org);
        QVERIFY(notLinked);
        bool dangling = false;
        for (const QJsonValue &org : linked)
            dangling = dangling || !organizations.contains(org.toString());
        QVERIFY(dangling);
        for (const QJsonValue &t : fixtures.value(QStringLiteral("tokens")).toArray())
            QVERIFY(!QUuid::fromString(t.toObject().value(QStringLiteral("token")).toString()).isNull());
    }

    void defaultTokensCoverTheSchemeServices()
    {
        const QMap<Service, QString> tokens = Sandbox::defaultTokens();
        for (Service s : {services::Enrichment, services::Prescription, services::Lab, services::Terminology})
            QCOMPARE(tokens.value(s), QStringLiteral("7d3f1a52-9c4e-4b8a-a6f0-2e5b9c1d4f83"));
    }

    void personsHaveValidNumbers()
    {
        const QJsonArray persons =
            builtInFixtures().value(QStringLiteral("enrichment")).toObject().value(QStringLiteral("persons")).toArray();
        QVERIFY(persons.size() >= 6);
        bool practitioner = false;
        for (const QJsonValue &v : persons) {
            const QJsonObject p = v.toObject();
            const QString snils = p.value(QStringLiteral("snils")).toString();
            QVERIFY2(isValidSnils(snils), qPrintable(snils));
            QCOMPARE(snils.size(), 11);
            practitioner = practitioner || snils == u"11223344595";
            QVERIFY(!p.value(QStringLiteral("documents")).toArray().isEmpty());
            const QJsonObject policy = p.value(QStringLiteral("policy")).toObject();
            if (!policy.isEmpty()) {
                const QString enp = policy.value(QStringLiteral("unitedPolicyNumber")).toString();
                QVERIFY2(checkEnp(enp) == EnpProblem::None, qPrintable(enp));
            }
        }
        QVERIFY(practitioner);
    }

    void prescriptionRecordsCoverEveryStatus()
    {
        const QJsonArray records = builtInFixtures()
                                       .value(QStringLiteral("prescription"))
                                       .toObject()
                                       .value(QStringLiteral("records"))
                                       .toArray();
        QSet<int> numbers;
        QHash<QString, int> perId;
        QHash<QString, int> activePerId;
        bool annulled = false, noExternal = false;
        for (const QJsonValue &v : records) {
            const QJsonObject r = v.toObject();
            numbers.insert(r.value(QStringLiteral("statusNumber")).toInt());
            const QString id = r.value(QStringLiteral("idSourceMis")).toString();
            ++perId[id];
            if (r.value(QStringLiteral("active")).toBool(true) && !r.value(QStringLiteral("annulled")).toBool())
                ++activePerId[id];
            annulled = annulled || r.value(QStringLiteral("annulled")).toBool();
            noExternal = noExternal || r.value(QStringLiteral("externalNumber")).toString().isEmpty();
        }
        for (int n = 0; n <= 12; ++n)
            QVERIFY2(numbers.contains(n), qPrintable(QString::number(n)));
        QVERIFY(annulled);
        QVERIFY(noExternal);
        QVERIFY(std::any_of(perId.cbegin(), perId.cend(), [](int n) { return n >= 3; }));
        QVERIFY(std::any_of(activePerId.cbegin(), activePerId.cend(), [](int n) { return n == 2; }));
    }
};

QTEST_GUILESS_MAIN(TestSandboxFixtures)
#include "tst_sandbox_fixtures.moc"
