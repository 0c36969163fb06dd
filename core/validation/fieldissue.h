// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A problem with one field of a form, found before anything is sent: the form shows the message
// next to the field named by `field`. Errors block sending; warnings only inform.

#include <QList>
#include <QString>

namespace cliniclink {

struct FieldIssue {
    enum class Severity { Error, Warning };
    QString field; // the form's field id, e.g. "patient.familyName"
    QString message; // translated, for the person
    Severity severity = Severity::Error;

    bool isError() const { return severity == Severity::Error; }
    bool operator==(const FieldIssue &) const = default;
};

using FieldIssues = QList<FieldIssue>;

inline bool hasErrors(const FieldIssues &issues)
{
    for (const FieldIssue &i : issues) {
        if (i.isError())
            return true;
    }
    return false;
}

// Issues of one field, errors first.
inline FieldIssues issuesFor(const FieldIssues &issues, const QString &field)
{
    FieldIssues out;
    for (const FieldIssue &i : issues) {
        if (i.field == field)
            i.isError() ? out.prepend(i) : out.append(i);
    }
    return out;
}

} // namespace cliniclink
