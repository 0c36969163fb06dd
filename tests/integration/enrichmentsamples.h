// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One patient as the enrichment tests send them: a person of the sandbox's registry (so SNILS and
// policy lookups complete), with a passport.

#include "core/enrichment/enrichmenttypes.h"

#include <QDate>
#include <QString>

namespace cliniclink::testing {

inline EnrichmentPatient samplePatient()
{
    EnrichmentPatient p;
    p.familyName = QStringLiteral("Иванов");
    p.firstName = QStringLiteral("Сергей");
    p.patronymic = QStringLiteral("Петрович");
    p.birthDate = QDate(1978, 3, 14);
    p.gender = QStringLiteral("1");
    p.snils = QStringLiteral("12457896391");
    return p;
}

inline IdentityDocument samplePassport()
{
    return {QStringLiteral("1"), QStringLiteral("4509"), QStringLiteral("123456"), QDate(2003, 4, 22),
            QStringLiteral("ОВД района Хамовники г. Москвы")};
}

} // namespace cliniclink::testing
