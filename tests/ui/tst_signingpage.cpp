// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Signing area driven as a doctor would: a dispatch composed by typing and adding a PDF,
// refused files named with their reason, sent for real to an in-process sandbox, signed as the
// patient through the sandbox console, followed by the poller on a ManualClock until it turns
// signed (with the notification), opened with its signed PDF rendered, and a platform draft saved,
// listed with its time left and sent. The form survives the page being closed. No sleeps.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "../integration/pdfbomb.h"
#include "../support/permissionwatch.h"
#include "core/follow/followdesk.h"
#include "core/signing/dispatchdesk.h"
#include "core/storage/journal.h"
#include "sandbox/server/faultinjector.h"
#include "tests/support/formpage.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/linkpanel.h"
#include "ui/common/messagebanner.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/statusmark.h"
#include "ui/common/validatedfield.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/sandboxreset.h"
#include "ui/shell/shellstatusbar.h"
#include "ui/signing/dispatchfileseditor.h"
#include "ui/signing/dispatchform.h"
#include "ui/signing/dispatchformcontroller.h"
#include "ui/signing/dispatchlist.h"
#include "ui/signing/dispatchlistmodel.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/draftlist.h"
#include "ui/signing/qestab.h"
#include "ui/signing/resenddialog.h"
#include "ui/signing/sandboxconsole.h"
#include "ui/signing/selfqesdialog.h"
#include "ui/signing/signingnotifier.h"
#include "ui/signing/signingpage.h"
#include "ui/workstationwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPdfDocument>
#include <QPdfPageNavigator>
#include <QPdfSelection>
#include <QPdfView>
#include <QPushButton>
#include <QScrollArea>
#include <QHeaderView>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimeZone>
#include <QToolButton>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestSigningPage : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    SigningPage *page = nullptr;
    DispatchDesk *desk = nullptr;
    SigningNotifier *notifier = nullptr;
    QTemporaryDir files;

    DispatchForm *form() const { return page->form(); }
    // The form as the person sees it: fields by their id, buttons by their name.
    FormPage person() const { return FormPage(form()); }
    static QString patientField(const QString &name, int i = 0)
    {
        return DispatchField::patientField(i, name).toString();
    }
    QLineEdit *line(const QString &name, int i = 0) const
    {
        return qobject_cast<QLineEdit *>(person().editor(patientField(name, i)));
    }
    QLineEdit *documentLine(const QString &name, int j = 0, int i = 0) const
    {
        return qobject_cast<QLineEdit *>(person().editor(DispatchField::documentField(i, j, name).toString()));
    }
    QTableWidget *fileTable() const { return qobject_cast<QTableWidget *>(person().editor(QStringLiteral("files"))); }
    QCheckBox *channelBox(DeliveryChannel c) const
    {
        return form()->findChild<QCheckBox *>(QStringLiteral("channel_") + deliveryChannelKey(c));
    }
    // A button of the form by its name, shown or not.
    QAbstractButton *button(const char *name) const
    {
        return form()->findChild<QAbstractButton *>(QString::fromLatin1(name));
    }
    QWidget *uncertainPanel() const { return form()->findChild<QWidget *>(QStringLiteral("uncertainPanel")); }

    void openWindow()
    {
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 900);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->showArea(QStringLiteral("signing")));
        page = qobject_cast<SigningPage *>(window->areaPage(QStringLiteral("signing")));
        QVERIFY(page);
        desk = &f->desks->get<DispatchDesk>();
        QVERIFY(desk);
        notifier = window->findChild<SigningNotifier *>();
        QVERIFY(notifier);
        notifier->setTrayAllowed(false);
    }
    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = files.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }
    void fillPatient(const QString &misId = QStringLiteral("MIS-7781"))
    {
        const FormPage p = person();
        p.fill(patientField(QStringLiteral("familyName")), QStringLiteral("Петров"));
        p.fill(patientField(QStringLiteral("givenName")), QStringLiteral("Иван"));
        p.fill(patientField(QStringLiteral("middleName")), QStringLiteral("Сергеевич"));
        p.fill(patientField(QStringLiteral("birthDate")), QStringLiteral("02.09.1981"));
        p.choose(patientField(QStringLiteral("sex")), QStringLiteral("Male"));
        p.fill(patientField(QStringLiteral("phones")), QStringLiteral("8 (916) 123-45-67"));
        p.leave(patientField(QStringLiteral("phones")));
        p.fill(patientField(QStringLiteral("idPatientMis")), misId);
        p.fill(DispatchField::documentField(0, 0, QStringLiteral("series")).toString(), QStringLiteral("4510"));
        p.fill(DispatchField::documentField(0, 0, QStringLiteral("number")).toString(), QStringLiteral("654321"));
        const QString issuer = DispatchField::documentField(0, 0, QStringLiteral("providerName")).toString();
        p.fill(issuer, QStringLiteral("ОВД Тверского района"));
        p.leave(issuer);
    }
    qint64 clickAndWaitAdded(QAbstractButton *button)
    {
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        QTest::mouseClick(button, Qt::LeftButton);
        if (!added.wait(5000))
            return 0;
        return added.first().first().toLongLong();
    }
    int codeOf(qint64 id) const { return desk->dispatch(id) ? desk->dispatch(id)->code : 0; }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        QVERIFY(files.isValid());
        testing::useDesktopUmask(); // files written without a mode would be 0644
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

    void formStartsWithTheEnvironmentsPractitioner()
    {
        auto *summary = form()->findChild<QLabel *>(QStringLiteral("practitionerSummary"));
        QVERIFY(summary->text().contains(QStringLiteral("Смирнова Елена Викторовна")));
        QVERIFY(channelBox(DeliveryChannel::Sms)->isChecked());
        QVERIFY(!channelBox(DeliveryChannel::App)->toolTip().isEmpty());
        QCOMPARE(page->tabs()->count(), 7); // QES, questionnaires, invitations and the console: the Sandbox environment
        QVERIFY(page->sandboxConsole());
        shoot(window.get(), QStringLiteral("signing-new-dispatch-empty"));
    }

    // The console's last column (the link) takes the room the others leave, when the outbox is
    // empty too: the header reaches the table's edge.
    void theConsolesLinkColumnReachesTheEdge()
    {
        SandboxConsole *console = page->sandboxConsole();
        QSignalSpy refreshed(console, &SandboxConsole::refreshed);
        page->showTab(console);
        QVERIFY(refreshed.wait(5000));
        const QHeaderView *header = console->outboxTable()->horizontalHeader();
        const int last = header->count() - 1;
        QCOMPARE(header->sectionViewportPosition(last) + header->sectionSize(last),
                 console->outboxTable()->viewport()->width());
    }

    void refusedFilesAreNamedWithTheReason()
    {
        const QString fake = writeFile(QStringLiteral("letter.pdf"), "This is plain text, not a PDF.\n");
        QCOMPARE(form()->addFiles({fake}), 0);
        QVERIFY(form()->fileRefusal().contains(QStringLiteral("letter.pdf")));
        QVERIFY(form()->fileRefusal().contains(QStringLiteral("PDF")));
        auto *refusal = form()->findChild<QLabel *>(QStringLiteral("fileRefusalLabel"));
        QVERIFY(refusal->isVisible());
        QCOMPARE(fileTable()->rowCount(), 0);
        const QString exe = writeFile(QStringLiteral("tool.exe"), "MZ");
        QCOMPARE(form()->addFiles({exe}), 0);
        QVERIFY(!form()->fileRefusal().isEmpty());
        // A real PDF dropped on the form is taken.
        const QString pdf = writeFile(QStringLiteral("consent.pdf"), consentPdf());
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(pdf)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(form(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(form(), &drop);
        QCOMPARE(fileTable()->rowCount(), 1);
        QCOMPARE(fileTable()->item(0, 0)->text(), QStringLiteral("consent.pdf"));
        QCOMPARE(fileTable()->item(0, 1)->text(), QStringLiteral("PDF"));
        QVERIFY(form()->fileRefusal().isEmpty());
    }

    void inlineErrorsAfterAFailedAttempt()
    {
        typeInto(line(QStringLiteral("phones")), QStringLiteral("12345"));
        QTest::keyClick(line(QStringLiteral("phones")), Qt::Key_Tab);
        QVERIFY(!person().error(patientField(QStringLiteral("phones"))).isEmpty());
        QVERIFY(person().error(patientField(QStringLiteral("familyName"))).isEmpty()); // not touched yet
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(!person().error(patientField(QStringLiteral("familyName"))).isEmpty());
        QVERIFY(!person().error(patientField(QStringLiteral("documents"))).isEmpty());
        QVERIFY(!person().error(QStringLiteral("files")).isEmpty());
        QVERIFY(f->arrivals(QStringLiteral("/sep/api/signing")).isEmpty()); // nothing was sent
        shoot(window.get(), QStringLiteral("signing-new-dispatch-errors"));
    }

    void composeSendSignAndOpen()
    {
        fillPatient();
        QCOMPARE(line(QStringLiteral("phones"))->text(), QStringLiteral("+79161234567")); // normalized on leave
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        QVERIFY(page->controller()->issues().isEmpty());
        shoot(window.get(), QStringLiteral("signing-new-dispatch-filled"));
        channelBox(DeliveryChannel::Chatbot)->setChecked(true);
        channelBox(DeliveryChannel::Chatbot)->setChecked(false);
        auto *scroll = qobject_cast<QScrollArea *>(form()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        scroll->ensureWidgetVisible(button("sendButton"));
        shoot(window.get(), QStringLiteral("signing-new-dispatch-delivery"));

        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        QCOMPARE(codeOf(id), DispatchCode::Created);
        QVERIFY(form()->data().isEmpty()); // the form is cleared once the platform has it
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Info);

        page->showTab(page->dispatchList());
        DispatchListModel *model = page->dispatchList()->model();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, DispatchListModel::StatusColumn).data().toString(),
                 dispatchStatusText(DispatchCode::Created));
        QCOMPARE(model->index(0, DispatchListModel::PatientColumn).data().toString(),
                 QStringLiteral("Петров Иван Сергеевич"));
        QCOMPARE(model->index(0, DispatchListModel::DocumentsColumn).data().toString(), QStringLiteral("consent.pdf"));
        shoot(window.get(), QStringLiteral("signing-dispatches-created"));
        {
            // At 1024x768 the last check is on the screen, not behind the scroll bar: the other
            // columns take their words' width and wrap, not fixed widths and one line.
            window->resize(1008, 720);
            QTableView *view = page->dispatchList()->view();
            const QHeaderView *header = view->horizontalHeader();
            const auto lastCheck = [&] { return header->sectionSize(DispatchListModel::CheckedColumn); };
            QTRY_VERIFY2(lastCheck() >= view->viewport()->width() / 5,
                         qPrintable(QStringLiteral("%1 of %2").arg(lastCheck()).arg(view->viewport()->width())));
            QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
            QVERIFY(lastCheck() >= header->sectionSizeHint(DispatchListModel::CheckedColumn)); // its title whole
            window->resize(1280, 900);
        }

        // Filters: by patient and by status.
        typeInto(page->dispatchList()->patientFilter(), QStringLiteral("Сидоров"));
        QCOMPARE(model->rowCount(), 0);
        typeInto(page->dispatchList()->patientFilter(), QStringLiteral("петров"));
        QCOMPARE(model->rowCount(), 1);
        QComboBox *status = page->dispatchList()->statusFilter();
        status->setCurrentIndex(status->findData(DispatchCode::Completed));
        QCOMPARE(model->rowCount(), 0);
        status->setCurrentIndex(0);
        QCOMPARE(model->rowCount(), 1);

        // The patient signs, through the sandbox console.
        SandboxConsole *console = page->sandboxConsole();
        QSignalSpy refreshed(console, &SandboxConsole::refreshed);
        page->showTab(console);
        QVERIFY(refreshed.wait(5000));
        QVERIFY(console->outboxTable()->rowCount() >= 1);
        const QString trackingId = desk->dispatch(id)->trackingId;
        int row = -1;
        for (int r = 0; r < console->outboxTable()->rowCount(); ++r) {
            if (console->outboxTable()->item(r, 0)->data(Qt::UserRole + 1).toString() == trackingId)
                row = r;
        }
        QVERIFY(row >= 0);
        QVERIFY(!console->outboxTable()->item(row, 5)->text().isEmpty()); // the code the patient got
        // The sandbox's keys read as words: no "dispatch" or "sms" on the screen.
        QCOMPARE(console->outboxTable()->item(row, 1)->text(), SandboxConsole::kindText(QStringLiteral("dispatch")));
        QVERIFY(console->outboxTable()->item(row, 1)->text() != QStringLiteral("dispatch"));
        QVERIFY(console->outboxTable()->item(row, 3)->text() != QStringLiteral("sms"));
        console->outboxTable()->selectRow(row);
        shoot(window.get(), QStringLiteral("signing-sandbox-console"));
        QSignalSpy acted(console, &SandboxConsole::acted);
        QTest::mouseClick(console->signButton(), Qt::LeftButton);
        QVERIFY(acted.wait(5000));
        QVERIFY(acted.first().first().toBool());
        // Once more: nobody is waiting now, and the console says so in its banner.
        console->actAsPatient(trackingId, {}, true);
        QVERIFY(acted.wait(5000));
        QVERIFY(!acted.last().first().toBool());
        QVERIFY(!console->banner()->isHidden());
        QCOMPARE(console->banner()->kind(), MessageBanner::Kind::Warning);

        // The poller sees 210 as the clock moves; the list follows and the person is told.
        page->showTab(page->dispatchList());
        QVERIFY(f->advanceUntil([&] { return codeOf(id) == DispatchCode::Completed; }, 600));
        QTRY_COMPARE(model->index(0, DispatchListModel::StatusColumn).data().toString(),
                     dispatchStatusText(DispatchCode::Completed));
        QCOMPARE(notifier->notifications().size(), 1);
        QVERIFY(notifier->notifications().first().contains(QStringLiteral("Петров")));
        QVERIFY(page->dispatchList()->banner()->isVisible());
        shoot(window.get(), QStringLiteral("signing-dispatches-signed"));

        // Open it: the full GET now, the signed PDF rendered.
        const int before = f->arrivals(QStringLiteral("/sep/api/signing/") + trackingId).size();
        QTableView *table = page->dispatchList()->view();
        table->setFocus();
        table->setCurrentIndex(model->index(0, 0));
        QTest::keyClick(table, Qt::Key_Return);
        DispatchView *view = page->lastView();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing/") + trackingId).size(), before + 1);
        // The window title reaches the taskbar and screen sharing: the tracking id, no patient name.
        QVERIFY(view->windowTitle().contains(trackingId));
        QVERIFY(!view->windowTitle().contains(QStringLiteral("Петров")));
        QTRY_COMPARE(view->document()->status(), QPdfDocument::Status::Ready);
        QVERIFY(view->document()->pageCount() >= 2); // the document and the patient's signature page
        QVERIFY(!view->document()->render(0, QSize(200, 280)).isNull());
        QCOMPARE(view->statusMark()->state(), StatusMark::State::Ok);
        QVERIFY(!view->cancelButton()->isEnabled()); // signed: too late to cancel
        QVERIFY(view->printButton()->isEnabled());
        QVERIFY(view->savePdfButton()->isEnabled());
        const QString saved = files.filePath(QStringLiteral("signed.pdf"));
        {
            // The patient's signed document: owner-only from its first byte.
            testing::PermissionWatch watch(files.path());
            QVERIFY(watch.isValid());
            QVERIFY(view->writeFile(saved, view->loaded().attachments.first().content));
            QCOMPARE(QString::number(testing::fileMode(saved), 8), QStringLiteral("600"));
            QVERIFY(watch.written().contains(QStringLiteral("signed.pdf")));
            QCOMPARE(watch.changedAfterWriting(), QStringList());
        }
        QVERIFY(QFileInfo(saved).size() > consentPdf().size());
        view->resize(900, 1000);
        QCoreApplication::processEvents();
        shoot(view, QStringLiteral("signing-dispatch-view"));
        // The signature page is drawn in our own view, not left blank: its words carry ink.
        const QString stampText = view->document()->getAllText(1).text();
        QVERIFY2(stampText.contains(QStringLiteral("Подписано простой электронной подписью")), qPrintable(stampText));
        const QImage drawn = view->document()->render(1, QSize(595, 842));
        QImage paper(drawn.size(), QImage::Format_RGB32);
        paper.fill(Qt::white);
        QPainter(&paper).drawImage(0, 0, drawn);
        int ink = 0;
        for (int y = 0; y < 200; ++y) {
            for (int x = 0; x < paper.width(); ++x)
                ink += qGray(paper.pixel(x, y)) < 128 ? 1 : 0;
        }
        QVERIFY2(ink > 1500, qPrintable(QString::number(ink)));
        view->pdfView()->pageNavigator()->jump(1, QPointF(), view->pdfView()->zoomFactor());
        QCoreApplication::processEvents();
        shoot(view, QStringLiteral("signing-dispatch-view-stamp"));
    }

    void cancelOnlyWhereAllowed()
    {
        fillPatient(QStringLiteral("MIS-1001"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        DispatchView *view = page->openDispatch(id);
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QVERIFY(view->cancelButton()->isEnabled());
        QVERIFY(view->resendButton()->isEnabled());

        // Resend: the channels and the tariff note first, then the service's answer in the view.
        QTest::mouseClick(view->resendButton(), Qt::LeftButton);
        auto *resend = view->findChild<ResendDialog *>(QStringLiteral("resendDialog"));
        QVERIFY(resend);
        QCOMPARE(resend->findChild<QLabel *>(QStringLiteral("tariffNote"))->text(), resendTariffNote());
        resend->channelBox(DeliveryChannel::Chatbot)->setChecked(true);
        QCOMPARE(resend->channels(), (QList<DeliveryChannel>{DeliveryChannel::Sms, DeliveryChannel::Chatbot}));
        shoot(resend, QStringLiteral("signing-resend"));
        QTest::mouseClick(resend->resendButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!view->banner()->plainText().isEmpty(), 5000);
        QCOMPARE(view->banner()->kind(), MessageBanner::Kind::Info);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/resend")).size(), 1);
        view->banner()->clearMessage();

        QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
        auto *box = view->findChild<QMessageBox *>(QStringLiteral("cancelConfirmation"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QStringLiteral("Петров Иван Сергеевич")));
        shoot(box, QStringLiteral("signing-cancel-confirmation"));
        QAbstractButton *yes = nullptr;
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                yes = b;
        }
        QVERIFY(yes);
        // The safe answer is the default: Enter keeps the dispatch.
        QVERIFY(box->defaultButton() != yes);
        QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("keepDispatchButton"));
        QCOMPARE(box->escapeButton(), box->defaultButton());
        // The header names the patient, not their MIS id.
        const auto detailsText = [view] {
            QString all;
            for (const QLabel *label : view->findChildren<QLabel *>())
                all += label->text() + u'\n';
            return all;
        };
        QVERIFY(!detailsText().contains(QStringLiteral("MIS-1001")));
        yes->click();
        QTRY_VERIFY_WITH_TIMEOUT(view->banner()->plainText().contains(QStringLiteral("cancelled")), 5000);
        // At once, before any status poll: the window no longer offers what a cancel ended.
        QCOMPARE(view->statusMark()->text(), dispatchStatusText(DispatchCode::Cancelled));
        QVERIFY(!view->cancelButton()->isEnabled());
        QVERIFY(!view->resendButton()->isEnabled());
        QVERIFY(!view->qesButton()->isEnabled());
        shoot(view, QStringLiteral("signing-dispatch-view-cancelled"));
        // Reloaded, the patient's line says the dispatch was cancelled, not that they were late.
        view->load();
        QTRY_VERIFY_WITH_TIMEOUT(detailsText().contains(QStringLiteral("the dispatch was cancelled")), 5000);
        QVERIFY(!detailsText().contains(QStringLiteral("did not sign in time")));
        QVERIFY(detailsText().contains(QStringLiteral("Петров Иван Сергеевич:")));
        QVERIFY(f->advanceUntil([&] { return codeOf(id) == DispatchCode::Cancelled; }, 120));
        QTRY_VERIFY(!view->cancelButton()->isEnabled());
        // Once cancelled, a second cancel is refused by the platform, and said in the view.
        view->banner()->clearMessage();
        view->cancelConfirmed();
        QTRY_COMPARE_WITH_TIMEOUT(view->banner()->kind(), MessageBanner::Kind::Error, 5000);
        QVERIFY(view->banner()->isVisible());
        shoot(view, QStringLiteral("signing-dispatch-view-error"));
        QVERIFY(!view->banner()->plainText().isEmpty());
    }

    // "Sign with QES" never says the browser opened when none did: the link is shown with Copy
    // and Open again, and what to install.
    void qesLinkShownWhenNoBrowserOpens()
    {
        fillPatient(QStringLiteral("MIS-1500"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        DispatchView *view = page->openDispatch(id);
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QList<QUrl> asked;
        bool browser = false;
        view->linkPanel()->setOpener([&](const QUrl &url) {
            asked << url;
            return browser;
        });
        QVERIFY(view->qesButton()->isEnabled());
        QTest::mouseClick(view->qesButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!view->banner()->plainText().isEmpty(), 5000);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(view->banner()->kind(), MessageBanner::Kind::Warning);
        QVERIFY(!view->banner()->plainText().contains(QStringLiteral("is open in the browser")));
        QVERIFY(view->linkPanel()->isVisible());
        QCOMPARE(view->linkPanel()->linkEdit()->text(), asked.first().toString());
        QVERIFY(view->linkPanel()->hintLabel()->text().contains(QStringLiteral("firefox-esr")));
        QTest::mouseClick(view->linkPanel()->copyButton(), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), asked.first().toString());
        shoot(view, QStringLiteral("signing-qes-no-browser"));

        // A browser now: Open again opens it and the panel goes.
        browser = true;
        QTest::mouseClick(view->linkPanel()->openButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 2);
        QVERIFY(!view->linkPanel()->isVisible());
    }

    // The dispatch window reaches the QES tab's signing on this workstation for its own dispatch.
    void signedOnThisWorkstationFromTheDispatchWindow()
    {
        fillPatient(QStringLiteral("MIS-1510"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        DispatchView *view = page->openDispatch(id);
        QTRY_VERIFY_WITH_TIMEOUT(view->isLoaded(), 5000);
        QVERIFY(view->signHereButton()->isVisible());
        QVERIFY(view->signHereButton()->isEnabled());
        shoot(view, QStringLiteral("signing-dispatch-sign-here"));
        QTest::mouseClick(view->signHereButton(), Qt::LeftButton);
        SelfQesDialog *dialog = page->qesTab()->lastDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->trackingId(), desk->dispatch(id)->trackingId);
        dialog->close();

        // A dispatch the platform no longer has cannot be signed from here either.
        view->close();
        f->emulator->reset();
        QVERIFY(f->advanceUntil([&] { return desk->dispatch(id) && !desk->dispatch(id)->gone.isEmpty(); }, 120));
        DispatchView *gone = page->openDispatch(id);
        QVERIFY(!gone->signHereButton()->isEnabled());
    }

    // File > Reset the sandbox: asked first with the safe answer as default; then the sandbox
    // forgets what it was sent and the journal stops following it: the dispatch still waiting for
    // its signature stays in the list, said to be lost with the sandbox.
    void sandboxResetForgetsWhatWasSent()
    {
        fillPatient(QStringLiteral("MIS-1600"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        page->showTab(page->dispatchList());
        QCOMPARE(page->dispatchList()->model()->rowCount(), 1);

        QAction *reset = window->sandboxResetAction();
        QVERIFY(reset->isVisible());
        reset->trigger();
        auto *box = window->findChild<QMessageBox *>(QStringLiteral("sandboxResetConfirmation"));
        QVERIFY(box);
        QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("sandboxResetKeepButton"));
        shoot(box, QStringLiteral("sandbox-reset-confirmation"));
        QSignalSpy finished(window->sandboxReset(), &SandboxReset::finished);
        box->defaultButton()->click(); // Enter keeps everything
        QCOMPARE(finished.count(), 0);
        QVERIFY(desk->dispatch(id));

        reset->trigger();
        box = window->findChild<QMessageBox *>(QStringLiteral("sandboxResetConfirmation"));
        QVERIFY(box);
        box->findChild<QPushButton *>(QStringLiteral("sandboxResetConfirmButton"))->click();
        QVERIFY(finished.wait(5000));
        QVERIFY(finished.first().first().toBool());
        QVERIFY(desk->dispatch(id));
        QCOMPARE(desk->dispatch(id)->gone, FollowAnswer::lostInResetText());
        QVERIFY(!f->session->follow().isFollowed(id));
        QCOMPARE(page->dispatchList()->model()->rowCount(), 1);
        QCOMPARE(page->dispatchList()->model()->index(0, DispatchListModel::StatusColumn).data().toString(),
                 FollowAnswer::lostInResetText());
        QVERIFY(window->shellStatusBar()->currentMessage().contains(QStringLiteral("reset")));
        shoot(window.get(), QStringLiteral("sandbox-reset-done"));

        // Outside the Sandbox environment there is nothing to reset.
        f->session->environments().setCurrent(QStringLiteral("test"));
        QVERIFY(!reset->isVisible());
    }

    // When the sandbox forgot a followed dispatch behind the journal's back (its state file gone),
    // the list and the window say so plainly and offer nothing that cannot work.
    void forgottenDispatchSaysTheSandboxWasReset()
    {
        fillPatient(QStringLiteral("MIS-1700"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(id);
        f->emulator->reset();
        QVERIFY(f->advanceUntil([&] { return desk->dispatch(id) && !desk->dispatch(id)->gone.isEmpty(); }, 120));
        page->showTab(page->dispatchList());
        DispatchListModel *model = page->dispatchList()->model();
        QCOMPARE(model->index(0, DispatchListModel::StatusColumn).data().toString(), FollowAnswer::sandboxForgotText());
        shoot(window.get(), QStringLiteral("signing-dispatch-gone"));
        DispatchView *view = page->openDispatch(id);
        QCOMPARE(view->statusMark()->text(), FollowAnswer::sandboxForgotText());
        QVERIFY(!view->qesButton()->isEnabled());
        QVERIFY(!view->cancelButton()->isEnabled());
        QVERIFY(!view->resendButton()->isEnabled());
    }

    // Quitting with a dispatch still followed says it resumes next time (Quit is the default, Stay
    // keeps the window); the window's size and the splitters come back as the person left them.
    void quitSaysWhatResumesAndTheLayoutIsKept()
    {
        fillPatient(QStringLiteral("MIS-1800"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        QVERIFY(clickAndWaitAdded(button("sendButton")));
        window->resize(1111, 777);
        QVERIFY(window->showArea(MainWindow::requestLogAreaId()));
        auto *splitter = window->findChild<QSplitter *>(QStringLiteral("requestLogSplitter"));
        QVERIFY(splitter);
        splitter->setSizes({150, 450});
        const QList<int> sizes = splitter->sizes();

        window->close();
        QMessageBox *question = window->quitQuestion();
        QVERIFY(question);
        QVERIFY(window->isVisible());
        QVERIFY(question->text().contains(QStringLiteral("1 request")));
        QCOMPARE(question->defaultButton()->objectName(), QStringLiteral("quitButton"));
        shoot(question, QStringLiteral("quit-with-pending"));
        question->findChild<QPushButton *>(QStringLiteral("stayButton"))->click();
        QVERIFY(window->isVisible());
        window->close();
        QTRY_VERIFY(window->quitQuestion());
        window->quitQuestion()->defaultButton()->click();
        QTRY_VERIFY(!window->isVisible());

        window.reset();
        window = createMainWindow(*f->session, *f->desks);
        QCOMPARE(window->size(), QSize(1111, 777));
        window->show();
        QVERIFY(window->showArea(MainWindow::requestLogAreaId()));
        splitter = window->findChild<QSplitter *>(QStringLiteral("requestLogSplitter"));
        QVERIFY(splitter);
        QCOMPARE(splitter->sizes(), sizes);
    }

    // A patient sent for once (or found in enrichment) is taken from the patient card, not typed.
    void patientTakenFromTheCard()
    {
        fillPatient(QStringLiteral("MIS-1900"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        QVERIFY(clickAndWaitAdded(button("sendButton")));
        QVERIFY(line(QStringLiteral("familyName"))->text().isEmpty()); // the form was cleared

        QMenu *menu = form()->findChild<PatientCardButton *>()->menu();
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        // The cards the workstation knows; the sandbox's test patients follow in a submenu.
        QList<QAction *> cards = menu->actions();
        cards.removeIf([](QAction *a) { return a->isSeparator() || a->menu(); });
        QCOMPARE(cards.size(), 1);
        QVERIFY2(cards.first()->text().startsWith(QStringLiteral("Петров Иван Сергеевич, 02.09.1981")),
                 qPrintable(cards.first()->text()));
        cards.first()->trigger();
        QCOMPARE(line(QStringLiteral("familyName"))->text(), QStringLiteral("Петров"));
        QCOMPARE(line(QStringLiteral("middleName"))->text(), QStringLiteral("Сергеевич"));
        QCOMPARE(line(QStringLiteral("idPatientMis"))->text(), QStringLiteral("MIS-1900"));
        QCOMPARE(person().value(patientField(QStringLiteral("phones"))), QJsonArray{QStringLiteral("+79161234567")});
        QCOMPARE(person().value(patientField(QStringLiteral("birthDate"))).toString(), QStringLiteral("1981-09-02"));
        QCOMPARE(person().value(patientField(QStringLiteral("sex"))).toString(), QStringLiteral("male"));
        QCOMPARE(documentLine(QStringLiteral("number"))->text(), QStringLiteral("654321"));
        shoot(window.get(), QStringLiteral("signing-patient-from-card"));
    }

    void draftSavedListedAndSent()
    {
        fillPatient(QStringLiteral("MIS-2002"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("saveDraftButton"));
        QVERIFY(id);
        QVERIFY(desk->dispatch(id)->isDraft);
        page->showTab(page->draftList());
        DispatchListModel *drafts = page->draftList()->model();
        QCOMPARE(drafts->rowCount(), 1);
        QCOMPARE(drafts->index(0, DispatchListModel::StatusColumn).data().toString(), QStringLiteral("24 h 0 min"));
        f->clock->advanceSeconds(3 * 3600 + 600);
        QTRY_COMPARE(drafts->index(0, DispatchListModel::StatusColumn).data().toString(),
                     QStringLiteral("20 h 50 min"));
        QCOMPARE(page->dispatchList()->model()->rowCount(), 0); // a draft is not a dispatch yet
        page->draftList()->selectDraft(id);
        shoot(window.get(), QStringLiteral("signing-drafts"));

        // Open to edit: the form takes the draft; sending it delivers it.
        QTest::mouseClick(page->draftList()->editButton(), Qt::LeftButton);
        QCOMPARE(page->tabs()->currentWidget(), page->formTab());
        QCOMPARE(line(QStringLiteral("familyName"))->text(), QStringLiteral("Петров"));
        QVERIFY(form()->findChild<QWidget *>(QStringLiteral("draftStrip"))->isVisible());
        // The documents the platform keeps with the draft are named: the file list shows new ones only.
        auto *draftLabel = form()->findChild<QLabel *>(QStringLiteral("draftLabel"));
        QVERIFY2(draftLabel->text().contains(QStringLiteral("consent.pdf")), qPrintable(draftLabel->text()));
        shoot(window.get(), QStringLiteral("signing-draft-editing"));
        typeInto(line(QStringLiteral("givenName")), QStringLiteral("Илья"));
        const qint64 sent = clickAndWaitAdded(button("sendButton")); // no new files: finalize
        QVERIFY(sent);
        QCOMPARE(codeOf(sent), DispatchCode::Created);
        QVERIFY(!desk->dispatch(sent)->isDraft);
        QTRY_COMPARE(drafts->rowCount(), 0);
        QCOMPARE(page->dispatchList()->model()->rowCount(), 1);
        QCOMPARE(page->dispatchList()->model()->index(0, DispatchListModel::PatientColumn).data().toString(),
                 QStringLiteral("Петров Илья Сергеевич"));
    }

    // A draft is meant to be unfinished: without documents, delivery channels, or with an e-mail
    // still to correct, it goes to the platform; what drafts/init itself needs (the patient's
    // name...) is marked, and the form is kept on this workstation meanwhile.
    void incompleteDraftIsSavedWhereThePlatformAllows()
    {
        typeInto(line(QStringLiteral("familyName")), QStringLiteral("Петров"));
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        QTest::mouseClick(button("saveDraftButton"), Qt::LeftButton);
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Warning);
        QVERIFY(page->formBanner()->plainText().contains(QStringLiteral("Kept on this workstation")));
        QVERIFY(!page->formBanner()->plainText().contains(QStringLiteral("correct the marked fields")));
        QCOMPARE(added.count(), 0);
        QVERIFY(!f->session->journal().drafts(QStringLiteral("sandbox"), QStringLiteral("dispatch-form"))->isEmpty());
        shoot(window.get(), QStringLiteral("signing-draft-incomplete"));

        fillPatient(QStringLiteral("MIS-2200"));
        typeInto(line(QStringLiteral("email")), QStringLiteral("petrov@"));
        for (QCheckBox *box : form()->findChildren<QCheckBox *>()) {
            if (box->isChecked() && box->objectName().contains(QStringLiteral("channel"), Qt::CaseInsensitive))
                box->setChecked(false);
        }
        const qint64 id = clickAndWaitAdded(button("saveDraftButton"));
        QVERIFY(id);
        QVERIFY(desk->dispatch(id)->isDraft);
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Info);
    }

    void draftSentFromTheList()
    {
        fillPatient(QStringLiteral("MIS-3003"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        const qint64 id = clickAndWaitAdded(button("saveDraftButton"));
        QVERIFY(id);
        page->showTab(page->draftList());
        page->draftList()->selectDraft(id);
        // A billed send asks first, and Enter keeps the draft (issue 28).
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        QTest::mouseClick(page->draftList()->sendButton(), Qt::LeftButton);
        auto *box = page->draftList()->findChild<QMessageBox *>(QStringLiteral("sendDraftConfirmation"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("keepDraftButton"));
        box->defaultButton()->click();
        QTRY_VERIFY(!page->draftList()->findChild<QMessageBox *>(QStringLiteral("sendDraftConfirmation")));
        QVERIFY(added.isEmpty());
        QTest::mouseClick(page->draftList()->sendButton(), Qt::LeftButton);
        box = page->draftList()->findChild<QMessageBox *>(QStringLiteral("sendDraftConfirmation"));
        QVERIFY(box);
        box->findChild<QPushButton *>(QStringLiteral("confirmSendDraftButton"))->click();
        QVERIFY(added.wait(5000));
        const qint64 sent = added.first().first().toLongLong();
        QVERIFY(sent);
        QCOMPARE(codeOf(sent), DispatchCode::Created);
        QTRY_COMPARE(page->draftList()->model()->rowCount(), 0);
    }

    void uncertainSendAsksThePerson()
    {
        DispatchSummary found;
        found.trackingId = QStringLiteral("00000000-0000-4000-8000-000000000001");
        found.createdAt = QDateTime(QDate(2026, 1, 15), QTime(9, 41), QTimeZone::utc());
        found.idPatientMis = {QStringLiteral("MIS-7781")};
        Q_EMIT desk->sendUncertain({found}, QStringLiteral("MIS-7781"));
        QVERIFY(uncertainPanel()->isVisible());
        QVERIFY(button("followButton")->isVisible());
        // Beside the button, and Send waits for the person's answer.
        QVERIFY(!button("sendButton")->isEnabled());
        QVERIFY(!button("saveDraftButton")->isEnabled());
        QVERIFY(uncertainPanel()->geometry().bottom() <= button("sendButton")->geometry().top());
        QVERIFY(button("sendButton")->geometry().top() - uncertainPanel()->geometry().bottom() < 40);
        QCOMPARE(QApplication::focusWidget(), button("followButton"));
        shoot(window.get(), QStringLiteral("signing-uncertain-found"));
        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        QTest::mouseClick(button("followButton"), Qt::LeftButton);
        QCOMPARE(added.size(), 1);
        QVERIFY(desk->byTrackingId(found.trackingId));
        QVERIFY(!uncertainPanel()->isVisible());
        QVERIFY(button("sendButton")->isEnabled());

        Q_EMIT desk->sendUncertain({}, QStringLiteral("MIS-7781"));
        QVERIFY(uncertainPanel()->isVisible());
        QVERIFY(!button("followButton")->isVisible());
        QVERIFY(button("sendAgainButton")->isVisible());
    }

    // The form is cleared after a send while a patient field has the keyboard focus (Ctrl+Enter
    // pressed in it): the field's editor goes while its focus-out could still reach the controller.
    // A send whose answer never came is listed as "may have gone" from the moment it is in doubt;
    // following what the platform's list found completes that same row, with the patient's name and
    // documents as they were sent.
    void sendInDoubtIsListedAndTheFindCompletesItsRow()
    {
        fillPatient(QStringLiteral("MIS-3001"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        sandbox::FaultRule slow;
        slow.pattern = QStringLiteral("/sep/api/signing");
        slow.method = "POST";
        slow.kind = sandbox::FaultKind::Delay;
        slow.delayMs = 120'000;
        slow.remaining = 1;
        f->emulator->context().faults().add(slow);
        QSignalSpy uncertain(desk, &DispatchDesk::sendUncertain);
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31); // past the timeout
        QVERIFY(uncertain.wait(5000));
        QVERIFY(page->formBanner()->kind() != MessageBanner::Kind::Error); // never "failed"
        QTRY_VERIFY(button("followButton")->isVisible());

        DispatchListModel *model = page->dispatchList()->model();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, DispatchListModel::StatusColumn).data().toString(),
                 DispatchListModel::statusText(model->dispatchAt(0)));
        QCOMPARE(model->dispatchAt(0).outbox, OutboxState::Uncertain);
        page->showTab(page->dispatchList());
        QTableView *table = page->dispatchList()->view();
        table->setFocus();
        table->setCurrentIndex(model->index(0, 0));
        QTest::keyClick(table, Qt::Key_Return);
        QVERIFY(!page->lastView()); // nothing on the platform to open yet

        QSignalSpy reset(model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
        QTest::mouseClick(button("followButton"), Qt::LeftButton);
        QCOMPARE(model->rowCount(), 1); // the same row, now with its trackingId
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(model->dispatchAt(0).outbox, OutboxState::Accepted);
        QVERIFY(!model->dispatchAt(0).trackingId.isEmpty());
        QVERIFY(model->index(0, DispatchListModel::PatientColumn).data().toString().contains(QStringLiteral("Петров")));
        QVERIFY(model->index(0, DispatchListModel::DocumentsColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("consent.pdf")));
        QVERIFY(form()->data().isEmpty());
        const auto drafts =
            f->session->journal().drafts(QString(kSandboxEnvironmentId), QStringLiteral("dispatch-form"));
        QVERIFY(drafts && drafts->isEmpty()); // deleted with the dispatch's record
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        int posts = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            posts += e.method == "POST" && e.path == u"/sep/api/signing";
        QCOMPARE(posts, 1);
    }

    // One status answer is one journal write and one redrawn row: the list of dispatches is not
    // read again, and the rows around it are left alone.
    void oneStatusAnswerRedrawsOneRow()
    {
        fillPatient(QStringLiteral("MIS-1001"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        const qint64 older = clickAndWaitAdded(button("sendButton"));
        fillPatient(QStringLiteral("MIS-1002"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        const qint64 id = clickAndWaitAdded(button("sendButton"));
        QVERIFY(older && id);
        page->showTab(page->dispatchList());
        DispatchListModel *model = page->dispatchList()->model();
        QCOMPARE(model->rowCount(), 2);
        const int row = model->rowOf(id);
        QVERIFY(row >= 0);

        // Up to the moment the status requests leave (the poller marks them sent: a write each).
        const QDateTime due = laterOf(desk->dispatch(id)->nextCheckAt, desk->dispatch(older)->nextCheckAt);
        f->clock->setNow(due);
        const QString statusPath = QStringLiteral("/sep/api/signing/%1/status").arg(desk->dispatch(id)->trackingId);
        QCOMPARE(f->arrivals(statusPath).size(), 0);

        QSignalSpy writes(&f->session->journal(), &Journal::trackedItemChanged);
        QSignalSpy changed(desk, &DispatchDesk::dispatchChanged);
        QSignalSpy dataChanged(model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
        QVERIFY(f->settle());
        QCOMPARE(f->arrivals(statusPath).size(), 1);
        // Two answers arrived (one per dispatch): two writes, two changes, two rows redrawn.
        QCOMPARE(writes.size(), 2);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(dataChanged.size(), 2);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.size(), 0);
        QList<qint64> ids;
        for (const auto &w : writes)
            ids << w.first().toLongLong();
        QCOMPARE(ids.count(id), 1);
        QCOMPARE(ids.count(older), 1);
        for (const auto &d : dataChanged) {
            const auto from = d.at(0).value<QModelIndex>();
            const auto to = d.at(1).value<QModelIndex>();
            QCOMPARE(from.row(), to.row()); // one row each
        }
        QVERIFY(!desk->dispatch(id)->lastCheckedAt.isNull());
    }

    // The platform says no: the form and its saved draft stay, and nothing is listed or followed.
    void refusedSendKeepsTheFormsDraft()
    {
        fillPatient(QStringLiteral("MIS-2001"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        sandbox::FaultRule refused;
        refused.pattern = QStringLiteral("/sep/api/signing");
        refused.method = "POST";
        refused.kind = sandbox::FaultKind::Status;
        refused.status = 400;
        refused.remaining = 1;
        f->emulator->context().faults().add(refused);
        QSignalSpy busy(page->controller(), &DispatchFormController::busyChanged);
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(busy.size() >= 2 && !page->controller()->isBusy(), 5000);
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(!form()->data().isEmpty());
        const auto drafts =
            f->session->journal().drafts(QString(kSandboxEnvironmentId), QStringLiteral("dispatch-form"));
        QVERIFY(drafts && drafts->size() == 1);
        QVERIFY(QJsonDocument(drafts->first().payload).toJson().contains("MIS-2001"));
        QCOMPARE(page->dispatchList()->model()->rowCount(), 0);
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), 1);
    }

    // A file the platform cannot make a PDF of (PROCESSING_ERROR, HTTP 500) is the file's fault: the
    // banner names it with the platform's words and does not say to try again later.
    void aFileThePlatformCannotPrepareIsNamed()
    {
        fillPatient(QStringLiteral("MIS-2002"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("scan.pdf"), inflationBombPdf())}), 1);
        QSignalSpy busy(page->controller(), &DispatchFormController::busyChanged);
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(busy.size() >= 2 && !page->controller()->isBusy(), 5000);
        MessageBanner *banner = page->formBanner();
        QCOMPARE(banner->kind(), MessageBanner::Kind::Error);
        QVERIFY2(banner->plainText().contains(QStringLiteral("could not prepare a PDF")),
                 qPrintable(banner->plainText()));
        QVERIFY(banner->plainText().contains(QStringLiteral("scan.pdf")));
        QVERIFY(!banner->plainText().contains(QStringLiteral("Try again later")));
        QVERIFY(!form()->data().isEmpty());
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), 1);
    }

    // The platform's refusal of the files (here LIMIT_FILE_COUNT, with the sandbox's limit lowered to
    // one file) is said beside the files, in its own words, until the form changes.
    void aFileRefusalIsSaidBesideTheFiles()
    {
        QCOMPARE(f->admin("POST", QStringLiteral("/sandbox/signing/limits"), {{QStringLiteral("maxFiles"), 1}}), 200);
        fillPatient(QStringLiteral("MIS-2003"));
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("one.pdf"), consentPdf()),
                                   writeFile(QStringLiteral("two.pdf"), consentPdf())}),
                 2);
        QSignalSpy busy(page->controller(), &DispatchFormController::busyChanged);
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(busy.size() >= 2 && !page->controller()->isBusy(), 5000);
        const QString said = person().error(DispatchField::files().toString());
        QVERIFY2(said.contains(QStringLiteral("more files than the platform takes")), qPrintable(said));
        QVERIFY(!form()->data().isEmpty());
    }

    // The form is cleared after a send while a patient field that was just edited has the
    // keyboard focus: the field's editor goes while its focus-out (editingFinished) could still
    // reach the form and the controller. Before the fix this was a use after free under
    // AddressSanitizer (phones: normalizePhones on a destroyed editor) and a call through a
    // half-destroyed editor under UBSan (familyName: PatientEditor::setToday), and in use a crash
    // after 14 sends of 15.
    void sendWithTheFocusInAnEditedPatientField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("family name") << QStringLiteral("familyName");
        QTest::newRow("phones") << QStringLiteral("phones");
    }
    void sendWithTheFocusInAnEditedPatientField()
    {
        QFETCH(QString, field);
        fillPatient();
        QCOMPARE(form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())}), 1);
        QLineEdit *edit = line(field);
        const QString text = edit->text();
        typeInto(edit, text.left(text.size() - 1)); // edited, and the focus stays there
        typeText(edit, text.right(1));
        QCOMPARE(QApplication::focusWidget(), edit); // a real focus: the window is active

        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        QSignalSpy accepted(page->controller(), &DispatchFormController::accepted);
        button("sendButton")->click(); // as a shortcut would: the focus stays in the field
        QVERIFY(accepted.wait(5000));
        QCOMPARE(added.size(), 1);
        QVERIFY(form()->data().isEmpty());
        QCOMPARE(form()->findChild<QTabWidget *>(QStringLiteral("patientTabs"))->count(), 1);
        // The saved form is gone with it: the next start offers nothing to send again.
        const auto drafts =
            f->session->journal().drafts(QString(kSandboxEnvironmentId), QStringLiteral("dispatch-form"));
        QVERIFY(drafts && drafts->isEmpty());
        // The person can type the next patient at once.
        QCOMPARE(QApplication::focusWidget(), line(QStringLiteral("familyName")));
        QCOMPARE(f->arrivals(QStringLiteral("/sep/api/signing")).size(), 1);
    }

    // Ctrl+Enter in any field sends, and does nothing while a send is on its way.
    void ctrlEnterSendsFromAField()
    {
        QSignalSpy requested(form(), &DispatchForm::sendRequested);
        typeInto(line(QStringLiteral("givenName")), QStringLiteral("Иван"));
        QTest::keyClick(line(QStringLiteral("givenName")), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(requested.size(), 1);
        form()->session()->setSendingBlocked(true); // Send is off, as while a send is on its way
        QTest::keyClick(line(QStringLiteral("givenName")), Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
        QCOMPARE(requested.size(), 1);
    }

    // Closing the window with the focus in a field (a focus-out as the pages go) loses nothing and
    // reaches no half-destroyed form.
    void closingWithTheFocusInAFieldKeepsTheForm()
    {
        typeInto(documentLine(QStringLiteral("number")), QStringLiteral("654321"));
        typeInto(line(QStringLiteral("phones")), QStringLiteral("8 916 123 45 67"));
        QCOMPARE(QApplication::focusWidget(), line(QStringLiteral("phones")));
        window.reset();
        openWindow();
        QCOMPARE(documentLine(QStringLiteral("number"))->text(), QStringLiteral("654321"));
        QCOMPARE(line(QStringLiteral("phones"))->text(), QStringLiteral("+79161234567")); // kept as normalized
    }

    // While the journal cannot record, the page says why and what to do, and Send stays disabled;
    // "Check again" with the space freed brings sending back.
    void aJournalThatCannotRecordStopsSending()
    {
        auto *health = page->findChild<JournalHealthBanner *>();
        QVERIFY(health);
        QVERIFY(!health->isVisible());
        QVERIFY(button("sendButton")->isEnabled());
        f->session->journal().limitPagesForTesting(1);
        Draft big;
        big.environmentId = QStringLiteral("x");
        big.kind = QStringLiteral("filler");
        big.payload = {{QStringLiteral("text"), QString(50000, u'a')}};
        QVERIFY(!f->session->journal().saveDraft(big).ok());
        QVERIFY(health->isVisible());
        QVERIFY(health->blocksSending());
        QVERIFY(!button("sendButton")->isEnabled());
        QVERIFY(!button("saveDraftButton")->isEnabled());
        QCOMPARE(health->banner()->kind(), MessageBanner::Kind::Error);
        shoot(window.get(), QStringLiteral("signing-journal-full"));
        f->session->journal().limitPagesForTesting(1 << 30);
        QTest::mouseClick(health->checkAgainButton(), Qt::LeftButton);
        QVERIFY(!health->isVisible());
        QVERIFY(button("sendButton")->isEnabled());
    }

    // A send with something wrong puts the focus on the first wrong field, in the form's order,
    // so the person types the correction at once (the session's rule, now the dispatch form's too).
    void aRefusedSendFocusesTheFirstWrongField()
    {
        const FormPage p = person();
        p.fill(patientField(QStringLiteral("givenName")), QStringLiteral("Иван"));
        p.fill(patientField(QStringLiteral("phones")), QStringLiteral("12345"));
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QCOMPARE(page->formBanner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(line(QStringLiteral("familyName"))));
        p.fill(patientField(QStringLiteral("familyName")), QStringLiteral("Петров"));
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), p.editor(patientField(QStringLiteral("birthDate"))));
        QVERIFY(f->arrivals(QStringLiteral("/sep/api/signing")).isEmpty());
    }

    // A patient removed takes its fields with it; the patients after it take its place, their
    // fields named by their new place, so core's issues still land on them.
    void aRemovedPatientsFieldsGoWithIt()
    {
        const FormPage p = person();
        auto *tabs = form()->findChild<QTabWidget *>(QStringLiteral("patientTabs"));
        p.fill(patientField(QStringLiteral("familyName"), 0), QStringLiteral("Антонова"));
        p.press(QStringLiteral("addPatientButton"));
        p.fill(patientField(QStringLiteral("familyName"), 1), QStringLiteral("Борисова"));
        p.press(QStringLiteral("addPatientButton"));
        p.fill(patientField(QStringLiteral("familyName"), 2), QStringLiteral("Власова"));
        p.fill(patientField(QStringLiteral("phones"), 2), QStringLiteral("12345"));
        QCOMPARE(tabs->count(), 3);
        tabs->setCurrentIndex(1);
        p.press(QStringLiteral("removePatientButton"));
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(p.value(patientField(QStringLiteral("familyName"), 0)).toString(), QStringLiteral("Антонова"));
        QCOMPARE(p.value(patientField(QStringLiteral("familyName"), 1)).toString(), QStringLiteral("Власова"));
        QVERIFY(!p.field(patientField(QStringLiteral("familyName"), 2)));
        QCOMPARE(tabs->tabText(1), QStringLiteral("Patient 2"));
        QTest::mouseClick(button("sendButton"), Qt::LeftButton);
        QVERIFY(!p.error(patientField(QStringLiteral("phones"), 1)).isEmpty()); // Власова's wrong phone
        QCOMPARE(form()->data().patients.size(), 2);
    }

    // A form kept yesterday, in the draft's shape as it was written then, comes back as left.
    void yesterdaysDraftComesBack()
    {
        window.reset();
        Draft kept;
        kept.environmentId = QString(kSandboxEnvironmentId);
        kept.kind = QStringLiteral("dispatch-form");
        kept.title = QStringLiteral("New dispatch");
        kept.payload = QJsonDocument::fromJson(R"({"practitionerChanged": false, "esiaAuth": true,
            "draftTrackingId": "", "replaceDraftFiles": false, "practitioner": {"familyName": "",
            "givenName": "", "middleName": "", "userIdLpu": "", "snils": ""},
            "patients": [{"idPatientMis": "MIS-5", "familyName": "Орлова", "givenName": "Мария",
                "middleName": "", "birthDate": "1990-02-03", "sex": "female", "email": "",
                "phones": ["+79161234567"], "documents": []},
              {"idPatientMis": "", "familyName": "Зайцев", "givenName": "", "middleName": "",
                "birthDate": "", "sex": "", "email": "", "phones": [], "documents": [{"type": 223,
                "series": "", "number": "112-233-445 95", "issuer": "", "issued": ""}]}],
            "files": [], "delivery": ["sms", "app"], "draftFiles": []})")
                           .object();
        QVERIFY(f->session->journal().saveDraft(kept).ok());
        openWindow();
        const FormPage p = person();
        QCOMPARE(p.value(patientField(QStringLiteral("familyName"))).toString(), QStringLiteral("Орлова"));
        QCOMPARE(p.value(patientField(QStringLiteral("sex"))).toString(), QStringLiteral("female"));
        QCOMPARE(p.value(patientField(QStringLiteral("phones"))), QJsonArray{QStringLiteral("+79161234567")});
        QCOMPARE(p.value(patientField(QStringLiteral("familyName"), 1)).toString(), QStringLiteral("Зайцев"));
        QCOMPARE(p.value(DispatchField::documentField(1, 0, QStringLiteral("number")).toString()).toString(),
                 QStringLiteral("112-233-445 95"));
        QCOMPARE(p.value(DispatchField::documentField(1, 0, QStringLiteral("type")).toString()).toInt(), 223);
        const DispatchFormData data = form()->data();
        QVERIFY(data.esiaAuth);
        QCOMPARE(data.delivery, (QList<DeliveryChannel>{DeliveryChannel::Sms, DeliveryChannel::App}));
        QVERIFY(data.patients.first().documents.isEmpty());
        QVERIFY(channelBox(DeliveryChannel::App)->isChecked());
    }

    void formIsKeptWhenThePageCloses()
    {
        typeInto(line(QStringLiteral("familyName")), QStringLiteral("Кузнецова"));
        form()->addFiles({writeFile(QStringLiteral("consent.pdf"), consentPdf())});
        window.reset(); // the page saves what was typed a moment ago
        openWindow();
        QCOMPARE(line(QStringLiteral("familyName"))->text(), QStringLiteral("Кузнецова"));
        QCOMPARE(fileTable()->rowCount(), 1);
        const auto drafts =
            f->session->journal().drafts(QString(kSandboxEnvironmentId), QStringLiteral("dispatch-form"));
        QVERIFY(drafts && drafts->size() == 1);
        // Paths only: the document itself is never in the journal.
        QVERIFY(!QJsonDocument(drafts->first().payload).toJson().contains("%PDF"));
    }
};

QTEST_MAIN(TestSigningPage)
#include "tst_signingpage.moc"
