#pragma once
// The terminology area ("Dictionaries"), registered by createMainWindow().

namespace cliniclink {

class MainWindow;
class Session;

void registerTerminologyAreas(MainWindow &window, Session &session);

} // namespace cliniclink
