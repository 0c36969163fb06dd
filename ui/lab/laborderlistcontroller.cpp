// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laborderlistcontroller.h"

#include "core/lab/labcalls.h"
#include "core/lab/labcodenames.h"
#include "core/lab/labdesk.h"
#include "core/lab/labresultfetch.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "laborderlist.h"
#include "labordermodel.h"
#include "labresultview.h"
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"

#include <QJsonArray>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>

namespace cliniclink {

LabOrderListController::LabOrderListController(Session &session, LabDesk &desk, TerminologyCache *cache,
                                               LabOrderList &list, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_desk(desk)
    , m_cache(cache)
    , m_names(new LabCodeNames(&session.transport(), m_cache, this))
    , m_list(list)
{
    connect(&list, &LabOrderList::openRequested, this, &LabOrderListController::open);
    connect(&list, &LabOrderList::cancelRequested, this, &LabOrderListController::cancel);
    connect(&list, &LabOrderList::checkRequested, this, [this](qint64 id) { m_desk.checkNow(id); });
    connect(&list, &LabOrderList::findOrdersRequested, this, &LabOrderListController::findOrders);
    connect(&list, &LabOrderList::findResultsRequested, this, &LabOrderListController::findResults);
    connect(&list, &LabOrderList::foundActivated, this, &LabOrderListController::openFound);
    const QDate today = session.clock().now().toLocalTime().date();
    list.fromEdit()->setDate(today.addDays(-7));
    list.toEdit()->setDate(today);
}

LabOrderListController::~LabOrderListController()
{
    if (m_view)
        delete m_view.data();
}

LabResultView *LabOrderListController::view()
{
    if (!m_view) {
        m_view = new LabResultView(m_names, m_list.window());
        m_view->setAttribute(Qt::WA_DeleteOnClose);
    }
    return m_view;
}

void LabOrderListController::open(qint64 journalId)
{
    const auto order = m_desk.order(journalId);
    if (!order)
        return;
    auto *fetch = m_desk.fetchResult(journalId);
    if (!fetch)
        return;
    LabResultView *v = view();
    const QString title = tr("Order %1").arg(order->request.misOrderId);
    v->setResult({}, title);
    v->show();
    connect(fetch, &LabResultFetch::finished, v, [this, v, title](const LabResult &result) {
        v->setResult(result, title);
        Q_EMIT resultShown();
    });
    connect(fetch, &LabResultFetch::failed, v, [this, v](const ApiError &error) {
        v->showError(error.userText());
        Q_EMIT resultShown();
    });
}

void LabOrderListController::cancel(qint64 journalId)
{
    auto *call = m_desk.cancelOrder(journalId);
    if (!call)
        return;
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_list.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
    });
}

void LabOrderListController::findOrders()
{
    LabOrdersQuery q;
    q.source = m_session.currentEnvironment().organizationId;
    // Orders go to one laboratory at a time; every laboratory this workstation ordered from is asked.
    QStringList labs;
    for (const LabOrderItem &o : m_desk.orders()) {
        if (!o.request.targetLaboratory.isEmpty() && !labs.contains(o.request.targetLaboratory))
            labs.append(o.request.targetLaboratory);
    }
    m_list.found()->clear();
    m_foundResults.clear();
    m_list.banner()->clearMessage();
    if (labs.isEmpty()) {
        m_list.banner()->showMessage(MessageBanner::Kind::Info, tr("No laboratory has been sent an order yet."));
        return;
    }
    q.start = m_list.fromEdit()->date().startOfDay();
    q.end = m_list.toEdit()->date().addDays(1).startOfDay().addSecs(-1);
    for (const QString &lab : labs) {
        q.target = lab;
        auto *call = m_session.transport().start(new LabGetOrdersCall(q));
        connect(call, &ApiCall::succeeded, this, [this, call] {
            for (const QJsonObject &order : call->result()) {
                auto *item = new QTreeWidgetItem(m_list.found());
                item->setText(0, order.value(u"identifier").toArray().first().toObject().value(u"value").toString());
                item->setText(1, order.value(u"id").toString());
                item->setText(2, order.value(u"date").toString());
            }
        });
        connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
            m_list.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
        });
    }
}

void LabOrderListController::findResults()
{
    QStringList labs;
    for (const LabOrderItem &o : m_desk.orders()) {
        if (!o.request.targetLaboratory.isEmpty() && !labs.contains(o.request.targetLaboratory))
            labs.append(o.request.targetLaboratory);
    }
    m_list.found()->clear();
    m_foundResults.clear();
    m_list.banner()->clearMessage();
    for (const QString &lab : labs) {
        auto *call = m_session.transport().start(
            new LabGetResultsCall(m_session.currentEnvironment().organizationId, lab, m_list.fromEdit()->date()));
        connect(call, &ApiCall::succeeded, this, [this, call] {
            for (const LabResultAnswer &a : call->result()) {
                m_foundResults.append(a);
                auto *item = new QTreeWidgetItem(m_list.found());
                item->setText(0, a.orderResponse.value(u"request").toObject().value(u"reference").toString());
                item->setText(1, a.orderResponse.value(u"orderStatus").toString());
                item->setText(2, a.orderResponse.value(u"date").toString());
            }
        });
        connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
            m_list.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
        });
    }
}

void LabOrderListController::openFound(int row)
{
    if (row < 0 || row >= m_foundResults.size())
        return;
    auto *fetch = new LabResultFetch(m_session.transport(), m_foundResults[row], this);
    LabResultView *v = view();
    const QString title = m_foundResults[row].orderResponse.value(u"request").toObject().value(u"reference").toString();
    v->show();
    connect(fetch, &LabResultFetch::finished, v, [this, v, title](const LabResult &r) {
        v->setResult(r, title);
        Q_EMIT resultShown();
    });
    connect(fetch, &LabResultFetch::failed, v, [v](const ApiError &e) { v->showError(e.userText()); });
    connect(fetch, &LabResultFetch::finished, fetch, &QObject::deleteLater);
    connect(fetch, &LabResultFetch::failed, fetch, &QObject::deleteLater);
    fetch->start();
}

} // namespace cliniclink
