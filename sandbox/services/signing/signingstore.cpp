// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingstore.h"

#include "sandbox/services/sandboxpdf.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QUuid>

namespace cliniclink::sandbox {

namespace {

QString patientName(const QJsonObject &p)
{
    return QStringList{p.value(u"familyName").toString(), p.value(u"givenName").toString(),
                       p.value(u"middleName").toString()}
        .join(u' ')
        .simplified();
}

QString firstTelecom(const QJsonObject &p, const QString &system)
{
    for (const QJsonValue &t : p.value(u"telecom").toArray()) {
        if (t.toObject().value(u"system").toString().compare(system, Qt::CaseInsensitive) == 0)
            return t.toObject().value(u"value").toString();
    }
    return {};
}

QString moscowTime(const QDateTime &t)
{
    return t.toOffsetFromUtc(3 * 3600).toString(QStringLiteral("dd.MM.yyyy HH:mm")) + QStringLiteral(" МСК");
}

} // namespace

void SigningStore::load(const QJsonObject &signing)
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
    ledger.clear();
    timings = SigningTimings();
    const QJsonObject t = signing.value(u"timings").toObject();
    const auto read = [&t](const char *key, int &field) {
        if (t.value(QLatin1String(key)).isDouble())
            field = t.value(QLatin1String(key)).toInt();
    };
    read("draftLifeHours", timings.draftLifeHours);
    read("signingDeadlineHours", timings.signingDeadlineHours);
    read("selfQesSessionMinutes", timings.selfQesSessionMinutes);
    read("qesLinkMinutes", timings.qesLinkMinutes);
    read("indexingSeconds", timings.indexingSeconds);
    read("inviteDelaySeconds", timings.inviteDelaySeconds);
    read("editorMinutes", timings.editorMinutes);
    appUsers.clear();
    for (const QJsonValue &v : signing.value(u"appUsers").toArray())
        appUsers.append(v.toString());
    practitioners.clear();
    for (const QJsonValue &v : signing.value(u"practitioners").toArray())
        practitioners.append(v.toObject());
}

Dispatch *SigningStore::dispatch(const QString &trackingId) const
{
    const auto it = m_dispatches.constFind(trackingId.toLower());
    return it == m_dispatches.constEnd() ? nullptr : it->get();
}

QList<Dispatch *> SigningStore::dispatches() const
{
    QList<Dispatch *> out;
    for (const QString &id : m_order)
        out.append(m_dispatches.value(id).get());
    return out;
}

Dispatch &SigningStore::add(Dispatch dispatch)
{
    const QString id = dispatch.trackingId.toLower();
    auto stored = std::make_shared<Dispatch>(std::move(dispatch));
    m_dispatches.insert(id, stored);
    m_order.append(id);
    return *stored;
}

std::optional<SigningStore::PatientRef> SigningStore::patientByLink(const QString &token) const
{
    for (const auto &d : m_dispatches) {
        for (int i = 0; i < d->patients.size(); ++i) {
            if (d->patients.at(i).linkToken == token)
                return PatientRef{d.get(), i};
        }
    }
    return std::nullopt;
}

Invite *SigningStore::inviteByLink(const QString &token)
{
    for (Invite &invite : invites) {
        if (invite.linkToken == token)
            return &invite;
    }
    return nullptr;
}

void SigningStore::settle(const QDateTime &now)
{
    for (const auto &d : std::as_const(m_dispatches)) {
        if (d->status == DispatchStatus::Draft && !d->archived && d->draftExpiresAt.isValid()
            && now >= d->draftExpiresAt) {
            d->archived = true;
            d->attachments.clear();
            d->pdf.clear();
            d->updatedAt = d->draftExpiresAt;
        }
        for (QesSignature &s : d->qes) {
            if (!s.applied && s.availableAt <= now)
                apply(*d, s, s.availableAt);
        }
        const bool open = d->status == DispatchStatus::Created || d->status == DispatchStatus::FullySignedProcessing
            || d->status == DispatchStatus::PartiallySignedProcessing;
        if (open && d->deadline.isValid() && now >= d->deadline)
            expire(*d, d->deadline);
    }
    for (Invite &invite : invites) {
        if (invite.status == u"queued" && invite.sentAt <= now)
            invite.status = QStringLiteral("sent");
    }
}

void SigningStore::deliver(Dispatch &d, const QString &kind, const QString &linkBase, const QDateTime &now,
                           const QStringList &onlyPatients, const QStringList &channels)
{
    for (PatientSigner &p : d.patients) {
        if (!onlyPatients.isEmpty() && !onlyPatients.contains(p.idPatientMis))
            continue;
        if (p.linkToken.isEmpty())
            p.linkToken = QUuid::createUuid().toString(QUuid::Id128);
        if (p.code.isEmpty())
            p.code = QString::number(100000 + QRandomGenerator::global()->bounded(900000));
        const QString phone = firstTelecom(p.data, QStringLiteral("Telephone"));
        for (const QString &channel : channels.isEmpty() ? p.delivery : channels) {
            OutboxEntry e;
            e.time = now;
            e.kind = kind;
            e.reference = d.trackingId;
            e.recipient = p.idPatientMis;
            e.channel = channel;
            e.address = channel == u"email" ? firstTelecom(p.data, QStringLiteral("Email")) : phone;
            e.link = linkBase + QStringLiteral("/sandbox/patient/") + p.linkToken;
            e.code = p.code;
            if (channel == u"app" && !appUsers.contains(phone)) {
                e.channel = QStringLiteral("sms");
                e.note = QStringLiteral("Пациент не зарегистрирован в приложении: ссылка отправлена СМС");
            } else if (channel == u"app") {
                e.note = QStringLiteral("Уведомление в приложении пациента");
            } else if (channel == u"chatbot") {
                e.note = QStringLiteral("Сообщение чат-бота медицинской организации");
            } else if (channel == u"wallet") {
                e.note = QStringLiteral("Карта в электронном кошельке пациента");
            }
            ledger.send(e);
        }
    }
}

// The patient at `index` when the dispatch still awaits their decision, else null.
static PatientSigner *undecidedSigner(Dispatch &d, int index)
{
    if (index < 0 || index >= d.patients.size())
        return nullptr;
    const bool open = d.status == DispatchStatus::Created || d.status == DispatchStatus::FullySignedProcessing
        || d.status == DispatchStatus::PartiallySignedProcessing;
    PatientSigner &p = d.patients[index];
    return open && p.state == SignerState::Pending ? &p : nullptr;
}

bool SigningStore::signAsPatient(Dispatch &d, int index, const QString &method, const QDateTime &now)
{
    PatientSigner *signer = undecidedSigner(d, index);
    if (!signer)
        return false;
    PatientSigner &p = *signer;
    p.state = SignerState::Signed;
    p.decidedAt = now;
    p.method = method;
    const QByteArray stamped =
        SandboxPdf::appendPage(d.pdf,
                               {QStringLiteral("Подписано простой электронной подписью"),
                                QStringLiteral("Пациент: %1").arg(patientName(p.data)),
                                QStringLiteral("Дата и время подписания: %1").arg(moscowTime(now)),
                                QStringLiteral("Способ подтверждения: %1")
                                    .arg(method.contains(u"esia") ? QStringLiteral("вход через ЕСИА и код из сообщения")
                                                                  : QStringLiteral("код из сообщения")),
                                QStringLiteral("Отправка %1").arg(d.trackingId)},
                               m_pdfWork);
    if (!stamped.isEmpty())
        d.pdf = stamped;
    d.updatedAt = now;
    evaluate(d, now);
    return true;
}

bool SigningStore::declineAsPatient(Dispatch &d, int index, const QDateTime &now)
{
    PatientSigner *signer = undecidedSigner(d, index);
    if (!signer)
        return false;
    PatientSigner &p = *signer;
    p.state = SignerState::Declined;
    p.decidedAt = now;
    d.updatedAt = now;
    if (!d.submissionId.isEmpty() && submissions.contains(d.submissionId))
        submissions[d.submissionId].status = QStringLiteral("declined");
    evaluate(d, now);
    return true;
}

void SigningStore::expire(Dispatch &d, const QDateTime &now)
{
    const bool open = d.status == DispatchStatus::Created || d.status == DispatchStatus::FullySignedProcessing
        || d.status == DispatchStatus::PartiallySignedProcessing;
    if (!open)
        return;
    for (PatientSigner &p : d.patients) {
        if (p.state == SignerState::Pending) {
            p.state = SignerState::Expired;
            p.decidedAt = now;
        }
    }
    d.updatedAt = now;
    evaluate(d, now);
}

void SigningStore::evaluate(Dispatch &d, const QDateTime &)
{
    for (const PatientSigner &p : d.patients) {
        if (p.state == SignerState::Pending)
            return;
    }
    if (!allSigned(d)) {
        d.status = DispatchStatus::CompletedNotAll;
        return;
    }
    bool practitionerSigned = false;
    for (const QesSignature &s : d.qes)
        practitionerSigned = practitionerSigned || s.applied;
    d.status = d.qesRequired && !practitionerSigned ? DispatchStatus::QesRequired : DispatchStatus::Completed;
}

bool SigningStore::anySigned(const Dispatch &d)
{
    for (const PatientSigner &p : d.patients) {
        if (p.state == SignerState::Signed)
            return true;
    }
    for (const QesSignature &s : d.qes) {
        if (s.applied)
            return true;
    }
    return false;
}

bool SigningStore::allSigned(const Dispatch &d)
{
    for (const PatientSigner &p : d.patients) {
        if (p.state != SignerState::Signed)
            return false;
    }
    return !d.patients.isEmpty();
}

QByteArray SigningStore::pdfForQes(const Dispatch &d, const CertificateInfo &cert, const QDateTime &now) const
{
    bool hasSignature = false;
    for (const QesSignature &s : d.qes)
        hasSignature = hasSignature || s.applied;
    if (d.status != DispatchStatus::QesRequired && hasSignature)
        return d.pdf;
    const QByteArray stamped = SandboxPdf::appendPage(
        d.pdf,
        {QStringLiteral("Подписано квалифицированной электронной подписью"),
         QStringLiteral("Владелец сертификата: %1").arg(cert.subject), QStringLiteral("Издатель: %1").arg(cert.issuer),
         QStringLiteral("Серийный номер: %1").arg(cert.serialNumber),
         QStringLiteral("Отпечаток: %1").arg(cert.thumbprint),
         QStringLiteral("Действителен с %1 по %2")
             .arg(cert.validFrom.toString(QStringLiteral("dd.MM.yyyy")),
                  cert.validTo.toString(QStringLiteral("dd.MM.yyyy"))),
         QStringLiteral("Дата и время подписания: %1").arg(moscowTime(now)),
         QStringLiteral("Отправка %1").arg(d.trackingId)},
        m_pdfWork);
    return stamped.isEmpty() ? d.pdf : stamped;
}

void SigningStore::addQes(Dispatch &d, QesSignature signature, const QDateTime &now)
{
    d.qes.append(signature);
    if (signature.applied)
        apply(d, d.qes.last(), now);
}

void SigningStore::apply(Dispatch &d, QesSignature &s, const QDateTime &now)
{
    s.applied = true;
    bool visibleBefore = false;
    for (const QesSignature &other : d.qes)
        visibleBefore = visibleBefore || (&other != &s && other.applied && !other.early);
    switch (d.status) {
    case DispatchStatus::QesRequired:
        d.pdf = s.pdf;
        d.status = allSigned(d) ? DispatchStatus::Completed : DispatchStatus::CompletedNotAll;
        break;
    case DispatchStatus::Completed:
    case DispatchStatus::CompletedNotAll:
        if (!visibleBefore)
            d.pdf = s.pdf;
        break;
    case DispatchStatus::Created:
    case DispatchStatus::FullySignedProcessing:
    case DispatchStatus::PartiallySignedProcessing:
        // Signed before the patients: kept and counted as the practitioner's signature, but the
        // .SIG is handed out only when the practitioner signs after the patient (D3).
        s.early = true;
        d.pdf = s.pdf;
        break;
    default:
        s.early = true; // cancelled or archived meanwhile: nothing to add to
        break;
    }
    d.updatedAt = now;
}

QList<QesSignature> SigningStore::visibleSignatures(const Dispatch &d) const
{
    QList<QesSignature> out;
    for (const QesSignature &s : d.qes) {
        if (s.applied && !s.early)
            out.append(s);
    }
    return out;
}

QList<QByteArray> SigningStore::issuedPdfs() const
{
    QList<QByteArray> out;
    for (const SelfQesSession &s : sessions)
        out.append(s.pdf);
    return out;
}

QString SigningStore::signerStateKey(SignerState state)
{
    switch (state) {
    case SignerState::Pending:
        return QStringLiteral("pending");
    case SignerState::Signed:
        return QStringLiteral("signed");
    case SignerState::Declined:
        return QStringLiteral("declined");
    case SignerState::Expired:
        return QStringLiteral("expired");
    }
    return {};
}

QString SigningStore::statusText(int status)
{
    switch (status) {
    case DispatchStatus::Created:
        return QStringLiteral("Создано");
    case DispatchStatus::FullySignedProcessing:
        return QStringLiteral("Подписано всеми, обрабатывается");
    case DispatchStatus::PartiallySignedProcessing:
        return QStringLiteral("Подписано частично, обрабатывается");
    case DispatchStatus::Completed:
        return QStringLiteral("Завершено, подписано всеми");
    case DispatchStatus::CompletedNotAll:
        return QStringLiteral("Завершено, подписано не всеми");
    case DispatchStatus::Cancelled:
        return QStringLiteral("Отменено");
    case DispatchStatus::QesRequired:
        return QStringLiteral("Требуется КЭП медицинского работника");
    case DispatchStatus::Draft:
        return QStringLiteral("Черновик");
    case DispatchStatus::Error:
        return QStringLiteral("Ошибка");
    default:
        return QStringLiteral("Неизвестный статус");
    }
}

} // namespace cliniclink::sandbox
