// A workstation's core in a process of its own, for tst_outbox_kill: it opens a Session on the
// given journal, points the Sandbox environment at the given sandbox, sends one dispatch for the
// given patient, says "sending" on stdout and then waits to be killed. Not a test by itself.

#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/dispatchdesk.h"
#include "sandbox/server/sandbox.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

using namespace cliniclink;

namespace {
const QByteArray kPdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                        "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                        "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
                        "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n"
                        "trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n";
} // namespace

DispatchRequest outboxClientRequest(const QString &patientId)
{
    DispatchRequest r;
    r.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
    r.practitioner = {QStringLiteral("Смирнова"), QStringLiteral("Елена"), QStringLiteral("Викторовна"),
                      QStringLiteral("doc-1024"), QStringLiteral("11223344595"), {}, {}};
    DispatchPatient p;
    p.idPatientMis = patientId;
    p.familyName = QStringLiteral("Иванов");
    p.givenName = QStringLiteral("Сергей");
    p.birthDate = QDate(1978, 3, 14);
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.documents = {PersonDocument{14, QStringLiteral("4509"), QStringLiteral("123456"), QStringLiteral("ОВД Хамовники"),
                                  QDate(2003, 4, 22), {}}};
    r.patients = {p};
    r.files = {DispatchFile{QStringLiteral("consent"), QStringLiteral("Согласие.pdf"), QStringLiteral("pdf"), kPdf}};
    return r;
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption settings(QStringLiteral("settings"), {}, QStringLiteral("file"));
    const QCommandLineOption journal(QStringLiteral("journal"), {}, QStringLiteral("file"));
    const QCommandLineOption sandboxUrl(QStringLiteral("sandbox"), {}, QStringLiteral("url"));
    const QCommandLineOption patient(QStringLiteral("patient"), {}, QStringLiteral("id"));
    parser.addOptions({settings, journal, sandboxUrl, patient});
    parser.process(app);

    Session::Options options;
    options.settingsFile = parser.value(settings);
    options.journalFile = parser.value(journal);
    options.sessionOnlySecrets = true;
    Session session(options);
    session.environments().setSandboxRoot(QUrl(parser.value(sandboxUrl)));
    session.environments().setCurrent(QString(kSandboxEnvironmentId));
    session.setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
    session.start();
    DispatchDesk desk(session);
    QTimer::singleShot(0, &desk, [&] {
        desk.send(outboxClientRequest(parser.value(patient)));
        std::printf("sending\n");
        std::fflush(stdout);
    });
    return app.exec();
}
