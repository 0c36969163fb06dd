// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// How a screen shows the end of a send (ui/common/sendoutcomeview.h): a doubt is a warning in the
// screen's own words with the error below, never a failure; a refusal is an error; a cancel before
// the request left says nothing; the same content may go again at once only after a refusal.

#include "core/signing/signingservice.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sendoutcomeview.h"

#include <QTest>

using namespace cliniclink;

namespace {

SendOutcome ended(OutboxState state, std::optional<ApiError> error = std::nullopt, const QString &reason = {})
{
    SendOutcome o;
    o.state = state;
    o.journalId = 7;
    o.error = std::move(error);
    o.reason = reason.isEmpty() && o.error ? o.error->headline() : reason;
    return o;
}

const SendTexts kTexts{QStringLiteral("It may have gone: look first."), QStringLiteral("It was not sent.")};

} // namespace

class TestSendOutcomeView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void uncertainIsAWarningInTheScreensWords()
    {
        const ApiError timeout(ApiError::Kind::Timeout, services::Signing);
        const SendOutcomeView view = SendOutcomeView::of(ended(OutboxState::Uncertain, timeout), kTexts);
        QVERIFY(view.show);
        QCOMPARE(view.kind, MessageBanner::Kind::Warning);
        QCOMPARE(view.headline, kTexts.uncertain);
        QCOMPARE(view.messages, QStringList{timeout.userText()});
        QVERIFY(!view.mayResend);
        // Without the screen's words: the shared ones, still a warning.
        QCOMPARE(SendOutcomeView::of(ended(OutboxState::Uncertain, timeout), {}).kind, MessageBanner::Kind::Warning);
        // An answer without the platform's id: the reason is what is said below.
        const SendOutcomeView unusable =
            SendOutcomeView::of(ended(OutboxState::Uncertain, std::nullopt, QStringLiteral("no id")), kTexts);
        QCOMPARE(unusable.messages, QStringList{QStringLiteral("no id")});
    }

    void refusedIsAnErrorAndMayGoAgain()
    {
        const ApiError refused = ApiError::fromHttp(services::Signing, 400, "application/json", "{}");
        SendOutcomeView view = SendOutcomeView::of(ended(OutboxState::Refused, refused), kTexts);
        QVERIFY(view.show);
        QCOMPARE(view.kind, MessageBanner::Kind::Error);
        QCOMPARE(view.headline, kTexts.refused);
        QCOMPARE(view.messages, QStringList{refused.userText()});
        QVERIFY(view.mayResend);
        view = SendOutcomeView::of(ended(OutboxState::Refused, refused), {});
        QCOMPARE(view.headline, refused.userText());
        QVERIFY(view.messages.isEmpty());
        QVERIFY(view.status.contains(refused.headline()));
    }

    void cancelledBeforeItLeftSaysNothing()
    {
        const SendOutcome cancelled =
            ended(OutboxState::Refused, ApiError(ApiError::Kind::Cancelled, services::Signing));
        QVERIFY(cancelled.wasCancelled());
        const SendOutcomeView view = SendOutcomeView::of(cancelled, kTexts);
        QVERIFY(!view.show);
        QVERIFY(view.mayResend);
        MessageBanner banner;
        banner.showMessage(MessageBanner::Kind::Info, QStringLiteral("before"));
        view.showIn(&banner);
        QCOMPARE(banner.headline(), QStringLiteral("before"));
    }

    void acceptedShowsTheScreensTextOnly()
    {
        QVERIFY(!SendOutcomeView::of(ended(OutboxState::Accepted), kTexts).show);
        const SendOutcomeView view = SendOutcomeView::of(ended(OutboxState::Accepted), kTexts, QStringLiteral("Sent."));
        QVERIFY(view.show);
        QCOMPARE(view.kind, MessageBanner::Kind::Info);
        QCOMPARE(view.headline, QStringLiteral("Sent."));
        QVERIFY(!view.mayResend);
        MessageBanner banner;
        view.showIn(&banner);
        QCOMPARE(banner.headline(), QStringLiteral("Sent."));
    }

    void aCallThatIsNoSendSaysNothing()
    {
        QVERIFY(!SendOutcomeView::of(static_cast<const ApiCall *>(nullptr), kTexts).show);
    }
};

QTEST_MAIN(TestSendOutcomeView)
#include "tst_sendoutcomeview.moc"
