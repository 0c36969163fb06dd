// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Upload records of electronic prescriptions (fixture section "prescription.records"): what
// TakePrescriptionStatus reports and MakeCancelPrescription acts on. Annulment is queued and
// completes lazily: settle(now) applies every annulment whose time has come.

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cliniclink::sandbox {

struct PrescriptionRecord {
    QString organization; // UUID, lower case
    QString idSourceMis;
    QString idSource;
    int statusNumber = 0;
    QString statusDate; // "<date> <time with microseconds>", Moscow time
    QString message;
    QString idRequestGuid;
    QString externalNumber;
    bool active = true;
    bool annulled = false;
    QString cancelFailure; // "technical": the registry side fails every cancel of this record
    QDateTime annulAt; // a queued annulment completes then; invalid when none is queued
};

class PrescriptionStore {
public:
    static constexpr int kAnnulledStatusNumber = 11;
    static constexpr int kQueuedStatusNumber = 10;

    // Loads records; queued annulments of the fixture complete annulmentDelaySeconds after now.
    void load(const QJsonObject &section, const QDateTime &now);
    QJsonObject saveState() const;
    void restoreState(const QJsonObject &state);

    // Applies due annulments.
    void settle(const QDateTime &now);
    QList<PrescriptionRecord *> find(const QString &organization, const QString &idSourceMis);
    // Queues the annulment of record; it completes annulmentDelaySeconds later.
    void queueAnnulment(PrescriptionRecord *record, const QDateTime &now);

    static QJsonObject toResponse(const PrescriptionRecord &record);
    static QString defaultMessage(int statusNumber);
    static bool isSuccess(int statusNumber);
    static QString formatStatusDate(const QDateTime &time);

private:
    static PrescriptionRecord fromJson(const QJsonObject &o);
    static QJsonObject toJson(const PrescriptionRecord &r);

    QList<PrescriptionRecord> m_records;
    int m_annulmentDelaySeconds = 60;
};

} // namespace cliniclink::sandbox
