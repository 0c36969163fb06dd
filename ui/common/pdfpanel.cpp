// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pdfpanel.h"

#include "core/common/privatefiles.h"

#include <QBuffer>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfPageNavigator>
#include <QPdfView>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

QToolButton *toolButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setObjectName(name);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

PdfPanel::PdfPanel(QWidget *parent)
    : QWidget(parent)
    , m_document(new QPdfDocument(this))
    , m_view(new QPdfView(this))
    , m_pageLabel(new QLabel(this))
    , m_save(new QPushButton(tr("Save PDF…"), this))
    , m_print(new QPushButton(tr("Print…"), this))
    , m_buttons(new QHBoxLayout)
{
    m_view->setObjectName(QStringLiteral("pdfView"));
    m_view->setDocument(m_document);
    m_view->setPageMode(QPdfView::PageMode::MultiPage);
    m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_save->setObjectName(QStringLiteral("savePdfButton"));
    m_print->setObjectName(QStringLiteral("printButton"));

    auto *zoomOut = toolButton(tr("Zoom out"), QStringLiteral("zoomOutButton"), this);
    auto *zoomIn = toolButton(tr("Zoom in"), QStringLiteral("zoomInButton"), this);
    auto *fit = toolButton(tr("Fit to width"), QStringLiteral("fitWidthButton"), this);
    connect(zoomIn, &QToolButton::clicked, this, [this] {
        m_view->setZoomMode(QPdfView::ZoomMode::Custom);
        m_view->setZoomFactor(m_view->zoomFactor() * 1.25);
    });
    connect(zoomOut, &QToolButton::clicked, this, [this] {
        m_view->setZoomMode(QPdfView::ZoomMode::Custom);
        m_view->setZoomFactor(std::max(0.1, m_view->zoomFactor() / 1.25));
    });
    connect(fit, &QToolButton::clicked, this, [this] { m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth); });
    connect(m_document, &QPdfDocument::pageCountChanged, this, &PdfPanel::updatePage);
    connect(m_view->pageNavigator(), &QPdfPageNavigator::currentPageChanged, this, &PdfPanel::updatePage);
    connect(m_document, &QPdfDocument::statusChanged, this, &PdfPanel::updatePage);

    auto *bar = new QHBoxLayout;
    bar->addWidget(zoomOut);
    bar->addWidget(zoomIn);
    bar->addWidget(fit);
    bar->addStretch();
    bar->addWidget(m_pageLabel);
    m_buttons->addWidget(m_save);
    m_buttons->addWidget(m_print);
    m_buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addLayout(m_buttons);

    connect(m_save, &QPushButton::clicked, this,
            [this] { saveBytes(m_bytes, m_fileName, tr("PDF documents (*.pdf)")); });
    connect(m_print, &QPushButton::clicked, this, &PdfPanel::print);
    updatePage();
}

PdfPanel::~PdfPanel()
{
    // The document reads from the buffer until it is closed.
    m_document->close();
}

void PdfPanel::setPdf(const QByteArray &bytes, const QString &docName, const QString &fileName)
{
    m_document->close();
    delete m_buffer;
    m_buffer = nullptr;
    m_bytes = bytes;
    m_docName = docName;
    m_fileName = fileName;
    if (!bytes.isEmpty()) {
        m_buffer = new QBuffer(&m_bytes, this);
        m_buffer->open(QIODevice::ReadOnly);
        m_document->load(m_buffer);
    }
    updatePage();
}

void PdfPanel::updatePage()
{
    const bool ready = m_document->status() == QPdfDocument::Status::Ready;
    m_pageLabel->setText(
        ready && m_document->pageCount() > 0
            ? tr("Page %1 of %2").arg(m_view->pageNavigator()->currentPage() + 1).arg(m_document->pageCount())
            : QString());
    m_save->setEnabled(!m_bytes.isEmpty());
    m_print->setEnabled(ready);
}

bool PdfPanel::writeFile(const QString &path, const QByteArray &bytes)
{
    // A patient's document: readable by its owner only, from the first byte.
    QString why;
    if (!privatefiles::writeFile(path, bytes, &why)) {
        Q_EMIT failed(tr("The file could not be written: %1").arg(why));
        return false;
    }
    Q_EMIT saved(QDir::toNativeSeparators(path));
    return true;
}

void PdfPanel::saveBytes(const QByteArray &bytes, const QString &suggestedName, const QString &filter)
{
    auto *dialog = new QFileDialog(this, tr("Save as"), suggestedName, filter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    connect(dialog, &QFileDialog::fileSelected, this, [this, bytes](const QString &path) { writeFile(path, bytes); });
    dialog->open();
}

void PdfPanel::print()
{
    if (m_document->status() != QPdfDocument::Status::Ready)
        return;
    m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    m_printer->setDocName(m_docName);
    auto *dialog = new QPrintDialog(m_printer.get(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] { printTo(m_printer.get()); });
    dialog->open();
}

bool PdfPanel::printTo(QPrinter *printer)
{
    // Printed to a PDF file, the document is as private as when it is saved: the file is made
    // owner-only before Qt opens it (an existing file keeps its permissions when truncated).
    if (!printer->outputFileName().isEmpty() && !privatefiles::ensureFile(printer->outputFileName())) {
        Q_EMIT failed(tr("The file could not be written: %1").arg(QDir::toNativeSeparators(printer->outputFileName())));
        return false;
    }
    QPainter painter;
    if (!painter.begin(printer)) {
        Q_EMIT failed(tr("The printer could not be started."));
        return false;
    }
    for (int page = 0; page < m_document->pageCount(); ++page) {
        if (page > 0)
            printer->newPage();
        const QRect target = painter.viewport();
        const QSize size = m_document->pagePointSize(page).scaled(target.size(), Qt::KeepAspectRatio).toSize();
        painter.drawImage(QPoint(target.x() + (target.width() - size.width()) / 2, target.y()),
                          m_document->render(page, size));
    }
    painter.end();
    return true;
}

} // namespace cliniclink
