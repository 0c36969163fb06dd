// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A laboratory result: per report the analytes with value, unit, reference range and a coloured
// flag, text results, the microbiology tree (organism, then its antibiotics with S/I/R), the
// conclusion; the PDF report in the workstation's PDF panel (print, save) and the attached
// signatures saved as files. Each code is shown with its name beside it ("1001 — Гемоглобин"): the
// name the laboratory sent, else the offline dictionary's, else the terminology service's (asked
// once per code for the session by LabCodeNames; the rows fill in when it answers). Each flag is
// said in words in its tooltip, and a legend under the table explains the flags of the result.

#include "core/lab/labtypes.h"

#include <QDialog>
#include <QHash>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace cliniclink {

class LabCodeNames;
class MessageBanner;
class PdfPanel;

class LabResultView : public QDialog {
    Q_OBJECT
public:
    // names: where code names come from (may be null: codes alone).
    explicit LabResultView(LabCodeNames *names, QWidget *parent = nullptr);
    ~LabResultView() override;

    void setResult(const LabResult &result, const QString &title);
    void showError(const QString &message);

    QTreeWidget *tree() const { return m_tree; }
    PdfPanel *pdfPanel() const { return m_pdf; }
    QLabel *conclusion() const { return m_conclusion; }
    QLabel *legend() const { return m_legend; }
    QList<QPushButton *> signatureButtons() const { return m_signatureButtons; }
    // Writes attachment i (a signature, the PDF) to path; what the save dialog calls.
    bool saveAttachment(int i, const QString &path);
    const LabResult &result() const { return m_result; }

    // The colour of a flag: abnormal red, normal green, intermediate amber, none grey.
    static QColor flagColor(const QString &interpretation);
    // A flag in words ("below normal", "resistant"); empty for a flag this program does not know.
    static QString flagText(const QString &interpretation);
    // "1001 — Гемоглобин (HGB)", or the code alone while its name is not known.
    static QString codeWithName(const QString &code, const QString &name);

private:
    QString nameOf(const fhir::FhirCoding &code) const;
    void addObservation(QTreeWidgetItem *parent, const LabObservation &o, QStringList *flags);
    // The names known now, into the rows and the conclusion (again when the service answers).
    void showNames();

    LabCodeNames *m_names;
    QList<QPair<QTreeWidgetItem *, fhir::FhirCoding>> m_namedItems;
    QHash<QTreeWidgetItem *, QString> m_comments; // the laboratory's comment on a row
    LabResult m_result;
    QLabel *m_title;
    MessageBanner *m_banner;
    QTreeWidget *m_tree;
    QLabel *m_conclusion;
    QLabel *m_legend;
    PdfPanel *m_pdf;
    QList<QPushButton *> m_signatureButtons;
};

} // namespace cliniclink
