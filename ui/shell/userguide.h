// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Help > User guide (F1): the guide's HTML (docs/user-guide.md, built by tools/guide-html.py) in the
// person's browser. Found beside the executable, so the same build works installed and in its tree:
//   <prefix>/bin/cliniclink        -> <prefix>/share/doc/cliniclink-workstation/guide/index.html
//   build/app/cliniclink           -> build/docs/guide/index.html
//   build/tests/ui/tst_…           -> build/docs/guide/index.html

#include <QString>

class QWidget;

namespace cliniclink {

// The guide's index.html for an executable in executableDir, absolute; empty when there is none.
QString findUserGuide(const QString &executableDir);

// Opens the guide (found next to this executable) in the browser. When there is no guide, or no
// browser would take it, says so in a message box over parent, with where the guide should be.
void openUserGuide(QWidget *parent);
// The same for a guide already looked for: empty guide says it is not installed, without a browser.
void showUserGuide(QWidget *parent, const QString &guide);

} // namespace cliniclink
