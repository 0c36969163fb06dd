// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every POST of A, B and D against every fault kind of the sandbox, each press in a fresh sandbox
// and session, then a restart on the same journal (as after a crash): no press reaches the server
// twice (counted in the sandbox's own request log), and nothing the server acted on is lost (its
// journal row ends accepted, or is still shown as "may have gone"; never refused, never missing).
// Prints one line: "outbox: <N> faults x <M> calls: <d> duplicates, <l> lost".
//
// Whether the service acted is the fault's definition (docs/sandbox.md): drop before the service
// and a 503 status reach nothing; drop afterService, a late answer, an empty, truncated or
// malformed 2xx come after the service acted. B's cancel keeps no journal row (its effect is read
// back with TakePrescriptionStatus), so it is counted for duplicates only.

#include "clientfixture.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/prescription/prescriptioncalls.h"
#include "core/signing/dispatchdesk.h"
#include "core/storage/journal.h"
#include "dispatchsamples.h"
#include "enrichmentsamples.h"
#include "sandbox/server/faultinjector.h"

#include <QSignalSpy>

#include <cstdio>
#include <functional>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

struct Fault {
    const char *name;
    sandbox::FaultKind kind;
    bool afterService;
    bool serviceActs;
};

const Fault kFaults[] = {
    {"drop before the service", sandbox::FaultKind::Drop, false, false},
    {"503", sandbox::FaultKind::Status, false, false},
    {"drop after the service", sandbox::FaultKind::Drop, true, true},
    {"late answer", sandbox::FaultKind::Delay, false, true},
    {"empty 2xx", sandbox::FaultKind::Empty, false, true},
    {"truncated 2xx", sandbox::FaultKind::Truncate, false, true},
    {"malformed 2xx", sandbox::FaultKind::Malformed, false, true},
};

const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");

// The desks of one running workstation, made again after a restart.
struct RunDesks {
    std::unique_ptr<DispatchDesk> dispatches;
    std::unique_ptr<EnrichmentDesk> orders;
    explicit RunDesks(Session &s)
        : dispatches(std::make_unique<DispatchDesk>(s))
        , orders(std::make_unique<EnrichmentDesk>(s))
    {
    }
};

// One press: prepares what it needs (without faults), then returns the path its POST goes to
// and starts the call.
struct Press {
    const char *name;
    bool keepsARow;
    std::function<QString(ClientFixture &, RunDesks &)> prepare; // the path to fault
    std::function<ApiCall *(ClientFixture &, RunDesks &, const QString &)> press; // given prepare's target
};

QString sentDispatch(ClientFixture &f, RunDesks &d, bool draft)
{
    QSignalSpy added(d.dispatches.get(), &DispatchDesk::dispatchAdded);
    if (draft)
        d.dispatches->saveDraft(sampleDispatch(QStringLiteral("P-PREP")));
    else
        d.dispatches->send(sampleDispatch(QStringLiteral("P-PREP")));
    if (!added.wait(5000))
        return {};
    f.settle();
    return f.session->journal().trackedItem(added.first().first().toLongLong())->externalId;
}

QList<Press> presses()
{
    const auto enrichment = [](EnrichmentOperation op, const char *path) {
        return std::pair{[path](ClientFixture &, RunDesks &) { return QString::fromLatin1(path); },
                         [op](ClientFixture &, RunDesks &d, const QString &) -> ApiCall * {
                             return d.orders->submit(op, samplePatient(), samplePassport());
                         }};
    };
    QList<Press> out;
    const auto add = [&out](const char *name, bool keepsARow, auto pair) {
        out.append({name, keepsARow, pair.first, pair.second});
    };
    add("A snils", true, enrichment(EnrichmentOperation::SnilsLookup, "/enrichment/snils"));
    add("A snils-validate", true, enrichment(EnrichmentOperation::SnilsValidation, "/enrichment/snils-validate"));
    add("A united-policy-number", true,
        enrichment(EnrichmentOperation::PolicyLookup, "/enrichment/united-policy-number"));
    out.append({"B cancel", false,
                [](ClientFixture &, RunDesks &) { return QStringLiteral("/prescription/MakeCancelPrescription"); },
                [](ClientFixture &f, RunDesks &, const QString &) -> ApiCall * {
                    auto *call = new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104"));
                    f.session->transport().start(call);
                    return call;
                }});
    out.append({"D signing", true, [](ClientFixture &, RunDesks &) { return QStringLiteral("/sep/api/signing"); },
                [](ClientFixture &, RunDesks &d, const QString &) -> ApiCall * {
                    return d.dispatches->send(sampleDispatch(QStringLiteral("P-MATRIX")));
                }});
    out.append({"D drafts/init", true,
                [](ClientFixture &, RunDesks &) { return QStringLiteral("/sep/api/signing/drafts/init"); },
                [](ClientFixture &, RunDesks &d, const QString &) -> ApiCall * {
                    return d.dispatches->saveDraft(sampleDispatch(QStringLiteral("P-MATRIX")));
                }});
    const auto draftPath = [](const char *what) {
        return [what](ClientFixture &f, RunDesks &d) {
            return QStringLiteral("/sep/api/signing/drafts/%1/%2").arg(sentDispatch(f, d, true), QLatin1String(what));
        };
    };
    const auto trackingIn = [](const QString &path) { return path.section(u'/', 5, 5); };
    out.append({"D drafts/send", true, draftPath("send"),
                [trackingIn](ClientFixture &, RunDesks &d, const QString &path) -> ApiCall * {
                    return d.dispatches->updateDraft(trackingIn(path), sampleDispatch(QStringLiteral("P-PREP")), false,
                                                     true);
                }});
    out.append({"D drafts/finalize", true, draftPath("finalize"),
                [trackingIn](ClientFixture &, RunDesks &d, const QString &path) -> ApiCall * {
                    DispatchRequest r = sampleDispatch(QStringLiteral("P-PREP"));
                    r.files.clear();
                    return d.dispatches->finalizeDraft(trackingIn(path), r);
                }});
    out.append({"D cancel", true,
                [](ClientFixture &f, RunDesks &d) {
                    return QStringLiteral("/sep/api/signing/%1/cancel").arg(sentDispatch(f, d, false));
                },
                [](ClientFixture &, RunDesks &d, const QString &path) -> ApiCall * {
                    return d.dispatches->cancel(path.section(u'/', 4, 4));
                }});
    // resend and initqes name the dispatch in their bodies; the prepared tracking id rides in the
    // path given back, after a '#', which the fault pattern does not see.
    out.append({"D resend", true,
                [](ClientFixture &f, RunDesks &d) -> QString {
                    return QStringLiteral("/sep/api/resend#") + sentDispatch(f, d, false);
                },
                [](ClientFixture &, RunDesks &d, const QString &path) -> ApiCall * {
                    return d.dispatches->resend(path.section(u'#', 1), {DeliveryChannel::Sms});
                }});
    out.append({"D initqes", true,
                [](ClientFixture &f, RunDesks &d) -> QString {
                    return QStringLiteral("/sep/api/initqes#") + sentDispatch(f, d, false);
                },
                [](ClientFixture &, RunDesks &d, const QString &path) -> ApiCall * {
                    return d.dispatches->initQes(path.section(u'#', 1));
                }});
    return out;
}

qint64 newestRow(ClientFixture &f)
{
    const auto rows = f.session->journal().trackedItems(QString(kSandboxEnvironmentId), 1);
    return rows && !rows->isEmpty() ? rows->first().id : 0;
}

int postsTo(ClientFixture &f, const QString &path)
{
    int n = 0;
    for (const auto &e : f.emulator->context().requestLog().entries())
        n += e.method == "POST" && e.path == path;
    return n;
}

} // namespace

class TestOutboxMatrix : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyPostAgainstEveryFault()
    {
        const QList<Press> all = presses();
        int duplicates = 0;
        int lost = 0;
        int rowsChecked = 0;
        QStringList findings;
        for (const Fault &fault : kFaults) {
            for (const Press &p : all) {
                const QString what = QStringLiteral("%1 / %2").arg(QLatin1String(p.name), QLatin1String(fault.name));
                ClientFixture f;
                auto desks = std::make_unique<RunDesks>(*f.session);
                const QString target = p.prepare(f, *desks);
                QVERIFY2(!target.isEmpty() && !target.endsWith(u'#'), qPrintable(what));
                const QString path = target.section(u'#', 0, 0);
                const qint64 before = newestRow(f);
                const int postsBefore = postsTo(f, path);

                sandbox::FaultRule rule;
                rule.pattern = path;
                rule.method = "POST";
                rule.kind = fault.kind;
                rule.afterService = fault.afterService;
                rule.delayMs = fault.kind == sandbox::FaultKind::Delay ? 120'000 : 0;
                rule.remaining = 1;
                f.emulator->context().faults().add(rule);

                ApiCall *call = p.press(f, *desks, target);
                QVERIFY2(call, qPrintable(what));
                QSignalSpy finished(call, &ApiCall::finished);
                f.settle(300);
                if (finished.isEmpty()) {
                    f.clock->advanceSeconds(31); // past the timeout
                    finished.wait(5000);
                }
                QVERIFY2(!finished.isEmpty(), qPrintable(what));
                f.settle();
                f.clock->advanceSeconds(150); // held answers go out to nobody
                f.settle();

                // A restart on the same journal, as after a crash: what is in doubt is looked up.
                desks.reset();
                f.restartClient();
                desks = std::make_unique<RunDesks>(*f.session);
                f.advanceUntil([] { return false; }, 5);

                const int posts = postsTo(f, path) - postsBefore;
                if (posts > 1) {
                    ++duplicates;
                    findings << QStringLiteral("%1: %2 POSTs").arg(what).arg(posts);
                }
                if (!p.keepsARow || !fault.serviceActs)
                    continue;
                ++rowsChecked;
                const qint64 row = newestRow(f);
                const auto item =
                    row > before ? f.session->journal().trackedItem(row) : JournalResult<TrackedItem>(JournalError{});
                const bool kept =
                    item.ok() && (item->outbox == OutboxState::Accepted || item->outbox == OutboxState::Uncertain);
                if (!kept) {
                    ++lost;
                    findings << QStringLiteral("%1: lost (%2)")
                                    .arg(what, item.ok() ? outboxStateKey(item->outbox) : QStringLiteral("no row"));
                }
            }
        }
        std::printf("outbox: %d faults x %d calls: %d duplicates, %d lost\n", int(std::size(kFaults)), int(all.size()),
                    duplicates, lost);
        std::fflush(stdout);
        for (const QString &line : std::as_const(findings))
            qWarning().noquote() << line;
        QCOMPARE(duplicates, 0);
        QCOMPARE(lost, 0);
        QCOMPARE(rowsChecked, 10 * 5); // every call that keeps a row, under every fault where the service acts
    }
};

QTEST_GUILESS_MAIN(TestOutboxMatrix)
#include "tst_outbox_matrix.moc"
