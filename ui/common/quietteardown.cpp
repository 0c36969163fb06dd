// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "quietteardown.h"

#include <QSignalBlocker>
#include <QWidget>

#include <vector>

namespace cliniclink {

namespace {

// The widget that has the keyboard focus in `w`'s window, whether or not the window is active.
QWidget *focusIn(const QWidget *w)
{
    return w->window() ? w->window()->focusWidget() : nullptr;
}

} // namespace

void releaseFocusQuietly(QWidget *container)
{
    if (!container)
        return;
    QWidget *focus = focusIn(container);
    if (!focus || (focus != container && !container->isAncestorOf(focus)))
        return;
    std::vector<QSignalBlocker> blockers;
    const QList<QObject *> inside = container->findChildren<QObject *>();
    blockers.reserve(inside.size() + 1);
    blockers.emplace_back(container);
    for (QObject *o : inside)
        blockers.emplace_back(o);
    focus->clearFocus();
}

void deleteQuietly(QWidget *widget)
{
    if (!widget)
        return;
    releaseFocusQuietly(widget);
    widget->blockSignals(true);
    delete widget;
}

} // namespace cliniclink
