// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The workstation's icons, drawn as vector shapes at whatever size is asked for. Qt's SVG module
// is not among the build's dependencies (DESIGN.md), so instead of SVG files read at run time the
// icons are painted; they follow the palette's text colour, so they stay readable in dark themes.
// The application icon also exists as SVG and PNG files in resources/ for the desktop.

#include <QIcon>

class QPainter;

namespace cliniclink {

enum class IconId {
    Application,
    Overview,
    RequestLog,
    Settings,
    Warning,
    Error,
    Info,
    Search,
    Copy,
    ShowSecret,
    HideSecret,
    Add,
    Remove,
    Rename,
    CheckConnection,
    Enrichment, // a person's card: the patient-data enrichment area
    Prescription, // a prescription sheet marked Rx
    Stop,
    Refresh,
    Calendar,
    Signing, // a document with a signature stroke: the signing desk
    Laboratory, // a flask with liquid: the laboratory desk
    BulkList, // a sheet of rows with a tick: the bulk enrichment area
};

QIcon icon(IconId id);
// Paints the icon into rect, in foreground for the line work (accents keep their own colours).
void paintIcon(QPainter &painter, const QRectF &rect, IconId id, const QColor &foreground);

} // namespace cliniclink
