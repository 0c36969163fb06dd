// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingpages.h"

#include "sandbox/server/sandboxcontext.h"
#include "signingmodule.h"

#include <QJsonArray>
#include <QUrlQuery>

namespace cliniclink::sandbox {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

SandboxResponse page(int status, const QString &title, const QString &body)
{
    const QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"ru\"><head><meta charset=\"utf-8\">"
                                        "<title>%1</title></head><body><h1>%1</h1>\n%2\n</body></html>\n")
                             .arg(esc(title), body);
    return SandboxResponse::bytes(status, html.toUtf8(), "text/html; charset=utf-8");
}

QUrlQuery form(const SandboxRequest &request)
{
    QByteArray body = request.body;
    body.replace('+', ' ');
    return QUrlQuery(QString::fromUtf8(body));
}

QString button(const QString &action, const QString &label, const QString &fields = {})
{
    return QStringLiteral("<form method=\"post\" action=\"%1\">%2<button type=\"submit\">%3</button></form>\n")
        .arg(esc(action), fields, esc(label));
}

QString questionFields(const QJsonObject &schema)
{
    QString html;
    for (const QJsonValue &v : schema.value(u"questions").toArray()) {
        const QJsonObject q = v.toObject();
        const QString id = esc(q.value(u"id").toString());
        const QString type = q.value(u"type").toString();
        html += QStringLiteral("<p><b>%1</b>%2<br>")
                    .arg(esc(q.value(u"label").toString()),
                         q.value(u"required").toBool() ? QStringLiteral(" *") : QString());
        if (type == u"yes_no") {
            html += QStringLiteral("<label><input type=\"radio\" name=\"q_%1\" value=\"yes\"> Да</label> "
                                   "<label><input type=\"radio\" name=\"q_%1\" value=\"no\"> Нет</label>")
                        .arg(id);
        } else if (type == u"text") {
            html += QStringLiteral("<input type=\"text\" name=\"q_%1\">").arg(id);
        } else {
            const QString input = type == u"multiple_choice" ? QStringLiteral("checkbox") : QStringLiteral("radio");
            for (const QJsonValue &o : q.value(u"options").toArray())
                html += QStringLiteral("<label><input type=\"%1\" name=\"q_%2\" value=\"%3\"> %4</label> ")
                            .arg(input, id, esc(o.toObject().value(u"id").toString()),
                                 esc(o.toObject().value(u"label").toString()));
        }
        html += QStringLiteral("</p>\n");
    }
    return html;
}

QJsonObject answersFrom(const QJsonObject &schema, const QUrlQuery &form)
{
    QJsonObject answers;
    for (const QJsonValue &v : schema.value(u"questions").toArray()) {
        const QJsonObject q = v.toObject();
        const QString key = QStringLiteral("q_") + q.value(u"id").toString();
        const QStringList values = form.allQueryItemValues(key, QUrl::FullyDecoded);
        if (values.isEmpty())
            continue;
        const QString type = q.value(u"type").toString();
        if (type == u"yes_no")
            answers.insert(q.value(u"id").toString(), values.constFirst() == u"yes");
        else if (type == u"multiple_choice")
            answers.insert(q.value(u"id").toString(), QJsonArray::fromStringList(values));
        else
            answers.insert(q.value(u"id").toString(), values.constFirst());
    }
    return answers;
}

} // namespace

SigningPagesModule::SigningPagesModule(SandboxContext &context)
    : ServiceModule(context)
{
}

SandboxResponse SigningPagesModule::handle(const SandboxRequest &request, const QString &subPath)
{
    SigningModule *signing = context().findModule<SigningModule>();
    const QStringList s = subPath.split(u'/', Qt::SkipEmptyParts);
    if (!signing || s.isEmpty())
        return page(404, QStringLiteral("Страница не найдена"), QString());
    const auto pdfWork = signing->store().beginRequest();
    signing->store().settle(context().clock().now());
    if (request.path.startsWith(QStringLiteral("/sandbox/patient/")))
        return patient(*signing, request, s);
    if (request.path.startsWith(QStringLiteral("/sandbox/qes/")))
        return qes(*signing, request, s);
    return editor(*signing, request, s);
}

SandboxResponse SigningPagesModule::patient(SigningModule &signing, const SandboxRequest &request, const QStringList &s)
{
    SigningStore &store = signing.store();
    const QDateTime now = context().clock().now();
    if (Invite *i = store.inviteByLink(s.at(0)))
        return invite(signing, *i, request, s);
    const auto ref = store.patientByLink(s.at(0));
    if (!ref)
        return page(404, QStringLiteral("Ссылка недействительна"),
                    QStringLiteral("<p>Документ по этой ссылке не найден.</p>"));
    Dispatch &d = *ref->dispatch;
    PatientSigner &p = d.patients[ref->index];
    const QString base = QStringLiteral("/sandbox/patient/") + p.linkToken;
    Submission *submission = d.submissionId.isEmpty() ? nullptr : &store.submissions[d.submissionId];

    if (s.size() == 3 && s.at(1) == u"documents" && request.method == "GET") {
        const int n = s.at(2).toInt();
        if (n < 0 || n >= d.attachments.size())
            return page(404, QStringLiteral("Документ не найден"), QString());
        return SandboxResponse::bytes(200, n == 0 ? d.pdf : d.attachments.at(n).pdf, "application/pdf");
    }
    const bool open =
        p.state == SignerState::Pending && (d.status == DispatchStatus::Created || d.status == 208 || d.status == 209);
    if (s.size() == 2 && request.method == "POST") {
        if (!open)
            return page(409, QStringLiteral("Подписание недоступно"),
                        QStringLiteral("<p>Документ уже подписан, отклонён, отменён или срок подписания истёк.</p>"));
        const QUrlQuery f = form(request);
        if (s.at(1) == u"esia") {
            p.esiaDone = true;
            return page(200, QStringLiteral("Вход через Госуслуги выполнен"),
                        QStringLiteral(
                            "<p>Личность подтверждена через ЕСИА.</p><p><a href=\"%1\">Вернуться к документу</a></p>")
                            .arg(base));
        }
        if (s.at(1) == u"decline") {
            store.declineAsPatient(d, ref->index, now);
            return page(200, QStringLiteral("Вы отказались от подписания"),
                        QStringLiteral("<p>Медицинская организация получит ваш отказ.</p>"));
        }
        if (s.at(1) == u"sign") {
            if (d.esiaAuth && !p.esiaDone)
                return page(
                    403, QStringLiteral("Нужен вход через Госуслуги"),
                    QStringLiteral("<p>Перед подписанием войдите через ЕСИА.</p>")
                        + button(base + QStringLiteral("/esia"), QStringLiteral("Войти через Госуслуги (ЕСИА)")));
            if (f.queryItemValue(QStringLiteral("code")).trimmed() != p.code)
                return page(
                    400, QStringLiteral("Неверный код"),
                    QStringLiteral(
                        "<p>Код не совпадает с кодом из сообщения.</p><p><a href=\"%1\">Попробовать снова</a></p>")
                        .arg(base));
            if (submission) {
                const QStringList problems =
                    signing.answerQuestionnaire(*submission, answersFrom(submission->schema, f));
                if (!problems.isEmpty())
                    return page(
                        400, QStringLiteral("Анкета заполнена не полностью"),
                        QStringLiteral("<ul><li>%1</li></ul>").arg(esc(problems.join(QStringLiteral("</li><li>")))));
            }
            store.signAsPatient(d, ref->index, d.esiaAuth ? QStringLiteral("esia+code") : QStringLiteral("code"), now);
            return page(200, QStringLiteral("Документ подписан"),
                        QStringLiteral("<p>Спасибо! Подпись передана в медицинскую организацию.</p>"));
        }
    }
    if (s.size() != 1 || request.method != "GET")
        return page(404, QStringLiteral("Страница не найдена"), QString());

    QString html = QStringLiteral("<p>%1 просит вас подписать документы простой электронной подписью.</p>\n<ul>")
                       .arg(esc(signing.organizationName(d.organization)));
    for (int i = 0; i < d.attachments.size(); ++i)
        html += QStringLiteral("<li><a href=\"%1/documents/%2\">%3</a></li>")
                    .arg(base)
                    .arg(i)
                    .arg(esc(d.attachments.at(i).fileName));
    html += QStringLiteral("</ul>\n");
    if (!open) {
        html += QStringLiteral("<p>Состояние: %1.</p>").arg(esc(SigningStore::statusText(d.status)));
        return page(200, QStringLiteral("Документы на подпись"), html);
    }
    if (d.esiaAuth && !p.esiaDone) {
        html += QStringLiteral("<p>Для подписания нужно войти через Госуслуги.</p>")
            + button(base + QStringLiteral("/esia"), QStringLiteral("Войти через Госуслуги (ЕСИА)"));
    } else {
        const QString fields = (submission ? questionFields(submission->schema) : QString())
            + QStringLiteral("<label>Код из сообщения: <input type=\"text\" name=\"code\"></label> ");
        html += button(base + QStringLiteral("/sign"), QStringLiteral("Подписать"), fields);
    }
    html += button(base + QStringLiteral("/decline"), QStringLiteral("Отказаться"));
    return page(
        200, submission ? QStringLiteral("Анкета «%1»").arg(submission->title) : QStringLiteral("Документы на подпись"),
        html);
}

SandboxResponse SigningPagesModule::invite(SigningModule &signing, Invite &i, const SandboxRequest &request,
                                           const QStringList &s)
{
    const QString base = QStringLiteral("/sandbox/patient/") + i.linkToken;
    if (i.status == u"cancelled" || i.status == u"completed")
        return page(409, QStringLiteral("Приглашение закрыто"),
                    QStringLiteral("<p>Приглашение отменено или уже выполнено.</p>"));
    if (s.size() == 2 && s.at(1) == u"consent" && request.method == "POST") {
        const QUrlQuery f = form(request);
        if (f.queryItemValue(QStringLiteral("docN")).trimmed().isEmpty()
            || f.queryItemValue(QStringLiteral("consent")) != u"on")
            return page(
                400, QStringLiteral("Заполните данные"),
                QStringLiteral("<p>Нужны номер документа и согласие.</p><p><a href=\"%1\">Назад</a></p>").arg(base));
        i.status = QStringLiteral("completed");
        i.completedAt = context().clock().now();
        return page(200, QStringLiteral("Согласие подписано"),
                    QStringLiteral("<p>Данные документа переданы в медицинскую организацию.</p>"));
    }
    const QString fields = QStringLiteral(
        "<p><label>Серия паспорта: <input name=\"docS\"></label> "
        "<label>Номер: <input name=\"docN\"></label></p>"
        "<p><label><input type=\"checkbox\" name=\"consent\"> Согласен на обработку персональных данных</label></p>");
    return page(200, QStringLiteral("Приглашение от %1").arg(signing.organizationName(i.organization)),
                QStringLiteral("<p>Заполните данные документа, удостоверяющего личность, и подпишите согласие.</p>")
                    + button(base + QStringLiteral("/consent"), QStringLiteral("Подписать согласие"), fields));
}

SandboxResponse SigningPagesModule::qes(SigningModule &signing, const SandboxRequest &request,
                                        const QStringList &segments)
{
    SigningStore &store = signing.store();
    // The closed network (ZSPD) contour has an address of its own: /sandbox/qes/zspd/<id>.
    const bool zspdAddress = segments.size() >= 2 && segments.at(0) == u"zspd";
    const QStringList s = zspdAddress ? segments.mid(1) : segments;
    const auto it = store.links.find(s.at(0));
    if (it == store.links.end())
        return page(404, QStringLiteral("Ссылка недействительна"), QString());
    QesLink &link = *it;
    if (link.zspd != zspdAddress)
        return page(404, QStringLiteral("Ссылка недействительна"),
                    link.zspd ? QStringLiteral("<p>Ссылка выдана для закрытого контура (ЗСПД).</p>")
                              : QStringLiteral("<p>Ссылка выдана для открытого контура, не для ЗСПД.</p>"));
    const QString base = qesLinkPath(link);
    const QDateTime now = context().clock().now();
    if (s.size() == 2 && s.at(1) == u"sign" && request.method == "POST") {
        QString problem;
        if (!signing.signWithLink(link, &problem))
            return page(409, QStringLiteral("Подписание не выполнено"), QStringLiteral("<p>%1</p>").arg(esc(problem)));
        return page(200, QStringLiteral("Документы подписаны"),
                    QStringLiteral("<p>Подпись будет доступна после индексации (около %1 с).</p>")
                        .arg(store.timings.indexingSeconds));
    }
    if (s.size() == 3 && s.at(1) == u"documents" && request.method == "GET" && link.zspd) {
        const Dispatch *d = store.dispatch(s.at(2));
        if (!d || !link.trackingIds.contains(d->trackingId))
            return page(404, QStringLiteral("Документ не найден"), QString());
        return SandboxResponse::bytes(200, d->pdf, "application/pdf");
    }
    if (s.size() != 1 || request.method != "GET")
        return page(404, QStringLiteral("Страница не найдена"), QString());
    if (link.used || now >= link.expiresAt)
        return page(410, QStringLiteral("Ссылка больше не действует"),
                    QStringLiteral("<p>Ссылка использована или истекла.</p>"));
    const CertificateInfo cert = signing.pki().practitioner();
    QString html = QStringLiteral("<p>Криптографический плагин песочницы. Сертификат: %1 (отпечаток %2).</p>\n<ol>")
                       .arg(esc(cert.subject), cert.thumbprint);
    for (const QString &id : std::as_const(link.trackingIds)) {
        const Dispatch *d = store.dispatch(id);
        const QString name = d && !d->attachments.isEmpty() ? d->attachments.constFirst().fileName : id;
        html += link.zspd ? QStringLiteral("<li><a href=\"%1/documents/%2\">%3</a></li>").arg(base, id, esc(name))
                          : QStringLiteral("<li>%1</li>").arg(esc(name));
    }
    html += QStringLiteral("</ol>\n");
    if (!link.zspd)
        html += QStringLiteral("<p>Контур вне ЗСПД: документ не просматривается и сразу передаётся плагину.</p>\n");
    html += button(base + QStringLiteral("/sign"), QStringLiteral("Подписать сертификатом песочницы"));
    return page(200, link.batch ? QStringLiteral("Пакетное подписание КЭП") : QStringLiteral("Подписание КЭП"), html);
}

SandboxResponse SigningPagesModule::editor(SigningModule &signing, const SandboxRequest &request, const QStringList &s)
{
    SigningStore &store = signing.store();
    const auto it = store.editors.find(s.at(0));
    if (it == store.editors.end())
        return page(404, QStringLiteral("Сессия редактора не найдена"), QString());
    if (it->saved || context().clock().now() >= it->expiresAt)
        return page(410, QStringLiteral("Сессия редактора закрыта"),
                    QStringLiteral("<p>Сессия сохранена или истекла.</p>"));
    QuestionnaireTemplate &t = store.templates[it->templateId];
    if (s.size() == 2 && s.at(1) == u"save" && request.method == "POST") {
        const QString title = form(request).queryItemValue(QStringLiteral("title"), QUrl::FullyDecoded).trimmed();
        if (!title.isEmpty())
            t.title = title;
        t.active = true;
        t.updatedAt = context().clock().now();
        it->saved = true;
        return page(200, QStringLiteral("Шаблон сохранён"),
                    QStringLiteral("<p>Шаблон «%1», версия %2.</p>").arg(esc(t.title)).arg(t.version));
    }
    QString html = QStringLiteral("<p>Вопросы шаблона (версия %1):</p><ol>").arg(t.version);
    for (const QJsonValue &v : t.schema.value(u"questions").toArray())
        html += QStringLiteral("<li>%1 (%2)</li>")
                    .arg(esc(v.toObject().value(u"label").toString()), esc(v.toObject().value(u"type").toString()));
    html += QStringLiteral("</ol>");
    html += button(QStringLiteral("/sandbox/questionnaire-editor/") + it->id + QStringLiteral("/save"),
                   QStringLiteral("Сохранить"),
                   QStringLiteral("<label>Название: <input name=\"title\" value=\"%1\"></label> ").arg(esc(t.title)));
    return page(200, QStringLiteral("Редактор анкеты"), html);
}

} // namespace cliniclink::sandbox
