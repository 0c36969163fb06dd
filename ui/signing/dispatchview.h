// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One dispatch, opened by the person: the full GET is made only now (DispatchDesk::open), the
// signed PDF is shown in the PdfPanel (pages, zoom, fit to width), and the person can save the PDF
// and each detached signature, print, cancel (only where the status allows it), resend with a
// channel choice, or sign with QES in the browser, after which the desk keeps polling. Errors are
// shown in the view, never as modal boxes.

#include "core/signing/dispatchdesk.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <memory>

class QHBoxLayout;
class QPdfDocument;
class QPdfView;
class QPushButton;

namespace cliniclink {

class DispatchActionsBar;
class DispatchStatusHeader;
class LinkPanel;
class MessageBanner;
class PdfPanel;
class Session;
class StatusMark;

class DispatchView : public QDialog {
    Q_OBJECT
public:
    DispatchView(Session &session, DispatchDesk &desk, qint64 journalId, QWidget *parent = nullptr);
    // A dispatch of the organization's list that this workstation's journal does not hold (sent by
    // a colleague or another system): looked up by its id with the full GET, not followed; what
    // the window shows comes from that answer, and Reload asks again.
    DispatchView(Session &session, DispatchDesk &desk, const DispatchSummary &summary, QWidget *parent = nullptr);
    ~DispatchView() override;
    // The platform's trackingId of the dispatch shown.
    QString trackingId() const { return m_tracked.trackingId; }
    // Not in this workstation's journal.
    bool isForeign() const { return m_journalId == 0; }

    // Makes the full GET (again). Called once when the view opens.
    void load();
    qint64 journalId() const { return m_journalId; }
    const Dispatch &loaded() const { return m_dispatch; }
    bool isLoaded() const { return m_loaded; }

    QPdfDocument *document() const;
    QPdfView *pdfView() const;
    PdfPanel *pdfPanel() const { return m_pdf; }
    MessageBanner *banner() const { return m_banner; }
    StatusMark *statusMark() const;
    QPushButton *cancelButton() const;
    QPushButton *resendButton() const;
    QPushButton *qesButton() const;
    // Signs this dispatch with the practitioner's QES on this workstation (the QES tab's dialog).
    // Shown only once the page that owns the QES desk says how.
    QPushButton *signHereButton() const;
    void setSignHere(std::function<void(const QString &trackingId, const QString &patientLabel)> signHere);
    QPushButton *savePdfButton() const;
    QPushButton *printButton() const;
    QList<QPushButton *> signatureButtons() const { return m_signatureButtons; }

    // Where the QES link is opened, or shown with Copy and Open when no browser took it.
    LinkPanel *linkPanel() const { return m_link; }
    // The confirmed actions, also reached from the dialogs.
    void cancelConfirmed();
    void resendTo(const QList<DeliveryChannel> &channels);
    void signWithQes();
    // Writes the PDF or a signature to a file (what the save dialogs call).
    bool writeFile(const QString &path, const QByteArray &bytes);

Q_SIGNALS:
    void loadedChanged();

private:
    void showDispatch();
    // A dispatch not in the journal: what the full GET said becomes what the window shows.
    void adoptLoaded();
    QStringList patientIds() const;
    void refreshState();
    void askCancel();
    void askResend();
    QString patientName() const;
    // The status shown: the platform's last word, or Cancelled once the platform took our cancel.
    int shownCode() const;
    void showError(const ApiError &error);
    // How an action sent through the outbox ended (ui/common/sendoutcomeview.h): inDoubt as a
    // warning when the platform may have acted, never as a failure; a refusal as the error's text.
    void showSendOutcome(ApiCall *call, const QString &inDoubt);
    // The journal could not record an action, so nothing left.
    void notRecorded();

    Session &m_session;
    DispatchDesk &m_desk;
    qint64 m_journalId;
    TrackedDispatch m_tracked;
    Dispatch m_dispatch;
    bool m_loaded = false;
    bool m_cancelAccepted = false; // the platform took this view's cancel
    QPointer<ApiCall> m_openCall;
    PdfPanel *m_pdf;
    MessageBanner *m_banner;
    DispatchStatusHeader *m_header;
    QHBoxLayout *m_signatureRow;
    QList<QPushButton *> m_signatureButtons;
    std::function<void(const QString &, const QString &)> m_signHereHandler;
    LinkPanel *m_link;
    DispatchActionsBar *m_actions; // made after m_link: the tab order stays banner, link, actions
};

} // namespace cliniclink
