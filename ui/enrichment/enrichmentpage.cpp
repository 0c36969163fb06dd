// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentpage.h"

#include "core/enrichment/enrichmentdesk.h"
#include "core/net/requestlog.h"
#include "core/session/session.h"
#include "enrichmentcontroller.h"
#include "enrichmentform.h"
#include "enrichmentorderlist.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/statusmark.h"

#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

EnrichmentPage::EnrichmentPage(Session &session, EnrichmentDesk &orders, QWidget *parent)
    : QWidget(parent)
    , m_banner(new MessageBanner(this))
    , m_form(new EnrichmentForm(session.clock(), this))
    , m_progress(new StatusMark(this))
    , m_list(new EnrichmentOrderList(session, orders, this))
    , m_controller(new EnrichmentController(session, orders, m_form, m_banner, m_progress, this))
{
    setObjectName(QStringLiteral("enrichmentPage"));
    m_banner->setObjectName(QStringLiteral("enrichmentBanner"));
    m_progress->setObjectName(QStringLiteral("enrichmentProgress"));

    auto *title = new QLabel(tr("Patient data: SNILS and policy"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(title);
    topLayout->addWidget(new JournalHealthBanner(session, top));
    topLayout->addWidget(m_banner);
    topLayout->addWidget(m_form);
    topLayout->addWidget(m_progress);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("enrichmentSplitter")); // its position is remembered by name
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(top);
    splitter->addWidget(m_list);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    // A banner or a wrapped inline error makes the form taller: it takes the room from the list.
    fitPaneToContent(splitter, 0);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    auto *focusList = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_L), this);
    focusList->setContext(Qt::WidgetWithChildrenShortcut);
    connect(focusList, &QShortcut::activated, m_list, &EnrichmentOrderList::focusList);

    connect(&orders, &EnrichmentDesk::orderAdded, m_list, &EnrichmentOrderList::selectOrder);
    connect(&session, &Session::environmentChanged, m_list, &EnrichmentOrderList::reload);

    setFocusProxy(m_form->session()->field(QStringLiteral("patient.familyName"))->editor());
}

EnrichmentPage::~EnrichmentPage()
{
    // A keystroke typed less than a moment ago is not lost when the window closes. Then the
    // controller goes while the form is whole, so a focus-out as the form's widgets go reaches no one.
    releaseFocusQuietly(this);
    m_controller->saveDraftNow();
    delete m_controller;
    m_controller = nullptr;
}

} // namespace cliniclink
