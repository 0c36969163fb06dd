// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologygeneratedset.h"

#include <array>
#include <limits>

namespace cliniclink::sandbox {

namespace {

// Word lists for plausible Russian names of laboratory indicators.
constexpr std::array<QStringView, 12> kNouns = {u"Концентрация", u"Активность",  u"Содержание",  u"Уровень",
                                                u"Титр",         u"Индекс",      u"Соотношение", u"Количество",
                                                u"Скорость",     u"Определение", u"Выявление",   u"Исследование"};
constexpr std::array<QStringView, 16> kSubjects = {u"глюкозы",     u"креатинина",    u"мочевины",    u"билирубина",
                                                   u"холестерина", u"триглицеридов", u"ферритина",   u"альбумина",
                                                   u"калия",       u"натрия",        u"кальция",     u"железа",
                                                   u"антител IgG", u"антител IgM",   u"гормона ТТГ", u"витамина D"};
constexpr std::array<QStringView, 8> kMaterials = {
    u"в сыворотке крови", u"в плазме крови",      u"в цельной крови", u"в моче",
    u"в суточной моче",   u"в капиллярной крови", u"в слюне",         u"в ликворе"};
constexpr std::array<QStringView, 8> kRegions = {u"77", u"50", u"78", u"47", u"16", u"52", u"66", u"23"};

quint64 splitmix(quint64 x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// A view of the word, not a copy, its length known when compiled: a search builds the names of 100,000
// records.
template<size_t N>
QStringView pick(const std::array<QStringView, N> &list, quint64 value)
{
    return list[value % N];
}

} // namespace

GeneratedRecordSet::GeneratedRecordSet(GeneratedSetSpec spec)
    : m_spec(std::move(spec))
{
    for (int d = 0; d < m_spec.codeDigits && m_codeLimit <= std::numeric_limits<int>::max(); ++d)
        m_codeLimit *= 10;
}

quint64 GeneratedRecordSet::mix(int index, quint64 salt) const
{
    return splitmix(m_spec.seed ^ (quint64(index) << 8) ^ salt);
}

bool GeneratedRecordSet::revised(int index) const
{
    return m_spec.revisionEvery > 0 && (index + 1) % m_spec.revisionEvery == 0;
}

QString GeneratedRecordSet::code(int index) const
{
    return m_spec.codePrefix % QString::number(index + 1).rightJustified(m_spec.codeDigits, u'0');
}

QString GeneratedRecordSet::display(int index) const
{
    QString text = pick(kNouns, mix(index, 1)) % u' ' % pick(kSubjects, mix(index, 2)) % u' '
        % pick(kMaterials, mix(index, 3)) % u" №" % QString::number(index + 1);
    if (revised(index))
        text += u' ' % m_spec.revisionTag;
    return text;
}

QJsonObject GeneratedRecordSet::attributes(int index) const
{
    const QString name = display(index);
    return {
        {QStringLiteral("id"), QString::number(index + 1)},
        {QStringLiteral("code"), code(index)},
        {QStringLiteral("display"), name},
        {QStringLiteral("region"), pick(kRegions, mix(index, 4)).toString()},
        {QStringLiteral("beginDate"), m_spec.beginDate},
        {QStringLiteral("endDate"), QString()},
        {QStringLiteral("nameFull"), name},
        {QStringLiteral("nameShort"), QString(pick(kSubjects, mix(index, 2)) % u" №" % QString::number(index + 1))}};
}

TerminologyRecordSet::AttributeReader GeneratedRecordSet::attributeReader(const QString &name) const
{
    // As attributes() builds them, one at a time: a search over 100,000 records builds none whole.
    if (name == u"code")
        return [this](int index) { return code(index); };
    if (name == u"display" || name == u"nameFull")
        return [this](int index) { return display(index); };
    if (name == u"id")
        return [](int index) { return QString::number(index + 1); };
    if (name == u"region")
        return [this](int index) { return pick(kRegions, mix(index, 4)).toString(); };
    if (name == u"beginDate")
        return [this](int) { return m_spec.beginDate; };
    if (name == u"nameShort")
        return
            [this](int index) { return QString(pick(kSubjects, mix(index, 2)) % u" №" % QString::number(index + 1)); };
    return [](int) { return QString(); };
}

int GeneratedRecordSet::indexOf(const QString &code) const
{
    if (!code.startsWith(m_spec.codePrefix) || code.size() != m_spec.codePrefix.size() + m_spec.codeDigits)
        return -1;
    bool ok = false;
    const int number = QStringView(code).mid(m_spec.codePrefix.size()).toInt(&ok);
    if (!ok || number < 1 || number > m_spec.count || this->code(number - 1) != code)
        return -1;
    return number - 1;
}

bool GeneratedRecordSet::codesMadeAlike(const TerminologyRecordSet &other) const
{
    const auto *generated = dynamic_cast<const GeneratedRecordSet *>(&other);
    return generated && generated->m_spec.codePrefix == m_spec.codePrefix
        && generated->m_spec.codeDigits == m_spec.codeDigits;
}

bool GeneratedRecordSet::codeFits(int index) const
{
    return qint64(index) + 1 < m_codeLimit;
}

int GeneratedRecordSet::indexIn(int index, const TerminologyRecordSet &other) const
{
    // The version history compares 100,000 records with 100,000: by position, not by built codes.
    if (!codesMadeAlike(other))
        return TerminologyRecordSet::indexIn(index, other);
    return index >= 0 && index < other.size() && codeFits(index) ? index : -1;
}

bool GeneratedRecordSet::sameRecord(int index, const TerminologyRecordSet &other, int otherIndex) const
{
    // Two versions of one generated dictionary differ only in which records carry a revision tag: every
    // other attribute is a function of the seed, the position and the first version's date.
    if (!codesMadeAlike(other))
        return TerminologyRecordSet::sameRecord(index, other, otherIndex);
    const auto *generated = static_cast<const GeneratedRecordSet *>(&other);
    if (generated->m_spec.seed != m_spec.seed || generated->m_spec.beginDate != m_spec.beginDate)
        return TerminologyRecordSet::sameRecord(index, other, otherIndex);
    if (index != otherIndex)
        return false;
    const bool tagged = revised(index);
    return tagged == generated->revised(otherIndex) && (!tagged || m_spec.revisionTag == generated->m_spec.revisionTag);
}

} // namespace cliniclink::sandbox
