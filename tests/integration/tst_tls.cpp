// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TLS against a loopback QSslServer with certificates made by openssl at test time: a self-signed,
// expired or wrong-host certificate fails and the server reads nothing; a server whose CA the environment
// trusts through its CA file is reached; the CA file reads PEM (several) and DER, and is shown
// with subject, issuer, validity and a SHA-256 fingerprint.

#include "core/enrichment/enrichmentservice.h"
#include "core/net/cabundle.h"
#include "core/net/connectioncheck.h"
#include "core/net/transport.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/terminology/terminologyservice.h"
#include "sandbox/server/sandbox.h"
#include "ui/shell/environmentdraft.h"
#include "ui/shell/environmentform.h"
#include "ui/shell/settingscontroller.h"

#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;

namespace {

// An HTTPS server that answers every request with 200 {} and counts what it could read.
class TlsServer : public QObject {
public:
    int requests = 0;
    int handshakeErrors = 0;

    bool start(const QString &certFile, const QString &keyFile)
    {
        QFile cert(certFile), key(keyFile);
        if (!cert.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly))
            return false;
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(QSslCertificate(&cert, QSsl::Pem));
        config.setPrivateKey(QSslKey(&key, QSsl::Ec, QSsl::Pem));
        m_server.setSslConfiguration(config);
        connect(&m_server, &QSslServer::errorOccurred, this,
                [this](QSslSocket *, QAbstractSocket::SocketError) { ++handshakeErrors; });
        connect(&m_server, &QSslServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                    m_buffer += socket->readAll();
                    while (m_buffer.contains("\r\n\r\n")) { // the calls here carry no body
                        m_buffer.remove(0, m_buffer.indexOf("\r\n\r\n") + 4);
                        ++requests;
                        socket->write(
                            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
                    }
                });
            }
        });
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    QUrl url() const { return QUrl(QStringLiteral("https://127.0.0.1:%1/api").arg(m_server.serverPort())); }

private:
    QSslServer m_server;
    QByteArray m_buffer;
};

} // namespace

class TestTls : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString openssl;

    QString path(const QString &name) const { return dir.filePath(name); }

    bool run(const QStringList &args)
    {
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(openssl, args);
        if (!p.waitForFinished(30000) || p.exitCode() != 0) {
            qWarning() << "openssl" << args << p.readAllStandardError();
            return false;
        }
        return true;
    }
    bool makeKey(const QString &name)
    {
        return run(
            {u"genpkey"_s, u"-algorithm"_s, u"EC"_s, u"-pkeyopt"_s, u"ec_paramgen_curve:P-256"_s, u"-out"_s, name});
    }
    // A server certificate for subjectAltName san, signed by the test CA.
    bool makeServer(const QString &name, const QString &san, const QString &days = u"2"_s)
    {
        QFile ext(path(name + u".ext"_s));
        if (!ext.open(QIODevice::WriteOnly))
            return false;
        ext.write("basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName="
                  + san.toLatin1() + "\n");
        ext.close();
        return makeKey(name + u".key"_s)
            && run({u"req"_s, u"-new"_s, u"-key"_s, name + u".key"_s, u"-subj"_s, u"/CN=cliniclink-test-server"_s,
                    u"-out"_s, name + u".csr"_s})
            && run({u"x509"_s, u"-req"_s, u"-in"_s, name + u".csr"_s, u"-CA"_s, u"ca.pem"_s, u"-CAkey"_s, u"ca.key"_s,
                    u"-CAcreateserial"_s, u"-days"_s, days, u"-extfile"_s, name + u".ext"_s, u"-out"_s,
                    name + u".pem"_s});
    }

    // One GET through a fresh network manager (no connection shared between cases).
    ApiError get(const QUrl &base, const QList<QSslCertificate> &cas, const QString &path = u"/ping"_s)
    {
        ManualClock clock;
        QNetworkAccessManager nam;
        Transport transport(&nam, &clock);
        transport.setAccessProvider([&](Service) {
            ServiceAccess a;
            a.baseUrl = base;
            a.token = u"tls-test-token"_s;
            a.caCertificates = cas;
            return a;
        });
        auto *call = transport.start(new JsonCall(services::Enrichment, "GET", path));
        ApiError error(ApiError::Kind::Cancelled, services::Enrichment, u"did not finish"_s);
        connect(call, &ApiCall::finished, this, [&error, call] { error = call->error(); });
        QSignalSpy done(call, &ApiCall::finished);
        done.wait(10000);
        return error;
    }
    static QList<QSslCertificate> withSystem(const QString &caFile)
    {
        return QSslConfiguration::systemCaCertificates() + CaBundle::load(caFile).certificates();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("no TLS backend");
        openssl = QStandardPaths::findExecutable(u"openssl"_s);
        if (openssl.isEmpty())
            QSKIP("openssl is not installed");
        QVERIFY(makeKey(u"ca.key"_s));
        QVERIFY(run({u"req"_s, u"-x509"_s, u"-new"_s, u"-key"_s, u"ca.key"_s, u"-subj"_s, u"/CN=ClinicLink Test CA"_s,
                     u"-days"_s, u"2"_s, u"-out"_s, u"ca.pem"_s}));
        QVERIFY(run({u"x509"_s, u"-in"_s, u"ca.pem"_s, u"-outform"_s, u"DER"_s, u"-out"_s, u"ca.der"_s}));
        QVERIFY(makeServer(u"good"_s, u"IP:127.0.0.1"_s));
        QVERIFY(makeServer(u"wronghost"_s, u"DNS:other.example"_s));
        QVERIFY(makeServer(u"expired"_s, u"IP:127.0.0.1"_s, u"-1"_s)); // ended a day before it began
        QVERIFY(makeKey(u"self.key"_s));
        QVERIFY(run({u"req"_s, u"-x509"_s, u"-new"_s, u"-key"_s, u"self.key"_s, u"-subj"_s, u"/CN=127.0.0.1"_s,
                     u"-addext"_s, u"subjectAltName=IP:127.0.0.1"_s, u"-days"_s, u"2"_s, u"-out"_s, u"self.pem"_s}));
    }

    void caFileReadsPemAndDer()
    {
        const CaBundle der = CaBundle::load(path(u"ca.der"_s));
        QVERIFY2(der.isValid(), qPrintable(der.errorString()));
        QCOMPARE(der.certificates().size(), 1);
        QFile both(path(u"both.pem"_s));
        QVERIFY(both.open(QIODevice::WriteOnly));
        for (const char *name : {"ca.pem", "self.pem"}) {
            QFile f(path(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::ReadOnly));
            both.write(f.readAll());
        }
        both.close();
        QCOMPARE(CaBundle::load(both.fileName()).certificates().size(), 2);

        const CaBundle::Description d = CaBundle::describe(der.certificates().first());
        QVERIFY(d.subject.contains(u"ClinicLink Test CA"));
        QVERIFY(d.issuer.contains(u"ClinicLink Test CA"));
        QVERIFY(d.notBefore.isValid() && d.notAfter > d.notBefore);
        QCOMPARE(d.sha256.size(), 32 * 3 - 1);
        QCOMPARE(d.sha256, CaBundle::describe(CaBundle::load(path(u"ca.pem"_s)).certificates().first()).sha256);

        QVERIFY(!CaBundle::load(path(u"good.key"_s)).isValid()); // a key is no certificate
        QVERIFY(!CaBundle::load(path(u"missing.pem"_s)).isValid());
        QVERIFY(!CaBundle::load(path(u"missing.pem"_s)).errorString().isEmpty());
    }

    void untrustedCertificatesSendNothing_data()
    {
        QTest::addColumn<QString>("cert");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("withCa");
        QTest::newRow("self-signed") << u"self.pem"_s << u"self.key"_s << false;
        QTest::newRow("unknown CA") << u"good.pem"_s << u"good.key"_s << false;
        QTest::newRow("expired, trusted CA") << u"expired.pem"_s << u"expired.key"_s << true;
        QTest::newRow("wrong host, trusted CA") << u"wronghost.pem"_s << u"wronghost.key"_s << true;
        QTest::newRow("self-signed, another CA trusted") << u"self.pem"_s << u"self.key"_s << true;
    }
    void untrustedCertificatesSendNothing()
    {
        QFETCH(QString, cert);
        QFETCH(QString, key);
        QFETCH(bool, withCa);
        TlsServer server;
        QVERIFY(server.start(path(cert), path(key)));
        const ApiError error = get(server.url(), withCa ? withSystem(path(u"ca.pem"_s)) : QList<QSslCertificate>());
        QCOMPARE(error.kind(), ApiError::Kind::Tls);
        QVERIFY(error.userText().contains(u"nothing was sent"));
        QCOMPARE(server.requests, 0);
        // «Показать сертификат»: the chain the server presented comes with the error.
        const QList<QSslCertificate> presented = QSslCertificate::fromPath(path(cert));
        QVERIFY(!error.peerCertificates().isEmpty());
        QCOMPARE(error.peerCertificates().first(), presented.first());
    }

    void trustedThroughTheEnvironmentsCaFile()
    {
        TlsServer server;
        QVERIFY(server.start(path(u"good.pem"_s), path(u"good.key"_s)));
        QCOMPARE(get(server.url(), {}).kind(), ApiError::Kind::Tls); // the system alone does not know it
        const ApiError error = get(server.url(), withSystem(path(u"ca.der"_s)));
        QVERIFY2(!error.isError(), qPrintable(error.userText()));
        QCOMPARE(server.requests, 1);
    }

    void settingsShowTheCaFile()
    {
        EnvironmentDraft draft =
            EnvironmentDraft::fromEnvironment(emptyEnvironment(QString(kTestEnvironmentId), EnvironmentKind::Test));
        draft.environment.caFile = path(u"ca.der"_s);
        EnvironmentForm form;
        form.load(draft);
        auto *details = form.findChild<QLabel *>(u"caDetailsLabel"_s);
        QVERIFY(details && !details->isHidden());
        const CaBundle::Description d = CaBundle::describe(CaBundle::load(path(u"ca.der"_s)).certificates().first());
        QVERIFY2(details->text().contains(u"ClinicLink Test CA"), qPrintable(details->text()));
        QVERIFY(details->text().contains(d.sha256));
        QVERIFY(validate(form.draft()).isEmpty());
        QCOMPARE(form.draft().toEnvironment().caFile, path(u"ca.der"_s));

        form.findChild<QLineEdit *>(u"caFileEdit"_s)->setText(path(u"good.key"_s));
        QVERIFY(validate(form.draft()).contains(u"caFile"_s));
        form.findChild<QLineEdit *>(u"linkHostsEdit"_s)->setText(u"esia.example.ru, Sign.Example.ru"_s);
        QCOMPARE(form.draft().environment.linkHosts, (QStringList{u"esia.example.ru"_s, u"sign.example.ru"_s}));
        form.findChild<QLineEdit *>(u"linkHostsEdit"_s)->setText(u"https://x/"_s);
        QVERIFY(validate(form.draft()).contains(u"linkHosts"_s));
    }

    void sandboxServesTls()
    {
        ManualClock clock;
        sandbox::Sandbox emulator(&clock);
        QVERIFY(!emulator.setTls(path(u"good.key"_s), path(u"good.key"_s)));
        QVERIFY2(emulator.setTls(path(u"good.pem"_s), path(u"good.key"_s)), qPrintable(emulator.errorString()));
        QVERIFY2(emulator.start(QHostAddress::LocalHost, 0), qPrintable(emulator.errorString()));
        QCOMPARE(emulator.url().scheme(), u"https"_s);
        const QUrl terminology = sandboxEnvironment(emulator.url()).baseUrl(services::Terminology);
        QCOMPARE(get(terminology, {}, u"/version"_s).kind(), ApiError::Kind::Tls);
        const ApiError error = get(terminology, withSystem(path(u"ca.pem"_s)), u"/version"_s);
        QVERIFY2(!error.isError(), qPrintable(error.userText()));
    }

    void settingsCheckUsesTheEditedCaFile()
    {
        TlsServer server;
        QVERIFY(server.start(path(u"good.pem"_s), path(u"good.key"_s)));
        ManualClock clock;
        Session::Options options;
        options.settingsFile = path(u"check.ini"_s);
        options.journalFile = path(u"check.sqlite"_s);
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        Session session(options);
        SettingsController controller(session);
        EnvironmentDraft draft =
            EnvironmentDraft::fromEnvironment(session.environments().environment(QString(kTestEnvironmentId)).value());
        draft.urlTexts[services::Terminology] = server.url().toString();
        const auto check = [&](const QString &caFile) {
            draft.environment.caFile = caFile;
            ConnectionCheck *c = controller.createConnectionCheck(draft);
            ConnectionCheckResult result;
            connect(c, &ConnectionCheck::serviceChecked, this, [&result](const ConnectionCheckResult &r) {
                if (r.service == services::Terminology)
                    result = r;
            });
            QSignalSpy done(c, &ConnectionCheck::finished);
            c->run();
            if (done.isEmpty())
                done.wait(10000);
            return result;
        };
        QCOMPARE(check({}).state, ConnectionCheckResult::State::Failed); // the system alone does not know the CA
        const ConnectionCheckResult trusted = check(path(u"ca.pem"_s));
        QVERIFY2(trusted.state == ConnectionCheckResult::State::Ok, qPrintable(trusted.text));
        QCOMPARE(server.requests, 1);
    }

    void sessionAddsTheCaFileToItsEnvironmentOnly()
    {
        ManualClock clock;
        Session::Options options;
        options.settingsFile = path(u"session.ini"_s);
        options.journalFile = path(u"session.sqlite"_s);
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        Session session(options);
        Environment test = session.environments().environment(QString(kTestEnvironmentId)).value();
        test.baseUrls[services::Enrichment] = QUrl(u"https://platform.example/api"_s);
        test.caFile = path(u"ca.pem"_s);
        QVERIFY(session.environments().updateEnvironment(test));
        QVERIFY(session.environments().setCurrent(QString(kTestEnvironmentId)));
        const QSslCertificate ca = CaBundle::load(path(u"ca.pem"_s)).certificates().first();
        ServiceAccess access = session.accessProvider().access(services::Enrichment);
        QVERIFY(access.refusal.isEmpty());
        QVERIFY(access.caCertificates.contains(ca));
        QVERIFY(access.caCertificates.size() > 1 || QSslConfiguration::systemCaCertificates().isEmpty());

        // Another environment does not trust it.
        Environment production = session.environments().environment(QString(kProductionEnvironmentId)).value();
        production.baseUrls[services::Enrichment] = QUrl(u"https://platform.example/api"_s);
        QVERIFY(session.environments().updateEnvironment(production));
        QVERIFY(session.environments().setCurrent(QString(kProductionEnvironmentId)));
        QVERIFY(!session.accessProvider().access(services::Enrichment).caCertificates.contains(ca));

        // A CA file that cannot be used stops the calls with the reason.
        test.caFile = path(u"good.key"_s);
        QVERIFY(session.environments().updateEnvironment(test));
        QVERIFY(session.environments().setCurrent(QString(kTestEnvironmentId)));
        access = session.accessProvider().access(services::Enrichment);
        QVERIFY(access.caCertificates.isEmpty());
        QVERIFY(access.refusal.contains(u"good.key"));
    }
};

QTEST_MAIN(TestTls)
#include "tst_tls.moc"
