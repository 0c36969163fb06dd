// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A PDF shown the way the workstation shows every PDF: pages in a QPdfView (zoom in and out, fit to
// width, "page n of m"), with Save and Print underneath; more buttons (a signature to save) go into
// buttonRow(). The dispatch window and the lab's result view show their PDFs in it.

#include <QByteArray>
#include <QWidget>

#include <memory>

class QBuffer;
class QHBoxLayout;
class QLabel;
class QPdfDocument;
class QPdfView;
class QPrinter;
class QPushButton;

namespace cliniclink {

class PdfPanel : public QWidget {
    Q_OBJECT
public:
    explicit PdfPanel(QWidget *parent = nullptr);
    ~PdfPanel() override;

    // Shows bytes (empty clears); docName names the print job, fileName is offered when saving.
    void setPdf(const QByteArray &bytes, const QString &docName, const QString &fileName);
    QByteArray pdf() const { return m_bytes; }

    QPdfView *pdfView() const { return m_view; }
    QPdfDocument *document() const { return m_document; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *printButton() const { return m_print; }
    QHBoxLayout *buttonRow() const { return m_buttons; }

    // Writes bytes to path; false, and failed() with the reason, when it could not.
    bool writeFile(const QString &path, const QByteArray &bytes);
    // Asks where to save bytes (a non-modal dialog), then writes them.
    void saveBytes(const QByteArray &bytes, const QString &suggestedName, const QString &filter);
    // Renders every page onto printer (what the print dialog's OK does).
    bool printTo(QPrinter *printer);

Q_SIGNALS:
    void saved(const QString &path);
    void failed(const QString &message);

private:
    void print();
    void updatePage();

    QPdfDocument *m_document;
    QPdfView *m_view;
    QLabel *m_pageLabel;
    QPushButton *m_save;
    QPushButton *m_print;
    QHBoxLayout *m_buttons;
    QBuffer *m_buffer = nullptr;
    QByteArray m_bytes;
    QString m_docName;
    QString m_fileName;
    std::unique_ptr<QPrinter> m_printer;
};

} // namespace cliniclink
