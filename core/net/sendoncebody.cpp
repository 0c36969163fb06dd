// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sendoncebody.h"

#include <cstring>

namespace cliniclink {

SendOnceBody::SendOnceBody(QByteArray data, QObject *parent)
    : QIODevice(parent)
    , m_data(std::move(data))
{
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
}

bool SendOnceBody::seek(qint64 pos)
{
    // Forward only: going back is how a second copy would be read.
    if (pos < m_offset || pos > m_data.size())
        return false;
    if (!QIODevice::seek(pos))
        return false;
    m_offset = pos;
    return true;
}

qint64 SendOnceBody::readData(char *data, qint64 maxSize)
{
    const qint64 n = std::min<qint64>(maxSize, m_data.size() - m_offset);
    if (n <= 0)
        return 0;
    std::memcpy(data, m_data.constData() + m_offset, size_t(n));
    m_offset += n;
    return n;
}

qint64 SendOnceBody::writeData(const char *, qint64)
{
    return -1;
}

} // namespace cliniclink
