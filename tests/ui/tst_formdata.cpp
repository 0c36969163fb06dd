// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The forms' drafts: the New dispatch form, kept as a journal draft while the person types, comes
// back as it was, and the JSON keeps the keys the journal already holds. (The enrichment form's
// draft is its FormSession's JSON: tst_enrichmentpage's draftKeepsItsShape.)

#include "ui/signing/dispatchformdata.h"

#include <QJsonArray>
#include <QTest>

using namespace cliniclink;

class TestFormData : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void dispatchFormRoundTrips()
    {
        DispatchFormData d;
        d.practitionerChanged = true;
        d.practitioner.familyName = QStringLiteral("Иванова");
        d.practitioner.givenName = QStringLiteral("Мария");
        d.practitioner.middleName = QStringLiteral("Петровна");
        d.practitioner.userIdLpu = QStringLiteral("doc-1");
        d.practitioner.snils = QStringLiteral("112-233-445 95");
        DispatchPatient p;
        p.idPatientMis = QStringLiteral("mis-1");
        p.familyName = QStringLiteral("Петров");
        p.givenName = QStringLiteral("Пётр");
        p.middleName = QStringLiteral("Петрович");
        p.birthDate = QDate(1980, 1, 31);
        p.sex = QStringLiteral("male");
        p.phones = {QStringLiteral("+79001234567"), QStringLiteral("+79007654321")};
        p.email = QStringLiteral("p@example.org");
        PersonDocument doc;
        doc.typeCode = 3;
        doc.series = QStringLiteral("4510");
        doc.number = QStringLiteral("123456");
        doc.providerName = QStringLiteral("ОВД");
        doc.issuedDate = QDate(2005, 6, 7);
        p.documents = {doc, PersonDocument{}};
        p.deliveryOverride = {DeliveryChannel::Chatbot};
        d.patients = {p, DispatchPatient{}};
        d.filePaths = {QStringLiteral("/home/doc/a.pdf")};
        d.delivery = {DeliveryChannel::Sms, DeliveryChannel::App};
        d.esiaAuth = true;
        d.draftTrackingId = QStringLiteral("t-1");
        d.replaceDraftFiles = true;
        d.draftFileNames = {QStringLiteral("a.pdf")};
        d.practitionerDelivery = {DeliveryChannel::App};
        d.certificateThumbprint = QStringLiteral("96 E5 DF");
        d.mrProxyNumber = QStringLiteral("mr-1");
        d.pbProxy = {QStringLiteral("77 АБ 1"), QDate(2026, 1, 15), QStringLiteral("Петров")};
        d.organizationPhone = QStringLiteral("+74951234567");
        d.organizationEmail = QStringLiteral("info@clinic.example.ru");

        const QJsonObject o = d.toJson();
        QCOMPARE(DispatchFormData::fromJson(o), d);
        QCOMPARE(o.keys(),
                 (QStringList{QStringLiteral("delivery"), QStringLiteral("draftFiles"),
                              QStringLiteral("draftTrackingId"), QStringLiteral("esiaAuth"), QStringLiteral("files"),
                              QStringLiteral("organization"), QStringLiteral("patients"),
                              QStringLiteral("practitioner"), QStringLiteral("practitionerChanged"),
                              QStringLiteral("replaceDraftFiles"), QStringLiteral("signer")}));
        // "More" as the form's fields keep it: under "signer" and "organization".
        QCOMPARE(o.value(u"signer").toObject().value(u"pbProxy").toObject().value(u"issuedAt").toString(),
                 QStringLiteral("2026-01-15"));
        QCOMPARE(o.value(u"signer").toObject().value(u"deliveryOverride").toArray(), QJsonArray{QStringLiteral("app")});
        QCOMPARE(o.value(u"organization").toObject().value(u"phone").toString(), QStringLiteral("+74951234567"));
        QCOMPARE(o.value(u"patients").toArray().at(0).toObject().value(u"deliveryOverride").toArray(),
                 QJsonArray{QStringLiteral("chatbot")});
        const QJsonObject patient = o.value(u"patients").toArray().at(0).toObject();
        QCOMPARE(patient.value(u"birthDate").toString(), QStringLiteral("1980-01-31"));
        QCOMPARE(patient.value(u"documents").toArray().at(0).toObject(),
                 (QJsonObject{{QStringLiteral("type"), 3},
                              {QStringLiteral("series"), QStringLiteral("4510")},
                              {QStringLiteral("number"), QStringLiteral("123456")},
                              {QStringLiteral("issuer"), QStringLiteral("ОВД")},
                              {QStringLiteral("issued"), QStringLiteral("2005-06-07")}}));
        // The practitioner as typed: the SNILS is not reduced to digits in a draft.
        QCOMPARE(o.value(u"practitioner").toObject().value(u"snils").toString(), QStringLiteral("112-233-445 95"));
    }

    void anEmptyDispatchDraftGivesTheEmptyForm()
    {
        QCOMPARE(DispatchFormData::fromJson(DispatchFormData().toJson()), DispatchFormData());
        // A draft written before a field existed: the form's defaults (one patient, SMS cleared,
        // a passport of RF for a document without a type).
        const DispatchFormData old = DispatchFormData::fromJson(
            QJsonObject{{QStringLiteral("patients"),
                         QJsonArray{QJsonObject{{QStringLiteral("documents"), QJsonArray{QJsonObject()}}}}}});
        QCOMPARE(old.patients.size(), 1);
        QCOMPARE(old.patients.at(0).documents.at(0).typeCode, 14);
        QVERIFY(old.delivery.isEmpty());
        QCOMPARE(DispatchFormData::fromJson({}).patients.size(), 1);
        // Before "More": nothing of it set.
        QVERIFY(old.practitionerDelivery.isEmpty() && old.pbProxy.isEmpty() && old.organizationPhone.isEmpty());
        QVERIFY(old.patients.at(0).deliveryOverride.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFormData)
#include "tst_formdata.moc"
