// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// JSON views of a dispatch: the full GET (D3: data.medDocument.attachments[].content, sign,
// signatures), the status method (status and signers only) and an item of the list.

#include "signingstore.h"

#include <QJsonObject>

namespace cliniclink::sandbox::signing {

QJsonObject fullView(const Dispatch &d, const SigningStore &store, const QString &organizationName,
                     const QDateTime &now);
QJsonObject statusView(const Dispatch &d);
QJsonObject listItem(const Dispatch &d);

} // namespace cliniclink::sandbox::signing
