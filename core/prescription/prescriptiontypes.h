// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service B value types: the request record B1, the status record B2, and a reader tolerant of
// the contract's own conflicts (StatusNumber as string or number, Message as string or array,
// one record or an array of them).

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace cliniclink {

// B1: Organization (uuid), IdSourceMis, IdDataSource (1: the integrated EHR service).
QJsonObject buildPrescriptionRequest(const QString &organizationId, const QString &idSourceMis);

struct PrescriptionStatusRecord {
    QDateTime statusDate; // "<date> <time with microseconds>", read as Moscow time when no offset is given
    QString statusDateText; // as sent, when it could not be read
    QString idSourceMis;
    QString idSource;
    QString lpu;
    QString status; // "Success" or "Failed"
    int statusNumber = -1; // -1: absent or unreadable
    QString message;
    QString idRequestGuid;
    QString externalNumber;

    bool isSuccess() const { return status.compare(u"Success", Qt::CaseInsensitive) == 0; }
};

// Reads a TakePrescriptionStatus answer: one record or an array; newest first.
QList<PrescriptionStatusRecord> readPrescriptionStatus(const QJsonValue &answer);
// Reads a MakeCancelPrescription answer's Message (a string, or an array of strings).
QStringList readPrescriptionMessages(const QJsonValue &answer);
// Parses "2026-01-14 09:12:05.114207" (and ISO 8601 variants).
QDateTime parsePrescriptionDate(const QString &text);
// The sub-state of 4 an annulled registration has: nothing is left to cancel.
inline constexpr int kPrescriptionAnnulledStatus = 11;
// A plain-words meaning of the number, translated, where we are sure of it (0-5, from the base
// scenario, and 11, annulled); empty for the other sub-states of 4 (6-12) the contract does not
// describe. The record's own message says what happened and comes first on the screen.
QString prescriptionStatusMeaning(int statusNumber);
// IdSourceMis as typed or pasted: trimmed; an error text when it cannot be sent.
QString prescriptionIdProblem(const QString &idSourceMis);

} // namespace cliniclink
