// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A transaction Bundle sent to the lab (POST {lab_base_url}): an order, a result, or a result
// without order. Checks it, resolves urn:uuid references to server ids, stores every entry and
// answers a transaction-response Bundle with each entry's location Type/<id>.

#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>
#include <QStringList>

namespace cliniclink::sandbox {

class LabStore;
class SandboxContext;
class TerminologyModule;
struct MisIdentity;

class LabTransaction {
public:
    enum class Kind { Order, Result, ResultWithoutOrder };

    LabTransaction(LabStore &store, SandboxContext &context, const TerminologyModule *terminology,
                   QStringList laboratories);
    // mis is the caller; nullptr when the sandbox itself completes an order (no link check).
    SandboxResponse apply(const QJsonObject &bundle, const MisIdentity *mis);

private:
    LabStore &m_store;
    SandboxContext &m_context;
    const TerminologyModule *m_terminology;
    QStringList m_laboratories;
};

} // namespace cliniclink::sandbox
