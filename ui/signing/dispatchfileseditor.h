// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The documents section of the New dispatch form: the files the person chose (file dialog) or
// dropped, read into memory when they are added so what is sent is what was checked. A refused
// file is not added and the reason is shown under the table. The table is the form's field "files"
// (its value the files' paths), so core's issues about the files show under it.

#include "core/signing/signingtypes.h"

#include <QGroupBox>

class QLabel;
class QMimeData;
class QPushButton;
class QTableWidget;

namespace cliniclink {

class FormSession;

class DispatchFilesEditor : public QGroupBox {
    Q_OBJECT
public:
    explicit DispatchFilesEditor(FormSession *session, QWidget *parent = nullptr);

    // Adds files as the person chose or dropped them. Returns how many were added.
    int addFiles(const QStringList &paths);
    // Replaces the files with these, read again; those that can no longer be read are named in
    // fileRefusal(). Does not emit edited(): the form is being filled, not edited.
    void setFilePaths(const QStringList &paths);
    // Why the last file was refused (empty when it was taken).
    QString fileRefusal() const { return m_fileRefusal; }

    QStringList filePaths() const;
    // The files with their contents, numbered file1, file2... in the order shown.
    QList<DispatchFile> dispatchFiles() const;
    int fileCount() const { return int(m_files.size()); }
    QString fileName(int index) const;

    // The form receives drops anywhere on it and hands them here.
    static bool canTakeDrop(const QMimeData *mime);
    // Adds the local files among the dropped URLs; false when there was none.
    bool dropFiles(const QMimeData *mime);

Q_SIGNALS:
    void edited();

private:
    struct LoadedFile {
        QString path;
        QString fileName;
        QString documentType;
        QByteArray content;
    };
    void chooseFiles();
    void refreshFiles();
    QString loadFile(const QString &path, LoadedFile *out) const;

    QList<LoadedFile> m_files;
    QString m_fileRefusal;

    QTableWidget *m_fileTable;
    QLabel *m_fileRefusalLabel;
    QPushButton *m_removeFile;
};

} // namespace cliniclink
