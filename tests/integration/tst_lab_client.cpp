// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The laboratory client against the sandbox over loopback, on a ManualClock: every endpoint
// (Patient and Practitioner POST/PUT, the order bundle, $getorder, $getorders, $getstatus,
// $getresult, $getresults, $cancelorder, GET <Type>/<id>), the LabDesk following an order through
// the FollowDesk until the sandbox completes it with numeric, text and microbiology results and a
// signed PDF, read in both answer shapes; a restart resumes the follow; an order sent in doubt is
// found by its number.

#include "clientfixture.h"
#include "core/follow/followdesk.h"
#include "core/lab/labbuilders.h"
#include "core/lab/labcalls.h"
#include "core/lab/labdesk.h"
#include "core/lab/labresultfetch.h"
#include "core/lab/labservice.h"
#include "core/lab/labvalidation.h"
#include "labsamples.h"
#include "sandbox/services/lab/labmodule.h"

#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;
using fhir::FhirCoding;

class TestLabClient : public QObject {
    Q_OBJECT

private:
    template<class Call>
    static bool finish(Call *call)
    {
        QSignalSpy done(call, &ApiCall::finished);
        return done.wait(5000) || !done.isEmpty();
    }
    template<class Call>
    static typename Call::Result run(ClientFixture &f, Call *call, bool *ok = nullptr)
    {
        f.session->transport().start(call);
        bool succeeded = false;
        typename Call::Result result{};
        QObject::connect(call, &ApiCall::succeeded, call, [&] {
            succeeded = true;
            result = call->result();
        });
        QSignalSpy done(call, &ApiCall::finished);
        if (!done.wait(5000))
            qWarning("call did not finish");
        if (ok)
            *ok = succeeded;
        return result;
    }

    // The environment's practitioner as the desk offers it; the desk is the test's own (a second
    // desk would take over the follow of lab orders from it).
    LabOrderRequest order(ClientFixture &f, LabDesk &desk, const QString &patientId, const QString &number)
    {
        return sampleLabOrder(f.session->currentEnvironment(), desk.environmentPractitioner(), *f.clock, patientId,
                              number);
    }

    QString registerPatient(ClientFixture &f, const QString &misId)
    {
        bool ok = false;
        const QJsonObject saved =
            run(f, new LabSaveResourceCall(QStringLiteral("Patient"), buildLabPatient(sampleLabPatient(misId))), &ok);
        return ok ? saved.value(u"id").toString() : QString();
    }

    sandbox::LabModule &labModule(ClientFixture &f) { return *f.emulator->context().findModule<sandbox::LabModule>(); }

    static bool hasKinds(const LabResult &r)
    {
        bool numeric = false, text = false, organism = false, noGrowth = false;
        for (const LabReport &report : r.reports) {
            for (const LabObservation &o : report.observations) {
                numeric |= o.kind == LabObservation::Kind::Numeric && o.value && !o.ranges.isEmpty();
                text |= o.kind == LabObservation::Kind::Text && !o.text.isEmpty();
                organism |= o.kind == LabObservation::Kind::Organism && !o.related.isEmpty()
                    && o.related.first().kind == LabObservation::Kind::Antibiotic
                    && !o.related.first().interpretation.isEmpty();
                noGrowth |= o.kind == LabObservation::Kind::NoGrowth && o.interpretation == u"ND";
            }
        }
        return numeric && text && organism && noGrowth;
    }

private Q_SLOTS:
    void patientAndPractitionerCreateAndUpdate()
    {
        ClientFixture f;
        LabDesk desk(*f.session);
        QSignalSpy saved(&desk, &LabDesk::patientSaved);
        LabPatient p = sampleLabPatient(QStringLiteral("P-1"));
        QVERIFY(finish(desk.savePatient(p)));
        QCOMPARE(saved.size(), 1);
        p = saved.first().first().value<LabPatient>();
        QVERIFY(!p.serverId.isEmpty());
        QCOMPARE(desk.knownPatients().size(), 1);
        QCOMPARE(desk.knownPatients().first().familyName, QStringLiteral("Смирнова"));

        p.familyName = QStringLiteral("Смирнова-Петрова");
        auto *update = desk.savePatient(p);
        QVERIFY(update->isUpdate());
        QVERIFY(finish(update));
        QCOMPARE(saved.size(), 2);
        QCOMPARE(labModule(f)
                     .store()
                     .resource(u"Patient/" + p.serverId)
                     ->value(u"meta")
                     .toObject()
                     .value(u"versionId")
                     .toString(),
                 QStringLiteral("2"));
        QCOMPARE(desk.knownPatients().size(), 1); // one per server id, the newest
        QCOMPARE(desk.knownPatients().first().familyName, QStringLiteral("Смирнова-Петрова"));

        // A refusal names its field: a gender the lab does not take.
        LabPatient wrong = sampleLabPatient(QStringLiteral("P-2"));
        wrong.gender = QStringLiteral("unknown");
        auto *refused = desk.savePatient(wrong);
        QSignalSpy failed(refused, &ApiCall::failed);
        QVERIFY(failed.wait(5000));
        const ApiError error = failed.first().first().value<ApiError>();
        QCOMPARE(error.httpStatus(), 400);
        QVERIFY(!labIssuesFromError(error).isEmpty());

        QSignalSpy practitioners(&desk, &LabDesk::practitionerSaved);
        LabPractitioner doctor = desk.environmentPractitioner();
        QCOMPARE(doctor.familyName, f.session->currentEnvironment().practitioner.familyName);
        doctor.role = labCode(laboid::kRoles, "109");
        doctor.specialty = labCode(laboid::kSpecialties, "49");
        QVERIFY(finish(desk.savePractitioner(doctor)));
        QCOMPARE(practitioners.size(), 1);
        doctor = practitioners.first().first().value<LabPractitioner>();
        QVERIFY(finish(desk.savePractitioner(doctor)));
        QCOMPARE(practitioners.size(), 2);
        // The environment's practitioner now comes back as the lab knows it.
        QCOMPARE(desk.environmentPractitioner().serverId, doctor.serverId);
    }

    void orderFollowedToResultInBothShapes()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-10"));
        QVERIFY(!patientId.isEmpty());
        auto desk = std::make_unique<LabDesk>(*f.session);
        const LabOrderRequest request = order(f, *desk, patientId, QStringLiteral("ORD-000010"));
        QVERIFY(!hasErrors(validateLabOrder(request, nullptr, f.clock->now())));
        QSignalSpy added(desk.get(), &LabDesk::orderAdded);
        QVERIFY(finish(desk->sendOrder(request)));
        QCOMPARE(added.size(), 1);
        const qint64 id = added.first().first().toLongLong();
        const auto sent = desk->order(id);
        QVERIFY(sent && !sent->orderId.isEmpty());
        QCOMPARE(sent->status, QStringLiteral("pending"));
        QCOMPARE(f.session->follow().isFollowed(id), true);

        // The client is restarted while the order is pending: the follow resumes from the journal.
        desk.reset();
        f.restartClient();
        desk = std::make_unique<LabDesk>(*f.session);
        QVERIFY(f.session->follow().isFollowed(id));
        const int before = f.arrivals(QStringLiteral("$getstatus")).size();
        QVERIFY(f.advanceUntil([&] { return f.arrivals(QStringLiteral("$getstatus")).size() > before; }, 200));
        QCOMPARE(desk->order(id)->status, QStringLiteral("pending"));

        QCOMPARE(labModule(f).completeOrder(sent->orderId, true, {}).status, 200);
        QVERIFY(f.advanceUntil([&] { return desk->order(id)->finished; }, 400));
        QCOMPARE(desk->order(id)->status, QStringLiteral("completed"));

        // Parameters (the default): the result is fetched by GET <Type>/<id>.
        auto *fetch = desk->fetchResult(id);
        QSignalSpy done(fetch, &LabResultFetch::finished);
        QVERIFY(done.wait(10000));
        const LabResult viaParameters = done.first().first().value<LabResult>();
        QCOMPARE(viaParameters.status, QStringLiteral("completed"));
        QCOMPARE(viaParameters.reports.size(), 3);
        QVERIFY(hasKinds(viaParameters));
        QVERIFY(!viaParameters.laboratory.startsWith(u"Organization/")); // the lab's name, read by GET
        QVERIFY(!viaParameters.reports.first().conclusion.isEmpty());
        int pdfs = 0, signatures = 0;
        for (const LabAttachment &a : viaParameters.attachments) {
            pdfs += a.isPdf() && a.data.startsWith("%PDF-");
            signatures += a.isSignature() && !a.data.isEmpty();
        }
        QCOMPARE(pdfs, 1);
        QCOMPARE(signatures, 1);

        // The same result as a Bundle reads the same, without a GET.
        labModule(f).setAnswerShape(sandbox::LabModule::AnswerShape::Bundle);
        const int gets = f.arrivals(QStringLiteral("/Binary/")).size();
        auto *bundleFetch = desk->fetchResult(id);
        QSignalSpy bundleDone(bundleFetch, &LabResultFetch::finished);
        QVERIFY(bundleDone.wait(10000));
        const LabResult viaBundle = bundleDone.first().first().value<LabResult>();
        QCOMPARE(f.arrivals(QStringLiteral("/Binary/")).size(), gets);
        QCOMPARE(viaBundle.reports.size(), viaParameters.reports.size());
        QCOMPARE(viaBundle.attachments.size(), viaParameters.attachments.size());
        QVERIFY(hasKinds(viaBundle));
        for (qsizetype i = 0; i < viaBundle.reports.size(); ++i) {
            QCOMPARE(viaBundle.reports[i].conclusion, viaParameters.reports[i].conclusion);
            QCOMPARE(viaBundle.reports[i].observations.size(), viaParameters.reports[i].observations.size());
        }
    }

    void queriesInBothShapes()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-20"));
        LabDesk desk(*f.session);
        const LabOrderRequest request = order(f, desk, patientId, QStringLiteral("ORD-000020"));
        auto *send = desk.sendOrder(request);
        QVERIFY(finish(send));
        const QString orderId = desk.orders().first().orderId;
        const QString source = request.sourceOrganization, target = request.targetLaboratory;

        for (const auto shape :
             {sandbox::LabModule::AnswerShape::Parameters, sandbox::LabModule::AnswerShape::Bundle}) {
            labModule(f).setAnswerShape(shape);
            bool ok = false;
            const QList<QJsonObject> one = run(f, new LabGetOrderCall(source, target, request.barcode), &ok);
            QVERIFY(ok);
            QCOMPARE(one.size(), 1);
            QCOMPARE(one.first().value(u"id").toString(), orderId);
            LabOrdersQuery q;
            q.source = source;
            q.target = target;
            q.start = f.clock->now().addDays(-1);
            q.end = f.clock->now().addSecs(60);
            QCOMPARE(run(f, new LabGetOrdersCall(q), &ok).size(), 1);
            QVERIFY(ok);
            LabOrdersQuery byNumber;
            byNumber.target = target; // no SourceCode, as public clients may
            byNumber.misOrderId = request.misOrderId;
            byNumber.count = 5;
            QCOMPARE(run(f, new LabGetOrdersCall(byNumber), &ok).size(), 1);
            const LabStatus status = run(f, new LabGetStatusCall(source, target, request.misOrderId), &ok);
            QVERIFY(ok);
            QCOMPARE(status.orderId, orderId);
            QCOMPARE(status.status, QStringLiteral("pending"));
        }
        labModule(f).setAnswerShape(sandbox::LabModule::AnswerShape::Parameters);
        QCOMPARE(labModule(f).completeOrder(orderId, true, {}).status, 200);
        bool ok = false;
        const QList<LabResultAnswer> results =
            run(f, new LabGetResultsCall(source, target, f.clock->now().date().addDays(-1)), &ok);
        QVERIFY(ok);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().orderResponse.value(u"orderStatus").toString(), QStringLiteral("completed"));
        LabResultFetch fetch(f.session->transport(), results.first());
        QSignalSpy done(&fetch, &LabResultFetch::finished);
        fetch.start();
        QVERIFY(done.wait(10000));
        QVERIFY(hasKinds(done.first().first().value<LabResult>()));
        QVERIFY(fetch.requests() > 3);

        const QJsonObject lab = run(f, new LabReadResourceCall(u"Organization/" + target), &ok);
        QVERIFY(ok);
        QCOMPARE(lab.value(u"resourceType").toString(), QStringLiteral("Organization"));
    }

    void cancelThroughTheOutboxAndAnErrorResult()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-30"));
        LabDesk desk(*f.session);
        QVERIFY(finish(desk.sendOrder(order(f, desk, patientId, QStringLiteral("ORD-000030")))));
        const qint64 id = desk.orders().first().journalId;
        auto *cancel = desk.cancelOrder(id);
        QVERIFY(cancel);
        QVERIFY(finish(cancel));
        QCOMPARE(desk.order(id)->status, QStringLiteral("cancelled"));
        QVERIFY(desk.order(id)->finished);
        QVERIFY(!f.session->follow().isFollowed(id));

        // A second order ends in error at the lab: the follow stops with the lab's description.
        QVERIFY(finish(desk.sendOrder(order(f, desk, patientId, QStringLiteral("ORD-000031")))));
        const LabOrderItem second = desk.orders().first();
        QCOMPARE(labModule(f).completeOrder(second.orderId, false, QStringLiteral("Гемолиз")).status, 200);
        const bool ended = f.advanceUntil([&] { return desk.order(second.journalId)->finished; }, 400);
        QVERIFY(ended);
        QCOMPARE(desk.order(second.journalId)->status, QStringLiteral("error"));
        QCOMPARE(desk.order(second.journalId)->description, QStringLiteral("Гемолиз"));
    }

    void refusedOrderNamesItsFieldAndStaysInTheForm()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-40"));
        LabDesk desk(*f.session);
        LabOrderRequest request = order(f, desk, patientId, QStringLiteral("ORD-000040"));
        request.specimenType = labCode(laboid::kSpecimens, "999");
        auto *call = desk.sendOrder(request);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(failed.wait(5000));
        const FieldIssues issues = labIssuesFromError(failed.first().first().value<ApiError>());
        QVERIFY(!issuesFor(issues, QString::fromLatin1(labfield::kSpecimenType)).isEmpty());
        QVERIFY(desk.orders().isEmpty()); // refused: nothing on the platform, the form keeps it
    }

    void resultWithoutOrder()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-60"));
        LabDesk desk(*f.session);
        LabResultWithoutOrder r;
        r.patientServerId = patientId;
        r.sourceOrganization = f.session->currentEnvironment().organizationId;
        r.targetLaboratory = QString::fromLatin1(kSampleLaboratory);
        r.performer = desk.environmentPractitioner();
        r.service = labCode(laboid::kServices, "A09.05.023", "1.2");
        r.values = {{labCode(laboid::kTests, "1010"),
                     5.3,
                     QStringLiteral("ммоль/л"),
                     {},
                     labCode(laboid::kInterpretation, "N")}};
        r.conclusion = QStringLiteral("В норме");
        r.issued = f.clock->now();
        bool ok = false;
        const QStringList locations = run(f, new LabSendBundleCall(buildLabResultWithoutOrderBundle(r)), &ok);
        QVERIFY(ok);
        QCOMPARE(locations.size(), 5);
        QVERIFY(locations[3].startsWith(u"Order/"));
        QVERIFY(locations[4].startsWith(u"OrderResponse/"));
        // Without a DiagnosticReport conclusion the lab refuses it.
        r.conclusion.clear();
        run(f, new LabSendBundleCall(buildLabResultWithoutOrderBundle(r)), &ok);
        QVERIFY(!ok);
    }

    void orderInDoubtIsFoundByItsNumber()
    {
        ClientFixture f;
        const QString patientId = registerPatient(f, QStringLiteral("P-50"));
        // The bundle reached the lab, but the workstation never heard back (killed after sending).
        qint64 row = 0;
        LabOrderRequest request;
        {
            LabDesk desk(*f.session);
            request = order(f, desk, patientId, QStringLiteral("ORD-000050"));
            TrackedItem intent;
            intent.environmentId = f.session->currentEnvironment().id;
            intent.service = serviceKey(services::Lab);
            intent.kind = QString::fromLatin1(LabDesk::kOrderKind);
            intent.payload = QJsonObject{{QStringLiteral("request"), request.toJson()}};
            intent.outbox = OutboxState::Sending; // as the outbox records it before the bundle leaves
            intent.createdAt = f.clock->now();
            row = *f.session->journal().track(intent);
            bool ok = false;
            run(f, new LabSendBundleCall(buildLabOrderBundle(request)), &ok);
            QVERIFY(ok);
        }
        f.restartClient();
        LabDesk desk(*f.session);
        QVERIFY(f.advanceUntil([&] { return desk.order(row) && !desk.order(row)->orderId.isEmpty(); }, 30));
        QCOMPARE(desk.order(row)->outbox, OutboxState::Accepted);
        QVERIFY(f.session->follow().isFollowed(row));
    }
};

QTEST_MAIN(TestLabClient)
#include "tst_lab_client.moc"
