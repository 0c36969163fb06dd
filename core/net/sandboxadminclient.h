// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The built-in sandbox's own admin API (docs/sandbox.md, "Admin API"): what the patients were
// sent (the outbox) and signing or declining as the patient would. It is the emulator's API,
// not the platform's, so it does not go through the Transport: no credentials, none of the
// contract's limits, not in the request log. Failures are ApiErrors like every other, on the
// service its owner names (signing, whose flow it completes), with the same timeout on the injectable clock.
//
//   SandboxAdminClient admin(&session.network(), &session.clock(), [&] { return sandboxRoot; }, service);
//   admin.outbox().then(this, [](const QList<SandboxOutboxEntry> &entries) { ... })
//       .onFailed(this, [](const ApiFailure &f) { show(f.error().userText()); });

#include "apierror.h"

#include <QDate>
#include <QDateTime>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;

namespace cliniclink {

class Clock;

// One message the sandbox "delivered" to a patient (an SMS, a chatbot message, an invite).
struct SandboxOutboxEntry {
    qint64 seq = 0;
    QDateTime time;
    QString timeText; // as the sandbox wrote it, for when it is not a readable date
    QString kind; // dispatch, resend, questionnaire, invite
    QString reference; // the trackingId (or invite id) it belongs to
    QString recipient; // idPatientMis
    QString channel;
    QString address; // the phone
    QString link;
    QString code;

    static SandboxOutboxEntry fromJson(const QJsonObject &object);
};

// One person the sandbox's enrichment registries know (GET /sandbox/enrichment/persons): a test
// patient whose searches find something.
struct SandboxTestPerson {
    struct Document {
        QString type; // the identity document type's code ("1": passport)
        QString series;
        QString number;
        QDate issueDate;
        QString issuer;
    };
    QString familyName;
    QString firstName;
    QString patronymic;
    QDate birthDate;
    QString gender; // "1" male, "2" female
    QString snils; // 11 digits
    QList<Document> documents;
    QString unitedPolicyNumber; // empty: the insurance registry does not know them

    static SandboxTestPerson fromJson(const QJsonObject &object);
};

class SandboxAdminClient : public QObject {
    Q_OBJECT
public:
    enum class PatientDecision { Sign, Decline };
    // The sandbox's root (http://127.0.0.1:PORT), asked at each request: it is known only once
    // the sandbox listens. Empty: requests fail with a Configuration error.
    using RootProvider = std::function<QUrl()>;

    // service: the one the failures are filed under (the flow the admin API completes).
    SandboxAdminClient(QNetworkAccessManager *nam, Clock *clock, RootProvider root, Service service,
                       QObject *parent = nullptr);
    ~SandboxAdminClient() override;

    // Every message delivered so far, oldest first.
    QFuture<QList<SandboxOutboxEntry>> outbox();
    // As the patient (every pending one when idPatientMis is empty). A 409 means nobody was
    // waiting: the patient had decided already or the dispatch is closed.
    QFuture<void> actAsPatient(const QString &trackingId, const QString &idPatientMis, PatientDecision decision);

    // A file of the sandbox's published test PKI (ca.pem, practitioner.pem, practitioner.key): the
    // OpenSSL signer signs with it in the Sandbox environment.
    QFuture<QByteArray> testPkiFile(const QString &fileName);
    // The persons the enrichment service's registries know, in the fixture's order.
    QFuture<QList<SandboxTestPerson>> testPersons();
    // Every service back to its fixtures (POST /sandbox/reset): what was sent is forgotten.
    QFuture<void> reset();

    void setTimeoutSeconds(int seconds) { m_timeoutSeconds = seconds; }

private:
    // The body of a 2xx answer, or an ApiFailure.
    QFuture<QByteArray> request(const QByteArray &method, const QString &path, const QByteArray &jsonBody);

    QNetworkAccessManager *m_nam;
    Clock *m_clock;
    RootProvider m_root;
    Service m_service;
    int m_timeoutSeconds = 30;
    QList<QPointer<QNetworkReply>> m_replies;
};

} // namespace cliniclink
