// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What a dispatch may say beyond its signer, patients, files and delivery (D1), behind "More" in
// the New dispatch form: the practitioner as co-signer (the channels of his or her link), the QES
// certificate the practitioner will sign with (so the QES tab's "only dispatches sent with this
// certificate" finds the dispatch), a power of attorney (machine-readable number, or a paper one:
// number, date, who signed it) and the organization's phone and e-mail. Its fields are described
// in the form's session with the ids core's DispatchField gives them ("practitioner.mrProxyNumber",
// "organization.phone"...), kept in the draft under "signer" and "organization". The part opens by
// itself when it holds anything or when one of its fields shows an error.

#include "core/signing/signingtypes.h"

#include <QWidget>

class QToolButton;

namespace cliniclink {

class FormSession;

class DispatchOptionsSection : public QWidget {
    Q_OBJECT
public:
    explicit DispatchOptionsSection(FormSession *session, QWidget *parent = nullptr);

    // The request with what this part holds: the organization's contacts and the signer's additions.
    void fill(DispatchRequest &request) const;
    bool isOpen() const;
    void setOpen(bool open);

    // The ids of the fields of this part, in form order.
    static QStringList fieldIds();

private:
    FormSession *m_session;
    QToolButton *m_toggle;
    QWidget *m_body;
};

} // namespace cliniclink
