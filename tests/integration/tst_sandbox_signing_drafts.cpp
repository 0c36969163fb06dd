// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D drafts over loopback: init, finalize, send (append, replace, completeDelivery),
// archive with every error row, and the 24-hour life on the virtual clock.

#include "tst_sandbox_signing_support.h"

#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {
const QString kDrafts = QStringLiteral("/sep/api/signing/drafts/");

QJsonObject archiveBody(const QString &id,
                        const QJsonObject &practitioner = {{QStringLiteral("snils"), QStringLiteral("11223344595")}})
{
    return {{QStringLiteral("trackingId"), id}, {QStringLiteral("practitioner"), practitioner}};
}
} // namespace

class TestSandboxSigningDrafts : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    QString initDraft(const QList<FilePart> &files = {pdfPart()})
    {
        QStringList parts;
        for (const FilePart &f : files)
            parts.append(f.name);
        const HttpResult r = c->upload(kDrafts + QStringLiteral("init"), meta(parts), files);
        return r.object().value(u"trackingId").toString();
    }
    QJsonObject sendMeta(const QString &id, bool replace, bool deliver, const QStringList &parts)
    {
        QJsonObject m = meta(parts);
        m.insert(QStringLiteral("trackingId"), id);
        m.insert(QStringLiteral("replaceAttachments"), replace);
        m.insert(QStringLiteral("completeDelivery"), deliver);
        return m;
    }
    int attachmentCount(const QString &id) { return int(c->attachments(id).size()); }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void initCreatesADraftWithoutDelivery()
    {
        const HttpResult r = c->upload(kDrafts + QStringLiteral("init"), meta(), {pdfPart()});
        QCOMPARE(r.status, 201);
        const QJsonObject o = r.object();
        QCOMPARE(o.value(u"status").toString(), QStringLiteral("draft"));
        QCOMPARE(o.value(u"statusCode").toInt(), 215);
        const QString id = o.value(u"trackingId").toString();
        QVERIFY(signing::isUuid(id));
        QCOMPARE(QDateTime::fromString(o.value(u"draftExpiresAt").toString(), Qt::ISODateWithMs),
                 c->clock.now().addSecs(24 * 3600));
        QCOMPARE(c->status(id), 215);
        QVERIFY(c->outbox(id).isEmpty());
        QVERIFY(c->billing(id).isEmpty());
    }

    void finalizeKeepsStoredFilesAndDelivers()
    {
        const QByteArray pdf = samplePdf(QStringLiteral("Согласие на вмешательство"));
        const QString id = initDraft({pdfPart(QStringLiteral("file1"), pdf)});
        QJsonObject body = meta({});
        body.insert(QStringLiteral("trackingId"), id);
        QJsonObject p = practitioner();
        p.remove(QStringLiteral("snils")); // optional in finalize
        p.insert(QStringLiteral("userIdLpu"), QStringLiteral("doc-2048"));
        body.insert(QStringLiteral("practitioner"), p);
        const HttpResult r = c->post(kDrafts + id + QStringLiteral("/finalize"), body);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"status").toString(), QStringLiteral("created"));
        QCOMPARE(r.object().value(u"statusCode").toInt(), 201);
        QCOMPARE(r.object().value(u"trackingId").toString(), id);
        const QJsonObject data = c->full(id).object().value(u"data").toObject();
        QCOMPARE(data.value(u"status").toInt(), 201);
        QCOMPARE(data.value(u"practitioner").toObject().value(u"userIdLpu").toString(), QStringLiteral("doc-2048"));
        QCOMPARE(QByteArray::fromBase64(data.value(u"medDocument")
                                            .toObject()
                                            .value(u"attachments")
                                            .toArray()
                                            .at(0)
                                            .toObject()
                                            .value(u"content")
                                            .toString()
                                            .toLatin1()),
                 pdf);
        QCOMPARE(c->outbox(id).size(), 1);
        QCOMPARE(c->billing(id).size(), 1);
        // Not a draft any more.
        QCOMPARE(c->post(kDrafts + id + QStringLiteral("/finalize"), body).object().value(u"errorCode").toString(),
                 QStringLiteral("NOT_DRAFT"));
    }

    void finalizeChecks()
    {
        const QString id = initDraft();
        QJsonObject body = meta({});
        body.insert(QStringLiteral("trackingId"), QUuid::createUuid().toString(QUuid::WithoutBraces));
        HttpResult r = c->post(kDrafts + id + QStringLiteral("/finalize"), body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
        body.insert(QStringLiteral("trackingId"), id);
        QJsonObject p = practitioner();
        p.remove(QStringLiteral("userIdLpu"));
        body.insert(QStringLiteral("practitioner"), p);
        QCOMPARE(c->post(kDrafts + id + QStringLiteral("/finalize"), body).status, 400);
        // A draft without files cannot be finalized.
        const QString empty = initDraft({});
        QVERIFY(!empty.isEmpty());
        body = meta({});
        QCOMPARE(c->post(kDrafts + empty + QStringLiteral("/finalize"), body).status, 400);
        QCOMPARE(
            c->post(kDrafts + QUuid::createUuid().toString(QUuid::WithoutBraces) + QStringLiteral("/finalize"), body)
                .status,
            404);
        QCOMPARE(
            c->post(kDrafts + id + QStringLiteral("/finalize"), body, kRegionSigningToken, kOtherOrganization).status,
            403);
    }

    void sendAppendsOrReplaces()
    {
        const QString id = initDraft({pdfPart(QStringLiteral("a"))});
        HttpResult r = c->upload(kDrafts + id + QStringLiteral("/send"),
                                 sendMeta(id, false, false, {QStringLiteral("b")}), {pdfPart(QStringLiteral("b"))});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"statusCode").toInt(), 215);
        QCOMPARE(attachmentCount(id), 2);
        r = c->upload(kDrafts + id + QStringLiteral("/send"), sendMeta(id, true, false, {QStringLiteral("c")}),
                      {pdfPart(QStringLiteral("c"))});
        QCOMPARE(r.status, 200);
        QCOMPARE(attachmentCount(id), 1);
        QVERIFY(c->outbox(id).isEmpty());
        // No new files, completeDelivery: the draft goes out with what it holds.
        QJsonObject m = sendMeta(id, false, true, {});
        QJsonObject p = practitioner();
        p.insert(QStringLiteral("userIdLpu"), QStringLiteral("doc-2048"));
        m.insert(QStringLiteral("practitioner"), p);
        r = c->upload(kDrafts + id + QStringLiteral("/send"), m, {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"status").toString(), QStringLiteral("created"));
        QCOMPARE(r.object().value(u"statusCode").toInt(), 201);
        QCOMPARE(c->status(id), 201);
        QCOMPARE(c->full(id)
                     .object()
                     .value(u"data")
                     .toObject()
                     .value(u"practitioner")
                     .toObject()
                     .value(u"userIdLpu")
                     .toString(),
                 QStringLiteral("doc-2048"));
        QCOMPARE(c->billing(id).size(), 1);
    }

    void sendChecks()
    {
        const QString id = initDraft({pdfPart(QStringLiteral("a"))});
        // Body trackingId must equal the path.
        HttpResult r = c->upload(kDrafts + id + QStringLiteral("/send"),
                                 sendMeta(QUuid::createUuid().toString(QUuid::WithoutBraces), false, false, {}), {});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"trackingId").toString(), id);
        // Stored files count towards the limit of 10 unless replaced.
        QStringList names;
        QList<FilePart> files;
        for (int i = 0; i < 10; ++i) {
            names.append(QStringLiteral("n%1").arg(i));
            files.append(pdfPart(names.last()));
        }
        r = c->upload(kDrafts + id + QStringLiteral("/send"), sendMeta(id, false, false, names), files);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("LIMIT_FILE_COUNT"));
        QCOMPARE(r.object().value(u"trackingId").toString(), id);
        r = c->upload(kDrafts + id + QStringLiteral("/send"), sendMeta(id, true, false, names), files);
        QCOMPARE(r.status, 200);
        QCOMPARE(attachmentCount(id), 10);
        r = c->upload(kDrafts + id + QStringLiteral("/send"), sendMeta(id, false, false, {QStringLiteral("zz")}), {});
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_ATTACHMENT"));
    }

    void archiveAllowedStatuses()
    {
        // The fixture's example dispatches of the organization are in the list from the start.
        const int examples = c->get(QStringLiteral("/sep/api/signing")).object().value(u"total").toInt();
        const QString draft = initDraft();
        HttpResult r = c->post(kDrafts + draft + QStringLiteral("/archive"), archiveBody(draft));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"status").toString(), QStringLiteral("success"));
        QCOMPARE(r.object().value(u"trackingId").toString(), draft);
        QVERIFY(c->get(QStringLiteral("/sep/api/signing/") + draft + QStringLiteral("/status"))
                    .object()
                    .value(u"archived")
                    .toBool());
        // Hidden from the list unless the archive filter is on.
        QCOMPARE(c->get(QStringLiteral("/sep/api/signing")).object().value(u"total").toInt(), examples);
        QCOMPARE(c->get(QStringLiteral("/sep/api/signing?archived=true")).object().value(u"total").toInt(),
                 examples + 1);

        const QString cancelled = c->createDispatch();
        c->post(QStringLiteral("/sep/api/signing/") + cancelled + QStringLiteral("/cancel"), {});
        QCOMPARE(c->post(kDrafts + cancelled + QStringLiteral("/archive"),
                         archiveBody(cancelled, {{QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")}}))
                     .status,
                 200);
    }

    void archiveErrors()
    {
        const QString created = c->createDispatch();
        HttpResult r = c->post(kDrafts + created + QStringLiteral("/archive"), archiveBody(created));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("NOT_DRAFT"));
        const QString unknown = QUuid::createUuid().toString(QUuid::WithoutBraces);
        r = c->post(kDrafts + unknown + QStringLiteral("/archive"), archiveBody(unknown));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("NOT_FOUND"));
        const QString draft = initDraft();
        r = c->post(kDrafts + draft + QStringLiteral("/archive"), archiveBody(draft), kRegionSigningToken,
                    kOtherOrganization);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("ACCESS_DENIED"));
        r = c->post(kDrafts + draft + QStringLiteral("/archive"),
                    archiveBody(draft, {{QStringLiteral("familyName"), QStringLiteral("Смирнова")}}));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
        r = c->post(kDrafts + draft + QStringLiteral("/archive"), archiveBody(created));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
    }

    void draftLivesTwentyFourHours()
    {
        const QString id = initDraft();
        c->clock.advanceSeconds(24 * 3600 - 1);
        QCOMPARE(c->status(id), 215);
        QCOMPARE(attachmentCount(id), 1);
        c->clock.advanceSeconds(1);
        const QJsonObject s = c->get(QStringLiteral("/sep/api/signing/") + id + QStringLiteral("/status")).object();
        QCOMPARE(s.value(u"status").toInt(), 215);
        QVERIFY(s.value(u"archived").toBool());
        QCOMPARE(attachmentCount(id), 0); // files deleted
        QJsonObject m = meta({});
        QCOMPARE(c->post(kDrafts + id + QStringLiteral("/finalize"), m).object().value(u"errorCode").toString(),
                 QStringLiteral("NOT_DRAFT"));
    }

    void cancelledDraftCanBeArchived()
    {
        const QString id = initDraft();
        HttpResult r = c->post(QStringLiteral("/sep/api/signing/") + id + QStringLiteral("/cancel"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(c->status(id), 213);
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningDrafts)
#include "tst_sandbox_signing_drafts.moc"
