// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dictionarypicker.h"

#include "core/common/clock.h"
#include "core/net/transport.h"
#include "core/terminology/terminologycache.h"
#include "core/terminology/terminologycalls.h"
#include "ui/common/elidedlabel.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>

namespace cliniclink {

namespace {
constexpr int kCodeRole = Qt::UserRole + 1;
constexpr int kDisplayRole = Qt::UserRole + 2;
constexpr int kVersionRole = Qt::UserRole + 3;
} // namespace

DictionaryPicker::DictionaryPicker(Transport &transport, Clock &clock, TerminologyCache *cache, const QString &oid,
                                   const QString &version, QWidget *parent)
    : QWidget(parent)
    , m_transport(transport)
    , m_clock(clock)
    , m_cache(cache)
    , m_oid(fhir::FhirCoding::oidOf(oid))
    , m_version(version)
    , m_edit(new QLineEdit(this))
    , m_displayLabel(new ElidedLabel(this))
    , m_suggestions(new QStandardItemModel(this))
    , m_completer(new QCompleter(m_suggestions, this))
    , m_pause(clock.createTimer(this))
{
    m_edit->setObjectName(QStringLiteral("dictionaryPickerEdit"));
    m_edit->setPlaceholderText(tr("Code or the beginning of a name"));
    m_displayLabel->setObjectName(QStringLiteral("dictionaryPickerDisplay"));
    // The suggestions are already the matches: the completer shows them as they are.
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_edit->setCompleter(m_completer);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_displayLabel, 2);
    // A field like a line edit: it takes the form's width. Until a value is chosen the name beside it
    // is hidden, so what is typed (often the beginning of a long name) has the whole width.
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 14);
    m_displayLabel->hide();

    connect(m_edit, &QLineEdit::textEdited, this, &DictionaryPicker::textEdited);
    connect(m_pause, &ClockTimer::timeout, this, &DictionaryPicker::searchServer);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &index) { choose(index.row()); });
}

DictionaryPicker::~DictionaryPicker()
{
    stopServerCall();
}

void DictionaryPicker::stopServerCall()
{
    if (m_inFlight) {
        m_inFlight->disconnect(this);
        m_inFlight->cancel();
        m_inFlight = nullptr;
    }
}

QString DictionaryPicker::heldVersion() const
{
    if (!m_cache || !m_cache->isOpen())
        return {};
    if (!m_version.isEmpty()) {
        const auto v = m_cache->version(m_oid, m_version);
        return v && v->complete() ? m_version : QString();
    }
    const auto latest = m_cache->latestComplete(m_oid);
    return latest ? latest->version : QString();
}

void DictionaryPicker::textEdited(const QString &text)
{
    m_pause->stop();
    if (text.trimmed().isEmpty()) {
        showSuggestions(m_cache && m_cache->isOpen() ? m_cache->recentChoices(m_oid) : QList<TermConcept>{});
        return;
    }
    const QString held = heldVersion();
    if (!held.isEmpty()) {
        QList<TermConcept> items;
        for (const TermRecord &r : m_cache->search(m_oid, held, text, kSuggestions))
            items.append({r.code(), r.display(), held});
        showSuggestions(items);
        return;
    }
    // Not held offline: ask the server once the person pauses.
    m_pause->startAt(m_clock.now().addMSecs(kServerPauseMs));
}

void DictionaryPicker::searchServer()
{
    if (m_edit->text().trimmed().isEmpty())
        return;
    stopServerCall();
    const QString version = m_version.isEmpty() ? m_serverVersion : m_version;
    if (!version.isEmpty()) {
        searchServerIn(version);
        return;
    }
    // The server's latest version first: what is searched is what the chosen coding names.
    auto *call = m_transport.start(new VersionsCall(m_oid));
    m_inFlight = call;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_inFlight = nullptr;
        const QList<DictionaryVersion> versions = call->result();
        // Oldest first; none for an unknown dictionary (the search then says so).
        m_serverVersion = versions.isEmpty() ? QString() : versions.last().version;
        searchServerIn(m_serverVersion);
    });
    // Without the list the search still runs in the latest version; the coding then names none.
    connect(call, &ApiCall::failed, this, [this] {
        m_inFlight = nullptr;
        searchServerIn({});
    });
}

void DictionaryPicker::searchServerIn(const QString &version)
{
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty())
        return;
    stopServerCall();
    AttributeSearchQuery query;
    query.oid = m_oid;
    query.version = version;
    query.count = kSuggestions;
    // A code typed as is, or words of the name: the server matches substrings of either.
    const bool looksLikeCode = std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isDigit(); });
    query.filters.append({looksLikeCode ? QStringLiteral("code") : QStringLiteral("display"), {text}, false});
    auto *call = m_transport.start(new AttributeSearchCall(query, TerminologyMethod::Post));
    m_inFlight = call;
    connect(call, &ApiCall::succeeded, this, [this, call, version] {
        m_inFlight = nullptr;
        QList<TermConcept> items;
        for (const TermRecord &r : call->result().records)
            items.append({r.code(), r.display(), version});
        showSuggestions(items);
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_inFlight = nullptr;
        Q_EMIT searchFailed(error);
    });
}

void DictionaryPicker::showSuggestions(const QList<TermConcept> &items)
{
    m_suggestions->clear();
    for (const TermConcept &c : items) {
        const QString name = m_codeNames.value(c.code.toLower(), c.display);
        auto *item =
            new QStandardItem(m_nameInField && !name.isEmpty() ? name : QStringLiteral("%1 — %2").arg(c.code, name));
        if (m_nameInField)
            item->setToolTip(c.code);
        item->setData(c.code, kCodeRole);
        item->setData(c.display, kDisplayRole);
        item->setData(c.version, kVersionRole);
        m_suggestions->appendRow(item);
    }
    if (!items.isEmpty() && m_edit->hasFocus())
        m_completer->complete();
    Q_EMIT suggestionsReady(int(items.size()));
}

void DictionaryPicker::choose(int row)
{
    const QStandardItem *item = m_suggestions->item(row);
    if (!item)
        return;
    // The version the suggestion came from; a recent choice names none: the one held offline, else
    // the server's latest once known (else LabCodeCheck and the like ask the server for it).
    QString version = item->data(kVersionRole).toString();
    if (version.isEmpty())
        version = !m_version.isEmpty() ? m_version : heldVersion();
    if (version.isEmpty())
        version = m_serverVersion;
    fhir::FhirCoding coding = fhir::FhirCoding::fromOid(m_oid, item->data(kCodeRole).toString(), version);
    coding.display = item->data(kDisplayRole).toString();
    setValue(coding);
    if (m_cache && m_cache->isOpen())
        m_cache->addRecentChoice(m_oid, coding.code, coding.display, m_clock.now());
    Q_EMIT chosen(coding);
}

void DictionaryPicker::setValue(const fhir::FhirCoding &coding)
{
    m_value = coding;
    // The completer would write the whole suggestion into the field: the field shows the code.
    const auto show = [this] {
        const QString name = m_codeNames.value(m_value.code.toLower(), m_value.display);
        m_edit->setText(m_nameInField && !name.isEmpty() ? name : m_value.code);
        if (m_nameInField)
            m_edit->setCursorPosition(0); // a long name is read from its beginning
    };
    QMetaObject::invokeMethod(this, show, Qt::QueuedConnection);
    show();
    if (m_nameInField)
        m_edit->setToolTip(coding.code);
    const QString name = coding.code.isEmpty() ? QString() : m_codeNames.value(coding.code.toLower(), coding.display);
    m_displayLabel->setFullText(name);
    m_displayLabel->setVisible(!m_nameInField && !name.isEmpty());
}

QString DictionaryPicker::knownDisplay(const QString &code) const
{
    if (code.isEmpty() || !m_cache || !m_cache->isOpen())
        return {};
    for (const TermConcept &c : m_cache->recentChoices(m_oid, 50)) {
        if (c.code == code && !c.display.isEmpty())
            return c.display;
    }
    const QString held = heldVersion();
    if (held.isEmpty())
        return {};
    const auto record = m_cache->record(m_oid, held, code);
    return record ? record->display() : QString();
}

} // namespace cliniclink
