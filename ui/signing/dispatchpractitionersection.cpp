// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchpractitionersection.h"

#include "core/signing/dispatchfield.h"
#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

const QStringList &keys()
{
    static const QStringList kKeys{QStringLiteral("familyName"), QStringLiteral("givenName"),
                                   QStringLiteral("middleName"), QStringLiteral("userIdLpu"), QStringLiteral("snils")};
    return kKeys;
}

QString fieldId(const QString &key)
{
    return DispatchField::practitioner(key).toString();
}

} // namespace

DispatchPractitionerSection::DispatchPractitionerSection(FormSession *session, QWidget *parent)
    : QGroupBox(tr("Practitioner"), parent)
    , m_session(session)
    , m_summary(new QLabel)
    , m_change(new QPushButton(tr("Change")))
    , m_editor(new QWidget)
{
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("practitionerSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_change->setObjectName(QStringLiteral("changePractitionerButton"));
    row->addWidget(
        session->add(DispatchField::organization().toString(), tr("Practitioner"), FormField::issuesOnly(m_summary))
            ->row(),
        1);
    row->addWidget(m_change, 0, Qt::AlignTop);
    layout->addLayout(row);

    auto *form = new QFormLayout(m_editor);
    form->setContentsMargins(0, 0, 0, 0);
    const QStringList labels{tr("Family name"), tr("Given name"), tr("Patronymic"), tr("Id in the organization"),
                             tr("SNILS")};
    for (int k = 0; k < keys().size(); ++k) {
        auto *edit = new QLineEdit;
        edit->setObjectName(QStringLiteral("practitioner_") + keys().at(k));
        FormField *f = session->add(fieldId(keys().at(k)), labels.at(k), FormField::lineEdit(edit),
                                    QStringLiteral("practitioner.") + keys().at(k));
        form->addRow(f->labelWidget(), f->row());
    }
    layout->addWidget(m_editor);

    // Change starts from the environment's practitioner: most often one field differs.
    connect(m_change, &QPushButton::clicked, this, [this] {
        if (m_changed)
            return;
        const DispatchPractitioner &p = m_default;
        const QStringList values{p.familyName, p.givenName, p.middleName, p.userIdLpu, p.snils};
        for (int k = 0; k < keys().size(); ++k)
            m_session->field(fieldId(keys().at(k)))->setValue(values.at(k));
        m_changed = true;
        refresh();
        m_session->field(fieldId(keys().first()))->editor()->setFocus();
        m_session->noteEdited();
    });
    refresh();
}

void DispatchPractitionerSection::setDefaultPractitioner(const DispatchPractitioner &practitioner)
{
    m_default = practitioner;
    refresh();
}

void DispatchPractitionerSection::setChanged(bool changed)
{
    m_changed = changed;
    refresh();
}

DispatchPractitioner DispatchPractitionerSection::practitioner() const
{
    if (!m_changed)
        return m_default;
    const auto text = [this](int k) { return m_session->field(fieldId(keys().at(k)))->value().toString().trimmed(); };
    DispatchPractitioner p;
    p.familyName = text(0);
    p.givenName = text(1);
    p.middleName = text(2);
    p.userIdLpu = text(3);
    p.snils = text(4);
    return p;
}

void DispatchPractitionerSection::refresh()
{
    m_editor->setVisible(m_changed);
    m_change->setVisible(!m_changed);
    const DispatchPractitioner &p = m_default;
    QStringList name{p.familyName, p.givenName, p.middleName};
    name.removeAll(QString());
    if (m_changed)
        m_summary->setText(tr("The signer of this dispatch:"));
    else if (p.familyName.isEmpty())
        m_summary->setText(tr("No practitioner is set up for this environment: change it here or in the settings."));
    else
        m_summary->setText(tr("%1, id %2").arg(name.join(u' '), p.userIdLpu));
}

} // namespace cliniclink
