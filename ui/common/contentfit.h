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

#include <QList>

#include <utility>

class QComboBox;
class QScrollArea;
class QSize;
class QSplitter;
class QTableView;
class QWidget;

namespace cliniclink {

void fitPaneToContent(QSplitter *splitter, int index);

// A table whose cells wrap measures its rows again whenever a column's width changes (the
// window laid out after the rows were filled, a column dragged) and whenever rows come or go; a
// row whose data changed (a status answer) is measured alone. Rows measured against the narrow
// columns of a window not yet shown stayed several lines high after a restart. The table's model
// is set first.
void fitRowsToColumns(QTableView *table);

// QTableView::resizeRowsToContents(), and then each row as high as its cell widgets (a state mark
// beside its words) need at their column's width: the view asks a cell widget only for its
// sizeHint(), the height of its text on as few lines as it likes, so a mark whose words wrap to a
// third line in a narrow column had the third cut off. Rows first..last only, when given (last -1:
// to the end).
void fitRowsToContents(QTableView *table, int first = 0, int last = -1);

// Columns of long words (a status in words, a patient's name) beside one that stretches (a
// message, or the last with stretchLastSection()): each as wide as its longest line while the
// table has room for it, and wrapped once it has not, taking at most its share of the room the
// other columns leave; the stretching column keeps the rest. Sized to their contents or to fixed
// widths instead, they pushed the columns after them behind the scroll bar at 1024x768.
//
//   shareRoomWithStretch(table, {{PatientColumn, 0.3}, {StatusColumn, 0.3}});
void shareRoomWithStretch(QTableView *table, const QList<std::pair<int, double>> &shares);

// A window's first size: the size it would like, but never more than its screen leaves it under a
// title bar (a 1024x768 monitor, a window made for 1400x900): its buttons open on the screen.
//
//   resizeWithinScreen(this, {860, 900});
void resizeWithinScreen(QWidget *window, const QSize &wanted);

// A combo box whose items may be long (dictionary names, a patient's full name) asks for about
// characters of width, not for its longest item's; the whole item is in the tooltip of the box.
void fitComboToCharacters(QComboBox *combo, int characters);

// A tall form in a scroll area that scrolls down only: as wide as the form needs (and the scroll
// bar), as low as the screen allows; the form takes the whole width and scrolls when it is taller.
// A plain QScrollArea asks for no width at all and cuts the form's right edge, buttons included.
QScrollArea *verticalScrollArea(QWidget *content);

} // namespace cliniclink
