// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyerrors.h"

#include "core/net/apicall.h"
#include "core/terminology/terminologyrequests.h"

#include <QCoreApplication>
#include <QVersionNumber>

namespace cliniclink {

namespace {

struct TerminologyErrors {
    Q_DECLARE_TR_FUNCTIONS(TerminologyErrors)
};

int positionIn(const QList<DictionaryVersion> &known, const QString &version)
{
    for (qsizetype i = 0; i < known.size(); ++i) {
        if (known.at(i).version == version)
            return int(i);
    }
    return -1;
}

// True when high is an earlier version than low.
bool before(const QString &high, const QString &low, const QList<DictionaryVersion> &known)
{
    const int h = positionIn(known, high);
    const int l = positionIn(known, low);
    if (h >= 0 && l >= 0)
        return h < l;
    qsizetype hs = 0;
    qsizetype ls = 0;
    const QVersionNumber hv = QVersionNumber::fromString(high, &hs);
    const QVersionNumber lv = QVersionNumber::fromString(low, &ls);
    if (hv.isNull() || lv.isNull() || hs != high.size() || ls != low.size())
        return false; // not numbers: the service judges
    return hv < lv;
}

QString orderText()
{
    return TerminologyErrors::tr("The second version is earlier than the first: a change history goes from an "
                                 "earlier version to a later one. Swap the versions, or choose a later second "
                                 "version.");
}

} // namespace

QString versionsHistoryProblem(const VersionsHistoryQuery &query, const QList<DictionaryVersion> &known)
{
    if (!query.lowVersion.isEmpty()) {
        if (!query.highVersion.isEmpty() && before(query.highVersion, query.lowVersion, known))
            return orderText();
        return {};
    }
    if (query.lowTime.isValid() && query.highTime.isValid() && query.highTime < query.lowTime)
        return TerminologyErrors::tr("The end of the period is before its start: a change history goes forward in "
                                     "time. Swap the moments.");
    return {};
}

void explainTerminologyError(ApiError &error, const ApiCall &call)
{
    const bool history = call.path().contains(u"_versions_history");
    if (history && error.httpStatus() == 400 && error.code() == u"invalid") {
        // The contract's row: the high version is lower than the low one (or, by moments, the end
        // before the start); a malformed moment is the same code with another message.
        const QString said = error.serverMessages().join(u' ');
        if (said.contains(u"верси", Qt::CaseInsensitive) || said.contains(u"version", Qt::CaseInsensitive))
            error.explain(orderText(), terminologyfield::historyVersions());
        return;
    }
    if (error.httpStatus() != 404 || error.code() != u"not-found")
        return;
    if (history)
        error.explain(TerminologyErrors::tr("The terminology service has no change history for this dictionary "
                                            "between these versions: it does not hold the dictionary or one of the "
                                            "versions. Open the dictionary again to refresh its versions, and "
                                            "choose both from the list."),
                      terminologyfield::historyVersions());
    else
        error.explain(TerminologyErrors::tr("The terminology service does not hold this dictionary, this version "
                                            "of it or this code. Check the OID, choose a version from the "
                                            "dictionary's list, and check the code."));
}

} // namespace cliniclink
