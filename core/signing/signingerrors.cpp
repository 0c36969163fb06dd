// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingerrors.h"

#include "core/net/apicall.h"
#include "core/signing/dispatchfield.h"

#include <QCoreApplication>

namespace cliniclink {

namespace {

struct SigningErrors {
    Q_DECLARE_TR_FUNCTIONS(SigningErrors)
};

enum class Route { Upload, Finalize, Archive, Cancel, Resend, InitQes, Other };

Route routeOf(const ApiCall &call)
{
    const QString path = call.path();
    if (call.method() != "POST")
        return Route::Other;
    if (path.endsWith(u"/sep/api/signing") || path.endsWith(u"/signing/drafts/init")
        || (path.contains(u"/signing/drafts/") && path.endsWith(u"/send")))
        return Route::Upload;
    if (path.endsWith(u"/finalize"))
        return Route::Finalize;
    if (path.endsWith(u"/archive"))
        return Route::Archive;
    if (path.endsWith(u"/cancel"))
        return Route::Cancel;
    if (path.endsWith(u"/sep/api/resend"))
        return Route::Resend;
    if (path.endsWith(u"/sep/api/initqes"))
        return Route::InitQes;
    return Route::Other;
}

// The dispatch's status as the error body gives it ("trackingStatus"), or "?" when it does not.
QString statusIn(const ApiError &error)
{
    const QJsonValue status = error.details().value(u"trackingStatus");
    if (status.isDouble())
        return QString::number(status.toInt());
    return status.toString(QStringLiteral("?"));
}

// The 400 a gateway gives before any route when X-Id-Lpu is absent or not a UUID:
// {statusCode, message, error: "Bad Request"}, no code of the service's own.
bool isOrganizationHeaderRefusal(const ApiError &error)
{
    if (error.httpStatus() != 400 || !error.code().isEmpty() || !error.details().contains(u"statusCode"))
        return false;
    for (const QString &m : error.serverMessages()) {
        if (m.contains(u"X-Id-Lpu", Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace

void explainSigningError(ApiError &error, const ApiCall &call)
{
    if (isOrganizationHeaderRefusal(error)) {
        error.explain(SigningErrors::tr("The signing service did not receive the organization (the X-Id-Lpu header), "
                                        "so it did nothing. Check the organization of this environment in the "
                                        "settings: it must be the organization's UUID. If it is set, a proxy on the "
                                        "way may be removing the header: tell the network administrator."));
        return;
    }
    const QString code = error.code();
    const Route route = routeOf(call);
    const QString files = DispatchField::files().toString();

    if (code == u"INVALID_ATTACHMENT") {
        error.explain(SigningErrors::tr("A file listed in the dispatch did not arrive with it, so nothing was sent. "
                                        "Remove the file from the list and attach it again, then send again."),
                      files);
    } else if (code == u"LIMIT_FILE_SIZE") {
        error.explain(SigningErrors::tr("A file is larger than the platform takes (5 MB per file), so nothing was "
                                        "sent. Make the file smaller (save the scan at a lower resolution, or as "
                                        "PDF) or split it into several files, then send again."),
                      files);
    } else if (code == u"LIMIT_FILE_COUNT") {
        error.explain(SigningErrors::tr("The dispatch has more files than the platform takes (10 in one dispatch, "
                                        "a draft's stored files included), so nothing was sent. Join files into one "
                                        "PDF or send the rest in a second dispatch."),
                      files);
    } else if (code == u"NOT_DRAFT") {
        if (route == Route::Archive)
            error.explain(SigningErrors::tr("Only a draft, a cancelled dispatch or one that failed can be archived; "
                                            "this one is in status %1. Cancel it first if it must go, then archive "
                                            "it.")
                              .arg(statusIn(error)));
        else
            error.explain(SigningErrors::tr("This draft is no longer a draft (status %1): it was sent, archived or "
                                            "expired. Open the dispatch from the list to see where it stands; to send "
                                            "the documents again, make a new dispatch.")
                              .arg(statusIn(error)));
    } else if (code == u"INVALID_STATUS" && route == Route::Cancel) {
        error.explain(SigningErrors::tr("The dispatch can no longer be cancelled (status %1): a signer has signed it "
                                        "already, or it is completed or cancelled. Open it to see its status; a "
                                        "signed document is withdrawn in the MIS, not here.")
                          .arg(statusIn(error)));
    } else if (code == u"INVALID_STATUS" && route == Route::Resend) {
        error.explain(SigningErrors::tr("The notification can be sent again only while the dispatch waits for the "
                                        "patient (status 201); this one is in status %1. Open it to see its status.")
                          .arg(statusIn(error)));
    } else if (route == Route::Resend && error.httpStatus() == 404) {
        error.explain(SigningErrors::tr("The platform has no dispatch with this identifier, so nothing was sent "
                                        "again. Refresh the list of dispatches: it may have been archived or made "
                                        "in another environment."));
    } else if (route == Route::Resend && error.httpStatus() == 400) {
        if (code == u"PATIENT_NOT_FOUND" || error.serverMessages().join(u' ').contains(u"IdPatientMis"))
            error.explain(SigningErrors::tr("The patient's identifier in the MIS does not match the one this dispatch "
                                            "was sent with, so nothing was sent again. Choose the patient from the "
                                            "dispatch itself and send again."));
        else
            error.explain(SigningErrors::tr("The platform did not find this dispatch by its identifier, so nothing "
                                            "was sent again. Refresh the list of dispatches and try from there."));
    } else if (route == Route::InitQes && error.httpStatus() == 400) {
        if (code == u"NOT_FOUND")
            error.explain(SigningErrors::tr("The platform did not find the dispatch to sign, so no signing link was "
                                            "made. Refresh the list of dispatches: it may have been archived or made "
                                            "in another environment."));
        else if (code == u"ACCESS_DENIED")
            error.explain(SigningErrors::tr("The dispatch belongs to another organization than this environment's, so "
                                            "no signing link was made. Switch to the environment of that organization "
                                            "to sign it."));
        else if (code == u"INVALID_STATUS")
            error.explain(SigningErrors::tr("The dispatch cannot be signed with a qualified signature in its status "
                                            "(%1): only a dispatch that is created, being signed, completed or waiting "
                                            "for the practitioner's signature (201, 208, 209, 210, 211, 214) can. Open "
                                            "it to see its status.")
                              .arg(statusIn(error)));
    }
}

} // namespace cliniclink
