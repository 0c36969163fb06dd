// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingviews.h"

#include <QJsonArray>

namespace cliniclink::sandbox::signing {

namespace {

QJsonValue time(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QJsonArray signers(const Dispatch &d)
{
    QJsonArray list;
    for (const PatientSigner &p : d.patients) {
        list.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("patient")},
                                {QStringLiteral("idPatientMis"), p.idPatientMis},
                                {QStringLiteral("status"), SigningStore::signerStateKey(p.state)},
                                {QStringLiteral("decidedAt"), time(p.decidedAt)}});
    }
    if (d.qesRequired || !d.qes.isEmpty()) {
        QDateTime signedAt;
        for (const QesSignature &s : d.qes) {
            if (s.applied && !signedAt.isValid())
                signedAt = s.signedAt;
        }
        list.append(QJsonObject{
            {QStringLiteral("role"), QStringLiteral("practitioner")},
            {QStringLiteral("userIdLpu"), d.practitioner.value(u"userIdLpu").toString()},
            {QStringLiteral("status"), signedAt.isValid() ? QStringLiteral("signed") : QStringLiteral("pending")},
            {QStringLiteral("decidedAt"), time(signedAt)}});
    }
    return list;
}

} // namespace

QJsonObject statusView(const Dispatch &d)
{
    QJsonObject o{{QStringLiteral("status"), d.status}, {QStringLiteral("signers"), signers(d)}};
    if (d.archived)
        o.insert(QStringLiteral("archived"), true);
    return o;
}

QJsonObject listItem(const Dispatch &d)
{
    QJsonArray patients;
    for (const PatientSigner &p : d.patients)
        patients.append(p.idPatientMis);
    return {{QStringLiteral("trackingId"), d.trackingId},
            {QStringLiteral("status"), d.status},
            {QStringLiteral("statusText"), SigningStore::statusText(d.status)},
            {QStringLiteral("archived"), d.archived},
            {QStringLiteral("createdAt"), time(d.createdAt)},
            {QStringLiteral("updatedAt"), time(d.updatedAt)},
            {QStringLiteral("practitionerUserIdLpu"), d.practitioner.value(u"userIdLpu").toString()},
            {QStringLiteral("idPatientMis"), patients},
            {QStringLiteral("documents"), int(d.attachments.size())}};
}

QJsonObject fullView(const Dispatch &d, const SigningStore &store, const QString &organizationName,
                     const QDateTime &now)
{
    QJsonArray attachments;
    for (int i = 0; i < d.attachments.size(); ++i) {
        const Attachment &a = d.attachments.at(i);
        const QByteArray pdf = i == 0 ? d.pdf : a.pdf;
        attachments.append(QJsonObject{{QStringLiteral("partName"), a.partName},
                                       {QStringLiteral("documentType"), a.documentType},
                                       {QStringLiteral("fileName"), a.fileName},
                                       {QStringLiteral("sourceMimeType"), QString::fromLatin1(a.mimeType)},
                                       {QStringLiteral("mimeType"), QStringLiteral("application/pdf")},
                                       {QStringLiteral("content"), QString::fromLatin1(pdf.toBase64())}});
    }
    QJsonArray signatures;
    QJsonArray qesKeys;
    for (const QesSignature &s : store.visibleSignatures(d)) {
        signatures.append(QString::fromLatin1(s.der.toBase64()));
        qesKeys.append(QJsonObject{
            {QStringLiteral("thumbprint"), s.certificate.thumbprint},
            {QStringLiteral("certificateSubject"), s.certificate.subject},
            {QStringLiteral("certificateSerialNumber"), s.certificate.serialNumber},
            {QStringLiteral("signedAt"), time(s.signedAt)},
            {QStringLiteral("source"), s.source},
            {QStringLiteral("iemkSaved"), now >= s.availableAt ? QStringLiteral("saved") : QStringLiteral("pending")}});
    }
    QJsonObject medDocument{{QStringLiteral("esiaAuth"), d.esiaAuth},
                            {QStringLiteral("attachments"), attachments},
                            {QStringLiteral("signatures"), signatures}};
    medDocument.insert(QStringLiteral("sign"),
                       signatures.isEmpty() ? QJsonValue(QJsonValue::Null) : signatures.first());

    QJsonArray patients;
    for (const PatientSigner &p : d.patients) {
        patients.append(QJsonObject{{QStringLiteral("idPatientMis"), p.idPatientMis},
                                    {QStringLiteral("familyName"), p.data.value(u"familyName")},
                                    {QStringLiteral("givenName"), p.data.value(u"givenName")},
                                    {QStringLiteral("middleName"), p.data.value(u"middleName")},
                                    {QStringLiteral("delivery"), QJsonArray::fromStringList(p.delivery)},
                                    {QStringLiteral("signStatus"), SigningStore::signerStateKey(p.state)},
                                    {QStringLiteral("decidedAt"), time(p.decidedAt)}});
    }
    QJsonObject data{
        {QStringLiteral("trackingId"), d.trackingId},
        {QStringLiteral("status"), d.status},
        {QStringLiteral("statusText"), SigningStore::statusText(d.status)},
        {QStringLiteral("archived"), d.archived},
        {QStringLiteral("createdAt"), time(d.createdAt)},
        {QStringLiteral("updatedAt"), time(d.updatedAt)},
        {QStringLiteral("organization"),
         QJsonObject{{QStringLiteral("idLpu"), d.organization}, {QStringLiteral("name"), organizationName}}},
        {QStringLiteral("practitioner"), d.practitioner},
        {QStringLiteral("patients"), patients},
        {QStringLiteral("delivery"), QJsonArray::fromStringList(d.delivery)},
        {QStringLiteral("qesRequired"), d.qesRequired},
        {QStringLiteral("medDocument"), medDocument},
        {QStringLiteral("qesKeys"), qesKeys},
        {QStringLiteral("signers"), signers(d)}};
    if (d.status == DispatchStatus::Draft)
        data.insert(QStringLiteral("draftExpiresAt"), time(d.draftExpiresAt));
    if (!d.submissionId.isEmpty())
        data.insert(QStringLiteral("submissionId"), d.submissionId);
    return {{QStringLiteral("status"), QStringLiteral("success")}, {QStringLiteral("data"), data}};
}

} // namespace cliniclink::sandbox::signing
