// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyrecordset.h"

namespace cliniclink::sandbox {

StoredRecordSet::StoredRecordSet(std::vector<QJsonObject> records)
    : m_records(std::move(records))
{
    m_byCode.reserve(qsizetype(m_records.size()));
    for (size_t i = 0; i < m_records.size(); ++i) {
        QJsonObject &record = m_records[i];
        // Every record has an id: the fixture may leave it out, the platform never does.
        if (!record.contains(u"id"))
            record.insert(QStringLiteral("id"), QString::number(i + 1));
        m_byCode.insert(record.value(u"code").toString(), int(i));
    }
}

QString TerminologyRecordSet::attribute(int index, const QString &name) const
{
    const AttributeReader read = attributeReader(name);
    QString buffer;
    return read ? read(index, buffer).toString() : QString();
}

TerminologyRecordSet::AttributeReader TerminologyRecordSet::attributeReader(const QString &name) const
{
    return [this, name](int index, QString &buffer) -> QStringView {
        buffer = attributes(index).value(name).toString();
        return buffer;
    };
}

bool TerminologyRecordSet::sameRecord(int index, const TerminologyRecordSet &other, int otherIndex) const
{
    return display(index) == other.display(otherIndex) && attributes(index) == other.attributes(otherIndex);
}

QString StoredRecordSet::code(int index) const
{
    return m_records[size_t(index)].value(u"code").toString();
}

QString StoredRecordSet::display(int index) const
{
    return m_records[size_t(index)].value(u"display").toString();
}

} // namespace cliniclink::sandbox
