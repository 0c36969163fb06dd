// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkexport.h"

#include "bulkenrichmentrun.h"
#include "core/common/csvwriter.h"
#include "core/validation/snils.h"
#include "csvtext.h"

#include <QCoreApplication>
#include <QLocale>

// The translation context of the column names below.
class BulkExport {
    Q_DECLARE_TR_FUNCTIONS(BulkExport)
};

namespace cliniclink {

namespace {

QString problemsText(const FieldIssues &issues)
{
    QStringList parts;
    for (const FieldIssue &issue : issues) {
        if (!issue.isError())
            continue;
        const auto field = bulkFieldFromKey(issue.field);
        parts << (field ? bulkFieldName(*field) + QStringLiteral(": ") + issue.message : issue.message);
    }
    return parts.join(QStringLiteral("; "));
}

QString dateText(const QDate &date)
{
    return date.isValid() ? date.toString(QStringLiteral("dd.MM.yyyy")) : QString();
}

} // namespace

QString bulkSnilsText(const QString &text)
{
    const QString digits = snilsDigits(text.trimmed());
    bool allDigits = digits.size() == 11;
    for (QChar c : digits)
        allDigits = allDigits && c.isDigit();
    return allDigits ? formatSnils(digits) : text;
}

QList<QStringList> bulkResultTable(const BulkEnrichmentRun &run)
{
    const EnrichmentOperation operation = run.operation();
    int width = int(run.job().header.size());
    for (int i = 0; i < run.rowCount(); ++i)
        width = std::max(width, int(run.row(i).cells.size()));

    QStringList header = run.job().header;
    for (int c = int(header.size()); c < width; ++c)
        header << BulkExport::tr("Column %1").arg(c + 1);
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        header << BulkExport::tr("Found SNILS");
        break;
    case EnrichmentOperation::SnilsValidation:
        header << BulkExport::tr("SNILS valid");
        break;
    case EnrichmentOperation::PolicyLookup:
        header << BulkExport::tr("ENP") << BulkExport::tr("Insurer") << BulkExport::tr("Region")
               << BulkExport::tr("Policy start date");
        break;
    }
    header << BulkExport::tr("Status") << BulkExport::tr("Error");

    const int snilsColumn =
        operation == EnrichmentOperation::SnilsValidation ? run.mapping().column(BulkField::Snils) : -1;
    QList<QStringList> out{header};
    for (int i = 0; i < run.rowCount(); ++i) {
        QStringList line = run.row(i).cells;
        while (line.size() < width)
            line << QString();
        if (snilsColumn >= 0 && snilsColumn < line.size())
            line[snilsColumn] = bulkSnilsText(line.at(snilsColumn));
        const BulkRowState state = run.rowState(i);
        const std::optional<TrackedItem> order = run.rowOrder(i);
        const EnrichmentResult result = order ? EnrichmentResult::fromJson(order->result) : EnrichmentResult();
        switch (operation) {
        case EnrichmentOperation::SnilsLookup:
            line << bulkSnilsText(result.snils);
            break;
        case EnrichmentOperation::SnilsValidation:
            line << (result.snilsValid ? (*result.snilsValid ? BulkExport::tr("yes") : BulkExport::tr("no"))
                                       : QString());
            break;
        case EnrichmentOperation::PolicyLookup:
            line << result.unitedPolicyNumber << result.insuranceOrganization << result.region
                 << dateText(result.policyStartDate);
            break;
        }
        QString error;
        if (state == BulkRowState::Skipped)
            error = problemsText(run.rowInput(i).issues);
        else if (order && (state == BulkRowState::Failed || state == BulkRowState::InDoubt))
            error = order->lastError.isEmpty() ? order->lastStatus : order->lastError;
        else if (state == BulkRowState::Done)
            error = result.message;
        line << bulkRowStateName(state) << error;
        out << line;
    }
    return out;
}

QByteArray bulkResultCsv(const BulkEnrichmentRun &run)
{
    // Every column is text: the sheet's own cells as imported, SNILS as 123-456-789 01 (digits
    // alone would be a number to Excel, which drops a leading zero), ENP with its leading zeros,
    // dates as dd.MM.yyyy. So a cell such as "-2+3+cmd|' /C calc'!A0" or "-5" keeps its "'".
    return writeCsv(bulkResultTable(run));
}

} // namespace cliniclink
