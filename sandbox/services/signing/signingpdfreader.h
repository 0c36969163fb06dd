#pragma once
// Just enough PDF reading to append a page to a PDF someone else wrote: the last trailer (a classic
// one, or the dictionary of a cross-reference stream), a reference in a dictionary, and an object's
// text, whether written plainly or packed in a Flate-compressed object stream.

#include <QByteArray>

#include <optional>

namespace cliniclink::sandbox::pdfreader {

struct Trailer {
    int size = 0;
    int root = 0;
    int rootGeneration = 0;
    bool hasInfo = false;
    int info = 0;
    int infoGeneration = 0;
    qsizetype previousXref = 0; // offset of the last cross-reference section (table or stream)
};

std::optional<Trailer> trailer(const QByteArray &pdf);
// The text of object `number generation` without "obj"/"endobj" (a dictionary for the objects we
// need); empty when not found.
QByteArray object(const QByteArray &pdf, int number, int generation);
bool reference(const QByteArray &dictionary, const char *key, int *number, int *generation);

} // namespace cliniclink::sandbox::pdfreader
