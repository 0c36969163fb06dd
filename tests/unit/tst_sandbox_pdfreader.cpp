// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's PDF reader on documents anyone may upload: object streams that inflate without
// end, headers whose numbers overflow, page counts and sizes at the edge of int. Each input here
// once crashed the sandbox, stalled it, or wrote a broken PDF (issue 19); the fuzz corpus keeps them.

#include "sandbox/services/sandboxpdf.h"
#include "sandbox/services/signing/signingpdfreader.h"
#include "sandbox/services/signing/signingstore.h"
#include "tests/integration/pdfbomb.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

using namespace cliniclink::sandbox;

namespace {

// A PDF whose catalog (object 1) and page tree (object 2) are packed in object stream 5, followed
// by a classic cross-reference table. `header` and `first` describe the stream's contents as
// written, so a test can lie in them; `stream` is written as is (already deflated or not).
QByteArray packedPdf(const QByteArray &n, const QByteArray &first, const QByteArray &stream, bool deflated)
{
    QByteArray pdf = "%PDF-1.5\n";
    const qsizetype pageAt = pdf.size();
    pdf += "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n";
    const qsizetype streamAt = pdf.size();
    pdf += "5 0 obj\n<< /Type /ObjStm /N " + n + " /First " + first
        + (deflated ? QByteArray(" /Filter /FlateDecode") : QByteArray()) + " /Length "
        + QByteArray::number(stream.size()) + " >>\nstream\n" + stream + "\nendstream\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 1\n0000000000 65535 f \n3 1\n" + QByteArray::number(pageAt).rightJustified(10, '0')
        + " 00000 n \n5 1\n" + QByteArray::number(streamAt).rightJustified(10, '0')
        + " 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

QByteArray deflate(const QByteArray &data)
{
    return qCompress(data, 9).mid(4); // qCompress puts the length in front of the zlib stream
}

// The catalog and page tree as an object stream holds them: the header, then the objects.
QByteArray catalogAndPages(QByteArray *first)
{
    const QByteArray catalog = "<< /Type /Catalog /Pages 2 0 R >>\n";
    *first = "1 0 2 " + QByteArray::number(catalog.size()) + ' ';
    return *first + catalog + "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
}

QByteArray classicPdf(const QByteArray &count, const QByteArray &size)
{
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    offsets << pdf.size();
    pdf += "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n";
    offsets << pdf.size();
    pdf += "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count " + count + " >>\nendobj\n";
    offsets << pdf.size();
    pdf += "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 4\n0000000000 65535 f \n";
    for (const qsizetype o : offsets)
        pdf += QByteArray::number(o).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + size + " /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

} // namespace

class TestSandboxPdfReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void packedCatalogIsStamped()
    {
        QByteArray first;
        const QByteArray packed = catalogAndPages(&first);
        const QByteArray pdf = packedPdf("2", QByteArray::number(first.size()), deflate(packed), true);
        QVERIFY(!SandboxPdf::tooCostlyToRead(pdf));
        const QByteArray stamped = SandboxPdf::appendPage(pdf, {QStringLiteral("Подписано")});
        QVERIFY(stamped.startsWith(pdf));
        QVERIFY(stamped.contains("/Count 2"));
    }

    void inflateStopsAtItsLimit()
    {
        const QByteArray zeros(4 * 1024 * 1024, '\0');
        const QByteArray zlib = deflate(zeros);
        bool tooLong = false;
        QVERIFY(!pdfreader::inflate(zlib, 1024 * 1024, &tooLong).has_value());
        QVERIFY(tooLong);
        const std::optional<QByteArray> whole = pdfreader::inflate(zlib, zeros.size(), &tooLong);
        QVERIFY(whole.has_value());
        QVERIFY(!tooLong);
        QCOMPARE(*whole, zeros);
        // Broken data is not "too long".
        QVERIFY(!pdfreader::inflate(zlib.left(zlib.size() / 2), zeros.size(), &tooLong).has_value());
        QVERIFY(!tooLong);
        QVERIFY(!pdfreader::inflate("not zlib at all", 1024, &tooLong).has_value());
        QVERIFY(!tooLong);
    }

    // Inflating measures, then fills a buffer of the measured size: what comes out is the stream byte
    // for byte, whether it fits the limit exactly or with room, in one piece of zlib's output or many.
    void inflateKeepsEveryByte_data()
    {
        QTest::addColumn<int>("size");
        QTest::newRow("empty") << 0;
        QTest::newRow("one byte") << 1;
        QTest::newRow("one piece") << 1000;
        QTest::newRow("a piece exactly") << 64 * 1024;
        QTest::newRow("many pieces") << 1024 * 1024 + 7;
    }

    void inflateKeepsEveryByte()
    {
        QFETCH(int, size);
        QByteArray bytes(size, Qt::Uninitialized);
        quint32 state = 2463534242u; // xorshift: bytes that neither repeat nor compress away
        for (char &byte : bytes) {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            byte = char(state % 7 == 0 ? state >> 8 : 'a' + state % 3); // some runs, some noise
        }
        // qCompress writes no zlib stream for nothing; this is zlib's own.
        const QByteArray zlib = size > 0 ? deflate(bytes) : QByteArray::fromHex("789c030000000001");
        bool tooLong = true;
        const std::optional<QByteArray> exact = pdfreader::inflate(zlib, size, &tooLong);
        QVERIFY(exact.has_value());
        QVERIFY(!tooLong);
        QCOMPARE(*exact, bytes);
        QCOMPARE(pdfreader::inflate(zlib, size + 100000).value_or("absent"), bytes);
        if (size > 0) {
            QVERIFY(!pdfreader::inflate(zlib, size - 1, &tooLong).has_value());
            QVERIFY(tooLong);
        }
    }

    // Numbers and references after a key are read by hand, no longer by a regular expression compiled
    // for each look-up: what they read must be what /Key\s+(\d+) and /Key\s+(\d+)\s+(\d+)\s+R read,
    // on the cases written out and on many made of the characters that matter.
    void keysReadAsTheRegularExpressionsDid_data()
    {
        QTest::addColumn<QByteArray>("dictionary");
        QTest::newRow("plain") << QByteArray("<< /Root 1 0 R /Size 7 >>");
        QTest::newRow("any white space") << QByteArray("/Root\r\n12\t\f3\x0bR /Size\x0b\x0b9");
        QTest::newRow("longer key first") << QByteArray("/Rooted 1 0 R /Root 2 0 R /Sizes 4 /Size 5");
        QTest::newRow("first is no reference") << QByteArray("/Root 1 0 /Root 3 0 R /Size x /Size 6");
        QTest::newRow("no space after key") << QByteArray("/Root1 0 R /Size7");
        QTest::newRow("no space before R") << QByteArray("/Root 1 0R");
        QTest::newRow("too large") << QByteArray("/Root 99999999999 0 R /Size 8388608");
        QTest::newRow("largest size") << QByteArray("/Root 1 0 R /Size 8388607");
        const char nul[] = "/Root\0 1 0 R /Size\0 3";
        QTest::newRow("NUL is not white space") << QByteArray(nul, sizeof nul - 1);
        QTest::newRow("at the very end") << QByteArray("/Size 1 /Root 1 0");
        QTest::newRow("keys alone") << QByteArray("/Size /Root");
        const char characters[] = "/RootSize R01 9\n\0x";
        const QByteArray alphabet(characters, sizeof characters - 1);
        quint32 state = 88172645u;
        for (int i = 0; i < 2000; ++i) {
            QByteArray text(i % 2 ? "/Root" : "/Size");
            const int length = int(state % 24);
            for (int k = 0; k < length; ++k) {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                text += alphabet.at(state % alphabet.size());
            }
            QTest::addRow("made %d", i) << text;
        }
    }

    void keysReadAsTheRegularExpressionsDid()
    {
        QFETCH(QByteArray, dictionary);
        static const QRegularExpression reference(QStringLiteral("/Root\\s+(\\d+)\\s+(\\d+)\\s+R"));
        static const QRegularExpression size(QStringLiteral("/Size\\s+(\\d+)"));
        const QRegularExpressionMatch r = reference.match(QString::fromLatin1(dictionary));
        int number = -1;
        int generation = -1;
        QCOMPARE(pdfreader::reference(dictionary, "Root", &number, &generation), r.hasMatch());
        if (r.hasMatch()) {
            QCOMPARE(number, r.captured(1).toInt());
            QCOMPARE(generation, r.captured(2).toInt());
        }
        // /Size through the trailer, which needs a size from 1 to kMaxObjectNumber and a root.
        const QRegularExpressionMatch s = size.match(QString::fromLatin1(dictionary));
        bool ok = false;
        const qlonglong expected = s.hasMatch() ? s.captured(1).toLongLong(&ok) : -1;
        const bool valid = ok && expected > 0 && expected <= pdfreader::kMaxObjectNumber;
        const QByteArray pdf = "%PDF-1.4\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< " + dictionary
            + " /Root 1 0 R >>\nstartxref\n9\n%%EOF\n";
        const std::optional<pdfreader::Trailer> trailer = pdfreader::trailer(pdf);
        QCOMPARE(trailer.has_value(), valid);
        if (valid)
            QCOMPARE(trailer->size, int(expected));
    }

    // The root in an object stream that inflates to 64 MB: qUncompress took 14 s and 1.6 GB on
    // 0.5 MB of such data. Now reading stops at the budget, quickly, and the PDF is refused.
    void inflationBombIsRefusedQuickly()
    {
        QByteArray first;
        QByteArray packed = catalogAndPages(&first);
        packed += QByteArray(64 * 1024 * 1024, ' ');
        const QByteArray pdf = packedPdf("2", QByteArray::number(first.size()), deflate(packed), true);
        packed.clear();
        QVERIFY(pdf.size() < 1024 * 1024);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(SandboxPdf::tooCostlyToRead(pdf));
        QVERIFY(SandboxPdf::appendPage(pdf, {QStringLiteral("Подписано")}).isEmpty());
        QVERIFY2(timer.elapsed() < 5000, "reading stops at the budget");
    }

    // Many small streams add up: the budget is per document, not only per stream. The streams differ
    // (identical ones are inflated once).
    void manyStreamsShareOneBudget()
    {
        QByteArray pdf = "%PDF-1.5\n";
        for (int i = 0; i < 8; ++i) {
            const QByteArray chunk = deflate(QByteArray(6 * 1024 * 1024 + i, ' '));
            pdf += QByteArray::number(10 + i) + " 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length "
                + QByteArray::number(chunk.size()) + " >>\nstream\n" + chunk + "\nendstream\nendobj\n";
        }
        const qsizetype xref = pdf.size();
        pdf += "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 20 /Root 1 0 R >>\nstartxref\n"
            + QByteArray::number(xref) + "\n%%EOF\n";
        pdfreader::Budget budget;
        QVERIFY(pdfreader::object(pdf, 1, 0, budget).isEmpty());
        QVERIFY(budget.exceeded);
        QVERIFY(SandboxPdf::tooCostlyToRead(pdf));
        // One such stream alone is within the budget.
        pdfreader::Budget one;
        one.objectStreams = 1;
        QVERIFY(pdfreader::object(pdf, 1, 0, one).isEmpty());
        QVERIFY(one.exceeded); // the second stream is past the stream count
        QVERIFY(one.spent > 6 * 1024 * 1024);
    }

    // Issue 27's 10 KB file: its stream is read once however often its dictionary names /ObjStm, a
    // second look-up in the same request inflates nothing, and the broken stream's inflating is
    // charged. It took 5 s a read (255 inflations of 8 MB, none of them charged).
    void brokenStreamNamedManyTimesIsInflatedOnce()
    {
        const QByteArray pdf = cliniclink::testing::brokenObjStmPdf();
        QVERIFY(pdf.size() < 12 * 1024);
        QElapsedTimer timer;
        timer.start();
        pdfreader::Budget budget;
        QVERIFY(pdfreader::object(pdf, 1, 0, budget).isEmpty());
        QCOMPARE(budget.objectStreams, pdfreader::Budget().objectStreams - 1);
        QVERIFY(!budget.exceeded);
        // Charged: the stream all but inflated, though it turned out broken.
        QVERIFY2(budget.spent > 7 * 1024 * 1024, QByteArray::number(budget.spent));
        QVERIFY2(budget.spent < 9 * 1024 * 1024, QByteArray::number(budget.spent));
        const qsizetype once = budget.spent;
        QVERIFY(pdfreader::object(pdf, 2, 0, budget).isEmpty());
        QCOMPARE(budget.objectStreams, pdfreader::Budget().objectStreams - 1);
        QVERIFY2(budget.spent - once < pdf.size(), "the second look-up inflates nothing");
        qInfo("one read of the 10 KB file: %lld ms, %lld bytes of work", qlonglong(timer.elapsed()), qlonglong(once));
    }

    // Ten such files (as one upload of ten attachments) share one budget, which they exhaust: the
    // request is refused after a bounded amount of work, not after a minute.
    void tenBrokenStreamsExhaustOneBudget()
    {
        QList<QByteArray> files;
        for (int i = 0; i < 10; ++i)
            files << cliniclink::testing::brokenObjStmPdf(i);
        QElapsedTimer timer;
        timer.start();
        pdfreader::Budget budget;
        int read = 0;
        while (read < files.size() && !budget.exceeded)
            static_cast<void>(pdfreader::object(files.at(read++), 1, 0, budget));
        QVERIFY(budget.exceeded);
        QVERIFY2(read < 10, "the budget ran out before the tenth file");
        QVERIFY(budget.spent <= budget.workBytes + 64 * 1024);
        qInfo("ten 10 KB files in one request: refused at file %d, %lld ms", read, qlonglong(timer.elapsed()));
        // The same file ten times is read once.
        pdfreader::Budget same;
        const QByteArray pdf = cliniclink::testing::brokenObjStmPdf();
        for (int i = 0; i < 10; ++i)
            QVERIFY(!SandboxPdf::tooCostlyToRead(pdf, same));
        QVERIFY(same.spent < 9 * 1024 * 1024);
    }

    // Signing reads the document again for every patient, and one request that signs for all of them
    // (the admin API) shares one budget: the streams it keeps let every stamp be made. Each read of
    // this PDF inflates 3 MB twice, so twelve reads without the cache would be past the 64 MB.
    void everyPatientIsStampedWithinOneRequestsBudget()
    {
        QByteArray first;
        const QByteArray packed = catalogAndPages(&first) + QByteArray(3 * 1024 * 1024, ' ');
        const QByteArray pdf = packedPdf("2", QByteArray::number(first.size()), deflate(packed), true);
        SigningStore store;
        Dispatch d;
        d.pdf = pdf;
        d.patients.resize(12);
        const QDateTime now(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC);
        const auto work = store.beginRequest();
        for (int i = 0; i < d.patients.size(); ++i)
            QVERIFY(store.signAsPatient(d, i, QStringLiteral("admin"), now));
        QCOMPARE(SandboxPdf::pageCount(d.pdf), 1 + 12);
        QVERIFY(!store.pdfWork().exceeded);
        QVERIFY(store.pdfWork().spent < 8 * 1024 * 1024);
    }

    // The fuzzer's 91-byte crash: /N 1073741825 made count * 2 overflow, so the header check passed
    // and header.at(2 * i) read past the list.
    void objectCountThatOverflowsIsIgnored_data()
    {
        QTest::addColumn<QByteArray>("n");
        QTest::newRow("2^30+1") << QByteArray("1073741825");
        QTest::newRow("INT_MAX") << QByteArray("2147483647");
        QTest::newRow("past int") << QByteArray("99999999999");
        QTest::newRow("more than the header holds") << QByteArray("3");
    }
    void objectCountThatOverflowsIsIgnored()
    {
        QFETCH(QByteArray, n);
        const QByteArray pdf = packedPdf(n, "4", "1 0 << /Type /Catalog /Pages 2 0 R >>", false);
        pdfreader::Budget budget;
        QVERIFY(pdfreader::object(pdf, 1, 0, budget).isEmpty());
        QVERIFY(SandboxPdf::appendPage(pdf, {QStringLiteral("Подписано")}).isEmpty());
    }

    // first + offset overflowed and mid() turned the wrapped position into "from the start".
    void offsetOutsideTheStreamIsIgnored_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::newRow("LLONG_MAX") << QByteArray("1 9223372036854775807 ");
        QTest::newRow("past the data") << QByteArray("1 5000 ");
        QTest::newRow("not a number") << QByteArray("1 x ");
        QTest::newRow("next before this") << QByteArray("1 20 2 3 ");
    }
    void offsetOutsideTheStreamIsIgnored()
    {
        QFETCH(QByteArray, header);
        const QByteArray stream = header + "<< /Type /Catalog /Pages 2 0 R >>";
        const QByteArray pdf =
            packedPdf(header.count(' ') == 4 ? "2" : "1", QByteArray::number(header.size()), stream, false);
        pdfreader::Budget budget;
        QCOMPARE(pdfreader::object(pdf, 1, 0, budget), QByteArray());
    }

    // /Count 2147483647 + 1 overflowed into a negative page count written into the PDF.
    void pageCountAtTheEdgeIsNotStamped()
    {
        QVERIFY(!SandboxPdf::appendPage(classicPdf("1", "4"), {QStringLiteral("x")}).isEmpty());
        QVERIFY(SandboxPdf::appendPage(classicPdf("2147483647", "4"), {QStringLiteral("x")}).isEmpty());
        QVERIFY(SandboxPdf::appendPage(classicPdf("99999999999", "4"), {QStringLiteral("x")}).isEmpty());
    }

    // /Size near INT_MAX: the new objects size, size + 1, size + 2 and /Size size + 3 overflowed.
    void sizeAtTheEdgeIsNotStamped()
    {
        QVERIFY(SandboxPdf::appendPage(classicPdf("1", "2147483646"), {QStringLiteral("x")}).isEmpty());
        QVERIFY(!pdfreader::trailer(classicPdf("1", "2147483646")).has_value());
        QVERIFY(!pdfreader::trailer(classicPdf("1", "8388608")).has_value());
        QVERIFY(pdfreader::trailer(classicPdf("1", "8388607")).has_value());
    }
};

QTEST_GUILESS_MAIN(TestSandboxPdfReader)
#include "tst_sandbox_pdfreader.moc"
