// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentdraft.h"

#include "core/net/cabundle.h"
#include "core/settings/addresspolicy.h"
#include "core/storage/journallocation.h"
#include "core/validation/snils.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QUrl>
#include <QUuid>

namespace cliniclink {

EnvironmentDraft EnvironmentDraft::fromEnvironment(const Environment &env)
{
    EnvironmentDraft draft;
    draft.environment = env;
    for (Service s : allServices()) {
        const QUrl url = env.baseUrl(s);
        draft.urlTexts[s] = url.isValid() ? url.toString() : QString();
    }
    return draft;
}

Environment EnvironmentDraft::toEnvironment() const
{
    Environment env = environment;
    env.baseUrls.clear();
    for (Service s : allServices()) {
        const QString text = urlTexts.value(s).trimmed();
        if (!text.isEmpty())
            env.baseUrls[s] = QUrl(text, QUrl::StrictMode);
    }
    env.schemeWord = env.schemeWord.trimmed();
    env.organizationId = env.organizationId.trimmed().toLower();
    env.misOid = env.misOid.trimmed();
    env.caFile = env.caFile.trimmed();
    env.practitioner.familyName = env.practitioner.familyName.trimmed();
    env.practitioner.givenName = env.practitioner.givenName.trimmed();
    env.practitioner.middleName = env.practitioner.middleName.trimmed();
    env.practitioner.userIdLpu = env.practitioner.userIdLpu.trimmed();
    env.practitioner.snils = snilsDigits(env.practitioner.snils.trimmed());
    return env;
}

QString urlFieldKey(Service service)
{
    return QStringLiteral("url.") % serviceKey(service);
}

FieldProblems validate(const EnvironmentDraft &draft)
{
    FieldProblems problems;
    const auto add = [&problems](const QString &key, const QString &message) {
        if (!message.isEmpty())
            problems.insert(key, message);
    };
    // The sandbox's addresses are filled in at run time, never typed.
    if (draft.environment.kind != EnvironmentKind::Sandbox) {
        for (Service s : allServices()) {
            const QString text = draft.urlTexts.value(s).trimmed();
            QString problem = checkBaseUrl(text);
            if (problem.isEmpty() && !text.isEmpty())
                problem = AddressPolicy::refusal(QUrl(text, QUrl::StrictMode), draft.environment.kind);
            add(urlFieldKey(s), problem);
        }
    }
    const Environment &env = draft.environment;
    add(QStringLiteral("schemeWord"), checkSchemeWord(env.schemeWord));
    add(QStringLiteral("organizationId"), checkOrganizationId(env.organizationId));
    add(QStringLiteral("misOid"), checkOid(env.misOid));
    add(QStringLiteral("snils"), checkSnilsText(env.practitioner.snils));
    add(QStringLiteral("caFile"), checkCaFile(env.caFile));
    add(QStringLiteral("linkHosts"), checkLinkHosts(env.linkHosts.join(QStringLiteral(", "))));
    add(QStringLiteral("clinicDatabase"), checkClinicDatabase(env.clinicDatabase));
    return problems;
}

QString checkBaseUrl(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
        return QCoreApplication::translate(
            "EnvironmentDraft",
            "Enter an address that starts with http:// or https://, for example https://api.example.ru");
    if (url.host().isEmpty())
        return QCoreApplication::translate("EnvironmentDraft", "The address has no server name.");
    if (url.hasQuery() || url.hasFragment())
        return QCoreApplication::translate("EnvironmentDraft", "Enter the base address only, without ? or # parts.");
    return {};
}

QString checkOrganizationId(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    static const QRegularExpression shape(
        QStringLiteral("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    if (!shape.match(trimmed).hasMatch() || QUuid::fromString(trimmed).isNull())
        return QCoreApplication::translate(
            "EnvironmentDraft", "The organization identifier is a UUID: 32 hexadecimal digits in groups 8-4-4-4-12.");
    return {};
}

QString checkOid(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    static const QRegularExpression shape(QStringLiteral("^[0-2](\\.(0|[1-9][0-9]*))+$"));
    if (!shape.match(trimmed).hasMatch())
        return QCoreApplication::translate("EnvironmentDraft",
                                           "An OID is numbers separated by dots, such as 1.2.643.5.1.13.");
    return {};
}

QString checkSnilsText(const QString &text)
{
    switch (checkSnils(text.trimmed())) {
    case SnilsProblem::None:
    case SnilsProblem::Empty:
        return {};
    case SnilsProblem::WrongLength:
        return QCoreApplication::translate("EnvironmentDraft", "A SNILS has 11 digits.");
    case SnilsProblem::NotDigits:
        return QCoreApplication::translate("EnvironmentDraft",
                                           "A SNILS contains digits only (spaces and dashes are allowed).");
    case SnilsProblem::BadCheckDigits:
        return QCoreApplication::translate(
            "EnvironmentDraft",
            "The check digits do not match: the number is mistyped. Check it against the document.");
    }
    Q_UNREACHABLE();
}

QString checkSchemeWord(const QString &text)
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (!shape.match(text.trimmed()).hasMatch())
        return QCoreApplication::translate("EnvironmentDraft",
                                           "Enter one word of Latin letters and digits; the platform uses N3.");
    return {};
}

QString checkCaFile(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    return CaBundle::load(trimmed).errorString();
}

QStringList parseLinkHosts(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    QStringList hosts = text.split(separators, Qt::SkipEmptyParts);
    for (QString &host : hosts)
        host = host.toLower();
    hosts.removeDuplicates();
    return hosts;
}

QString checkLinkHosts(const QString &text)
{
    static const QRegularExpression hostName(
        QStringLiteral("^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$"));
    for (const QString &host : parseLinkHosts(text)) {
        if (!hostName.match(host).hasMatch())
            return QCoreApplication::translate(
                       "EnvironmentDraft",
                       "\"%1\" is not a host name. Enter names such as sign.example.ru, separated by commas.")
                .arg(host);
    }
    return {};
}

QString checkClinicDatabase(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    const JournalLocation location = JournalLocation::parse(trimmed);
    if (location.isPostgres() && location.hadPassword)
        return QCoreApplication::translate(
            "EnvironmentDraft", "Remove the password from the address: ClinicLink keeps it in the keychain.");
    if (!location.isPostgres() || !location.isValid())
        return QCoreApplication::translate(
            "EnvironmentDraft",
            "Enter an address such as postgresql://registrar@db.clinic.local/cliniclink, or leave it empty.");
    return {};
}

QString describeCaFile(const QString &path)
{
    const CaBundle bundle = CaBundle::load(path);
    if (!bundle.isValid())
        return bundle.errorString();
    QStringList paragraphs;
    const QLocale locale;
    for (const QSslCertificate &certificate : bundle.certificates()) {
        const CaBundle::Description d = CaBundle::describe(certificate);
        paragraphs << QCoreApplication::translate("EnvironmentDraft",
                                                  "Subject: %1\nIssuer: %2\nValid from %3 to %4\nSHA-256: %5")
                          .arg(d.subject, d.issuer, locale.toString(d.notBefore.toLocalTime(), QLocale::ShortFormat),
                               locale.toString(d.notAfter.toLocalTime(), QLocale::ShortFormat), d.sha256);
    }
    return paragraphs.join(QStringLiteral("\n\n"));
}

} // namespace cliniclink
