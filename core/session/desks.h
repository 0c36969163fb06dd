// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every desk of one workstation, created here and nowhere else: the composition root of the
// services' core. Each registered service makes its desks (ServiceDescriptor::createDesks, in its
// own folder) from the Session and the desks made before it, when the root is made; so what the
// journal follows is polled after a restart, and every send left in doubt is looked up, whichever
// screens exist: a window, no window (tests, a command), one area only. The UI attaches its pages
// to the desks it is given (get<T>()); it never creates one.
//
//   Session session(options);
//   Desks desks(session);        // before session.start(): the kinds are registered when it resumes
//   session.start();
//   desks.get<DispatchDesk>().send(...);
//
// The root names no service: a new service's desks come with its descriptor. The session must
// outlive the desks, and the desks every window or page given them.

#include <QObject>

#include <memory>
#include <vector>

namespace cliniclink {

class Session;

class Desks {
public:
    // Makes the desks of every registered service, in the order of the services' list.
    explicit Desks(Session &session);
    ~Desks();
    Desks(const Desks &) = delete;
    Desks &operator=(const Desks &) = delete;

    Session &session() const { return m_session; }

    // A service's createDesks adds each desk it makes; a desk made later may take it from find().
    template<class T>
    T &add(std::unique_ptr<T> desk)
    {
        T &added = *desk;
        m_desks.push_back(std::move(desk));
        return added;
    }
    // The desk of type T, null when no registered service made one.
    template<class T>
    T *find() const
    {
        for (const auto &desk : m_desks) {
            if (auto *found = qobject_cast<T *>(desk.get()))
                return found;
        }
        return nullptr;
    }
    // The desk of type T, which a registered service made (asserted).
    template<class T>
    T &get() const
    {
        T *found = find<T>();
        Q_ASSERT_X(found, "Desks::get", "no registered service made a desk of this type");
        return *found;
    }

private:
    Session &m_session;
    // Destroyed in reverse (~Desks): a desk goes before the desks it was made from.
    std::vector<std::unique_ptr<QObject>> m_desks;
};

} // namespace cliniclink
