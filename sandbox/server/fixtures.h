// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The fixture document: one JSON object whose top-level keys are sections ("tokens", "mis",
// "organizations", "enrichment", "prescription", "terminology", ...). The built-in set is assembled
// from every sandbox/fixtures/*.json compiled in as a resource; --fixtures FILE replaces it whole.

#include <QJsonObject>
#include <QString>

#include <optional>

namespace cliniclink::sandbox {

// Adds part's sections to target. A section present in both is merged: objects key by key (a key
// in both is an error), arrays concatenated; any other duplicate is an error. False and a message
// in error on a conflict (target is then partly merged).
bool mergeFixtureSections(QJsonObject &target, const QJsonObject &part, const QString &partName, QString *error);

// The built-in set, merged from the resource folder in file-name order. Parsed once per process:
// it is read-only, so sharing it between sandboxes is harmless. Empty with a message on error.
QJsonObject builtInFixtures(QString *error = nullptr);

// One fixture file (the same schema as the merged built-in document).
std::optional<QJsonObject> readFixtureFile(const QString &path, QString *error);

} // namespace cliniclink::sandbox
