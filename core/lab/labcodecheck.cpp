// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labcodecheck.h"

#include "core/net/transport.h"
#include "core/terminology/terminologycache.h"
#include "core/terminology/terminologycalls.h"

namespace cliniclink {

LabCodeCheck::LabCodeCheck(Transport &transport, const TerminologyCache *cache, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_cache(cache)
{
}

LabCodeCheck::~LabCodeCheck()
{
    cancel();
}

void LabCodeCheck::cancel()
{
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
        m_call = nullptr;
    }
    m_asked.clear();
}

void LabCodeCheck::start(const LabOrderRequest &order, const QDateTime &now)
{
    cancel();
    m_order = order;
    fillHeldVersions(m_order, m_cache);
    m_issues = validateLabOrder(m_order, m_cache, now);
    QList<BatchItem> items;
    for (const LabCodedValue &v : labCodedValues(m_order)) {
        fhir::FhirCoding held = *v.coding;
        if (checkLabCodeOffline(held, m_cache) != LabCodeState::NotHeld)
            continue;
        m_asked.append(v);
        items.append(BatchItem::lookup(v.coding->oid(), v.coding->code, v.coding->version));
    }
    // Nothing to ask, or the order cannot go anyway: no request.
    if (items.isEmpty() || hasErrors(m_issues)) {
        m_asked.clear();
        finish();
        return;
    }
    auto *call = m_transport.start(new TerminologyBatchCall(items));
    m_call = call;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_call = nullptr;
        answered(call->result());
    });
    connect(call, &ApiCall::failed, this, [this] {
        m_call = nullptr;
        notAnswered();
    });
}

void LabCodeCheck::answered(const QList<BatchAnswer> &answers)
{
    for (qsizetype i = 0; i < m_asked.size(); ++i) {
        const LabCodedValue &v = m_asked[i];
        const QString field = QString::fromLatin1(v.field);
        const BatchAnswer *answer = i < answers.size() ? &answers[i] : nullptr;
        if (answer && answer->isOk()) {
            const LookupResult found = readLookup(answer->resource);
            if (v.coding->version.isEmpty())
                v.coding->version = found.version;
            if (v.coding->display.isEmpty())
                v.coding->display = found.display;
            if (!v.coding->version.isEmpty() || !v.chosen)
                continue;
        } else if (!v.chosen) {
            continue;
        } else if (answer && answer->httpStatus == 404) {
            m_issues.append({field, labCodeNotFoundText(*v.coding)});
            continue;
        }
        // The server could not say: a code with its version is left to the lab, one without cannot go.
        if (v.coding->version.isEmpty()) {
            m_issues.append(
                {field,
                 tr("The dictionary service could not check the code %1. Try again in a moment.").arg(v.coding->code)});
        } else {
            m_issues.append(
                {field,
                 tr("The dictionary service could not check the code %1: the lab will check it.").arg(v.coding->code),
                 FieldIssue::Severity::Warning});
        }
    }
    m_asked.clear();
    finish();
}

void LabCodeCheck::notAnswered()
{
    answered({});
}

void LabCodeCheck::finish()
{
    Q_EMIT finished(m_order, m_issues);
}

} // namespace cliniclink
