// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchfileseditor.h"

#include "core/signing/dispatchfield.h"
#include "core/signing/signingrequests.h"
#include "ui/common/datasize.h"
#include "ui/common/formsession.h"
#include "ui/common/icons.h"
#include "ui/common/validatedfield.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

DispatchFilesEditor::DispatchFilesEditor(FormSession *session, QWidget *parent)
    : QGroupBox(tr("Documents to sign"), parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *hint = new QLabel(
        tr("PDF, DOC, DOCX or ODT, up to %1 files of 5 MB each. Drop files here or add them.").arg(kMaxDispatchFiles));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_fileTable = new QTableWidget(0, 3);
    m_fileTable->setObjectName(QStringLiteral("fileTable"));
    m_fileTable->setHorizontalHeaderLabels({tr("File"), tr("Type"), tr("Size")});
    m_fileTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_fileTable->verticalHeader()->hide();
    m_fileTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fileTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_fileTable->setMaximumHeight(140);
    FormField::Editor editor{m_fileTable,
                             [this] { return QJsonValue(QJsonArray::fromStringList(filePaths())); },
                             [this](const QJsonValue &value) {
                                 QStringList paths;
                                 for (const QJsonValue &v : value.toArray())
                                     paths << v.toString();
                                 setFilePaths(paths);
                             },
                             [this](QObject *context, std::function<void()> changed) {
                                 connect(this, &DispatchFilesEditor::edited, context, [changed] { changed(); });
                             },
                             {},
                             {}};
    layout->addWidget(
        session->add(DispatchField::files().toString(), tr("Documents to sign"), std::move(editor))->row());
    m_fileRefusalLabel = new QLabel;
    m_fileRefusalLabel->setObjectName(QStringLiteral("fileRefusalLabel"));
    m_fileRefusalLabel->setWordWrap(true);
    m_fileRefusalLabel->setStyleSheet(QStringLiteral("color: #c62828;"));
    layout->addWidget(m_fileRefusalLabel);
    auto *row = new QHBoxLayout;
    auto *add = new QPushButton(icon(IconId::Add), tr("Add files…"));
    add->setObjectName(QStringLiteral("addFilesButton"));
    m_removeFile = new QPushButton(icon(IconId::Remove), tr("Remove"));
    m_removeFile->setObjectName(QStringLiteral("removeFileButton"));
    row->addWidget(add);
    row->addWidget(m_removeFile);
    row->addStretch();
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, &DispatchFilesEditor::chooseFiles);
    connect(m_removeFile, &QPushButton::clicked, this, [this] {
        const int rowIndex = m_fileTable->currentRow();
        if (rowIndex < 0 || rowIndex >= m_files.size())
            return;
        m_files.removeAt(rowIndex);
        refreshFiles();
        Q_EMIT edited();
    });
    refreshFiles();
}

void DispatchFilesEditor::chooseFiles()
{
    // open(), not exec(): no nested event loop.
    auto *dialog = new QFileDialog(this, tr("Documents to sign"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFiles);
    dialog->setNameFilters({tr("Documents (*.pdf *.doc *.docx *.odt)"), tr("All files (*)")});
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &files) { addFiles(files); });
    dialog->open();
}

QString DispatchFilesEditor::loadFile(const QString &path, LoadedFile *out) const
{
    QFileInfo info(path);
    if (!info.isFile())
        return tr("%1 cannot be found.").arg(info.fileName());
    if (info.size() > kMaxDispatchFileBytes)
        return tr("%1: the file is larger than 5 MB (%2).").arg(info.fileName(), DataSize::text(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("%1 cannot be read: %2").arg(info.fileName(), file.errorString());
    out->path = info.absoluteFilePath();
    out->fileName = info.fileName();
    out->content = file.readAll();
    out->documentType = detectDocumentType(out->content);
    const QString problem = dispatchFileProblem(out->fileName, out->content);
    return problem.isEmpty() ? QString() : tr("%1: %2").arg(out->fileName, problem);
}

int DispatchFilesEditor::addFiles(const QStringList &paths)
{
    int added = 0;
    QStringList refusals;
    for (const QString &path : paths) {
        if (m_files.size() >= kMaxDispatchFiles) {
            refusals << tr("%1: at most %2 files can be sent at once.")
                            .arg(QFileInfo(path).fileName())
                            .arg(kMaxDispatchFiles);
            continue;
        }
        LoadedFile file;
        const QString problem = loadFile(path, &file);
        if (!problem.isEmpty()) {
            refusals << problem;
            continue;
        }
        m_files << file;
        ++added;
    }
    m_fileRefusal = refusals.join(u'\n');
    refreshFiles();
    if (added)
        Q_EMIT edited();
    return added;
}

void DispatchFilesEditor::setFilePaths(const QStringList &paths)
{
    m_files.clear();
    QStringList refusals;
    for (const QString &path : paths) {
        LoadedFile file;
        const QString problem = loadFile(path, &file);
        if (problem.isEmpty())
            m_files << file;
        else
            refusals << problem;
    }
    m_fileRefusal = refusals.join(u'\n');
    refreshFiles();
}

QStringList DispatchFilesEditor::filePaths() const
{
    QStringList paths;
    for (const LoadedFile &f : m_files)
        paths << f.path;
    return paths;
}

QList<DispatchFile> DispatchFilesEditor::dispatchFiles() const
{
    QList<DispatchFile> files;
    for (qsizetype k = 0; k < m_files.size(); ++k) {
        const LoadedFile &f = m_files.at(k);
        files << DispatchFile{QStringLiteral("file%1").arg(k + 1), f.fileName, f.documentType, f.content};
    }
    return files;
}

QString DispatchFilesEditor::fileName(int index) const
{
    return index >= 0 && index < m_files.size() ? m_files.at(index).fileName : QString();
}

void DispatchFilesEditor::refreshFiles()
{
    m_fileTable->setRowCount(int(m_files.size()));
    for (int row = 0; row < m_files.size(); ++row) {
        const LoadedFile &f = m_files.at(row);
        auto *name = new QTableWidgetItem(f.fileName);
        name->setToolTip(f.path);
        m_fileTable->setItem(row, 0, name);
        m_fileTable->setItem(row, 1, new QTableWidgetItem(f.documentType.toUpper()));
        m_fileTable->setItem(row, 2, new QTableWidgetItem(DataSize::text(f.content.size())));
    }
    m_fileRefusalLabel->setText(m_fileRefusal.isEmpty() ? QString() : tr("Not added: %1").arg(m_fileRefusal));
    m_fileRefusalLabel->setVisible(!m_fileRefusal.isEmpty());
    m_removeFile->setEnabled(!m_files.isEmpty());
}

bool DispatchFilesEditor::canTakeDrop(const QMimeData *mime)
{
    return mime->hasUrls();
}

bool DispatchFilesEditor::dropFiles(const QMimeData *mime)
{
    QStringList paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (paths.isEmpty())
        return false;
    addFiles(paths);
    return true;
}

} // namespace cliniclink
