// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Start-up time of the workstation against a bare Qt Widgets window, in one run, so the ratio can
// be read directly (goal: the main window within 1.5 times the minimal one).
//
// The benchmark runs copies of itself: "--child minimal" shows an empty QWidget, "--child full"
// builds the Session (temporary settings and journal, session-only tokens) and the main window.
// Each child prints how long after its main() started the window was first painted; the parent
// also times each child from QProcess::start() to that line, which includes loading the program
// and its libraries: that is the "from process start" figure. Nine runs of each, interleaved,
// after one unmeasured warm-up of each; medians are printed. The journal is kept between the
// runs of "full", as it is between a person's days.

#include "core/session/desks.h"
#include "core/session/session.h"
#include "ui/shell/afterfirstpaint.h"
#include "ui/shell/mainwindow.h"
#include "ui/workstationwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

namespace {

constexpr int kRuns = 9;
const QByteArray kShownPrefix = "shown-after-ms ";

// Prints the time once the window's first paint has completed (the rest of that repaint runs in
// the same event, so a zero timer posted from it fires after everything on screen is drawn).
class FirstPaintProbe : public QObject {
public:
    FirstPaintProbe(QWidget *window, const QElapsedTimer &sinceMain)
        : m_sinceMain(sinceMain)
    {
        window->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, [this] {
                std::printf("%s%lld\n", kShownPrefix.constData(), static_cast<long long>(m_sinceMain.elapsed()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    const QElapsedTimer &m_sinceMain;
    bool m_seen = false;
};

int runChild(int argc, char **argv, const QString &mode, const QString &dataDir, const QElapsedTimer &sinceMain)
{
    QApplication app(argc, argv);
    if (mode == u"minimal") {
        // The usual "hello world" of Qt Widgets: one label, so fonts and the style are loaded as
        // in any real window (an empty QWidget would skip both).
        QLabel window(QStringLiteral("ClinicLink"));
        window.resize(1100, 720);
        FirstPaintProbe probe(&window, sinceMain);
        window.show();
        return app.exec();
    }
    cliniclink::Session::Options options;
    options.settingsFile = dataDir + QStringLiteral("/settings.ini");
    options.journalFile = dataDir + QStringLiteral("/journal.sqlite");
    options.sessionOnlySecrets = true;
    // BENCH_STARTUP_PHASES=1 on a child run shows where its time goes.
    const bool phases = qEnvironmentVariableIsSet("BENCH_STARTUP_PHASES");
    const auto phase = [&](const char *name) {
        if (phases)
            std::fprintf(stderr, "%s at %lld ms\n", name, static_cast<long long>(sinceMain.elapsed()));
    };
    phase("application");
    cliniclink::Session session(options);
    phase("session constructed");
    cliniclink::Desks desks(session);
    std::unique_ptr<cliniclink::MainWindow> window = cliniclink::createMainWindow(session, desks);
    phase("window constructed");
    FirstPaintProbe probe(window.get(), sinceMain);
    window->show();
    // As app/main.cpp does: the session starts once the window is painted.
    cliniclink::AfterFirstPaint::run(window.get(), [&session] { session.start(); });
    return app.exec();
}

struct Sample {
    qint64 fromProcessStart = 0;
    qint64 fromMain = 0;
};

std::optional<Sample> runOnce(const QString &program, const QString &mode, const QString &dataDir)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!env.contains(QStringLiteral("QT_QPA_PLATFORM")))
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("cliniclink.*=false"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::SeparateChannels); // its warnings only if it fails

    QElapsedTimer timer;
    timer.start();
    child.start(program, {QStringLiteral("--child"), mode, dataDir});
    Sample sample;
    bool seen = false;
    // Blocking waits are fine here: the parent has no event loop and no window; it only times.
    while (!seen && child.waitForReadyRead(60000)) {
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith(kShownPrefix)) {
                sample.fromProcessStart = timer.elapsed();
                sample.fromMain = line.mid(kShownPrefix.size()).toLongLong();
                seen = true;
            }
        }
    }
    child.waitForFinished(60000);
    if (!seen) {
        std::fprintf(stderr, "bench_startup: the %s child did not report a shown window:\n%s\n", qPrintable(mode),
                     child.readAllStandardError().constData());
        return std::nullopt;
    }
    return sample;
}

qint64 median(std::vector<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (argc >= 4 && qstrcmp(argv[1], "--child") == 0)
        return runChild(argc, argv, QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), sinceMain);

    QCoreApplication app(argc, argv);
    QTemporaryDir dataDir;
    if (!dataDir.isValid())
        return 1;
    const QString program = QCoreApplication::applicationFilePath();
    const QStringList modes{QStringLiteral("minimal"), QStringLiteral("full")};

    for (const QString &mode : modes) { // warm-up: file caches, and the journal's first creation
        if (!runOnce(program, mode, dataDir.path()))
            return 1;
    }
    std::vector<qint64> start[2], inProcess[2];
    for (int run = 0; run < kRuns; ++run) {
        for (int m = 0; m < 2; ++m) {
            const std::optional<Sample> s = runOnce(program, modes.at(m), dataDir.path());
            if (!s)
                return 1;
            start[m].push_back(s->fromProcessStart);
            inProcess[m].push_back(s->fromMain);
        }
    }

    const qint64 minimal = median(start[0]);
    const qint64 full = median(start[1]);
    const double ratio = minimal > 0 ? double(full) / double(minimal) : 0.0;
    QTextStream out(stdout);
    out << "bench_startup: time from process start to the first painted window, median of " << kRuns
        << " runs (QT_QPA_PLATFORM=" << qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("offscreen")) << ")\n"
        << "  minimal Qt Widgets window: " << minimal << " ms (" << median(inProcess[0]) << " ms after main)\n"
        << "  ClinicLink main window:    " << full << " ms (" << median(inProcess[1]) << " ms after main)\n"
        << "  ratio: " << QString::number(ratio, 'f', 2) << " (goal: at most 1.50) "
        << (ratio <= 1.5 ? "ok" : "OVER GOAL") << '\n';
    return 0;
}
