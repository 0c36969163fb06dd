// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "statusmark.h"

#include "wrappedlabel.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace cliniclink {

StatusMark::StatusMark(QWidget *parent)
    : QWidget(parent)
    , m_mark(new QLabel(this))
    , m_text(new WrappedLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_mark, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    m_text->setTextFormat(Qt::PlainText);
    // Copied whole from the context menu rather than selected: a selectable label keeps a text
    // document and lays it out again for every size hint of its wrapped line, which was a tenth of
    // the main window's start-up (callgrind). An address or a server's words are copied whole anyway.
    m_text->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *copy = new QAction(tr("&Copy"), m_text);
    copy->setObjectName(QStringLiteral("copyStatusTextAction"));
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(m_text->text()); });
    m_text->addAction(copy);
    setState(State::Neutral, {});
}

QColor StatusMark::colorOf(State state)
{
    switch (state) {
    case State::Neutral:
        return QColor(0x9e, 0x9e, 0x9e);
    case State::Ok:
        return QColor(0x2e, 0x7d, 0x32);
    case State::Warning:
        return QColor(0xf5, 0x9e, 0x0b);
    case State::Failed:
        return QColor(0xc6, 0x28, 0x28);
    case State::Busy:
        return QColor(0x15, 0x65, 0xc0);
    }
    Q_UNREACHABLE();
}

void StatusMark::setState(State state, const QString &text)
{
    m_state = state;
    m_text->setText(text);

    const int side = fontMetrics().height();
    const qreal dpr = devicePixelRatioF();
    QPixmap pixmap(QSize(side, side) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor color = colorOf(state);
        p.setPen(QPen(color.darker(130), 1));
        p.setBrush(state == State::Busy ? QBrush(Qt::NoBrush) : QBrush(color));
        const qreal inset = side * 0.2;
        p.drawEllipse(QRectF(inset, inset, side - 2 * inset, side - 2 * inset));
    }
    m_mark->setPixmap(pixmap);

    QString word;
    switch (state) {
    case State::Neutral:
        break; // the text says what it is (not set up, not open yet...)
    case State::Ok:
        word = tr("OK");
        break;
    case State::Warning:
        word = tr("Warning");
        break;
    case State::Failed:
        word = tr("Failed");
        break;
    case State::Busy:
        word = tr("In progress");
        break;
    }
    setAccessibleName(text.isEmpty() ? word : word % QStringLiteral(": ") % text);
    m_mark->setToolTip(word.isEmpty() ? text : word);
}

QString StatusMark::text() const
{
    return m_text->text();
}

} // namespace cliniclink
