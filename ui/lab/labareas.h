#pragma once
// The laboratory area ("Laboratory"), registered by createMainWindow().

namespace cliniclink {

class MainWindow;
class Session;

void registerLabAreas(MainWindow &window, Session &session);

} // namespace cliniclink
