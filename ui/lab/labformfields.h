// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The lab forms' editors for FormField: a DictionaryPicker as a coding (or as its code alone), and
// a list of codings picked one by one (the order's services; its observations, each with a value).
// They live here, not in ui/common, which knows nothing of the terminology pickers.
//
//   session->add(u"payment"_s, tr("Payment"), labform::coding(paymentPicker));
//   auto *services = new LabCodingList(servicePicker, tr("Add service"), LabCodingList::Kind::Codings);
//   session->add(u"services"_s, tr("Services"), services->editor());

#include "ui/common/formfield.h"

#include <QJsonArray>
#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QListWidget;
class QPushButton;

namespace cliniclink {

class DictionaryPicker;

namespace labform {
// The chosen coding as its JSON object (null when none): what the draft and the request keep.
FormField::Editor coding(DictionaryPicker *picker);
// The chosen code alone; written back with the name the picker knows for it (the laboratory).
FormField::Editor code(DictionaryPicker *picker, const QString &system);
} // namespace labform

// A picker, an Add button and the list of what was added (a double click removes a row). With
// values, each row also carries the number typed beside the picker (height, weight…).
class LabCodingList : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Codings, WithValues };
    // Takes the picker; the list keeps listHeight pixels of height.
    LabCodingList(DictionaryPicker *picker, const QString &addText, Kind kind, int listHeight,
                  QWidget *parent = nullptr);

    // An array of codings, or of {"code": coding, "value": number} with values.
    QJsonArray value() const;
    void setValue(const QJsonArray &value);
    FormField::Editor editor();

Q_SIGNALS:
    void changed();

private:
    void add();
    void addRow(const QJsonValue &item);

    DictionaryPicker *m_picker;
    Kind m_kind;
    QDoubleSpinBox *m_number = nullptr;
    QPushButton *m_add;
    QListWidget *m_list;
    QList<QJsonValue> m_items;
};

} // namespace cliniclink
