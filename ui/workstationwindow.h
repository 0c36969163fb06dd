// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The workstation's window as app/main.cpp shows it: the shell (ui/shell) with every feature's
// areas registered on it. This is the one place that knows the list of areas; the shell knows
// none of them. The areas attach their pages to the desks core made (core/session/desks.h); the
// session and the desks must outlive the window, and the session be started (Session::start())
// by the caller.
//
//   Session session(options);
//   Desks desks(session);
//   session.start();
//   auto window = cliniclink::createMainWindow(session, desks);
//   window->show();

#include <memory>

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

std::unique_ptr<MainWindow> createMainWindow(Session &session, Desks &desks);

} // namespace cliniclink
