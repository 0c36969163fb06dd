// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "formsession.h"

#include "core/common/clock.h"
#include "core/net/apicall.h"
#include "core/session/journalwatch.h"
#include "formdraftstore.h"
#include "formjson.h"

#include <QAbstractButton>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace cliniclink {

FormSession::FormSession(QWidget *form, Clock &clock)
    : QObject(form)
    , m_clock(clock)
    , m_draftTimer(clock.createTimer(this))
{
    setObjectName(QStringLiteral("formSession"));
    connect(m_draftTimer, &ClockTimer::timeout, this, &FormSession::saveDraftNow);
}

FormSession::~FormSession()
{
    if (m_call)
        m_call->cancel();
}

QWidget *FormSession::form() const
{
    return static_cast<QWidget *>(parent());
}

FormField *FormSession::add(const QString &id, const QString &label, FormField::Editor editor, const QString &jsonPath)
{
    auto *field = new FormField(id, label, jsonPath.isEmpty() ? id : jsonPath, std::move(editor), this);
    m_fields.append(field);
    connect(field, &FormField::edited, this, &FormSession::onEdited);
    connect(field, &FormField::left, this, &FormSession::onLeft);
    return field;
}

FormField *FormSession::insert(const QString &beforeId, const QString &id, const QString &label,
                               FormField::Editor editor, const QString &jsonPath)
{
    FormField *f = add(id, label, std::move(editor), jsonPath);
    const qsizetype before = m_fields.indexOf(field(beforeId));
    if (before >= 0)
        m_fields.move(m_fields.size() - 1, before);
    return f;
}

void FormSession::remove(const QString &id)
{
    FormField *f = field(id);
    if (!f)
        return;
    m_fields.removeOne(f);
    m_touched.remove(id);
    m_attempted.remove(id);
    m_serverIssues.removeIf([&id](const FieldIssue &i) { return i.field == id; });
    f->deleteLater();
}

FormField *FormSession::field(const QString &id) const
{
    for (FormField *f : m_fields) {
        if (f->id() == id)
            return f;
    }
    return nullptr;
}

FormField *FormSession::fieldAt(const QWidget *widget) const
{
    for (; widget; widget = widget->parentWidget()) {
        for (FormField *f : m_fields) {
            if (f->editor() == widget)
                return f;
        }
    }
    return nullptr;
}

QJsonObject FormSession::toJson() const
{
    QJsonValue json = m_stateRead ? m_stateRead() : QJsonObject();
    for (const FormField *f : m_fields)
        json = withValueAt(json, f->jsonPath(), f->value());
    return json.toObject();
}

void FormSession::setJson(const QJsonObject &json)
{
    m_restoring = true;
    if (m_stateWrite)
        m_stateWrite(json);
    for (FormField *f : std::as_const(m_fields))
        f->setValue(valueAt(json, f->jsonPath()));
    m_restoring = false;
    m_touched.clear();
    m_attempted.clear();
    m_attemptedAll = false;
    m_serverIssues.clear();
    applyEnabled();
    refresh();
}

bool FormSession::isBlank() const
{
    if (!m_blankSet)
        return false;
    return toJson() == m_blank;
}

void FormSession::clear()
{
    setJson(m_blank);
    saveDraftNow();
}

FieldIssues FormSession::issues(const QStringList &fieldIds) const
{
    FieldIssues out;
    const auto wanted = [&fieldIds](const QString &id) { return fieldIds.isEmpty() || fieldIds.contains(id); };
    QSet<QString> ownFound;
    for (const FormField *f : m_fields) {
        if (!wanted(f->id()))
            continue;
        const FieldIssues own = f->ownIssues();
        if (!own.isEmpty())
            ownFound.insert(f->id());
        out << own;
    }
    if (m_rules || m_rulesFor) {
        for (const FieldIssue &i : m_rulesFor ? m_rulesFor(fieldIds) : m_rules()) {
            // A field's own issue (a date typed in part) says more than the rule's "Required".
            if (!wanted(i.field) || ownFound.contains(i.field) || out.contains(i))
                continue;
            out << i;
        }
    }
    return out;
}

QStringList FormSession::faultyLabels(const QStringList &fieldIds) const
{
    QStringList labels;
    const FieldIssues all = issues(fieldIds);
    for (const FormField *f : m_fields) {
        const FieldIssues own = issuesFor(all, f->id());
        if (!own.isEmpty() && own.first().isError() && !labels.contains(f->label()))
            labels << f->label();
    }
    return labels;
}

bool FormSession::shows(const FieldIssue &issue) const
{
    if (m_attemptedAll || m_attempted.contains(issue.field))
        return true;
    if (!m_touched.contains(issue.field))
        return false;
    const FormField *f = field(issue.field);
    // A left field that is empty says "Required" only when every send needs it.
    return !f || !f->isEmpty() || f->isRequired();
}

FieldIssues FormSession::shownIssues() const
{
    FieldIssues shown;
    for (const FieldIssue &i : issues()) {
        if (shows(i))
            shown << i;
    }
    for (const FieldIssue &i : m_serverIssues) {
        if (!shown.contains(i))
            shown << i;
    }
    return shown;
}

void FormSession::refresh()
{
    const FieldIssues shown = shownIssues();
    for (FormField *f : std::as_const(m_fields))
        f->showIssues(shown);
}

bool FormSession::attempt(const QStringList &fieldIds)
{
    if (fieldIds.isEmpty())
        m_attemptedAll = true;
    for (const QString &id : fieldIds)
        m_attempted.insert(id);
    refresh();
    const FieldIssues problems = issues(fieldIds);
    if (!hasErrors(problems))
        return true;
    for (FormField *f : std::as_const(m_fields)) {
        const FieldIssues own = issuesFor(problems, f->id());
        if (!own.isEmpty() && own.first().isError()) {
            if (f->editor()->isEnabled())
                f->editor()->setFocus(Qt::OtherFocusReason);
            break;
        }
    }
    return false;
}

void FormSession::forgetAttempts()
{
    m_attempted.clear();
    m_attemptedAll = false;
    m_touched.clear();
    refresh();
}

void FormSession::fillAsTyped(const QJsonObject &json)
{
    for (FormField *f : std::as_const(m_fields)) {
        const QJsonValue v = valueAt(json, f->jsonPath());
        if (v.isUndefined())
            continue;
        f->setValue(v);
        onEdited(f->id());
    }
}

void FormSession::touchFilled()
{
    for (const FormField *f : std::as_const(m_fields)) {
        if (!f->isEmpty())
            m_touched.insert(f->id());
    }
    refresh();
}

void FormSession::showServerIssues(const FieldIssues &issues)
{
    m_serverIssues = issues;
    refresh();
}

void FormSession::clearServerIssues()
{
    m_serverIssues.clear();
    refresh();
}

void FormSession::onEdited(const QString &id)
{
    m_serverIssues.removeIf([&id](const FieldIssue &i) { return i.field == id; });
    if (m_draft && !m_restoring)
        m_draftTimer->startAt(m_clock.now().addMSecs(kDraftDelay.count()));
    applyEnabled();
    refresh();
    Q_EMIT edited(id);
}

void FormSession::onLeft(const QString &id)
{
    m_touched.insert(id);
    refresh();
    Q_EMIT left(id);
}

void FormSession::keepDraft(Journal &journal, const QString &kind, const QString &title)
{
    if (!m_blankSet)
        setBlank(toJson());
    m_draft = std::make_unique<FormDraftStore>(journal, kind, title);
}

void FormSession::saveDraftNow()
{
    m_draftTimer->stop();
    if (!m_draft)
        return;
    const QString problem = m_draft->keep(toJson(), isBlank());
    if (!problem.isEmpty())
        Q_EMIT draftProblem(problem);
}

void FormSession::restoreDraft(const QString &environmentId)
{
    m_draftTimer->stop();
    if (!m_draft)
        return;
    const QJsonObject kept = m_draft->load(environmentId);
    setJson(kept.isEmpty() ? m_blank : kept);
    if (!isBlank())
        touchFilled();
}

qint64 FormSession::draftId() const
{
    return m_draft ? m_draft->id() : 0;
}

void FormSession::forgetDraft()
{
    if (m_draft)
        m_draft->forget();
}

void FormSession::watch(ApiCall *call)
{
    if (!call)
        return;
    connect(call, &ApiCall::finished, this, [this] { setBusy(nullptr); });
    setBusy(call);
}

void FormSession::setBusy(ApiCall *call)
{
    const bool was = isBusy();
    m_call = call;
    if (call)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
    for (FormField *f : std::as_const(m_fields))
        f->setBusy(call != nullptr);
    applyEnabled();
    if (was != isBusy())
        Q_EMIT busyChanged(isBusy());
}

void FormSession::cancel()
{
    if (m_call)
        m_call->cancel();
}

bool FormSession::eventFilter(QObject *watched, QEvent *event)
{
    // Esc anywhere in the form's window, while the form is shown and its request on its way.
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && isBusy()) {
        auto *target = qobject_cast<QWidget *>(watched);
        if (target && form()->isVisible() && target->window() == form()->window()) {
            cancel();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void FormSession::addSendAction(QAbstractButton *button, std::function<bool()> ready)
{
    m_sendActions.append({button, std::move(ready)});
    applyEnabled();
}

void FormSession::gateOn(JournalWatch &watch)
{
    setSendingBlocked(!watch.health().canRecord);
    connect(&watch, &JournalWatch::healthChanged, this,
            [this](const JournalHealth &health) { setSendingBlocked(!health.canRecord); });
}

void FormSession::setSendingBlocked(bool blocked)
{
    m_sendingBlocked = blocked;
    applyEnabled();
}

void FormSession::applyEnabled()
{
    for (FormField *f : std::as_const(m_fields))
        f->applyEnabled();
    for (const SendAction &a : std::as_const(m_sendActions)) {
        if (a.button)
            a.button->setEnabled(!isBusy() && !m_sendingBlocked && (!a.ready || a.ready()));
    }
}

} // namespace cliniclink
