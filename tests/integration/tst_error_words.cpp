// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every error row of the contract a person can meet, provoked on the sandbox one by one, read as
// the person reads it: the Russian headline of the refusal (what happened and what to do) and the
// field it belongs beside. B's nine 400 rows, D's file, draft, cancel, resend, initqes and
// organization-header rows, terminology's high-before-low and not-found rows.

#include "clientfixture.h"
#include "core/prescription/prescriptioncalls.h"
#include "core/prescription/prescriptionerrors.h"
#include "core/signing/dispatchfield.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signingcalls.h"
#include "core/signing/signingrequests.h"
#include "core/signing/signingservice.h"
#include "core/terminology/terminologycalls.h"
#include "core/terminology/terminologyerrors.h"
#include "core/terminology/terminologyservice.h"
#include "dispatchsamples.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTranslator>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
const QString kWomensClinic = QStringLiteral("9a1c7e3b-2f4d-4a6e-8b5c-3d7e1f9a2b40");
const QString kUnknownDispatch = QStringLiteral("00000000-0000-4000-8000-000000000000");
const QString kServices = QStringLiteral("1.2.643.2.69.1.1.1.31");

// A dispatch whose meta lists an attachment the multipart body does not carry (INVALID_ATTACHMENT):
// the client never sends one, a proxy that drops a part would.
class MissingPartCall : public SendDispatchCall {
public:
    explicit MissingPartCall(const DispatchRequest &request)
        : SendDispatchCall(request)
    {
        QJsonObject meta = m_meta;
        QJsonObject document = meta.value(u"medDocument").toObject();
        QJsonArray attachments = document.value(u"attachments").toArray();
        attachments.append(QJsonObject{{QStringLiteral("partName"), QStringLiteral("scan")},
                                       {QStringLiteral("documentType"), QStringLiteral("pdf")}});
        document.insert(QStringLiteral("attachments"), attachments);
        meta.insert(QStringLiteral("medDocument"), document);
        const MultipartBody body = buildDispatchMultipart(meta, request.files);
        setBody(body.bytes, body.contentType);
    }
};

} // namespace

class TestErrorWords : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    QTranslator m_russian;

    template<class C>
    ApiError refusal(C *call)
    {
        return awaitFailure(f->session->transport().start(call));
    }
    ApiError prescription(const QString &org, const QString &id, bool cancel)
    {
        if (cancel)
            return refusal(new CancelPrescriptionCall(org, id));
        return refusal(new TakePrescriptionStatusCall(org, id));
    }
    QString sendDispatch(const QString &patient)
    {
        const auto sent = awaitResult(f->session->transport().start(new SendDispatchCall(sampleDispatch(patient))));
        return sent ? sent->trackingId : QString();
    }
    static DispatchPractitioner practitioner() { return sampleDispatch().practitioner; }
    void useOrganization(const QString &organization)
    {
        Environment env = f->session->currentEnvironment();
        env.organizationId = organization;
        f->session->environments().updateEnvironment(env);
        QTRY_COMPARE(f->session->accessProvider().access(services::Signing).organizationId, organization);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_russian.load(QStringLiteral(":/i18n/cliniclink_ru.qm")));
        QCoreApplication::installTranslator(&m_russian);
    }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_russian); }
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    // B: nine rows of 400, each with its own words; the identifier's rows go beside the identifier.
    void prescriptionRows_data()
    {
        QTest::addColumn<QString>("org");
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        const QString id = prescriptionfield::idSourceMis();
        const QString org = prescriptionfield::organization();
        QTest::newRow("required field missing")
            << kOrg << QString() << false
            << QStringLiteral("Платформа не получила идентификатор рецепта в МИС. Введите его и повторите запрос.")
            << id;
        QTest::newRow("field incorrect: identifier")
            << kOrg << QString(300, u'7') << false
            << QStringLiteral("Платформа не приняла идентификатор рецепта. Сверьте его с МИС: это идентификатор "
                              "документа в МИС, не длиннее 255 символов.")
            << id;
        QTest::newRow("field incorrect: organization")
            << QStringLiteral("not-a-uuid") << QStringLiteral("RX-2026-000104") << false
            << QStringLiteral("Платформа не приняла код организации: это должен быть UUID организации. Исправьте "
                              "организацию этой среды в настройках.")
            << org;
        QTest::newRow("organization not in the dictionary")
            << QStringLiteral("0e7b3c9a-4d1f-4e8b-b2a5-6c9d1e3f7a28") << QStringLiteral("RX-1") << false
            << QStringLiteral("Организации этой среды нет в справочнике организаций платформы. Сверьте код организации "
                              "в настройках с кодом, который выдала платформа.")
            << org;
        QTest::newRow("status: no upload record")
            << kOrg << QStringLiteral("RX-NONE") << false
            << QStringLiteral(
                   "На платформе нет выгрузки рецепта с этим идентификатором для этой организации. Проверьте "
                   "идентификатор; если он верен, рецепт ещё не поступил на платформу: выгрузите его из МИС.")
            << id;
        QTest::newRow("cancel: annulled earlier")
            << kOrg << QStringLiteral("RX-2026-000111") << true
            << QStringLiteral("Этот рецепт уже аннулирован ранее: отменять больше нечего. Запросите его статус, чтобы "
                              "увидеть аннулирование.")
            << QString();
        QTest::newRow("cancel: technical error")
            << kOrg << QStringLiteral("RX-2026-000140") << true
            << QStringLiteral("Платформа не смогла передать аннулирование в реестр рецептов (техническая ошибка на её "
                              "стороне). Ничего не аннулировано: повторите отмену через несколько минут.")
            << QString();
        QTest::newRow("cancel: no active record")
            << kOrg << QStringLiteral("RX-2026-000102") << true
            << QStringLiteral("На платформе нет действующего рецепта с этим идентификатором, поэтому отменять нечего. "
                              "Проверьте идентификатор и статус рецепта.")
            << id;
        QTest::newRow("cancel: not in the registry")
            << kOrg << QStringLiteral("RX-2026-000100") << true
            << QStringLiteral("Этот рецепт ещё не зарегистрирован в реестре (у него нет номера в реестре), поэтому его "
                              "нельзя аннулировать. Проверьте статус и отмените рецепт после регистрации.")
            << id;
        QTest::newRow("cancel: two active records")
            << kOrg << QStringLiteral("RX-2026-000130") << true
            << QStringLiteral("На платформе несколько действующих выгрузок этого рецепта, и она не может определить, "
                              "какую аннулировать. Ничего не аннулировано: попросите поддержку платформы оставить одну "
                              "действующую выгрузку, затем повторите отмену.")
            << QString();
    }
    void prescriptionRows()
    {
        QFETCH(QString, org);
        QFETCH(QString, id);
        QFETCH(bool, cancel);
        QFETCH(QString, text);
        QFETCH(QString, field);
        const ApiError e = prescription(org, id, cancel);
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.headline(), text);
        QCOMPARE(e.field(), field);
        // The platform's own words still follow.
        QVERIFY(!e.serverMessages().isEmpty());
        QVERIFY(e.userText().startsWith(text));
        QVERIFY(e.userText().contains(e.serverMessages().first()));
    }

    // D: the files' rows go beside the files.
    void signingFileRows()
    {
        const QString files = DispatchField::files().toString();
        ApiError e = refusal(new MissingPartCall(sampleDispatch(QStringLiteral("P-10"))));
        QCOMPARE(e.code(), QStringLiteral("INVALID_ATTACHMENT"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Файл из списка отправки не дошёл вместе с ней, поэтому ничего не отправлено. Удалите "
                                "файл из списка, прикрепите его заново и отправьте снова."));
        QCOMPARE(e.field(), files);

        DispatchRequest big = sampleDispatch(QStringLiteral("P-11"));
        big.files.first().content = kSamplePdf + QByteArray(kMaxDispatchFileBytes, ' ');
        e = refusal(new SendDispatchCall(big));
        QCOMPARE(e.code(), QStringLiteral("LIMIT_FILE_SIZE"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Файл больше, чем принимает платформа (5 МБ на файл), поэтому ничего не отправлено. "
                                "Уменьшите файл (сохраните скан с меньшим разрешением или в PDF) или разделите его на "
                                "несколько файлов и отправьте снова."));
        QCOMPARE(e.field(), files);

        DispatchRequest many = sampleDispatch(QStringLiteral("P-12"));
        for (int i = 0; i < 10; ++i)
            many.files << DispatchFile{QStringLiteral("f%1").arg(i), QStringLiteral("f%1.pdf").arg(i),
                                       QStringLiteral("pdf"), kSamplePdf};
        e = refusal(new SendDispatchCall(many));
        QCOMPARE(e.code(), QStringLiteral("LIMIT_FILE_COUNT"));
        QCOMPARE(e.headline(),
                 QStringLiteral("В отправке больше файлов, чем принимает платформа (10 в одной отправке, включая уже "
                                "сохранённые в черновике), поэтому ничего не отправлено. Объедините файлы в один PDF "
                                "или отправьте остальные второй отправкой."));
        QCOMPARE(e.field(), files);
    }

    void signingStatusRows()
    {
        const QString sent = sendDispatch(QStringLiteral("P-20"));
        QVERIFY(!sent.isEmpty());
        // NOT_DRAFT on archive: a dispatch waiting for the patient (201).
        ApiError e = refusal(new ArchiveDraftCall(sent, practitioner()));
        QCOMPARE(e.code(), QStringLiteral("NOT_DRAFT"));
        QCOMPARE(e.headline(),
                 QStringLiteral(
                     "В архив можно перенести только черновик, отменённую отправку или отправку с ошибкой; эта "
                     "отправка в статусе 201. Если её нужно убрать, сначала отмените её, затем перенесите в архив."));
        // NOT_DRAFT on finalize: the dispatch is no draft.
        e = refusal(new FinalizeDraftCall(sent, sampleDispatch(QStringLiteral("P-20"))));
        QCOMPARE(e.code(), QStringLiteral("NOT_DRAFT"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Этот черновик больше не черновик (статус 201): он отправлен, перенесён в архив или "
                                "истёк. Откройте отправку из списка, чтобы увидеть её состояние; чтобы отправить "
                                "документы снова, создайте новую отправку."));
        // Cancelled once; the second cancel is INVALID_STATUS.
        QVERIFY(awaitResult(f->session->transport().start(new CancelDispatchCall(sent))));
        e = refusal(new CancelDispatchCall(sent));
        QCOMPARE(e.code(), QStringLiteral("INVALID_STATUS"));
        QCOMPARE(
            e.headline(),
            QStringLiteral(
                "Отправку уже нельзя отменить (статус 213): её уже подписал кто-то из подписантов, или она завершена "
                "или отменена. Откройте её, чтобы увидеть статус; подписанный документ отзывают в МИС, а не здесь."));
        QVERIFY(e.field().isEmpty());
        // initqes, status not allowed (213), with trackingStatus.
        e = refusal(new InitQesCall(sent, practitioner()));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.code(), QStringLiteral("INVALID_STATUS"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Отправку нельзя подписать квалифицированной подписью в её статусе (213): это можно "
                                "сделать только с созданной, подписываемой, завершённой отправкой или ожидающей "
                                "подписи врача (201, 208, 209, 210, 211, 214). Откройте её, чтобы увидеть статус."));
        // resend of a cancelled dispatch.
        e = refusal(new ResendCall(sent, {DeliveryChannel::Sms}, {QStringLiteral("P-20")}));
        QCOMPARE(e.code(), QStringLiteral("INVALID_STATUS"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Уведомление можно отправить повторно, только пока отправка ждёт пациента (статус "
                                "201); эта отправка в статусе 213. Откройте её, чтобы увидеть статус."));
    }

    void initQesRows()
    {
        // Not found.
        ApiError e = refusal(new InitQesCall(kUnknownDispatch, practitioner()));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.code(), QStringLiteral("NOT_FOUND"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Платформа не нашла отправку для подписания, поэтому ссылка на подписание не создана. "
                                "Обновите список отправок: её могли перенести в архив или создать в другой среде."));
        // Another organization's dispatch: the women's clinic (same MIS) asks for the polyclinic's.
        const QString sent = sendDispatch(QStringLiteral("P-30"));
        QVERIFY(!sent.isEmpty());
        useOrganization(kWomensClinic);
        e = refusal(new InitQesCall(sent, practitioner()));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.code(), QStringLiteral("ACCESS_DENIED"));
        QCOMPARE(e.headline(),
                 QStringLiteral("Отправка принадлежит другой организации, не организации этой среды, поэтому ссылка на "
                                "подписание не создана. Чтобы подписать её, перейдите в среду этой организации."));
    }

    void resendRows()
    {
        const QString sent = sendDispatch(QStringLiteral("P-40"));
        QVERIFY(!sent.isEmpty());
        // 404: no such dispatch.
        ApiError e = refusal(new ResendCall(kUnknownDispatch, {DeliveryChannel::Sms}, {QStringLiteral("P-40")}));
        QCOMPARE(e.httpStatus(), 404);
        QCOMPARE(
            e.headline(),
            QStringLiteral("На платформе нет отправки с этим идентификатором, поэтому повторно ничего не отправлено. "
                           "Обновите список отправок: её могли перенести в архив или создать в другой среде."));
        // 400: the patient is not the dispatch's.
        e = refusal(new ResendCall(sent, {DeliveryChannel::Sms}, {QStringLiteral("P-41")}));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(
            e.headline(),
            QStringLiteral("Идентификатор пациента в МИС не совпадает с тем, с которым была создана отправка, поэтому "
                           "повторно ничего не отправлено. Выберите пациента из самой отправки и отправьте снова."));
        // 400: an identifier that names no dispatch at all.
        e = refusal(new ResendCall(QStringLiteral("not-a-dispatch"), {DeliveryChannel::Sms}, {QStringLiteral("P-40")}));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.headline(),
                 QStringLiteral("Платформа не нашла эту отправку по её идентификатору, поэтому повторно ничего не "
                                "отправлено. Обновите список отправок и повторите оттуда."));
    }

    // The gateway's 400 {statusCode, message, error} before any route, when X-Id-Lpu is missing.
    void missingOrganizationHeader()
    {
        auto *call = new DispatchStatusCall(kUnknownDispatch);
        ServiceAccess access = f->session->accessProvider().access(services::Signing);
        access.organizationId = QStringLiteral(" "); // set, so the client sends; blank on arrival
        call->setAccessOverride(access);
        const ApiError e = refusal(call);
        QCOMPARE(e.httpStatus(), 400);
        QVERIFY(e.code().isEmpty());
        QCOMPARE(
            e.headline(),
            QStringLiteral("Сервис подписания не получил организацию (заголовок X-Id-Lpu) и ничего не сделал. "
                           "Проверьте организацию этой среды в настройках: это должен быть UUID организации. Если она "
                           "указана, заголовок может удалять прокси-сервер по пути: сообщите администратору сети."));
    }

    // The QES PDF that cannot be made says what to do, not "try again later".
    void qesProcessingError()
    {
        const ApiError e = ApiError::fromHttp(
            services::Signing, 500, "application/json",
            R"({"status": "error", "errorCode": "PROCESSING_ERROR", "errorMessage": "Не удалось подготовить PDF"})");
        QCOMPARE(QesDesk::errorText(e),
                 QStringLiteral("Платформа не смогла подготовить PDF для подписания из файлов этой отправки, и новый "
                                "сеанс подписания завершится так же. Отмените отправку и отправьте документ заново, "
                                "пересохранив его в PDF; затем подпишите новую отправку.")
                     + QStringLiteral(" Не удалось подготовить PDF"));
    }

    // Terminology: the history's high-before-low, caught before sending and, sent anyway, in words;
    // its not-found rows; a not-found of another operation.
    void terminologyRows()
    {
        const auto versions = awaitResult(f->session->transport().start(new VersionsCall(kServices)));
        QVERIFY(versions && versions->size() == 3);
        VersionsHistoryQuery query;
        query.oid = kServices;
        query.lowVersion = QStringLiteral("1.1");
        query.highVersion = QStringLiteral("1.0");
        QCOMPARE(versionsHistoryProblem(query, *versions),
                 QStringLiteral("Вторая версия раньше первой: история изменений идёт от более ранней версии к более "
                                "поздней. Поменяйте версии местами или выберите более позднюю вторую версию."));
        QCOMPARE(versionsHistoryProblem(query, {}),
                 QStringLiteral(
                     "Вторая версия раньше первой: история изменений идёт от более ранней версии к более поздней. "
                     "Поменяйте версии местами или выберите более позднюю вторую версию.")); // by the numbers
        VersionsHistoryQuery forward = query;
        std::swap(forward.lowVersion, forward.highVersion);
        QVERIFY(versionsHistoryProblem(forward, *versions).isEmpty());
        VersionsHistoryQuery byTime;
        byTime.oid = kServices;
        byTime.lowTime = f->clock->now();
        byTime.highTime = byTime.lowTime.addDays(-1);
        QCOMPARE(versionsHistoryProblem(byTime, *versions),
                 QStringLiteral("Конец периода раньше его начала: история изменений идёт вперёд во времени. Поменяйте "
                                "моменты местами."));

        ApiError e = refusal(new VersionsHistoryCall(query, TerminologyMethod::Get));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.headline(),
                 QStringLiteral("Вторая версия раньше первой: история изменений идёт от более ранней версии к более "
                                "поздней. Поменяйте версии местами или выберите более позднюю вторую версию."));
        QCOMPARE(e.field(), terminologyfield::historyVersions());
        e = refusal(new VersionsHistoryCall(query, TerminologyMethod::Post));
        QCOMPARE(e.headline(),
                 QStringLiteral("Вторая версия раньше первой: история изменений идёт от более ранней версии к более "
                                "поздней. Поменяйте версии местами или выберите более позднюю вторую версию."));

        VersionsHistoryQuery unknownVersion = forward;
        unknownVersion.highVersion = QStringLiteral("9.9");
        e = refusal(new VersionsHistoryCall(unknownVersion, TerminologyMethod::Get));
        QCOMPARE(e.httpStatus(), 404);
        QCOMPARE(e.headline(),
                 QStringLiteral("У сервиса НСИ нет истории изменений этого справочника между этими версиями: у него "
                                "нет справочника или одной из версий. Откройте справочник заново, чтобы обновить "
                                "список версий, и выберите обе версии из списка."));
        QCOMPARE(e.field(), terminologyfield::historyVersions());
        VersionsHistoryQuery unknownDictionary = forward;
        unknownDictionary.oid = QStringLiteral("1.2.643.2.69.1.1.1.7777");
        e = refusal(new VersionsHistoryCall(unknownDictionary, TerminologyMethod::Post));
        QCOMPARE(e.httpStatus(), 404);
        QCOMPARE(e.headline(),
                 QStringLiteral("У сервиса НСИ нет истории изменений этого справочника между этими версиями: у него "
                                "нет справочника или одной из версий. Откройте справочник заново, чтобы обновить "
                                "список версий, и выберите обе версии из списка."));

        e = refusal(new LookupCall(kServices, QStringLiteral("X99.999"), QString()));
        QCOMPARE(e.httpStatus(), 404);
        QCOMPARE(e.headline(),
                 QStringLiteral("В сервисе НСИ нет этого справочника, этой его версии или этого кода. Проверьте OID, "
                                "выберите версию из списка версий справочника и проверьте код."));
        QVERIFY(e.field().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestErrorWords)
#include "tst_error_words.moc"
