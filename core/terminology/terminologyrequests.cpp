// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyrequests.h"

#include "core/fhir/fhirbundle.h"
#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirparameters.h"

#include <QJsonArray>
#include <QTimeZone>

namespace cliniclink {

using fhir::FhirCoding;
using fhir::FhirParameters;

namespace {

QString filterName(const AttributeFilter &f)
{
    return f.caseSensitive ? f.attribute + QStringLiteral(":cs") : f.attribute;
}

QString filterValue(const AttributeFilter &f)
{
    return f.alternatives.join(u',');
}

} // namespace

QList<AttributeFilter> parseAttributeFilters(const QString &text, const QString &defaultAttribute)
{
    QList<AttributeFilter> out;
    const bool named = text.contains(u'=');
    for (const QString &part : named ? text.split(u';', Qt::SkipEmptyParts) : QStringList{text}) {
        AttributeFilter f;
        QString values = part;
        f.attribute = defaultAttribute.trimmed();
        if (named) {
            f.attribute = part.section(u'=', 0, 0).trimmed();
            values = part.section(u'=', 1);
        }
        if (f.attribute.endsWith(QStringLiteral(":cs"))) {
            f.attribute.chop(3);
            f.caseSensitive = true;
        }
        for (const QString &v : values.split(u',', Qt::SkipEmptyParts)) {
            if (!v.trimmed().isEmpty())
                f.alternatives.append(v.trimmed());
        }
        if (!f.attribute.isEmpty() && !f.alternatives.isEmpty())
            out.append(f);
    }
    return out;
}

QString terminologyMoment(const QDateTime &time, bool withMicroseconds)
{
    const QDateTime moscow = time.toTimeZone(QTimeZone(3 * 3600));
    QString text = moscow.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (withMicroseconds)
        text += u'.' + QString::number(moscow.time().msec() * 1000).rightJustified(6, u'0');
    return text;
}

QUrlQuery AttributeSearchQuery::toQuery() const
{
    QUrlQuery q;
    for (const AttributeFilter &f : filters)
        q.addQueryItem(filterName(f), filterValue(f));
    q.addQueryItem(QStringLiteral("_count"), QString::number(count));
    q.addQueryItem(QStringLiteral("_page"), QString::number(page));
    q.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    return q;
}

QJsonObject AttributeSearchQuery::toParameters() const
{
    QJsonArray list{FhirParameters::parameter(QStringLiteral("system"), FhirCoding::oidSystem(oid))};
    if (!version.isEmpty())
        list.append(FhirParameters::parameter(QStringLiteral("version"), version));
    for (const AttributeFilter &f : filters)
        list.append(FhirParameters::parameter(filterName(f), filterValue(f)));
    list.append(FhirParameters::parameter(QStringLiteral("_count"), QString::number(count)));
    list.append(FhirParameters::parameter(QStringLiteral("_page"), QString::number(page)));
    return FhirParameters::resource(list);
}

QUrlQuery VersionsHistoryQuery::toQuery() const
{
    QUrlQuery q;
    if (!lowVersion.isEmpty()) {
        q.addQueryItem(QStringLiteral("low_version"), lowVersion);
        if (!highVersion.isEmpty())
            q.addQueryItem(QStringLiteral("high_version"), highVersion);
    } else {
        if (lowTime.isValid())
            q.addQueryItem(QStringLiteral("low_version_datetime"), terminologyMoment(lowTime));
        if (highTime.isValid())
            q.addQueryItem(QStringLiteral("high_version_datetime"), terminologyMoment(highTime));
    }
    q.addQueryItem(QStringLiteral("page"), QString::number(page));
    q.addQueryItem(QStringLiteral("count"), QString::number(count));
    q.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    return q;
}

QJsonObject VersionsHistoryQuery::toParameters() const
{
    QJsonArray list{FhirParameters::parameter(QStringLiteral("system"), FhirCoding::oidSystem(oid))};
    if (!lowVersion.isEmpty()) {
        list.append(FhirParameters::parameter(QStringLiteral("low_version"), lowVersion));
        if (!highVersion.isEmpty())
            list.append(FhirParameters::parameter(QStringLiteral("high_version"), highVersion));
    } else {
        if (lowTime.isValid())
            list.append(FhirParameters::parameter(QStringLiteral("low_version_datetime"), terminologyMoment(lowTime)));
        if (highTime.isValid())
            list.append(
                FhirParameters::parameter(QStringLiteral("high_version_datetime"), terminologyMoment(highTime)));
    }
    list.append(FhirParameters::parameter(QStringLiteral("page"), QString::number(page)));
    list.append(FhirParameters::parameter(QStringLiteral("count"), QString::number(count)));
    return FhirParameters::resource(list);
}

QJsonObject TranslateQuery::toParameters() const
{
    QJsonArray list{FhirParameters::parameter(QStringLiteral("system"), FhirCoding::oidSystem(system)),
                    FhirParameters::parameter(QStringLiteral("code"), code)};
    if (!target.isEmpty())
        list.append(FhirParameters::parameter(QStringLiteral("target"), FhirCoding::oidSystem(target)));
    list.append(FhirParameters::booleanParameter(QStringLiteral("reverse"), reverse));
    if (date.isValid())
        list.append(FhirParameters::parameter(QStringLiteral("date"), terminologyMoment(date, true)));
    if (!mapping.isEmpty()) {
        list.append(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("coding")},
            {QStringLiteral("valueCoding"), QJsonObject{{QStringLiteral("system"), FhirCoding::oidSystem(mapping)}}}});
    }
    return FhirParameters::resource(list);
}

QJsonObject codeParameters(const QString &oid, const QString &code, const QString &version)
{
    QJsonArray list{FhirParameters::parameter(QStringLiteral("system"), FhirCoding::oidSystem(oid)),
                    FhirParameters::parameter(QStringLiteral("code"), code)};
    if (!version.isEmpty())
        list.append(FhirParameters::parameter(QStringLiteral("version"), version));
    return FhirParameters::resource(list);
}

QJsonObject expandParameters(const QString &oid, const QString &version, int count, int offset)
{
    QJsonArray list{FhirParameters::parameter(QStringLiteral("system"), FhirCoding::oidSystem(oid))};
    if (!version.isEmpty())
        list.append(FhirParameters::parameter(QStringLiteral("version"), version));
    list.append(FhirParameters::parameter(QStringLiteral("count"), QString::number(count)));
    list.append(FhirParameters::parameter(QStringLiteral("offset"), QString::number(offset)));
    return FhirParameters::resource(list);
}

BatchItem BatchItem::lookup(const QString &oid, const QString &code, const QString &version)
{
    BatchItem item;
    item.operation = Operation::Lookup;
    item.system = oid;
    item.code = code;
    item.version = version;
    return item;
}

BatchItem BatchItem::validateCode(const QString &oid, const QString &code, const QString &version)
{
    BatchItem item = lookup(oid, code, version);
    item.operation = Operation::ValidateCode;
    return item;
}

BatchItem BatchItem::translation(const TranslateQuery &query)
{
    BatchItem item;
    item.operation = Operation::Translate;
    item.translate = query;
    return item;
}

QJsonObject buildBatchBundle(const QList<BatchItem> &items)
{
    fhir::FhirBundle bundle(QStringLiteral("batch"));
    for (const BatchItem &item : items) {
        switch (item.operation) {
        case BatchItem::Operation::Lookup:
            bundle.add(codeParameters(item.system, item.code, item.version), QStringLiteral("ValueSet/$lookup"));
            break;
        case BatchItem::Operation::ValidateCode:
            bundle.add(codeParameters(item.system, item.code, item.version), QStringLiteral("ValueSet/$validate-code"));
            break;
        case BatchItem::Operation::Translate:
            bundle.add(item.translate.toParameters(), QStringLiteral("ConceptMap/translate"));
            break;
        }
    }
    return bundle.toJson();
}

} // namespace cliniclink
