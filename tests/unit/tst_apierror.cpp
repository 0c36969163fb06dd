// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/net/apierror.h"
#include "core/prescription/prescriptionservice.h"
#include "core/signing/signingservice.h"
#include "core/terminology/terminologyservice.h"

#include <QTest>

using namespace cliniclink;

class TestApiError : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void problemJsonOfEnrichment()
    {
        const QByteArray body = R"({"type":"urn:problem:validation","title":"Ошибка данных","status":400,
            "detail":"Запрос содержит ошибки","errors":[{"field":"patient.birthDate","detail":"дата в будущем"}]})";
        const ApiError e =
            ApiError::fromHttp(services::Enrichment, 400, "application/problem+json; charset=utf-8", body);
        QCOMPARE(e.kind(), ApiError::Kind::Http);
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.code(), QStringLiteral("urn:problem:validation"));
        QCOMPARE(e.serverMessages(),
                 (QStringList{QStringLiteral("Запрос содержит ошибки"),
                              QStringLiteral("patient.birthDate: дата в будущем")}));
    }
    void problemJsonErrorsAsMap()
    {
        const ApiError e = ApiError::fromHttp(services::Enrichment, 422, "application/problem+json",
                                              R"({"title":"Bad","errors":{"snils":["11 цифр"]}})");
        QCOMPARE(e.code(), QStringLiteral("Bad"));
        QVERIFY(e.serverMessages().contains(QStringLiteral("snils: 11 цифр")));
    }
    void messageArrayOfPrescriptions()
    {
        const ApiError e = ApiError::fromHttp(
            services::Prescription, 400, "application/json",
            R"({"Message":["Поле IdSourceMis не должно быть пустым","Поле Organization заполнено некорректно"]})");
        QCOMPARE(e.serverMessages().size(), 2);
        QVERIFY(e.code().isEmpty());
        QVERIFY(e.userText().contains(QStringLiteral("Поле IdSourceMis")));
    }
    void operationOutcomeOfLab()
    {
        const ApiError e = ApiError::fromHttp(
            services::Terminology, 404, "application/json",
            R"({"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"not-found","diagnostics":"Ресурс не найден"}]})");
        QCOMPARE(e.code(), QStringLiteral("not-found"));
        QCOMPARE(e.serverMessages(), QStringList{QStringLiteral("Ресурс не найден")});
    }
    void signingErrorCodeShape()
    {
        const ApiError e = ApiError::fromHttp(
            services::Signing, 400, "application/json",
            R"({"status":"error","errorCode":"LIMIT_FILE_SIZE","errorMessage":"Превышен размер файла","trackingId":"t-1"})");
        QCOMPARE(e.code(), QStringLiteral("LIMIT_FILE_SIZE"));
        QCOMPARE(e.serverMessages(), QStringList{QStringLiteral("Превышен размер файла")});
        QCOMPARE(e.details().value(u"trackingId").toString(), QStringLiteral("t-1"));
    }
    void signingErrorMessageShape()
    {
        const ApiError e =
            ApiError::fromHttp(services::Signing, 400, "application/json",
                               R"({"error":"INVALID_STATUS","message":"Недопустимый статус","trackingStatus":"213"})");
        QCOMPARE(e.code(), QStringLiteral("INVALID_STATUS"));
        QCOMPARE(e.details().value(u"trackingStatus").toString(), QStringLiteral("213"));
    }
    void signingMissingHeaderShape()
    {
        const ApiError e =
            ApiError::fromHttp(services::Signing, 400, "application/json",
                               R"({"statusCode":400,"message":"X-Id-Lpu header is required","error":"Bad Request"})");
        QVERIFY(e.code().isEmpty()); // "Bad Request" is a phrase, not a code
        QCOMPARE(e.serverMessages(), QStringList{QStringLiteral("X-Id-Lpu header is required")});
    }
    void signing422Shape()
    {
        const ApiError e = ApiError::fromHttp(
            services::Signing, 422, "application/json",
            R"({"statusCode":422,"success":false,"error":"SIGNATURE_DOUBLE_BASE64","message":"Подпись закодирована дважды","reason":"base64 внутри base64","trackingId":"t","signingSessionId":"s"})");
        QCOMPARE(e.code(), QStringLiteral("SIGNATURE_DOUBLE_BASE64"));
        QCOMPARE(e.serverMessages().size(), 2);
        QCOMPARE(e.details().value(u"signingSessionId").toString(), QStringLiteral("s"));
    }
    // A file the platform cannot make a PDF of fails again when sent again: the headline says what
    // happened, not "try again later", and the platform's message (naming the file) follows it.
    void processingErrorIsNotTryAgainLater()
    {
        const ApiError e = ApiError::fromHttp(
            services::Signing, 500, "application/json",
            R"({"status":"error","errorCode":"PROCESSING_ERROR","errorMessage":"Не удалось подготовить PDF из файла скан.pdf","trackingId":"t-2"})");
        QCOMPARE(e.code(), QStringLiteral("PROCESSING_ERROR"));
        QVERIFY2(e.headline().contains(u"could not prepare a PDF (HTTP 500)"), qPrintable(e.headline()));
        QVERIFY(!e.headline().contains(u"Try again later"));
        QVERIFY(e.userText().endsWith(u"скан.pdf"));
        // Any other failure of the server is still one to try again later.
        const ApiError other = ApiError::fromHttp(services::Signing, 500, "application/json", "{}");
        QVERIFY(other.headline().contains(u"Try again later"));
    }
    void nonJsonBodyKeepsStatus()
    {
        const ApiError e = ApiError::fromHttp(services::Lab, 502, "text/html", "<html>Bad gateway</html>");
        QCOMPARE(e.kind(), ApiError::Kind::Http);
        QCOMPARE(e.httpStatus(), 502);
        QVERIFY(e.serverMessages().isEmpty());
        QVERIFY(e.isTransient());
        QVERIFY(e.technicalDetail().contains(u"text/html"));
    }
    void rateLimitIsNotTransient()
    {
        const ApiError e = ApiError::fromHttp(services::Signing, 429, "application/json", "{}");
        QCOMPARE(e.kind(), ApiError::Kind::RateLimited);
        QVERIFY(!e.isTransient());
    }
    void transportKindsHaveTexts()
    {
        for (auto kind : {ApiError::Kind::Timeout, ApiError::Kind::ConnectionRefused, ApiError::Kind::HostNotFound,
                          ApiError::Kind::Tls, ApiError::Kind::Network, ApiError::Kind::MalformedReply,
                          ApiError::Kind::Configuration}) {
            const ApiError e(kind, services::Signing, QStringLiteral("detail"));
            QVERIFY(e.isError());
            QVERIFY2(e.userText().contains(serviceDisplayName(services::Signing)) || kind == ApiError::Kind::Cancelled,
                     qPrintable(e.userText()));
        }
    }
    void mayHaveActedSeparatesUncertainFromNotSent()
    {
        using K = ApiError::Kind;
        for (K kind : {K::Timeout, K::Network, K::MalformedReply})
            QVERIFY2(ApiError(kind, services::Signing).mayHaveActed(),
                     qPrintable(ApiError(kind, services::Signing).headline()));
        for (K kind :
             {K::None, K::Configuration, K::ConnectionRefused, K::HostNotFound, K::Tls, K::Cancelled, K::RateLimited})
            QVERIFY2(!ApiError(kind, services::Signing).mayHaveActed(),
                     qPrintable(ApiError(kind, services::Signing).headline()));
        // An answer is a refusal, except a gateway's that lost its upstream.
        QVERIFY(!ApiError::fromHttp(services::Signing, 400, "application/json", "{}").mayHaveActed());
        QVERIFY(!ApiError::fromHttp(services::Signing, 503, "application/json", "{}").mayHaveActed());
        QVERIFY(ApiError::fromHttp(services::Signing, 504, "text/html", "<html/>").mayHaveActed());
        // A redirect not followed went nowhere; the transport can say so for any kind.
        ApiError redirect(K::Network, services::Signing, QStringLiteral("Insecure redirect"));
        redirect.setNetworkFailure(ApiError::NetworkFailure::RedirectRefused);
        QVERIFY(!redirect.mayHaveActed());
        ApiError cancelledInFlight(K::Cancelled, services::Signing);
        cancelledInFlight.setMayHaveActed(true);
        QVERIFY(cancelledInFlight.mayHaveActed());
    }
    void networkTextsAreOursAndTheDetailGoesToTheLog()
    {
        using F = ApiError::NetworkFailure;
        for (F failure : {F::Other, F::ClosedWithoutAnswer, F::Truncated, F::RedirectRefused}) {
            // Qt's own words, as its translation gives them.
            ApiError e(ApiError::Kind::Network, services::Prescription, QStringLiteral("Соединение закрыто"));
            e.setNetworkFailure(failure);
            QVERIFY2(!e.userText().contains(QStringLiteral("Соединение закрыто")), qPrintable(e.userText()));
            QVERIFY(e.userText().contains(serviceDisplayName(services::Prescription)));
            QVERIFY(e.logText().contains(QStringLiteral("Соединение закрыто")));
        }
        ApiError notSent(ApiError::Kind::Network, services::Prescription, QStringLiteral("proxy"));
        notSent.setMayHaveActed(false);
        ApiError maybe(ApiError::Kind::Network, services::Prescription, QStringLiteral("proxy"));
        QVERIFY(notSent.userText() != maybe.userText());
    }
};

QTEST_GUILESS_MAIN(TestApiError)
#include "tst_apierror.moc"
