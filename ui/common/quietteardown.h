// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Qt moves the keyboard focus away from a field while the widget that holds it is being destroyed.
// The focus-out raises the field's signals (editingFinished, a phone being normalized, a field
// marked as left), and their slots run against a form that is half gone: a use after free. Every
// composite widget whose fields talk to a controller calls releaseFocusQuietly(this) first thing
// in its destructor, and a form that replaces its own parts removes them with deleteQuietly(), so
// the focus leaves while everything is still whole and nothing it would say reaches anyone.

class QWidget;

namespace cliniclink {

// When the focus of `container`'s window is `container` or inside it, clears it with the signals
// of everything in `container` blocked. Does nothing otherwise.
void releaseFocusQuietly(QWidget *container);

// Takes the focus out of `widget` quietly, then deletes it with its signals blocked, so neither a
// focus-out nor a `destroyed` of its children reaches a slot while it goes.
void deleteQuietly(QWidget *widget);

} // namespace cliniclink
