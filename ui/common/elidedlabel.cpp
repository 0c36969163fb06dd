// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace cliniclink {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    if (text == m_fullText && !text.isEmpty())
        return;
    m_fullText = text;
    updateGeometry();
    elide();
}

void ElidedLabel::setMinimumCharacters(int characters)
{
    m_minimumCharacters = characters;
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QSize full = QLabel::minimumSizeHint();
    const QMargins m = contentsMargins();
    const int least = fontMetrics().averageCharWidth() * m_minimumCharacters + m.left() + m.right() + 2 * margin();
    return {std::min(full.width(), least), full.height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    const int whole = fontMetrics().horizontalAdvance(m_fullText) + m.left() + m.right() + 2 * margin();
    return {whole, QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedLabel::elide()
{
    const int room = contentsRect().width() - 2 * margin();
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, std::max(room, 0));
    if (text() != shown)
        QLabel::setText(shown);
    // The whole text for the person who points at it, only when some is hidden.
    setToolTip(shown == m_fullText ? QString() : m_fullText);
}

} // namespace cliniclink
