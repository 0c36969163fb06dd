// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What every form does around its fields, defined once:
// - when an issue shows: once the person left the field (an empty field says "Required" then only
//   when it is required), or tried to send it; the server's issues until the field is edited;
// - the form's JSON, read and written through the fields' paths;
// - the draft, kept in the journal on the clock, kDraftDelay after the last edit;
// - busy while a request is on its way: the fields take no input, the send actions are off, Esc
//   cancels the request;
// - the journal gate: nothing is sent while the journal cannot record it;
// - focus to the first field at fault, in the order the fields were added.
//
//   auto *session = new FormSession(this, clock);          // owned by the form
//   session->add(u"snils"_s, tr("&SNILS"), FormField::lineEdit(snilsEdit))->setRequired(true);
//   session->setRules([this] { return validateRequest(...); });
//   session->keepDraft(journal, u"enrichment-form"_s, tr("Enrichment form"));
//   connect(send, &QPushButton::clicked, this, [=] { if (session->attempt()) session->watch(desk.send(...)); });
//   session->addSendAction(send);
//
// Widget tests reach the fields by id through the page object in tests/support/formpage.h.

#include "core/validation/fieldissue.h"
#include "formfield.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <chrono>
#include <functional>
#include <memory>

class QAbstractButton;
class QWidget;

namespace cliniclink {

class ApiCall;
class Clock;
class ClockTimer;
class FormDraftStore;
class Journal;
class JournalWatch;

class FormSession : public QObject {
    Q_OBJECT
public:
    // How long after the last edit the draft is saved: one delay for every form.
    static constexpr std::chrono::milliseconds kDraftDelay{1500};

    // form: the widget the fields live in; the session is its child.
    FormSession(QWidget *form, Clock &clock);
    ~FormSession() override;

    QWidget *form() const;

    // Fields, in the order of the form. jsonPath defaults to the id.
    FormField *add(const QString &id, const QString &label, FormField::Editor editor, const QString &jsonPath = {});
    // A field of a repeated group added later (a patient, a document) goes before the section
    // that follows the group, beforeId, so the first field at fault is still found in form order.
    FormField *insert(const QString &beforeId, const QString &id, const QString &label, FormField::Editor editor,
                      const QString &jsonPath = {});
    // A repeated group's fields go with it (a patient removed).
    void remove(const QString &id);
    FormField *field(const QString &id) const;
    const QList<FormField *> &fields() const { return m_fields; }
    // The field whose editor is, or contains, widget; null when none.
    FormField *fieldAt(const QWidget *widget) const;

    // The form's JSON: each field's value at its path. Fields of other paths in `json` are ignored.
    QJsonObject toJson() const;
    // Fills the fields without reporting edits (a missing path empties the field), and forgets
    // what was touched, attempted and refused: a form read back starts quiet.
    void setJson(const QJsonObject &json);
    // What the form keeps beside its fields (how many patients it has, the platform draft it
    // edits): read()'s keys go into toJson() under the fields' values, and setJson() calls write()
    // before the fields are filled, so a repeated group can take the JSON's shape first.
    void setFormState(std::function<QJsonObject()> read, std::function<void(const QJsonObject &)> write)
    {
        m_stateRead = std::move(read);
        m_stateWrite = std::move(write);
    }
    // What a new form holds (toJson() of the form as built unless set): isBlank() compares to it.
    void setBlank(const QJsonObject &blank)
    {
        m_blank = blank;
        m_blankSet = true;
    }
    QJsonObject blank() const { return m_blank; }
    bool isBlank() const;
    // Back to blank, quiet, the draft removed.
    void clear();

    // Rules of the whole form beyond each field's own (core's validation of the request it sends).
    void setRules(std::function<FieldIssues()> rules) { m_rules = std::move(rules); }
    // Rules that depend on what is sent: called with the fieldIds asked about (issues(fieldIds),
    // attempt(fieldIds), faultyLabels(fieldIds); empty: the whole form, e.g. what shows). A form whose
    // sends each take part of it (the enrichment form's three operations) validates the one send.
    void setRulesFor(std::function<FieldIssues(const QStringList &fieldIds)> rules) { m_rulesFor = std::move(rules); }
    // Every issue now, the fields' own and the rules', shown or not; of fieldIds only when given.
    FieldIssues issues(const QStringList &fieldIds = {}) const;
    // The labels of the fields with an error among fieldIds (all when empty), for "fill in first: …".
    QStringList faultyLabels(const QStringList &fieldIds = {}) const;

    // Shows on each field what is to be shown now. Done on every edit and leave; call it after a
    // change the session cannot see (today's date moved, a rule's input changed).
    void refresh();
    FieldIssues shownIssues() const;

    // The person tries to send fieldIds (empty: the whole form): their issues show from now on.
    // True when none is an error; otherwise the focus goes to the first field at fault.
    bool attempt(const QStringList &fieldIds = {});
    // After a send went or the form was cleared: quiet again until left or attempted.
    void forgetAttempts();
    // Fills the fields at the paths json has, as if the person typed them (a patient card chosen):
    // each reports an edit, the draft is kept; fields of other paths keep their values.
    void fillAsTyped(const QJsonObject &json);
    // Marks the fields that hold something as left (a form read back from a draft shows its
    // problems at once: the person typed it and left it).
    void touchFilled();

    // An edit or a leave no field's editor reports: a patient added or removed, a card taken, a
    // choice made with one click (a delivery channel ticked, which is left as it is made). The
    // draft is kept on the clock and the issues shown again, as after a field's own.
    void noteEdited(const QString &id = {}) { onEdited(id); }
    void noteLeft(const QString &id) { onLeft(id); }

    // After a refusal: these issues show next to their fields until the person edits the field.
    void showServerIssues(const FieldIssues &issues);
    void clearServerIssues();

    // The form is kept as a journal draft of `kind` (one per environment), saved kDraftDelay after
    // the last edit.
    void keepDraft(Journal &journal, const QString &kind, const QString &title);
    // Saves the draft now (before a send, when the form goes). A refusal is told by draftProblem().
    void saveDraftNow();
    // Fills the form from the environment's draft (blank when none), as the person left it.
    void restoreDraft(const QString &environmentId);
    // The journal draft kept now (0: none), for a send that deletes it with its own record.
    qint64 draftId() const;
    // The draft was deleted with a send's record: the next save starts a new one.
    void forgetDraft();

    // While call is on its way the form is busy: no input, the send actions off, Esc cancels it.
    void watch(ApiCall *call);
    bool isBusy() const { return !m_call.isNull(); }
    // Esc cancels the request on its way.
    void cancel();

    // A button that sends or otherwise changes the platform's state: off while busy, while the
    // journal cannot record, and while ready (when given) says no.
    void addSendAction(QAbstractButton *button, std::function<bool()> ready = {});
    // Sending waits for the journal: nothing that changes state leaves while it cannot record.
    void gateOn(JournalWatch &watch);
    void setSendingBlocked(bool blocked);
    bool isSendingBlocked() const { return m_sendingBlocked; }
    // Enables the send actions and the fields by their rules, now.
    void applyEnabled();

Q_SIGNALS:
    // The person changed a field.
    void edited(const QString &id);
    void left(const QString &id);
    void busyChanged(bool busy);
    // The journal refused the draft; message is for the person.
    void draftProblem(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onEdited(const QString &id);
    void onLeft(const QString &id);
    void setBusy(ApiCall *call);
    bool shows(const FieldIssue &issue) const;

    Clock &m_clock;
    QList<FormField *> m_fields;
    std::function<FieldIssues()> m_rules;
    std::function<FieldIssues(const QStringList &)> m_rulesFor;
    std::function<QJsonObject()> m_stateRead;
    std::function<void(const QJsonObject &)> m_stateWrite;
    QJsonObject m_blank;
    bool m_blankSet = false;
    QSet<QString> m_touched;
    QSet<QString> m_attempted;
    bool m_attemptedAll = false;
    FieldIssues m_serverIssues;
    ClockTimer *m_draftTimer;
    std::unique_ptr<FormDraftStore> m_draft;
    bool m_restoring = false;
    QPointer<ApiCall> m_call;
    struct SendAction {
        QPointer<QAbstractButton> button;
        std::function<bool()> ready;
    };
    QList<SendAction> m_sendActions;
    bool m_sendingBlocked = false;
};

} // namespace cliniclink
