#pragma once
// The Sandbox console (only in the Sandbox environment): what the patients "received" (the
// sandbox's outbox: channel, phone, link, code) and buttons to sign or decline as the patient
// through the sandbox's admin API, so the whole flow can be tried from the app alone. The admin
// API is the emulator's own, not the platform's: plain requests to the sandbox root, not through
// the Transport, its limits or its request log.

#include <QJsonArray>
#include <QWidget>

class QLabel;
class QNetworkReply;
class QPushButton;
class QTableWidget;

namespace cliniclink {

class Session;

class SandboxConsole : public QWidget
{
    Q_OBJECT
public:
    explicit SandboxConsole(Session &session, QWidget *parent = nullptr);

    void refresh();
    // As the patient of the selected entry (or the given one): sign or decline.
    void actAsPatient(const QString &trackingId, const QString &idPatientMis, bool sign);

    QTableWidget *outboxTable() const { return m_table; }
    QPushButton *signButton() const { return m_sign; }
    QPushButton *declineButton() const { return m_decline; }
    QLabel *resultLabel() const { return m_result; }
    QJsonArray entries() const { return m_entries; }

Q_SIGNALS:
    void refreshed();
    void acted(bool ok, const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QUrl adminUrl(const QString &path) const;
    void actOnSelected(bool sign);

    Session &m_session;
    QTableWidget *m_table;
    QPushButton *m_sign;
    QPushButton *m_decline;
    QLabel *m_result;
    QJsonArray m_entries;
};

} // namespace cliniclink
