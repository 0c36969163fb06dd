// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labpage.h"

#include "core/lab/labdesk.h"
#include "core/session/session.h"
#include "core/storage/journal.h"
#include "core/terminology/terminologycache.h"
#include "laborderform.h"
#include "laborderformcontroller.h"
#include "laborderlist.h"
#include "laborderlistcontroller.h"
#include "labordermodel.h"
#include "labpartycontroller.h"
#include "labpartyform.h"
#include "labresultview.h"
#include "ui/common/contentfit.h"
#include "ui/common/quietteardown.h"

#include <QDir>
#include <QFileInfo>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace cliniclink {

LabPage::LabPage(Session &session, LabDesk &desk, const QString &cacheFile, QWidget *parent)
    : QWidget(parent)
    , m_cache(std::make_unique<TerminologyCache>())
    , m_desk(desk)
    , m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("labPage"));
    // Without the offline copy the pickers ask the server and codes are checked by the lab only.
    m_cache->open(
        !cacheFile.isEmpty()
            ? cacheFile
            : QFileInfo(session.journal().filePath()).dir().filePath(QStringLiteral("terminology-cache.sqlite")));
    TerminologyCache *cache = m_cache->isOpen() ? m_cache.get() : nullptr;
    m_partyForm = new LabPartyForm(session, cache);
    m_orderForm = new LabOrderForm(session, cache);
    m_orderModel = new LabOrderModel(m_desk, this);
    m_orderList = new LabOrderList(m_orderModel);
    // Both forms scroll down on a low screen, never sideways: Send stays in sight.
    QScrollArea *orderScroll = verticalScrollArea(m_orderForm);
    m_tabs->addTab(verticalScrollArea(m_partyForm), tr("Patient and practitioner"));
    m_tabs->addTab(orderScroll, tr("New order"));
    m_tabs->addTab(m_orderList, tr("Orders and results"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    m_partyController = std::make_unique<LabPartyController>(session, m_desk, *m_partyForm);
    m_orderController = std::make_unique<LabOrderFormController>(session, m_desk, cache, *m_orderForm);
    m_listController = std::make_unique<LabOrderListController>(session, m_desk, cache, *m_orderList);
    connect(&m_desk, &LabDesk::orderAdded, this, [this] { m_tabs->setCurrentWidget(m_orderList); });
}

LabPage::~LabPage()
{
    releaseFocusQuietly(this);
    // Controllers talk to the forms: they go first, then the forms.
    m_listController.reset();
    m_orderController.reset();
    m_partyController.reset();
    delete m_tabs;
    m_tabs = nullptr;
}

} // namespace cliniclink
