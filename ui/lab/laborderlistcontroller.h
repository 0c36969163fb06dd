// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the orders list does: opens a result (read in whichever shape the lab answers) in a
// LabResultView, cancels and checks an order through the desk, and searches the lab by period
// with $getorders and $getresults; a result found that way opens too.

#include "core/lab/labreaders.h"

#include <QObject>
#include <QPointer>

namespace cliniclink {

class LabCodeNames;
class LabDesk;
class LabOrderList;
class LabResultView;
class Session;
class TerminologyCache;

class LabOrderListController : public QObject {
    Q_OBJECT
public:
    LabOrderListController(Session &session, LabDesk &desk, TerminologyCache *cache, LabOrderList &list,
                           QObject *parent = nullptr);
    ~LabOrderListController() override;

    void open(qint64 journalId);
    void cancel(qint64 journalId);
    void findOrders();
    void findResults();
    LabResultView *resultView() const { return m_view; }
    // The names of result codes, kept while the page lives: each code is asked once.
    LabCodeNames *codeNames() const { return m_names; }

Q_SIGNALS:
    // A result view has its result (or its error).
    void resultShown();

private:
    LabResultView *view();
    void openFound(int row);

    Session &m_session;
    LabDesk &m_desk;
    TerminologyCache *m_cache;
    LabCodeNames *m_names;
    LabOrderList &m_list;
    QPointer<LabResultView> m_view;
    QList<LabResultAnswer> m_foundResults;
};

} // namespace cliniclink
