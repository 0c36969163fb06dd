// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labresultview.h"

#include "core/terminology/terminologycache.h"
#include "ui/common/contentfit.h"
#include "ui/common/messagebanner.h"
#include "ui/common/pdfpanel.h"
#include "ui/common/quietteardown.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum Column { Name, Value, Unit, Range, Flag, ColumnCount };

QString number(double v)
{
    return QLocale().toString(v, 'g', 10);
}

QString rangeText(const LabObservation &o)
{
    QStringList out;
    for (const LabRange &r : o.ranges) {
        if (r.low && r.high)
            out.append(QStringLiteral("%1 – %2").arg(number(*r.low), number(*r.high)));
        else if (r.low)
            out.append(QStringLiteral("≥ %1").arg(number(*r.low)));
        else if (r.high)
            out.append(QStringLiteral("≤ %1").arg(number(*r.high)));
        else
            out.append(r.text);
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

QColor LabResultView::flagColor(const QString &i)
{
    if (i == u"N" || i == u"S" || i == u"ND")
        return QColor(0x2e, 0x7d, 0x32);
    if (i == u"I" || i == u"DET")
        return QColor(0xef, 0x6c, 0x00);
    if (i == u"L" || i == u"LL" || i == u"H" || i == u"HH" || i == u"A" || i == u"AA" || i == u"R")
        return QColor(0xc6, 0x28, 0x28);
    return QColor(0x75, 0x75, 0x75);
}

LabResultView::LabResultView(TerminologyCache *cache, QWidget *parent)
    : QDialog(parent)
    , m_cache(cache)
    , m_title(new QLabel(this))
    , m_banner(new MessageBanner(this))
    , m_tree(new QTreeWidget(this))
    , m_conclusion(new QLabel(this))
    , m_pdf(new PdfPanel(this))
{
    setObjectName(QStringLiteral("labResultView"));
    setWindowTitle(tr("Laboratory result"));
    m_tree->setObjectName(QStringLiteral("labResultTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Test"), tr("Value"), tr("Unit"), tr("Reference range"), tr("Flag")});
    m_tree->header()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_tree->setRootIsDecorated(true);
    m_conclusion->setObjectName(QStringLiteral("labResultConclusion"));
    m_conclusion->setWordWrap(true);
    m_conclusion->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_tree, 1);
    leftLayout->addWidget(m_conclusion);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(m_pdf);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);
    connect(m_pdf, &PdfPanel::failed, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    connect(m_pdf, &PdfPanel::saved, this, [this](const QString &path) {
        m_banner->showMessage(MessageBanner::Kind::Info, tr("Saved to %1.").arg(path));
    });
    resizeWithinScreen(this, {1200, 760});
}

LabResultView::~LabResultView()
{
    releaseFocusQuietly(this);
}

QString LabResultView::nameOf(const fhir::FhirCoding &code) const
{
    if (!code.display.isEmpty())
        return code.display;
    if (m_cache && m_cache->isOpen()) {
        const QString version = !code.version.isEmpty() ? code.version : [&] {
            const auto held = m_cache->latestComplete(code.oid());
            return held ? held->version : QString();
        }();
        if (const auto record = m_cache->record(code.oid(), version, code.code))
            return QStringLiteral("%1 (%2)").arg(record->display(), code.code);
    }
    return code.code;
}

void LabResultView::addObservation(QTreeWidgetItem *parent, const LabObservation &o)
{
    auto *item = new QTreeWidgetItem(parent);
    item->setText(Name, nameOf(o.code));
    QString value = o.value ? (o.comparator.isEmpty() ? QString() : o.comparator + u' ') + number(*o.value) : QString();
    if (o.kind == LabObservation::Kind::Text || o.kind == LabObservation::Kind::NoGrowth)
        value = o.text;
    item->setText(Value, value);
    item->setText(Unit, o.unit);
    item->setText(Range, rangeText(o));
    item->setText(Flag, o.interpretation);
    if (!o.interpretation.isEmpty()) {
        item->setForeground(Flag, Qt::white);
        item->setBackground(Flag, flagColor(o.interpretation));
        item->setTextAlignment(Flag, Qt::AlignCenter);
    }
    if (o.isAbnormal())
        item->setForeground(Value, flagColor(o.interpretation));
    if (!o.comments.isEmpty())
        item->setToolTip(Name, o.comments);
    for (const LabObservation &antibiotic : o.related)
        addObservation(item, antibiotic);
    item->setExpanded(true);
}

void LabResultView::setResult(const LabResult &result, const QString &title)
{
    m_result = result;
    m_title->setText(title);
    m_tree->clear();
    QStringList conclusions;
    for (const LabReport &report : result.reports) {
        auto *top = new QTreeWidgetItem(m_tree);
        top->setText(Name, nameOf(report.service));
        QFont bold = top->font(Name);
        bold.setBold(true);
        top->setFont(Name, bold);
        top->setFirstColumnSpanned(true);
        for (const LabObservation &o : report.observations)
            addObservation(top, o);
        top->setExpanded(true);
        if (!report.conclusion.isEmpty())
            conclusions.append(QStringLiteral("%1: %2").arg(nameOf(report.service), report.conclusion));
    }
    m_conclusion->setText(result.isError() ? tr("The laboratory reported an error: %1").arg(result.description)
                                           : tr("Conclusion:\n%1").arg(conclusions.join(u'\n')));
    for (QPushButton *b : std::as_const(m_signatureButtons))
        deleteQuietly(b);
    m_signatureButtons.clear();
    QByteArray pdf;
    QString pdfName;
    for (qsizetype i = 0; i < result.attachments.size(); ++i) {
        const LabAttachment &a = result.attachments[i];
        if (a.isPdf() && pdf.isEmpty()) {
            pdf = a.data;
            pdfName = a.suggestedFileName();
            continue;
        }
        auto *button =
            new QPushButton(a.isSignature() ? tr("Save signature…") : tr("Save %1…").arg(a.suggestedFileName()), this);
        button->setObjectName(QStringLiteral("saveAttachmentButton%1").arg(i));
        connect(button, &QPushButton::clicked, this, [this, a] {
            m_pdf->saveBytes(a.data, a.suggestedFileName(),
                             a.isSignature() ? tr("Detached signatures (*.p7s *.sig)") : tr("All files (*)"));
        });
        m_pdf->buttonRow()->insertWidget(2, button);
        m_signatureButtons.append(button);
    }
    m_pdf->setPdf(pdf, title, pdfName);
}

void LabResultView::showError(const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Error, message);
}

bool LabResultView::saveAttachment(int i, const QString &path)
{
    if (i < 0 || i >= m_result.attachments.size())
        return false;
    return m_pdf->writeFile(path, m_result.attachments[i].data);
}

} // namespace cliniclink
