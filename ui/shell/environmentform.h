// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Everything about one environment, on tabs: the services' addresses, the organization and the
// practitioner, the tokens and the limits. The form shows an EnvironmentDraft and gives one back.
// Its fields are described once in a FormSession (ids: the field keys of environmentdraft.h), whose
// rules are validate(): a field's problem shows once the person left it, every problem on Save.

#include "core/settings/keychainstatus.h"
#include "environmentdraft.h"

#include <QWidget>

class QLabel;
class QTabWidget;

namespace cliniclink {

class FormField;
class FormSession;
class LimitsEditor;
class TokensEditor;

class EnvironmentForm : public QWidget {
    Q_OBJECT
public:
    explicit EnvironmentForm(QWidget *parent = nullptr);

    void load(const EnvironmentDraft &draft);
    EnvironmentDraft draft() const;
    void setKeychainStatus(const KeychainStatus &status);
    void setLoadedToken(Service service, const QString &token);

    // Shows problems under their fields (clearing the others), brings the first into view and
    // gives it the focus. Returns false when there were any.
    bool showProblems(const FieldProblems &problems);

    TokensEditor *tokensEditor() const { return m_tokens; }
    LimitsEditor *limitsEditor() const { return m_limits; }
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    void changed();

private:
    QWidget *buildAddressesTab();
    QWidget *buildOrganizationTab();
    void updatePlainHttpWarning();
    void updateCaDetails();
    void chooseCaFile();
    FormField *addLine(const QString &key, const QString &label, const QString &objectName);
    QString text(const QString &key) const;
    void setText(const QString &key, const QString &text);

    // The session before the tabs: it goes first, while the fields' rows are still there.
    FormSession *m_session;
    QTabWidget *m_tabs;
    QLabel *m_sandboxNote = nullptr;
    QLabel *m_plainHttpWarning = nullptr;
    QLabel *m_caDetails = nullptr;
    TokensEditor *m_tokens;
    LimitsEditor *m_limits;
    EnvironmentDraft m_loaded; // what is not on the form (id, kind, name) comes back from here
};

} // namespace cliniclink
