// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A table that lists records (dispatches, orders, requests, certificates): a click or the arrow
// keys select one whole row, nothing is edited in place, and rows have no numbers. Each list
// still decides its columns' widths, its wrapping and what opens a row.
//
//   setUpRecordTable(m_view);

class QTableView;

namespace cliniclink {

void setUpRecordTable(QTableView *table);

} // namespace cliniclink
