// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "formdraftstore.h"

#include "core/storage/journal.h"

namespace cliniclink {

FormDraftStore::FormDraftStore(Journal &journal, QString kind, QString title)
    : m_journal(journal)
    , m_kind(std::move(kind))
    , m_title(std::move(title))
{
}

QJsonObject FormDraftStore::load(const QString &environmentId)
{
    m_environmentId = environmentId;
    m_id = 0;
    if (!m_journal.isOpen())
        return {};
    const auto drafts = m_journal.drafts(environmentId, m_kind);
    if (!drafts || drafts->isEmpty())
        return {};
    m_id = drafts->first().id; // the newest
    return drafts->first().payload;
}

QString FormDraftStore::keep(const QJsonObject &content, bool formIsEmpty)
{
    if (!m_journal.isOpen() || m_environmentId.isEmpty())
        return {};
    if (formIsEmpty) {
        if (m_id != 0)
            m_journal.removeDraft(m_id);
        m_id = 0;
        return {};
    }
    Draft draft;
    draft.id = m_id;
    draft.environmentId = m_environmentId;
    draft.kind = m_kind;
    draft.title = m_title;
    draft.payload = content;
    auto saved = m_journal.saveDraft(draft);
    if (!saved && saved.error().code == JournalError::Code::NotFound) { // removed meanwhile: start anew
        draft.id = 0;
        saved = m_journal.saveDraft(draft);
    }
    if (!saved)
        return tr("The form could not be kept in the journal: %1").arg(saved.error().message);
    m_id = *saved;
    return {};
}

} // namespace cliniclink
