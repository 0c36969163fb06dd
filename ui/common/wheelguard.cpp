// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QWheelEvent>

namespace cliniclink {

namespace {

// A field whose value the wheel changes.
QWidget *wheeledField(QObject *object)
{
    if (auto *combo = qobject_cast<QComboBox *>(object))
        return combo;
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(object))
        return spin;
    return nullptr;
}

void takeFocusWithoutWheel(QWidget *field)
{
    if (field->focusPolicy() == Qt::WheelFocus)
        field->setFocusPolicy(Qt::StrongFocus);
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("wheelGuard"));
}

WheelGuard *WheelGuard::install(QApplication &app)
{
    if (auto *existing = app.findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    auto *guard = new WheelGuard(&app);
    // Fields made before the guard; the later ones are caught as they are polished.
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *w : widgets) {
        if (QWidget *field = wheeledField(w))
            takeFocusWithoutWheel(field);
    }
    app.installEventFilter(guard);
    return guard;
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    // Every event of the application passes here: the type first, the cast only for these two.
    if (event->type() == QEvent::Polish) {
        if (QWidget *field = wheeledField(watched))
            takeFocusWithoutWheel(field);
        return false;
    }
    if (event->type() != QEvent::Wheel)
        return false;
    QWidget *field = wheeledField(watched);
    if (!field || field->hasFocus())
        return false;
    // A popup (a calendar's year) is looked at, not scrolled past.
    if (field->window()->windowType() == Qt::Popup)
        return false;
    takeFocusWithoutWheel(field);
    auto *wheel = static_cast<QWheelEvent *>(event);
    for (QWidget *up = field->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(up)) {
            QWidget *viewport = area->viewport();
            QWheelEvent forwarded(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                                  wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                                  wheel->phase(), wheel->inverted(), wheel->source(), wheel->pointingDevice());
            QCoreApplication::sendEvent(viewport, &forwarded);
            break;
        }
        if (up->isWindow())
            break;
    }
    // The field never sees it; outside a scroll area nothing scrolls.
    event->accept();
    return true;
}

} // namespace cliniclink
