// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "messagebanner.h"

#include "icons.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
// The headline as one line: a headline of several lines reads as one with a space between.
QString oneLine(const QString &text)
{
    return text.simplified();
}
} // namespace

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_line(new QLabel(this))
    , m_text(new QLabel(this))
    , m_more(new QToolButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 3, 4, 3);
    auto *texts = new QVBoxLayout;
    texts->setContentsMargins(0, 0, 0, 0);
    texts->setSpacing(0);
    texts->addWidget(m_line);
    texts->addWidget(m_text);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(texts, 1);
    layout->addWidget(m_more, 0, Qt::AlignTop);
    layout->addWidget(m_close, 0, Qt::AlignTop);

    m_icon->setAlignment(Qt::AlignCenter);
    m_line->setObjectName(QStringLiteral("messageBannerLine"));
    m_line->setTextFormat(Qt::RichText);
    m_line->setWordWrap(false);
    m_line->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // The line asks for no width of its own: a long message is elided, it never widens the form.
    m_line->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_text->setObjectName(QStringLiteral("messageBannerText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_more->setObjectName(QStringLiteral("messageBannerDetailsButton"));
    m_more->setAutoRaise(true);
    m_more->setCheckable(true);
    m_more->setText(tr("Details"));
    m_more->setToolTip(tr("Show the whole message"));
    connect(m_more, &QToolButton::toggled, this, &MessageBanner::setExpanded);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss the message"));
    connect(m_close, &QToolButton::clicked, this, [this] {
        clearMessage();
        Q_EMIT dismissed();
    });
    // The same borders as a shown banner's, unseen: the banner's room is the same shown or hidden.
    setStyleSheet(QStringLiteral("QFrame#messageBanner { border: 1px solid transparent;"
                                 " border-left: 4px solid transparent; border-radius: 3px; }"));
    m_line->installEventFilter(this);
    updateShape();
    setVisible(false);
}

bool MessageBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_line && event->type() == QEvent::Resize)
        updateLine();
    return QFrame::eventFilter(watched, event);
}

void MessageBanner::setReservesRoom(bool reserve)
{
    m_reserve = reserve;
    updateShape();
}

void MessageBanner::setExpanded(bool expanded)
{
    if (m_expanded == expanded)
        return;
    m_expanded = expanded;
    updateShape();
}

// The room: one line as high as the buttons beside it, kept while hidden; the whole text only when
// expanded (or for a banner that does not keep its room).
void MessageBanner::updateShape()
{
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(m_reserve);
    setSizePolicy(policy);

    const int lineHeight = std::max(m_close->sizeHint().height(), fontMetrics().height() + 4);
    m_icon->setFixedSize(fontMetrics().height() + 4, lineHeight);
    m_line->setFixedHeight(lineHeight);
    const bool whole = isExpanded();
    m_line->setVisible(!whole);
    m_text->setVisible(whole);
    {
        const QSignalBlocker quiet(m_more);
        m_more->setChecked(m_expanded);
    }
    m_more->setText(m_expanded ? tr("Less") : tr("Details"));
    m_more->setToolTip(m_expanded ? tr("Show the message in one line") : tr("Show the whole message"));
    updateLine();
    updateGeometry();
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
    setStyleSheet(QStringLiteral("QFrame#messageBanner { border: 1px solid %1; border-left: 4px solid %1;"
                                 " border-radius: 3px; background: %2; } QFrame#messageBanner QLabel,"
                                 " QFrame#messageBanner QToolButton { color: #202020; }")
                      .arg(border.name(), background.name()));
    const int side = fontMetrics().height() + 4;
    m_icon->setPixmap(icon(iconId).pixmap(side, side));
    setAccessibleName(plainText());
    // A new message starts in its one line: it takes the room the banner kept, no more.
    m_expanded = false;
    updateShape();
    setVisible(true);
}

void MessageBanner::clearMessage()
{
    m_headline.clear();
    m_messages.clear();
    m_text->clear();
    m_expanded = false;
    updateShape();
    setVisible(false);
}

// The headline in bold and the messages after it, as much as the line holds; the whole text in the
// tooltip and under «Details» when some of it is not to be seen.
void MessageBanner::updateLine()
{
    const QString head = oneLine(m_headline);
    // "Сервер не принял заявку. СНИЛС: … · Полис: …"; a headline without a full stop gets a dash.
    const bool stopped = !head.isEmpty() && QStringLiteral(".!?:").contains(head.back());
    QString rest;
    for (const QString &m : m_messages)
        rest += (!rest.isEmpty() ? QStringLiteral(" · ")
                     : stopped   ? QStringLiteral(" ")
                                 : QStringLiteral(" — "))
            % oneLine(m);
    const QString full = head + rest;
    QFont bold = m_line->font();
    bold.setBold(true);
    const QFontMetrics fm(bold); // the wider of the two, so what is elided always fits
    const int spacing = layout() ? std::max(layout()->spacing(), 0) : 0;
    // The room the line has with «Details» beside it, and without.
    const int withMore = m_line->width() - (m_more->isVisibleTo(this) ? 0 : m_more->sizeHint().width() + spacing);
    const bool cut = fm.horizontalAdvance(full) > withMore + m_more->sizeHint().width() + spacing;
    const bool needsMore = m_reserve && (m_expanded || !m_messages.isEmpty() || cut || m_headline.contains(u'\n'));
    m_more->setVisible(needsMore);
    const int room = needsMore ? withMore : withMore + m_more->sizeHint().width() + spacing;
    const QString shown = fm.elidedText(full, Qt::ElideRight, std::max(room, 0));
    QString html;
    if (shown.size() <= head.size() || !shown.startsWith(head))
        html = u"<b>" % shown.toHtmlEscaped() % u"</b>";
    else
        html = u"<b>" % head.toHtmlEscaped() % u"</b>" % shown.mid(head.size()).toHtmlEscaped();
    m_line->setText(html);
    m_line->setToolTip(needsMore && !m_expanded ? plainText() : QString());
}

void MessageBanner::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    updateLine();
}

void MessageBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        updateShape();
}

QString MessageBanner::plainText() const
{
    QString text = m_headline;
    for (const QString &m : m_messages)
        text += u"\n• " % m;
    return text;
}

} // namespace cliniclink
