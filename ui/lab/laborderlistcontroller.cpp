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
#include "ui/terminology/dictionarypicker.h"

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
    , m_laboratory(
          new DictionaryPicker(session.transport(), session.clock(), cache, QStringLiteral("1.2.643.2.69.1.1.1.64")))
{
    m_laboratory->setObjectName(QStringLiteral("searchLaboratoryPicker"));
    list.setLaboratoryPicker(m_laboratory);
    m_laboratory->setToolTip(session.journalShared()
                                 ? tr("The laboratory the searches ask. Empty: every laboratory the clinic's "
                                      "workstations sent an order to.")
                                 : tr("The laboratory the searches ask. Empty: every laboratory this workstation "
                                      "sent an order to."));
    connect(&list, &LabOrderList::barcodeEntered, this, &LabOrderListController::openByBarcode);
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

QStringList LabOrderListController::laboratoriesToAsk() const
{
    const QString chosen = m_laboratory->value().code;
    if (!chosen.isEmpty())
        return {chosen};
    // Orders go to one laboratory at a time; every laboratory the journal's orders went to is asked.
    QStringList labs;
    for (const LabOrderItem &o : m_desk.orders()) {
        if (!o.request.targetLaboratory.isEmpty() && !labs.contains(o.request.targetLaboratory))
            labs.append(o.request.targetLaboratory);
    }
    return labs;
}

bool LabOrderListController::startSearch(const QStringList &laboratories)
{
    m_list.found()->clear();
    m_foundResults.clear();
    m_foundOrders.clear();
    m_list.banner()->clearMessage();
    if (!laboratories.isEmpty())
        return true;
    m_list.banner()->showMessage(
        MessageBanner::Kind::Info,
        m_session.journalShared()
            ? tr("Choose the laboratory to ask: no laboratory has been sent an order from the clinic's workstations "
                 "yet.")
            : tr("Choose the laboratory to ask: no laboratory has been sent an order from this workstation yet."));
    m_laboratory->setFocus(Qt::OtherFocusReason);
    return false;
}

void LabOrderListController::showOrderFound(const QString &laboratory, const QJsonObject &order)
{
    const QString number = order.value(u"identifier").toArray().first().toObject().value(u"value").toString();
    m_foundOrders.append({laboratory, number});
    auto *item = new QTreeWidgetItem(m_list.found());
    item->setText(0, number);
    item->setText(1, order.value(u"id").toString());
    item->setText(2, order.value(u"date").toString());
}

void LabOrderListController::findOrders()
{
    const QStringList labs = laboratoriesToAsk();
    if (!startSearch(labs))
        return;
    LabOrdersQuery q;
    q.source = m_session.currentEnvironment().organizationId;
    q.start = m_list.fromEdit()->date().startOfDay();
    q.end = m_list.toEdit()->date().addDays(1).startOfDay().addSecs(-1);
    for (const QString &lab : labs) {
        q.target = lab;
        auto *call = m_session.transport().start(new LabGetOrdersCall(q));
        connect(call, &ApiCall::succeeded, this, [this, call, lab] {
            for (const QJsonObject &order : call->result())
                showOrderFound(lab, order);
        });
        connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
            m_list.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
        });
    }
}

void LabOrderListController::findResults()
{
    const QStringList labs = laboratoriesToAsk();
    if (!startSearch(labs))
        return;
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

void LabOrderListController::openByBarcode(const QString &barcode)
{
    if (barcode.isEmpty()) {
        m_list.banner()->showMessage(MessageBanner::Kind::Error, tr("Type or scan the tube's barcode first."));
        return;
    }
    // This workstation's own order opens without asking anyone.
    for (const LabOrderItem &o : m_desk.orders()) {
        if (o.request.barcode != barcode)
            continue;
        m_list.banner()->clearMessage();
        m_list.selectOrder(o.journalId);
        if (o.status == u"completed" || o.status == u"error")
            open(o.journalId);
        else
            m_list.banner()->showMessage(
                MessageBanner::Kind::Info,
                tr("Order %1 is selected in the list: the laboratory has no result yet.").arg(o.request.misOrderId));
        return;
    }
    const QStringList labs = laboratoriesToAsk();
    if (!startSearch(labs))
        return;
    // Every laboratory is asked; the order opens from the first that knows the tube.
    auto pending = std::make_shared<int>(int(labs.size()));
    auto opened = std::make_shared<bool>(false);
    const QString source = m_session.currentEnvironment().organizationId;
    for (const QString &lab : labs) {
        auto *call = m_session.transport().start(new LabGetOrderCall(source, lab, barcode));
        connect(call, &ApiCall::succeeded, this, [this, call, lab, opened] {
            if (call->result().isEmpty() || *opened)
                return;
            *opened = true;
            showOrderFound(lab, call->result().constLast());
            m_list.found()->setCurrentItem(m_list.found()->topLevelItem(m_list.found()->topLevelItemCount() - 1));
            openResultOf(lab, m_foundOrders.constLast().second);
        });
        connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
            if (error.httpStatus() != 404)
                m_list.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
        });
        connect(call, &ApiCall::finished, this, [this, pending, opened, barcode] {
            if (--*pending == 0 && !*opened && m_list.banner()->headline().isEmpty())
                m_list.banner()->showMessage(MessageBanner::Kind::Warning,
                                             tr("No order with the tube barcode %1 was found. Check the code, or "
                                                "choose the laboratory the tube went to.")
                                                 .arg(barcode));
        });
    }
}

void LabOrderListController::openResultOf(const QString &laboratory, const QString &misOrderId)
{
    auto *fetch =
        new LabResultFetch(m_session.transport(),
                           LabResultKeys{m_session.currentEnvironment().organizationId, laboratory, misOrderId}, this);
    LabResultView *v = view();
    const QString title = tr("Order %1").arg(misOrderId);
    v->setResult({}, title);
    v->show();
    connect(fetch, &LabResultFetch::finished, v, [this, v, title](const LabResult &r) {
        v->setResult(r, title);
        Q_EMIT resultShown();
    });
    connect(fetch, &LabResultFetch::failed, v, [this, v](const ApiError &e) {
        v->showError(e.userText());
        Q_EMIT resultShown();
    });
    connect(fetch, &LabResultFetch::finished, fetch, &QObject::deleteLater);
    connect(fetch, &LabResultFetch::failed, fetch, &QObject::deleteLater);
    fetch->start();
}

void LabOrderListController::openFound(int row)
{
    if (row >= 0 && row < m_foundOrders.size()) {
        openResultOf(m_foundOrders[row].first, m_foundOrders[row].second);
        return;
    }
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
