// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingrequests.h"

#include "core/validation/snils.h"
#include "signingjson_p.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUuid>

namespace cliniclink {

namespace {

// The translation context of the texts below (lupdate reads it from the macro).
class SigningChecks {
    Q_DECLARE_TR_FUNCTIONS(SigningChecks)
};

QJsonArray telecomOf(const QStringList &phones, const QString &email)
{
    QJsonArray out;
    for (const QString &p : phones)
        out.append(QJsonObject{{QStringLiteral("system"), QStringLiteral("Telephone")}, {QStringLiteral("value"), p}});
    if (!email.trimmed().isEmpty())
        out.append(QJsonObject{{QStringLiteral("system"), QStringLiteral("Email")},
                               {QStringLiteral("value"), email.trimmed()}});
    return out;
}

void putIfSet(QJsonObject &o, const QString &key, const QString &value)
{
    if (!value.trimmed().isEmpty())
        o.insert(key, value.trimmed());
}

} // namespace

QJsonObject buildDispatchMeta(const DispatchRequest &request, bool withAttachments)
{
    QJsonObject practitioner = signingjson::practitionerJson(request.practitioner);
    const QJsonArray practitionerTelecom =
        telecomOf(request.practitioner.phone.isEmpty() ? QStringList() : QStringList{request.practitioner.phone},
                  request.practitioner.email);
    if (!practitionerTelecom.isEmpty())
        practitioner.insert(QStringLiteral("telecom"), practitionerTelecom);

    QJsonArray patients;
    for (const DispatchPatient &p : request.patients) {
        QJsonObject patient{{QStringLiteral("idPatientMis"), p.idPatientMis.trimmed()},
                            {QStringLiteral("familyName"), p.familyName.trimmed()},
                            {QStringLiteral("givenName"), p.givenName.trimmed()},
                            {QStringLiteral("birthDate"), p.birthDate.toString(Qt::ISODate)},
                            {QStringLiteral("sex"), p.sex},
                            {QStringLiteral("telecom"), telecomOf(p.phones, p.email)}};
        putIfSet(patient, QStringLiteral("middleName"), p.middleName);
        putIfSet(patient, QStringLiteral("mpiId"), p.mpiId);
        QJsonArray documents;
        for (const PersonDocument &d : p.documents) {
            QJsonObject doc{{QStringLiteral("idDocumentType"), d.typeCode},
                            {QStringLiteral("docN"), d.number.trimmed()},
                            {QStringLiteral("docS"), d.series.trimmed()}, // required, empty when none
                            {QStringLiteral("providerName"), d.providerName.trimmed()}};
            if (d.issuedDate.isValid())
                doc.insert(QStringLiteral("issuedDate"), d.issuedDate.toString(Qt::ISODate));
            putIfSet(doc, QStringLiteral("documentName"), d.documentName);
            documents.append(doc);
        }
        patient.insert(QStringLiteral("documentDto"), documents);
        patients.append(patient);
    }

    QJsonObject medDocument{{QStringLiteral("esiaAuth"), request.esiaAuth}};
    if (withAttachments) {
        QJsonArray attachments;
        for (const DispatchFile &f : request.files)
            attachments.append(QJsonObject{{QStringLiteral("partName"), f.partName},
                                           {QStringLiteral("documentType"), f.documentType}});
        medDocument.insert(QStringLiteral("attachments"), attachments);
    }
    QJsonArray delivery;
    for (DeliveryChannel c : request.delivery)
        delivery.append(deliveryChannelKey(c));
    return {{QStringLiteral("organization"), QJsonObject{{QStringLiteral("idLpu"), request.organizationId.trimmed()}}},
            {QStringLiteral("practitioner"), practitioner},
            {QStringLiteral("patients"), patients},
            {QStringLiteral("medDocument"), medDocument},
            {QStringLiteral("delivery"), delivery}};
}

DispatchRequest dispatchRequestFromMeta(const QJsonObject &meta)
{
    DispatchRequest r;
    r.organizationId = meta.value(u"organization").toObject().value(u"idLpu").toString();
    const QJsonObject practitioner = meta.value(u"practitioner").toObject();
    r.practitioner.familyName = practitioner.value(u"familyName").toString();
    r.practitioner.givenName = practitioner.value(u"givenName").toString();
    r.practitioner.middleName = practitioner.value(u"middleName").toString();
    r.practitioner.userIdLpu = practitioner.value(u"userIdLpu").toString();
    r.practitioner.snils = practitioner.value(u"snils").toString();
    for (const QJsonValue &t : practitioner.value(u"telecom").toArray()) {
        const QJsonObject to = t.toObject();
        if (to.value(u"system").toString() == u"Email")
            r.practitioner.email = to.value(u"value").toString();
        else
            r.practitioner.phone = to.value(u"value").toString();
    }
    for (const QJsonValue &v : meta.value(u"patients").toArray()) {
        const QJsonObject o = v.toObject();
        DispatchPatient p;
        p.idPatientMis = o.value(u"idPatientMis").toString();
        p.mpiId = o.value(u"mpiId").toString();
        p.familyName = o.value(u"familyName").toString();
        p.givenName = o.value(u"givenName").toString();
        p.middleName = o.value(u"middleName").toString();
        p.birthDate = QDate::fromString(o.value(u"birthDate").toString(), Qt::ISODate);
        p.sex = o.value(u"sex").toString();
        for (const QJsonValue &t : o.value(u"telecom").toArray()) {
            const QJsonObject to = t.toObject();
            if (to.value(u"system").toString() == u"Email")
                p.email = to.value(u"value").toString();
            else
                p.phones << to.value(u"value").toString();
        }
        for (const QJsonValue &dv : o.value(u"documentDto").toArray()) {
            const QJsonObject od = dv.toObject();
            PersonDocument doc;
            doc.typeCode = od.value(u"idDocumentType").toInt(14);
            doc.series = od.value(u"docS").toString();
            doc.number = od.value(u"docN").toString();
            doc.providerName = od.value(u"providerName").toString();
            doc.issuedDate = QDate::fromString(od.value(u"issuedDate").toString(), Qt::ISODate);
            doc.documentName = od.value(u"documentName").toString();
            p.documents << doc;
        }
        r.patients << p;
    }
    const QJsonObject medDocument = meta.value(u"medDocument").toObject();
    r.esiaAuth = medDocument.value(u"esiaAuth").toBool();
    for (const QJsonValue &a : medDocument.value(u"attachments").toArray()) {
        DispatchFile file;
        file.partName = a.toObject().value(u"partName").toString();
        file.documentType = a.toObject().value(u"documentType").toString();
        r.files << file;
    }
    r.delivery.clear();
    for (const QJsonValue &v : meta.value(u"delivery").toArray()) {
        if (const auto c = deliveryChannelFromKey(v.toString()))
            r.delivery << *c;
    }
    return r;
}

MultipartBody buildDispatchMultipart(const QJsonObject &meta, const QList<DispatchFile> &files,
                                     const QByteArray &boundary)
{
    const QByteArray b =
        boundary.isEmpty() ? "cliniclink-" + QUuid::createUuid().toByteArray(QUuid::WithoutBraces) : boundary;
    MultipartBody body;
    // Quoted, as RFC 2046 allows: servers must accept it (and the contract's gateway does).
    body.contentType = "multipart/form-data; boundary=\"" + b + '"';
    QByteArray &out = body.bytes;
    out += "--" + b + "\r\n";
    out += "Content-Disposition: form-data; name=\"meta\"\r\n";
    out += "Content-Type: application/json; charset=utf-8\r\n\r\n";
    out += QJsonDocument(meta).toJson(QJsonDocument::Compact) + "\r\n";
    for (const DispatchFile &f : files) {
        // The file name in UTF-8, with quotes and line breaks removed so it cannot break the header.
        QString safeName = f.fileName;
        safeName.remove(QRegularExpression(QStringLiteral("[\"\\r\\n]")));
        out += "--" + b + "\r\n";
        out += "Content-Disposition: form-data; name=\"" + f.partName.toUtf8() + "\"; filename=\"" + safeName.toUtf8()
            + "\"\r\n";
        out += "Content-Type: " + documentMimeType(f.documentType) + "\r\n\r\n";
        out += f.content + "\r\n";
    }
    out += "--" + b + "--\r\n";
    return body;
}

QByteArray documentMimeType(const QString &documentType)
{
    if (documentType == u"pdf")
        return "application/pdf";
    if (documentType == u"doc")
        return "application/msword";
    if (documentType == u"docx")
        return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    if (documentType == u"odt")
        return "application/vnd.oasis.opendocument.text";
    return "application/octet-stream";
}

QString documentTypeFromFileName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    for (const char16_t *ext : {u"pdf", u"docx", u"doc", u"odt"}) {
        if (lower.endsWith(u'.' + QString::fromUtf16(ext)))
            return QString::fromUtf16(ext);
    }
    return {};
}

QString detectDocumentType(const QByteArray &content)
{
    if (content.startsWith("%PDF-"))
        return QStringLiteral("pdf");
    if (content.startsWith(QByteArray::fromHex("D0CF11E0A1B11AE1"))) // OLE compound file: Word 97-2003
        return QStringLiteral("doc");
    if (content.startsWith("PK\x03\x04")) {
        // ODF stores its type uncompressed as the first entry "mimetype"; OOXML has [Content_Types].xml.
        const QByteArray head = content.left(4096);
        if (head.contains("mimetypeapplication/vnd.oasis.opendocument.text"))
            return QStringLiteral("odt");
        if (head.contains("[Content_Types].xml") || content.contains("word/document.xml"))
            return QStringLiteral("docx");
    }
    return {};
}

QString dispatchFileProblem(const QString &fileName, const QByteArray &content)
{
    const QString claimed = documentTypeFromFileName(fileName);
    if (claimed.isEmpty())
        return SigningChecks::tr("Only PDF, DOC, DOCX and ODT documents can be sent.");
    if (content.isEmpty())
        return SigningChecks::tr("The file is empty.");
    if (content.size() > kMaxDispatchFileBytes)
        return SigningChecks::tr("The file is larger than 5 MB (%1 MB).")
            .arg(double(content.size()) / (1024 * 1024), 0, 'f', 1);
    const QString actual = detectDocumentType(content);
    if (actual.isEmpty())
        return SigningChecks::tr("The file is not a %1 document, whatever its name says.").arg(claimed.toUpper());
    if (actual != claimed && !(claimed == u"doc" && actual == u"docx") && !(claimed == u"docx" && actual == u"doc"))
        return SigningChecks::tr("The file is named .%1 but is a %2 document.").arg(claimed, actual.toUpper());
    return {};
}

QString normalizedPhone(const QString &typed)
{
    QString digits;
    for (QChar c : typed) {
        if (c.isDigit())
            digits.append(c);
    }
    if (digits.size() == 11 && (digits.startsWith(u'7') || digits.startsWith(u'8')))
        return QStringLiteral("+7") + digits.mid(1);
    if (digits.size() == 10 && typed.trimmed().startsWith(u'9'))
        return QStringLiteral("+7") + digits;
    return {};
}

namespace {
enum class CheckFor { Send, Draft };

FieldIssues checkRequest(const DispatchRequest &request, const QDate &today, CheckFor purpose);
} // namespace

FieldIssues checkDispatchRequest(const DispatchRequest &request, const QDate &today)
{
    return checkRequest(request, today, CheckFor::Send);
}

FieldIssues checkDraftRequest(const DispatchRequest &request, const QDate &today)
{
    return checkRequest(request, today, CheckFor::Draft);
}

namespace {
FieldIssues checkRequest(const DispatchRequest &request, const QDate &today, CheckFor purpose)
{
    // A draft is meant to be unfinished: only what drafts/init itself refuses is checked for it.
    const bool send = purpose == CheckFor::Send;
    FieldIssues issues;
    const auto add = [&issues](const DispatchField &field, const QString &message) {
        issues << FieldIssue{field.toString(), message};
    };
    const auto required = [&add](const DispatchField &field, const QString &value) {
        if (value.trimmed().isEmpty())
            add(field, SigningChecks::tr("Required."));
    };
    if (QUuid::fromString(request.organizationId.trimmed()).isNull())
        add(DispatchField::organization(),
            SigningChecks::tr("The organization's identifier is not set up: open the settings."));
    required(DispatchField::practitioner(QStringLiteral("familyName")), request.practitioner.familyName);
    required(DispatchField::practitioner(QStringLiteral("givenName")), request.practitioner.givenName);
    required(DispatchField::practitioner(QStringLiteral("userIdLpu")), request.practitioner.userIdLpu);
    if (!request.practitioner.snils.trimmed().isEmpty() && !isValidSnils(request.practitioner.snils))
        add(DispatchField::practitioner(QStringLiteral("snils")),
            SigningChecks::tr("The SNILS is not valid: check it."));

    if (request.patients.isEmpty())
        add(DispatchField::patients(), SigningChecks::tr("Add at least one patient."));
    static const QRegularExpression phone(QStringLiteral("^\\+7\\d{10}$"));
    static const QRegularExpression email(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"));
    QStringList seenIds;
    for (qsizetype i = 0; i < request.patients.size(); ++i) {
        const DispatchPatient &p = request.patients.at(i);
        const auto at = [i](const char16_t *name) {
            return DispatchField::patientField(int(i), QString::fromUtf16(name));
        };
        required(at(u"idPatientMis"), p.idPatientMis);
        if (!p.idPatientMis.trimmed().isEmpty() && seenIds.contains(p.idPatientMis.trimmed()))
            add(at(u"idPatientMis"), SigningChecks::tr("Two patients have the same MIS identifier."));
        seenIds << p.idPatientMis.trimmed();
        required(at(u"familyName"), p.familyName);
        required(at(u"givenName"), p.givenName);
        if (!p.birthDate.isValid())
            add(at(u"birthDate"), SigningChecks::tr("Required."));
        else if (send && p.birthDate > today)
            add(at(u"birthDate"), SigningChecks::tr("The date cannot be in the future."));
        if (p.sex != u"male" && p.sex != u"female")
            add(at(u"sex"), SigningChecks::tr("Choose the sex."));
        if (p.phones.isEmpty())
            add(at(u"phones"), SigningChecks::tr("At least one mobile phone: the link and the code come to it."));
        for (const QString &number : p.phones) {
            if (!phone.match(number).hasMatch())
                add(at(u"phones"), SigningChecks::tr("A phone is written +7 and ten digits: %1.").arg(number));
        }
        if (send && !p.email.trimmed().isEmpty() && !email.match(p.email.trimmed()).hasMatch())
            add(at(u"email"), SigningChecks::tr("Not an e-mail address."));
        if (p.documents.isEmpty())
            add(at(u"documents"), SigningChecks::tr("At least one identity document."));
        for (qsizetype j = 0; j < p.documents.size(); ++j) {
            const auto docAt = [i, j](const char16_t *name) {
                return DispatchField::documentField(int(i), int(j), QString::fromUtf16(name));
            };
            required(docAt(u"number"), p.documents.at(j).number);
            required(docAt(u"providerName"), p.documents.at(j).providerName);
            if (send && p.documents.at(j).issuedDate.isValid() && p.documents.at(j).issuedDate > today)
                add(docAt(u"issuedDate"), SigningChecks::tr("The date cannot be in the future."));
        }
    }

    if (send && request.files.isEmpty())
        add(DispatchField::files(), SigningChecks::tr("Add the document to be signed."));
    if (request.files.size() > kMaxDispatchFiles)
        add(DispatchField::files(),
            SigningChecks::tr("At most %1 documents in one dispatch (now %2).")
                .arg(kMaxDispatchFiles)
                .arg(request.files.size()));
    QStringList partNames;
    for (qsizetype k = 0; k < request.files.size(); ++k) {
        const DispatchFile &f = request.files.at(k);
        const QString problem = dispatchFileProblem(f.fileName, f.content);
        if (!problem.isEmpty())
            add(DispatchField::fileAt(int(k)), problem);
        if (f.partName.isEmpty() || partNames.contains(f.partName))
            add(DispatchField::fileAt(int(k)), SigningChecks::tr("Each document needs its own part name."));
        partNames << f.partName;
    }
    if (send && request.delivery.isEmpty())
        add(DispatchField::delivery(), SigningChecks::tr("Choose at least one way to deliver the link."));
    return issues;
}
} // namespace

} // namespace cliniclink
