// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The practitioner's QES tab of the Signing area: the dispatches waiting for (or taking) the
// practitioner's signature (214, 210, 211) with checkboxes, and two ways to sign them:
// - in the browser, as one batch session (initbatchqes): the checked dispatches, or, with none
//   checked, the selection by dates, statuses (214 by default), "only mine" and certificate
//   options; the number in the session is shown, the link opened, the dispatches checked again;
// - in the browser, the current dispatch alone (initqes), the certificate's thumbprint preselected;
// - on this workstation, one dispatch at a time (SelfQesDialog).
// Links lead to the closed network (ZSPD) contour or the open one as the environment says (shown).
// Every refusal is shown in the tab's banner.

#include <QPointer>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QUrl;

namespace cliniclink {

class LinkPanel;
class DateField;
class DispatchDesk;
class MessageBanner;
class QesDesk;
class SelfQesDialog;
class ApiCall;
class InitQesCall;
class Session;
struct BatchQesRequest;

class QesTab : public QWidget {
    Q_OBJECT
public:
    QesTab(Session &session, DispatchDesk &desk, QesDesk &qes, QWidget *parent = nullptr);
    ~QesTab() override;

    QesDesk &qesDesk() const { return m_qes; }
    QTreeWidget *list() const { return m_list; }
    MessageBanner *banner() const { return m_banner; }
    QCheckBox *statusBox(int code) const;
    QCheckBox *onlyMineBox() const { return m_onlyMine; }
    DateField *dateFromField() const { return m_dateFrom; }
    DateField *dateToField() const { return m_dateTo; }
    QLineEdit *thumbprintEdit() const { return m_thumbprint; }
    QCheckBox *onlyThisCertificateBox() const { return m_onlyThisCertificate; }
    QCheckBox *firstTouchBox() const { return m_firstTouch; }
    QPushButton *batchButton() const { return m_batch; }
    QPushButton *selfQesButton() const { return m_self; }
    QPushButton *singleQesButton() const { return m_single; }
    QLabel *contourLabel() const { return m_contour; }
    QLabel *sessionLabel() const { return m_sessionLabel; }
    SelfQesDialog *lastDialog() const;

    // How links are opened (QDesktopServices::openUrl by default); tests record them instead.
    // Tests record links instead of starting a browser.
    void setUrlOpener(std::function<void(const QUrl &)> opener);
    // Where a link no browser took is shown with Copy and Open again.
    LinkPanel *linkPanel() const { return m_link; }
    // The checked dispatches' trackingIds.
    QStringList checkedTrackingIds() const;
    void setChecked(const QString &trackingId, bool checked);
    // What the batch button sends: the checked dispatches, or the filters when none is checked.
    BatchQesRequest batchRequest() const;
    void startBatch();
    SelfQesDialog *signCurrentHere();
    // initqes for the current dispatch with the thumbprint typed (null: nothing sent, the banner says why).
    InitQesCall *signCurrentInBrowser();
    // The self-QES dialog for any dispatch (the dispatch window's "Sign on this workstation").
    SelfQesDialog *signHere(const QString &trackingId, const QString &patientLabel);
    void refresh();

private:
    void updateButtons();
    void setBusy(ApiCall *call);
    // False (and the banner says so) when the thumbprint typed is not HEX.
    bool thumbprintReadable();
    void openLink(const QUrl &link, const QString &message, const QString &opened);

    Session &m_session;
    DispatchDesk &m_desk;
    QesDesk &m_qes;
    MessageBanner *m_banner;
    QCheckBox *m_status214;
    QCheckBox *m_status210;
    QCheckBox *m_status211;
    QCheckBox *m_onlyMine;
    DateField *m_dateFrom;
    DateField *m_dateTo;
    QLineEdit *m_thumbprint;
    QCheckBox *m_onlyThisCertificate;
    QCheckBox *m_firstTouch;
    QTreeWidget *m_list;
    QPushButton *m_batch;
    QPushButton *m_self;
    QPushButton *m_single;
    QLabel *m_contour;
    bool m_busy = false; // a browser signing is being started
    QLabel *m_sessionLabel;
    QPointer<SelfQesDialog> m_dialog;
    LinkPanel *m_link;
};

} // namespace cliniclink
