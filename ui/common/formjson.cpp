// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "formjson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace cliniclink {

namespace {

QJsonValue withValueAt(const QJsonValue &root, const QStringList &segments, qsizetype from, const QJsonValue &value)
{
    if (from == segments.size())
        return value;
    const QString &segment = segments.at(from);
    bool isIndex = false;
    const int index = segment.toInt(&isIndex);
    if (isIndex && index >= 0 && (root.isArray() || root.isUndefined() || root.isNull())) {
        QJsonArray array = root.toArray();
        while (array.size() <= index)
            array.append(QJsonValue());
        array[index] = withValueAt(array.at(index), segments, from + 1, value);
        return array;
    }
    QJsonObject object = root.toObject();
    object.insert(segment, withValueAt(object.value(segment), segments, from + 1, value));
    return object;
}

} // namespace

QJsonValue valueAt(const QJsonValue &root, QStringView path)
{
    QJsonValue at = root;
    for (const QStringView segment : path.tokenize(u'.')) {
        bool isIndex = false;
        const int index = segment.toInt(&isIndex);
        if (isIndex && at.isArray())
            at = at.toArray().at(index);
        else
            at = at.toObject().value(segment);
        if (at.isUndefined())
            break;
    }
    return at;
}

QJsonValue withValueAt(const QJsonValue &root, QStringView path, const QJsonValue &value)
{
    return withValueAt(root, path.toString().split(u'.'), 0, value);
}

} // namespace cliniclink
