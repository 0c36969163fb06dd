// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A word-wrapped QLabel that remembers its height for each width it was asked about. Layouts ask a
// wrapped label's heightForWidth() many times for the same few widths during one pass (box, form and
// group layouts each, for the minimum and the preferred size), and QLabel lays its text out again every
// time: on the overview that was most of the main window's start-up beyond the fonts. The answers are
// the label's own; they are forgotten when anything that shapes the text changes.

#include <QHash>
#include <QLabel>

namespace cliniclink {

class WrappedLabel : public QLabel {
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

private:
    // What the cached heights were computed from.
    struct Shape {
        QString text;
        QFont font;
        QMargins margins;
        int margin = 0;
        int indent = 0;
        Qt::Alignment alignment;
        Qt::TextFormat format = Qt::AutoText;
        bool operator==(const Shape &other) const = default;
    };
    Shape currentShape() const;

    mutable Shape m_shape;
    mutable QHash<int, int> m_heights;
};

} // namespace cliniclink
