// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A questionnaire as the patient sees it: the title, the description and each question with the
// control its type gives (yes/no, a text line, radio buttons, check boxes, a drop-down list),
// required ones marked. Nothing is sent from here.

#include "core/signing/questionnairetypes.h"

#include <QDialog>

namespace cliniclink {

class QuestionnairePreview : public QDialog {
    Q_OBJECT
public:
    explicit QuestionnairePreview(const QuestionnaireSchema &schema, QWidget *parent = nullptr);
    ~QuestionnairePreview() override;
    // The controls made for question i (for tests): radio buttons, check boxes, a line or a combo.
    QList<QWidget *> controlsOf(int question) const { return m_controls.value(question); }

private:
    QList<QList<QWidget *>> m_controls;
};

} // namespace cliniclink
