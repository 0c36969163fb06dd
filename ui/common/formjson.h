// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The form's JSON read and written by a field's path (FormSession): "patient.familyName" ->
// {"patient", "familyName"}; a number indexes an array ("patients.0.snils").

#include <QJsonValue>
#include <QStringView>

namespace cliniclink {

// The value at path; undefined when a step of it is missing.
QJsonValue valueAt(const QJsonValue &root, QStringView path);
// root with value at path, the objects and arrays on the way made as needed (an array padded with
// nulls up to the index).
QJsonValue withValueAt(const QJsonValue &root, QStringView path, const QJsonValue &value);

} // namespace cliniclink
