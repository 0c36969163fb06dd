// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the orders list does: opens a result (read in whichever shape the lab answers) in a
// LabResultView, cancels and checks an order through the desk, opens an order by its tube's barcode
// (this workstation's at once; another's through $getorder), and searches the lab by period with
// $getorders and $getresults, in the laboratory chosen or in every one this workstation ordered
// from; an order or a result found that way opens too.

#include "core/lab/labreaders.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace cliniclink {

class DictionaryPicker;
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
    // The order whose tube has this barcode: selected when it is this workstation's, else asked of
    // the laboratory; its result opens.
    void openByBarcode(const QString &barcode);
    DictionaryPicker *laboratoryPicker() const { return m_laboratory; }
    LabResultView *resultView() const { return m_view; }
    // The names of result codes, kept while the page lives: each code is asked once.
    LabCodeNames *codeNames() const { return m_names; }

Q_SIGNALS:
    // A result view has its result (or its error).
    void resultShown();

private:
    LabResultView *view();
    void openFound(int row);
    // The laboratory chosen, or else every laboratory this workstation sent an order to.
    QStringList laboratoriesToAsk() const;
    // Prepares the found list for a new search; false (and the reason said) when no laboratory is known.
    bool startSearch(const QStringList &laboratories);
    void openResultOf(const QString &laboratory, const QString &misOrderId);
    void showOrderFound(const QString &laboratory, const QJsonObject &order);

    Session &m_session;
    LabDesk &m_desk;
    TerminologyCache *m_cache;
    LabCodeNames *m_names;
    LabOrderList &m_list;
    QPointer<LabResultView> m_view;
    DictionaryPicker *m_laboratory;
    QList<LabResultAnswer> m_foundResults;
    // Orders found ($getorders, $getorder), by row of the found list: the laboratory and the order's number.
    QList<QPair<QString, QString>> m_foundOrders;
};

} // namespace cliniclink
