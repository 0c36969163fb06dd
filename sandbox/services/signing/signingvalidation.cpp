// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingvalidation.h"

#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>
#include <QUuid>

namespace cliniclink::sandbox::signing {

namespace {

bool blank(const QJsonValue &v)
{
    return v.isUndefined() || v.isNull() || (v.isString() && v.toString().trimmed().isEmpty());
}

void requireString(const QJsonObject &o, const QString &key, const QString &path, QStringList &problems)
{
    const QJsonValue v = o.value(key);
    if (blank(v))
        problems.append(blankProblem(path));
    else if (!v.isString())
        problems.append(formatProblem(path));
}

void checkChannels(const QJsonValue &v, const QString &path, const QStringList &allowed, QStringList &problems)
{
    if (v.isUndefined() || v.isNull())
        return;
    if (!v.isArray()) {
        problems.append(formatProblem(path));
        return;
    }
    for (const QJsonValue &c : v.toArray()) {
        if (!allowed.contains(c.toString()))
            problems.append(QStringLiteral("Поле %1 содержит недопустимый канал «%2»; допустимо: %3")
                                .arg(path, c.toString(), allowed.join(QStringLiteral(", "))));
    }
}

// An optional string field: absent or null is fine, anything but a string is not.
void optionalString(const QJsonObject &o, const QString &key, const QString &path, QStringList &problems)
{
    const QJsonValue v = o.value(key);
    if (!v.isUndefined() && !v.isNull() && !v.isString())
        problems.append(formatProblem(path));
}

// D1's additions to the practitioner: powers of attorney and the first-touch certificate.
void checkSignerAdditions(const QJsonObject &practitioner, QStringList &problems)
{
    optionalString(practitioner, QStringLiteral("mrProxyNumber"), QStringLiteral("practitioner.mrProxyNumber"),
                   problems);
    const QJsonValue pb = practitioner.value(u"pbProxy");
    if (!pb.isUndefined() && !pb.isNull()) {
        if (!pb.isObject()) {
            problems.append(
                QStringLiteral("Поле practitioner.pbProxy должно быть объектом {number, issuedAt, signer}"));
        } else {
            const QJsonObject proxy = pb.toObject();
            optionalString(proxy, QStringLiteral("number"), QStringLiteral("practitioner.pbProxy.number"), problems);
            optionalString(proxy, QStringLiteral("signer"), QStringLiteral("practitioner.pbProxy.signer"), problems);
            const QJsonValue issued = proxy.value(u"issuedAt");
            if (!issued.isUndefined() && !issued.isNull() && !isDate(issued.toString()))
                problems.append(
                    QStringLiteral("Поле practitioner.pbProxy.issuedAt должно быть датой в формате YYYY-MM-DD"));
        }
    }
    const QJsonValue thumbprint = practitioner.value(u"firstTouchCertificateThumbprint");
    if (!thumbprint.isUndefined() && !thumbprint.isNull() && !isHexThumbprint(thumbprint.toString()))
        problems.append(QStringLiteral("Поле practitioner.firstTouchCertificateThumbprint должно быть отпечатком "
                                       "сертификата в HEX"));
}

void checkPatient(const QJsonObject &p, const QString &path, QStringList &problems)
{
    for (const char *key : {"idPatientMis", "familyName", "givenName"})
        requireString(p, QLatin1String(key), path + u'.' + QLatin1String(key), problems);
    const QString birthDate = p.value(u"birthDate").toString();
    if (blank(p.value(u"birthDate")))
        problems.append(blankProblem(path + QStringLiteral(".birthDate")));
    else if (!isDate(birthDate))
        problems.append(formatProblem(path + QStringLiteral(".birthDate")));
    const QString sex = p.value(u"sex").toString();
    if (blank(p.value(u"sex")))
        problems.append(blankProblem(path + QStringLiteral(".sex")));
    else if (sex != u"male" && sex != u"female")
        problems.append(QStringLiteral("Поле %1.sex должно быть male или female").arg(path));
    bool telephone = false;
    const QJsonArray telecom = p.value(u"telecom").toArray();
    for (int i = 0; i < telecom.size(); ++i) {
        const QJsonObject t = telecom.at(i).toObject();
        const QString system = t.value(u"system").toString();
        const QString itemPath = QStringLiteral("%1.telecom[%2]").arg(path).arg(i);
        if (system == u"Telephone") {
            telephone = true;
            if (!isPhone(t.value(u"value").toString()))
                problems.append(QStringLiteral("Поле %1.value: телефон в формате +7XXXXXXXXXX").arg(itemPath));
        } else if (system != u"Email") {
            problems.append(QStringLiteral("Поле %1.system должно быть Telephone или Email").arg(itemPath));
        }
    }
    if (!telephone)
        problems.append(QStringLiteral("Поле %1.telecom должно содержать телефон (system Telephone)").arg(path));
    checkChannels(p.value(u"deliveryOverride"), path + QStringLiteral(".deliveryOverride"),
                  {QStringLiteral("sms"), QStringLiteral("app"), QStringLiteral("chatbot")}, problems);
    const QJsonArray documents = p.value(u"documentDto").toArray();
    if (documents.isEmpty())
        problems.append(QStringLiteral("Поле %1.documentDto должно содержать хотя бы один документ").arg(path));
    for (int i = 0; i < documents.size(); ++i) {
        const QJsonObject d = documents.at(i).toObject();
        const QString dp = QStringLiteral("%1.documentDto[%2]").arg(path).arg(i);
        requireString(d, QStringLiteral("providerName"), dp + QStringLiteral(".providerName"), problems);
        requireString(d, QStringLiteral("docN"), dp + QStringLiteral(".docN"), problems);
        if (!d.value(u"docS").isString())
            problems.append(QStringLiteral("Поле %1.docS обязательно (пустая строка, если серии нет)").arg(dp));
        if (!d.value(u"idDocumentType").isDouble())
            problems.append(QStringLiteral("Поле %1.idDocumentType должно быть целым числом (14, 223, ...)").arg(dp));
        if (d.contains(u"issuedDate") && !isDate(d.value(u"issuedDate").toString()))
            problems.append(formatProblem(dp + QStringLiteral(".issuedDate")));
    }
}

} // namespace

QString blankProblem(const QString &field)
{
    return QStringLiteral("Поле %1 обязательно").arg(field);
}

QString formatProblem(const QString &field)
{
    return QStringLiteral("Поле %1 заполнено некорректно").arg(field);
}

bool isPhone(const QString &phone)
{
    static const QRegularExpression re(QStringLiteral("^\\+7\\d{10}$"));
    return re.match(phone).hasMatch();
}

bool isRussianMobile(const QString &phone)
{
    static const QRegularExpression re(QStringLiteral("^\\+79\\d{9}$"));
    return re.match(phone).hasMatch();
}

bool isDate(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    return re.match(text).hasMatch() && QDate::fromString(text, Qt::ISODate).isValid();
}

bool isHexThumbprint(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[0-9A-Fa-f]{8,128}$"));
    return re.match(text).hasMatch();
}

bool isElevenDigits(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\d{11}$"));
    return re.match(text).hasMatch();
}

bool isUuid(const QString &text)
{
    return text.size() == 36 && !QUuid::fromString(text).isNull();
}

QStringList deliveryOf(const QJsonObject &meta, const QJsonObject &patient)
{
    const QJsonArray override = patient.value(u"deliveryOverride").toArray();
    const QJsonArray global = meta.value(u"delivery").toArray();
    QStringList out;
    for (const QJsonValue &v : override.isEmpty() ? global : override)
        out.append(v.toString());
    if (out.isEmpty())
        out.append(QStringLiteral("sms"));
    out.removeDuplicates();
    return out;
}

QStringList checkDispatchMeta(const QJsonObject &meta, MetaMode mode)
{
    QStringList problems;
    const QJsonObject organization = meta.value(u"organization").toObject();
    requireString(organization, QStringLiteral("idLpu"), QStringLiteral("organization.idLpu"), problems);
    if (organization.contains(u"phone") && !isPhone(organization.value(u"phone").toString()))
        problems.append(QStringLiteral("Поле organization.phone: телефон в формате +7XXXXXXXXXX"));
    optionalString(organization, QStringLiteral("email"), QStringLiteral("organization.email"), problems);

    const QJsonObject practitioner = meta.value(u"practitioner").toObject();
    if (!meta.value(u"practitioner").isObject()) {
        problems.append(blankProblem(QStringLiteral("practitioner")));
    } else {
        for (const char *key : {"familyName", "givenName", "userIdLpu"})
            requireString(practitioner, QLatin1String(key), QStringLiteral("practitioner.") + QLatin1String(key),
                          problems);
        if (practitioner.contains(u"snils") && !isElevenDigits(practitioner.value(u"snils").toString()))
            problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
        for (const QJsonValue &t : practitioner.value(u"telecom").toArray()) {
            const QString system = t.toObject().value(u"system").toString();
            if (system != u"Email" && system != u"Telephone")
                problems.append(QStringLiteral("Поле practitioner.telecom[].system должно быть Email или Telephone"));
        }
        checkChannels(practitioner.value(u"deliveryOverride"), QStringLiteral("practitioner.deliveryOverride"),
                      {QStringLiteral("sms"), QStringLiteral("app"), QStringLiteral("chatbot")}, problems);
        checkSignerAdditions(practitioner, problems);
    }

    const QJsonArray patients = meta.value(u"patients").toArray();
    if (patients.isEmpty())
        problems.append(QStringLiteral("Поле patients должно содержать хотя бы одного пациента"));
    for (int i = 0; i < patients.size(); ++i)
        checkPatient(patients.at(i).toObject(), QStringLiteral("patients[%1]").arg(i), problems);

    const QJsonObject medDocument = meta.value(u"medDocument").toObject();
    if (medDocument.contains(u"esiaAuth") && !medDocument.value(u"esiaAuth").isBool())
        problems.append(QStringLiteral("Поле medDocument.esiaAuth должно быть true или false"));
    const QJsonValue attachments = medDocument.value(u"attachments");
    if (mode == MetaMode::Upload && !attachments.isArray())
        problems.append(blankProblem(QStringLiteral("medDocument.attachments")));
    const QStringList types{QStringLiteral("doc"), QStringLiteral("docx"), QStringLiteral("pdf"),
                            QStringLiteral("odt")};
    const QJsonArray list = attachments.toArray();
    if (mode == MetaMode::Finalize && !list.isEmpty())
        problems.append(QStringLiteral("В finalize файлы не передаются: medDocument.attachments должен быть пустым"));
    QStringList names;
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject a = list.at(i).toObject();
        const QString path = QStringLiteral("medDocument.attachments[%1]").arg(i);
        requireString(a, QStringLiteral("partName"), path + QStringLiteral(".partName"), problems);
        if (names.contains(a.value(u"partName").toString()))
            problems.append(QStringLiteral("Поле %1.partName повторяется").arg(path));
        names.append(a.value(u"partName").toString());
        if (a.contains(u"documentType") && !types.contains(a.value(u"documentType").toString()))
            problems.append(QStringLiteral("Поле %1.documentType должно быть одним из: doc, docx, pdf, odt").arg(path));
    }
    checkChannels(meta.value(u"delivery"), QStringLiteral("delivery"),
                  {QStringLiteral("sms"), QStringLiteral("chatbot"), QStringLiteral("app")}, problems);
    return problems;
}

} // namespace cliniclink::sandbox::signing
