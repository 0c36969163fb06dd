// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// JSON read back from the journal: whatever text a followed item's payload and result columns hold
// (a damaged file, an older version's shape) goes through Journal::trackedItem() and then through
// the readers the desks use on it: the lab order and its parties, the dispatch's meta and status,
// the enrichment result.
#include "core/common/clock.h"
#include "core/enrichment/enrichmenttypes.h"
#include "core/lab/labtypes.h"
#include "core/signing/signingrequests.h"
#include "core/signing/signingtypes.h"
#include "core/storage/journal.h"
#include "fuzzsupport.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    fuzz::ensureApplication();
    // Kept for the process's life, never destroyed: Qt's SQL registry is gone before statics are.
    static QTemporaryDir dir;
    static auto *clock = new ManualClock;
    static auto *journalOnHeap = new Journal(clock, dir.filePath(QStringLiteral("journal.sqlite")));
    Journal &journal = *journalOnHeap;
    static qint64 id = [&journal] {
        if (!journal.open().ok())
            return qint64(0);
        TrackedItem item;
        item.environmentId = QStringLiteral("fuzz");
        item.service = QStringLiteral("lab");
        item.kind = QStringLiteral("lab-order");
        const auto tracked = journal.track(item);
        return tracked.ok() ? tracked.value() : qint64(0);
    }();
    // A second connection writes the column as a damaged file would hold it.
    static auto *raw = [] {
        auto *db = new QSqlDatabase(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fuzz-raw")));
        db->setDatabaseName(dir.filePath(QStringLiteral("journal.sqlite")));
        db->open();
        return db;
    }();
    if (id == 0)
        return 0;
    // Prepared once: what is fuzzed is the journal's reading, not SQLite's parsing of our UPDATE.
    static auto *update = [] {
        auto *q = new QSqlQuery(*raw);
        q->prepare(QStringLiteral("UPDATE tracked_items SET payload = ?, result = ? WHERE id = ?"));
        return q;
    }();
    const QString text = QString::fromUtf8(fuzz::bytes(data, size));
    update->bindValue(0, text);
    update->bindValue(1, text);
    update->bindValue(2, id);
    if (!update->exec())
        return 0;
    const auto read = journal.trackedItem(id);
    if (!read.ok())
        return 0;
    const TrackedItem &item = read.value();
    static_cast<void>(LabOrderRequest::fromJson(item.payload.value(u"request").toObject()));
    static_cast<void>(LabPatient::fromJson(item.payload));
    static_cast<void>(LabPractitioner::fromJson(item.payload));
    static_cast<void>(dispatchRequestFromMeta(item.payload.value(u"meta").toObject()));
    static_cast<void>(DispatchStatus::fromJson(item.result));
    static_cast<void>(EnrichmentResult::fromJson(item.result));
    return 0;
}
