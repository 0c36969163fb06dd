// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "contentfit.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHash>
#include <QHeaderView>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <limits>
#include <utility>

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

// Rows first..last as high as their cell widgets need at their column's width (fitRowsToContents()).
void raiseRowsToCellWidgets(QTableView *table, int first, int last)
{
    const QAbstractItemModel *model = table->model();
    const int grid = table->showGrid() ? 1 : 0; // the cell widget is drawn inside the grid line
    for (int row = first; row <= last; ++row) {
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

// Runs `again` whenever the model's rows come, go or are laid out anew; changed rows go to
// `changed` (a status answer: its row, not the whole list, measured again).
void onRowsChanged(QAbstractItemModel *model, QTimer *again, QObject *context,
                   const std::function<void(int first, int last)> &changed)
{
    const auto start = [again] { again->start(); };
    QObject::connect(model, &QAbstractItemModel::modelReset, again, start);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, again, start);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, again, start);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, again, start);
    QObject::connect(model, &QAbstractItemModel::dataChanged, context,
                     [again, changed](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                         if (topLeft.isValid() && bottomRight.isValid())
                             changed(topLeft.row(), bottomRight.row());
                         else
                             again->start(); // no rows named: all of them
                     });
}

// The section takes what the others leave: Stretch, or the last shown with stretchLastSection().
bool stretches(const QHeaderView *header, int section)
{
    if (header->sectionResizeMode(section) == QHeaderView::Stretch)
        return true;
    if (!header->stretchLastSection())
        return false;
    for (int visual = header->count() - 1; visual >= 0; --visual) {
        const int last = header->logicalIndex(visual);
        if (!header->isSectionHidden(last))
            return last == section;
    }
    return false;
}

class ColumnShare : public QObject {
public:
    ColumnShare(QTableView *table, const QList<std::pair<int, double>> &shares)
        : QObject(table)
        , m_table(table)
        , m_shares(shares)
    {
        m_again.setSingleShot(true);
        m_again.setInterval(0);
        connect(&m_again, &QTimer::timeout, this, [this] {
            measure(0, std::numeric_limits<int>::max(), true);
            fit();
        });
        for (const auto &[column, share] : shares)
            table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Interactive);
        table->viewport()->installEventFilter(this);
        // A column sized to its contents changed: a new answer, another language.
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
            if (isShared(section)) {
                // Not by fit(): the person dragged it. Their width stays, the others share the rest.
                if (!m_fitting)
                    m_shares.removeIf([section](const auto &s) { return s.first == section; });
                return;
            }
            if (!stretches(m_table->horizontalHeader(), section))
                m_again.start();
        });
        if (QAbstractItemModel *model = table->model()) {
            onRowsChanged(model, &m_again, this, [this](int first, int last) {
                measure(first, last, false); // a longer status than any before widens the column
                fit();
            });
        }
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            m_again.start();
        return QObject::eventFilter(watched, event);
    }

private:
    struct Longest {
        int line = 0; // the longest text on one line, margins included
        int word = 0; // its longest word
    };

    // Every shared column from the same room, so one's new width does not move another's.
    void fit()
    {
        QHeaderView *header = m_table->horizontalHeader();
        int others = 0; // the room the columns that neither share nor stretch take
        for (int section = 0; section < header->count(); ++section) {
            if (!isShared(section) && !header->isSectionHidden(section) && !stretches(header, section))
                others += header->sectionSize(section);
        }
        const int room = m_table->viewport()->width() - others;
        const QList<std::pair<int, double>> shares = m_shares;
        for (const auto &[column, share] : shares) {
            const Longest longest = m_longest.value(column);
            // Never narrower than its title or its longest word: a word cut in half is not read.
            const int least = std::max(header->sectionSizeHint(column), longest.word);
            const int width = std::max(least, std::min(longest.line, int(room * share)));
            if (header->sectionSize(column) != width) {
                const QScopedValueRollback fitting(m_fitting, true);
                header->resizeSection(column, width);
            }
        }
    }

    bool isShared(int section) const
    {
        return std::any_of(m_shares.cbegin(), m_shares.cend(), [section](const auto &s) { return s.first == section; });
    }

    // The shared columns' longest texts in rows first..last, as the item delegate draws them (the
    // view's own sizeHintForColumn() is not public): afresh, or grown by what those rows hold.
    void measure(int first, int last, bool afresh)
    {
        const QAbstractItemModel *model = m_table->model();
        if (!model)
            return;
        const QFontMetrics metrics = m_table->fontMetrics();
        last = std::min({last, model->rowCount(m_table->rootIndex()) - 1, 999}); // a list, not a register
        const int iconWidth = m_table->iconSize().isValid()
            ? m_table->iconSize().width()
            : m_table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table);
        // The delegate's margins, the grid line, and a character to spare: the text layout it
        // draws with rounds wider than horizontalAdvance() at times and elided «согласие.pdf».
        const int margin = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1)
                           + (m_table->showGrid() ? 1 : 0) + metrics.averageCharWidth();
        for (const auto &[column, share] : std::as_const(m_shares)) {
            Longest &longest = m_longest[column];
            if (afresh)
                longest = {};
            for (int row = std::max(0, first); row <= last; ++row) {
                const QModelIndex index = model->index(row, column, m_table->rootIndex());
                const QString text = index.data().toString();
                // A mark before the words (a status's coloured dot) and the room beside it.
                const int icon = index.data(Qt::DecorationRole).isValid() ? iconWidth + 4 : 0;
                longest.line = std::max(longest.line, margin + icon + metrics.horizontalAdvance(text));
                for (const QStringView part : QStringView(text).split(u' ', Qt::SkipEmptyParts))
                    longest.word = std::max(longest.word, margin + icon + metrics.horizontalAdvance(part.toString()));
            }
        }
    }

    QTableView *m_table; // the parent: this goes with it
    QList<std::pair<int, double>> m_shares; // a column the person dragged leaves it
    QHash<int, Longest> m_longest; // by column
    QTimer m_again;
    bool m_fitting = false; // fit() resizes: a resize otherwise is the person's
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
    // And whenever the rows change: a status that wraps onto a second line.
    if (QAbstractItemModel *model = table->model()) {
        onRowsChanged(model, again, table, [table](int first, int last) { fitRowsToContents(table, first, last); });
    }
}

void shareRoomWithStretch(QTableView *table, const QList<std::pair<int, double>> &shares)
{
    new ColumnShare(table, shares);
}

void fitRowsToContents(QTableView *table, int first, int last)
{
    const QAbstractItemModel *model = table->model();
    if (!model)
        return;
    const int rows = model->rowCount(table->rootIndex());
    first = std::max(0, first);
    last = last < 0 ? rows - 1 : std::min(last, rows - 1);
    if (first == 0 && last == rows - 1) {
        table->resizeRowsToContents();
    } else {
        for (int row = first; row <= last; ++row)
            table->resizeRowToContents(row);
    }
    raiseRowsToCellWidgets(table, first, last);
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
