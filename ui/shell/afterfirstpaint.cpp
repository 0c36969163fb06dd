// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "afterfirstpaint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace cliniclink {

void AfterFirstPaint::run(QWidget *window, std::function<void()> action, std::chrono::milliseconds fallback)
{
    new AfterFirstPaint(window, std::move(action), fallback); // owned by the window until it fires
}

AfterFirstPaint::AfterFirstPaint(QWidget *window, std::function<void()> action, std::chrono::milliseconds fallback)
    : QObject(window)
    , m_window(window)
    , m_action(std::move(action))
    , m_fallback(new QTimer(this))
{
    m_fallback->setSingleShot(true);
    connect(m_fallback, &QTimer::timeout, this, &AfterFirstPaint::fire);
    m_fallback->start(fallback);
    window->installEventFilter(this);
}

bool AfterFirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Paint && !m_fired) {
        // The paint of the children follows in this same event, so a posted event runs after all of
        // it; at low priority it also waits for what the window itself queued (input, updates).
        m_fallback->stop();
        QCoreApplication::postEvent(this, new QEvent(QEvent::User), Qt::LowEventPriority);
    }
    return false;
}

void AfterFirstPaint::customEvent(QEvent *event)
{
    if (event->type() == QEvent::User)
        fire();
}

void AfterFirstPaint::fire()
{
    if (m_fired)
        return;
    m_fired = true;
    m_fallback->stop();
    m_window->removeEventFilter(this);
    const std::function<void()> action = std::exchange(m_action, {});
    deleteLater();
    action();
}

} // namespace cliniclink
