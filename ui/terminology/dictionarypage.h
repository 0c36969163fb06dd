// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The "Dictionaries" area: find a dictionary by OID or name, its passport and versions, its records
// in a table that fetches as the person scrolls (from the offline cache when the version is held,
// else from the server), search as the person types (cache) or by attribute (server), a record's
// card ($lookup), check a code, translate a code, what changed between two versions, CSV export,
// and the download of a version for offline use.

#include "core/net/apierror.h"
#include "core/terminology/terminologytypes.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTabWidget;

namespace cliniclink {

class DictionaryController;
class DictionaryRecordModel;
class MessageBanner;
class Session;
class TerminologyCache;

class DictionaryPage : public QWidget {
    Q_OBJECT
public:
    // cacheFile: empty puts the cache beside the session's journal.
    explicit DictionaryPage(Session &session, const QString &cacheFile = {}, QWidget *parent = nullptr);
    ~DictionaryPage() override;

    // Opens the dictionary named by an OID, or by a name of the built-in list or the cache.
    void openDictionary(const QString &oidOrName);
    QString currentOid() const;
    QString currentVersion() const;
    TerminologyCache &cache();
    DictionaryRecordModel *recordModel() const { return m_records; }
    DictionaryRecordModel *changesModel() const { return m_changes; }
    // Writes the records tab's shown rows; false when the file cannot be written.
    bool exportRecords(const QString &filePath) const;
    // A passport's status as a person reads it ("active": "in force"), translated; unknown words as
    // they are.
    static QString statusText(const QString &status);

Q_SIGNALS:
    void passportShown(const QString &oid);
    void versionsShown();
    void checkAnswered(const QString &text);
    void translationAnswered(const QString &text);
    void changesShown(qint64 total);
    void recordCardShown(const cliniclink::TermRecord &record);

protected:
    // Ctrl+End in the records table goes to the last record, fetching what is missing.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildRecordsTab();
    QWidget *buildCheckTab();
    QWidget *buildChangesTab();
    void fillDictionaryList();
    void showPassport(const DictionaryPassport &passport);
    void showVersions(const QList<DictionaryVersion> &versions);
    void showRecords();
    void searchTyped(const QString &text);
    void searchServer();
    void openRecordCard(const QModelIndex &index);
    void showRecordCard(const TermRecord &record);
    void checkCode();
    void translateCode();
    void showChanges();
    void startDownload();
    void updateOfflineState();
    void showError(const ApiError &error);
    void goToLastRecord();
    // What the check, translate and changes tabs show of the dictionary open before.
    void clearDictionaryResults();
    bool versionIsCached(const QString &version) const;

    DictionaryController *m_controller = nullptr;

    MessageBanner *m_banner = nullptr;
    QComboBox *m_dictionaryCombo = nullptr;
    QPushButton *m_openButton = nullptr;
    QLabel *m_passportLabel = nullptr;
    QComboBox *m_versionCombo = nullptr;
    QPushButton *m_downloadButton = nullptr;
    QPushButton *m_cancelDownloadButton = nullptr;
    QProgressBar *m_downloadProgress = nullptr;
    QLabel *m_offlineLabel = nullptr;
    QTabWidget *m_tabs = nullptr;

    QLineEdit *m_searchEdit = nullptr;
    QLineEdit *m_filterAttributeEdit = nullptr;
    QLineEdit *m_filterValueEdit = nullptr;
    QPushButton *m_serverSearchButton = nullptr;
    QLabel *m_recordCountLabel = nullptr; // how many records the table holds, or that none were found
    QTableView *m_recordTable = nullptr;
    DictionaryRecordModel *m_records = nullptr;

    QLineEdit *m_checkCodeEdit = nullptr;
    QLabel *m_checkResultLabel = nullptr;
    QLineEdit *m_translateTargetEdit = nullptr;
    QLabel *m_translateResultLabel = nullptr;

    QComboBox *m_fromVersionCombo = nullptr;
    QComboBox *m_toVersionCombo = nullptr;
    QLabel *m_changesProblemLabel = nullptr; // beside the versions: why the changes cannot be shown
    QTableView *m_changesTable = nullptr;
    DictionaryRecordModel *m_changes = nullptr;
};

} // namespace cliniclink
