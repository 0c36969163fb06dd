// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhirtime.h"

#include <QRegularExpression>
#include <QTimeZone>

namespace cliniclink::fhir {

namespace {
constexpr int kMoscowOffsetSeconds = 3 * 3600;
}

QString FhirTime::dateTime(const QDateTime &utc)
{
    return utc.toOffsetFromUtc(kMoscowOffsetSeconds).toString(Qt::ISODate);
}

QString FhirTime::date(const QDateTime &utc)
{
    return utc.toOffsetFromUtc(kMoscowOffsetSeconds).date().toString(Qt::ISODate);
}

QDateTime FhirTime::parse(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$)"));
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return {};
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    if (!date.isValid())
        return {};
    QTime time(0, 0);
    if (m.hasCaptured(4)) {
        int msec = 0;
        if (m.hasCaptured(7))
            msec = m.captured(7).left(3).leftJustified(3, u'0').toInt();
        time = QTime(m.captured(4).toInt(), m.captured(5).toInt(), m.hasCaptured(6) ? m.captured(6).toInt() : 0, msec);
        if (!time.isValid())
            return {};
    }
    int offset = kMoscowOffsetSeconds;
    if (m.hasCaptured(8)) {
        const QString zone = m.captured(8);
        if (zone == u"Z") {
            offset = 0;
        } else {
            const QString digits = QString(zone).remove(u':');
            const int sign = digits.startsWith(u'-') ? -1 : 1;
            offset = sign * (digits.mid(1, 2).toInt() * 3600 + digits.mid(3, 2).toInt() * 60);
        }
    }
    return QDateTime(date, time, QTimeZone(offset)).toUTC();
}

} // namespace cliniclink::fhir
