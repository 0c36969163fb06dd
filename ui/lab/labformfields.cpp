// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labformfields.h"

#include "core/fhir/fhircoding.h"
#include "ui/terminology/dictionarypicker.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

QString codingText(const fhir::FhirCoding &c)
{
    return c.display.isEmpty() ? c.code : QStringLiteral("%1 — %2").arg(c.code, c.display);
}

void watchPicker(DictionaryPicker *picker, QObject *context, const std::function<void()> &changed)
{
    QObject::connect(picker, &DictionaryPicker::chosen, context, [changed] { changed(); });
}

} // namespace

FormField::Editor labform::coding(DictionaryPicker *picker)
{
    return {picker,
            [picker] {
                const fhir::FhirCoding c = picker->value();
                return c.code.isEmpty() ? QJsonValue() : QJsonValue(c.toJson());
            },
            [picker](const QJsonValue &v) { picker->setValue(fhir::FhirCoding::fromJson(v.toObject())); },
            [picker](QObject *context, std::function<void()> changed) { watchPicker(picker, context, changed); },
            {},
            {}};
}

FormField::Editor labform::code(DictionaryPicker *picker, const QString &system)
{
    return {picker,
            [picker] { return QJsonValue(picker->value().code); },
            [picker, system](const QJsonValue &v) {
                fhir::FhirCoding c;
                if (!v.toString().isEmpty()) {
                    c.system = system;
                    c.code = v.toString();
                    c.display = picker->knownDisplay(c.code);
                }
                picker->setValue(c);
            },
            [picker](QObject *context, std::function<void()> changed) { watchPicker(picker, context, changed); },
            {},
            {}};
}

LabCodingList::LabCodingList(DictionaryPicker *picker, const QString &addText, Kind kind, int listHeight,
                             QWidget *parent)
    : QWidget(parent)
    , m_picker(picker)
    , m_kind(kind)
    , m_add(new QPushButton(addText, this))
    , m_list(new QListWidget(this))
{
    auto *pickRow = new QHBoxLayout;
    pickRow->addWidget(m_picker, 1);
    if (kind == Kind::WithValues) {
        m_number = new QDoubleSpinBox(this);
        m_number->setRange(0, 100000);
        m_number->setDecimals(1);
        pickRow->addWidget(m_number);
    }
    pickRow->addWidget(m_add);
    // Lists keep their height: the rows around them stay together instead of spreading apart.
    m_list->setFixedHeight(listHeight);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(pickRow);
    layout->addWidget(m_list);
    connect(m_add, &QPushButton::clicked, this, &LabCodingList::add);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        m_items.removeAt(row);
        delete m_list->takeItem(row);
        Q_EMIT changed();
    });
}

void LabCodingList::add()
{
    const fhir::FhirCoding c = m_picker->value();
    if (c.code.isEmpty())
        return;
    if (m_kind == Kind::Codings) {
        if (m_items.contains(QJsonValue(c.toJson())))
            return;
        addRow(c.toJson());
        m_picker->setValue({});
    } else {
        addRow(QJsonObject{{QStringLiteral("code"), c.toJson()}, {QStringLiteral("value"), m_number->value()}});
    }
    Q_EMIT changed();
}

void LabCodingList::addRow(const QJsonValue &item)
{
    m_items.append(item);
    if (m_kind == Kind::Codings) {
        m_list->addItem(codingText(fhir::FhirCoding::fromJson(item.toObject())));
        return;
    }
    const QJsonObject o = item.toObject();
    m_list->addItem(QStringLiteral("%1: %2")
                        .arg(codingText(fhir::FhirCoding::fromJson(o.value(u"code").toObject())))
                        .arg(o.value(u"value").toDouble()));
}

QJsonArray LabCodingList::value() const
{
    QJsonArray out;
    for (const QJsonValue &item : m_items)
        out.append(item);
    return out;
}

void LabCodingList::setValue(const QJsonArray &value)
{
    m_items.clear();
    m_list->clear();
    for (const QJsonValue &item : value)
        addRow(item);
}

FormField::Editor LabCodingList::editor()
{
    return {this,
            [this] { return QJsonValue(value()); },
            [this](const QJsonValue &v) { setValue(v.toArray()); },
            [this](QObject *context, std::function<void()> edited) {
                connect(this, &LabCodingList::changed, context, [edited] { edited(); });
            },
            {},
            {}};
}

} // namespace cliniclink
