// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's multipart/form-data reader (service D uploads), called directly: what it takes from
// a Content-Type and from each part's headers, and each way a body can fail to follow its boundary.
// The parser's source is compiled into this test (tests/unit/CMakeLists.txt) with Qt's assertions
// on, as in the fuzz build: a call outside Qt's contract fails here in every build type.

#include "sandbox/services/signing/signingmultipart.h"

#include <QTest>

using namespace cliniclink::sandbox;

class TestSandboxMultipart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void boundaryQuotedOrNot_data();
    void boundaryQuotedOrNot();
    void partsWithTheirHeaders();
    void headerNamesAndParametersIgnoreCase();
    void quotedParameterKeepsSemicolonsAndEscapes();
    void partWithoutHeaderLines_data();
    void partWithoutHeaderLines();
    void refusals_data();
    void refusals();
};

void TestSandboxMultipart::boundaryQuotedOrNot_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("boundary");
    QTest::newRow("plain") << QByteArray("multipart/form-data; boundary=abc") << QByteArray("abc");
    QTest::newRow("quoted") << QByteArray("multipart/form-data; boundary=\"a;b c\"") << QByteArray("a;b c");
    QTest::newRow("name in capitals, spaces")
        << QByteArray("multipart/form-data;  BOUNDARY = xyz ;charset=utf-8") << QByteArray("xyz");
    QTest::newRow("after another parameter")
        << QByteArray("multipart/form-data; charset=\"x;y\"; boundary=q") << QByteArray("q");
    QTest::newRow("absent") << QByteArray("multipart/form-data; charset=utf-8") << QByteArray();
    QTest::newRow("no parameters") << QByteArray("multipart/form-data") << QByteArray();
}

void TestSandboxMultipart::boundaryQuotedOrNot()
{
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, boundary);
    QCOMPARE(MultipartParser::boundary(contentType), boundary);
}

void TestSandboxMultipart::partsWithTheirHeaders()
{
    const QByteArray body = "preamble\r\n"
                            "--XX\r\n"
                            "Content-Disposition: form-data; name=\"meta\"\r\n"
                            "\r\n"
                            "{\"a\":1}\r\n"
                            "--XX\r\n"
                            "Content-Disposition: form-data; name=\"file\"; filename=\"plain.pdf\"; "
                            "filename*=UTF-8''%D0%B4%D0%BE%D0%BA.pdf\r\n"
                            "Content-Type: Application/PDF; name=x\r\n"
                            "\r\n"
                            "%PDF-1.4\r\nbody\r\n"
                            "--XX--\r\n";
    QString error;
    const auto parts = MultipartParser::parse("Multipart/Form-Data; boundary=XX", body, &error);
    QVERIFY2(parts, qPrintable(error));
    QCOMPARE(parts->size(), 2);
    QCOMPARE(parts->at(0).name, QStringLiteral("meta"));
    QVERIFY(parts->at(0).fileName.isEmpty());
    QVERIFY(parts->at(0).contentType.isEmpty());
    QCOMPARE(parts->at(0).data, QByteArray("{\"a\":1}"));
    QCOMPARE(parts->at(1).name, QStringLiteral("file"));
    QCOMPARE(parts->at(1).fileName, QStringLiteral("док.pdf")); // filename* wins over filename
    QCOMPARE(parts->at(1).contentType, QByteArray("application/pdf"));
    QCOMPARE(parts->at(1).data, QByteArray("%PDF-1.4\r\nbody"));
}

void TestSandboxMultipart::headerNamesAndParametersIgnoreCase()
{
    const QByteArray body = "--b\r\n"
                            "  CONTENT-DISPOSITION :form-data; NAME=scan; FileName=\"a.png\"\r\n"
                            "content-type: image/PNG\r\n"
                            "\r\n"
                            "png\r\n"
                            "--b--";
    QString error;
    const auto parts = MultipartParser::parse("multipart/form-data;boundary=b", body, &error);
    QVERIFY2(parts, qPrintable(error));
    QCOMPARE(parts->size(), 1);
    QCOMPARE(parts->at(0).name, QStringLiteral("scan"));
    QCOMPARE(parts->at(0).fileName, QStringLiteral("a.png"));
    QCOMPARE(parts->at(0).contentType, QByteArray("image/png"));
    QCOMPARE(parts->at(0).data, QByteArray("png"));
}

void TestSandboxMultipart::quotedParameterKeepsSemicolonsAndEscapes()
{
    const QByteArray body = "--b\r\n"
                            "Content-Disposition: form-data; name=\"a;\\\"b\\\"\"; filename=\"x;y.pdf\"\r\n"
                            "\r\n"
                            "\r\n"
                            "--b--";
    QString error;
    const auto parts = MultipartParser::parse("multipart/form-data; boundary=b", body, &error);
    QVERIFY2(parts, qPrintable(error));
    QCOMPARE(parts->size(), 1);
    QCOMPARE(parts->at(0).name, QStringLiteral("a;\"b\""));
    QCOMPARE(parts->at(0).fileName, QStringLiteral("x;y.pdf"));
    QVERIFY(parts->at(0).data.isEmpty());
}

// A part with no header lines: its blank line follows the delimiter's line at once. The parser took
// the headers as sliced(pos, -2), which Qt leaves undefined (it aborts with Qt's assertions on);
// found by an independent fuzzer reaching the signing upload (issue 27).
void TestSandboxMultipart::partWithoutHeaderLines_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("alone") << QByteArray("--b\r\n\r\nbytes\r\n--b--\r\n") << QByteArray("bytes");
    QTest::newRow("empty part") << QByteArray("--b\r\n\r\n\r\n--b--") << QByteArray();
    QTest::newRow("padding after the delimiter") << QByteArray("--b  \t\r\n\r\nbytes\r\n--b--") << QByteArray("bytes");
}

void TestSandboxMultipart::partWithoutHeaderLines()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, data);
    QString error;
    const auto parts = MultipartParser::parse("multipart/form-data; boundary=b", body, &error);
    QVERIFY2(parts.has_value(), qPrintable(error));
    QCOMPARE(parts->size(), 1);
    QVERIFY(parts->at(0).name.isEmpty());
    QVERIFY(parts->at(0).fileName.isEmpty());
    QVERIFY(parts->at(0).contentType.isEmpty());
    QCOMPARE(parts->at(0).data, data);
}

void TestSandboxMultipart::refusals_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("error");
    const QByteArray type = "multipart/form-data; boundary=b";
    QTest::newRow("not multipart") << QByteArray("application/json; boundary=b") << QByteArray("--b--")
                                   << QStringLiteral("Ожидается тело multipart/form-data");
    QTest::newRow("no boundary") << QByteArray("multipart/form-data") << QByteArray("--b--")
                                 << QStringLiteral("В заголовке Content-Type нет параметра boundary");
    QTest::newRow("no delimiter in the body")
        << type << QByteArray("plain text") << QStringLiteral("Тело не содержит разделителя частей из boundary");
    QTest::newRow("headers never end") << type << QByteArray("--b\r\nContent-Disposition: form-data; name=a\r\n")
                                       << QStringLiteral("Тело multipart/form-data оборвано или не следует boundary");
    QTest::newRow("part never closed") << type << QByteArray("--b\r\nX: y\r\n\r\ndata without an end")
                                       << QStringLiteral("Тело multipart/form-data оборвано или не следует boundary");
    QTest::newRow("delimiter is the last byte")
        << type << QByteArray("--b") << QStringLiteral("Тело multipart/form-data оборвано или не следует boundary");
}

void TestSandboxMultipart::refusals()
{
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(QString, error);
    QString said;
    QVERIFY(!MultipartParser::parse(contentType, body, &said));
    QCOMPARE(said, error);
}

QTEST_GUILESS_MAIN(TestSandboxMultipart)
#include "tst_sandbox_multipart.moc"
