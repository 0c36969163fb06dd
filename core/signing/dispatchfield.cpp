// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchfield.h"

#include <algorithm>

namespace cliniclink {

namespace {

// Reads "<word>[<n>]" at the start of text: the index, and text moved past it. -1 when absent.
int takeIndexed(QStringView &text, QStringView word)
{
    if (!text.startsWith(word) || text.size() <= word.size() || text.at(word.size()) != u'[')
        return -1;
    const qsizetype close = text.indexOf(u']', word.size() + 1);
    if (close < 0)
        return -1;
    const QStringView digits = text.mid(word.size() + 1, close - word.size() - 1);
    bool ok = false;
    const int index = digits.toInt(&ok);
    // Digits only: no sign, no spaces, so one field has one spelling.
    if (!ok || index < 0 || digits.isEmpty()
        || !std::all_of(digits.begin(), digits.end(), [](QChar c) { return c.isDigit(); }))
        return -1;
    text = text.mid(close + 1);
    return index;
}

bool isName(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

} // namespace

DispatchField DispatchField::organization()
{
    return {};
}

DispatchField DispatchField::organizationField(const QString &name)
{
    DispatchField f;
    f.name = name;
    return f;
}

DispatchField DispatchField::practitioner(const QString &name)
{
    DispatchField f;
    f.section = Section::Practitioner;
    f.name = name;
    return f;
}

DispatchField DispatchField::patients()
{
    DispatchField f;
    f.section = Section::Patients;
    return f;
}

DispatchField DispatchField::patientField(int patient, const QString &name)
{
    DispatchField f = patients();
    f.patient = patient;
    f.name = name;
    return f;
}

DispatchField DispatchField::documentField(int patient, int document, const QString &name)
{
    DispatchField f = patientField(patient, name);
    f.document = document;
    return f;
}

DispatchField DispatchField::files()
{
    DispatchField f;
    f.section = Section::Files;
    return f;
}

DispatchField DispatchField::fileAt(int file)
{
    DispatchField f = files();
    f.file = file;
    return f;
}

DispatchField DispatchField::delivery()
{
    DispatchField f;
    f.section = Section::Delivery;
    return f;
}

DispatchField DispatchField::ofPatient(int index) const
{
    DispatchField f = *this;
    f.patient = index;
    return f;
}

QString DispatchField::toString() const
{
    switch (section) {
    case Section::Organization:
        return name.isEmpty() ? QStringLiteral("organization") : QStringLiteral("organization.") + name;
    case Section::Practitioner:
        return QStringLiteral("practitioner.") + name;
    case Section::Patients:
        if (patient < 0)
            return QStringLiteral("patients");
        if (document < 0)
            return QStringLiteral("patients[%1].%2").arg(patient).arg(name);
        return QStringLiteral("patients[%1].documents[%2].%3").arg(patient).arg(document).arg(name);
    case Section::Files:
        return file < 0 ? QStringLiteral("files") : QStringLiteral("files[%1]").arg(file);
    case Section::Delivery:
        return QStringLiteral("delivery");
    }
    return {};
}

std::optional<DispatchField> DispatchField::parse(QStringView id)
{
    if (id == u"organization")
        return organization();
    if (id == u"patients")
        return patients();
    if (id == u"files")
        return files();
    if (id == u"delivery")
        return delivery();
    // The organization's block has the contacts only: its id is the environment's, never typed.
    if (id == u"organization.email" || id == u"organization.phone")
        return organizationField(id.mid(13).toString());
    if (id.startsWith(u"practitioner.")) {
        const QStringView name = id.mid(13);
        return isName(name) ? std::optional(practitioner(name.toString())) : std::nullopt;
    }
    QStringView rest = id;
    if (const int file = takeIndexed(rest, u"files"); file >= 0)
        return rest.isEmpty() ? std::optional(fileAt(file)) : std::nullopt;
    const int patient = takeIndexed(rest, u"patients");
    if (patient < 0 || !rest.startsWith(u'.'))
        return std::nullopt;
    rest = rest.mid(1);
    const int document = takeIndexed(rest, u"documents");
    if (document >= 0) {
        if (!rest.startsWith(u'.') || !isName(rest.mid(1)))
            return std::nullopt;
        return documentField(patient, document, rest.mid(1).toString());
    }
    return isName(rest) ? std::optional(patientField(patient, rest.toString())) : std::nullopt;
}

size_t qHash(const DispatchField &field, size_t seed) noexcept
{
    return qHashMulti(seed, int(field.section), field.patient, field.document, field.file, field.name);
}

} // namespace cliniclink
