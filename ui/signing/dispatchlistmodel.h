// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The desk's dispatches (or its platform drafts) as a table, from DispatchDesk::recent(), with a
// filter by patient and by status. A dispatch the desk says changed is redrawn in its row only
// (inserted or removed when it starts or stops matching); the drafts' "time left" is counted
// against the session's clock.

#include "core/signing/dispatchdesk.h"

#include <QAbstractTableModel>

namespace cliniclink {

class Session;

class DispatchListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Mode { Dispatches, Drafts };
    enum Column { CreatedColumn, PatientColumn, DocumentsColumn, StatusColumn, CheckedColumn, ColumnCount };
    enum Role { JournalIdRole = Qt::UserRole + 1, CodeRole, TrackingIdRole };

    DispatchListModel(Session &session, DispatchDesk &desk, Mode mode, QObject *parent = nullptr);

    void reload();
    // Rows whose patient contains `patient` (case-insensitive) and, when code is not 0, whose status is code.
    void setFilter(const QString &patient, int code);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const TrackedDispatch &dispatchAt(int row) const { return m_rows.at(row); }
    int rowOf(qint64 journalId) const;
    // "23 h 10 min" until the draft's 24 hours end, or "expired".
    QString timeLeft(const TrackedDispatch &draft) const;

    // "Sending…", "May have gone…" for a send of the outbox, else the platform's status in words.
    static QString statusText(const TrackedDispatch &d);

private:
    bool accepts(const TrackedDispatch &d) const;
    void updateRow(qint64 journalId);

    Session &m_session;
    DispatchDesk &m_desk;
    Mode m_mode;
    QList<TrackedDispatch> m_rows;
    QString m_patientFilter;
    int m_codeFilter = 0;
};

} // namespace cliniclink
