// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dictionaryrecordmodel.h"

#include "core/common/csvwriter.h"
#include "core/net/transport.h"
#include "core/terminology/terminologycache.h"
#include "core/terminology/terminologycalls.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace cliniclink {

DictionaryRecordModel::DictionaryRecordModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

DictionaryRecordModel::~DictionaryRecordModel()
{
    if (m_inFlight) {
        m_inFlight->disconnect(this);
        m_inFlight->cancel();
    }
}

void DictionaryRecordModel::reset(Source source)
{
    if (m_inFlight) {
        m_inFlight->disconnect(this);
        m_inFlight->cancel();
        m_inFlight = nullptr; // the cancelled call lingers until it deletes itself
    }
    beginResetModel();
    m_source = source;
    m_rows.clear();
    m_total = 0;
    m_hasChanges = false;
    m_toEnd = false;
    endResetModel();
}

void DictionaryRecordModel::showCached(TerminologyCache *cache, const QString &oid, const QString &version)
{
    reset(Source::Cache);
    m_cache = cache;
    m_oid = oid;
    m_version = version;
    m_total = cache->count(oid, version);
    fetchMore({});
    Q_EMIT loaded(m_total);
}

void DictionaryRecordModel::showServer(Transport *transport, const QString &oid, const QString &version)
{
    reset(Source::Server);
    m_transport = transport;
    m_oid = oid;
    m_version = version;
    m_total = -1; // unknown until the first page
    fetchMore({});
}

void DictionaryRecordModel::showRecords(const QList<TermRecord> &records, qint64 total)
{
    reset(Source::Fixed);
    m_total = total < 0 ? records.size() : total;
    for (const TermRecord &r : records)
        m_hasChanges = m_hasChanges || !r.operation.isEmpty();
    if (m_hasChanges)
        Q_EMIT headerDataChanged(Qt::Horizontal, ChangeColumn, ChangeColumn);
    append(records);
    Q_EMIT loaded(m_total);
}

void DictionaryRecordModel::clear()
{
    reset(Source::None);
}

void DictionaryRecordModel::append(const QList<TermRecord> &records)
{
    if (records.isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + records.size() - 1));
    m_rows.append(records);
    endInsertRows();
}

int DictionaryRecordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DictionaryRecordModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_hasChanges ? ColumnCount : ChangeColumn;
}

QVariant DictionaryRecordModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TermRecord &r = m_rows.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case CodeColumn:
            return r.code();
        case DisplayColumn:
            return r.display();
        case ChangeColumn:
            return operationText(r.operation);
        default:
            return {};
        }
    }
    if (role == Qt::BackgroundRole && !r.operation.isEmpty()) {
        if (r.operation == u"create")
            return QBrush(QColor(0xdc, 0xf5, 0xdc));
        if (r.operation == u"update")
            return QBrush(QColor(0xff, 0xf3, 0xcd));
        if (r.operation == u"delete")
            return QBrush(QColor(0xf8, 0xd7, 0xda));
    }
    return {};
}

QVariant DictionaryRecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CodeColumn:
        return tr("Code");
    case DisplayColumn:
        return tr("Name");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

bool DictionaryRecordModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.isValid())
        return false;
    switch (m_source) {
    case Source::Cache:
        return m_rows.size() < m_total;
    case Source::Server:
        return !m_inFlight && (m_total < 0 || m_rows.size() < m_total);
    default:
        return false;
    }
}

void DictionaryRecordModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    if (m_source == Source::Cache) {
        append(m_cache->page(m_oid, m_version, m_rows.size(), kPageSize));
        return;
    }
    fetchServerPage(kPageSize);
}

void DictionaryRecordModel::fetchToEnd()
{
    switch (m_source) {
    case Source::Cache:
        if (m_rows.size() < m_total)
            append(m_cache->page(m_oid, m_version, m_rows.size(), int(m_total - m_rows.size())));
        Q_EMIT reachedEnd();
        return;
    case Source::Server:
        m_toEnd = true;
        // A page on its way: its answer asks for the rest.
        if (!m_inFlight) {
            if (m_total >= 0 && m_rows.size() >= m_total) {
                m_toEnd = false;
                Q_EMIT reachedEnd();
                return;
            }
            fetchServerPage(kEndPageSize);
        }
        return;
    case Source::Fixed:
    case Source::None:
        Q_EMIT reachedEnd();
        return;
    }
}

void DictionaryRecordModel::fetchServerPage(int count)
{
    if (!m_transport || m_inFlight)
        return;
    if (m_total >= 0)
        count = int(std::min<qint64>(count, m_total - m_rows.size()));
    auto *call = m_transport->start(new ExpandCall(m_oid, m_version, count, int(m_rows.size())));
    m_inFlight = call;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_inFlight = nullptr;
        const ExpansionPage &page = call->result();
        const bool first = m_total < 0;
        m_total = page.total;
        QList<TermRecord> records;
        records.reserve(page.concepts.size());
        for (const TermConcept &c : page.concepts)
            records.append(TermRecord{{{QStringLiteral("code"), c.code}, {QStringLiteral("display"), c.display}}, {}});
        // A short page before the total: the server has no more to give, stop asking.
        if (page.concepts.isEmpty())
            m_total = m_rows.size();
        append(records);
        if (first)
            Q_EMIT loaded(m_total);
        if (m_toEnd) {
            if (m_rows.size() < m_total) {
                fetchServerPage(kEndPageSize);
            } else {
                m_toEnd = false;
                Q_EMIT reachedEnd();
            }
        }
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_inFlight = nullptr;
        m_toEnd = false;
        if (m_total < 0)
            m_total = 0;
        Q_EMIT pageFailed(error);
    });
}

QString DictionaryRecordModel::operationText(const QString &operation)
{
    if (operation == u"create")
        return tr("created");
    if (operation == u"update")
        return tr("updated");
    if (operation == u"delete")
        return tr("deleted");
    return operation;
}

QString DictionaryRecordModel::attributeLabel(const QString &name)
{
    // The names the platform's dictionaries and $lookup use most; NSI writes many in capitals.
    const QString key = name.toLower();
    if (key == u"code")
        return tr("Code");
    if (key == u"display")
        return tr("Name");
    if (key == u"name")
        return tr("Dictionary name");
    if (key == u"version")
        return tr("Version");
    if (key == u"id")
        return tr("Identifier");
    if (key == u"nameshort" || key == u"shortname" || key == u"s_name")
        return tr("Short name");
    if (key == u"namefull" || key == u"fullname")
        return tr("Full name");
    if (key == u"region")
        return tr("Region");
    if (key == u"begindate" || key == u"date_begin")
        return tr("Valid from");
    if (key == u"enddate" || key == u"date_end")
        return tr("Valid until");
    if (key == u"eooid")
        return tr("Organization OID");
    if (key == u"unit")
        return tr("Unit");
    if (key == u"parent")
        return tr("Parent record");
    if (key == u"synonym")
        return tr("Synonym");
    if (key == u"actual")
        return tr("In use");
    if (key == u"sort")
        return tr("Order");
    if (key == u"operation")
        return tr("Change");
    return name;
}

QByteArray DictionaryRecordModel::toCsv() const
{
    // Every attribute any shown row has, in first-seen order, after code and display.
    QStringList columns{QStringLiteral("code"), QStringLiteral("display")};
    for (const TermRecord &r : m_rows) {
        for (const auto &[name, value] : r.attributes) {
            if (!columns.contains(name))
                columns.append(name);
        }
    }
    QStringList header;
    for (const QString &column : columns)
        header.append(attributeLabel(column));
    if (m_hasChanges)
        header.append(tr("Change"));
    QList<QStringList> rows{header};
    for (const TermRecord &r : m_rows) {
        QStringList fields;
        for (const QString &column : columns)
            fields.append(r.value(column));
        if (m_hasChanges)
            fields.append(operationText(r.operation));
        rows.append(fields);
    }
    // Every column is text (a code, a display, the server's attributes as strings): what a
    // terminology server says, `=HYPERLINK(...)` included, reaches Excel as text.
    return writeCsv(rows);
}

} // namespace cliniclink
