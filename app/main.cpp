// ClinicLink Workstation: command line, translations, wiring, the main window. Nothing else.

#include "core/net/transport.h"
#include "core/session/connectioncheckcommand.h"
#include "core/session/session.h"
#include "core/session/singleinstance.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"
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
#include <QTimer>
#include <QTranslator>

using namespace cliniclink;

namespace {

// Russian by default (the people at the screen are Russian clinic staff); English is the source.
void installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale(language == u"en" ? QLocale::English : QLocale::Russian, QLocale::Russia);
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

bool wantsCheckConnection(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--check-connection") == 0)
            return true;
    }
    return false;
}

// `--check-connection`: no window and no display, so IT staff can run it over SSH.
int checkConnection(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ClinicLink"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("cliniclink.ru"));
    QCoreApplication::setApplicationName(QStringLiteral("Workstation"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLINICLINK_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ClinicLink Workstation: check the connection to every service."));
    parser.addHelpOption();
    const QCommandLineOption checkOption(QStringLiteral("check-connection"),
                                         QStringLiteral("Check the connection and exit."));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("Interface language: ru (default) or en."),
                                        QStringLiteral("code"), QStringLiteral("ru"));
    const QCommandLineOption envOption(QStringLiteral("environment"),
                                       QStringLiteral("Check this environment instead of the last used one."),
                                       QStringLiteral("id"));
    const QCommandLineOption settingsOption(QStringLiteral("settings"), QStringLiteral("Use this settings file."),
                                            QStringLiteral("file"));
    const QCommandLineOption journalOption(QStringLiteral("journal"), QStringLiteral("Use this journal file."),
                                           QStringLiteral("file"));
    const QCommandLineOption noKeychainOption(QStringLiteral("no-keychain"),
                                              QStringLiteral("Do not read tokens from the keychain."));
    parser.addOptions({checkOption, langOption, envOption, settingsOption, journalOption, noKeychainOption});
    parser.process(app);
    installTranslations(app, parser.value(langOption));

    Session::Options options;
    options.settingsFile = parser.value(settingsOption);
    options.journalFile = parser.value(journalOption);
    options.sessionOnlySecrets = parser.isSet(noKeychainOption);
    Session session(options);
    QTextStream out(stdout);
    ConnectionCheckCommand command(session, out);
    QObject::connect(&command, &ConnectionCheckCommand::finished, &app, &QCoreApplication::exit);
    command.run(parser.value(envOption));
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    if (wantsCheckConnection(argc, argv))
        return checkConnection(argc, argv);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ClinicLink"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("cliniclink.ru"));
    QCoreApplication::setApplicationName(QStringLiteral("Workstation"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLINICLINK_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("ClinicLink"));
    QGuiApplication::setDesktopFileName(QStringLiteral("ru.cliniclink.Workstation"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("ClinicLink Workstation"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QStringLiteral("Interface language: ru (default) or en."),
                                        QStringLiteral("code"), QStringLiteral("ru"));
    const QCommandLineOption envOption(
        QStringLiteral("environment"),
        QStringLiteral("Start in this environment (sandbox, test, production or an added one)."), QStringLiteral("id"));
    const QCommandLineOption settingsOption(QStringLiteral("settings"), QStringLiteral("Use this settings file."),
                                            QStringLiteral("file"));
    const QCommandLineOption journalOption(QStringLiteral("journal"), QStringLiteral("Use this journal file."),
                                           QStringLiteral("file"));
    const QCommandLineOption noKeychainOption(QStringLiteral("no-keychain"),
                                              QStringLiteral("Keep tokens for this session only."));
    const QCommandLineOption noSandboxOption(QStringLiteral("no-sandbox"),
                                             QStringLiteral("Do not start the built-in sandbox."));
    // Handled before any window exists (checkConnection()); listed here so --help shows it.
    const QCommandLineOption checkOption(
        QStringLiteral("check-connection"),
        QStringLiteral("Check the connection to every service without a window, print one line "
                       "per service and exit (0: all configured services passed)."));
    parser.addOptions(
        {langOption, envOption, settingsOption, journalOption, noKeychainOption, noSandboxOption, checkOption});
    parser.process(app);

    installTranslations(app, parser.value(langOption));

    Session::Options options;
    options.settingsFile = parser.value(settingsOption);
    options.journalFile = parser.value(journalOption);

    // One workstation per journal: a second copy would restore and send the same forms again.
    SingleInstance instance(options.journalFile.isEmpty() ? Journal::defaultFilePath() : options.journalFile);
    if (!instance.acquire()) {
        if (instance.otherWasAsked()) {
            qInfo().noquote() << instance.problem();
            return 0;
        }
        QMessageBox::warning(nullptr, QCoreApplication::translate("main", "ClinicLink"), instance.problem());
        return 1;
    }

    options.sessionOnlySecrets = parser.isSet(noKeychainOption);
    Session session(options);
    if (parser.isSet(envOption) && !session.environments().setCurrent(parser.value(envOption))) {
        QMessageBox::warning(
            nullptr, QCoreApplication::translate("main", "ClinicLink"),
            QCoreApplication::translate("main", "There is no environment \"%1\". The last used one is opened.")
                .arg(parser.value(envOption)));
    }

#ifdef CLINICLINK_WITH_SANDBOX
    // The built-in Sandbox environment: the emulator runs in this process, on its own thread.
    sandbox::SandboxRunner sandboxRunner;
    if (!parser.isSet(noSandboxOption)) {
        session.setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        // Beside the journal, which follows what was sent to it: a restart finds both as they were
        // (File > Reset the sandbox starts afresh).
        const QString journalPath = options.journalFile.isEmpty() ? Journal::defaultFilePath() : options.journalFile;
        sandboxRunner.setStateFile(QFileInfo(journalPath).absoluteDir().filePath(QStringLiteral("sandbox-state.json")));
        QObject::connect(&sandboxRunner, &sandbox::SandboxRunner::started, &session,
                         [&session](const QUrl &url) { session.environments().setSandboxRoot(url); });
        sandboxRunner.start();
    }
#endif

    const std::unique_ptr<MainWindow> window = createMainWindow(session);
    window->show();
    QObject::connect(&instance, &SingleInstance::showRequested, window.get(), [w = window.get()] {
        w->setWindowState((w->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        w->show();
        w->raise();
        w->activateWindow();
    });
    // The journal, the keychain probe and resumed polling start right after the window is up:
    // the person sees the workstation at once, and the overview shows each part as it is ready.
    QTimer::singleShot(0, &session, &Session::start);
    const int status = app.exec();
#ifdef CLINICLINK_WITH_SANDBOX
    sandboxRunner.stop();
#endif
    return status;
}
