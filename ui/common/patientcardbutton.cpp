// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patientcardbutton.h"

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

void PatientCardButton::fillMenu()
{
    QMenu *cards = menu();
    cards->clear();
    const QList<PatientCard> known = m_source ? m_source() : QList<PatientCard>();
    if (known.isEmpty())
        cards->addAction(tr("No patient found or sent yet"))->setEnabled(false);
    for (const PatientCard &card : known)
        connect(cards->addAction(card.label()), &QAction::triggered, this, [this, card] { Q_EMIT cardChosen(card); });
}

} // namespace cliniclink
