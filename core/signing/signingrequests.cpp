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

void putChannels(QJsonObject &o, const QString &key, const QList<DeliveryChannel> &channels)
{
    if (channels.isEmpty())
        return;
    QJsonArray keys;
    for (DeliveryChannel c : channels)
        keys.append(deliveryChannelKey(c));
    o.insert(key, keys);
}

QList<DeliveryChannel> channelsOf(const QJsonValue &value)
{
    QList<DeliveryChannel> out;
    for (const QJsonValue &v : value.toArray()) {
        if (const auto c = deliveryChannelFromKey(v.toString()))
            out << *c;
    }
    return out;
}

} // namespace

bool isHexThumbprint(const QString &normalized)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9A-F]{8,128}$"));
    return hex.match(normalized).hasMatch();
}

QString normalizedThumbprint(const QString &typed)
{
    QString out;
    for (QChar c : typed) {
        // As the certificate's properties show it: pairs with spaces, sometimes an invisible mark first.
        if (!c.isSpace() && c.category() != QChar::Other_Format)
            out.append(c.toUpper());
    }
    return out;
}

namespace {

} // namespace

QJsonObject buildDispatchMeta(const DispatchRequest &request, bool withAttachments)
{
    QJsonObject practitioner = signingjson::practitionerJson(request.practitioner);
    const QJsonArray practitionerTelecom =
        telecomOf(request.practitioner.phone.isEmpty() ? QStringList() : QStringList{request.practitioner.phone},
                  request.practitioner.email);
    if (!practitionerTelecom.isEmpty())
        practitioner.insert(QStringLiteral("telecom"), practitionerTelecom);
    putIfSet(practitioner, QStringLiteral("mrProxyNumber"), request.practitioner.mrProxyNumber);
    const PaperProxy &proxy = request.practitioner.pbProxy;
    if (!proxy.isEmpty()) {
        QJsonObject pb;
        putIfSet(pb, QStringLiteral("number"), proxy.number);
        if (proxy.issuedAt.isValid())
            pb.insert(QStringLiteral("issuedAt"), proxy.issuedAt.toString(Qt::ISODate));
        putIfSet(pb, QStringLiteral("signer"), proxy.signer);
        practitioner.insert(QStringLiteral("pbProxy"), pb);
    }
    putIfSet(practitioner, QStringLiteral("firstTouchCertificateThumbprint"),
             normalizedThumbprint(request.practitioner.firstTouchCertificateThumbprint));
    putChannels(practitioner, QStringLiteral("deliveryOverride"), request.practitioner.deliveryOverride);

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
        putChannels(patient, QStringLiteral("deliveryOverride"), p.deliveryOverride);
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
    QJsonObject organization{{QStringLiteral("idLpu"), request.organizationId.trimmed()}};
    putIfSet(organization, QStringLiteral("email"), request.organizationEmail);
    putIfSet(organization, QStringLiteral("phone"), request.organizationPhone);
    return {{QStringLiteral("organization"), organization},
            {QStringLiteral("practitioner"), practitioner},
            {QStringLiteral("patients"), patients},
            {QStringLiteral("medDocument"), medDocument},
            {QStringLiteral("delivery"), delivery}};
}

DispatchRequest dispatchRequestFromMeta(const QJsonObject &meta)
{
    DispatchRequest r;
    const QJsonObject organization = meta.value(u"organization").toObject();
    r.organizationId = organization.value(u"idLpu").toString();
    r.organizationEmail = organization.value(u"email").toString();
    r.organizationPhone = organization.value(u"phone").toString();
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
    r.practitioner.mrProxyNumber = practitioner.value(u"mrProxyNumber").toString();
    const QJsonObject proxy = practitioner.value(u"pbProxy").toObject();
    r.practitioner.pbProxy.number = proxy.value(u"number").toString();
    r.practitioner.pbProxy.issuedAt = QDate::fromString(proxy.value(u"issuedAt").toString(), Qt::ISODate);
    r.practitioner.pbProxy.signer = proxy.value(u"signer").toString();
    r.practitioner.firstTouchCertificateThumbprint = practitioner.value(u"firstTouchCertificateThumbprint").toString();
    r.practitioner.deliveryOverride = channelsOf(practitioner.value(u"deliveryOverride"));
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
        p.deliveryOverride = channelsOf(o.value(u"deliveryOverride"));
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
    r.delivery = channelsOf(meta.value(u"delivery"));
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

// What D1 says of the signer's own additions: a paper power of attorney's number, date and signer
// (the date ISO and not in the future), the certificate's thumbprint in HEX, the channels of a
// co-signing practitioner (sms, app, chatbot: what the form offers).
template<typename Add>
void checkSigner(const DispatchRequest &request, const QDate &today, bool send, const Add &add)
{
    const DispatchPractitioner &p = request.practitioner;
    const PaperProxy &proxy = p.pbProxy;
    if (!proxy.isEmpty()) {
        // A paper power of attorney is known by all three: asked for together, so none is left out.
        if (proxy.number.trimmed().isEmpty())
            add(DispatchField::practitioner(QStringLiteral("pbProxyNumber")),
                SigningChecks::tr("The power of attorney's number is required once any of its fields is filled."));
        if (!proxy.issuedAt.isValid())
            add(DispatchField::practitioner(QStringLiteral("pbProxyIssuedAt")),
                SigningChecks::tr("The day the power of attorney was issued is required."));
        else if (send && proxy.issuedAt > today)
            add(DispatchField::practitioner(QStringLiteral("pbProxyIssuedAt")),
                SigningChecks::tr("The date cannot be in the future."));
        if (proxy.signer.trimmed().isEmpty())
            add(DispatchField::practitioner(QStringLiteral("pbProxySigner")),
                SigningChecks::tr("Who signed the power of attorney is required."));
    }
    // SHA-1 as Windows and CryptoPro show it, or a GOST R 34.11-2012 256-bit digest.
    static const QRegularExpression hex(QStringLiteral("^([0-9A-F]{40}|[0-9A-F]{64})$"));
    const QString thumbprint = normalizedThumbprint(p.firstTouchCertificateThumbprint);
    if (!thumbprint.isEmpty() && !hex.match(thumbprint).hasMatch())
        add(DispatchField::practitioner(QStringLiteral("firstTouchCertificateThumbprint")),
            SigningChecks::tr("A thumbprint is 40 characters 0-9 and A-F, as the certificate's properties show "
                              "it (spaces may stay)."));
    for (DeliveryChannel c : p.deliveryOverride) {
        if (c == DeliveryChannel::Wallet)
            add(DispatchField::practitioner(QStringLiteral("deliveryOverride")),
                SigningChecks::tr("The practitioner's link comes by text message, chat-bot or the app only."));
    }
    for (qsizetype i = 0; i < request.patients.size(); ++i) {
        for (DeliveryChannel c : request.patients.at(i).deliveryOverride) {
            if (c == DeliveryChannel::Wallet)
                add(DispatchField::patientField(int(i), QStringLiteral("deliveryOverride")),
                    SigningChecks::tr("The patient's own link comes by text message, chat-bot or the app only."));
        }
    }
}

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
    static const QRegularExpression phone(QStringLiteral("^\\+7\\d{10}$"));
    static const QRegularExpression email(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"));
    checkSigner(request, today, send, add);
    const QString organizationPhone = request.organizationPhone.trimmed();
    if (!organizationPhone.isEmpty() && !phone.match(organizationPhone).hasMatch())
        add(DispatchField::organizationField(QStringLiteral("phone")),
            SigningChecks::tr("A phone is written +7 and ten digits: %1.").arg(organizationPhone));
    if (send && !request.organizationEmail.trimmed().isEmpty()
        && !email.match(request.organizationEmail.trimmed()).hasMatch())
        add(DispatchField::organizationField(QStringLiteral("email")), SigningChecks::tr("Not an e-mail address."));

    if (request.patients.isEmpty())
        add(DispatchField::patients(), SigningChecks::tr("Add at least one patient."));
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
