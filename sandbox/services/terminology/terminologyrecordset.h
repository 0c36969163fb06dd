// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The records of one version of one dictionary. Positions are stable, so $expand with an offset
// reads count records directly and $lookup/$validate-code find a code by a hash (or, for the
// generated dictionary, by arithmetic) without scanning.

#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace cliniclink::sandbox {

class TerminologyRecordSet {
public:
    virtual ~TerminologyRecordSet() = default;
    virtual int size() const = 0;
    virtual QString code(int index) const = 0;
    virtual QString display(int index) const = 0;
    // Every attribute of the record as strings, code and display included.
    virtual QJsonObject attributes(int index) const = 0;
    // One attribute of the record as a string, empty when it has none by that name.
    QString attribute(int index, const QString &name) const;
    // Reads the attribute `name` of any record, as attribute() does, into a buffer the caller keeps from
    // record to record, and returns a view of it (or of a string the set keeps). A search over every record
    // of a set resolves the name once, and a set that builds its records allocates nothing per record.
    // A set that knows no record has the attribute returns no reader (an empty function): every record
    // reads as empty.
    using AttributeReader = std::function<QStringView(int index, QString &buffer)>;
    virtual AttributeReader attributeReader(const QString &name) const;
    // Position of the code, or -1.
    virtual int indexOf(const QString &code) const = 0;
    // Position in other of this set's record at index (matched by code), or -1. A set that knows how
    // other's codes are made answers without building the code.
    virtual int indexIn(int index, const TerminologyRecordSet &other) const { return other.indexOf(code(index)); }
    // Whether this set's record at index has the same attributes as other's record at otherIndex. This
    // compares the built records; a set that knows how its records are made answers without building them.
    virtual bool sameRecord(int index, const TerminologyRecordSet &other, int otherIndex) const;
};

// Records listed in the fixture.
class StoredRecordSet final : public TerminologyRecordSet {
public:
    explicit StoredRecordSet(std::vector<QJsonObject> records);
    int size() const override { return int(m_records.size()); }
    QString code(int index) const override;
    QString display(int index) const override;
    QJsonObject attributes(int index) const override { return m_records[size_t(index)]; }
    int indexOf(const QString &code) const override { return m_byCode.value(code, -1); }

private:
    std::vector<QJsonObject> m_records;
    QHash<QString, int> m_byCode;
};

} // namespace cliniclink::sandbox
