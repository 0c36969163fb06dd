// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "icons.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <cmath>
#include <numbers>

namespace cliniclink {

namespace {

const QColor kAccentBlue(0x15, 0x65, 0xc0);
const QColor kAmber(0xf5, 0x9e, 0x0b);
const QColor kRed(0xc6, 0x28, 0x28);

// Every icon is drawn on a 24 x 24 grid; the painter is scaled to the requested rectangle.
void drawOn24(QPainter &p, IconId id, const QColor &fg)
{
    QPen line(fg, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(line);
    p.setBrush(Qt::NoBrush);

    switch (id) {
    case IconId::Application: {
        p.setPen(Qt::NoPen);
        p.setBrush(kAccentBlue);
        p.drawRoundedRect(QRectF(1, 1, 22, 22), 5, 5);
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(9.5, 4.5, 5, 15), 1, 1); // the cross of a clinic
        p.drawRoundedRect(QRectF(4.5, 9.5, 15, 5), 1, 1);
        p.setBrush(kRed);
        p.drawEllipse(QPointF(18, 18), 3, 3); // the link to the platform
        p.setPen(QPen(Qt::white, 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(18, 18), 3, 3);
        break;
    }
    case IconId::Overview: {
        QPainterPath roof;
        roof.moveTo(3, 11.5);
        roof.lineTo(12, 3.5);
        roof.lineTo(21, 11.5);
        p.drawPath(roof);
        p.drawPolyline(QPolygonF({QPointF(5.5, 10), QPointF(5.5, 20.5), QPointF(18.5, 20.5), QPointF(18.5, 10)}));
        p.drawRect(QRectF(10, 14, 4, 6.5));
        break;
    }
    case IconId::RequestLog:
        for (int i = 0; i < 4; ++i) {
            const qreal y = 5 + i * 4.7;
            p.drawLine(QPointF(9, y), QPointF(21, y));
            p.drawPoint(QPointF(4.5, y));
        }
        break;
    case IconId::Settings: {
        p.setPen(QPen(fg, 3.2, Qt::SolidLine, Qt::FlatCap));
        for (int i = 0; i < 8; ++i) {
            const qreal a = i * std::numbers::pi / 4;
            p.drawLine(QPointF(12 + 6.5 * std::cos(a), 12 + 6.5 * std::sin(a)),
                       QPointF(12 + 9.5 * std::cos(a), 12 + 9.5 * std::sin(a)));
        }
        p.setPen(line);
        p.drawEllipse(QPointF(12, 12), 6.5, 6.5);
        p.drawEllipse(QPointF(12, 12), 2.5, 2.5);
        break;
    }
    case IconId::Warning: {
        p.setPen(QPen(kAmber.darker(130), 1.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(kAmber);
        p.drawPolygon(QPolygonF({QPointF(12, 2.5), QPointF(22.5, 21), QPointF(1.5, 21)}));
        p.setPen(QPen(Qt::black, 2.2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(12, 9), QPointF(12, 14.5));
        p.drawPoint(QPointF(12, 18));
        break;
    }
    case IconId::Error:
    case IconId::Info: {
        const bool error = id == IconId::Error;
        p.setPen(Qt::NoPen);
        p.setBrush(error ? kRed : kAccentBlue);
        p.drawEllipse(QPointF(12, 12), 10, 10);
        p.setPen(QPen(Qt::white, 2.4, Qt::SolidLine, Qt::RoundCap));
        if (error) {
            p.drawLine(QPointF(12, 6.5), QPointF(12, 13));
            p.drawPoint(QPointF(12, 17));
        } else {
            p.drawPoint(QPointF(12, 7));
            p.drawLine(QPointF(12, 11), QPointF(12, 17.5));
        }
        break;
    }
    case IconId::Search:
        p.drawEllipse(QPointF(10, 10), 6, 6);
        p.setPen(QPen(fg, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(14.5, 14.5), QPointF(20.5, 20.5));
        break;
    case IconId::Copy:
        p.drawRoundedRect(QRectF(8, 8, 12, 13), 2, 2);
        p.drawPolyline(QPolygonF({QPointF(5, 16), QPointF(4, 16), QPointF(4, 3), QPointF(15, 3), QPointF(15, 5)}));
        break;
    case IconId::ShowSecret:
    case IconId::HideSecret: {
        QPainterPath eye;
        eye.moveTo(2, 12);
        eye.quadTo(12, 1, 22, 12);
        eye.quadTo(12, 23, 2, 12);
        p.drawPath(eye);
        p.drawEllipse(QPointF(12, 12), 3, 3);
        if (id == IconId::HideSecret)
            p.drawLine(QPointF(4, 20), QPointF(20, 4));
        break;
    }
    case IconId::Add:
        p.drawLine(QPointF(12, 5), QPointF(12, 19));
        [[fallthrough]];
    case IconId::Remove:
        p.drawLine(QPointF(5, 12), QPointF(19, 12));
        break;
    case IconId::Rename:
        p.drawPolygon(
            QPolygonF({QPointF(4, 20), QPointF(5, 15.5), QPointF(16, 4.5), QPointF(19.5, 8), QPointF(8.5, 19)}));
        p.drawLine(QPointF(13.5, 7), QPointF(17, 10.5));
        break;
    case IconId::CheckConnection: {
        p.drawArc(QRectF(3, 3, 18, 18), 30 * 16, 300 * 16);
        p.setPen(QPen(kAccentBlue.lighter(120), 2.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF({QPointF(8, 12.5), QPointF(11, 15.5), QPointF(16.5, 8.5)}));
        break;
    }
    case IconId::Enrichment:
        p.drawRoundedRect(QRectF(2.5, 5, 19, 14), 2, 2);
        p.drawEllipse(QPointF(8, 10.5), 2.2, 2.2);
        p.drawArc(QRectF(4.5, 13.5, 7, 6), 0, 180 * 16);
        p.drawLine(QPointF(14, 10), QPointF(19, 10));
        p.drawLine(QPointF(14, 14), QPointF(18, 14));
        break;
    case IconId::Prescription: {
        p.drawPolygon(
            QPolygonF({QPointF(5, 2.5), QPointF(15, 2.5), QPointF(19.5, 7), QPointF(19.5, 21.5), QPointF(5, 21.5)}));
        QPen accent(kAccentBlue, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(accent);
        QPainterPath r; // the letter R of "Rx"
        r.moveTo(8.5, 17.5);
        r.lineTo(8.5, 8);
        r.lineTo(11.5, 8);
        r.quadTo(14, 8, 14, 10.2);
        r.quadTo(14, 12.4, 11.5, 12.4);
        r.lineTo(8.5, 12.4);
        p.drawPath(r);
        p.drawLine(QPointF(11, 12.4), QPointF(16.5, 18.5));
        p.drawLine(QPointF(16.5, 13.5), QPointF(12.5, 18.5));
        break;
    }
    case IconId::Laboratory: {
        QPainterPath flask; // neck, shoulders, flat bottom
        flask.moveTo(9.5, 2.5);
        flask.lineTo(9.5, 9);
        flask.lineTo(4, 20);
        flask.quadTo(3.5, 21.5, 5.5, 21.5);
        flask.lineTo(18.5, 21.5);
        flask.quadTo(20.5, 21.5, 20, 20);
        flask.lineTo(14.5, 9);
        flask.lineTo(14.5, 2.5);
        p.drawPath(flask);
        p.drawLine(QPointF(8, 2.5), QPointF(16, 2.5));
        QPainterPath liquid;
        liquid.moveTo(6.8, 14.5);
        liquid.lineTo(17.2, 14.5);
        liquid.lineTo(19.3, 19.5);
        liquid.lineTo(4.7, 19.5);
        liquid.closeSubpath();
        p.fillPath(liquid, kAccentBlue);
        break;
    }
    case IconId::BulkList: {
        p.drawRoundedRect(QRectF(2.5, 3.5, 19, 17), 2, 2);
        for (const qreal y : {8.5, 12.5, 16.5})
            p.drawLine(QPointF(9, y), QPointF(18.5, y));
        QPen accent(kAccentBlue, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(accent);
        p.drawPolyline(QPolygonF({QPointF(4.5, 8.5), QPointF(5.8, 9.8), QPointF(7.5, 7.2)}));
        p.drawPolyline(QPolygonF({QPointF(4.5, 12.5), QPointF(5.8, 13.8), QPointF(7.5, 11.2)}));
        break;
    }
    case IconId::Stop:
        p.drawEllipse(QPointF(12, 12), 9, 9);
        p.setBrush(fg);
        p.drawRect(QRectF(9, 9, 6, 6));
        break;
    case IconId::Signing: {
        p.drawPolygon(
            QPolygonF({QPointF(5, 2.5), QPointF(15, 2.5), QPointF(19.5, 7), QPointF(19.5, 21.5), QPointF(5, 21.5)}));
        p.drawLine(QPointF(8, 7.5), QPointF(13, 7.5));
        p.drawLine(QPointF(8, 11), QPointF(16, 11));
        QPen accent(kAccentBlue, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        p.setPen(accent);
        QPainterPath stroke; // a handwritten signature
        stroke.moveTo(7.5, 18);
        stroke.cubicTo(9, 13.5, 10.5, 13.5, 10.5, 17);
        stroke.cubicTo(10.5, 19, 12.5, 14.5, 13.5, 16.5);
        stroke.cubicTo(14.5, 18.5, 15.5, 16, 17, 16.5);
        p.drawPath(stroke);
        break;
    }
    case IconId::Calendar:
        p.drawRoundedRect(QRectF(3, 5, 18, 16), 2, 2);
        p.drawLine(QPointF(3, 10), QPointF(21, 10));
        p.drawLine(QPointF(8, 3), QPointF(8, 7));
        p.drawLine(QPointF(16, 3), QPointF(16, 7));
        p.setPen(Qt::NoPen);
        p.setBrush(kAccentBlue);
        p.drawRect(QRectF(13.5, 13.5, 4, 4));
        break;
    case IconId::Refresh: {
        p.drawArc(QRectF(4, 4, 16, 16), 60 * 16, 270 * 16);
        p.setBrush(fg);
        p.drawPolygon(QPolygonF({QPointF(16, 2.5), QPointF(20.5, 6.5), QPointF(15, 8.5)}));
        break;
    }
    }
}

class PaintedIconEngine final : public QIconEngine {
public:
    explicit PaintedIconEngine(IconId id)
        : m_id(id)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const QPalette palette = QGuiApplication::palette();
        QColor fg = palette.color(QPalette::WindowText);
        if (mode == QIcon::Disabled)
            fg = palette.color(QPalette::Disabled, QPalette::WindowText);
        else if (mode == QIcon::Selected)
            fg = palette.color(QPalette::HighlightedText);
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.5);
        paintIcon(*painter, rect, m_id, fg);
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pm(size * scale);
        pm.setDevicePixelRatio(scale);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pm;
    }

    QIconEngine *clone() const override { return new PaintedIconEngine(m_id); }
    QString key() const override { return QStringLiteral("cliniclink-painted"); }

private:
    IconId m_id;
};

} // namespace

void paintIcon(QPainter &painter, const QRectF &rect, IconId id, const QColor &foreground)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(rect.width(), rect.height());
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2);
    painter.scale(side / 24.0, side / 24.0);
    drawOn24(painter, id, foreground);
    painter.restore();
}

QIcon icon(IconId id)
{
    return QIcon(new PaintedIconEngine(id));
}

} // namespace cliniclink
