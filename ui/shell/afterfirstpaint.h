// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Runs an action once a window's first paint is complete. The workstation starts its session (journal,
// keychain probe, resumed polling) this way, so the person sees the whole window at once and the
// overview fills in each part as it is ready, instead of waiting for all of it before the first paint.

#include <QObject>

#include <chrono>
#include <functional>

class QTimer;
class QWidget;

namespace cliniclink {

class AfterFirstPaint : public QObject {
    Q_OBJECT

public:
    // A window that is never painted (started minimised, on another workspace) still gets its action
    // after `fallback`.
    static void run(QWidget *window, std::function<void()> action,
                    std::chrono::milliseconds fallback = std::chrono::seconds(2));

    bool eventFilter(QObject *watched, QEvent *event) override;

protected:
    void customEvent(QEvent *event) override;

private:
    AfterFirstPaint(QWidget *window, std::function<void()> action, std::chrono::milliseconds fallback);
    void fire();

    QWidget *m_window;
    std::function<void()> m_action;
    QTimer *m_fallback;
    bool m_fired = false;
};

} // namespace cliniclink
