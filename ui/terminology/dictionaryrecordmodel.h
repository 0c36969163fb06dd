// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The records of one dictionary version as a table that fetches as the person scrolls: from the
// offline cache (synchronous pages) or from the server ($expand pages, one in flight). Search
// results and the changes between two versions are shown by the same model as fixed rows, the
// changes coloured by their operation.

#include "core/net/apierror.h"
#include "core/terminology/terminologytypes.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace cliniclink {

class ApiCall;
class TerminologyCache;
class Transport;

class DictionaryRecordModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CodeColumn, DisplayColumn, ChangeColumn, ColumnCount };
    static constexpr int kPageSize = 500;
    // The $expand pages fetchToEnd() asks for (the contract's cap on count).
    static constexpr int kEndPageSize = 10000;

    explicit DictionaryRecordModel(QObject *parent = nullptr);
    ~DictionaryRecordModel() override;

    void showCached(TerminologyCache *cache, const QString &oid, const QString &version);
    void showServer(Transport *transport, const QString &oid, const QString &version);
    // Fixed rows: search results, or changes (records carrying an operation).
    void showRecords(const QList<TermRecord> &records, qint64 total = -1);
    void clear();

    qint64 total() const { return m_total; }
    const TermRecord &recordAt(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // Reads every record up to the last, so Ctrl+End lands on the true end: from the cache in one
    // read, from the server in pages of kEndPageSize; reachedEnd() once the last is in.
    void fetchToEnd();
    bool isFetchingToEnd() const { return m_toEnd; }

    // The shown rows as CSV for Excel: UTF-8 with BOM, ';' separated, every attribute a column,
    // headed by the names a person reads (attributeLabel()), the change in words.
    QByteArray toCsv() const;

    // A dictionary attribute's name as a person reads it ("nameShort": "Short name"), translated;
    // a name the workstation does not know is shown as it is.
    static QString attributeLabel(const QString &name);
    // A change's operation in words ("create": "created"), translated.
    static QString operationText(const QString &operation);

Q_SIGNALS:
    void pageFailed(const cliniclink::ApiError &error);
    void loaded(qint64 total);
    // fetchToEnd() has every record.
    void reachedEnd();

private:
    enum class Source { None, Cache, Server, Fixed };
    void reset(Source source);
    void append(const QList<TermRecord> &records);
    void fetchServerPage(int count);

    Source m_source = Source::None;
    TerminologyCache *m_cache = nullptr;
    QPointer<Transport> m_transport;
    QPointer<ApiCall> m_inFlight;
    QString m_oid;
    QString m_version;
    qint64 m_total = 0;
    bool m_hasChanges = false;
    bool m_toEnd = false; // fetchToEnd() is reading server pages
    QList<TermRecord> m_rows;
};

} // namespace cliniclink
