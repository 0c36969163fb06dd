// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The submissions of one questionnaire template, part of the Questionnaires tab: the patient (by
// name where this workstation sent it, else the MIS id), the status, when it was sent and the
// answers (options by their labels); the chosen one's PDF shown beside the list.

#include "core/signing/questionnairetypes.h"

#include <QBuffer>
#include <QGroupBox>

class QPdfDocument;
class QPdfView;
class QPushButton;
class QTreeWidget;

namespace cliniclink {

class QuestionnaireDesk;

class QuestionnaireSubmissions : public QGroupBox {
    Q_OBJECT
public:
    QuestionnaireSubmissions(QuestionnaireDesk &desk, QWidget *parent = nullptr);
    ~QuestionnaireSubmissions() override;

    // Reads the submissions of t (none for a template not saved yet).
    void load(const QuestionnaireTemplate &t);
    // Empties the list: another template, or another environment.
    void clear();
    void showPdf();

Q_SIGNALS:
    void loaded();
    void pdfShown();
    void failed(const QString &headline, const QString &text);

private:
    void updateButtons();

    QuestionnaireDesk &m_desk;
    quint64 m_asked = 0; // the latest reading; earlier answers are dropped
    QList<QuestionnaireSubmission> m_data;
    QTreeWidget *m_list;
    QPushButton *m_showPdf;
    QBuffer m_pdfBuffer;
    QPdfDocument *m_pdf;
    QPdfView *m_pdfView;
};

} // namespace cliniclink
