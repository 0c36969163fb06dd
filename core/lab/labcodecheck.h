// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The check of an order before it leaves, with every coded value given its dictionary version:
// validateLabOrder() decides what it can offline (required entries, dates, codes of dictionaries
// the TerminologyCache holds, a coding without a version taking the newest version held); every
// code of a dictionary not held is looked up on the terminology service in one /batch of $lookup
// (with the version the coding names, or none: the server answers with its latest version, which
// the coding then carries). A person never has to download a dictionary before sending, and a
// missing version is never theirs to fix. Nothing waits: the answer comes by finished().
//
//   auto *check = new LabCodeCheck(session.transport(), cache, this);
//   connect(check, &LabCodeCheck::finished, this, [](const LabOrderRequest &order, const FieldIssues &issues) {
//       if (!hasErrors(issues)) send(order);
//   });
//   check->start(request, clock.now());

#include "core/terminology/terminologytypes.h"
#include "core/validation/fieldissue.h"
#include "labtypes.h"
#include "labvalidation.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace cliniclink {

class ApiCall;
class TerminologyCache;
class Transport;

class LabCodeCheck : public QObject {
    Q_OBJECT
public:
    LabCodeCheck(Transport &transport, const TerminologyCache *cache, QObject *parent = nullptr);
    ~LabCodeCheck() override;

    // Checks order as it is now; a check still running is dropped. When the offline copy decides
    // everything (or the order has errors without the server), finished() comes before start() returns.
    void start(const LabOrderRequest &order, const QDateTime &now);
    // Drops the running check: no finished() for it.
    void cancel();
    bool isRunning() const { return !m_call.isNull(); }

Q_SIGNALS:
    // order: the order checked, each coding with its version where one became known.
    void finished(const cliniclink::LabOrderRequest &order, const cliniclink::FieldIssues &issues);

private:
    void answered(const QList<BatchAnswer> &answers);
    void notAnswered();
    void finish();

    Transport &m_transport;
    const TerminologyCache *m_cache;
    QPointer<ApiCall> m_call;
    LabOrderRequest m_order;
    FieldIssues m_issues;
    QList<LabCodedValue> m_asked; // into m_order, in the order of the batch
};

} // namespace cliniclink
