// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the order composer does: completes the request with what the workstation knows (the
// environment's practitioner and organization, our MIS OID), checks it before anything leaves
// (LabCodeCheck: the TerminologyCache where it holds a dictionary, the terminology service otherwise,
// every code given its version) and shows what will be sent; Send is possible only for the content
// shown. The LabDesk sends it through the outbox; the lab's refusal goes next to the field it names,
// and the form keeps everything until the lab has taken the order. The form's session keeps the
// draft, the busy state and when issues show.

#include "core/lab/labtypes.h"
#include "core/validation/fieldissue.h"

#include <QJsonObject>
#include <QObject>

namespace cliniclink {

class FormSession;
class LabCodeCheck;
class LabDesk;
class LabOrderForm;
class Session;
class TerminologyCache;

class LabOrderFormController : public QObject {
    Q_OBJECT
public:
    LabOrderFormController(Session &session, LabDesk &desk, TerminologyCache *cache, LabOrderForm &form,
                           QObject *parent = nullptr);
    ~LabOrderFormController() override;

    // The form's request with everything the workstation adds.
    LabOrderRequest completeRequest() const;
    void preview();
    void send();
    void clear();
    void refreshPatients();

private:
    void startNewOrder();
    void formEdited();
    void setPreviewed(const QJsonObject &request);
    void checked(const LabOrderRequest &request, const FieldIssues &issues);

    Session &m_session;
    LabDesk &m_desk;
    TerminologyCache *m_cache;
    LabOrderForm &m_form;
    FormSession &m_fields;
    LabCodeCheck *m_check;
    QJsonObject m_previewed; // the request the preview shows; Send sends exactly this
};

} // namespace cliniclink
