#pragma once
// A one-page PDF written byte by byte (no Qt Gui in the sandbox library): enough for a client to
// show and print the laboratory report that a result bundle carries as a Binary.

#include <QByteArray>
#include <QStringList>

namespace cliniclink::sandbox {

class LabPdf
{
public:
    // lines: printable ASCII; other characters are replaced by '?'.
    static QByteArray report(const QStringList &lines);
};

} // namespace cliniclink::sandbox
