// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Bulk enrichment in tests and the benchmark: a registrar's spreadsheet of n valid patients (each
// a distinct person with a passport) and a few rows with problems, and a way to let the loopback
// exchange of one virtual instant finish when requests may be held at the limiter (so
// ClientFixture::settle(), which waits for the transport to be idle, would not return).

#include "clientfixture.h"
#include "core/bulk/csvtext.h"
#include "core/enrichment/enrichmentservice.h"

#include <QDeadlineTimer>
#include <QTimer>

namespace cliniclink::testing {

inline QStringList bulkHeader()
{
    return {QStringLiteral("Фамилия"),       QStringLiteral("Имя"),       QStringLiteral("Отчество"),
            QStringLiteral("Дата рождения"), QStringLiteral("Пол"),       QStringLiteral("Тип документа"),
            QStringLiteral("Серия"),         QStringLiteral("Номер"),     QStringLiteral("Дата выдачи"),
            QStringLiteral("Кем выдан"),     QStringLiteral("Примечание")};
}

// Row i of a sheet: a valid patient, unique by name, birth date and passport number.
inline QStringList bulkPatientRow(int i)
{
    static const QStringList families{
        QStringLiteral("Иванов"),   QStringLiteral("Петров"),   QStringLiteral("Сидоров"),  QStringLiteral("Смирнов"),
        QStringLiteral("Кузнецов"), QStringLiteral("Попов"),    QStringLiteral("Васильев"), QStringLiteral("Соколов"),
        QStringLiteral("Михайлов"), QStringLiteral("Новиков"),  QStringLiteral("Фёдоров"),  QStringLiteral("Морозов"),
        QStringLiteral("Волков"),   QStringLiteral("Алексеев"), QStringLiteral("Лебедев"),  QStringLiteral("Семёнов"),
        QStringLiteral("Егоров"),   QStringLiteral("Павлов"),   QStringLiteral("Козлов"),   QStringLiteral("Степанов")};
    static const QStringList names{QStringLiteral("Сергей"), QStringLiteral("Иван"),  QStringLiteral("Пётр"),
                                   QStringLiteral("Олег"),   QStringLiteral("Антон"), QStringLiteral("Денис"),
                                   QStringLiteral("Илья"),   QStringLiteral("Роман"), QStringLiteral("Павел"),
                                   QStringLiteral("Юрий")};
    const QDate birth = QDate(1950, 1, 1).addDays(i * 37 % 20000);
    return {families.at(i % families.size()),
            names.at((i / families.size()) % names.size()),
            QStringLiteral("Николаевич"),
            birth.toString(QStringLiteral("dd.MM.yyyy")),
            QStringLiteral("М"),
            QStringLiteral("1"),
            QStringLiteral("45%1").arg(10 + i % 90),
            QString::number(100000 + i),
            birth.addYears(20).toString(QStringLiteral("dd.MM.yyyy")),
            QStringLiteral("ОВД района Хамовники г. Москвы"),
            QStringLiteral("строка %1").arg(i + 1)};
}

// A header, `valid` good rows and `withProblems` rows the single form would refuse, in the
// order: problems spread among the good rows (every tenth row, up to their number).
inline QList<QStringList> bulkSheet(int valid, int withProblems)
{
    QList<QStringList> rows{bulkHeader()};
    int bad = 0;
    for (int i = 0; i < valid; ++i) {
        if (bad < withProblems && i % 10 == 5) {
            QStringList row = bulkPatientRow(100000 + bad);
            switch (bad % 4) {
            case 0:
                row[0].clear(); // no family name
                break;
            case 1:
                row[3] = QStringLiteral("31.02.1980"); // no such date
                break;
            case 2:
                row[4] = QStringLiteral("не указан");
                break;
            case 3:
                row[7].clear(); // no document number
                break;
            }
            rows << row;
            ++bad;
        }
        rows << bulkPatientRow(i);
    }
    return rows;
}

// Everything the client sent at this virtual instant has been answered and read: no enrichment
// request holds a place at the limiter (a place is taken when a request leaves and given back
// when its answer was read), steady across event loop passes so posted work (the transport's
// pump, a run's next send) has run. Requests held at the limiter wait for the clock.
class LoopbackSettler {
public:
    explicit LoopbackSettler(ClientFixture &f)
        : m_f(f)
    {
    }
    bool settle()
    {
        const auto quiet = [this] {
            return m_f.session->transport().limiter().inFlight(services::Enrichment, RouteClass::Any) == 0;
        };
        // Waits for the next event (a socket's data) rather than polling with pauses: a job is
        // thousands of virtual steps. The heartbeat only bounds a wait that nothing would end.
        QTimer heartbeat;
        heartbeat.start(100);
        // Stuck means no request arrived for 10 s: a job sends hundreds at one virtual instant.
        QDeadlineTimer deadline(10'000);
        qint64 progress = m_f.emulator->context().requestLog().total();
        for (int stable = 0; stable < 3;) {
            const qint64 before = m_f.emulator->context().requestLog().total();
            if (before != progress) {
                progress = before;
                deadline.setRemainingTime(10'000);
            }
            if (deadline.hasExpired())
                return false;
            if (quiet()) {
                QCoreApplication::processEvents();
                stable = (quiet() && before == m_f.emulator->context().requestLog().total()) ? stable + 1 : 0;
            } else {
                stable = 0;
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            }
        }
        return true;
    }
    // Moves the clock stepMs at a time, settling at each step, until done() or maxMs have passed.
    bool advanceUntil(const std::function<bool()> &done, qint64 maxMs, qint64 stepMs = 1000)
    {
        for (qint64 t = 0; t <= maxMs; t += stepMs) {
            if (!settle())
                return false;
            if (done())
                return true;
            m_f.clock->advance(stepMs);
        }
        return false;
    }

private:
    ClientFixture &m_f;
};

} // namespace cliniclink::testing
