// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Keeps one form's content as a journal draft of the current environment, so nothing typed is
// lost when sending fails or the app closes: load() finds the newest draft of the form's kind,
// keep() writes the content over it (or removes it when the form is empty). The forms decide
// when to keep (on a timer while typing, before sending, when closing).

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace cliniclink {

class Journal;

class FormDraftStore {
    Q_DECLARE_TR_FUNCTIONS(FormDraftStore)
public:
    FormDraftStore(Journal &journal, QString kind, QString title);

    // The newest draft of this form in the environment; an empty object when there is none (or
    // the journal is not open). Later keep() calls write over that draft.
    QJsonObject load(const QString &environmentId);
    // Writes the content, or removes the draft when the form is empty. Returns a text for the
    // person when the journal refused, else an empty string.
    QString keep(const QJsonObject &content, bool formIsEmpty);
    // The journal draft now kept (0: none), for a send that deletes it with its own record.
    qint64 id() const { return m_id; }
    // The draft was deleted elsewhere (with the send's record): the next keep() starts anew.
    void forget() { m_id = 0; }

private:
    Journal &m_journal;
    QString m_kind;
    QString m_title;
    QString m_environmentId;
    qint64 m_id = 0;
};

} // namespace cliniclink
