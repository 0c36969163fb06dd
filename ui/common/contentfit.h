// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Content that grows or reflows keeps the room it needs.
//
// A splitter pane whose content grows while the person works (a banner appears, an inline error
// wraps onto a second line) is given the height it needs, taken from the panes after it, instead
// of being squashed: a QSplitter keeps the sizes it once gave and never asks its panes again.
//
//   fitPaneToContent(splitter, 0); // the form above the list

class QSplitter;
class QTableView;

namespace cliniclink {

void fitPaneToContent(QSplitter *splitter, int index);

// A table whose cells wrap measures its rows again whenever a column's width changes (the
// window laid out after the rows were filled, a column dragged): rows measured against the
// narrow columns of a window not yet shown stayed several lines high after a restart.
void fitRowsToColumns(QTableView *table);

} // namespace cliniclink
