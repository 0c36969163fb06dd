// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "validatedfield.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
const QLatin1String kErrorColor("#c62828");

const QLatin1String kWarningColor("#b26a00"); // amber text dark enough to read on white
const QLatin1String kWarningBorder("#f59e0b");

// The red (or amber) border is drawn over the field by a frame the mouse goes through, not set as a
// style sheet: a style sheet's border is not the style's frame (a line edit under it is lower, a
// combo box narrower) and on a field made of other widgets (a patient's documents, the patients'
// tabs) it reaches every widget inside: the fields below, and the one under the pointer, moved.
class ErrorFrame : public QWidget {
public:
    explicit ErrorFrame(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("fieldErrorFrame"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }
    void setColor(const QColor &color)
    {
        m_color = color;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(m_color, 2));
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
    }

private:
    QColor m_color;
};

// The line under the field: one line high at least, shown or not, so an error coming or going
// never moves the fields below it (and the one under the pointer). A longer message wraps onto
// more lines and is read whole: that is the one case where the form makes room.
class ErrorLine : public QLabel {
public:
    using QLabel::QLabel;

    // No width of its own: the message wraps within the field's width, it never widens the field.
    QSize sizeHint() const override { return atLeastALine({0, QLabel::sizeHint().height()}); }
    QSize minimumSizeHint() const override { return atLeastALine({0, QLabel::minimumSizeHint().height()}); }
    int heightForWidth(int width) const override
    {
        return std::max(text().isEmpty() ? 0 : QLabel::heightForWidth(width), lineHeight());
    }

private:
    int lineHeight() const
    {
        // As QLabel measures a line of its own text.
        const QMargins m = contentsMargins();
        const QRect one = fontMetrics().boundingRect(QRect(0, 0, 2000, 2000), Qt::TextWordWrap | int(alignment()),
                                                     QStringLiteral("X"));
        return std::max(one.height(), fontMetrics().height()) + m.top() + m.bottom() + 2 * margin();
    }
    QSize atLeastALine(QSize size) const
    {
        if (text().isEmpty())
            size.setHeight(0);
        return {size.width(), std::max(size.height(), lineHeight())};
    }
};
} // namespace

ValidatedField::ValidatedField(QWidget *field, QWidget *parent)
    : QWidget(parent)
    , m_field(field)
    , m_errorLabel(new ErrorLine(this))
{
    Q_ASSERT(field);
    m_fieldDescription = field->accessibleDescription();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    layout->addWidget(m_errorLabel);
    // As wide as the form lets it be, a short combo box too, so that its error line («Обязательное
    // поле») has the room of one line; a field with a width of its own (Fixed, Maximum) keeps it.
    if (field->sizePolicy().horizontalPolicy() & QSizePolicy::GrowFlag)
        setSizePolicy(QSizePolicy::Expanding, sizePolicy().verticalPolicy());

    m_errorLabel->setObjectName(QStringLiteral("fieldErrorLabel"));
    // A tenth smaller than the field's text, as a note under it: «Обязательное поле» fits one line
    // under a document's series, and the line kept for it takes less of the form.
    QFont small = m_errorLabel->font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    else if (small.pixelSize() > 0)
        small.setPixelSize(std::max(1, small.pixelSize() * 9 / 10));
    m_errorLabel->setFont(small);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(kErrorColor));
    // Hidden while there is no message (a screen reader reads no empty line), its room kept.
    QSizePolicy policy = m_errorLabel->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    m_errorLabel->setSizePolicy(policy);
    m_errorLabel->setVisible(false);
    m_errorLabel->setBuddy(field);

    setFocusProxy(field);
    m_frame = new ErrorFrame(this);
    m_frame->hide();
    field->installEventFilter(this);
}

bool ValidatedField::eventFilter(QObject *watched, QEvent *event)
{
    if (m_frame && watched == m_field && (event->type() == QEvent::Move || event->type() == QEvent::Resize))
        m_frame->setGeometry(m_field->geometry());
    return QWidget::eventFilter(watched, event);
}

QLineEdit *ValidatedField::lineEdit() const
{
    return qobject_cast<QLineEdit *>(m_field);
}

void ValidatedField::setIssue(const QString &message, Severity severity)
{
    if (message == m_message && severity == m_severity)
        return;
    m_message = message;
    m_severity = severity;
    const bool warning = severity == Severity::Warning;
    m_errorLabel->setText(message);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(warning ? kWarningColor : kErrorColor));
    m_errorLabel->setVisible(!message.isEmpty());
    static_cast<ErrorFrame *>(m_frame)->setColor(QColor(warning ? kWarningBorder : kErrorColor));
    m_frame->setGeometry(m_field->geometry());
    m_frame->raise();
    m_frame->setVisible(!message.isEmpty());
    m_field->setAccessibleDescription(message.isEmpty() ? m_fieldDescription : message);
    Q_EMIT errorChanged(message);
}

bool leftByPerson(const QWidget *field)
{
    // Called from the field's focus-out (or editingFinished): the focus has already moved. A window
    // losing focus leaves no focus widget; a hidden form has moved its focus on while invisible.
    const QWidget *now = QApplication::focusWidget();
    return field && field->isVisible() && now && now->window() == field->window();
}

} // namespace cliniclink
