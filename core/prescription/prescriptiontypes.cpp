// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptiontypes.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimeZone>

#include <algorithm>

// The translation context of the messages below (lupdate reads it from the macro).
class Prescription {
    Q_DECLARE_TR_FUNCTIONS(Prescription)
};

namespace cliniclink {

QJsonObject buildPrescriptionRequest(const QString &organizationId, const QString &idSourceMis)
{
    return {{QStringLiteral("Organization"), organizationId.trimmed()},
            {QStringLiteral("IdSourceMis"), idSourceMis.trimmed()},
            {QStringLiteral("IdDataSource"), 1}};
}

QDateTime parsePrescriptionDate(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return {};
    QDateTime parsed = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!parsed.isValid()) {
        // "<date> <time with microseconds>": Qt reads milliseconds, so cut the fraction to three digits.
        QString iso = t;
        iso.replace(u' ', u'T');
        const qsizetype dot = iso.indexOf(u'.');
        if (dot > 0) {
            qsizetype end = dot + 1;
            while (end < iso.size() && iso.at(end).isDigit())
                ++end;
            iso = iso.left(std::min(end, dot + 4)) + iso.mid(end);
        }
        parsed = QDateTime::fromString(iso, Qt::ISODateWithMs);
    }
    if (parsed.isValid() && parsed.timeSpec() == Qt::LocalTime && !t.contains(u'Z') && !t.contains(u'+'))
        parsed = QDateTime(parsed.date(), parsed.time(), QTimeZone(QByteArrayLiteral("Europe/Moscow")));
    return parsed;
}

namespace {

QString stringOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'f', 0);
    return {};
}

PrescriptionStatusRecord readRecord(const QJsonObject &o)
{
    PrescriptionStatusRecord r;
    r.statusDateText = stringOf(o.value(u"StatusDate"));
    r.statusDate = parsePrescriptionDate(r.statusDateText);
    r.idSourceMis = stringOf(o.value(u"IdSourceMis"));
    r.idSource = stringOf(o.value(u"IdSource"));
    r.lpu = stringOf(o.value(u"Lpu"));
    r.status = stringOf(o.value(u"Status"));
    bool ok = false;
    const int n = stringOf(o.value(u"StatusNumber")).toInt(&ok);
    r.statusNumber = ok ? n : -1;
    const QJsonValue message = o.value(u"Message");
    r.message = message.isArray() ? readPrescriptionMessages(o).join(u'\n') : stringOf(message);
    r.idRequestGuid = stringOf(o.value(u"IdRequestGuid"));
    r.externalNumber = stringOf(o.value(u"ExternalNumber"));
    return r;
}

} // namespace

QList<PrescriptionStatusRecord> readPrescriptionStatus(const QJsonValue &answer)
{
    QList<PrescriptionStatusRecord> records;
    if (answer.isArray()) {
        for (const QJsonValue &v : answer.toArray()) {
            if (v.isObject())
                records << readRecord(v.toObject());
        }
    } else if (answer.isObject()) {
        records << readRecord(answer.toObject());
    }
    std::stable_sort(records.begin(), records.end(), [](const auto &a, const auto &b) {
        return a.statusDate.isValid() && (!b.statusDate.isValid() || a.statusDate > b.statusDate);
    });
    return records;
}

QStringList readPrescriptionMessages(const QJsonValue &answer)
{
    const QJsonValue m = answer.isObject() ? answer.toObject().value(u"Message") : answer;
    QStringList out;
    if (m.isArray()) {
        for (const QJsonValue &v : m.toArray()) {
            if (!stringOf(v).isEmpty())
                out << stringOf(v);
        }
    } else if (!stringOf(m).isEmpty()) {
        out << stringOf(m);
    }
    return out;
}

QString prescriptionStatusMeaning(int statusNumber)
{
    switch (statusNumber) {
    case 0:
        return ::Prescription::tr("Accepted; waiting to be sent to the registry");
    case 1:
        return ::Prescription::tr("Sent to the registry; waiting for its answer");
    case 2:
        return ::Prescription::tr("Failed the format checks");
    case 3:
        return ::Prescription::tr("Could not be passed to the registry");
    case 4:
        return ::Prescription::tr("Registered in the registry");
    case 5:
        return ::Prescription::tr("The registry refused to register it");
    default:
        break;
    }
    // 11 is the annulled registration, what a cancel ends in.
    if (statusNumber == kPrescriptionAnnulledStatus)
        return ::Prescription::tr("Annulled in the registry");
    // The other sub-states of 4 (6-12) the contract leaves open: "registered" could say the
    // opposite of the platform's message, which is shown instead.
    if (statusNumber >= 6 && statusNumber <= 12)
        return {};
    return ::Prescription::tr("Unknown status");
}

QString prescriptionIdProblem(const QString &idSourceMis)
{
    const QString id = idSourceMis.trimmed();
    if (id.isEmpty())
        return ::Prescription::tr("Enter the prescription's identifier in the MIS.");
    if (id.size() > 255)
        return ::Prescription::tr("The identifier is too long (at most 255 characters).");
    return {};
}

} // namespace cliniclink
