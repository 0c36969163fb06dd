// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Why a journal operation failed, as a type: the caller branches on the code, shows message() to
// the person, and may log detail (the driver's text, which never carries row values).

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace cliniclink {

struct JournalError {
    enum class Code {
        NotOpen, // open() was not called or failed
        OpenFailed, // the folder or the file cannot be created or opened
        PermissionsFailed, // the file cannot be restricted to its owner
        NewerSchema, // written by a newer ClinicLink: refused, left untouched
        MigrationFailed, // an upgrade step failed and was rolled back
        QueryFailed, // a statement failed (locked, an I/O error)
        DiskFull, // the disk (or the file's size limit) is full: nothing more can be written
        ReadOnly, // the file or its folder cannot be written
        Corrupt, // the file is damaged (garbage header, truncated, a bad page)
        NotFound, // no row with that id
        Unreachable, // the clinic database's server cannot be reached (down, the network, a restart)
    };

    Code code = Code::QueryFailed;
    QString message; // translated, for the person at the screen: what happened and what to do
    QString detail; // technical: driver text, for logs

    // The journal cannot be trusted to record what is sent (as opposed to a missing row).
    bool isFatal() const { return code != Code::NotFound; }
};

// Either a value or a JournalError (std::expected is C++23).
template<typename T>
class JournalResult {
public:
    JournalResult(T value)
        : m_state(std::in_place_index<0>, std::move(value))
    {
    }
    JournalResult(JournalError error)
        : m_state(std::in_place_index<1>, std::move(error))
    {
    }

    bool ok() const { return m_state.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<0>(m_state); }
    T &&value() && { return std::get<0>(std::move(m_state)); }
    const T *operator->() const { return &std::get<0>(m_state); }
    const T &operator*() const & { return std::get<0>(m_state); }
    const JournalError &error() const { return std::get<1>(m_state); }

private:
    std::variant<T, JournalError> m_state;
};

template<>
class JournalResult<void> {
public:
    JournalResult() = default;
    JournalResult(JournalError error)
        : m_error(std::move(error))
    {
    }

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const JournalError &error() const { return *m_error; }

private:
    std::optional<JournalError> m_error;
};

} // namespace cliniclink
