// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The laboratory area: patient and practitioner, the order composer, and the orders with their
// results, on three tabs. The LabDesk (the FollowedKind of lab orders) is core's (Desks) and
// outlives the window; the page owns its own connection to the terminology cache file and a
// controller per part, and deletes the controllers before their forms.

#include <QWidget>

#include <memory>

class QTabWidget;

namespace cliniclink {

class LabDesk;
class LabOrderForm;
class LabOrderFormController;
class LabOrderList;
class LabOrderListController;
class LabOrderModel;
class LabPartyController;
class LabPartyForm;
class Session;
class TerminologyCache;

class LabPage : public QWidget {
    Q_OBJECT
public:
    // cacheFile empty: terminology-cache.sqlite beside the journal (the Dictionaries area's file).
    LabPage(Session &session, LabDesk &desk, const QString &cacheFile = {}, QWidget *parent = nullptr);
    ~LabPage() override;

    QTabWidget *tabs() const { return m_tabs; }
    LabDesk &desk() const { return m_desk; }
    TerminologyCache &cache() const { return *m_cache; }
    LabPartyForm *partyForm() const { return m_partyForm; }
    LabOrderForm *orderForm() const { return m_orderForm; }
    LabOrderList *orderList() const { return m_orderList; }
    LabOrderModel *orderModel() const { return m_orderModel; }
    LabOrderFormController *orderController() const { return m_orderController.get(); }
    LabOrderListController *listController() const { return m_listController.get(); }

private:
    std::unique_ptr<TerminologyCache> m_cache;
    LabDesk &m_desk;
    QTabWidget *m_tabs;
    LabPartyForm *m_partyForm;
    LabOrderForm *m_orderForm;
    LabOrderModel *m_orderModel;
    LabOrderList *m_orderList;
    std::unique_ptr<LabPartyController> m_partyController;
    std::unique_ptr<LabOrderFormController> m_orderController;
    std::unique_ptr<LabOrderListController> m_listController;
};

} // namespace cliniclink
