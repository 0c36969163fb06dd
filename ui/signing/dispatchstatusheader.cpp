// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchstatusheader.h"

#include "ui/common/localtime.h"
#include "ui/common/statusmark.h"

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

StatusMark::State stateOf(int code)
{
    if (code == DispatchCode::Completed)
        return StatusMark::State::Ok;
    if (code == DispatchCode::CompletedNotAll || code == DispatchCode::QesRequired)
        return StatusMark::State::Warning;
    if (code == DispatchCode::Error)
        return StatusMark::State::Failed;
    if (code == DispatchCode::Cancelled || code == DispatchCode::Draft)
        return StatusMark::State::Neutral;
    return StatusMark::State::Busy;
}

QString signerStatusText(const QString &status)
{
    if (status == u"signed")
        return DispatchStatusHeader::tr("signed");
    if (status == u"declined")
        return DispatchStatusHeader::tr("declined");
    if (status == u"expired")
        return DispatchStatusHeader::tr("did not sign in time");
    return DispatchStatusHeader::tr("waiting");
}

} // namespace

DispatchStatusHeader::DispatchStatusHeader(QWidget *parent)
    : QWidget(parent)
    , m_status(new StatusMark(this))
    , m_title(new QLabel(this))
    , m_details(new QLabel(this))
{
    m_status->setObjectName(QStringLiteral("dispatchViewStatus"));
    m_status->textLabel()->setWordWrap(false); // a badge reads as one line
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    m_title->setFont(big);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_details);
}

QString DispatchStatusHeader::signerName(const TrackedDispatch &tracked, const SignerState &signer)
{
    if (signer.role == u"practitioner")
        return tr("Practitioner %1").arg(signer.id);
    for (const QJsonValue &v : tracked.meta.value(u"patients").toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(u"idPatientMis").toString() != signer.id)
            continue;
        QStringList name{p.value(u"familyName").toString(), p.value(u"givenName").toString(),
                         p.value(u"middleName").toString()};
        name.removeAll(QString());
        if (!name.isEmpty())
            return name.join(u' ');
    }
    return tr("Patient %1").arg(signer.id);
}

void DispatchStatusHeader::setDispatch(const TrackedDispatch &tracked, int code, const QList<SignerState> &signers,
                                       const QString &patientName)
{
    m_title->setText(tr("%1, %2").arg(patientName, tracked.trackingId));
    m_status->setState(stateOf(code), dispatchStatusText(code));
    QStringList lines;
    lines << tr("Created %1; documents: %2")
                 .arg(shortLocalTime(tracked.createdAt),
                      tracked.fileNames.isEmpty() ? tr("none named") : tracked.fileNames.join(QStringLiteral(", ")));
    for (const SignerState &s : signers) {
        const QString who = signerName(tracked, s);
        // A cancelled dispatch ends every wait: "did not sign in time" would blame the patient.
        if (code == DispatchCode::Cancelled && s.status != u"signed" && s.status != u"declined") {
            lines << tr("%1: %2").arg(who, tr("not signed: the dispatch was cancelled"));
            continue;
        }
        lines << (s.decidedAt.isValid()
                      ? tr("%1: %2 at %3").arg(who, signerStatusText(s.status), shortLocalTime(s.decidedAt))
                      : tr("%1: %2").arg(who, signerStatusText(s.status)));
    }
    m_details->setText(lines.join(u'\n'));
    if (!tracked.gone.isEmpty()) // the platform forgot it: nothing can be done to it there
        m_status->setState(StatusMark::State::Failed, tracked.gone);
}

} // namespace cliniclink
