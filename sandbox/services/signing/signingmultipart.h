// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// multipart/form-data as the signing service's upload methods receive it: the boundary of the
// Content-Type (quoted or not), each part's name, filename and content type from its headers.

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink::sandbox {

struct MultipartPart {
    QString name;
    QString fileName; // empty for plain fields such as `meta`
    QByteArray contentType; // lower case, without parameters; empty when the part has none
    QByteArray data;
};

class MultipartParser {
public:
    // The parts of body, or nullopt with a Russian reason in *error when contentType is not
    // multipart/form-data with a boundary or the body does not follow it.
    static std::optional<QList<MultipartPart>> parse(const QByteArray &contentType, const QByteArray &body,
                                                     QString *error);
    // The boundary parameter of a Content-Type value, unquoted; empty when absent.
    static QByteArray boundary(const QByteArray &contentType);
};

} // namespace cliniclink::sandbox
