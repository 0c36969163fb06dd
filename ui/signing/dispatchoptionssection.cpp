// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchoptionssection.h"

#include "channelchoice.h"
#include "core/signing/dispatchfield.h"
#include "core/signing/signingrequests.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace cliniclink {

namespace {

QString practitionerId(const QString &name)
{
    return DispatchField::practitioner(name).toString();
}

QString organizationId(const QString &name)
{
    return DispatchField::organizationField(name).toString();
}

QString textOf(const FormSession *session, const QString &id)
{
    return session->field(id)->value().toString().trimmed();
}

} // namespace

QStringList DispatchOptionsSection::fieldIds()
{
    return {practitionerId(u"deliveryOverride"_s),
            practitionerId(u"firstTouchCertificateThumbprint"_s),
            practitionerId(u"mrProxyNumber"_s),
            practitionerId(u"pbProxyNumber"_s),
            practitionerId(u"pbProxyIssuedAt"_s),
            practitionerId(u"pbProxySigner"_s),
            organizationId(u"phone"_s),
            organizationId(u"email"_s)};
}

DispatchOptionsSection::DispatchOptionsSection(FormSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_toggle(new QToolButton(this))
    , m_body(new QWidget(this))
{
    m_toggle->setObjectName(u"dispatchOptionsToggle"_s);
    m_toggle->setText(tr("More: co-signing by the practitioner, power of attorney, the organization's contacts"));
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setAutoRaise(true);
    m_toggle->setCheckable(true);
    m_toggle->setArrowType(Qt::RightArrow);
    connect(m_toggle, &QToolButton::toggled, this, &DispatchOptionsSection::setOpen);

    auto *form = new QFormLayout(m_body);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto row = [form](FormField *f) { form->addRow(f->labelWidget(), f->row()); };
    const auto line = [session](const QString &id, const QString &label, const QString &objectName,
                                const QString &jsonPath) {
        auto *edit = new QLineEdit;
        edit->setObjectName(objectName);
        return session->add(id, label, FormField::lineEdit(edit), jsonPath);
    };
    const auto heading = [form, this](const QString &text) {
        auto *label = new QLabel(text, m_body);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        form->addRow(label);
    };

    heading(tr("The practitioner co-signs"));
    auto *channels = new ChannelChoice(u"practitionerChannel_"_s);
    channels->setToolTip(tr("Check how the link comes to the practitioner when he or she signs the documents too; "
                            "none checked: the practitioner does not sign by link."));
    row(session->add(practitionerId(u"deliveryOverride"_s), tr("Link by"), channels->editor(),
                     u"signer.deliveryOverride"_s));
    FormField *thumbprint = line(practitionerId(u"firstTouchCertificateThumbprint"_s), tr("QES certificate"),
                                 u"firstTouchThumbprintEdit"_s, u"signer.firstTouchCertificateThumbprint"_s);
    static_cast<QLineEdit *>(thumbprint->editor())->setPlaceholderText(tr("Thumbprint, 40 characters 0-9 and A-F"));
    thumbprint->editor()->setToolTip(
        tr("The certificate the practitioner will sign this dispatch with. The QES tab's \"Only dispatches sent "
           "with this certificate\" finds the dispatch by it."));
    row(thumbprint);

    heading(tr("Signing under a power of attorney"));
    FormField *mr = line(practitionerId(u"mrProxyNumber"_s), tr("Machine-readable, number"), u"mrProxyNumberEdit"_s,
                         u"signer.mrProxyNumber"_s);
    mr->editor()->setToolTip(tr("The number of the machine-readable power of attorney the practitioner signs under."));
    row(mr);
    row(line(practitionerId(u"pbProxyNumber"_s), tr("Paper, number"), u"pbProxyNumberEdit"_s,
             u"signer.pbProxy.number"_s));
    auto *issued = new DateField;
    issued->setObjectName(u"pbProxyIssuedAtEdit"_s);
    row(session->add(practitionerId(u"pbProxyIssuedAt"_s), tr("Paper, issued on"), FormField::dateField(issued),
                     u"signer.pbProxy.issuedAt"_s));
    row(line(practitionerId(u"pbProxySigner"_s), tr("Paper, signed by"), u"pbProxySignerEdit"_s,
             u"signer.pbProxy.signer"_s));

    heading(tr("The organization's contacts for the patient"));
    FormField *phone =
        line(organizationId(u"phone"_s), tr("Phone"), u"organizationPhoneEdit"_s, u"organization.phone"_s);
    auto *phoneEdit = static_cast<QLineEdit *>(phone->editor());
    phoneEdit->setPlaceholderText(tr("+7 495 123-45-67"));
    // Written as the platform wants it once the person leaves the field, when it can be read as a phone.
    connect(phoneEdit, &QLineEdit::editingFinished, this, [this, phoneEdit] {
        const QString normal = normalizedPhone(phoneEdit->text());
        if (!normal.isEmpty() && normal != phoneEdit->text()) {
            phoneEdit->setText(normal);
            m_session->noteEdited(organizationId(u"phone"_s));
        }
    });
    row(phone);
    row(line(organizationId(u"email"_s), tr("E-mail"), u"organizationEmailEdit"_s, u"organization.email"_s));

    // An error in a closed part would be out of sight, and so would a value a draft brought back: it opens.
    for (const QString &id : fieldIds()) {
        QWidget *editor = session->field(id)->editor();
        if (auto *edit = qobject_cast<QLineEdit *>(editor))
            connect(edit, &QLineEdit::textChanged, this, [this](const QString &text) {
                if (!text.isEmpty())
                    setOpen(true);
            });
        else if (auto *choice = qobject_cast<ChannelChoice *>(editor))
            connect(choice, &ChannelChoice::changed, this, [this, choice] {
                if (!choice->channels().isEmpty())
                    setOpen(true);
            });
        connect(session->field(id)->row(), &ValidatedField::errorChanged, this, [this](const QString &message) {
            if (!message.isEmpty())
                setOpen(true);
        });
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);
    layout->addWidget(m_body);
    setOpen(false);
}

bool DispatchOptionsSection::isOpen() const
{
    return !m_body->isHidden();
}

void DispatchOptionsSection::setOpen(bool open)
{
    m_body->setVisible(open);
    const QSignalBlocker quiet(m_toggle);
    m_toggle->setChecked(open);
    m_toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
}

void DispatchOptionsSection::fill(DispatchRequest &request) const
{
    DispatchPractitioner &p = request.practitioner;
    p.deliveryOverride = channelsFromJson(m_session->field(practitionerId(u"deliveryOverride"_s))->value());
    p.firstTouchCertificateThumbprint =
        normalizedThumbprint(textOf(m_session, practitionerId(u"firstTouchCertificateThumbprint"_s)));
    p.mrProxyNumber = textOf(m_session, practitionerId(u"mrProxyNumber"_s));
    p.pbProxy.number = textOf(m_session, practitionerId(u"pbProxyNumber"_s));
    p.pbProxy.issuedAt = QDate::fromString(textOf(m_session, practitionerId(u"pbProxyIssuedAt"_s)), Qt::ISODate);
    p.pbProxy.signer = textOf(m_session, practitionerId(u"pbProxySigner"_s));
    const QString phone = textOf(m_session, organizationId(u"phone"_s));
    request.organizationPhone = normalizedPhone(phone).isEmpty() ? phone : normalizedPhone(phone);
    request.organizationEmail = textOf(m_session, organizationId(u"email"_s));
}

} // namespace cliniclink
