// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Shared by the libFuzzer targets and their plain replay driver (replaymain.cpp): the one
// QCoreApplication some parsers need (QSettings, timers), and the input as Qt bytes.

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

namespace cliniclink::fuzz {

inline void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "cliniclink-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
}

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// The input read as JSON, for the readers of answers: whatever parses, object or array.
inline QJsonDocument json(const uint8_t *data, size_t size)
{
    return QJsonDocument::fromJson(bytes(data, size));
}

} // namespace cliniclink::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
