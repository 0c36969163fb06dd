// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A field for a coded value of one dictionary, for the lab composer and any form that asks for one:
// type-ahead on the offline cache (instant), falling back to the server's attribute search when the
// version is not held (after a short pause in typing, one request at a time), each suggestion shown
// as code and name, and the person's recent choices offered first. A chosen coding names its
// version: the one held offline, or the server's latest (asked once with $versions before the
// first search, and searched in), so a form never sends a code without one.
//
//   auto *picker = new DictionaryPicker(session.transport(), session.clock(), cache, oid, this);
//   connect(picker, &DictionaryPicker::chosen, this, [](const fhir::FhirCoding &c) { ... });

#include "core/fhir/fhircoding.h"
#include "core/net/apierror.h"
#include "core/terminology/terminologytypes.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCompleter;
class QLineEdit;
class QStandardItemModel;

namespace cliniclink {

class ElidedLabel;

class ApiCall;
class Clock;
class ClockTimer;
class TerminologyCache;
class Transport;

class DictionaryPicker : public QWidget {
    Q_OBJECT
public:
    static constexpr int kServerPauseMs = 300;
    static constexpr int kSuggestions = 20;

    // version empty: the newest version held offline, else the server's latest.
    DictionaryPicker(Transport &transport, Clock &clock, TerminologyCache *cache, const QString &oid,
                     const QString &version = {}, QWidget *parent = nullptr);
    ~DictionaryPicker() override;

    QLineEdit *edit() const { return m_edit; }
    QStandardItemModel *suggestions() const { return m_suggestions; }
    // The chosen value; empty code when nothing is chosen.
    fhir::FhirCoding value() const { return m_value; }
    void setValue(const fhir::FhirCoding &coding);
    // Picks the suggestion at row (what a click or Enter in the popup does).
    void choose(int row);
    // For dictionaries whose codes mean nothing to a person (the organizations' UUIDs): the field
    // and the suggestions show the name, the code is in the tooltip.
    void setNameInField(bool on) { m_nameInField = on; }
    // Words for codes, by the code in lower case, shown instead of the dictionary's display (a
    // FHIR code such as "Routine" in the person's own language); the value keeps its display.
    void setCodeNames(const QHash<QString, QString> &names) { m_codeNames = names; }
    // The name of code as this computer knows it (a recent choice, else the dictionary held
    // offline); empty when unknown.
    QString knownDisplay(const QString &code) const;

Q_SIGNALS:
    void chosen(const cliniclink::fhir::FhirCoding &coding);
    void suggestionsReady(int count);
    void searchFailed(const cliniclink::ApiError &error);

private:
    void textEdited(const QString &text);
    void searchServer();
    void searchServerIn(const QString &version);
    void stopServerCall();
    void showSuggestions(const QList<TermConcept> &items);
    QString heldVersion() const;

    Transport &m_transport;
    Clock &m_clock;
    TerminologyCache *m_cache;
    QString m_oid;
    QString m_version;
    QString m_serverVersion; // the server's latest when m_version is empty, once asked
    fhir::FhirCoding m_value;
    QLineEdit *m_edit;
    ElidedLabel *m_displayLabel; // a long name is elided, whole in its tooltip
    QStandardItemModel *m_suggestions;
    QCompleter *m_completer;
    ClockTimer *m_pause;
    QPointer<ApiCall> m_inFlight;
    bool m_nameInField = false;
    QHash<QString, QString> m_codeNames;
};

} // namespace cliniclink
