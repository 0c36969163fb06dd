// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Questionnaire value types (D6) without a server: the schema written with `order` from the
// position and read back sorted by it, options too; what the builder names before saving; the
// template body of POST and PUT; the channel rules; the D7 invitation body.

#include "core/signing/questionnairecalls.h"
#include "core/signing/questionnairetypes.h"

#include <QJsonArray>
#include <QTest>

using namespace cliniclink;

class TestQuestionnaireTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void schemaWrittenInOrderAndReadSorted()
    {
        QuestionnaireSchema s;
        s.title = QStringLiteral("Анкета");
        s.questions = {
            {QStringLiteral("b"), QStringLiteral("Второй"), QuestionType::Text, false, {}},
            {QStringLiteral("a"),
             QStringLiteral("Первый"),
             QuestionType::MultipleChoice,
             true,
             {{QStringLiteral("x"), QStringLiteral("Икс")}, {QStringLiteral("y"), QStringLiteral("Игрек")}}}};
        QJsonObject o = s.toJson();
        const QJsonArray qs = o.value(u"questions").toArray();
        QCOMPARE(qs.at(0).toObject().value(u"order").toInt(), 1);
        QCOMPARE(qs.at(1).toObject().value(u"type").toString(), QStringLiteral("multiple_choice"));
        QCOMPARE(qs.at(1).toObject().value(u"options").toArray().at(1).toObject().value(u"order").toInt(), 2);
        QVERIFY(!qs.at(0).toObject().contains(u"options")); // text has none
        QCOMPARE(QuestionnaireSchema::fromJson(o), s);
        // The platform's order wins over the array's.
        QJsonArray reversed{qs.at(1), qs.at(0)};
        o.insert(QStringLiteral("questions"), reversed);
        QCOMPARE(QuestionnaireSchema::fromJson(o).questions.first().id, QStringLiteral("b"));
    }

    void problemsNamedBeforeSaving()
    {
        QuestionnaireSchema s;
        QCOMPARE(s.problems().size(), 1); // no question
        s.questions = {{QStringLiteral("q1"),
                        QString(),
                        QuestionType::SingleChoice,
                        false,
                        {{QStringLiteral("o1"), QStringLiteral("Да")}}},
                       {QStringLiteral("q1"), QStringLiteral("Второй"), QuestionType::YesNo, false, {}}};
        const QStringList p = s.problems();
        QCOMPARE(p.size(), 3); // no text, one option, the id twice
        s.questions[0].label = QStringLiteral("Первый");
        s.questions[0].options.append({QStringLiteral("o2"), QStringLiteral("Нет")});
        s.questions[1].id = QStringLiteral("q2");
        QVERIFY(s.problems().isEmpty());
    }

    void templateBodies()
    {
        QuestionnaireTemplate t;
        t.title = QStringLiteral("Анкета");
        t.active = false;
        QVERIFY(!t.toBody(false).contains(u"active")); // POST
        QCOMPARE(t.toBody(true).value(u"active").toBool(true), false); // PUT
        const QuestionnaireTemplate read = QuestionnaireTemplate::fromJson(
            {{QStringLiteral("id"), QStringLiteral("t1")}, {QStringLiteral("version"), QStringLiteral("3")}});
        QCOMPARE(read.version, 3); // a number or a string
        QVERIFY(read.active);
    }

    void channelRules()
    {
        QVERIFY(isRussianMobile(QStringLiteral("+79161234567")));
        QVERIFY(!isRussianMobile(QStringLiteral("+74951234567")));
        QVERIFY(!isRussianMobile(QStringLiteral("89161234567")));
        QVERIFY(questionnaireChannelProblems({QuestionnaireChannel::App}, {}, {}).isEmpty());
        QCOMPARE(
            questionnaireChannelProblems({QuestionnaireChannel::Chatbot}, QStringLiteral("+74951234567"), {}).size(),
            1);
        QCOMPARE(questionnaireChannelProblems({QuestionnaireChannel::Email}, {}, {}).size(), 1);
        QCOMPARE(questionnaireChannelProblems({}, {}, {}).size(), 1);
        QVERIFY(isPaidQuestionnaireChannel(QuestionnaireChannel::Sms));
        QVERIFY(!isPaidQuestionnaireChannel(QuestionnaireChannel::Email));
    }

    void inviteBody()
    {
        InviteRequest r;
        r.phone = QStringLiteral(" +79161234567 ");
        r.channels = {InviteChannel::Sms, InviteChannel::Chatbot};
        r.practitioner.familyName = QStringLiteral("Смирнова");
        r.practitioner.snils = QStringLiteral("112-233-445 95");
        const QJsonObject o = r.toJson();
        QCOMPARE(o.value(u"patient").toObject().value(u"phone").toString(), QStringLiteral("+79161234567"));
        QVERIFY(!o.value(u"patient").toObject().contains(u"email"));
        QCOMPARE(o.value(u"channels").toArray(), (QJsonArray{QStringLiteral("sms"), QStringLiteral("chatbot")}));
        QCOMPARE(o.value(u"practitioner").toObject().value(u"snils").toString(), QStringLiteral("11223344595"));
    }
};

QTEST_GUILESS_MAIN(TestQuestionnaireTypes)
#include "tst_questionnairetypes.moc"
