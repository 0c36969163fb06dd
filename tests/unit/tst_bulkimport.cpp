// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading a registrar's spreadsheet: CSV as Excel writes it in Russia (both encodings, both
// separators, quotes, empty lines), files that are not CSV, the column mapping, and one row read
// into an enrichment request with its problems per cell; the document types as people write them
// (issue 28: «Паспорт гражданина РФ» was refused), a row longer than its header, SNILS as the
// results file writes it.

#include "core/bulk/bulkexport.h"
#include "core/bulk/bulkfields.h"
#include "core/bulk/csvtext.h"

#include <QTest>

using namespace cliniclink;

namespace {

const QDate kToday(2026, 11, 25);

QStringList header()
{
    return {QStringLiteral("Фамилия"),       QStringLiteral("Имя"),   QStringLiteral("Отчество"),
            QStringLiteral("Дата рождения"), QStringLiteral("Пол"),   QStringLiteral("Тип документа"),
            QStringLiteral("Серия"),         QStringLiteral("Номер"), QStringLiteral("Дата выдачи"),
            QStringLiteral("Кем выдан"),     QStringLiteral("СНИЛС")};
}

QStringList goodRow()
{
    return {QStringLiteral("Иванов"),
            QStringLiteral("Сергей"),
            QStringLiteral("Петрович"),
            QStringLiteral("14.03.1978"),
            QStringLiteral("М"),
            QStringLiteral("1"),
            QStringLiteral("4509"),
            QStringLiteral("123456"),
            QStringLiteral("22.04.2003"),
            QStringLiteral("ОВД района Хамовники г. Москвы"),
            QStringLiteral("124-578-963 91")};
}

} // namespace

class TestBulkImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void windows1251RoundTrip()
    {
        const QString text = QStringLiteral("Ёжиков Всеволод № «5» — ё");
        const QByteArray bytes = encodeWindows1251(text);
        QCOMPARE(bytes.size(), text.size()); // one byte per character
        QCOMPARE(quint8(bytes.at(0)), quint8(0xA8)); // Ё
        QCOMPARE(decodeWindows1251(bytes), text);
        QCOMPARE(encodeWindows1251(QStringLiteral("日")), QByteArray("?"));
    }

    void detectsEncodingAndSeparator_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("encoding");
        QTest::addColumn<QChar>("separator");
        const QString text =
            QStringLiteral("Фамилия;Имя;Дата рождения\r\nИванов;Сергей;14.03.1978\r\nПетрова;Анна;01.02.1990\r\n");
        QTest::newRow("1251, ;") << encodeWindows1251(text) << int(CsvEncoding::Windows1251) << QChar(u';');
        QTest::newRow("utf-8, ;") << text.toUtf8() << int(CsvEncoding::Utf8) << QChar(u';');
        QTest::newRow("utf-8 bom, ;") << QByteArray("\xEF\xBB\xBF") + text.toUtf8() << int(CsvEncoding::Utf8)
                                      << QChar(u';');
        QString commas = text;
        commas.replace(u';', u',');
        QTest::newRow("1251, ,") << encodeWindows1251(commas) << int(CsvEncoding::Windows1251) << QChar(u',');
        QTest::newRow("utf-8, ,") << commas.toUtf8() << int(CsvEncoding::Utf8) << QChar(u',');
        // A comma inside a quoted cell does not make ',' the separator.
        QTest::newRow("quoted commas")
            << QStringLiteral("a;b\r\n\"Иванов, Сергей\";1\r\n\"Петров, Иван\";2\r\n").toUtf8()
            << int(CsvEncoding::Utf8) << QChar(u';');
    }
    void detectsEncodingAndSeparator()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, encoding);
        QFETCH(QChar, separator);
        const CsvTable table = readCsv(bytes);
        QVERIFY2(table.ok(), qPrintable(table.error));
        QCOMPARE(int(table.format.encoding), encoding);
        QCOMPARE(table.format.separator, separator);
        QCOMPARE(table.rows.size(), 3);
        QVERIFY(table.rows.at(1).first().startsWith(QStringLiteral("Иванов")));
        QVERIFY(!table.rows.first().first().startsWith(QChar(0xFEFF))); // the BOM is not a character of the cell
    }

    void readsQuotesAndSkipsEmptyLines()
    {
        const QByteArray bytes = "\xEF\xBB\xBF"
                                 "name;note\r\n"
                                 "\r\n"
                                 "\"Smith; John\";\"said \"\"hi\"\"\r\nthen left\"\r\n"
                                 ";;\r\n"
                                 "  Doe  ;plain\n"
                                 "last;no newline";
        const CsvTable table = readCsv(bytes);
        QVERIFY2(table.ok(), qPrintable(table.error));
        QCOMPARE(table.rows.size(), 4);
        QCOMPARE(table.rows.at(1),
                 (QStringList{QStringLiteral("Smith; John"), QStringLiteral("said \"hi\"\nthen left")}));
        QCOMPARE(table.rows.at(2), (QStringList{QStringLiteral("Doe"), QStringLiteral("plain")}));
        QCOMPARE(table.rows.at(3), (QStringList{QStringLiteral("last"), QStringLiteral("no newline")}));
    }

    void theSameBytesReadAsThePersonChose()
    {
        const QByteArray bytes = encodeWindows1251(QStringLiteral("Фамилия,Имя\r\nИванов,Сергей\r\n"));
        const CsvTable chosen = readCsv(bytes, CsvFormat{CsvEncoding::Windows1251, u';'});
        QCOMPARE(chosen.rows.first().size(), 1); // one cell per line with ';'
        const CsvTable asUtf8 = readCsv(bytes, CsvFormat{CsvEncoding::Utf8, u','});
        QVERIFY(!asUtf8.rows.first().first().contains(QStringLiteral("Фамилия")));
    }

    void refusesWhatIsNotCsv_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("xlsx") << QByteArray("PK\x03\x04\x14\x00\x06\x00", 8) + QByteArray(100, '\0')
                              << QStringLiteral("Excel");
        QTest::newRow("pdf") << QByteArray("%PDF-1.4\n\0\0\1binary", 19) << QStringLiteral("not a CSV");
        QTest::newRow("empty") << QByteArray("\r\n  \r\n") << QStringLiteral("empty");
        QTest::newRow("open quote") << QByteArray("a;b\r\n1;\"never closed\r\n2;3\r\n") << QStringLiteral("Line 2");
    }
    void refusesWhatIsNotCsv()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        const CsvTable table = readCsv(bytes);
        QVERIFY(!table.ok());
        QVERIFY(table.rows.isEmpty());
        QVERIFY2(table.error.contains(says), qPrintable(table.error));
    }

    void writesWhatExcelOpens()
    {
        const QByteArray bytes = writeCsv({{QStringLiteral("Фамилия"), QStringLiteral("a;b")},
                                           {QStringLiteral("=HYPERLINK(\"x\")"), QStringLiteral("-5")},
                                           {QStringLiteral("say \"hi\""), QStringLiteral("-x")}});
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const CsvTable back = readCsv(bytes);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.format.separator, QChar(u';'));
        QCOMPARE(back.rows.at(0), (QStringList{QStringLiteral("Фамилия"), QStringLiteral("a;b")}));
        // A formula stays text, and so does "-5" in a text column (tst_csvwriter has the rule).
        QCOMPARE(back.rows.at(1), (QStringList{QStringLiteral("'=HYPERLINK(\"x\")"), QStringLiteral("'-5")}));
        QCOMPARE(back.rows.at(2), (QStringList{QStringLiteral("say \"hi\""), QStringLiteral("'-x")}));
        QVERIFY(bytes.contains("\r\n"));
    }

    void guessesAndRemembersTheMapping()
    {
        const BulkMapping m = BulkMapping::guess(header());
        QCOMPARE(m.column(BulkField::FamilyName), 0);
        QCOMPARE(m.column(BulkField::BirthDate), 3);
        QCOMPARE(m.column(BulkField::Snils), 10);
        QVERIFY(m.missing(EnrichmentOperation::SnilsLookup).isEmpty());

        // Headers of the person's own making: mapped by hand once, remembered by text.
        const QStringList own{QStringLiteral("ФИО: фамилия"), QStringLiteral("Рожд."), QStringLiteral("Имя")};
        BulkMapping byHand;
        byHand.columns = {{BulkField::FamilyName, 0}, {BulkField::BirthDate, 1}, {BulkField::FirstName, 2}};
        const QHash<QString, BulkField> remembered = byHand.remember(own);
        const BulkMapping again = BulkMapping::guess(
            {QStringLiteral("Имя"), QStringLiteral("ФИО: Фамилия"), QStringLiteral("рожд")}, remembered);
        QCOMPARE(again.column(BulkField::FirstName), 0);
        QCOMPARE(again.column(BulkField::FamilyName), 1);
        QCOMPARE(again.column(BulkField::BirthDate), 2);
        QCOMPARE(BulkMapping::fromJson(again.toJson()), again);
        QCOMPARE(again.missing(EnrichmentOperation::PolicyLookup),
                 (QList<BulkField>{BulkField::DocumentType, BulkField::DocumentNumber}));
    }

    void recognisesDocumentTypesAsPeopleWriteThem_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("code");
        // The registrar's list of issue 28, and what else people and the dictionary write.
        QTest::newRow("issue 28") << QStringLiteral("Паспорт гражданина РФ") << QStringLiteral("1");
        QTest::newRow("upper case, dot") << QStringLiteral("ПАСПОРТ ГРАЖДАНИНА РФ.") << QStringLiteral("1");
        QTest::newRow("short") << QStringLiteral("паспорт РФ") << QStringLiteral("1");
        QTest::newRow("shortest") << QStringLiteral("Паспорт") << QStringLiteral("1");
        QTest::newRow("spaces") << QStringLiteral("  паспорт   гражданина  РФ ") << QStringLiteral("1");
        QTest::newRow("dictionary name") << QStringLiteral("Паспорт гражданина Российской Федерации")
                                         << QStringLiteral("1");
        QTest::newRow("code") << QStringLiteral("1") << QStringLiteral("1");
        QTest::newRow("code as Excel kept it") << QStringLiteral("01") << QStringLiteral("1");
        QTest::newRow("code 42") << QStringLiteral(" 42 ") << QStringLiteral("42");
        QTest::newRow("загранпаспорт") << QStringLiteral("загранпаспорт") << QStringLiteral("42");
        QTest::newRow("заграничный") << QStringLiteral("Заграничный паспорт гражданина Российской Федерации")
                                     << QStringLiteral("42");
        QTest::newRow("св-во") << QStringLiteral("св-во о рождении") << QStringLiteral("6");
        QTest::newRow("свид-во") << QStringLiteral("Свид-во о рождении") << QStringLiteral("6");
        QTest::newRow("свидетельство") << QStringLiteral("Свидетельство о рождении") << QStringLiteral("6");
        QTest::newRow("военный билет") << QStringLiteral("Военный билет") << QStringLiteral("9");
        QTest::newRow("ВНЖ") << QStringLiteral("ВНЖ") << QStringLiteral("11");
        QTest::newRow("вид на жительство") << QStringLiteral("Вид на жительство в РФ") << QStringLiteral("11");
        QTest::newRow("СССР") << QStringLiteral("паспорт СССР") << QStringLiteral("20");
        QTest::newRow("моряка") << QStringLiteral("Паспорт моряка") << QStringLiteral("7");
        QTest::newRow("English") << QStringLiteral("Birth certificate") << QStringLiteral("6");
        QTest::newRow("another country") << QStringLiteral("Паспорт гражданина Украины") << QString();
        QTest::newRow("a code not allowed") << QStringLiteral("3") << QString();
        QTest::newRow("nonsense") << QStringLiteral("-") << QString();
    }

    void recognisesDocumentTypesAsPeopleWriteThem()
    {
        QFETCH(QString, cell);
        QFETCH(QString, code);
        QCOMPARE(identityDocumentTypeFromText(cell), code);
        QStringList row = goodRow();
        row[5] = cell;
        const BulkRowInput read =
            readBulkRow(EnrichmentOperation::SnilsLookup, BulkMapping::guess(header()), row, kToday);
        QCOMPARE(read.document.type, code);
        QCOMPARE(issuesFor(read.issues, QStringLiteral("documentType")).isEmpty(), !code.isEmpty());
    }

    void foldsCaseYoAndPunctuation()
    {
        QCOMPARE(normalizedDocumentTypeText(QStringLiteral("  Ёлка-ПАСПОРТ, «РФ». ")),
                 QStringLiteral("елка паспорт рф"));
        QCOMPARE(identityDocumentTypeFromText(QStringLiteral("Паспорт гражданина РФ")),
                 identityDocumentTypeFromText(QStringLiteral("паспорт   гражданина-рф")));
    }

    // What the person says an unknown value means holds for the whole column and stays with the job.
    void anUnknownValueMappedOnceForTheColumn()
    {
        BulkMapping m = BulkMapping::guess(header());
        QStringList row = goodRow();
        row[5] = QStringLiteral("Паспорт гр-на Российской Федерации (внутр.)");
        QStringList other = row;
        other[5] = QStringLiteral("паспорт гр-на российской федерации внутр");
        QCOMPARE(unknownDocumentTypeValues(m, {row, other, goodRow()}), QStringList{row.at(5)});
        QVERIFY(!readBulkRow(EnrichmentOperation::SnilsLookup, m, row, kToday).sendable());
        m.documentTypes.insert(normalizedDocumentTypeText(row.at(5)), QStringLiteral("1"));
        QCOMPARE(readBulkRow(EnrichmentOperation::SnilsLookup, m, other, kToday).document.type, QStringLiteral("1"));
        QVERIFY(readBulkRow(EnrichmentOperation::SnilsLookup, m, row, kToday).sendable());
        QVERIFY(unknownDocumentTypeValues(m, {row, other}).isEmpty());
        QCOMPARE(BulkMapping::fromJson(m.toJson()), m);
    }

    void mapsThePassportColumnsByTheirUsualHeaders_data()
    {
        QTest::addColumn<QString>("series");
        QTest::addColumn<QString>("number");
        QTest::newRow("short") << QStringLiteral("Серия") << QStringLiteral("Номер");
        QTest::newRow("passport") << QStringLiteral("Серия паспорта") << QStringLiteral("Номер паспорта");
        QTest::newRow("document") << QStringLiteral("Серия документа") << QStringLiteral("Номер документа");
        QTest::newRow("sign and colon") << QStringLiteral("Серия паспорта:") << QStringLiteral("№ паспорта");
        QTest::newRow("upper case") << QStringLiteral("СЕРИЯ ПАСПОРТА") << QStringLiteral("НОМЕР ПАСПОРТА*");
        QTest::newRow("English") << QStringLiteral("Passport series") << QStringLiteral("Passport number");
    }

    void mapsThePassportColumnsByTheirUsualHeaders()
    {
        QFETCH(QString, series);
        QFETCH(QString, number);
        QStringList h = header();
        h[6] = series;
        h[7] = number;
        const BulkMapping m = BulkMapping::guess(h);
        QCOMPARE(m.column(BulkField::DocumentSeries), 6);
        QCOMPARE(m.column(BulkField::DocumentNumber), 7);
        QCOMPARE(m.column(BulkField::DocumentType), 5);
        QVERIFY(m.missing(EnrichmentOperation::PolicyLookup).isEmpty());
        // "№" alone numbers the rows: not the document's number.
        QStringList numbered = h;
        numbered.prepend(QStringLiteral("№"));
        QCOMPARE(BulkMapping::guess(numbered).column(BulkField::DocumentNumber), 8);
    }

    // A row of 50 cells under a header of 11: its cells may be shifted, it waits for the person.
    void aRowLongerThanTheHeaderIsHeld()
    {
        const BulkMapping m = BulkMapping::guess(header());
        QStringList wide = goodRow();
        while (wide.size() < 50)
            wide << QStringLiteral("x");
        const BulkRowInput read = readBulkRow(EnrichmentOperation::SnilsLookup, m, wide, kToday, 11);
        QVERIFY(!read.sendable());
        const FieldIssues extra = issuesFor(read.issues, kBulkExtraColumnsKey.toString());
        QCOMPARE(extra.size(), 1);
        QVERIFY2(extra.first().message.contains(QStringLiteral("50")), qPrintable(extra.first().message));
        // Empty cells past the header are only trailing separators.
        QStringList trailing = goodRow();
        trailing << QString() << QString();
        QVERIFY(readBulkRow(EnrichmentOperation::SnilsLookup, m, trailing, kToday, 11).sendable());
    }

    // Bare digits are a number to Excel, which drops the leading zero.
    void writesSnilsAsPeopleDo_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        QTest::newRow("leading zero") << QStringLiteral("01234567890") << QStringLiteral("012-345-678 90");
        QTest::newRow("digits") << QStringLiteral("12345678964") << QStringLiteral("123-456-789 64");
        QTest::newRow("as typed") << QStringLiteral(" 123 456 789-64") << QStringLiteral("123-456-789 64");
        QTest::newRow("formatted") << QStringLiteral("123-456-789 64") << QStringLiteral("123-456-789 64");
        QTest::newRow("too short") << QStringLiteral("123") << QStringLiteral("123");
        QTest::newRow("empty") << QString() << QString();
    }

    void writesSnilsAsPeopleDo()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(bulkSnilsText(cell), written);
        // And the file keeps it as text: no quote added, no formula, the zero stays.
        const CsvTable back = readCsv(writeCsv({{bulkSnilsText(cell)}}));
        QCOMPARE(back.rows.value(0).value(0), written);
    }

    void readsARow()
    {
        const BulkMapping m = BulkMapping::guess(header());
        const BulkRowInput row = readBulkRow(EnrichmentOperation::SnilsLookup, m, goodRow(), kToday);
        QVERIFY2(row.sendable(), qPrintable(row.issues.isEmpty() ? QString() : row.issues.first().message));
        QCOMPARE(row.patient.birthDate, QDate(1978, 3, 14));
        QCOMPARE(row.patient.gender, QStringLiteral("1"));
        QCOMPARE(row.document.type, QStringLiteral("1"));
        QCOMPARE(row.document.issueDate, QDate(2003, 4, 22));

        QStringList iso = goodRow();
        iso[3] = QStringLiteral("1978-03-14");
        iso[4] = QStringLiteral("женский");
        iso[5] = QStringLiteral("Паспорт");
        iso[2].clear(); // no patronymic: allowed
        const BulkRowInput other = readBulkRow(EnrichmentOperation::SnilsLookup, m, iso, kToday);
        QVERIFY(other.sendable());
        QCOMPARE(other.patient.gender, QStringLiteral("2"));
        QVERIFY(other.patient.noPatronymic);
        QCOMPARE(parseBulkDate(QStringLiteral("14.03.1978 0:00:00")), QDate(1978, 3, 14));
    }

    void namesEveryProblemByCellAndNeverRepairs()
    {
        const BulkMapping m = BulkMapping::guess(header());
        QStringList bad = goodRow();
        bad[0].clear(); // family name required
        bad[3] = QStringLiteral("14/03/1978"); // not a format we read: not guessed
        bad[4] = QStringLiteral("?");
        bad[10] = QStringLiteral("124-578-963 92"); // wrong check digits
        const BulkRowInput lookup = readBulkRow(EnrichmentOperation::SnilsLookup, m, bad, kToday);
        QVERIFY(!lookup.sendable());
        QStringList fields;
        for (const FieldIssue &i : lookup.issues)
            fields << i.field;
        QVERIFY(fields.contains(QStringLiteral("familyName")));
        QVERIFY(fields.contains(QStringLiteral("birthDate")));
        QVERIFY(fields.contains(QStringLiteral("gender")));
        QCOMPARE(fields.count(QStringLiteral("birthDate")), 1); // the reading problem, not "required" too
        QVERIFY(!fields.contains(QStringLiteral("snils"))); // A1 does not send the SNILS
        QVERIFY(!lookup.patient.birthDate.isValid());

        const BulkRowInput check = readBulkRow(EnrichmentOperation::SnilsValidation, m, bad, kToday);
        QStringList checkFields;
        for (const FieldIssue &i : check.issues)
            checkFields << i.field;
        QVERIFY(checkFields.contains(QStringLiteral("snils")));
        QVERIFY(!checkFields.contains(QStringLiteral("documentNumber")));
    }
};

QTEST_GUILESS_MAIN(TestBulkImport)
#include "tst_bulkimport.moc"
