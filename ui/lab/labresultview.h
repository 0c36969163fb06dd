// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A laboratory result: per report the analytes with value, unit, reference range and a coloured
// flag, text results, the microbiology tree (organism, then its antibiotics with S/I/R), the
// conclusion; the PDF report in the workstation's PDF panel (print, save) and the attached
// signatures saved as files. Names of codes come from the offline dictionaries when held.

#include "core/lab/labtypes.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace cliniclink {

class MessageBanner;
class PdfPanel;
class TerminologyCache;

class LabResultView : public QDialog {
    Q_OBJECT
public:
    explicit LabResultView(TerminologyCache *cache, QWidget *parent = nullptr);
    ~LabResultView() override;

    void setResult(const LabResult &result, const QString &title);
    void showError(const QString &message);

    QTreeWidget *tree() const { return m_tree; }
    PdfPanel *pdfPanel() const { return m_pdf; }
    QLabel *conclusion() const { return m_conclusion; }
    QList<QPushButton *> signatureButtons() const { return m_signatureButtons; }
    // Writes attachment i (a signature, the PDF) to path; what the save dialog calls.
    bool saveAttachment(int i, const QString &path);
    const LabResult &result() const { return m_result; }

    // The colour of a flag: abnormal red, normal green, intermediate amber, none grey.
    static QColor flagColor(const QString &interpretation);

private:
    QString nameOf(const fhir::FhirCoding &code) const;
    void addObservation(QTreeWidgetItem *parent, const LabObservation &o);

    TerminologyCache *m_cache;
    LabResult m_result;
    QLabel *m_title;
    MessageBanner *m_banner;
    QTreeWidget *m_tree;
    QLabel *m_conclusion;
    PdfPanel *m_pdf;
    QList<QPushButton *> m_signatureButtons;
};

} // namespace cliniclink
