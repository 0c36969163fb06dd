// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningStore::save/restore: the signing service's state as JSON for --state-file.
#include "signingstore.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

namespace {

QJsonValue t(const QDateTime &time)
{
    return time.isValid() ? QJsonValue(time.toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}
QDateTime t(const QJsonValue &v)
{
    return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs) : QDateTime();
}
QJsonValue b(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}
QByteArray b(const QJsonValue &v)
{
    return QByteArray::fromBase64(v.toString().toLatin1());
}
QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &s : v.toArray())
        out.append(s.toString());
    return out;
}

QJsonObject certificateJson(const CertificateInfo &c)
{
    return {{QStringLiteral("thumbprint"), c.thumbprint},  {QStringLiteral("subject"), c.subject},
            {QStringLiteral("issuer"), c.issuer},          {QStringLiteral("serialNumber"), c.serialNumber},
            {QStringLiteral("validFrom"), t(c.validFrom)}, {QStringLiteral("validTo"), t(c.validTo)}};
}
CertificateInfo certificate(const QJsonObject &o)
{
    return {o.value(u"thumbprint").toString(),   o.value(u"subject").toString(), o.value(u"issuer").toString(),
            o.value(u"serialNumber").toString(), t(o.value(u"validFrom")),       t(o.value(u"validTo"))};
}

QJsonObject dispatchJson(const Dispatch &d)
{
    QJsonArray attachments, patients, qes;
    for (const Attachment &a : d.attachments)
        attachments.append(QJsonObject{{QStringLiteral("partName"), a.partName},
                                       {QStringLiteral("documentType"), a.documentType},
                                       {QStringLiteral("fileName"), a.fileName},
                                       {QStringLiteral("mimeType"), QString::fromLatin1(a.mimeType)},
                                       {QStringLiteral("original"), b(a.original)},
                                       {QStringLiteral("pdf"), b(a.pdf)}});
    for (const PatientSigner &p : d.patients)
        patients.append(QJsonObject{{QStringLiteral("idPatientMis"), p.idPatientMis},
                                    {QStringLiteral("data"), p.data},
                                    {QStringLiteral("delivery"), QJsonArray::fromStringList(p.delivery)},
                                    {QStringLiteral("linkToken"), p.linkToken},
                                    {QStringLiteral("code"), p.code},
                                    {QStringLiteral("esiaDone"), p.esiaDone},
                                    {QStringLiteral("state"), int(p.state)},
                                    {QStringLiteral("decidedAt"), t(p.decidedAt)},
                                    {QStringLiteral("method"), p.method}});
    for (const QesSignature &s : d.qes)
        qes.append(QJsonObject{{QStringLiteral("der"), b(s.der)},
                               {QStringLiteral("certificate"), certificateJson(s.certificate)},
                               {QStringLiteral("signedAt"), t(s.signedAt)},
                               {QStringLiteral("availableAt"), t(s.availableAt)},
                               {QStringLiteral("source"), s.source},
                               {QStringLiteral("early"), s.early},
                               {QStringLiteral("applied"), s.applied},
                               {QStringLiteral("pdf"), b(s.pdf)}});
    return {{QStringLiteral("trackingId"), d.trackingId},
            {QStringLiteral("organization"), d.organization},
            {QStringLiteral("tokenKey"), d.tokenKey},
            {QStringLiteral("status"), d.status},
            {QStringLiteral("archived"), d.archived},
            {QStringLiteral("createdAt"), t(d.createdAt)},
            {QStringLiteral("updatedAt"), t(d.updatedAt)},
            {QStringLiteral("draftExpiresAt"), t(d.draftExpiresAt)},
            {QStringLiteral("deadline"), t(d.deadline)},
            {QStringLiteral("meta"), d.meta},
            {QStringLiteral("practitioner"), d.practitioner},
            {QStringLiteral("author"), d.author},
            {QStringLiteral("delivery"), QJsonArray::fromStringList(d.delivery)},
            {QStringLiteral("esiaAuth"), d.esiaAuth},
            {QStringLiteral("qesRequired"), d.qesRequired},
            {QStringLiteral("attachments"), attachments},
            {QStringLiteral("patients"), patients},
            {QStringLiteral("pdf"), b(d.pdf)},
            {QStringLiteral("qes"), qes},
            {QStringLiteral("submissionId"), d.submissionId},
            {QStringLiteral("billingId"), d.billingId},
            {QStringLiteral("example"), d.example}};
}

Dispatch dispatchFrom(const QJsonObject &o)
{
    Dispatch d;
    d.trackingId = o.value(u"trackingId").toString();
    d.organization = o.value(u"organization").toString();
    d.tokenKey = o.value(u"tokenKey").toString();
    d.status = o.value(u"status").toInt();
    d.archived = o.value(u"archived").toBool();
    d.createdAt = t(o.value(u"createdAt"));
    d.updatedAt = t(o.value(u"updatedAt"));
    d.draftExpiresAt = t(o.value(u"draftExpiresAt"));
    d.deadline = t(o.value(u"deadline"));
    d.meta = o.value(u"meta").toObject();
    d.practitioner = o.value(u"practitioner").toObject();
    d.author = o.value(u"author").toObject();
    d.delivery = strings(o.value(u"delivery"));
    d.esiaAuth = o.value(u"esiaAuth").toBool();
    d.qesRequired = o.value(u"qesRequired").toBool();
    for (const QJsonValue &v : o.value(u"attachments").toArray()) {
        const QJsonObject a = v.toObject();
        d.attachments.append({a.value(u"partName").toString(), a.value(u"documentType").toString(),
                              a.value(u"fileName").toString(), a.value(u"mimeType").toString().toLatin1(),
                              b(a.value(u"original")), b(a.value(u"pdf"))});
    }
    for (const QJsonValue &v : o.value(u"patients").toArray()) {
        const QJsonObject p = v.toObject();
        PatientSigner s;
        s.idPatientMis = p.value(u"idPatientMis").toString();
        s.data = p.value(u"data").toObject();
        s.delivery = strings(p.value(u"delivery"));
        s.linkToken = p.value(u"linkToken").toString();
        s.code = p.value(u"code").toString();
        s.esiaDone = p.value(u"esiaDone").toBool();
        s.state = SignerState(p.value(u"state").toInt());
        s.decidedAt = t(p.value(u"decidedAt"));
        s.method = p.value(u"method").toString();
        d.patients.append(s);
    }
    d.pdf = b(o.value(u"pdf"));
    for (const QJsonValue &v : o.value(u"qes").toArray()) {
        const QJsonObject q = v.toObject();
        QesSignature s;
        s.der = b(q.value(u"der"));
        s.certificate = certificate(q.value(u"certificate").toObject());
        s.signedAt = t(q.value(u"signedAt"));
        s.availableAt = t(q.value(u"availableAt"));
        s.source = q.value(u"source").toString();
        s.early = q.value(u"early").toBool();
        s.applied = q.value(u"applied").toBool();
        s.pdf = b(q.value(u"pdf"));
        d.qes.append(s);
    }
    d.submissionId = o.value(u"submissionId").toString();
    d.billingId = o.value(u"billingId").toString();
    d.example = o.value(u"example").toBool();
    return d;
}

} // namespace

QJsonObject SigningStore::save() const
{
    QJsonArray dispatchList, sessionList, linkList, templateList, submissionList, editorList, inviteList;
    for (const Dispatch *d : dispatches())
        dispatchList.append(dispatchJson(*d));
    for (const SelfQesSession &s : sessions)
        sessionList.append(QJsonObject{{QStringLiteral("id"), s.id},
                                       {QStringLiteral("trackingId"), s.trackingId},
                                       {QStringLiteral("organization"), s.organization},
                                       {QStringLiteral("snils"), s.snils},
                                       {QStringLiteral("userIdLpu"), s.userIdLpu},
                                       {QStringLiteral("certificate"), s.certificate},
                                       {QStringLiteral("pdf"), b(s.pdf)},
                                       {QStringLiteral("expiresAt"), t(s.expiresAt)},
                                       {QStringLiteral("used"), s.used},
                                       {QStringLiteral("busyUntil"), t(s.busyUntil)}});
    for (const QesLink &l : links)
        linkList.append(QJsonObject{{QStringLiteral("id"), l.id},
                                    {QStringLiteral("batch"), l.batch},
                                    {QStringLiteral("organization"), l.organization},
                                    {QStringLiteral("trackingIds"), QJsonArray::fromStringList(l.trackingIds)},
                                    {QStringLiteral("practitioner"), l.practitioner},
                                    {QStringLiteral("certificateThumbprint"), l.certificateThumbprint},
                                    {QStringLiteral("onlyThisCertificate"), l.onlyThisCertificate},
                                    {QStringLiteral("zspd"), l.zspd},
                                    {QStringLiteral("expiresAt"), t(l.expiresAt)},
                                    {QStringLiteral("used"), l.used}});
    for (const QString &id : templateOrder) {
        const QuestionnaireTemplate &q = templates[id];
        QJsonArray history;
        for (const QJsonObject &h : q.history)
            history.append(h);
        templateList.append(QJsonObject{{QStringLiteral("id"), q.id},
                                        {QStringLiteral("organization"), q.organization},
                                        {QStringLiteral("title"), q.title},
                                        {QStringLiteral("comment"), q.comment},
                                        {QStringLiteral("active"), q.active},
                                        {QStringLiteral("version"), q.version},
                                        {QStringLiteral("schema"), q.schema},
                                        {QStringLiteral("history"), history},
                                        {QStringLiteral("createdAt"), t(q.createdAt)},
                                        {QStringLiteral("updatedAt"), t(q.updatedAt)}});
    }
    for (const QString &id : submissionOrder) {
        const Submission &s = submissions[id];
        submissionList.append(QJsonObject{{QStringLiteral("id"), s.id},
                                          {QStringLiteral("templateId"), s.templateId},
                                          {QStringLiteral("templateVersion"), s.templateVersion},
                                          {QStringLiteral("title"), s.title},
                                          {QStringLiteral("schema"), s.schema},
                                          {QStringLiteral("organization"), s.organization},
                                          {QStringLiteral("trackingId"), s.trackingId},
                                          {QStringLiteral("idPatientMis"), s.idPatientMis},
                                          {QStringLiteral("clientRequestId"), s.clientRequestId},
                                          {QStringLiteral("status"), s.status},
                                          {QStringLiteral("answers"), s.answers},
                                          {QStringLiteral("channels"), QJsonArray::fromStringList(s.channels)},
                                          {QStringLiteral("shortLink"), s.shortLink},
                                          {QStringLiteral("notificationSent"), s.notificationSent},
                                          {QStringLiteral("sentAt"), t(s.sentAt)},
                                          {QStringLiteral("submittedAt"), t(s.submittedAt)}});
    }
    for (const EditorSession &e : editors)
        editorList.append(QJsonObject{{QStringLiteral("id"), e.id},
                                      {QStringLiteral("templateId"), e.templateId},
                                      {QStringLiteral("organization"), e.organization},
                                      {QStringLiteral("expiresAt"), t(e.expiresAt)},
                                      {QStringLiteral("saved"), e.saved}});
    for (const Invite &i : invites)
        inviteList.append(QJsonObject{{QStringLiteral("id"), i.id},
                                      {QStringLiteral("organization"), i.organization},
                                      {QStringLiteral("patient"), i.patient},
                                      {QStringLiteral("practitioner"), i.practitioner},
                                      {QStringLiteral("channels"), QJsonArray::fromStringList(i.channels)},
                                      {QStringLiteral("status"), i.status},
                                      {QStringLiteral("linkToken"), i.linkToken},
                                      {QStringLiteral("createdAt"), t(i.createdAt)},
                                      {QStringLiteral("sentAt"), t(i.sentAt)},
                                      {QStringLiteral("completedAt"), t(i.completedAt)}});
    return {{QStringLiteral("dispatches"), dispatchList},
            {QStringLiteral("sessions"), sessionList},
            {QStringLiteral("links"), linkList},
            {QStringLiteral("templates"), templateList},
            {QStringLiteral("submissions"), submissionList},
            {QStringLiteral("editors"), editorList},
            {QStringLiteral("invites"), inviteList},
            {QStringLiteral("ledger"), ledger.save()}};
}

void SigningStore::restore(const QJsonObject &state)
{
    m_dispatches.clear();
    m_order.clear();
    sessions.clear();
    links.clear();
    templates.clear();
    templateOrder.clear();
    submissions.clear();
    submissionOrder.clear();
    editors.clear();
    invites.clear();
    for (const QJsonValue &v : state.value(u"dispatches").toArray())
        add(dispatchFrom(v.toObject()));
    for (const QJsonValue &v : state.value(u"sessions").toArray()) {
        const QJsonObject o = v.toObject();
        SelfQesSession s{
            o.value(u"id").toString(),    o.value(u"trackingId").toString(), o.value(u"organization").toString(),
            o.value(u"snils").toString(), o.value(u"userIdLpu").toString(),  o.value(u"certificate").toObject(),
            b(o.value(u"pdf")),           t(o.value(u"expiresAt")),          o.value(u"used").toBool(),
            t(o.value(u"busyUntil"))};
        sessions.insert(s.id, s);
    }
    for (const QJsonValue &v : state.value(u"links").toArray()) {
        const QJsonObject o = v.toObject();
        QesLink l{o.value(u"id").toString(),
                  o.value(u"batch").toBool(),
                  o.value(u"organization").toString(),
                  strings(o.value(u"trackingIds")),
                  o.value(u"practitioner").toObject(),
                  o.value(u"certificateThumbprint").toString(),
                  o.value(u"onlyThisCertificate").toBool(),
                  o.value(u"zspd").toBool(),
                  t(o.value(u"expiresAt")),
                  o.value(u"used").toBool()};
        links.insert(l.id, l);
    }
    for (const QJsonValue &v : state.value(u"templates").toArray()) {
        const QJsonObject o = v.toObject();
        QuestionnaireTemplate q;
        q.id = o.value(u"id").toString();
        q.organization = o.value(u"organization").toString();
        q.title = o.value(u"title").toString();
        q.comment = o.value(u"comment").toString();
        q.active = o.value(u"active").toBool();
        q.version = o.value(u"version").toInt();
        q.schema = o.value(u"schema").toObject();
        for (const QJsonValue &h : o.value(u"history").toArray())
            q.history.append(h.toObject());
        q.createdAt = t(o.value(u"createdAt"));
        q.updatedAt = t(o.value(u"updatedAt"));
        templates.insert(q.id, q);
        templateOrder.append(q.id);
    }
    for (const QJsonValue &v : state.value(u"submissions").toArray()) {
        const QJsonObject o = v.toObject();
        Submission s;
        s.id = o.value(u"id").toString();
        s.templateId = o.value(u"templateId").toString();
        s.templateVersion = o.value(u"templateVersion").toInt();
        s.title = o.value(u"title").toString();
        s.schema = o.value(u"schema").toObject();
        s.organization = o.value(u"organization").toString();
        s.trackingId = o.value(u"trackingId").toString();
        s.idPatientMis = o.value(u"idPatientMis").toString();
        s.clientRequestId = o.value(u"clientRequestId").toString();
        s.status = o.value(u"status").toString();
        s.answers = o.value(u"answers").toObject();
        s.channels = strings(o.value(u"channels"));
        s.shortLink = o.value(u"shortLink").toString();
        s.notificationSent = o.value(u"notificationSent").toBool();
        s.sentAt = t(o.value(u"sentAt"));
        s.submittedAt = t(o.value(u"submittedAt"));
        submissions.insert(s.id, s);
        submissionOrder.append(s.id);
    }
    for (const QJsonValue &v : state.value(u"editors").toArray()) {
        const QJsonObject o = v.toObject();
        EditorSession e{o.value(u"id").toString(), o.value(u"templateId").toString(),
                        o.value(u"organization").toString(), t(o.value(u"expiresAt")), o.value(u"saved").toBool()};
        editors.insert(e.id, e);
    }
    for (const QJsonValue &v : state.value(u"invites").toArray()) {
        const QJsonObject o = v.toObject();
        Invite i{o.value(u"id").toString(),
                 o.value(u"organization").toString(),
                 o.value(u"patient").toObject(),
                 o.value(u"practitioner").toObject(),
                 strings(o.value(u"channels")),
                 o.value(u"status").toString(),
                 o.value(u"linkToken").toString(),
                 t(o.value(u"createdAt")),
                 t(o.value(u"sentAt")),
                 t(o.value(u"completedAt"))};
        invites.insert(i.id, i);
    }
    ledger.restore(state.value(u"ledger").toObject());
}

} // namespace cliniclink::sandbox
