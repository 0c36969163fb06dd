#pragma once
// What app/main.cpp calls to get the workstation's window: the shell with every area registered
// so far. The session must outlive the window and be started (Session::start()) by the caller.
//
//   Session session(options);
//   session.start();
//   auto window = cliniclink::createMainWindow(session);
//   window->show();

#include <memory>

namespace cliniclink {

class MainWindow;
class Session;

std::unique_ptr<MainWindow> createMainWindow(Session &session);

} // namespace cliniclink
