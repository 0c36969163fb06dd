// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionerrors.h"

#include "core/net/apicall.h"

#include <QCoreApplication>

namespace cliniclink {

namespace {

struct PrescriptionErrors {
    Q_DECLARE_TR_FUNCTIONS(PrescriptionErrors)
};

// The field a "must not be empty" or "filled incorrectly" message names.
QString fieldIn(const QString &message)
{
    for (const QString &field :
         {prescriptionfield::idSourceMis(), prescriptionfield::idDataSource(), prescriptionfield::organization()}) {
        if (message.contains(field, Qt::CaseInsensitive))
            return field;
    }
    return {};
}

bool has(const QString &text, const char16_t *word)
{
    return text.contains(QStringView(word), Qt::CaseInsensitive);
}

QString missingText(const QString &field)
{
    if (field == prescriptionfield::idSourceMis())
        return PrescriptionErrors::tr("The platform did not receive the prescription's identifier in the MIS. Enter it "
                                      "and ask again.");
    if (field == prescriptionfield::organization())
        return PrescriptionErrors::tr("The platform did not receive the organization's code. Set the organization of "
                                      "this environment in the settings and ask again.");
    return PrescriptionErrors::tr("The platform did not receive the data source of the prescription (IdDataSource), "
                                  "which the workstation always sends. Tell the support service; the request was "
                                  "not carried out.");
}

QString incorrectText(const QString &field)
{
    if (field == prescriptionfield::idSourceMis())
        return PrescriptionErrors::tr("The platform did not accept the prescription's identifier. Check it against "
                                      "the MIS: it is the document's identifier there, at most 255 characters.");
    if (field == prescriptionfield::organization())
        return PrescriptionErrors::tr("The platform did not accept the organization's code: it must be the "
                                      "organization's UUID. Correct the organization of this environment in the "
                                      "settings.");
    return PrescriptionErrors::tr("The platform did not accept the data source of the prescription (IdDataSource). "
                                  "Tell the support service; the request was not carried out.");
}

} // namespace

PrescriptionRefusal prescriptionRefusalOf(const QString &message, bool cancel)
{
    // Each test names words the contract's row says and the others do not; the order matters only
    // where one row's words hold another's ("active document" is in three cancel rows).
    if (has(message, u"не должно быть пустым") || has(message, u"не заполнено") || has(message, u"must not be empty"))
        return PrescriptionRefusal::FieldMissing;
    if (has(message, u"некорректно") || has(message, u"incorrect"))
        return PrescriptionRefusal::FieldIncorrect;
    if (has(message, u"справочник") || has(message, u"dictionary"))
        return PrescriptionRefusal::OrganizationUnknown;
    if (!cancel)
        return has(message, u"не найден") || has(message, u"not found") ? PrescriptionRefusal::NoUploadRecord
                                                                        : PrescriptionRefusal::Unknown;
    if (has(message, u"аннулирован ранее") || has(message, u"отменен ранее") || has(message, u"отменён ранее")
        || has(message, u"cancelled earlier"))
        return PrescriptionRefusal::AnnulledBefore;
    if (has(message, u"техническ") || has(message, u"technical"))
        return PrescriptionRefusal::TechnicalError;
    if (has(message, u"невозможно определить") || has(message, u"несколько") || has(message, u"cannot determine"))
        return PrescriptionRefusal::SeveralActive;
    if (has(message, u"не выгружен") || has(message, u"not uploaded"))
        return PrescriptionRefusal::NotInRegistry;
    if (has(message, u"не найден") || has(message, u"not found"))
        return PrescriptionRefusal::NoActiveRecord;
    return PrescriptionRefusal::Unknown;
}

void explainPrescriptionError(ApiError &error, const ApiCall &call)
{
    if (error.httpStatus() != 400)
        return;
    const bool cancel = call.path().endsWith(u"MakeCancelPrescription");
    // Several messages name several fields; the first the person can correct leads.
    PrescriptionRefusal row = PrescriptionRefusal::Unknown;
    QString field;
    for (const QString &message : error.serverMessages()) {
        const PrescriptionRefusal r = prescriptionRefusalOf(message, cancel);
        if (r == PrescriptionRefusal::Unknown)
            continue;
        const QString f = fieldIn(message);
        if (row == PrescriptionRefusal::Unknown || (f == prescriptionfield::idSourceMis() && field != f)) {
            row = r;
            field = f;
        }
    }
    const QString id = prescriptionfield::idSourceMis();
    switch (row) {
    case PrescriptionRefusal::Unknown:
        return;
    case PrescriptionRefusal::FieldMissing:
        error.explain(missingText(field), field);
        return;
    case PrescriptionRefusal::FieldIncorrect:
        error.explain(incorrectText(field), field);
        return;
    case PrescriptionRefusal::OrganizationUnknown:
        error.explain(PrescriptionErrors::tr("The organization of this environment is not in the platform's dictionary "
                                             "of organizations. Check the organization's code in the settings against "
                                             "the one the platform issued."),
                      prescriptionfield::organization());
        return;
    case PrescriptionRefusal::NoUploadRecord:
        error.explain(
            PrescriptionErrors::tr("The platform has no upload of a prescription with this identifier for "
                                   "this organization. Check the identifier; if it is right, the prescription "
                                   "has not reached the platform yet: upload it from the MIS."),
            id);
        return;
    case PrescriptionRefusal::AnnulledBefore:
        error.explain(PrescriptionErrors::tr("This prescription was annulled earlier: there is nothing left to "
                                             "cancel. Check its status to see the annulment."));
        return;
    case PrescriptionRefusal::TechnicalError:
        error.explain(PrescriptionErrors::tr("The platform could not pass the annulment on to the prescription "
                                             "registry (a technical error on its side). Nothing was annulled: cancel "
                                             "again in a few minutes."));
        return;
    case PrescriptionRefusal::NoActiveRecord:
        error.explain(PrescriptionErrors::tr("The platform has no active prescription with this identifier, so there "
                                             "is nothing to cancel. Check the identifier and the prescription's "
                                             "status."),
                      id);
        return;
    case PrescriptionRefusal::NotInRegistry:
        error.explain(PrescriptionErrors::tr("This prescription has not been registered in the registry yet (it has no "
                                             "registry number), so it cannot be annulled. Check its status and cancel "
                                             "once it is registered."),
                      id);
        return;
    case PrescriptionRefusal::SeveralActive:
        error.explain(PrescriptionErrors::tr("The platform holds several active uploads of this prescription and "
                                             "cannot tell which to annul. Nothing was annulled: ask the platform's "
                                             "support to leave one active upload, then cancel again."));
        return;
    }
}

} // namespace cliniclink
