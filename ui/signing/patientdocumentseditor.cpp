// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patientdocumentseditor.h"

#include "core/signing/dispatchfield.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/quietteardown.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

// The document's type as the dictionary's code (a number in the JSON); a code the list lacks is
// added, named by unknown.
FormField::Editor typeEditor(QComboBox *box, std::function<QString(int)> unknown)
{
    FormField::Editor e = FormField::comboBox(box);
    e.read = [box] { return QJsonValue(box->currentData().toInt()); };
    e.write = [box, unknown](const QJsonValue &v) {
        const int code = v.toInt(14);
        if (box->findData(code) < 0)
            box->addItem(unknown(code), code);
        box->setCurrentIndex(box->findData(code));
    };
    return e;
}

} // namespace

PatientDocumentsEditor::PatientDocumentsEditor(FormSession *session, int patient, const QString &jsonPath,
                                               const QString &beforeId, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_patient(patient)
    , m_jsonPath(jsonPath)
    , m_beforeId(beforeId)
    , m_rowsLayout(new QVBoxLayout)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_rowsLayout);
    auto *add = new QPushButton(tr("Add a document"));
    add->setObjectName(QStringLiteral("addDocumentButton"));
    layout->addWidget(add, 0, Qt::AlignLeft);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({});
        m_session->noteEdited();
    });
    addRow({});
}

PatientDocumentsEditor::~PatientDocumentsEditor()
{
    if (!m_session)
        return;
    for (const Row &row : std::as_const(m_rows)) {
        for (const QString &id : row.ids)
            m_session->remove(id);
    }
}

void PatientDocumentsEditor::addRow(const PersonDocument &document)
{
    const int j = int(m_rows.size());
    Row row;
    row.box = new QWidget;
    auto *grid = new QGridLayout(row.box);
    grid->setContentsMargins(0, 0, 0, 4);
    row.type = new QComboBox;
    row.type->setObjectName(QStringLiteral("documentTypeBox"));
    // A column as wide as the series' and the number's: their error lines need it.
    row.type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.type->setMinimumContentsLength(8);
    row.type->addItem(tr("Passport of the RF"), 14);
    row.type->addItem(tr("SNILS"), 223);
    const QString at = QStringLiteral("%1.%2.").arg(m_jsonPath).arg(j);
    const auto field = [&](const QString &key, const QString &jsonKey, const QString &label, FormField::Editor editor) {
        const QString id = DispatchField::documentField(m_patient, j, key).toString();
        FormField *f = m_session->insert(m_beforeId, id, label, std::move(editor), at + jsonKey);
        row.ids << id;
        connect(f->row(), &ValidatedField::errorChanged, this, &PatientDocumentsEditor::shownErrorsChanged);
        return f;
    };
    const auto lineField = [&](const QString &key, const QString &jsonKey, const QString &name,
                               const QString &placeholder, QLineEdit **edit) {
        *edit = new QLineEdit;
        (*edit)->setObjectName(name);
        (*edit)->setPlaceholderText(placeholder);
        return field(key, jsonKey, placeholder, FormField::lineEdit(*edit));
    };
    FormField *type = field(QStringLiteral("type"), QStringLiteral("type"), tr("Document type"),
                            typeEditor(row.type, [](int code) { return tr("Document type %1").arg(code); }));
    FormField *series = lineField(QStringLiteral("series"), QStringLiteral("series"),
                                  QStringLiteral("documentSeriesEdit"), tr("Series"), &row.series);
    FormField *number = lineField(QStringLiteral("number"), QStringLiteral("number"),
                                  QStringLiteral("documentNumberEdit"), tr("Number"), &row.number);
    FormField *issuer = lineField(QStringLiteral("providerName"), QStringLiteral("issuer"),
                                  QStringLiteral("documentIssuerEdit"), tr("Issued by"), &row.issuer);
    row.issued = new DateField;
    row.issued->setObjectName(QStringLiteral("documentIssuedEdit"));
    row.issued->setPlaceholderText(tr("Issued on"));
    row.issued->setMaximumDate(m_today);
    FormField *issued = field(QStringLiteral("issuedDate"), QStringLiteral("issued"), tr("Issued on"),
                              FormField::dateField(row.issued));
    type->setValue(document.typeCode);
    series->setValue(document.series);
    number->setValue(document.number);
    issuer->setValue(document.providerName);
    row.issued->setDate(document.issuedDate);
    auto *remove = new QPushButton(tr("Remove"));
    remove->setObjectName(QStringLiteral("removeDocumentButton"));
    connect(remove, &QPushButton::clicked, this, [this, j] {
        // Rows after it change their index: made again from the values.
        QList<PersonDocument> without = documents();
        if (j < without.size())
            without.removeAt(j);
        setDocuments(without);
        m_session->noteEdited();
    });
    grid->addWidget(type->row(), 0, 0);
    grid->addWidget(series->row(), 0, 1);
    grid->addWidget(number->row(), 0, 2);
    grid->addWidget(remove, 0, 3, Qt::AlignTop);
    grid->addWidget(issuer->row(), 1, 0, 1, 2);
    grid->addWidget(issued->row(), 1, 2);
    // Columns of one width: a series is short, but its error line («Обязательное поле») is not,
    // and a line that wrapped would move the rows below.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_rowsLayout->addWidget(row.box);
    m_rows << row;
}

void PatientDocumentsEditor::clearRows()
{
    for (const Row &row : std::as_const(m_rows)) {
        for (const QString &id : row.ids)
            m_session->remove(id);
        deleteQuietly(row.box);
    }
    m_rows.clear();
}

QList<PersonDocument> PatientDocumentsEditor::documents() const
{
    QList<PersonDocument> out;
    for (const Row &row : m_rows) {
        PersonDocument d;
        d.typeCode = row.type->currentData().toInt();
        d.series = row.series->text().trimmed();
        d.number = row.number->text().trimmed();
        d.providerName = row.issuer->text().trimmed();
        d.issuedDate = row.issued->date();
        out << d;
    }
    if (out.size() == 1 && out.first() == PersonDocument{})
        out.clear();
    return out;
}

void PatientDocumentsEditor::setDocuments(const QList<PersonDocument> &documents)
{
    clearRows();
    for (const PersonDocument &d : documents)
        addRow(d);
    if (m_rows.isEmpty())
        addRow({});
}

void PatientDocumentsEditor::setToday(const QDate &today)
{
    m_today = today;
    for (const Row &row : std::as_const(m_rows))
        row.issued->setMaximumDate(today);
}

} // namespace cliniclink
