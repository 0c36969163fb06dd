// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentid.h"

#include "environment.h"

#include <QStringBuilder>

#include <iterator>

namespace cliniclink {

namespace {

// Russian letters to Latin, close to the transliteration used on Russian passports (ICAO 9303).
QString transliterate(QChar c)
{
    static const char16_t from[] = u"абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
    static const char *const to[] = {"a",  "b",  "v",  "g",  "d",    "e", "e", "zh", "z", "i",  "y",
                                     "k",  "l",  "m",  "n",  "o",    "p", "r", "s",  "t", "u",  "f",
                                     "kh", "ts", "ch", "sh", "shch", "",  "y", "",   "e", "yu", "ya"};
    static_assert(std::size(from) - 1 == std::size(to));
    const QChar lower = c.toLower();
    for (std::size_t i = 0; i + 1 < std::size(from); ++i) {
        if (lower.unicode() == from[i])
            return QString::fromLatin1(to[i]);
    }
    return {};
}

bool isSlugChar(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
}

} // namespace

QString makeEnvironmentId(const QString &name, const QStringList &taken)
{
    QString slug;
    bool pendingDash = false;
    for (const QChar c : name) {
        const QChar lower = c.toLower();
        QString part;
        if (isSlugChar(lower))
            part = lower;
        else
            part = transliterate(c);
        if (part.isEmpty()) {
            // A letter without a Latin form (the soft and hard signs, other scripts) is dropped
            // inside its word; anything else is a word break.
            if (!c.isLetter())
                pendingDash = !slug.isEmpty();
            continue;
        }
        if (pendingDash)
            slug += u'-';
        pendingDash = false;
        slug += part;
    }
    // Long names make unwieldy keychain keys; cut at a word boundary when there is one.
    constexpr int kMaxLength = 40;
    if (slug.size() > kMaxLength) {
        slug.truncate(kMaxLength);
        const qsizetype dash = slug.lastIndexOf(u'-');
        if (dash > 0)
            slug.truncate(dash);
    }
    if (slug.isEmpty())
        slug = QStringLiteral("environment");

    const auto isTaken = [&taken](const QString &id) { return isBuiltInEnvironmentId(id) || taken.contains(id); };
    if (!isTaken(slug))
        return slug;
    for (int n = 2;; ++n) {
        const QString candidate = slug % u'-' % QString::number(n);
        if (!isTaken(candidate))
            return candidate;
    }
}

bool isWellFormedEnvironmentId(const QString &id)
{
    if (id.isEmpty() || id.startsWith(u'-') || id.endsWith(u'-') || id.contains(QLatin1String("--")))
        return false;
    for (const QChar c : id) {
        if (!isSlugChar(c) && c != u'-')
            return false;
    }
    return true;
}

} // namespace cliniclink
