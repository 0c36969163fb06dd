// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's signature stamp renders in the PDF engine in Qt (pdfium): the page it appends is
// drawn with ink where its Cyrillic words are, and its text reads back as written. With only the
// standard Helvetica, pdfium drew the Cyrillic blank (":", digits and the trackingId alone).

#include "sandbox/services/pdfstampfont.h"
#include "sandbox/services/sandboxpdf.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfSelection>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink::sandbox;

namespace {

// Pixels darker than mid-grey inside rect (in points; the page is rendered at one pixel a point).
int inkIn(const QImage &image, const QRectF &rect)
{
    int dark = 0;
    const QRect r = rect.toAlignedRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            if (qGray(image.pixel(x, y)) < 128)
                ++dark;
        }
    }
    return dark;
}

// Loads pdf through a file, as the workstation opens what it downloads.
bool loadPdf(QPdfDocument &doc, const QByteArray &pdf, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("document.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return false;
    file.close();
    return doc.load(path) == QPdfDocument::Error::None;
}

// The page drawn at one pixel a point. pdfium draws on a transparent page: put it on white paper
// before looking for ink.
QImage onPaper(QPdfDocument &doc, int page)
{
    const QImage drawn = doc.render(page, QSize(595, 842));
    QImage paper(drawn.size(), QImage::Format_RGB32);
    paper.fill(Qt::white);
    QPainter painter(&paper);
    painter.drawImage(0, 0, drawn);
    return paper;
}

} // namespace

class TestSandboxStamp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stampRendersItsCyrillicText()
    {
        const QString heading = QStringLiteral("Подписано простой электронной подписью");
        const QString patient = QStringLiteral("Пациент: Петров Иван Сергеевич");
        const QByteArray base = SandboxPdf::document({QStringLiteral("Informed consent")});
        const QByteArray stamped =
            SandboxPdf::appendPage(base,
                                   {heading, patient, QStringLiteral("Дата и время подписания: 25.11.2026 10:15 (МСК)"),
                                    QStringLiteral("Отправка 7f3e0c9a-1b2d-4e5f-8a9b-0c1d2e3f4a5b")});
        QVERIFY(!stamped.isEmpty());
        QVERIFY(stamped.startsWith(base)); // an incremental update: the signed bytes stay as they were
        QVERIFY(stamped.contains("/FontFile2"));

        QTemporaryDir dir;
        QPdfDocument doc;
        QVERIFY(loadPdf(doc, stamped, dir));
        QCOMPARE(doc.pageCount(), 2);

        const QString text = doc.getAllText(1).text();
        QVERIFY2(text.contains(heading), qPrintable(text));
        QVERIFY2(text.contains(patient), qPrintable(text));

        const QImage page = onPaper(doc, 1);
        QVERIFY(!page.isNull());
        QVERIFY(inkIn(page, page.rect()) < page.width() * page.height() / 10); // mostly paper
        const QRectF headingBounds = doc.getSelectionAtIndex(1, 0, int(heading.size())).boundingRectangle();
        QVERIFY(headingBounds.width() > 100);
        // About a fifth of a line of 14-point letters is ink; a blank one has none.
        const int ink = inkIn(page, headingBounds);
        QVERIFY2(ink > int(headingBounds.width() * headingBounds.height() / 20), qPrintable(QString::number(ink)));
        const QString shots = qEnvironmentVariable("CLINICLINK_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            page.save(shots + QStringLiteral("/sandbox-stamp-page.png"));
    }

    // The sandbox's own documents (the lab's reports, the forms, stand-ins) carry the same font: their
    // Russian lines were blank in Qt's PDF view.
    void documentsRenderTheirCyrillicText()
    {
        const QString heading = QStringLiteral("Результаты лабораторных исследований");
        QStringList lines{heading};
        for (int i = 0; i < 70; ++i) // two pages
            lines << QStringLiteral("тест %1: 118 (норма 120 – 160) L").arg(1000 + i);
        const QByteArray pdf = SandboxPdf::document(lines);
        QVERIFY(pdf.contains("/FontFile2"));
        QTemporaryDir dir;
        QPdfDocument doc;
        QVERIFY(loadPdf(doc, pdf, dir));
        QCOMPARE(doc.pageCount(), 2);
        QVERIFY2(doc.getAllText(0).text().contains(heading), qPrintable(doc.getAllText(0).text()));
        QVERIFY(doc.getAllText(1).text().contains(QStringLiteral("тест 1069")));
        const QImage page = onPaper(doc, 0);
        const QRectF headingBounds = doc.getSelectionAtIndex(0, 0, int(heading.size())).boundingRectangle();
        QVERIFY(headingBounds.width() > 100);
        QVERIFY(inkIn(page, headingBounds) > int(headingBounds.width() * headingBounds.height() / 20));
    }

    // Only what the stamp uses is embedded: a small font, not the whole family.
    void subsetHoldsOnlyTheGlyphsUsed()
    {
        const auto font = PdfStampFont::forText({QStringLiteral("Подписано: 12:30")});
        QVERIFY(font);
        QVERIFY2(font->program().size() < 80 * 1024, qPrintable(QString::number(font->program().size())));
        QVERIFY(font->program().startsWith(QByteArray("\x00\x01\x00\x00", 4)));
        QCOMPARE(font->show(QStringLiteral("П")).size(), 6); // <XXXX>
        QVERIFY(font->show(QStringLiteral("П")) != font->show(QStringLiteral("?")));
        QCOMPARE(font->objects(10, 13).size(), PdfStampFont::kObjectCount);
        QVERIFY(font->objects(10, 13).first().contains("/FontDescriptor 13 0 R"));
        QVERIFY(font->objects(10, 13).first().contains("/ToUnicode 15 0 R"));
        QVERIFY(font->objects(10, 13).at(1).contains("/FontFile2 14 0 R"));
    }
};

QTEST_MAIN(TestSandboxStamp)
#include "tst_sandbox_stamp.moc"
