// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journallocation.h"

#include <QHostAddress>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace cliniclink {

JournalLocation JournalLocation::parse(const QString &text)
{
    JournalLocation location;
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(u"postgresql://"_s, Qt::CaseInsensitive)
        && !trimmed.startsWith(u"postgres://"_s, Qt::CaseInsensitive)) {
        location.filePath = text;
        return location;
    }
    location.engine = JournalEngine::PostgreSQL;
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid())
        return location; // no database: not valid
    location.host = url.host();
    location.port = url.port(5432);
    location.database = url.path().mid(1);
    location.user = url.userName();
    location.hadPassword = !url.password().isEmpty();
    const QUrlQuery query(url);
    if (query.hasQueryItem(u"host"_s))
        location.host = query.queryItemValue(u"host"_s, QUrl::FullyDecoded);
    if (query.hasQueryItem(u"port"_s))
        location.port = query.queryItemValue(u"port"_s).toInt();
    if (query.hasQueryItem(u"user"_s))
        location.user = query.queryItemValue(u"user"_s, QUrl::FullyDecoded);
    return location;
}

bool JournalLocation::isValid() const
{
    if (!isPostgres())
        return !filePath.isEmpty();
    return !host.isEmpty() && !database.isEmpty() && !database.contains(u'/') && port > 0 && port < 65536
        && !hadPassword;
}

bool JournalLocation::isLocal() const
{
    if (!isPostgres() || host.startsWith(u'/'))
        return true;
    if (host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString JournalLocation::toString() const
{
    if (!isPostgres())
        return filePath;
    const QString userPart = user.isEmpty() ? QString() : QString::fromLatin1(QUrl::toPercentEncoding(user)) + u'@';
    const QString databasePart = QString::fromLatin1(QUrl::toPercentEncoding(database));
    if (host.startsWith(u'/')) {
        // A socket folder has no place in the authority: postgresql:///db?host=/run/postgresql
        QString text = u"postgresql://%1/%2?host=%3"_s.arg(userPart, databasePart,
                                                           QString::fromLatin1(QUrl::toPercentEncoding(host, "/")));
        if (port != 5432)
            text += u"&port="_s + QString::number(port);
        return text;
    }
    QUrl url;
    url.setScheme(u"postgresql"_s);
    url.setHost(host);
    url.setPort(port == 5432 ? -1 : port);
    return u"postgresql://%1%2/%3"_s.arg(userPart, url.authority(QUrl::FullyEncoded), databasePart);
}

QString JournalLocation::secretKey() const
{
    return u"%1@%2:%3/%4"_s.arg(user, host).arg(port).arg(database);
}

} // namespace cliniclink
