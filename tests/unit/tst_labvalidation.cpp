// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks before a lab order leaves: required entries, codes against the offline cache (unknown in
// the named version; a coding without a version takes the newest held), the barcode, the dates;
// LabCodeCheck: the cache decides the dictionaries it holds without a request, the terminology
// service (one /batch of $lookup) the others, giving each code its version; the texts in Russian
// in the Russian UI; and the lab's refusal texts put back under the field they name.

#include "core/lab/labcodecheck.h"
#include "core/lab/labvalidation.h"
#include "core/net/transport.h"
#include "core/terminology/terminologycache.h"
#include "fakenetwork.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace cliniclink;
using namespace cliniclink::testing;
using fhir::FhirCoding;

namespace {

const QDateTime kNow(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);

FhirCoding code(const char *dict, const char *value)
{
    return FhirCoding::fromOid(QString::fromLatin1(dict), QString::fromLatin1(value), QStringLiteral("1.0"));
}

LabOrderRequest complete()
{
    LabOrderRequest o;
    o.misOrderId = QStringLiteral("ORD-1");
    o.patientServerId = QStringLiteral("p1");
    o.practitioner.misDoctorId = QStringLiteral("D-1");
    o.practitioner.familyName = QStringLiteral("Кузнецов");
    o.targetLaboratory = QStringLiteral("lab");
    o.services = {code(laboid::kServices, "B03.016.003")};
    o.payment = code(laboid::kPayment, "1");
    o.specimenType = code(laboid::kSpecimens, "1");
    o.containerType = code(laboid::kContainers, "1");
    o.diagnosis = code(laboid::kIcd10, "N39.0");
    o.encounterType = code(laboid::kEncounterTypes, "2");
    o.barcode = QStringLiteral("4600112233");
    o.collectedAt = kNow.addSecs(-3600);
    return o;
}

QJsonObject parameter(const QString &name, const QString &value)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("valueString"), value}};
}

// The terminology service as a /batch of $lookup answers it: each code in version "2.1" of its
// dictionary, except the codes in unknown (404).
CannedReply lookupBatch(const SeenRequest &request, const QStringList &unknown = {})
{
    QJsonArray answers;
    const QJsonArray entries = QJsonDocument::fromJson(request.body).object().value(u"entry").toArray();
    for (const QJsonValue &e : entries) {
        QString code, version;
        for (const QJsonValue &p : e[u"resource"][u"parameter"].toArray()) {
            if (p[u"name"].toString() == u"code")
                code = p[u"valueString"].toString();
            if (p[u"name"].toString() == u"version")
                version = p[u"valueString"].toString();
        }
        if (unknown.contains(code)) {
            answers.append(QJsonObject{
                {QStringLiteral("resource"),
                 QJsonObject{
                     {QStringLiteral("resourceType"), QStringLiteral("OperationOutcome")},
                     {QStringLiteral("issue"),
                      QJsonArray{QJsonObject{{QStringLiteral("severity"), QStringLiteral("error")},
                                             {QStringLiteral("code"), QStringLiteral("not-found")},
                                             {QStringLiteral("diagnostics"), QStringLiteral("Код не найден")}}}}}},
                {QStringLiteral("response"),
                 QJsonObject{{QStringLiteral("status"), QStringLiteral("404 Not Found")}}}});
            continue;
        }
        const QJsonObject found{
            {QStringLiteral("resourceType"), QStringLiteral("Parameters")},
            {QStringLiteral("parameter"),
             QJsonArray{parameter(QStringLiteral("name"), QStringLiteral("Справочник")),
                        parameter(QStringLiteral("version"), version.isEmpty() ? QStringLiteral("2.1") : version),
                        parameter(QStringLiteral("display"), QStringLiteral("Запись %1").arg(code))}}};
        answers.append(QJsonObject{
            {QStringLiteral("resource"), found},
            {QStringLiteral("response"), QJsonObject{{QStringLiteral("status"), QStringLiteral("200 OK")}}}});
    }
    const QJsonObject bundle{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                             {QStringLiteral("type"), QStringLiteral("batch-response")},
                             {QStringLiteral("entry"), answers}};
    return CannedReply::json(200, QJsonDocument(bundle).toJson(QJsonDocument::Compact));
}

QStringList fields(const FieldIssues &issues, FieldIssue::Severity severity)
{
    QStringList out;
    for (const FieldIssue &i : issues) {
        if (i.severity == severity)
            out.append(i.field);
    }
    return out;
}

} // namespace

class TestLabValidation : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    TerminologyCache m_cache;
    ManualClock m_clock;
    std::unique_ptr<FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Transport> m_transport;

    // What a LabCodeCheck of order finishes with.
    std::pair<LabOrderRequest, FieldIssues> checkCodes(const LabOrderRequest &order)
    {
        LabCodeCheck check(*m_transport, &m_cache);
        QSignalSpy finished(&check, &LabCodeCheck::finished);
        check.start(order, kNow);
        if (finished.isEmpty() && !finished.wait(5000))
            return {};
        return {finished.first().at(0).value<LabOrderRequest>(), finished.first().at(1).value<FieldIssues>()};
    }

    void hold(const char *oid, const QList<TermConcept> &concepts)
    {
        CachedVersion v;
        v.oid = QString::fromLatin1(oid);
        v.version = QStringLiteral("1.0");
        v.total = concepts.size();
        QVERIFY(m_cache.beginVersion(v));
        QVERIFY(m_cache.storeConcepts(v.oid, v.version, 0, concepts));
        QVERIFY(m_cache.finishVersion(v.oid, v.version, kNow));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.open(m_dir.filePath(QStringLiteral("cache.sqlite"))));
        hold(laboid::kServices, {{QStringLiteral("B03.016.003"), QStringLiteral("ОАК"), QStringLiteral("1.0")}});
        hold(laboid::kSpecimens, {{QStringLiteral("1"), QStringLiteral("Кровь венозная"), QStringLiteral("1.0")}});
        qRegisterMetaType<LabOrderRequest>();
        qRegisterMetaType<FieldIssues>();
    }

    void init()
    {
        m_nam = std::make_unique<FakeNetworkAccessManager>(&m_clock);
        m_transport = std::make_unique<Transport>(m_nam.get(), &m_clock);
        m_transport->setAccessProvider([](Service s) {
            ServiceAccess a;
            a.environmentId = QStringLiteral("test");
            a.baseUrl = QUrl(QStringLiteral("https://platform.example/") + serviceKey(s));
            return a;
        });
        m_nam->setHandler([](const SeenRequest &r) { return lookupBatch(r); });
    }

    void cleanup()
    {
        m_transport.reset();
        m_nam.reset();
    }

    void completeOrderPasses()
    {
        // Dictionaries not held offline are not decided here (LabCodeCheck asks the server).
        QVERIFY(validateLabOrder(complete(), &m_cache, kNow).isEmpty());
        QVERIFY(validateLabOrder(complete(), nullptr, kNow).isEmpty());
    }

    void requiredEntries()
    {
        const QStringList errors =
            fields(validateLabOrder(LabOrderRequest(), &m_cache, kNow), FieldIssue::Severity::Error);
        for (const char *f : {"misOrderId", "patient", "practitioner", "target", "services", "specimenType",
                              "containerType", "diagnosis", "encounterType", "payment", "barcode", "collectedAt"})
            QVERIFY2(errors.contains(QString::fromLatin1(f)), f);
    }

    void codesAgainstTheCache()
    {
        LabOrderRequest o = complete();
        o.services = {code(laboid::kServices, "X99.999")};
        o.specimenType.code = QStringLiteral("9");
        o.specimenType.version.clear(); // the newest held is checked
        const FieldIssues issues = validateLabOrder(o, &m_cache, kNow);
        QCOMPARE(fields(issues, FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("services"), QStringLiteral("specimenType")}));
        // A picked code without its version is not the person's problem: it takes the one held.
        o = complete();
        o.specimenType.version.clear();
        QVERIFY(validateLabOrder(o, &m_cache, kNow).isEmpty());
        fillHeldVersions(o, &m_cache);
        QCOMPARE(o.specimenType.version, QStringLiteral("1.0"));
        QVERIFY(o.payment.version == u"1.0"); // named by the coding, not held: kept
        // Without a cache nothing is refused for its code.
        QVERIFY(!hasErrors(validateLabOrder(complete(), nullptr, kNow)));
    }

    // Every dictionary of the order held offline: decided at once, nothing asked.
    void codeCheckCacheHit()
    {
        for (const char *oid : {laboid::kPayment, laboid::kContainers, laboid::kIcd10, laboid::kEncounterTypes}) {
            TerminologyCache &c = m_cache;
            if (c.latestComplete(QString::fromLatin1(oid)))
                continue;
            hold(oid,
                 {{QStringLiteral("1"), QStringLiteral("Один"), QStringLiteral("1.0")},
                  {QStringLiteral("2"), QStringLiteral("Два"), QStringLiteral("1.0")},
                  {QStringLiteral("N39.0"), QStringLiteral("Инфекция"), QStringLiteral("1.0")}});
        }
        LabOrderRequest o = complete();
        o.diagnosisCategory = {}; // its dictionary is not part of this check
        for (const LabCodedValue &v : labCodedValues(o))
            v.coding->version.clear(); // as a picker without a version gave them
        LabCodeCheck check(*m_transport, &m_cache);
        QSignalSpy finished(&check, &LabCodeCheck::finished);
        check.start(o, kNow);
        QCOMPARE(finished.size(), 1); // before start() returned
        QVERIFY(!check.isRunning());
        QVERIFY(finished.first().at(1).value<FieldIssues>().isEmpty());
        const auto checked = finished.first().at(0).value<LabOrderRequest>();
        QCOMPARE(checked.payment.version, QStringLiteral("1.0"));
        QCOMPARE(checked.services.first().version, QStringLiteral("1.0"));
        QVERIFY(m_nam->requests().isEmpty());

        o.payment.code = QStringLiteral("7");
        const auto [order, issues] = checkCodes(o);
        QCOMPARE(fields(issues, FieldIssue::Severity::Error), QStringList{QStringLiteral("payment")});
        QVERIFY(m_nam->requests().isEmpty());
        for (const char *oid : {laboid::kPayment, laboid::kContainers, laboid::kIcd10, laboid::kEncounterTypes})
            QVERIFY(m_cache.removeVersion(QString::fromLatin1(oid), QStringLiteral("1.0")));
    }

    // Dictionaries not held: one /batch of $lookup; each code takes the server's version, an
    // unknown code is named under its field, and nothing says a version is missing.
    void codeCheckCacheMissAsksTheServer()
    {
        m_nam->setHandler([](const SeenRequest &r) { return lookupBatch(r, {QStringLiteral("N39.0")}); });
        LabOrderRequest o = complete();
        for (const LabCodedValue &v : labCodedValues(o))
            v.coding->version.clear();
        const auto [order, issues] = checkCodes(o);
        QCOMPARE(m_nam->requests().size(), 1);
        QVERIFY(m_nam->requests().first().url.path().endsWith(u"/batch"));
        // services and specimen are held: not asked.
        const QByteArray body = m_nam->requests().first().body;
        QVERIFY(!body.contains("B03.016.003"));
        QCOMPARE(fields(issues, FieldIssue::Severity::Error), QStringList{QStringLiteral("diagnosis")});
        QCOMPARE(order.payment.version, QStringLiteral("2.1"));
        QCOMPARE(order.containerType.version, QStringLiteral("2.1"));
        QCOMPARE(order.encounterType.version, QStringLiteral("2.1"));
        QCOMPARE(order.diagnosisCategory.version, QStringLiteral("2.1"));
        QCOMPARE(order.specimenType.version, QStringLiteral("1.0")); // held
        QCOMPARE(order.services.first().version, QStringLiteral("1.0"));
        for (const FieldIssue &i : issues)
            QVERIFY2(!i.message.contains(QStringLiteral("no dictionary version")), qPrintable(i.message));

        // The version a coding names is asked as it is, and kept.
        m_nam->setHandler([](const SeenRequest &r) { return lookupBatch(r); });
        o = complete();
        const auto [named, none] = checkCodes(o);
        QVERIFY(none.isEmpty());
        QCOMPARE(named.payment.version, QStringLiteral("1.0"));
        QVERIFY(m_nam->requests().last().body.contains("\"version\""));
    }

    // The service cannot answer (here it refuses the batch): a code with its version is left to the
    // lab (a warning), one without cannot go (an error that says to try again, not to download).
    void codeCheckServerDown()
    {
        m_nam->setHandler([](const SeenRequest &) { return CannedReply::json(400, "{}"); });
        LabOrderRequest o = complete();
        o.containerType.version.clear();
        const auto [order, issues] = checkCodes(o);
        QCOMPARE(fields(issues, FieldIssue::Severity::Error), QStringList{QStringLiteral("containerType")});
        QVERIFY(fields(issues, FieldIssue::Severity::Warning).contains(QStringLiteral("payment")));
    }

    // The texts are in the Russian UI's language (their context is the one lupdate wrote).
    void textsTranslated()
    {
        QTranslator russian;
        QVERIFY(russian.load(QStringLiteral(":/i18n/cliniclink_ru.qm")));
        QCoreApplication::installTranslator(&russian);
        LabOrderRequest o = complete();
        o.services = {code(laboid::kServices, "X99.999")};
        FieldIssues issues = validateLabOrder(o, &m_cache, kNow);
        issues += validateLabOrder(LabOrderRequest(), &m_cache, kNow);
        m_nam->setHandler([](const SeenRequest &) { return CannedReply::json(400, "{}"); });
        o = complete();
        o.containerType.version.clear();
        issues += checkCodes(o).second;
        QCoreApplication::removeTranslator(&russian);
        QVERIFY(issues.size() > 10);
        static const QRegularExpression kCyrillic(QStringLiteral("[а-яА-Я]"));
        for (const FieldIssue &i : issues)
            QVERIFY2(i.message.contains(kCyrillic), qPrintable(i.message));
    }

    void barcodeAndDates()
    {
        LabOrderRequest o = complete();
        o.barcode = QStringLiteral("46 00");
        o.collectedAt = kNow.addSecs(3600);
        QCOMPARE(fields(validateLabOrder(o, &m_cache, kNow), FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("barcode"), QStringLiteral("collectedAt")}));
        QVERIFY(isValidLabBarcode(QStringLiteral("AB-0012")));
        QVERIFY(!isValidLabBarcode(QStringLiteral("123")));
        o = complete();
        o.collectedAt = kNow.addDays(-10);
        QCOMPARE(fields(validateLabOrder(o, &m_cache, kNow), FieldIssue::Severity::Warning)
                     .count(QStringLiteral("collectedAt")),
                 1);
    }

    void patient()
    {
        LabPatient p;
        p.misPatientId = QStringLiteral("P-1");
        p.familyName = QStringLiteral("Смирнова");
        p.givenName = QStringLiteral("Анна");
        p.gender = QStringLiteral("female");
        p.birthDate = QDate(2030, 1, 1);
        p.identifiers = {{QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344596"), {}, {}, {}}};
        QCOMPARE(fields(validateLabPatient(p, kNow.date()), FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("birthDate"), QStringLiteral("snils")}));
        p.anonymous = true;
        p.familyName.clear();
        p.birthDate = QDate(1990, 1, 1);
        p.identifiers.clear();
        QVERIFY(validateLabPatient(p, kNow.date()).isEmpty());
    }

    void serverTextsToFields()
    {
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[0] Specimen: код «9» отсутствует в справочнике urn:oid:1.2.643.2.69.1.1.1.33")),
                 QStringLiteral("specimenType"));
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[2] Condition: код «Q» отсутствует в справочнике urn:oid:1.2.643.2.69.1.1.1.2")),
                 QStringLiteral("diagnosis"));
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[5] DiagnosticOrder: код «Z» отсутствует в справочнике urn:oid:1.2.643.5.1.13.13.11.1070")),
                 QStringLiteral("services"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Заявка с номером ORD-1 уже зарегистрирована")),
                 QStringLiteral("misOrderId"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Организация x не является лабораторией")),
                 QStringLiteral("target"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Ошибка авторизации")), QString());
    }
};

QTEST_GUILESS_MAIN(TestLabValidation)
#include "tst_labvalidation.moc"
