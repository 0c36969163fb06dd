// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The practitioner of the New dispatch form: the environment's practitioner in one line, and
// "Change" to type another signer for this dispatch. Its fields are described in the form's
// session: "organization" (the line: issues of the environment's practitioner show there) and
// "practitioner.familyName"... as core's DispatchField names them.

#include "core/signing/signingtypes.h"

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace cliniclink {

class FormSession;

class DispatchPractitionerSection : public QGroupBox {
    Q_OBJECT
public:
    explicit DispatchPractitionerSection(FormSession *session, QWidget *parent = nullptr);

    // The environment's practitioner, shown while the person has not changed it.
    void setDefaultPractitioner(const DispatchPractitioner &practitioner);
    bool isChanged() const { return m_changed; }
    // Set by the form as it is filled (a draft read back): no edit.
    void setChanged(bool changed);
    // The signer of the dispatch: the one typed, else the environment's.
    DispatchPractitioner practitioner() const;

private:
    void refresh();

    FormSession *m_session;
    DispatchPractitioner m_default;
    bool m_changed = false;
    QLabel *m_summary;
    QPushButton *m_change;
    QWidget *m_editor;
};

} // namespace cliniclink
