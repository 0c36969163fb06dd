#include "enrichmentorders.h"

#include "enrichmentrequests.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/poll/polljournalbridge.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <QLocale>

namespace cliniclink {

namespace {

QString initial(const QString &name)
{
    return name.isEmpty() ? QString() : name.left(1) + u'.';
}

} // namespace

QString EnrichmentOrder::patientLabel() const
{
    const QJsonObject p = request.value(u"patient").toObject();
    QStringList name{p.value(u"familyName").toString(), p.value(u"firstName").toString(),
                     p.value(u"patronymic").toString()};
    name.removeAll(QString());
    const QDate birth = QDate::fromString(p.value(u"birthDate").toString(), Qt::ISODate);
    return birth.isValid() ? name.join(u' ') + u", " + QLocale().toString(birth, QLocale::ShortFormat) : name.join(u' ');
}

EnrichmentOrder EnrichmentOrder::fromTracked(const TrackedItem &item)
{
    EnrichmentOrder o;
    o.journalId = item.id;
    o.operation = enrichmentOperationFromKind(item.kind).value_or(EnrichmentOperation::SnilsLookup);
    o.orderId = item.externalId;
    o.createdAt = item.createdAt;
    o.request = item.payload;
    o.status = item.lastStatus;
    o.finished = item.terminal;
    o.stopped = item.stoppedAt.isValid();
    o.result = EnrichmentResult::fromJson(item.result);
    o.lastError = item.lastError;
    o.lastCheckedAt = item.lastCheckedAt;
    o.nextCheckAt = item.nextCheckAt;
    return o;
}

EnrichmentOrders::EnrichmentOrders(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&session.poller(), &Poller::pollDue, this, &EnrichmentOrders::onPollDue);
    connect(&session.journal(), &Journal::trackedItemChanged, this, [this](qint64 id) {
        const auto item = m_session.journal().trackedItem(id);
        if (item && item->service == serviceKey(Service::Enrichment))
            Q_EMIT orderChanged(id);
    });
}

EnrichmentOrderCall *EnrichmentOrders::submit(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                              const IdentityDocument &document)
{
    const QJsonObject body = buildEnrichmentRequest(operation, patient, document);
    auto *call = m_session.transport().start(new EnrichmentOrderCall(operation, body));
    connect(call, &ApiCall::succeeded, this, [this, call] { record(call->operation(), call->body(), call->result()); });
    return call;
}

void EnrichmentOrders::record(EnrichmentOperation operation, const QJsonObject &body, const QString &orderId)
{
    const QJsonObject p = body.value(u"patient").toObject();
    TrackedItem item;
    item.environmentId = m_session.currentEnvironment().id;
    item.service = serviceKey(Service::Enrichment);
    item.kind = enrichmentKind(operation);
    item.externalId = orderId;
    item.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    item.summary = initial(p.value(u"familyName").toString()) + initial(p.value(u"firstName").toString());
    item.payload = body;
    item.lastStatus = QString();
    const auto tracked = m_session.pollJournal().track(item);
    if (!tracked) {
        // The order exists on the platform but could not be written down: say so, with its id.
        Q_EMIT problem(tr("The order %1 was accepted but could not be saved in the journal: %2")
                           .arg(orderId, tracked.error().message));
        return;
    }
    Q_EMIT orderAdded(*tracked);
}

void EnrichmentOrders::onPollDue(const PollItem &item)
{
    if (item.service != Service::Enrichment)
        return;
    const auto operation = enrichmentOperationFromKind(item.kind);
    const auto journalId = PollJournalBridge::journalIdFor(item.key);
    if (!operation || !journalId) {
        m_session.poller().reportResult(item.key, PollOutcome::terminal(QStringLiteral("unknown")));
        return;
    }
    auto *call = m_session.transport().start(new EnrichmentStatusCall(*operation, item.externalId));
    const QString key = item.key;
    const qint64 id = *journalId;
    connect(call, &ApiCall::succeeded, this, [this, call, key, id] {
        const EnrichmentResult &result = call->result();
        if (result.completed) {
            m_session.journal().recordResult(id, result.toJson());
            m_session.poller().reportResult(key, PollOutcome::terminal(result.status));
        } else {
            m_session.poller().reportResult(key, PollOutcome::pending(result.status));
        }
    });
    connect(call, &ApiCall::failed, this, [this, key](const ApiError &error) {
        if (error.httpStatus() == 404) {
            // The platform does not know the order (expired or never stored): asking again cannot help.
            m_session.poller().reportResult(key, PollOutcome::terminal(tr("Order not found")));
            return;
        }
        std::optional<std::chrono::milliseconds> retryAfter;
        if (error.retryAt().isValid())
            retryAfter = std::chrono::milliseconds(std::max<qint64>(0, m_session.clock().now().msecsTo(error.retryAt())));
        m_session.poller().reportResult(key, PollOutcome::failure(error.headline(), retryAfter));
    });
}

QList<EnrichmentOrder> EnrichmentOrders::recent(int limit) const
{
    QList<EnrichmentOrder> out;
    const auto items = m_session.journal().trackedItems(m_session.currentEnvironment().id, limit,
                                                        serviceKey(Service::Enrichment));
    if (!items)
        return out;
    for (const TrackedItem &item : *items) {
        EnrichmentOrder o = EnrichmentOrder::fromTracked(item);
        const QDateTime next = m_session.poller().nextCheckAt(PollJournalBridge::keyFor(item.id));
        if (next.isValid())
            o.nextCheckAt = next;
        out << o;
    }
    return out;
}

std::optional<EnrichmentOrder> EnrichmentOrders::order(qint64 journalId) const
{
    const auto item = m_session.journal().trackedItem(journalId);
    if (!item || item->service != serviceKey(Service::Enrichment))
        return std::nullopt;
    EnrichmentOrder o = EnrichmentOrder::fromTracked(*item);
    const QDateTime next = m_session.poller().nextCheckAt(PollJournalBridge::keyFor(journalId));
    if (next.isValid())
        o.nextCheckAt = next;
    return o;
}

void EnrichmentOrders::stop(qint64 journalId)
{
    m_session.poller().stop(PollJournalBridge::keyFor(journalId));
}

void EnrichmentOrders::checkNow(qint64 journalId)
{
    m_session.poller().checkNow(PollJournalBridge::keyFor(journalId));
}

} // namespace cliniclink
