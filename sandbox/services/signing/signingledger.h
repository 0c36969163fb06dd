// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the signing service sends and bills, kept for the admin API: the outbox (what a patient
// would receive: channel, phone or email, link, code) and one billing record per accepted package.

#include "signingtypes.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

class SigningLedger {
public:
    void clear();
    // Appends; entries with a time in the future (invites are sent asynchronously) are listed
    // only once the virtual clock reaches it.
    void send(OutboxEntry entry);
    QJsonArray outbox(const QDateTime &now, const QString &reference = {}, qint64 since = 0) const;
    QList<OutboxEntry> entries(const QDateTime &now, const QString &reference) const;

    // A record for one accepted package; paid when any channel is sms or chatbot. Returns its id.
    QString bill(const QString &organization, const QString &kind, const QString &reference,
                 const QStringList &channels, const QDateTime &now, const QString &note = {});
    // Resend tariff rule: an earlier delivery without sms is released and the new channel billed;
    // with sms, the new sending is billed as well ("by actual sending").
    QString billResend(const QString &organization, const QString &reference, const QString &previousId,
                       const QStringList &previousChannels, const QStringList &channels, const QDateTime &now);
    QJsonArray billing(const QString &reference = {}) const;

    static bool isPaidChannel(const QString &channel);

    // For --state-file.
    QJsonObject save() const;
    void restore(const QJsonObject &state);

private:
    QList<OutboxEntry> m_outbox;
    QList<BillingRecord> m_billing;
    qint64 m_seq = 0;
};

} // namespace cliniclink::sandbox
