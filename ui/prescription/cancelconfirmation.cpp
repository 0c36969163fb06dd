// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cancelconfirmation.h"

#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

CancelConfirmation::CancelConfirmation(QWidget *parent)
    : QFrame(parent)
    , m_question(new QLabel(this))
    , m_yes(new QPushButton(this))
    , m_no(new QPushButton(tr("No, keep it"), this))
{
    setObjectName(QStringLiteral("cancelConfirmation"));
    setStyleSheet(QStringLiteral(
        "QFrame#cancelConfirmation { border: 1px solid #f59e0b; border-left: 4px solid #f59e0b;"
        " border-radius: 3px; background: #fff6e0; } QFrame#cancelConfirmation QLabel { color: #202020; }"));
    m_question->setWordWrap(true);
    m_question->setTextFormat(Qt::PlainText);
    m_yes->setObjectName(QStringLiteral("confirmCancelButton"));
    m_no->setObjectName(QStringLiteral("keepPrescriptionButton"));
    m_yes->setIcon(icon(IconId::Warning));
    for (QPushButton *b : {m_yes, m_no})
        b->setAutoDefault(true);

    auto *iconLabel = new QLabel(this);
    iconLabel->setPixmap(icon(IconId::Warning).pixmap(fontMetrics().height() + 6));
    auto *text = new QHBoxLayout;
    text->addWidget(iconLabel, 0, Qt::AlignTop);
    text->addWidget(m_question, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_yes);
    buttons->addWidget(m_no);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(text);
    layout->addLayout(buttons);

    connect(m_yes, &QPushButton::clicked, this, [this] {
        setVisible(false);
        Q_EMIT confirmed(m_id);
    });
    connect(m_no, &QPushButton::clicked, this, [this] {
        setVisible(false);
        Q_EMIT declined();
    });
    setVisible(false);
}

void CancelConfirmation::ask(const QString &idSourceMis)
{
    m_id = idSourceMis;
    m_question->setText(tr("Cancel the prescription %1? The registry will annul its registration; "
                           "this cannot be undone from the workstation.")
                            .arg(idSourceMis));
    m_yes->setText(tr("Yes, cancel %1").arg(idSourceMis));
    setAccessibleName(m_question->text());
    setVisible(true);
    m_no->setFocus(Qt::OtherFocusReason);
}

void CancelConfirmation::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        m_no->click();
        event->accept();
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace cliniclink
