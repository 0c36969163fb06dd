// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Where a request may go: the origin (scheme, host, port) of an address, and whether a host is
// this machine. A token and a patient's data go only to the origin they were meant for, so
// redirects, links from a server and the addresses in the settings are all judged here.

#include <QString>
#include <QUrl>

namespace cliniclink::origin {

// Scheme, host and port are equal (a missing port is the scheme's default; host names compare
// without case). Nothing else of the address counts.
bool isSameOrigin(const QUrl &a, const QUrl &b);

// "https://host:port" (the port only when not the default), without user, path or query: what a
// message may show of an address a token must not go to.
QString originText(const QUrl &url);

// 127.0.0.0/8, ::1 and "localhost": the sandbox on this machine, where plain http carries
// nothing off it.
bool isLoopbackHost(const QString &host);

} // namespace cliniclink::origin
