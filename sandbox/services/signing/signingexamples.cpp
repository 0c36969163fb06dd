// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: the fixture's example dispatches (`signing.examples`), made by colleagues and by
// other systems of an organization, so that the organization's list (GET /signing) is not empty in
// a fresh sandbox. Each is a whole dispatch: its PDF (stamped for a patient who signed), its
// signers, its status. They are dated `hoursAgo` before the virtual time the fixture is loaded at.
#include "sandbox/services/sandboxpdf.h"
#include "signingmodule.h"

#include <QJsonArray>

#include <algorithm>

namespace cliniclink::sandbox {

namespace {

SignerState signerState(const QString &key)
{
    if (key == u"signed")
        return SignerState::Signed;
    if (key == u"declined")
        return SignerState::Declined;
    if (key == u"expired")
        return SignerState::Expired;
    return SignerState::Pending;
}

QString fullName(const QJsonObject &person)
{
    return QStringList{person.value(u"familyName").toString(), person.value(u"givenName").toString(),
                       person.value(u"middleName").toString()}
        .join(u' ')
        .simplified();
}

} // namespace

void SigningModule::loadExamples(const QJsonArray &examples)
{
    const QDateTime loadedAt = now();
    // Kept in creation order, as every dispatch is: the oldest example first.
    QList<QJsonObject> ordered;
    for (const QJsonValue &v : examples)
        ordered.append(v.toObject());
    std::stable_sort(ordered.begin(), ordered.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value(u"hoursAgo").toDouble(1) > b.value(u"hoursAgo").toDouble(1);
    });
    for (const QJsonObject &e : std::as_const(ordered)) {
        Dispatch d;
        d.trackingId = e.value(u"trackingId").toString().toLower();
        d.organization = e.value(u"organization").toString().toLower();
        if (d.trackingId.isEmpty() || d.organization.isEmpty() || m_store.dispatch(d.trackingId))
            continue;
        d.example = true;
        d.tokenKey = d.organization + QStringLiteral("|example");
        d.status = e.value(u"status").toInt(DispatchStatus::Created);
        d.createdAt = loadedAt.addSecs(-qint64(e.value(u"hoursAgo").toDouble(1) * 3600));
        d.updatedAt = d.status == DispatchStatus::Created ? d.createdAt : d.createdAt.addSecs(40 * 60);
        d.deadline = d.createdAt.addSecs(qint64(m_store.timings.signingDeadlineHours) * 3600);
        d.practitioner = e.value(u"practitioner").toObject();
        for (const QJsonValue &c : e.value(u"delivery").toArray())
            d.delivery << c.toString();
        if (d.delivery.isEmpty())
            d.delivery << QStringLiteral("sms");
        const QString system = e.value(u"system").toString();
        QJsonArray metaPatients;
        for (const QJsonValue &pv : e.value(u"patients").toArray()) {
            QJsonObject data = pv.toObject();
            const QString sign = data.take(QStringLiteral("sign")).toString();
            if (!data.contains(u"telecom"))
                data.insert(QStringLiteral("telecom"),
                            QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("Telephone")},
                                                   {QStringLiteral("value"), QStringLiteral("+79160000000")}}});
            PatientSigner p;
            p.idPatientMis = data.value(u"idPatientMis").toString();
            p.data = data;
            p.delivery = d.delivery;
            p.state = signerState(sign);
            if (p.state != SignerState::Pending)
                p.decidedAt = d.updatedAt;
            p.method = QStringLiteral("code");
            d.patients.append(p);
            metaPatients.append(data);
        }
        QJsonArray metaAttachments;
        const QString organization = organizationName(d.organization);
        for (const QJsonValue &name : e.value(u"documents").toArray()) {
            Attachment a;
            a.fileName = name.toString();
            a.partName = QStringLiteral("file%1").arg(d.attachments.size() + 1);
            a.documentType = QStringLiteral("pdf");
            a.mimeType = "application/pdf";
            QStringList lines{a.fileName.section(u'.', 0, -2), organization,
                              QStringLiteral("Врач: %1").arg(fullName(d.practitioner))};
            for (const PatientSigner &p : std::as_const(d.patients))
                lines << QStringLiteral("Пациент: %1").arg(fullName(p.data));
            lines << QString() << QStringLiteral("Пример песочницы. Отправлено из системы:") << system;
            a.original = SandboxPdf::document(lines);
            a.pdf = a.original;
            metaAttachments.append(QJsonObject{{QStringLiteral("partName"), a.partName},
                                               {QStringLiteral("documentType"), a.documentType}});
            d.attachments.append(a);
        }
        if (!d.attachments.isEmpty())
            d.pdf = d.attachments.first().pdf;
        for (const PatientSigner &p : std::as_const(d.patients)) {
            if (p.state != SignerState::Signed || d.pdf.isEmpty())
                continue;
            const QByteArray stamped = SandboxPdf::appendPage(
                d.pdf,
                {QStringLiteral("Подписано простой электронной подписью"),
                 QStringLiteral("Пациент: %1").arg(fullName(p.data)),
                 QStringLiteral("Дата и время подписания: %1")
                     .arg(p.decidedAt.toOffsetFromUtc(3 * 3600).toString(QStringLiteral("dd.MM.yyyy HH:mm"))
                          + QStringLiteral(" МСК")),
                 QStringLiteral("Способ подтверждения: код из сообщения"),
                 QStringLiteral("Отправка %1").arg(d.trackingId)});
            if (!stamped.isEmpty())
                d.pdf = stamped;
        }
        d.meta = {{QStringLiteral("organization"), QJsonObject{{QStringLiteral("idLpu"), d.organization}}},
                  {QStringLiteral("practitioner"), d.practitioner},
                  {QStringLiteral("patients"), metaPatients},
                  {QStringLiteral("medDocument"),
                   QJsonObject{{QStringLiteral("esiaAuth"), false}, {QStringLiteral("attachments"), metaAttachments}}},
                  {QStringLiteral("delivery"), QJsonArray::fromStringList(d.delivery)}};
        m_store.add(std::move(d));
    }
}

} // namespace cliniclink::sandbox
