// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Builds a FHIR DSTU2 Bundle as the C services take it (platform-api.md C, "Bundle"): every entry has
// a fullUrl "urn:uuid:<uuid>" unique in the bundle and a request {method: POST, url: <ResourceType>},
// and entries point at each other by that urn ({"reference": urn}). The server replaces the urns by
// the ids it assigns, so a client never invents ids of its own.

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace cliniclink::fhir {

class FhirBundle {
public:
    // type: "transaction" (lab order and result bundles), "batch" (terminology /batch).
    explicit FhirBundle(const QString &type = QStringLiteral("transaction"));

    // meta.profile: one profile id for order bundles, another for result bundles.
    void setProfile(const QString &profile);

    // A fresh "urn:uuid:<uuid>" for an entry added later with addAt(), when an earlier entry must
    // point at it (a DiagnosticReport's presentedForm at the Binary added last).
    QString reserveUrn();
    // Adds resource under a new urn with request {POST, <resourceType>}; returns the urn.
    QString add(const QJsonObject &resource);
    // Adds resource with an explicit request url (a batch entry: "ValueSet/$lookup"); returns the urn.
    QString add(const QJsonObject &resource, const QString &requestUrl);
    // Adds resource under a urn from reserveUrn(). False, and nothing added, when urn was not reserved
    // by this bundle or an entry already has it.
    bool addAt(const QString &urn, const QJsonObject &resource, const QString &requestUrl = {});

    qsizetype size() const { return m_entries.size(); }
    QJsonObject toJson() const;

    // {"reference": target}: target is a urn of this bundle or "Type/id" of a stored resource.
    static QJsonObject reference(const QString &target);
    static bool isUrnUuid(const QString &text);

private:
    QString newUrn() const;

    QString m_type;
    QString m_profile;
    QJsonArray m_entries;
    QSet<QString> m_used; // fullUrls of entries
    QSet<QString> m_reserved; // urns handed out by reserveUrn() and not yet used
};

} // namespace cliniclink::fhir
