// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a screen says about a send once it has ended (core/follow/outboxsend.h): the banner, the
// status line and whether its send button may be pressed again, all read from the one
// SendOutcome. No screen works the outcome out again from the call or its error: the outbox
// decided it, and the journal row says the same.

#include "core/follow/outboxsend.h"
#include "messagebanner.h"

#include <QCoreApplication>

namespace cliniclink {

class ApiCall;

// A screen's own words for one kind of send; an empty text takes the shared one.
struct SendTexts {
    // In doubt: what may have happened and what the person should do (a warning).
    QString uncertain;
    // Refused (nothing arrived): the headline, the error's text below it. Empty: the error's
    // text is the headline.
    QString refused;
};

struct SendOutcomeView {
    Q_DECLARE_TR_FUNCTIONS(SendOutcomeView)
public:
    // False when there is nothing to say: the person cancelled the request before it left.
    bool show = false;
    MessageBanner::Kind kind = MessageBanner::Kind::Info;
    QString headline;
    QStringList messages;
    // One line for a status mark or a list: "Sent", "Not sent: <why>", "May have gone".
    QString status;
    // The same content may go again at once: nothing arrived. False once it arrived (the form
    // moves on) and while it may have arrived (the person looks first).
    bool mayResend = false;

    // accepted: what the screen says when the platform took it (the answer is the screen's to read).
    static SendOutcomeView of(const SendOutcome &outcome, const SendTexts &texts, const QString &accepted = {});
    // The outcome of call's send; a call that is no send (or has not ended) gives an empty view.
    static SendOutcomeView of(const ApiCall *call, const SendTexts &texts, const QString &accepted = {});

    // Shows the banner when there is something to say.
    void showIn(MessageBanner *banner) const;
};

} // namespace cliniclink
