// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secretstoreerror.h"

namespace cliniclink {

SecretStoreError::SecretStoreError(Kind kind, const QString &message, const QString &detail, bool keptForSession)
    : m_kind(kind)
    , m_message(message)
    , m_detail(detail)
    , m_keptForSession(keptForSession)
    , m_what(message.toUtf8())
{
}

} // namespace cliniclink
