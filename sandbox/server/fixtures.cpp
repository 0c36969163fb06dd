// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace cliniclink::sandbox {

namespace {

const QString kResourceFolder = QStringLiteral(":/cliniclink/sandbox/fixtures");

struct BuiltIn {
    QJsonObject document;
    QString error;
};

BuiltIn loadBuiltIn()
{
    BuiltIn result;
    const QStringList files = QDir(kResourceFolder).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        result.error = QStringLiteral("no built-in fixture files in %1").arg(kResourceFolder);
        return result;
    }
    for (const QString &name : files) {
        QString error;
        const auto part = readFixtureFile(kResourceFolder + u'/' + name, &error);
        if (!part || !mergeFixtureSections(result.document, *part, name, &error)) {
            result.error = error;
            result.document = {};
            return result;
        }
    }
    return result;
}

} // namespace

bool mergeFixtureSections(QJsonObject &target, const QJsonObject &part, const QString &partName, QString *error)
{
    for (auto it = part.constBegin(); it != part.constEnd(); ++it) {
        const QString &key = it.key();
        if (!target.contains(key)) {
            target.insert(key, it.value());
            continue;
        }
        const QJsonValue existing = target.value(key);
        if (existing.isArray() && it.value().isArray()) {
            QJsonArray merged = existing.toArray();
            for (const QJsonValue &v : it.value().toArray())
                merged.append(v);
            target.insert(key, merged);
        } else if (existing.isObject() && it.value().isObject()) {
            QJsonObject merged = existing.toObject();
            const QJsonObject add = it.value().toObject();
            for (auto inner = add.constBegin(); inner != add.constEnd(); ++inner) {
                if (merged.contains(inner.key())) {
                    *error = QStringLiteral("%1: key %2.%3 is defined twice").arg(partName, key, inner.key());
                    return false;
                }
                merged.insert(inner.key(), inner.value());
            }
            target.insert(key, merged);
        } else {
            *error =
                QStringLiteral("%1: section %2 is defined twice with values that cannot be merged").arg(partName, key);
            return false;
        }
    }
    return true;
}

QJsonObject builtInFixtures(QString *error)
{
    static const BuiltIn builtIn = loadBuiltIn();
    if (error)
        *error = builtIn.error;
    return builtIn.document;
}

std::optional<QJsonObject> readFixtureFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1: %2 at offset %3").arg(path, parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("%1: the document must be a JSON object of sections").arg(path);
        return std::nullopt;
    }
    return doc.object();
}

} // namespace cliniclink::sandbox
