// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Dispatches tab's second view: the organization's dispatches as the platform lists them
// (GET /signing), whoever sent them: colleagues, other systems, this workstation. Filtered by
// creation dates, status and the patient's MIS id, a page at a time; each page is one read of the
// `status` route (600 a minute, 10 in flight), made only when the person asks (showing the view,
// Find, a page, Reload). The contract names only `idPatientMis` as a filter, so the rows are also
// filtered here by what was asked, and a platform that answers more rows than a page is paged here:
// what the list shows is what was asked for either way. Enter or a double-click opens a row.

#include "core/signing/signingcalls.h"
#include "orgdispatchmodel.h"

#include <QPointer>
#include <QWidget>

#include <algorithm>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QShortcut;
class QTableView;

namespace cliniclink {

class DateField;
class DispatchDesk;
class MessageBanner;
class Session;

class OrgDispatchList : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPageSize = 50;

    OrgDispatchList(Session &session, DispatchDesk &desk, QWidget *parent = nullptr);

    // Rows a page asks for (kPageSize unless a test wants fewer).
    void setPageSize(int rows) { m_pageSize = std::max(1, rows); }
    int pageSize() const { return m_pageSize; }
    // Reads the first page with the filters as they are now.
    void find();
    void nextPage();
    void previousPage();
    // Reads the page shown again.
    void reload();
    // Stops a read on its way (Esc).
    void stopLoading();
    bool isLoading() const { return bool(m_call); }
    // Whether a page was read since the view was made (the first show reads one).
    bool hasLoaded() const { return m_loadedOnce; }

    OrgDispatchModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    DateField *fromField() const { return m_from; }
    DateField *toField() const { return m_to; }
    QComboBox *statusFilter() const { return m_status; }
    QLineEdit *patientFilter() const { return m_patient; }
    QPushButton *findButton() const { return m_find; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *previousButton() const { return m_previous; }
    QLabel *pageLabel() const { return m_pageLabel; }
    QProgressBar *progress() const { return m_progress; }
    MessageBanner *banner() const { return m_banner; }
    // The filter of the last read (for tests and the page label).
    DispatchListFilter lastFilter() const { return m_filter; }

Q_SIGNALS:
    void openRequested(const cliniclink::DispatchSummary &summary);
    // A read ended (rows shown, or an error in the banner).
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    // The filter as typed; false (and the reason in the banner) when a date is not a date.
    bool readFilter(DispatchListFilter *filter);
    void load(int offset);
    void showPage();
    void setLoading(bool loading);
    bool accepts(const DispatchSummary &s) const;
    void openCurrent();

    Session &m_session;
    DispatchDesk &m_desk;
    OrgDispatchModel *m_model;
    MessageBanner *m_banner;
    DateField *m_from;
    DateField *m_to;
    QComboBox *m_status;
    QLineEdit *m_patient;
    QPushButton *m_find;
    QPushButton *m_open;
    QTableView *m_view;
    QLabel *m_empty;
    QPushButton *m_previous;
    QPushButton *m_next;
    QLabel *m_pageLabel;
    QProgressBar *m_progress;
    QShortcut *m_stopKey = nullptr;
    QPointer<DispatchListCall> m_call;
    DispatchListFilter m_filter; // of the page shown (offset included)
    int m_total = -1; // all rows matching, -1 unknown
    int m_pageRows = 0; // rows the platform answered for the page shown
    bool m_serverPages = true; // false: the platform answered every row at once; paged here
    QList<DispatchSummary> m_all; // every row, when paged here
    bool m_loadedOnce = false;
    int m_pageSize = kPageSize;
};

} // namespace cliniclink
