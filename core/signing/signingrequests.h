// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Building a dispatch request of service D, and the checks made before anything is sent:
//   meta (D1) as JSON; the multipart/form-data body with a `meta` part (application/json;
//   charset=utf-8) and one file part per attachment named as its partName; file types by content
//   as well as by extension; D1's required fields, +7XXXXXXXXXX phones, at most 10 files of 5 MB.

#include "core/validation/fieldissue.h"
#include "dispatchfield.h"
#include "signingtypes.h"

#include <QByteArray>
#include <QJsonObject>

namespace cliniclink {

inline constexpr qint64 kMaxDispatchFileBytes = 5 * 1024 * 1024; // per file
inline constexpr int kMaxDispatchFiles = 10;

// D1 as JSON. withAttachments false gives the finalize body (no medDocument.attachments).
QJsonObject buildDispatchMeta(const DispatchRequest &request, bool withAttachments = true);
// The request a D1 meta describes (a dispatch or platform draft as the journal keeps it), so no one
// else reads D1. Attachments come back by part name and type only, without file names or contents.
// Reads what buildDispatchMeta writes: dispatchRequestFromMeta(buildDispatchMeta(r)) is r without
// the files' names and contents (and with the SNILS as digits).
DispatchRequest dispatchRequestFromMeta(const QJsonObject &meta);

struct MultipartBody {
    QByteArray contentType; // multipart/form-data; boundary="..."
    QByteArray bytes;
};
// The body of POST /signing and drafts/init (meta, then the files). `extraMeta` fields are merged
// into meta (drafts/send: trackingId, replaceAttachments, completeDelivery). The boundary is
// random unless given (tests).
MultipartBody buildDispatchMultipart(const QJsonObject &meta, const QList<DispatchFile> &files,
                                     const QByteArray &boundary = {});

// "pdf", "doc", "docx", "odt" from the bytes themselves, or empty when they are none of these.
QString detectDocumentType(const QByteArray &content);
// The MIME type of a document type: application/pdf, application/msword, ...
QByteArray documentMimeType(const QString &documentType);
// The document type a file name's extension claims, lower case, or empty.
QString documentTypeFromFileName(const QString &fileName);
// A file as the person added it: its type checked by extension and by content. The reason is
// translated and empty when the file can be sent.
QString dispatchFileProblem(const QString &fileName, const QByteArray &content);

// Every problem of the request, by field id (DispatchField::toString(): organization,
// organization.phone, organization.email, practitioner.familyName, ..., practitioner.mrProxyNumber,
// practitioner.pbProxyNumber, practitioner.pbProxyIssuedAt, practitioner.pbProxySigner,
// practitioner.firstTouchCertificateThumbprint, practitioner.deliveryOverride,
// patients[i].deliveryOverride, patients, patients[i].familyName, patients[i].phones,
// patients[i].email, patients[i].documents, patients[i].documents[j].number, files, files[k],
// delivery); DispatchField::parse() reads the id back.
FieldIssues checkDispatchRequest(const DispatchRequest &request, const QDate &today);
// What drafts/init refuses, and nothing more: a draft may lack its documents and delivery, and
// what is only doubtful (an e-mail's form, a date in the future) waits for the send.
FieldIssues checkDraftRequest(const DispatchRequest &request, const QDate &today);
// A phone as the platform wants it (+7 and 10 digits) from what a person typed, or empty.
QString normalizedPhone(const QString &typed);
// A certificate thumbprint as sent (HEX, upper case) from what a person pasted: spaces and the
// invisible marks certificate windows put in are dropped.
QString normalizedThumbprint(const QString &typed);
// Hex digits only (a normalized thumbprint), from 8 to 128 of them: what D4 calls HEX.
bool isHexThumbprint(const QString &normalized);

} // namespace cliniclink
