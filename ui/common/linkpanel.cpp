// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkpanel.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

LinkPanel::LinkPanel(QWidget *parent)
    : QFrame(parent)
    , m_opener([](const QUrl &url) { return QDesktopServices::openUrl(url); })
    , m_hint(new QLabel(this))
    , m_edit(new QLineEdit(this))
    , m_copy(new QPushButton(tr("Copy link"), this))
    , m_open(new QPushButton(tr("Open again"), this))
{
    setObjectName(QStringLiteral("linkPanel"));
    setFrameShape(QFrame::StyledPanel);
    m_hint->setObjectName(QStringLiteral("linkHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_edit->setObjectName(QStringLiteral("linkEdit"));
    m_edit->setReadOnly(true);
    m_edit->setAccessibleName(tr("Link"));
    m_copy->setObjectName(QStringLiteral("copyLinkButton"));
    m_open->setObjectName(QStringLiteral("openLinkButton"));

    auto *row = new QHBoxLayout;
    row->addWidget(m_edit, 1);
    row->addWidget(m_copy);
    row->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addLayout(row);

    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_edit->text());
        m_edit->selectAll();
        m_copy->setText(tr("Copied"));
    });
    connect(m_open, &QPushButton::clicked, this, [this] { open(m_url); });
    hide();
}

bool LinkPanel::open(const QUrl &url)
{
    m_url = url;
    if (m_opener(url)) {
        hide();
        return true;
    }
    showLink(url);
    return false;
}

void LinkPanel::setAdvice(const QString &advice)
{
    m_advice = advice;
}

void LinkPanel::showLink(const QUrl &url)
{
    QString hint = tr("No browser opened this link. Copy it into a web browser, or install one and make it the "
                      "default (on Debian and Astra Linux: the packages firefox-esr or chromium, and xdg-utils), "
                      "then press Open again.");
    if (!m_advice.isEmpty())
        hint += u' ' + m_advice;
    m_hint->setText(hint);
    m_edit->setText(url.toString());
    m_edit->setCursorPosition(0);
    m_copy->setText(tr("Copy link"));
    show();
}

} // namespace cliniclink
