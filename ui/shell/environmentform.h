// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Everything about one environment, on tabs: the services' addresses, the organization and the
// practitioner, the tokens and the limits. The form shows an EnvironmentDraft and gives one back;
// it checks each field when the person leaves it, and shows the problems validate() found.

#include "core/settings/keychainstatus.h"
#include "environmentdraft.h"

#include <QMap>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace cliniclink {

class LimitsEditor;
class TokensEditor;
class ValidatedField;

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

    ValidatedField *field(const QString &key) const { return m_fields.value(key); }
    QLineEdit *lineEdit(const QString &key) const;
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
    ValidatedField *addField(const QString &key, const QString &objectName, QString (*check)(const QString &));

    QTabWidget *m_tabs;
    QMap<QString, ValidatedField *> m_fields; // by field key (environmentdraft.h)
    QMap<QString, int> m_tabOfField;
    QLineEdit *m_familyName = nullptr;
    QLineEdit *m_givenName = nullptr;
    QLineEdit *m_middleName = nullptr;
    QLineEdit *m_userIdLpu = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLabel *m_sandboxNote = nullptr;
    QLabel *m_plainHttpWarning = nullptr;
    QLabel *m_caDetails = nullptr;
    TokensEditor *m_tokens;
    LimitsEditor *m_limits;
    EnvironmentDraft m_loaded; // what is not on the form (id, kind, name) comes back from here
};

} // namespace cliniclink
