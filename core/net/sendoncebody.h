// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The body of a request that must leave the machine at most once (a POST that bills or changes
// state). Qt's HTTP channel sends a request again by itself when a connection closes after the
// request was written and before the answer came (QHttpNetworkConnectionChannel: _q_error and
// handleUnexpectedEOF -> resendCurrentRequest, with no check of the method in Qt 6.4). Every such
// resend first rewinds the upload device (resetUploadData); this device cannot be rewound, so Qt
// gives up with ContentReSendError instead of writing the request a second time.

#include <QByteArray>
#include <QIODevice>

namespace cliniclink {

class SendOnceBody final : public QIODevice {
public:
    explicit SendOnceBody(QByteArray data, QObject *parent = nullptr);

    bool isSequential() const override { return false; } // random access: Qt streams it without copying
    qint64 size() const override { return m_data.size(); }
    bool reset() override { return false; }
    bool seek(qint64 pos) override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 maxSize) override;

private:
    QByteArray m_data;
    qint64 m_offset = 0;
};

} // namespace cliniclink
