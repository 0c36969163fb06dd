// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The New dispatch form's "More" and a patient's own delivery, driven as a doctor would against an
// in-process sandbox: the part opens, its fields (the co-signing practitioner's channels, the QES
// certificate, the powers of attorney, the organization's contacts) are typed, each refusal shows
// beside its field before anything leaves, a closed part opens for an error, what was typed reaches
// the platform and the journal, and the form's draft brings it back. No sleeps.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "../support/permissionwatch.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/dispatchfield.h"
#include "core/signing/signingrequests.h"
#include "sandbox/services/signing/signingmodule.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/shell/mainwindow.h"
#include "ui/signing/dispatchform.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/signingnotifier.h"
#include "ui/signing/signingpage.h"
#include "ui/workstationwindow.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QScrollArea>
#include <QSignalSpy>
#include <QToolButton>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

namespace {
QString practitioner(const QString &name)
{
    return DispatchField::practitioner(name).toString();
}
QString organization(const QString &name)
{
    return DispatchField::organizationField(name).toString();
}
QString patientField(const QString &name, int i = 0)
{
    return DispatchField::patientField(i, name).toString();
}
const QString kThumbprint = u"96E5DF496840174318C7A52D4E303447070185CC"_s;
} // namespace

class TestDispatchFields : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    SigningPage *page = nullptr;
    DispatchDesk *desk = nullptr;
    QTemporaryDir files;

    DispatchForm *form() const { return page->form(); }
    FormPage person() const { return FormPage(form()); }
    QToolButton *moreToggle() const { return form()->findChild<QToolButton *>(u"dispatchOptionsToggle"_s); }
    bool moreOpen() const { return person().editor(organization(u"phone"_s))->isVisibleTo(form()); }
    QCheckBox *box(const QString &objectName) const { return form()->findChild<QCheckBox *>(objectName); }
    void click(QCheckBox *b) const
    {
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton, {}, QPoint(b->height() / 2, b->height() / 2));
    }

    void openWindow(const QSize &size = {1280, 900})
    {
        window = createMainWindow(*f->session, *f->desks);
        window->resize(size);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->showArea(u"signing"_s));
        page = qobject_cast<SigningPage *>(window->areaPage(u"signing"_s));
        QVERIFY(page);
        desk = &f->desks->get<DispatchDesk>();
        window->findChild<SigningNotifier *>()->setTrayAllowed(false);
    }
    void fillPatient()
    {
        const FormPage p = person();
        p.fill(patientField(u"familyName"_s), u"Петров"_s);
        p.fill(patientField(u"givenName"_s), u"Иван"_s);
        p.fill(patientField(u"birthDate"_s), u"02.09.1981"_s);
        p.choose(patientField(u"sex"_s), QCoreApplication::translate("cliniclink::PatientEditor", "Male"));
        p.fill(patientField(u"phones"_s), u"+79161234567"_s);
        p.fill(patientField(u"idPatientMis"_s), u"MIS-7781"_s);
        p.fill(DispatchField::documentField(0, 0, u"number"_s).toString(), u"654321"_s);
        const QString issuer = DispatchField::documentField(0, 0, u"providerName"_s).toString();
        p.fill(issuer, u"ОВД Тверского района"_s);
        p.leave(issuer);
    }
    void fillMore()
    {
        const FormPage p = person();
        p.fill(organization(u"phone"_s), u"8 (495) 123-45-67"_s);
        p.leave(organization(u"phone"_s));
        p.fill(organization(u"email"_s), u"info@clinic.example.ru"_s);
        click(box(u"practitionerChannel_app"_s));
        p.fill(practitioner(u"firstTouchCertificateThumbprint"_s),
               u"96 e5 df 49 68 40 17 43 18 c7 a5 2d 4e 30 34 47 07 01 85 cc"_s);
        p.fill(practitioner(u"mrProxyNumber"_s), u"b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b"_s);
        p.fill(practitioner(u"pbProxyNumber"_s), u"77 АБ 1234567"_s);
        p.fill(practitioner(u"pbProxyIssuedAt"_s), u"10.01.2026"_s);
        p.fill(practitioner(u"pbProxySigner"_s), u"Главный врач Петров П. П."_s);
        p.leave(practitioner(u"pbProxySigner"_s));
    }
    QString writePdf()
    {
        const QString path = files.filePath(u"consent.pdf"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(consentPdf());
        return path;
    }
    void scrollTo(QWidget *w)
    {
        for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(p)) {
                scroll->ensureWidgetVisible(w, 0, 0);
                return;
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QVERIFY(files.isValid());
        testing::useDesktopUmask();
    }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        openWindow();
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void moreIsSentAndKeptInTheJournal()
    {
        QVERIFY(!moreOpen()); // a plain dispatch does not need it
        person().press(u"dispatchOptionsToggle"_s);
        QVERIFY(moreOpen());
        fillMore();
        // The phone as the platform wants it once the person leaves the field.
        QCOMPARE(person().value(organization(u"phone"_s)).toString(), u"+74951234567"_s);
        fillPatient();
        click(box(u"patientChannel_chatbot"_s));
        QCOMPARE(form()->addFiles({writePdf()}), 1);
        for (const QString &id :
             {organization(u"phone"_s), organization(u"email"_s), practitioner(u"firstTouchCertificateThumbprint"_s),
              practitioner(u"pbProxyIssuedAt"_s)})
            QVERIFY2(person().error(id).isEmpty(), qPrintable(id + u": "_s + person().error(id)));
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        person().press(u"sendButton"_s);
        QVERIFY(added.wait(5000));
        const auto tracked = desk->dispatch(added.first().first().toLongLong());
        QVERIFY(tracked);
        const sandbox::Dispatch *d =
            f->emulator->context().findModule<sandbox::SigningModule>()->store().dispatch(tracked->trackingId);
        QVERIFY(d);
        QCOMPARE(d->meta.value(u"organization").toObject().value(u"phone").toString(), u"+74951234567"_s);
        QCOMPARE(d->meta.value(u"organization").toObject().value(u"email").toString(), u"info@clinic.example.ru"_s);
        QCOMPARE(d->practitioner.value(u"deliveryOverride").toArray(), QJsonArray{u"app"_s});
        QCOMPARE(d->practitioner.value(u"firstTouchCertificateThumbprint").toString(), kThumbprint);
        QCOMPARE(d->practitioner.value(u"mrProxyNumber").toString(), u"b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b"_s);
        QCOMPARE(d->practitioner.value(u"pbProxy").toObject(),
                 (QJsonObject{{u"number"_s, u"77 АБ 1234567"_s},
                              {u"issuedAt"_s, u"2026-01-10"_s},
                              {u"signer"_s, u"Главный врач Петров П. П."_s}}));
        // The environment's practitioner signs, with the additions of "More".
        QCOMPARE(d->practitioner.value(u"familyName").toString(), u"Смирнова"_s);
        QCOMPARE(d->patients.at(0).delivery, QStringList{u"chatbot"_s});
        const DispatchRequest kept = dispatchRequestFromMeta(tracked->meta);
        QCOMPARE(kept.practitioner.pbProxy.issuedAt, QDate(2026, 1, 10));
        QCOMPARE(kept.patients.at(0).deliveryOverride, QList<DeliveryChannel>{DeliveryChannel::Chatbot});
    }

    void eachRefusalShowsBesideItsField()
    {
        const FormPage p = person();
        person().press(u"dispatchOptionsToggle"_s);
        p.fill(organization(u"phone"_s), u"123"_s);
        p.leave(organization(u"phone"_s));
        QVERIFY(!p.error(organization(u"phone"_s)).isEmpty());
        p.fill(practitioner(u"firstTouchCertificateThumbprint"_s), u"отпечаток"_s);
        p.leave(practitioner(u"firstTouchCertificateThumbprint"_s));
        QVERIFY(!p.error(practitioner(u"firstTouchCertificateThumbprint"_s)).isEmpty());
        // A paper power of attorney with its number only: the date and the signer are asked for.
        p.fill(practitioner(u"pbProxyNumber"_s), u"77 АБ 1234567"_s);
        p.leave(practitioner(u"pbProxyNumber"_s));
        p.fill(organization(u"email"_s), u"info at clinic"_s);
        // Closed, the part opens again for the errors the send finds.
        moreToggle()->click();
        QVERIFY(!moreOpen());
        fillPatient();
        QCOMPARE(form()->addFiles({writePdf()}), 1);
        p.press(u"sendButton"_s);
        QVERIFY(moreOpen());
        for (const QString &id : {practitioner(u"pbProxyIssuedAt"_s), practitioner(u"pbProxySigner"_s),
                                  organization(u"email"_s), organization(u"phone"_s)})
            QVERIFY2(!p.error(id).isEmpty(), qPrintable(id));
        QVERIFY(p.error(practitioner(u"mrProxyNumber"_s)).isEmpty());
        QVERIFY(f->arrivals(u"/sep/api/signing"_s).isEmpty()); // nothing was sent
        // A proxy issued after today is refused too.
        p.fill(practitioner(u"pbProxyIssuedAt"_s), u"01.02.2026"_s);
        p.leave(practitioner(u"pbProxyIssuedAt"_s));
        QVERIFY(!p.error(practitioner(u"pbProxyIssuedAt"_s)).isEmpty());
    }

    void theDraftBringsMoreBack()
    {
        person().press(u"dispatchOptionsToggle"_s);
        fillMore();
        click(box(u"patientChannel_sms"_s));
        window.reset(); // the page keeps what was typed
        openWindow();
        QVERIFY(moreOpen()); // it holds something: shown
        const FormPage p = person();
        QCOMPARE(p.value(organization(u"phone"_s)).toString(), u"+74951234567"_s);
        QCOMPARE(p.value(practitioner(u"pbProxyIssuedAt"_s)).toString(), u"2026-01-10"_s);
        QCOMPARE(p.value(practitioner(u"deliveryOverride"_s)), QJsonArray{u"app"_s});
        QCOMPARE(p.value(patientField(u"deliveryOverride"_s)), QJsonArray{u"sms"_s});
        QVERIFY(box(u"practitionerChannel_app"_s)->isChecked());
        QVERIFY(!box(u"practitionerChannel_sms"_s)->isChecked());
    }

    void lookAtTheFormAt1024x768()
    {
        window.reset();
        openWindow({1024, 768});
        person().press(u"dispatchOptionsToggle"_s);
        fillMore();
        fillPatient();
        // Nothing wider than the screen: the window keeps its size with "More" open.
        QVERIFY2(window->width() <= 1024, qPrintable(QString::number(window->width())));
        QVERIFY2(form()->minimumSizeHint().width() <= 1000,
                 qPrintable(QString::number(form()->minimumSizeHint().width())));
        scrollTo(person().editor(patientField(u"deliveryOverride"_s)));
        shoot(window.get(), u"signing-new-dispatch-own-delivery"_s);
        scrollTo(person().editor(organization(u"email"_s)));
        shoot(window.get(), u"signing-new-dispatch-more"_s);
    }
};

QTEST_MAIN(TestDispatchFields)
#include "tst_dispatchfields.moc"
