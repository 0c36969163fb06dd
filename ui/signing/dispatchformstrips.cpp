// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchformstrips.h"

#include "ui/common/icons.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>

namespace cliniclink {

namespace {

void paintStrip(QFrame *frame, const char *color)
{
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setStyleSheet(QStringLiteral("QFrame#%1 { background: %2; border-radius: 4px; }")
                             .arg(frame->objectName(), QLatin1String(color)));
}

} // namespace

DraftEditingStrip::DraftEditingStrip(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel)
    , m_replaceFiles(new QCheckBox(tr("Replace the draft's files with these")))
{
    setObjectName(QStringLiteral("draftStrip"));
    paintStrip(this, "#e3f2fd");
    auto *layout = new QHBoxLayout(this);
    m_label->setObjectName(QStringLiteral("draftLabel"));
    m_label->setWordWrap(true);
    m_replaceFiles->setObjectName(QStringLiteral("replaceFilesBox"));
    auto *stop = new QPushButton(tr("Stop editing"));
    stop->setObjectName(QStringLiteral("stopEditingDraftButton"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_replaceFiles);
    layout->addWidget(stop);
    connect(stop, &QPushButton::clicked, this, &DraftEditingStrip::stopEditingRequested);
    connect(m_replaceFiles, &QCheckBox::toggled, this, &DraftEditingStrip::replaceFilesToggled);
    hide();
}

void DraftEditingStrip::setDraft(const QString &trackingId, const QStringList &fileNames)
{
    setVisible(!trackingId.isEmpty());
    // What the platform keeps with the draft is not in the file list below (only files added now
    // are): the person must see what Send delivers, and what "replace" would drop.
    m_label->setText(
        fileNames.isEmpty()
            ? tr("Editing the draft %1; it has no documents yet. Send delivers it to the patients.").arg(trackingId)
            : tr("Editing the draft %1, with its documents: %2. Send delivers it to the patients.")
                  .arg(trackingId, fileNames.join(QStringLiteral(", "))));
}

bool DraftEditingStrip::replaceFiles() const
{
    return m_replaceFiles->isChecked();
}

void DraftEditingStrip::setReplaceFiles(bool replace)
{
    const QSignalBlocker quiet(m_replaceFiles);
    m_replaceFiles->setChecked(replace);
}

UncertainSendPanel::UncertainSendPanel(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel)
    , m_follow(new QPushButton(tr("Follow it")))
    , m_sendAgain(new QPushButton(tr("Send again")))
{
    setObjectName(QStringLiteral("uncertainPanel"));
    paintStrip(this, "#fff8e1");
    auto *layout = new QHBoxLayout(this);
    auto *warning = new QLabel;
    warning->setPixmap(icon(IconId::Warning).pixmap(24, 24));
    m_label->setObjectName(QStringLiteral("uncertainLabel"));
    m_label->setWordWrap(true);
    m_follow->setObjectName(QStringLiteral("followButton"));
    m_sendAgain->setObjectName(QStringLiteral("sendAgainButton"));
    layout->addWidget(warning, 0, Qt::AlignTop);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_follow);
    layout->addWidget(m_sendAgain);
    connect(m_follow, &QPushButton::clicked, this, &UncertainSendPanel::followRequested);
    connect(m_sendAgain, &QPushButton::clicked, this, &UncertainSendPanel::sendAgainRequested);
    hide();
}

void UncertainSendPanel::ask(const QString &question, bool offerFollow)
{
    m_label->setText(question);
    m_follow->setVisible(offerFollow);
    show();
}

} // namespace cliniclink
