// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The patient card: one person as the workstation knows them from what was sent for them, so an
// area takes a patient found elsewhere instead of having them typed again (a patient whose SNILS
// enrichment found goes into a dispatch; the laboratory's order takes them the same way).
//
// The cards are read from the journal, newest first: enrichment orders (the request's names,
// birth date, sex and identity document, the answer's SNILS or policy number) and dispatches (the
// MIS id, phones, e-mail and documents of each patient). Entries of one person (same names and
// birth date) make one card, the newest value of each field winning. Nothing is stored twice, and
// the journal's retention empties the cards with the items they come from.
//
//   for (const PatientCard &card : PatientCard::recent(session.follow(), 20))
//       menu->addAction(card.label(), [=] { editor->fillFrom(card); });
//
// A new area's items become cards by adding their reader to recent() (patientcard.cpp).

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace cliniclink {

class FollowDesk;

struct PatientCard {
    enum class Sex { Unknown, Male, Female };
    // An identity document as the platform's dictionaries name it: passport codes differ between
    // services (enrichment 1, signing 14), so the card keeps the kind, not a code.
    struct Document {
        bool passport = false; // a passport of the Russian Federation
        QString series;
        QString number;
        QString issuer;
        QDate issued;
        QString enrichmentType; // the enrichment service's type code, when known (a test patient's)
    };

    QString familyName;
    QString givenName;
    QString middleName;
    QDate birthDate;
    Sex sex = Sex::Unknown;
    QString snils; // 11 digits
    QString policyNumber; // ENP, 16 digits
    QString idPatientMis;
    QStringList phones; // +7XXXXXXXXXX
    QString email;
    QList<Document> documents;

    // "Иванов Сергей Петрович"
    QString fullName() const;
    // "Иванов Сергей Петрович, 14.03.1978" (the locale's short date), for menus and lists.
    QString label() const;
    // Same person: names (case aside) and birth date.
    bool samePerson(const PatientCard &other) const;
    // Fills what this card lacks from an older card of the same person.
    void fillFrom(const PatientCard &older);

    // The cards of the current environment, newest first, at most limit.
    static QList<PatientCard> recent(const FollowDesk &follow, int limit = 20);
};

} // namespace cliniclink
