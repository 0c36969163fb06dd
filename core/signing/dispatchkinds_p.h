// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to core/signing: the journal kinds of the signing desk's rows and how its rows are built,
// shared by dispatchdesk.cpp (sending) and dispatchdesklookup.cpp (sends in doubt).

#include "core/settings/environment.h"
#include "core/signing/signingservice.h"
#include "core/storage/journalrecords.h"
#include "signingcalls.h"

#include <QJsonArray>

namespace cliniclink::dispatchkinds {

inline const QString kDispatchKind = QStringLiteral("dispatch");
inline const QString kDraftKind = QStringLiteral("signing-draft");
// Actions on a dispatch that change it on the platform (and are billed, for a resend): outbox rows
// of their own, never listed as dispatches, their target named in the payload.
inline const QString kResendKind = QStringLiteral("signing-resend");
inline const QString kCancelKind = QStringLiteral("signing-cancel");
inline const QString kQesKind = QStringLiteral("signing-initqes");
inline const QString kTargetKey = QStringLiteral("trackingId");
// A dispatch or draft sent from a platform draft names it: the draft's status settles a send in doubt.
inline const QString kDraftOfKey = QStringLiteral("draftOf");

inline bool isDispatchKind(const QString &kind)
{
    return kind == kDispatchKind || kind == kDraftKind;
}

inline QStringList fileNamesOf(const DispatchRequest &request)
{
    QStringList names;
    for (const DispatchFile &f : request.files)
        names << f.fileName;
    return names;
}

inline DispatchPractitioner practitionerOf(const Environment &env)
{
    DispatchPractitioner p;
    p.familyName = env.practitioner.familyName;
    p.givenName = env.practitioner.givenName;
    p.middleName = env.practitioner.middleName;
    p.userIdLpu = env.practitioner.userIdLpu;
    p.snils = env.practitioner.snils;
    return p;
}

inline QJsonObject payloadOf(const QJsonObject &meta, const QStringList &fileNames, const QDateTime &draftExpiresAt)
{
    return QJsonObject{{QStringLiteral("meta"), meta},
                       {QStringLiteral("files"), QJsonArray::fromStringList(fileNames)},
                       {QStringLiteral("draftExpiresAt"), draftExpiresAt.toString(Qt::ISODateWithMs)}};
}

// A dispatch found in the list, as an item to follow. The list names the patients by MIS id only;
// when the find answers a send of ours, the patients as that send named them (family name, given
// name...) come from its D1, so the list shows a person, not an id.
inline TrackedItem itemOf(const DispatchSummary &summary, const Environment &env, const QJsonObject &sentMeta = {})
{
    QJsonArray patients;
    const QJsonArray sentPatients = sentMeta.value(QStringLiteral("patients")).toArray();
    for (const QString &id : summary.idPatientMis) {
        QJsonObject patient{{QStringLiteral("idPatientMis"), id}};
        for (const QJsonValue &p : sentPatients) {
            if (p.toObject().value(QStringLiteral("idPatientMis")).toString() == id)
                patient = p.toObject();
        }
        patients.append(patient);
    }
    const bool draft = summary.code == DispatchCode::Draft;
    TrackedItem item;
    item.environmentId = env.id;
    item.service = serviceKey(services::Signing);
    item.kind = draft ? kDraftKind : kDispatchKind;
    item.externalId = summary.trackingId;
    item.createdBy = env.practitioner.userIdLpu;
    item.payload = payloadOf(QJsonObject{{QStringLiteral("patients"), patients}}, {}, {});
    item.lastStatus = QString::number(summary.code ? summary.code : int(DispatchCode::Created));
    item.terminal = draft;
    return item;
}

} // namespace cliniclink::dispatchkinds
