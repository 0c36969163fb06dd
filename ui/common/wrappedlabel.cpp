// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wrappedlabel.h"

namespace cliniclink {

WrappedLabel::WrappedLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

WrappedLabel::Shape WrappedLabel::currentShape() const
{
    return Shape{text(), font(), contentsMargins(), margin(), indent(), alignment(), textFormat()};
}

int WrappedLabel::heightForWidth(int width) const
{
    Shape shape = currentShape();
    if (!(shape == m_shape)) {
        m_shape = std::move(shape);
        m_heights.clear();
    }
    const auto found = m_heights.constFind(width);
    if (found != m_heights.constEnd())
        return *found;
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() >= 64) // a window being resized asks for every width on its way
        m_heights.clear();
    m_heights.insert(width, height);
    return height;
}

} // namespace cliniclink
