// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The practitioner's QES tab and the self-QES dialog driven as a doctor would, against an
// in-process sandbox on a ManualClock: dispatches waiting for the practitioner listed with
// checkboxes, a batch session started from the checked ones and from the filters (count shown,
// link opened), a choice the platform would refuse said before sending; on this workstation the
// sandbox's test certificate listed with owner, issuer, validity and thumbprint, the PDF shown,
// signed with the OpenSSL preset and attached once, the signature saved; a signer that signs the
// wrong thing gets the platform's error row in words; an expired certificate cannot be chosen.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "../support/permissionwatch.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signercommand.h"
#include "sandbox/services/signing/signingmodule.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/common/datefield.h"
#include "ui/common/linkpanel.h"
#include "ui/common/messagebanner.h"
#include "ui/signing/qestab.h"
#include "ui/signing/selfqesdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkReply>
#include <QPdfDocument>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

namespace {
const QString kTestThumbprint = QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC");
}

class TestQesTab : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    DispatchDesk *desk = nullptr; // the composition root's
    std::unique_ptr<QesTab> tab;
    QList<QUrl> opened;
    QTemporaryDir files;

    QString dispatchIn(int status, const QString &patient)
    {
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        DispatchRequest r = sampleDispatch(patient);
        r.patients.first().familyName = patient == u"P-1" ? QStringLiteral("Кузнецова") : QStringLiteral("Орлов");
        desk->send(r);
        if (!added.wait(5000))
            return {};
        const QString trackingId = desk->dispatch(added.first().first().toLongLong())->trackingId;
        // The patient signs first (as a 214 dispatch is), then the status is forced.
        if (f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/sign").arg(trackingId)) != 200)
            return {};
        if (f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/status").arg(trackingId),
                     {{QStringLiteral("status"), status}})
            != 200)
            return {};
        desk->checkNow(desk->byTrackingId(trackingId)->journalId);
        f->advanceUntil([&] { return desk->byTrackingId(trackingId)->code == status; }, 60);
        return trackingId;
    }
    int requests(const QString &part) const { return int(f->arrivals(part).size()); }
    void selectRow(const QString &trackingId)
    {
        for (int i = 0; i < tab->list()->topLevelItemCount(); ++i) {
            if (tab->list()->topLevelItem(i)->text(3) == trackingId)
                tab->list()->setCurrentItem(tab->list()->topLevelItem(i));
        }
    }
    SelfQesDialog *dialogWithTestCertificate(const QString &trackingId)
    {
        selectRow(trackingId);
        QTest::mouseClick(tab->selfQesButton(), Qt::LeftButton);
        SelfQesDialog *dialog = tab->lastDialog();
        if (!dialog)
            return nullptr;
        QSignalSpy listed(dialog, &SelfQesDialog::certificatesChanged);
        FormPage(dialog).press(u"Read certificates"_s);
        if (!listed.wait(5000))
            return nullptr;
        return dialog;
    }
    static QTableWidget *certificateTable(const FormPage &page)
    {
        return qobject_cast<QTableWidget *>(page.editor(u"certificate"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QVERIFY(files.isValid());
        testing::useDesktopUmask(); // files written without a mode would be 0644
    }
    void init()
    {
        opened.clear();
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        desk = &f->desks->get<DispatchDesk>();
        tab = std::make_unique<QesTab>(*f->session, *desk, f->desks->get<QesDesk>());
        tab->setUrlOpener([this](const QUrl &url) { opened << url; });
        tab->resize(900, 640);
        tab->show();
    }
    void cleanup()
    {
        tab.reset();
        desk = nullptr;
        f.reset();
    }

    void batchFromTheCheckedDispatches()
    {
        const QString a = dispatchIn(214, QStringLiteral("P-1"));
        const QString b = dispatchIn(214, QStringLiteral("P-2"));
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QCOMPARE(tab->list()->topLevelItemCount(), 2);
        tab->setChecked(a, true);
        QCOMPARE(tab->checkedTrackingIds(), QStringList{a});
        QCOMPARE(tab->batchRequest().trackingIds, QStringList{a});
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QVERIFY(opened.first().path().startsWith(u"/sandbox/qes/"));
        QVERIFY(tab->sessionLabel()->text().contains(u'1'));
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Info);
        shoot(tab.get(), QStringLiteral("qes-batch-checked"));
    }

    // No browser took the link: the tab does not claim the session is open; it shows the link.
    void aLinkNoBrowserTookIsShownNotClaimed()
    {
        const QString a = dispatchIn(214, QStringLiteral("P-1"));
        QVERIFY(!a.isEmpty());
        QList<QUrl> asked;
        tab->linkPanel()->setOpener([&asked](const QUrl &url) {
            asked << url;
            return false;
        });
        tab->setChecked(a, true);
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(asked.size(), 1, 5000);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Warning);
        QVERIFY(tab->linkPanel()->isVisible());
        QCOMPARE(tab->linkPanel()->linkEdit()->text(), asked.first().toString());
    }

    void batchByTheFiltersAndRefusalsBeforeSending()
    {
        dispatchIn(214, QStringLiteral("P-1"));
        dispatchIn(210, QStringLiteral("P-2"));
        QCOMPARE(tab->list()->topLevelItemCount(), 1); // 214 only, by default
        tab->statusBox(210)->setChecked(true);
        QCOMPARE(tab->list()->topLevelItemCount(), 2);
        QCOMPARE(tab->batchRequest().statuses, (QList<int>{214, 210}));
        // A choice the platform refuses is said here, and nothing leaves.
        tab->onlyThisCertificateBox()->setChecked(true);
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(f->settle());
        QCOMPARE(requests(QStringLiteral("/initbatchqes")), 0);
        tab->onlyThisCertificateBox()->setChecked(false);
        typeInto(tab->dateFromField(), QStringLiteral("31.12.2099"));
        typeInto(tab->dateToField(), QStringLiteral("01.01.2000"));
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(requests(QStringLiteral("/initbatchqes")), 0);
        tab->dateFromField()->clear();
        tab->dateToField()->clear();
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(opened.size() == 1, qPrintable(tab->banner()->plainText()), 5000);
        QVERIFY2(tab->sessionLabel()->text().contains(u'2'), qPrintable(tab->banner()->plainText()));
        shoot(tab.get(), QStringLiteral("qes-batch-filters"));
    }

    void aBatchErrorRowIsShown()
    {
        // The platform's own refusal (a practitioner it does not know) reaches the banner.
        auto env = f->session->currentEnvironment();
        env.practitioner.snils = QStringLiteral("00000000000");
        env.practitioner.userIdLpu = QStringLiteral("nobody");
        QVERIFY(f->session->environments().updateEnvironment(env));
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tab->banner()->kind(), MessageBanner::Kind::Error, 5000);
        QTRY_VERIFY2_WITH_TIMEOUT(tab->banner()->plainText().contains(QStringLiteral("not find")),
                                  qPrintable(tab->banner()->plainText()), 5000);
        QVERIFY(opened.isEmpty());
    }

    void selfQesWithTheSandboxTestCertificate()
    {
        const QString id = dispatchIn(214, QStringLiteral("P-1"));
        SelfQesDialog *dialog = dialogWithTestCertificate(id);
        QVERIFY(dialog);
        FormPage page(dialog);
        QCOMPARE(page.value(u"preset"_s).toInt(), int(SignerCommand::Preset::OpenSsl));
        QVERIFY(page.value(u"command"_s).toString().startsWith(QStringLiteral("openssl cms -sign")));
        QVERIFY(page.value(u"sandboxCertificate"_s).toBool());
        QTableWidget *certificates = certificateTable(page);
        QVERIFY(certificates);
        QCOMPARE(certificates->rowCount(), 1);
        QCOMPARE(certificates->item(0, 0)->text(), QStringLiteral("Смирнова Елена Викторовна"));
        QCOMPARE(page.value(u"certificate"_s).toString(), kTestThumbprint);
        QVERIFY(certificates->item(0, 2)->text().contains(QStringLiteral("2040")));
        QVERIFY(!page.canPress(u"Sign and attach"_s));

        QSignalSpy session(dialog, &SelfQesDialog::sessionChanged);
        page.press(u"Get the document"_s);
        QVERIFY(session.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->document()->pageCount() > 0, 5000);
        QVERIFY(page.canPress(u"Sign and attach"_s));
        shoot(dialog, QStringLiteral("qes-self-document"));

        QSignalSpy attached(dialog, &SelfQesDialog::attached);
        page.press(u"Sign and attach"_s);
        QVERIFY(attached.wait(20000));
        QCOMPARE(attached.first().first().toInt(), 210);
        QVERIFY(dialog->resultLabel()->text().contains(kTestThumbprint));
        // The dispatch is asked again at once: its new status comes with its signers.
        QVERIFY(f->advanceUntil([&] { return desk->byTrackingId(id)->code == 210; }, 60));
        QVERIFY(!page.canPress(u"Sign and attach"_s)); // the session took its signature
        QVERIFY(page.canPress(u"Save signature…"_s));
        const QString path = files.filePath(QStringLiteral("signed.sig"));
        testing::PermissionWatch watch(files.path());
        QVERIFY(watch.isValid());
        QVERIFY(dialog->writeSignature(path));
        // The practitioner's signature of a patient's document: owner-only from its first byte.
        QCOMPARE(QString::number(testing::fileMode(path), 8), QStringLiteral("600"));
        QVERIFY(watch.written().contains(QStringLiteral("signed.sig")));
        QCOMPARE(watch.changedAfterWriting(), QStringList());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray der = saved.readAll();
        QVERIFY(der.size() > 100 && quint8(der.at(0)) == 0x30);
        QCOMPARE(requests(QStringLiteral("/attachselfqes")), 1);
        shoot(dialog, QStringLiteral("qes-self-attached"));
    }

    void aSignerThatSignsTheWrongThingGetsTheErrorRow()
    {
        const QString id = dispatchIn(214, QStringLiteral("P-1"));
        SelfQesDialog *dialog = dialogWithTestCertificate(id);
        QVERIFY(dialog);
        FormPage page(dialog);
        page.choose(u"preset"_s, u"Own command"_s); // signs the certificate, not the PDF
        page.fill(u"command"_s,
                  QStringLiteral("openssl cms -sign -binary -outform DER -signer {certificate} "
                                 "-inkey {key} -in {certificate} -out {output}"));
        QSignalSpy listed(dialog, &SelfQesDialog::certificatesChanged);
        page.press(u"Read certificates"_s);
        QVERIFY(listed.wait(5000));
        QSignalSpy session(dialog, &SelfQesDialog::sessionChanged);
        page.press(u"Get the document"_s);
        QVERIFY(session.wait(5000));
        QSignalSpy failed(dialog, &SelfQesDialog::failedStep);
        page.press(u"Sign and attach"_s);
        QVERIFY(failed.wait(20000));
        QCOMPARE(dialog->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(dialog->banner()->plainText().contains(QStringLiteral("does not match the PDF")),
                 qPrintable(dialog->banner()->plainText()));
        // The session is spent here: signing again needs a new one.
        QVERIFY(!page.canPress(u"Sign and attach"_s));
        QCOMPARE(requests(QStringLiteral("/attachselfqes")), 1);
        shoot(dialog, QStringLiteral("qes-self-error"));
        // The signer used is remembered for the environment: the next dialog starts with it.
        dialog->close();
        QTRY_VERIFY(!tab->lastDialog());
        QTest::mouseClick(tab->selfQesButton(), Qt::LeftButton);
        QVERIFY(tab->lastDialog());
        FormPage next(tab->lastDialog());
        QCOMPARE(next.value(u"preset"_s).toInt(), int(SignerCommand::Preset::Custom));
        QVERIFY(next.value(u"command"_s).toString().contains(QStringLiteral("-in {certificate}")));
        QVERIFY(next.value(u"sandboxCertificate"_s).toBool());
    }

    void anExpiredCertificateCannotBeChosen()
    {
        const QString id = dispatchIn(214, QStringLiteral("P-1"));
        f->clock->advanceSeconds(qint64(16) * 365 * 24 * 3600); // past 2040-12-31
        SelfQesDialog *dialog = dialogWithTestCertificate(id);
        QVERIFY(dialog);
        FormPage page(dialog);
        QTableWidget *certificates = certificateTable(page);
        QVERIFY(certificates);
        QCOMPARE(certificates->rowCount(), 1);
        QVERIFY(certificates->item(0, 2)->text().contains(QStringLiteral("expired")));
        QVERIFY(!(certificates->item(0, 0)->flags() & Qt::ItemIsEnabled));
        QCOMPARE(page.value(u"certificate"_s).toString(), QString());
        QVERIFY(!page.canPress(u"Get the document"_s));
        QCOMPARE(dialog->banner()->kind(), MessageBanner::Kind::Warning);
        dialog->openSession();
        QVERIFY(f->settle());
        QCOMPARE(requests(QStringLiteral("/initselfqes")), 0);
        shoot(dialog, QStringLiteral("qes-self-expired"));
    }

    // Without the sandbox's certificate, the PEM file is the person's to choose: reading with none
    // says so under the file's field, takes the focus there, and asks nothing.
    void aMissingCertificateFileIsSaidUnderItsField()
    {
        const QString id = dispatchIn(214, QStringLiteral("P-1"));
        selectRow(id);
        QTest::mouseClick(tab->selfQesButton(), Qt::LeftButton);
        SelfQesDialog *dialog = tab->lastDialog();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        FormPage page(dialog);
        QVERIFY(!page.isEnabled(u"certificateFile"_s)); // the sandbox's certificate is used
        page.tick(u"sandboxCertificate"_s, false);
        QVERIFY(page.isEnabled(u"certificateFile"_s));
        QVERIFY(page.isEnabled(u"keyFile"_s));
        page.leave(u"certificateFile"_s);
        QCOMPARE(page.error(u"certificateFile"_s), QString()); // not before it is needed
        page.press(u"Read certificates"_s);
        QCOMPARE(page.error(u"certificateFile"_s), u"Choose the certificate's PEM file first."_s);
        QCOMPARE(QApplication::focusWidget(), page.editor(u"certificateFile"_s));
        QVERIFY(dialog->banner()->plainText().isEmpty());
        QVERIFY(f->settle());
        QCOMPARE(certificateTable(page)->rowCount(), 0);
        // The provider keeps its own certificates: no file is asked for there.
        page.choose(u"preset"_s, u"CryptoPro CSP (cryptcp)"_s);
        QVERIFY(!page.isEnabled(u"certificateFile"_s));
        QVERIFY(!page.isEnabled(u"sandboxCertificate"_s));
        QCOMPARE(page.error(u"certificateFile"_s), QString());
        shoot(dialog, QStringLiteral("qes-self-no-file"));
    }

    // While the document is asked for, the dialog takes no other step; Esc cancels the request
    // and leaves the dialog open.
    void escCancelsGettingTheDocument()
    {
        const QString id = dispatchIn(214, QStringLiteral("P-1"));
        SelfQesDialog *dialog = dialogWithTestCertificate(id);
        QVERIFY(dialog);
        FormPage page(dialog);
        page.press(u"Get the document"_s);
        QVERIFY(!page.canPress(u"Get the document"_s));
        QVERIFY(!page.isEnabled(u"preset"_s));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(dialog->isVisible());
        QVERIFY(f->settle());
        QVERIFY(!dialog->session().has_value());
        QVERIFY(page.canPress(u"Get the document"_s));
        QVERIFY(page.isEnabled(u"preset"_s));
        QCOMPARE(dialog->banner()->kind() == MessageBanner::Kind::Error && dialog->banner()->isVisible(), false);
    }

    void currentDispatchAloneWithTheCertificate()
    {
        const QString a = dispatchIn(214, QStringLiteral("P-1"));
        QVERIFY(!a.isEmpty());
        QVERIFY(!tab->singleQesButton()->isEnabled()); // no current dispatch yet
        selectRow(a);
        QVERIFY(tab->singleQesButton()->isEnabled());
        // Pasted from the certificate's properties: pairs, lower case.
        typeInto(tab->thumbprintEdit(), u"96 e5 df 49 68 40 17 43 18 c7 a5 2d 4e 30 34 47 07 01 85 cc"_s);
        QTest::mouseClick(tab->singleQesButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QVERIFY(opened.first().path().startsWith(u"/sandbox/qes/"));
        QVERIFY(!opened.first().path().contains(u"/zspd/"));
        const QString linkId = opened.first().path().section(u'/', -1);
        QCOMPARE(f->emulator->context()
                     .findModule<sandbox::SigningModule>()
                     ->store()
                     .links.value(linkId)
                     .certificateThumbprint,
                 kTestThumbprint);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Info);
        QCOMPARE(requests(u"/sep/mis/api/initbatchqes"_s), 0); // one dispatch, not a batch session
        // Not a thumbprint: said before anything leaves.
        typeInto(tab->thumbprintEdit(), u"сертификат Смирновой"_s);
        QTest::mouseClick(tab->singleQesButton(), Qt::LeftButton);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(requests(u"/sep/api/initqes"_s), 1);
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QCOMPARE(tab->banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(requests(u"/sep/mis/api/initbatchqes"_s), 0);
    }

    void closedNetworkAsTheEnvironmentSays()
    {
        const QString open = tab->contourLabel()->text();
        QVERIFY(!open.isEmpty());
        auto env = f->session->currentEnvironment();
        env.qesZspd = true;
        QVERIFY(f->session->environments().updateEnvironment(env));
        const QString a = dispatchIn(214, QStringLiteral("P-1"));
        QVERIFY(!tab->contourLabel()->text().isEmpty());
        QVERIFY(tab->contourLabel()->text() != open); // the tab says the contour changed
        selectRow(a);
        QTest::mouseClick(tab->singleQesButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QVERIFY2(opened.first().path().startsWith(u"/sandbox/qes/zspd/"), qPrintable(opened.first().toString()));
        tab->setChecked(a, true);
        QTest::mouseClick(tab->batchButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, 5000);
        QVERIFY(opened.last().path().startsWith(u"/sandbox/qes/zspd/"));
        // Both ways to the browser are there again once the answer has come.
        QTRY_VERIFY(tab->batchButton()->isEnabled());
        QVERIFY(tab->singleQesButton()->isEnabled());
        tab->resize(1000, 700);
        shoot(tab.get(), QStringLiteral("qes-single-zspd"));
    }
};

QTEST_MAIN(TestQesTab)
#include "tst_qestab.moc"
