// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contentfit.h"

#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHeaderView>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace cliniclink {

namespace {

class PaneFit : public QObject {
public:
    PaneFit(QSplitter *splitter, int index)
        : QObject(splitter)
        , m_splitter(splitter)
        , m_index(index)
    {
        splitter->widget(index)->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show)
            QTimer::singleShot(0, this, &PaneFit::fit); // once the pane's layout has taken the change
        return QObject::eventFilter(watched, event);
    }

    void fit()
    {
        QWidget *pane = m_splitter->widget(m_index);
        if (!pane || !pane->isVisible() || m_splitter->orientation() != Qt::Vertical)
            return;
        // A word-wrapped label needs more height the narrower it is: ask for this width.
        const int needed = pane->hasHeightForWidth() ? pane->heightForWidth(pane->width()) : pane->sizeHint().height();
        QList<int> sizes = m_splitter->sizes();
        int missing = needed - sizes.at(m_index);
        if (missing < 0 && m_grown > 0 && m_index + 1 < sizes.size()) {
            // The banner went: what was taken for it goes back, never more (the person's own
            // drag stays as it was).
            const int back = std::min(m_grown, -missing);
            sizes[m_index] -= back;
            sizes[m_index + 1] += back;
            m_grown -= back;
            m_splitter->setSizes(sizes);
            return;
        }
        if (missing <= 0)
            return;
        for (int i = m_index + 1; i < sizes.size() && missing > 0; ++i) {
            const int spare = sizes.at(i) - m_splitter->widget(i)->minimumSizeHint().height();
            const int taken = std::clamp(spare, 0, missing);
            sizes[i] -= taken;
            sizes[m_index] += taken;
            m_grown += taken;
            missing -= taken;
        }
        m_splitter->setSizes(sizes);
    }

private:
    QPointer<QSplitter> m_splitter;
    int m_index;
    int m_grown = 0; // taken from the panes after it for content that may go again
};

class VerticalScrollArea : public QScrollArea {
public:
    VerticalScrollArea() { setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); }

    QSize minimumSizeHint() const override
    {
        QSize least = QScrollArea::minimumSizeHint();
        if (QWidget *content = widget())
            least.setWidth(content->minimumSizeHint().expandedTo(content->minimumSize()).width()
                           + verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
        return least;
    }

    // The form's own height, not QScrollArea's cap of 24 lines: a splitter gives the form the room
    // it would like where the screen has it, and it scrolls only where it has not.
    QSize sizeHint() const override
    {
        QSize hint = QScrollArea::sizeHint();
        if (QWidget *content = widget()) {
            const QSize wanted = content->sizeHint();
            hint.setWidth(
                std::max(hint.width(), wanted.width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth()));
            hint.setHeight(wanted.height() + 2 * frameWidth());
        }
        return hint;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The form grew wider (a longer text, a field shown): the area asks its layout again.
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

void fitPaneToContent(QSplitter *splitter, int index)
{
    new PaneFit(splitter, index);
}

void fitRowsToColumns(QTableView *table)
{
    // Dragging a column resizes it many times a second: the rows are measured once it settles.
    auto *again = new QTimer(table);
    again->setSingleShot(true);
    again->setInterval(0);
    QObject::connect(again, &QTimer::timeout, table, [table] { fitRowsToContents(table); });
    QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, again, qOverload<>(&QTimer::start));
}

void fitRowsToContents(QTableView *table)
{
    table->resizeRowsToContents();
    const QAbstractItemModel *model = table->model();
    if (!model)
        return;
    const int grid = table->showGrid() ? 1 : 0; // the cell widget is drawn inside the grid line
    for (int row = 0; row < model->rowCount(table->rootIndex()); ++row) {
        int height = table->rowHeight(row);
        for (int column = 0; column < model->columnCount(table->rootIndex()); ++column) {
            const QWidget *cell = table->indexWidget(model->index(row, column, table->rootIndex()));
            if (cell && cell->hasHeightForWidth())
                height = std::max(height, cell->heightForWidth(table->columnWidth(column) - grid) + grid);
        }
        if (height != table->rowHeight(row))
            table->setRowHeight(row, height);
    }
}

void resizeWithinScreen(QWidget *window, const QSize &wanted)
{
    // The window's own screen once it has one; the parent's, else the primary one, before.
    QScreen *screen = window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    QSize size = wanted;
    if (screen) {
        // The title bar and the frame are drawn by the window manager, outside the window.
        const QSize frame(16, 40);
        size = size.boundedTo(screen->availableGeometry().size() - frame);
    }
    window->resize(size);
}

QScrollArea *verticalScrollArea(QWidget *content)
{
    auto *scroll = new VerticalScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

void fitComboToCharacters(QComboBox *combo, int characters)
{
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(characters);
    const auto showWhole = [combo] { combo->setToolTip(combo->currentText()); };
    QObject::connect(combo, &QComboBox::currentTextChanged, combo, showWhole);
    showWhole();
}

} // namespace cliniclink
