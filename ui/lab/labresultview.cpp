// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labresultview.h"

#include "core/lab/labcodenames.h"
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

#include <algorithm>

namespace cliniclink {

namespace {

enum ResultColumn { Name, Value, Unit, Range, Flag, ResultColumnCount };

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

namespace {

// The flags of the interpretation dictionary (1.2.643.5.1.13.13.11.1381), in the legend's order.
const QStringList kFlagOrder{QStringLiteral("N"),  QStringLiteral("L"), QStringLiteral("LL"), QStringLiteral("H"),
                             QStringLiteral("HH"), QStringLiteral("A"), QStringLiteral("AA"), QStringLiteral("DET"),
                             QStringLiteral("ND"), QStringLiteral("S"), QStringLiteral("I"),  QStringLiteral("R")};

} // namespace

QString LabResultView::flagText(const QString &i)
{
    if (i == u"N")
        return tr("normal");
    if (i == u"L")
        return tr("below normal");
    if (i == u"LL")
        return tr("critically below normal");
    if (i == u"H")
        return tr("above normal");
    if (i == u"HH")
        return tr("critically above normal");
    if (i == u"A")
        return tr("abnormal");
    if (i == u"AA")
        return tr("critically abnormal");
    if (i == u"DET")
        return tr("detected");
    if (i == u"ND")
        return tr("not detected");
    if (i == u"S")
        return tr("susceptible", "antibiotic sensitivity");
    if (i == u"I")
        return tr("intermediate", "antibiotic sensitivity");
    if (i == u"R")
        return tr("resistant", "antibiotic sensitivity");
    return {};
}

QString LabResultView::codeWithName(const QString &code, const QString &name)
{
    if (name.isEmpty() || name == code)
        return code;
    if (code.isEmpty())
        return name;
    return tr("%1 — %2", "a code and its name").arg(code, name);
}

LabResultView::LabResultView(LabCodeNames *names, QWidget *parent)
    : QDialog(parent)
    , m_names(names)
    , m_title(new QLabel(this))
    , m_banner(new MessageBanner(this))
    , m_tree(new QTreeWidget(this))
    , m_conclusion(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_pdf(new PdfPanel(this))
{
    setObjectName(QStringLiteral("labResultView"));
    setWindowTitle(tr("Laboratory result"));
    m_tree->setObjectName(QStringLiteral("labResultTree"));
    m_tree->setColumnCount(ResultColumnCount);
    m_tree->setHeaderLabels({tr("Test"), tr("Value"), tr("Unit"), tr("Reference range"), tr("Flag")});
    // The names take the room: the unit and the flag are short, the flag column no wider than its badge.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(Name, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(Unit, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(Flag, QHeaderView::ResizeToContents);
    m_tree->setRootIsDecorated(true);
    m_conclusion->setObjectName(QStringLiteral("labResultConclusion"));
    m_conclusion->setWordWrap(true);
    m_conclusion->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_legend->setObjectName(QStringLiteral("labResultLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::PlainText);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_tree, 1);
    leftLayout->addWidget(m_legend);
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
    if (m_names)
        connect(m_names, &LabCodeNames::namesArrived, this, &LabResultView::showNames);
    resizeWithinScreen(this, {1200, 760});
}

LabResultView::~LabResultView()
{
    releaseFocusQuietly(this);
}

QString LabResultView::nameOf(const fhir::FhirCoding &code) const
{
    return codeWithName(code.code, m_names ? m_names->name(code) : code.display);
}

void LabResultView::showNames()
{
    // The whole name in the tooltip too (an elided row in a narrow window), with the lab's comment.
    for (const auto &[item, coding] : std::as_const(m_namedItems)) {
        item->setText(Name, nameOf(coding));
        const QString comments = m_comments.value(item);
        item->setToolTip(Name, comments.isEmpty() ? nameOf(coding) : nameOf(coding) + u'\n' + comments);
    }
    QStringList conclusions;
    for (const LabReport &report : std::as_const(m_result.reports)) {
        if (!report.conclusion.isEmpty())
            conclusions.append(QStringLiteral("%1: %2").arg(nameOf(report.service), report.conclusion));
    }
    m_conclusion->setText(m_result.isError() ? tr("The laboratory reported an error: %1").arg(m_result.description)
                                             : tr("Conclusion:\n%1").arg(conclusions.join(u'\n')));
}

void LabResultView::addObservation(QTreeWidgetItem *parent, const LabObservation &o, QStringList *flags)
{
    auto *item = new QTreeWidgetItem(parent);
    m_namedItems.append({item, o.code});
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
        const QString words = flagText(o.interpretation);
        if (!words.isEmpty())
            item->setToolTip(Flag, tr("%1: %2", "a flag and its meaning").arg(o.interpretation, words));
        if (!flags->contains(o.interpretation))
            flags->append(o.interpretation);
    }
    if (o.isAbnormal())
        item->setForeground(Value, flagColor(o.interpretation));
    m_comments.insert(item, o.comments);
    for (const LabObservation &antibiotic : o.related)
        addObservation(item, antibiotic, flags);
    item->setExpanded(true);
}

void LabResultView::setResult(const LabResult &result, const QString &title)
{
    m_result = result;
    m_title->setText(title);
    m_namedItems.clear();
    m_comments.clear();
    m_tree->clear();
    QStringList flags;
    for (const LabReport &report : result.reports) {
        auto *top = new QTreeWidgetItem(m_tree);
        m_namedItems.append({top, report.service});
        QFont bold = top->font(Name);
        bold.setBold(true);
        top->setFont(Name, bold);
        top->setFirstColumnSpanned(true);
        for (const LabObservation &o : report.observations)
            addObservation(top, o, &flags);
        top->setExpanded(true);
    }
    // The flags of this result in words, in the dictionary's order (a flag without words here is left out).
    std::sort(flags.begin(), flags.end(), [](const QString &a, const QString &b) {
        const qsizetype ia = kFlagOrder.indexOf(a), ib = kFlagOrder.indexOf(b);
        return (ia < 0 ? kFlagOrder.size() : ia) < (ib < 0 ? kFlagOrder.size() : ib);
    });
    QStringList legend;
    for (const QString &flag : std::as_const(flags)) {
        if (!flagText(flag).isEmpty())
            legend.append(tr("%1 — %2", "a flag and its meaning in the legend").arg(flag, flagText(flag)));
    }
    m_legend->setText(legend.isEmpty() ? QString() : tr("Flags: %1").arg(legend.join(QStringLiteral(" · "))));
    m_legend->setVisible(!legend.isEmpty());
    showNames();
    if (m_names) {
        QList<fhir::FhirCoding> codings;
        for (const auto &[item, coding] : std::as_const(m_namedItems))
            codings.append(coding);
        m_names->resolve(codings);
    }
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
