// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Enrichment area: the form for the patient and the identity document with its three
// actions (Find SNILS, Check SNILS, Find policy), the banner for the platform's answer above it,
// and the recent orders with their results below. Keys: Enter sends (EnrichmentController says
// which action), Esc cancels a request on its way, Ctrl+L goes to the list.

#include <QWidget>

namespace cliniclink {

class EnrichmentController;
class EnrichmentForm;
class EnrichmentOrderList;
class EnrichmentDesk;
class MessageBanner;
class Session;
class StatusMark;

class EnrichmentPage : public QWidget {
    Q_OBJECT
public:
    // orders outlives the page: it answers the poller even while the page is not built.
    EnrichmentPage(Session &session, EnrichmentDesk &orders, QWidget *parent = nullptr);
    ~EnrichmentPage() override;

    EnrichmentForm *form() const { return m_form; }
    EnrichmentController *controller() const { return m_controller; }
    EnrichmentOrderList *orderList() const { return m_list; }
    MessageBanner *banner() const { return m_banner; }
    StatusMark *progress() const { return m_progress; }

private:
    MessageBanner *m_banner;
    EnrichmentForm *m_form;
    StatusMark *m_progress;
    EnrichmentOrderList *m_list;
    EnrichmentController *m_controller;
};

} // namespace cliniclink
