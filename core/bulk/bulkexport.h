// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The results of a bulk job as a spreadsheet: the input columns as imported, then what the
// platform answered (SNILS, or whether it is valid, or the ENP with its insurer, region and start
// date), the row's status and, for rows that failed, were skipped or may have gone, why.

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace cliniclink {

class BulkEnrichmentRun;

// A SNILS cell of the results: "123-456-789 01" for eleven digits however written, so a
// spreadsheet keeps it as text with its leading zero; anything else as it is.
QString bulkSnilsText(const QString &text);
QList<QStringList> bulkResultTable(const BulkEnrichmentRun &run);
// bulkResultTable() as writeCsv() writes it (UTF-8 with a BOM, ';').
QByteArray bulkResultCsv(const BulkEnrichmentRun &run);

} // namespace cliniclink
