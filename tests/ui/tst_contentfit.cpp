// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The table helpers of ui/common/contentfit: a column of long words shares the room with the
// column that stretches (shareRoomWithStretch), and rows grow when a cell's words wrap, the row
// whose data changed measured on its own (fitRowsToColumns).

#include "ui/common/contentfit.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace cliniclink;

class TestContentFit : public QObject {
    Q_OBJECT

    enum Column { Name, Status, Note };

    std::unique_ptr<QStandardItemModel> m_model;
    std::unique_ptr<QTableView> m_table;

    int width(int column) const { return m_table->horizontalHeader()->sectionSize(column); }
    int advance(const QString &text) const { return m_table->fontMetrics().horizontalAdvance(text); }

private Q_SLOTS:
    void init()
    {
        m_model = std::make_unique<QStandardItemModel>(3, 3);
        m_model->setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Status"), QStringLiteral("Note")});
        for (int row = 0; row < 3; ++row) {
            m_model->setItem(row, Name, new QStandardItem(QStringLiteral("Row %1").arg(row)));
            m_model->setItem(row, Status, new QStandardItem(QStringLiteral("Sent")));
            m_model->setItem(row, Note, new QStandardItem(QStringLiteral("-")));
        }
        m_table = std::make_unique<QTableView>();
        m_table->setModel(m_model.get());
        m_table->verticalHeader()->hide();
        m_table->horizontalHeader()->setStretchLastSection(true);
        m_table->setColumnWidth(Name, 80);
        shareRoomWithStretch(m_table.get(), {{Status, 0.5}});
        fitRowsToColumns(m_table.get());
        m_table->resize(600, 300);
        m_table->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_table.get()));
    }
    void cleanup()
    {
        m_table.reset();
        m_model.reset();
    }

    // With room, a status is on one line; a longer one answered later widens its column, without
    // the model being reset; and in a narrow table it wraps, never cutting a word, while the note
    // keeps the rest of the room and nothing goes behind a scroll bar.
    void aStatusTakesItsLineWhileThereIsRoomAndWrapsWhenThereIsNot()
    {
        const QString longer = QStringLiteral("Sent, waiting for the patient's signatures");
        QTRY_VERIFY(width(Status) >= m_table->horizontalHeader()->sectionSizeHint(Status));
        QVERIFY(width(Status) < advance(longer));
        // The rows were measured once the columns settled: one line, not the default section.
        QTRY_VERIFY(m_table->rowHeight(1) < m_table->verticalHeader()->defaultSectionSize());
        const int oneLine = m_table->rowHeight(1);

        m_model->setData(m_model->index(1, Status), longer); // dataChanged, one row
        QTRY_VERIFY2(width(Status) > advance(longer), qPrintable(QString::number(width(Status))));
        QCOMPARE(m_table->rowHeight(1), oneLine);

        m_table->resize(330, 300); // room for about 120 px of status
        QTRY_VERIFY2(width(Status) < advance(longer), qPrintable(QString::number(width(Status))));
        QVERIFY(width(Status) > advance(QStringLiteral("signatures"))); // its longest word whole
        QTRY_VERIFY2(m_table->rowHeight(1) >= 2 * oneLine - 4, qPrintable(QString::number(m_table->rowHeight(1))));
        QCOMPARE(m_table->rowHeight(0), oneLine); // the rows that did not change stay as they were
        QCOMPARE(m_table->horizontalScrollBar()->maximum(), 0);
        QVERIFY(width(Note) >= width(Status) / 2);
    }

    // A column the person dragged keeps the width they gave it when the window changes size.
    void aDraggedColumnKeepsItsWidth()
    {
        QTRY_VERIFY(width(Status) >= m_table->horizontalHeader()->sectionSizeHint(Status));
        m_table->horizontalHeader()->resizeSection(Status, 200); // as a drag of its edge does
        m_table->resize(330, 300);
        QTRY_COMPARE(m_table->viewport()->width() < 330, true);
        QCoreApplication::processEvents(); // the share's look after the resize
        QCOMPARE(width(Status), 200);
        m_model->setData(m_model->index(0, Status), QStringLiteral("Sent, waiting for the patient's signatures"));
        QCOMPARE(width(Status), 200);
    }
};

QTEST_MAIN(TestContentFit)
#include "tst_contentfit.moc"
