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

// number (positive) in decimal, written at the end of digits: what QString::number gives, without a
// string of its own.
QStringView decimal(int number, std::array<char16_t, 10> &digits)
{
    auto at = digits.size();
    auto n = quint32(number);
    do {
        digits[--at] = char16_t(u'0' + n % 10);
        n /= 10;
    } while (n != 0);
    return QStringView(digits.data() + at, qsizetype(digits.size() - at));
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

QStringView GeneratedRecordSet::writeCode(int index, QString &text) const
{
    std::array<char16_t, 10> digits;
    const QStringView number = decimal(index + 1, digits);
    text.resize(0); // keeps the buffer
    text.append(m_spec.codePrefix);
    if (number.size() < m_spec.codeDigits)
        text.resize(text.size() + m_spec.codeDigits - number.size(), u'0');
    text.append(number);
    return text;
}

QStringView GeneratedRecordSet::writeDisplay(int index, QString &text) const
{
    std::array<char16_t, 10> digits;
    text.resize(0);
    text.append(pick(kNouns, mix(index, 1)))
        .append(u' ')
        .append(pick(kSubjects, mix(index, 2)))
        .append(u' ')
        .append(pick(kMaterials, mix(index, 3)))
        .append(u" №")
        .append(decimal(index + 1, digits));
    if (revised(index))
        text.append(u' ').append(m_spec.revisionTag);
    return text;
}

QStringView GeneratedRecordSet::writeShortName(int index, QString &text) const
{
    std::array<char16_t, 10> digits;
    text.resize(0);
    text.append(pick(kSubjects, mix(index, 2))).append(u" №").append(decimal(index + 1, digits));
    return text;
}

QString GeneratedRecordSet::code(int index) const
{
    QString text;
    writeCode(index, text);
    return text;
}

QString GeneratedRecordSet::display(int index) const
{
    QString text;
    writeDisplay(index, text);
    return text;
}

QJsonObject GeneratedRecordSet::attributes(int index) const
{
    const QString name = display(index);
    QString shortName;
    writeShortName(index, shortName);
    return {{QStringLiteral("id"), QString::number(index + 1)},
            {QStringLiteral("code"), code(index)},
            {QStringLiteral("display"), name},
            {QStringLiteral("region"), pick(kRegions, mix(index, 4)).toString()},
            {QStringLiteral("beginDate"), m_spec.beginDate},
            {QStringLiteral("endDate"), QString()},
            {QStringLiteral("nameFull"), name},
            {QStringLiteral("nameShort"), shortName}};
}

TerminologyRecordSet::AttributeReader GeneratedRecordSet::attributeReader(const QString &name) const
{
    // As attributes() builds them, one at a time and into the caller's buffer: a search over 100,000
    // records builds no record whole and allocates nothing per record.
    if (name == u"code")
        return [this](int index, QString &buffer) { return writeCode(index, buffer); };
    if (name == u"display" || name == u"nameFull")
        return [this](int index, QString &buffer) { return writeDisplay(index, buffer); };
    if (name == u"id") {
        return [](int index, QString &buffer) {
            std::array<char16_t, 10> digits;
            buffer.resize(0);
            buffer.append(decimal(index + 1, digits));
            return QStringView(buffer);
        };
    }
    if (name == u"region")
        return [this](int index, QString &) { return pick(kRegions, mix(index, 4)); };
    if (name == u"beginDate")
        return [this](int, QString &) { return QStringView(m_spec.beginDate); };
    if (name == u"nameShort")
        return [this](int index, QString &buffer) { return writeShortName(index, buffer); };
    return {}; // endDate, empty in every record, and any name the records lack
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
