// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// An environment settings file as a person (or damage) may leave it: EnvironmentStore::load().
#include "core/settings/environmentstore.h"
#include "fuzzsupport.h"

#include <QFile>
#include <QTemporaryDir>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    fuzz::ensureApplication();
    static QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    {
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        f.write(fuzz::bytes(data, size));
    }
    EnvironmentStore store(file);
    static_cast<void>(store.current());
    static_cast<void>(store.ids());
    return 0;
}
