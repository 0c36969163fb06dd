// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The calls of the laboratory exchange (platform-api.md C and field-notes): one class per endpoint,
// each with a typed result. Registering a patient or practitioner, sending a bundle and cancelling
// change state and are never retried; the $get operations only ask, so they are retried as reads
// (POST with a Parameters body, like terminology's), and so is GET <Type>/<id>.

#include "core/net/apicall.h"
#include "labreaders.h"
#include "labtypes.h"

#include <QJsonObject>

namespace cliniclink {

// Common ground: service, _format=json, a JSON object answer read by read().
template<class R>
class LabCall : public ResultCall<R> {
protected:
    LabCall(QByteArray method, const QString &path, bool read, QObject *parent);
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) final;
    virtual bool read(const QJsonObject &answer) = 0;
};

// POST /Patient, PUT /Patient/{id} (when resource has an id); the same for /Practitioner. The result
// is the resource as the lab stored it (its id, meta.versionId).
class LabSaveResourceCall : public LabCall<QJsonObject> {
    Q_OBJECT
public:
    // type: "Patient" or "Practitioner"; resource from buildLabPatient()/buildLabPractitioner().
    LabSaveResourceCall(const QString &type, const QJsonObject &resource, QObject *parent = nullptr);
    bool isUpdate() const { return m_update; }

protected:
    bool read(const QJsonObject &answer) override;

private:
    bool m_update = false;
};

// POST {lab_base_url}: an order, result or result-without-order bundle. The result is the
// transaction-response's locations ("Type/id" per entry, in order).
class LabSendBundleCall : public LabCall<QStringList> {
    Q_OBJECT
public:
    explicit LabSendBundleCall(const QJsonObject &bundle, QObject *parent = nullptr);
    // The Order's server id among the locations (the last Order/...), empty when none.
    QString orderId() const;

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /$getorder: SourceCode, TargetCode, Barcode.
class LabGetOrderCall : public LabCall<QList<QJsonObject>> {
    Q_OBJECT
public:
    LabGetOrderCall(const QString &source, const QString &target, const QString &barcode, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

struct LabOrdersQuery {
    QString source; // may be empty (public clients)
    QString target;
    QDateTime start;
    QDateTime end;
    QString misOrderId;
    int count = 0; // _count, 0 for none
};

// POST /$getorders.
class LabGetOrdersCall : public LabCall<QList<QJsonObject>> {
    Q_OBJECT
public:
    explicit LabGetOrdersCall(const LabOrdersQuery &query, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /$getstatus by OrderId, or by SourceCode + TargetCode + OrderMisID.
class LabGetStatusCall : public LabCall<LabStatus> {
    Q_OBJECT
public:
    explicit LabGetStatusCall(const QString &orderId, QObject *parent = nullptr);
    LabGetStatusCall(const QString &source, const QString &target, const QString &misOrderId,
                     QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /$getresult: SourceCode, TargetCode, OrderMisID. Either shape; with Parameters the
// resources are fetched afterwards (LabResultFetch).
class LabGetResultCall : public LabCall<QList<LabResultAnswer>> {
    Q_OBJECT
public:
    LabGetResultCall(const QString &source, const QString &target, const QString &misOrderId,
                     QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /$getresults: SourceCode, TargetCode, StartDate (a date).
class LabGetResultsCall : public LabCall<QList<LabResultAnswer>> {
    Q_OBJECT
public:
    LabGetResultsCall(const QString &source, const QString &target, const QDate &start, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /$cancelorder: OrderId (field-notes; not in the contract). Answers the new status.
class LabCancelOrderCall : public LabCall<LabStatus> {
    Q_OBJECT
public:
    explicit LabCancelOrderCall(const QString &orderId, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// GET <Type>/<id>: a resource a Parameters answer referenced (Organization included).
class LabReadResourceCall : public LabCall<QJsonObject> {
    Q_OBJECT
public:
    explicit LabReadResourceCall(const QString &reference, QObject *parent = nullptr);
    QString reference() const { return m_reference; }

protected:
    bool read(const QJsonObject &answer) override;

private:
    QString m_reference;
};

} // namespace cliniclink
