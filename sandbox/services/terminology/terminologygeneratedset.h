// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The large dictionary for performance work: records are a pure function of (seed, position), so
// 100,000 of them cost no memory and no fixture bytes, and every run sees the same content.

#include "terminologyrecordset.h"

namespace cliniclink::sandbox {

struct GeneratedSetSpec {
    quint64 seed = 1;
    int count = 0;
    QString codePrefix; // code = prefix + zero-padded position (1-based)
    int codeDigits = 6;
    int revisionEvery = 0; // > 0: every N-th record carries revisionTag in its names
    QString revisionTag;
    QString beginDate;
};

class GeneratedRecordSet final : public TerminologyRecordSet {
public:
    explicit GeneratedRecordSet(GeneratedSetSpec spec);
    int size() const override { return m_spec.count; }
    QString code(int index) const override;
    QString display(int index) const override;
    QJsonObject attributes(int index) const override;
    AttributeReader attributeReader(const QString &name) const override;
    int indexOf(const QString &code) const override;
    int indexIn(int index, const TerminologyRecordSet &other) const override;
    bool sameRecord(int index, const TerminologyRecordSet &other, int otherIndex) const override;

private:
    // Each writes the attribute into text (emptied first, its buffer kept) and returns a view of it.
    QStringView writeCode(int index, QString &text) const;
    QStringView writeDisplay(int index, QString &text) const;
    QStringView writeShortName(int index, QString &text) const;
    quint64 mix(int index, quint64 salt) const;
    bool revised(int index) const;
    // Whether other makes its codes as this set does (a version of the same generated dictionary).
    bool codesMadeAlike(const TerminologyRecordSet &other) const;
    // Whether the code of the record at index has no more digits than codeDigits (indexOf needs that).
    bool codeFits(int index) const;
    GeneratedSetSpec m_spec;
    qint64 m_codeLimit = 1; // 10^codeDigits, or just past INT_MAX
};

} // namespace cliniclink::sandbox
