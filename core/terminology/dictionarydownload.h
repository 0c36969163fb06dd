// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Downloads one version of a dictionary whole into the TerminologyCache: the versions the server
// lists ($versions, so the cache knows when a newer one exists), the passport, every record by paged
// $expand and then every record's attributes by paged attribute search. One request at a time with a
// pause between them, so a download of 100,000 records does not crowd the service out for others.
// Cancellable at any point; a cancelled or failed download leaves no partial version behind.

#include "core/net/apierror.h"
#include "terminologycache.h"

#include <QObject>
#include <QPointer>

namespace cliniclink {

class ApiCall;
class Clock;
class ClockTimer;
class Transport;

class DictionaryDownload : public QObject {
    Q_OBJECT
public:
    enum class Phase { Versions, Passport, Records, Attributes, Done };
    Q_ENUM(Phase)

    struct Options {
        int pageSize = 1000; // records per $expand page
        int searchPageSize = 1000; // records per attribute search page (the contract's _count cap)
        int pauseMs = 200; // between two requests
        bool withAttributes = true;
    };

    DictionaryDownload(Transport &transport, Clock &clock, TerminologyCache &cache, QObject *parent = nullptr);
    ~DictionaryDownload() override;

    // An empty version takes the newest the server lists.
    void start(const QString &oid, const QString &version = {});
    void start(const QString &oid, const QString &version, const Options &options);
    void cancel();
    bool isRunning() const { return m_running; }

    QString oid() const { return m_oid; }
    QString version() const { return m_version; }
    Phase phase() const { return m_phase; }

Q_SIGNALS:
    // done of total records in the phase (Records, then Attributes).
    void progress(cliniclink::DictionaryDownload::Phase phase, qint64 done, qint64 total);
    void finished(const cliniclink::CachedVersion &version);
    // A failed call gives its error (userText() for the person); when the cache could not store the
    // records, error is empty and localError says why.
    void failed(const cliniclink::ApiError &error, const QString &localError);
    void cancelled();

private:
    void next();
    void schedule();
    void requestVersions();
    void requestPassport();
    void requestRecords();
    void requestAttributes();
    void complete();
    void fail(const ApiError &error, const QString &localError = {});
    template<class C, class F>
    void send(C *call, F onResult);

    Transport &m_transport;
    Clock &m_clock;
    TerminologyCache &m_cache;
    ClockTimer *m_pause = nullptr;
    QPointer<ApiCall> m_call;
    Options m_options;
    bool m_running = false;
    Phase m_phase = Phase::Done;
    QString m_oid;
    QString m_version;
    CachedVersion m_meta;
    qint64 m_total = 0;
    qint64 m_done = 0;
    int m_page = 1;
};

} // namespace cliniclink
