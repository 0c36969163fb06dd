// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patientcardbutton.h"

#include "sandboxtestpatients.h"

#include <QMenu>
#include <QStyle>

namespace cliniclink {

PatientCardButton::PatientCardButton(QWidget *parent)
    : QToolButton(parent)
{
    setObjectName(QStringLiteral("patientCardButton"));
    setText(tr("From a patient card"));
    setToolTip(tr("Fill the patient from one found or sent for earlier (enrichment, dispatches)"));
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *cards = new QMenu(this);
    cards->setObjectName(QStringLiteral("patientCardMenu"));
    setMenu(cards);
    connect(cards, &QMenu::aboutToShow, this, &PatientCardButton::fillMenu);
}

QSize PatientCardButton::sizeHint() const
{
    QSize size = QToolButton::sizeHint();
    size.rwidth() += 2 * style()->pixelMetric(QStyle::PM_MenuButtonIndicator, nullptr, this);
    return size;
}

void PatientCardButton::setTestPatients(SandboxTestPatients *patients)
{
    m_testPatients = patients;
    m_testMenu = new QMenu(tr("Test patients of the sandbox"), menu());
    m_testMenu->setObjectName(QStringLiteral("testPatientsMenu"));
    m_testMenu->setToolTipsVisible(true);
    // Read as soon as the sandbox is the environment, so the menu has them when opened.
    patients->refresh();
    connect(patients, &SandboxTestPatients::changed, this, [this] {
        if (menu()->isVisible())
            fillMenu();
    });
}

void PatientCardButton::fillMenu()
{
    QMenu *cards = menu();
    cards->clear();
    const QList<PatientCard> known = m_source ? m_source() : QList<PatientCard>();
    if (known.isEmpty())
        cards->addAction(tr("No patient found or sent yet"))->setEnabled(false);
    for (const PatientCard &card : known)
        connect(cards->addAction(card.label()), &QAction::triggered, this, [this, card] { Q_EMIT cardChosen(card); });
    if (!m_testPatients || !m_testPatients->available())
        return;
    cards->addSeparator();
    QMenu *test = m_testMenu;
    test->clear();
    cards->addMenu(test);
    const QList<PatientCard> persons = m_testPatients->cards();
    if (persons.isEmpty()) {
        m_testPatients->refresh();
        test->addAction(m_testPatients->isLoading() ? tr("Reading them from the sandbox…")
                                                    : tr("The sandbox did not list them"))
            ->setEnabled(false);
    }
    for (const PatientCard &card : persons) {
        QAction *action = test->addAction(card.label());
        action->setToolTip(tr("Known to the built-in sandbox: its searches find this person"));
        connect(action, &QAction::triggered, this, [this, card] { Q_EMIT cardChosen(card); });
    }
}

} // namespace cliniclink
