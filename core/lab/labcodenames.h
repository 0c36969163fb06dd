// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The names of the codes a laboratory result carries (analytes, organisms, antibiotics, no-growth
// groups, services), for a person to read beside the code: the coding's own display (what the
// laboratory sent), else the offline copy of the dictionary, else the terminology service's
// $lookup, asked for every code still without a name in one /batch. What the service answered, a
// name or "it has none", is kept for as long as this object lives (the session): each code is asked
// once. A failed request is forgotten, so a later result may ask again. Nothing waits: names that
// arrive come with namesArrived().
//
//   auto *names = new LabCodeNames(&session.transport(), cache, this);
//   names->resolve(codings);   // what is not known yet is asked
//   label->setText(names->name(coding));   // now, and again on namesArrived()

#include "core/fhir/fhircoding.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace cliniclink {

class TerminologyCache;
class Transport;

class LabCodeNames : public QObject {
    Q_OBJECT
public:
    // transport may be null (nothing is asked); cache may be null or closed.
    LabCodeNames(Transport *transport, const TerminologyCache *cache, QObject *parent = nullptr);

    // The name of coding as known now; empty when none is known (yet).
    QString name(const fhir::FhirCoding &coding) const;
    // Asks the service about the codings that have no name and were not asked before; no request
    // when there are none.
    void resolve(const QList<fhir::FhirCoding> &codings);
    bool isAsking() const { return !m_asking.isEmpty(); }

Q_SIGNALS:
    // An answer came: some names may be known now.
    void namesArrived();

private:
    static QString key(const fhir::FhirCoding &coding);
    QString cached(const fhir::FhirCoding &coding) const;

    Transport *m_transport;
    const TerminologyCache *m_cache;
    QHash<QString, QString> m_answered; // key -> display; empty when the service has none
    QSet<QString> m_asking;
};

} // namespace cliniclink
