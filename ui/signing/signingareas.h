// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The doctor's Signing area (service D), on the desks it is given (core/session/desks.h creates
// them). The notifier is made here, with the window as its parent, so that dispatches signed are
// announced from start-up, before the page is first shown; the page is built on first show.

namespace cliniclink {

class DispatchDesk;
class MainWindow;
class QesDesk;
class QuestionnaireDesk;
class Session;

// Area id: "signing".
void registerSigningAreas(MainWindow &window, Session &session, DispatchDesk &dispatches, QesDesk &qes,
                          QuestionnaireDesk &questionnaires);

} // namespace cliniclink
