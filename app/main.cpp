// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ClinicLink Workstation: command line, translations, wiring, the main window. Nothing else.

#include "core/net/transport.h"
#include "core/session/clinicdbcommand.h"
#include "core/session/connectioncheckcommand.h"
#include "core/session/desks.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/session/singleinstance.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"
#include "ui/shell/afterfirstpaint.h"
#include "ui/shell/mainwindow.h"
#include "ui/workstationwindow.h"

#ifdef CLINICLINK_WITH_SANDBOX
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxrunner.h"
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>
#include <memory>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

using namespace cliniclink;

namespace {

// Russian by default (the people at the screen are Russian clinic staff); English is the source.
void installTranslations(QCoreApplication &app, const QString &language)
{
    // English dates as a Russian desk reads them, day first (en_GB: 14/03/1978), not US month first.
    const QLocale locale = language == u"en" ? QLocale(QLocale::English, QLocale::UnitedKingdom)
                                             : QLocale(QLocale::Russian, QLocale::Russia);
    QLocale::setDefault(locale);
    if (language == u"en")
        return;
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/cliniclink_ru.qm")))
        QCoreApplication::installTranslator(own);
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ClinicLink"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("cliniclink.ru"));
    QCoreApplication::setApplicationName(QStringLiteral("Workstation"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLINICLINK_VERSION));
}

// The person chose an environment whose work is kept in another journal (MainWindow::restartInto()):
// this workstation starts again with the same options, in that environment.
void startAgainIn(const QString &environmentId)
{
    QStringList arguments = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < arguments.size();) {
        if (arguments.at(i) == u"--environment")
            arguments.remove(i, std::min<qsizetype>(2, arguments.size() - i));
        else if (arguments.at(i).startsWith(u"--environment="))
            arguments.removeAt(i);
        else
            ++i;
    }
    arguments << QStringLiteral("--environment") << environmentId;
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments))
        qWarning() << "ClinicLink could not start again; start it from the menu";
}

// The options of every mode. Kept in one place so `--help` lists them all, whichever mode prints it.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption help = parser.addHelpOption();
    QCommandLineOption version{QStringList{QStringLiteral("v"), QStringLiteral("version")},
                               QCoreApplication::translate("main", "Print the version and exit.")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QCoreApplication::translate("main", "Interface language: ru (default) or en."),
                            QStringLiteral("code"), QStringLiteral("ru")};
    QCommandLineOption environment{
        QStringLiteral("environment"),
        QCoreApplication::translate("main", "Start in this environment (sandbox, test, production or an added one)."),
        QStringLiteral("id")};
    QCommandLineOption settings{QStringLiteral("settings"),
                                QCoreApplication::translate("main", "Use this settings file."), QStringLiteral("file")};
    QCommandLineOption journal{
        QStringLiteral("journal"),
        QCoreApplication::translate("main",
                                    "Use this journal: a file, or the clinic database "
                                    "postgresql://[user@]host[:port]/database (the password is kept in the keychain)."),
        QStringLiteral("file-or-url")};
    QCommandLineOption initClinicDb{
        QStringLiteral("init-clinic-db"),
        QCoreApplication::translate("main", "Create or upgrade the clinic database's schema at this address and exit."),
        QStringLiteral("url")};
    QCommandLineOption setClinicDbPassword{
        QStringLiteral("set-clinic-db-password"),
        QCoreApplication::translate("main",
                                    "Read the clinic database role's password from standard input into the "
                                    "keychain and exit."),
        QStringLiteral("url")};
    QCommandLineOption importJournal{
        QStringLiteral("import-journal"),
        QCoreApplication::translate("main",
                                    "Move this workstation's journal (followed items, bulk jobs) into the clinic "
                                    "database given as the argument, or the environment's, and exit. Running it "
                                    "again adds nothing.")};
    QCommandLineOption noKeychain{QStringLiteral("no-keychain"),
                                  QCoreApplication::translate("main", "Keep tokens for this session only.")};
    QCommandLineOption noSandbox{QStringLiteral("no-sandbox"),
                                 QCoreApplication::translate("main", "Do not start the built-in sandbox.")};
    QCommandLineOption checkConnection{
        QStringLiteral("check-connection"),
        QCoreApplication::translate("main",
                                    "Check the connection to every service without a window, print one line "
                                    "per service and exit (0: all configured services passed).")};

    CommandLine()
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main",
                                        "ClinicLink Workstation: the regional health platform's "
                                        "services for clinic registrars and doctors."));
        parser.addOptions({version, lang, environment, settings, journal, noKeychain, noSandbox, checkConnection,
                           initClinicDb, setClinicDbPassword, importJournal});
        parser.addPositionalArgument(QStringLiteral("url"),
                                     QCoreApplication::translate("main", "With --import-journal: the clinic database."),
                                     QStringLiteral("[url]"));
    }

    // True when this run needs no window: help, version and the connection check work over SSH and
    // in scripts, where there is no display and constructing a QApplication would abort. Qt's GUI
    // options (-platform) mean nothing there, so runWithoutWindow() refuses any unknown option.
    bool windowless(int argc, char *argv[])
    {
        QStringList arguments;
        for (int i = 0; i < argc; ++i)
            arguments.append(QString::fromLocal8Bit(argv[i]));
        parser.parse(arguments);
        return parser.isSet(help) || parser.isSet(QStringLiteral("help-all")) || parser.isSet(version)
            || parser.isSet(checkConnection) || parser.isSet(initClinicDb) || parser.isSet(setClinicDbPassword)
            || parser.isSet(importJournal);
    }
};

// Standard input's echo off while it lives, when standard input is a terminal.
class EchoOff {
public:
    EchoOff()
    {
#ifdef Q_OS_UNIX
        m_terminal = ::isatty(STDIN_FILENO) && ::tcgetattr(STDIN_FILENO, &m_saved) == 0;
        if (m_terminal) {
            termios quiet = m_saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        }
#endif
    }
    ~EchoOff()
    {
#ifdef Q_OS_UNIX
        if (m_terminal)
            ::tcsetattr(STDIN_FILENO, TCSANOW, &m_saved);
#endif
    }
    EchoOff(const EchoOff &) = delete;
    EchoOff &operator=(const EchoOff &) = delete;

private:
#ifdef Q_OS_UNIX
    termios m_saved{};
    bool m_terminal = false;
#endif
};

Session::Options sessionOptions(const CommandLine &cli)
{
    Session::Options options;
    options.settingsFile = cli.parser.value(cli.settings);
    options.journalFile = cli.parser.value(cli.journal);
    options.sessionOnlySecrets = cli.parser.isSet(cli.noKeychain);
    return options;
}

// Help, version and `--check-connection`: no window and no display.
int runWithoutWindow(int argc, char *argv[], CommandLine &cli)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    if (!cli.parser.parse(QCoreApplication::arguments()) || cli.parser.isSet(cli.help)
        || cli.parser.isSet(QStringLiteral("help-all"))) {
        // The help (or the refusal) in the interface's language: the options' texts are made
        // again once the translation is installed.
        installTranslations(app, cli.parser.value(cli.lang));
        CommandLine translated;
        translated.parser.process(app); // prints the error or the help and exits
    }
    if (cli.parser.isSet(cli.version)) {
        QTextStream(stdout) << "ClinicLink Workstation " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    installTranslations(app, cli.parser.value(cli.lang));
    QTextStream out(stdout);
    if (cli.parser.isSet(cli.initClinicDb) || cli.parser.isSet(cli.setClinicDbPassword)
        || cli.parser.isSet(cli.importJournal)) {
        // The workstation's own settings and keychain; its journal is opened only to be moved.
        Session::Options options = sessionOptions(cli);
        const QString journal = options.journalFile;
        options.journalFile = JournalLocation::parse(journal).isPostgres() ? QString() : journal;
        Session session(options);
        if (cli.parser.isSet(cli.environment))
            session.environments().setCurrent(cli.parser.value(cli.environment));
        ClinicDbCommand command(session, out);
        QObject::connect(&command, &ClinicDbCommand::finished, &app, &QCoreApplication::exit);
        QTextStream in(stdin);
        if (cli.parser.isSet(cli.initClinicDb)) {
            command.initialize(cli.parser.value(cli.initClinicDb));
        } else if (cli.parser.isSet(cli.setClinicDbPassword)) {
            // Typed at a terminal, the password is not echoed.
            const EchoOff echoOff;
            command.storePassword(cli.parser.value(cli.setClinicDbPassword), in);
        } else {
            const QString url = cli.parser.positionalArguments().value(
                0, JournalLocation::parse(journal).isPostgres() ? journal : QString());
            command.importJournal(url, options.journalFile);
        }
        return app.exec();
    }
    Session session(sessionOptions(cli));
    ConnectionCheckCommand command(session, out);
    QObject::connect(&command, &ConnectionCheckCommand::finished, &app, &QCoreApplication::exit);
    command.run(cli.parser.value(cli.environment));
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    CommandLine cli;
    if (cli.windowless(argc, argv))
        return runWithoutWindow(argc, argv, cli);
    QApplication app(argc, argv);
    setApplicationNames();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("ClinicLink"));
    QGuiApplication::setDesktopFileName(QStringLiteral("ru.cliniclink.Workstation"));
    cli.parser.process(app);

    installTranslations(app, cli.parser.value(cli.lang));
    const Session::Options options = sessionOptions(cli);

    // This workstation's own journal file; a clinic database is shared by design, and the file's
    // folder still holds this workstation's lock and the sandbox's state.
    const QString localJournal =
        options.journalFile.isEmpty() || JournalLocation::parse(options.journalFile).isPostgres()
        ? Journal::defaultFilePath()
        : options.journalFile;
    // One workstation per journal: a second copy would restore and send the same forms again.
    auto instance = std::make_unique<SingleInstance>(localJournal);
    if (!instance->acquire()) {
        if (instance->otherWasAsked()) {
            qInfo().noquote() << instance->problem();
            return 0;
        }
        QMessageBox::warning(nullptr, QCoreApplication::translate("main", "ClinicLink"), instance->problem());
        return 1;
    }
    // The environment asked for is made current before the session opens the journal, which is
    // that environment's: its clinic database, or this workstation's own.
    bool environmentFound = true;
    if (cli.parser.isSet(cli.environment)) {
        const auto settings = options.settingsFile.isEmpty() ? std::make_unique<EnvironmentStore>()
                                                             : std::make_unique<EnvironmentStore>(options.settingsFile);
        environmentFound = settings->setCurrent(cli.parser.value(cli.environment));
    }

    Session::Options withLocal = options;
    withLocal.localJournalFile = localJournal; // a clinic database's workstation keeps its request log here
    Session session(withLocal);
    if (!environmentFound) {
        QMessageBox::warning(
            nullptr, QCoreApplication::translate("main", "ClinicLink"),
            QCoreApplication::translate("main", "There is no environment \"%1\". The last used one is opened.")
                .arg(cli.parser.value(cli.environment)));
    }

#ifdef CLINICLINK_WITH_SANDBOX
    // The built-in Sandbox environment: the emulator runs in this process, on its own thread.
    sandbox::SandboxRunner sandboxRunner;
    if (!cli.parser.isSet(cli.noSandbox)) {
        session.accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        // Beside the journal, which follows what was sent to it: a restart finds both as they were
        // (File > Reset the sandbox starts afresh).
        sandboxRunner.setStateFile(
            QFileInfo(localJournal).absoluteDir().filePath(QStringLiteral("sandbox-state.json")));
        QObject::connect(&sandboxRunner, &sandbox::SandboxRunner::started, &session,
                         [&session](const QUrl &url) { session.environments().setSandboxRoot(url); });
        sandboxRunner.start();
    }
#endif

    // Every desk, before the session starts: what the journal follows is polled, and every send in
    // doubt looked up, from the start, whether or not its page is ever opened.
    Desks desks(session);
    const std::unique_ptr<MainWindow> window = createMainWindow(session, desks);
    window->show();
    QObject::connect(instance.get(), &SingleInstance::showRequested, window.get(), [w = window.get()] {
        w->setWindowState((w->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        w->show();
        w->raise();
        w->activateWindow();
    });
    // The journal, the keychain probe and resumed polling start once the window is painted (a zero
    // timer ran before the first paint): the person sees the workstation at once, and the overview
    // shows each part as it is ready.
    AfterFirstPaint::run(window.get(), [&session] { session.start(); });
    const int status = app.exec();
#ifdef CLINICLINK_WITH_SANDBOX
    sandboxRunner.stop(); // its state saved before the next run reads it
#endif
    if (const QString environmentId = window->restartInto(); !environmentId.isEmpty()) {
        instance.reset(); // the next run takes this workstation's lock
        startAgainIn(environmentId);
    }
    return status;
}
