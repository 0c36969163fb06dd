// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labreaders.h"

#include "core/fhir/fhirparameters.h"
#include "core/fhir/fhirtime.h"

#include <QJsonArray>

namespace cliniclink {

using fhir::FhirCoding;
using fhir::FhirParameters;
using fhir::FhirTime;

namespace {

QString referenceOf(const QJsonValue &value)
{
    return value.toObject().value(u"reference").toString();
}

bool fetchable(const QString &reference)
{
    return !reference.isEmpty() && !reference.startsWith(u"urn:") && reference.count(u'/') == 1;
}

FhirCoding firstCoding(const QJsonObject &codeableConcept)
{
    const QList<FhirCoding> codings = FhirCoding::codings(codeableConcept);
    return codings.isEmpty() ? FhirCoding() : codings.first();
}

bool hasSystem(const FhirCoding &c, const char *oid)
{
    return c.oid() == QLatin1String(oid);
}

std::optional<double> number(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    bool ok = false;
    const double d = v.toString().toDouble(&ok);
    return ok ? std::optional<double>(d) : std::nullopt;
}

} // namespace

void LabResources::add(const QJsonObject &resource, const QString &fullUrl)
{
    const QString type = resource.value(u"resourceType").toString();
    const QString id = resource.value(u"id").toString();
    const QString key = type + u'/' + id;
    if (!type.isEmpty() && !id.isEmpty()) {
        if (!m_byReference.contains(key))
            m_order.append(key);
        m_byReference.insert(key, resource);
    }
    if (!fullUrl.isEmpty() && fullUrl != key) {
        m_byReference.insert(fullUrl, resource);
        // A fullUrl that ends in Type/id (an absolute url) names that resource as well.
        const QStringList parts = fullUrl.split(u'/');
        if (parts.size() >= 2 && id.isEmpty())
            m_byReference.insert(parts[parts.size() - 2] + u'/' + parts.last(), resource);
        if (!m_order.contains(fullUrl) && (type.isEmpty() || id.isEmpty()))
            m_order.append(fullUrl);
    }
}

void LabResources::addBundle(const QJsonObject &bundle)
{
    for (const QJsonValue &e : bundle.value(u"entry").toArray()) {
        const QJsonObject resource = e.toObject().value(u"resource").toObject();
        if (resource.value(u"resourceType").toString() == u"Bundle")
            addBundle(resource);
        else
            add(resource, e.toObject().value(u"fullUrl").toString());
    }
}

std::optional<QJsonObject> LabResources::get(const QString &reference) const
{
    const auto it = m_byReference.constFind(reference);
    if (it != m_byReference.constEnd())
        return *it;
    return std::nullopt;
}

QList<QJsonObject> LabResources::ofType(const QString &type) const
{
    QList<QJsonObject> out;
    for (const QString &key : m_order) {
        const QJsonObject r = m_byReference.value(key);
        if (r.value(u"resourceType").toString() == type)
            out.append(r);
    }
    return out;
}

std::optional<LabStatus> readLabStatus(const QJsonObject &parameters)
{
    if (parameters.value(u"resourceType").toString() != u"Parameters")
        return std::nullopt;
    const FhirParameters in = FhirParameters::fromResource(parameters);
    LabStatus s;
    s.orderId = in.string(QStringLiteral("OrderId"));
    s.misOrderId = in.string(QStringLiteral("OrderMisID"));
    s.status = in.string(QStringLiteral("Status")).trimmed().toLower();
    s.statusDate = FhirTime::parse(in.string(QStringLiteral("StatusDate")));
    s.description = in.string(QStringLiteral("Description"));
    if (s.status.isEmpty())
        return std::nullopt;
    return s;
}

QList<QJsonObject> readLabOrders(const QJsonObject &answer)
{
    QList<QJsonObject> out;
    const QString type = answer.value(u"resourceType").toString();
    if (type == u"Parameters") {
        for (const QJsonValue &p : answer.value(u"parameter").toArray()) {
            const QJsonObject resource = p.toObject().value(u"resource").toObject();
            if (resource.value(u"resourceType").toString() == u"Order")
                out.append(resource);
        }
    } else if (type == u"Bundle") {
        LabResources resources;
        resources.addBundle(answer);
        out = resources.ofType(QStringLiteral("Order"));
    } else if (type == u"Order") {
        out.append(answer);
    }
    return out;
}

QList<LabResultAnswer> readLabResultAnswers(const QJsonObject &answer)
{
    QList<LabResultAnswer> out;
    const QString type = answer.value(u"resourceType").toString();
    if (type == u"Parameters") {
        for (const QJsonValue &p : answer.value(u"parameter").toArray()) {
            const QJsonObject resource = p.toObject().value(u"resource").toObject();
            if (resource.value(u"resourceType").toString() == u"OrderResponse") {
                LabResultAnswer a;
                a.orderResponse = resource;
                out.append(a);
            } else if (resource.value(u"resourceType").toString() == u"Bundle") {
                out.append(readLabResultAnswers(resource));
            }
        }
        return out;
    }
    if (type != u"Bundle")
        return out;
    // A searchset of collections: each collection is one result.
    bool nested = false;
    for (const QJsonValue &e : answer.value(u"entry").toArray()) {
        const QJsonObject resource = e.toObject().value(u"resource").toObject();
        if (resource.value(u"resourceType").toString() == u"Bundle") {
            nested = true;
            out.append(readLabResultAnswers(resource));
        }
    }
    if (nested)
        return out;
    LabResources resources;
    resources.addBundle(answer);
    for (const QJsonObject &response : resources.ofType(QStringLiteral("OrderResponse"))) {
        LabResultAnswer a;
        a.orderResponse = response;
        a.resources = resources;
        out.append(a);
    }
    return out;
}

QStringList missingLabReferences(const QJsonObject &orderResponse, const LabResources &resources)
{
    QStringList wanted;
    auto want = [&](const QString &reference) {
        if (fetchable(reference) && !resources.contains(reference) && !wanted.contains(reference))
            wanted.append(reference);
    };
    want(referenceOf(orderResponse.value(u"who")));
    for (const QJsonValue &f : orderResponse.value(u"fulfillment").toArray()) {
        const QString reportRef = referenceOf(f);
        want(reportRef);
        const auto report = resources.get(reportRef);
        if (!report)
            continue;
        want(referenceOf(report->value(u"performer")));
        for (const QJsonValue &form : report->value(u"presentedForm").toArray())
            want(form.toObject().value(u"url").toString());
        for (const QJsonValue &r : report->value(u"result").toArray()) {
            const QString obsRef = referenceOf(r);
            want(obsRef);
            if (const auto obs = resources.get(obsRef)) {
                for (const QJsonValue &rel : obs->value(u"related").toArray())
                    want(referenceOf(rel.toObject().value(u"target")));
            }
        }
    }
    return wanted;
}

namespace {

// What one reading of an observation and its related ones may still visit: an answer whose
// observations name each other (found by fuzzing) recursed until the stack overflowed.
struct RelatedWalk {
    QStringList path; // the observations being read, outermost first
    int budget = 1000; // observations read in all
};

LabObservation readObservation(const QJsonObject &o, const LabResources &resources, RelatedWalk &walk);

} // namespace

LabObservation readLabObservation(const QJsonObject &o, const LabResources &resources)
{
    RelatedWalk walk;
    return readObservation(o, resources, walk);
}

namespace {

LabObservation readObservation(const QJsonObject &o, const LabResources &resources, RelatedWalk &walk)
{
    --walk.budget;
    LabObservation out;
    out.id = o.value(u"resourceType").toString() + u'/' + o.value(u"id").toString();
    out.code = firstCoding(o.value(u"code").toObject());
    const QJsonObject quantity = o.value(u"valueQuantity").toObject();
    if (!quantity.isEmpty()) {
        out.value = number(quantity.value(u"value"));
        out.comparator = quantity.value(u"comparator").toString();
        out.unit = quantity.value(u"code").toString();
        if (out.unit.isEmpty())
            out.unit = quantity.value(u"unit").toString();
    }
    out.text = o.value(u"valueString").toString();
    for (const QJsonValue &rv : o.value(u"referenceRange").toArray()) {
        const QJsonObject r = rv.toObject();
        LabRange range;
        if (r.contains(u"low"))
            range.low = number(r.value(u"low").toObject().value(u"value"));
        if (r.contains(u"high"))
            range.high = number(r.value(u"high").toObject().value(u"value"));
        range.unit = r.value(u"low").toObject().value(u"code").toString();
        if (range.unit.isEmpty())
            range.unit = r.value(u"high").toObject().value(u"code").toString();
        range.text = r.value(u"text").toString();
        out.ranges.append(range);
    }
    out.interpretation = firstCoding(o.value(u"interpretation").toObject()).code;
    out.method = firstCoding(o.value(u"method").toObject());
    out.comments = o.value(u"comments").toString();
    out.issued = FhirTime::parse(o.value(u"issued").toString());
    if (hasSystem(out.code, laboid::kOrganisms))
        out.kind = LabObservation::Kind::Organism;
    else if (hasSystem(out.code, laboid::kAntibiotics))
        out.kind = LabObservation::Kind::Antibiotic;
    else if (hasSystem(out.code, laboid::kNoGrowth))
        out.kind = LabObservation::Kind::NoGrowth;
    else if (!o.contains(u"valueQuantity") && o.contains(u"valueString"))
        out.kind = LabObservation::Kind::Text;
    // An organism's antibiotics are one level down; a reference back up, or past the budget, is not
    // followed.
    constexpr qsizetype kDeepest = 4;
    walk.path.append(out.id);
    for (const QJsonValue &rel : o.value(u"related").toArray()) {
        const QString reference = referenceOf(rel.toObject().value(u"target"));
        if (walk.path.size() > kDeepest || walk.budget <= 0 || walk.path.contains(reference))
            continue;
        if (const auto target = resources.get(reference))
            out.related.append(readObservation(*target, resources, walk));
    }
    walk.path.removeLast();
    return out;
}

} // namespace

LabResult readLabResult(const QJsonObject &response, const LabResources &resources)
{
    LabResult r;
    r.responseId = response.value(u"id").toString();
    r.orderReference = referenceOf(response.value(u"request"));
    r.status = response.value(u"orderStatus").toString();
    r.description = response.value(u"description").toString();
    r.date = FhirTime::parse(response.value(u"date").toString());
    const QString who = referenceOf(response.value(u"who"));
    const auto lab = resources.get(who);
    r.laboratory = lab && !lab->value(u"name").toString().isEmpty() ? lab->value(u"name").toString() : who;
    QStringList files;
    for (const QJsonValue &f : response.value(u"fulfillment").toArray()) {
        const auto reportJson = resources.get(referenceOf(f));
        if (!reportJson)
            continue;
        LabReport report;
        report.id = referenceOf(f);
        report.service = firstCoding(reportJson->value(u"code").toObject());
        report.conclusion = reportJson->value(u"conclusion").toString();
        report.issued = FhirTime::parse(reportJson->value(u"issued").toString());
        report.effective = FhirTime::parse(reportJson->value(u"effectiveDateTime").toString());
        const QJsonValue performer = reportJson->value(u"performer");
        report.performer = performer.toObject().value(u"display").toString();
        if (report.performer.isEmpty()) {
            const QString ref = referenceOf(performer);
            const auto who = resources.get(ref);
            if (who && who->value(u"resourceType").toString() == u"Organization") {
                report.performer = who->value(u"name").toString();
            } else if (who && who->value(u"resourceType").toString() == u"Practitioner") {
                const QJsonObject name = who->value(u"name").toObject();
                QStringList parts{name.value(u"family").toArray().first().toString()};
                for (const QJsonValue &g : name.value(u"given").toArray())
                    parts.append(g.toString());
                report.performer = parts.join(u' ');
            } else {
                report.performer = ref;
            }
        }
        // An antibiotic shown under its organism is not listed again on its own.
        QStringList underOrganism;
        QList<QJsonObject> observations;
        for (const QJsonValue &o : reportJson->value(u"result").toArray()) {
            if (const auto obs = resources.get(referenceOf(o))) {
                observations.append(*obs);
                for (const QJsonValue &rel : obs->value(u"related").toArray())
                    underOrganism.append(referenceOf(rel.toObject().value(u"target")));
            }
        }
        for (const QJsonObject &obs : observations) {
            const QString ref = obs.value(u"resourceType").toString() + u'/' + obs.value(u"id").toString();
            if (!underOrganism.contains(ref))
                report.observations.append(readLabObservation(obs, resources));
        }
        for (const QJsonValue &form : reportJson->value(u"presentedForm").toArray()) {
            const QString url = form.toObject().value(u"url").toString();
            report.formReferences.append(url);
            if (!files.contains(url))
                files.append(url);
        }
        r.reports.append(report);
    }
    for (const QString &url : files) {
        const auto binary = resources.get(url);
        if (!binary)
            continue;
        r.attachments.append({url, binary->value(u"contentType").toString(),
                              QByteArray::fromBase64(binary->value(u"content").toString().toLatin1())});
    }
    return r;
}

QStringList readLabTransactionLocations(const QJsonObject &bundle)
{
    QStringList out;
    for (const QJsonValue &e : bundle.value(u"entry").toArray()) {
        const QJsonObject entry = e.toObject();
        QString location = entry.value(u"response").toObject().value(u"location").toString();
        if (location.isEmpty())
            location = entry.value(u"fullUrl").toString();
        // "Order/<id>/_history/1" or an absolute url: keep Type/id.
        const int history = location.indexOf(u"/_history");
        if (history > 0)
            location.truncate(history);
        const QStringList parts = location.split(u'/', Qt::SkipEmptyParts);
        out.append(parts.size() >= 2 ? parts[parts.size() - 2] + u'/' + parts.last() : location);
    }
    return out;
}

} // namespace cliniclink
