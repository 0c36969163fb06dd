// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "messagebanner.h"

#include "icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace cliniclink {

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 8, 6, 8);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss the message"));
    connect(m_close, &QToolButton::clicked, this, [this] {
        clearMessage();
        Q_EMIT dismissed();
    });
    setVisible(false);
}

void MessageBanner::showMessage(Kind kind, const QString &headline, const QStringList &messages)
{
    m_kind = kind;
    m_headline = headline;
    m_messages = messages;

    QString html = u"<b>" % headline.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")) % u"</b>";
    if (!messages.isEmpty()) {
        html += QStringLiteral("<ul style=\"margin-top:4px; margin-bottom:0px; margin-left:-20px;\">");
        for (const QString &m : messages)
            html += u"<li>" % m.toHtmlEscaped() % u"</li>";
        html += QStringLiteral("</ul>");
    }
    m_text->setText(html);

    QColor border;
    QColor background;
    IconId iconId = IconId::Info;
    switch (kind) {
    case Kind::Error:
        border = QColor(0xc6, 0x28, 0x28);
        background = QColor(0xfd, 0xec, 0xea);
        iconId = IconId::Error;
        break;
    case Kind::Warning:
        border = QColor(0xf5, 0x9e, 0x0b);
        background = QColor(0xff, 0xf6, 0xe0);
        iconId = IconId::Warning;
        break;
    case Kind::Info:
        border = QColor(0x15, 0x65, 0xc0);
        background = QColor(0xe8, 0xf1, 0xfb);
        break;
    }
    // Fixed dark text on a light tint, so the banner stays readable in a dark theme as well.
    setStyleSheet(
        QStringLiteral("QFrame#messageBanner { border: 1px solid %1; border-left: 4px solid %1;"
                       " border-radius: 3px; background: %2; } QFrame#messageBanner QLabel { color: #202020; }")
            .arg(border.name(), background.name()));
    const int side = fontMetrics().height() + 4;
    m_icon->setPixmap(icon(iconId).pixmap(side, side));
    setAccessibleName(plainText());
    setVisible(true);
}

void MessageBanner::clearMessage()
{
    m_headline.clear();
    m_messages.clear();
    m_text->clear();
    setVisible(false);
}

QString MessageBanner::plainText() const
{
    QString text = m_headline;
    for (const QString &m : m_messages)
        text += u"\n• " % m;
    return text;
}

} // namespace cliniclink
