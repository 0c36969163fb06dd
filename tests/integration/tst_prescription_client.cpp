// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service B through the workstation's core against the sandbox: status in its forms, cancel and its
// five failure rows, and every error of B4 reaching the caller with the server's own words.

#include "clientfixture.h"
#include "core/prescription/prescriptioncalls.h"
#include "core/prescription/prescriptionservice.h"
#include "core/settings/secretstore.h"

#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
}

class TestPrescriptionClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

    // The result of a call, taken in its succeeded() (the call deletes itself right after).
    template<class C>
    std::optional<typename C::Result> run(C *call)
    {
        auto result = std::make_shared<std::optional<typename C::Result>>();
        connect(call, &ApiCall::succeeded, this, [call, result] { *result = call->result(); });
        f->session->transport().start(call);
        QSignalSpy done(call, &ApiCall::finished);
        done.wait(5000);
        return *result;
    }
    ApiError failure(const QString &org, const QString &id, bool cancel)
    {
        ApiCall *call = cancel ? static_cast<ApiCall *>(new CancelPrescriptionCall(org, id))
                               : static_cast<ApiCall *>(new TakePrescriptionStatusCall(org, id));
        f->session->transport().start(call);
        QSignalSpy failed(call, &ApiCall::failed);
        if (!failed.wait(5000))
            return {};
        return failed.first().first().value<ApiError>();
    }

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    void oneRecord()
    {
        const auto records = run(new TakePrescriptionStatusCall(kOrg, QStringLiteral("RX-2026-000104")));
        QVERIFY(records);
        QCOMPARE(records->size(), 1);
        const PrescriptionStatusRecord r = records->first();
        QCOMPARE(r.statusNumber, 4);
        QVERIFY(r.isSuccess());
        QCOMPARE(r.externalNumber, QStringLiteral("77-26-0104417"));
        QVERIFY(r.statusDate.isValid());
        QCOMPARE(r.lpu.toLower(), kOrg);
        QVERIFY(!r.message.isEmpty());
    }
    void severalRecordsNewestFirst()
    {
        const auto records = run(new TakePrescriptionStatusCall(kOrg, QStringLiteral("RX-2026-000120")));
        QVERIFY(records);
        QCOMPARE(records->size(), 3);
        for (int i = 1; i < records->size(); ++i)
            QVERIFY(records->at(i - 1).statusDate >= records->at(i).statusDate);
    }
    void errorRows_data()
    {
        QTest::addColumn<QString>("org");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("wordInMessage");
        QTest::newRow("no record") << kOrg << "RX-NONE" << false << 400 << "RX-NONE";
        QTest::newRow("empty field") << kOrg << "" << false << 400 << "IdSourceMis";
        QTest::newRow("malformed organization") << "not-a-uuid"
                                                << "RX-2026-000104" << false << 400 << "Organization";
        QTest::newRow("organization not in dictionary") << "0e7b3c9a-4d1f-4e8b-b2a5-6c9d1e3f7a28"
                                                        << "RX-1" << false << 400 << "1.2.643.2.69.1.1.1.64";
        QTest::newRow("MIS not linked") << "c5d2e8f1-6b3a-4c9d-a7e2-5f1b8c4d3e91"
                                        << "RX-2026-000160" << false << 401 << "";
        QTest::newRow("cancel: annulled earlier") << kOrg << "RX-2026-000111" << true << 400 << "";
        QTest::newRow("cancel: technical error") << kOrg << "RX-2026-000140" << true << 400 << "";
        QTest::newRow("cancel: no active record") << kOrg << "RX-2026-000102" << true << 400 << "RX-2026-000102";
        QTest::newRow("cancel: not in the registry") << kOrg << "RX-2026-000100" << true << 400 << "";
        QTest::newRow("cancel: two active records") << kOrg << "RX-2026-000130" << true << 400 << "";
    }
    void errorRows()
    {
        QFETCH(QString, org);
        QFETCH(QString, id);
        QFETCH(bool, cancel);
        QFETCH(int, status);
        QFETCH(QString, wordInMessage);
        const ApiError e = failure(org, id, cancel);
        QCOMPARE(e.httpStatus(), status);
        QVERIFY2(!e.serverMessages().isEmpty(), "the server's own message must reach the person");
        for (const QString &m : e.serverMessages())
            QVERIFY(e.userText().contains(m));
        if (!wordInMessage.isEmpty())
            QVERIFY2(e.serverMessages().join(u' ').contains(wordInMessage), qPrintable(e.serverMessages().join(u' ')));
    }
    void wrongTokenIs401()
    {
        f->session->secrets().writeToken(QString(kSandboxEnvironmentId), services::Prescription,
                                         QStringLiteral("00000000-1111-2222-3333-444444444444"));
        QTRY_VERIFY(!f->session->accessProvider().access(services::Prescription).token.startsWith(u"7d3f"));
        const ApiError e = failure(kOrg, QStringLiteral("RX-2026-000104"), false);
        QCOMPARE(e.httpStatus(), 401);
        QVERIFY(!e.serverMessages().isEmpty());
    }
    void cancelQueuesAnnulmentThenStatusChanges()
    {
        const auto cancel = run(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104")));
        QVERIFY(cancel && !cancel->isEmpty());
        // Annulment completes later on the platform's clock: the status shows it then.
        f->clock->advanceSeconds(61);
        const auto status = run(new TakePrescriptionStatusCall(kOrg, QStringLiteral("RX-2026-000104")));
        QVERIFY(status && !status->isEmpty());
        QCOMPARE(status->first().statusNumber, 11);
        // A second cancel is refused with the server's words.
        const ApiError again = failure(kOrg, QStringLiteral("RX-2026-000104"), true);
        QCOMPARE(again.httpStatus(), 400);
        QVERIFY(!again.serverMessages().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPrescriptionClient)
#include "tst_prescription_client.moc"
