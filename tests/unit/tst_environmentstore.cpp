// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// EnvironmentStore: built-ins, custom environments, the current one, what reaches the settings
// file (never a token, never the sandbox's runtime address) and the schema version.

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/settings/environmentid.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/signing/signingservice.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;

class TestEnvironmentStore : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_fileNo = 0;
    QString m_file;

    QByteArray fileBytes() const
    {
        QFile file(m_file);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return file.readAll();
    }

    static Environment filledTest()
    {
        Environment env = emptyEnvironment(kTestEnvironmentId.toString(), EnvironmentKind::Test);
        env.baseUrls[services::Enrichment] = QUrl(u"https://test.platform.example/enrichment"_s);
        env.baseUrls[services::Lab] = QUrl(u"https://test.platform.example/exlab/api/fhir"_s);
        env.schemeWord = u"PLATFORM"_s;
        env.organizationId = u"0f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a61"_s;
        env.misOid = u"1.2.643.5.1.13.13.12.2.77.1"_s;
        env.practitioner = {u"Иванова"_s, u"Анна"_s, u"Петровна"_s, u"doc-7"_s, u"11223344595"_s};
        env.limitOverrides[u"enrichment.order"_s] = 50;
        env.statusPauseScope = StatusPauseScope::AcrossOrders;
        env.qesZspd = true; // not the default: the round trip must keep it
        env.timeoutSeconds = 45;
        return env;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"settings-%1.ini"_s.arg(++m_fileNo));
    }

    void freshStoreHasTheBuiltIns()
    {
        EnvironmentStore store(m_file);
        QCOMPARE(store.ids(), QStringList({u"sandbox"_s, u"test"_s, u"production"_s}));
        QCOMPARE(store.environment(u"sandbox"_s)->kind, EnvironmentKind::Sandbox);
        QCOMPARE(store.environment(u"test"_s)->kind, EnvironmentKind::Test);
        QCOMPARE(store.environment(u"production"_s)->kind, EnvironmentKind::Production);
        QVERIFY(store.environment(u"production"_s)->isProduction());
        QCOMPARE(store.currentId(), u"sandbox"_s);
        for (Service service : allServices()) {
            QVERIFY(!store.environment(u"test"_s)->isConfigured(service));
            QVERIFY(!store.environment(u"production"_s)->isConfigured(service));
            // No emulator yet, so no address: the transport must not send to a relative URL.
            QVERIFY(!store.current().isConfigured(service));
        }
        QVERIFY(!store.contains(u"nope"_s));
        QVERIFY(!store.environment(u"nope"_s).has_value());
        QCOMPARE(store.loadedSchemaVersion(), 0);
        QVERIFY(!store.isReadOnly());
    }

    void roundTrip()
    {
        QString customId;
        Environment custom;
        {
            EnvironmentStore store(m_file);
            QVERIFY(store.updateEnvironment(filledTest()));
            custom.displayName = u"Региональный стенд"_s;
            custom.kind = EnvironmentKind::Production;
            custom.baseUrls[services::Signing] = QUrl(u"https://sep.region.example"_s);
            custom.organizationId = u"1f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a62"_s;
            custom.clinicDatabase = u"postgresql://registrar@db.region.example/cliniclink"_s;
            const auto id = store.addEnvironment(custom);
            QVERIFY(id.has_value());
            customId = *id;
            QVERIFY(store.setCurrent(customId));
        }
        EnvironmentStore reloaded(m_file);
        QCOMPARE(reloaded.loadedSchemaVersion(), EnvironmentStore::kSchemaVersion);
        QCOMPARE(reloaded.ids(), QStringList({u"sandbox"_s, u"test"_s, u"production"_s, customId}));
        QCOMPARE(*reloaded.environment(u"test"_s), filledTest());
        custom.id = customId;
        QCOMPARE(*reloaded.environment(customId), custom);
        QCOMPARE(reloaded.currentId(), customId);
        QCOMPARE(reloaded.current().kind, EnvironmentKind::Production); // a red banner, as the person chose
    }

    void builtInsKeepIdKindAndName()
    {
        EnvironmentStore store(m_file);
        Environment production = *store.environment(u"production"_s);
        production.kind = EnvironmentKind::Test;
        production.displayName = u"Something else"_s;
        production.misOid = u"1.2.3"_s;
        QVERIFY(store.updateEnvironment(production));
        const Environment stored = *store.environment(u"production"_s);
        QCOMPARE(stored.kind, EnvironmentKind::Production);
        QCOMPARE(stored.displayName, u"Production"_s);
        QCOMPARE(stored.misOid, u"1.2.3"_s);
        QCOMPARE(environmentDisplayName(stored), environmentKindName(EnvironmentKind::Production));

        QVERIFY(!store.removeEnvironment(u"sandbox"_s));
        QVERIFY(!store.removeEnvironment(u"test"_s));
        QVERIFY(!store.removeEnvironment(u"production"_s));
        QVERIFY(!store.renameEnvironment(u"test"_s, u"My test"_s));
        QCOMPARE(store.ids().size(), 3);

        Environment unknown;
        unknown.id = u"nope"_s;
        unknown.displayName = u"Nope"_s;
        QVERIFY(!store.updateEnvironment(unknown));
    }

    void customAddRenameRemove()
    {
        EnvironmentStore store(m_file);
        QSignalSpy changed(&store, &EnvironmentStore::environmentsChanged);

        Environment draft;
        draft.id = u"ignored"_s;
        draft.displayName = u"  Региональный стенд  "_s;
        const auto first = store.addEnvironment(draft);
        QCOMPARE(first, std::optional<QString>(u"regionalnyy-stend"_s));
        QCOMPARE(store.environment(*first)->displayName, u"Региональный стенд"_s);
        QCOMPARE(changed.count(), 1);

        // The same name again is refused (the banner must tell them apart), in any letter case.
        draft.displayName = u"региональный СТЕНД"_s;
        QCOMPARE(store.checkName(draft.displayName), EnvironmentStore::NameProblem::Taken);
        QVERIFY(!store.addEnvironment(draft).has_value());
        draft.displayName = u"   "_s;
        QCOMPARE(store.checkName(draft.displayName), EnvironmentStore::NameProblem::Empty);
        QVERIFY(!store.addEnvironment(draft).has_value());
        draft.displayName = u"test"_s; // a built-in's name
        QVERIFY(!store.addEnvironment(draft).has_value());
        QCOMPARE(changed.count(), 1);

        // A name that makes the same slug gets a unique id.
        draft.displayName = u"Региональный стенд!"_s;
        const auto second = store.addEnvironment(draft);
        QCOMPARE(second, std::optional<QString>(u"regionalnyy-stend-2"_s));

        // Nobody may add a second Sandbox: the kind is reserved for the emulator.
        draft.displayName = u"Моя песочница"_s;
        draft.kind = EnvironmentKind::Sandbox;
        const auto third = store.addEnvironment(draft);
        QVERIFY(third.has_value());
        QCOMPARE(store.environment(*third)->kind, EnvironmentKind::Custom);

        // Renaming keeps the id: the keychain entries are keyed by it.
        QVERIFY(store.renameEnvironment(*first, u"Стенд области"_s));
        QCOMPARE(store.environment(*first)->displayName, u"Стенд области"_s);
        QVERIFY(!store.renameEnvironment(*first, u"Моя песочница"_s));
        QVERIFY(!store.renameEnvironment(*first, QString()));
        QVERIFY(store.renameEnvironment(*first, u"Стенд области"_s)); // unchanged is fine
        QCOMPARE(changed.count(), 4);

        QVERIFY(store.removeEnvironment(*second));
        QVERIFY(!store.contains(*second));
        QVERIFY(!store.removeEnvironment(*second));
        QCOMPARE(changed.count(), 5);

        EnvironmentStore reloaded(m_file);
        QCOMPARE(reloaded.ids(), QStringList({u"sandbox"_s, u"test"_s, u"production"_s, *first, *third}));
        QCOMPARE(reloaded.environment(*first)->displayName, u"Стенд области"_s);
    }

    void environmentIds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("id");
        QTest::newRow("latin") << u"My Region Test"_s << QStringList() << u"my-region-test"_s;
        QTest::newRow("cyrillic") << u"Щёлково, объединённый"_s << QStringList() << u"shchelkovo-obedinennyy"_s;
        QTest::newRow("digits") << u"Стенд №2"_s << QStringList() << u"stend-2"_s;
        QTest::newRow("built-in name") << u"Production"_s << QStringList() << u"production-2"_s;
        QTest::newRow("taken twice") << u"a"_s << QStringList({u"a"_s, u"a-2"_s}) << u"a-3"_s;
        QTest::newRow("nothing usable") << u"***"_s << QStringList() << u"environment"_s;
        QTest::newRow("long") << u"word "_s.repeated(20) << QStringList()
                              << u"word-word-word-word-word-word-word-word"_s;
    }

    void environmentIds()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, taken);
        QFETCH(QString, id);
        QCOMPARE(makeEnvironmentId(name, taken), id);
        QVERIFY(isWellFormedEnvironmentId(id));
    }

    void currentSelection()
    {
        EnvironmentStore store(m_file);
        QSignalSpy current(&store, &EnvironmentStore::currentChanged);
        QVERIFY(!store.setCurrent(u"nope"_s));
        QVERIFY(store.setCurrent(u"sandbox"_s)); // already current: no signal
        QCOMPARE(current.count(), 0);

        QVERIFY(store.setCurrent(u"test"_s));
        QCOMPARE(current.count(), 1);
        QCOMPARE(current.takeFirst().at(0).value<Environment>().id, u"test"_s);

        // Editing the current environment tells the banner and the transport.
        QVERIFY(store.updateEnvironment(filledTest()));
        QCOMPARE(current.count(), 1);
        QCOMPARE(current.takeFirst().at(0).value<Environment>(), filledTest());
        QVERIFY(store.updateEnvironment(filledTest())); // no change, no signal
        // Editing another one does not.
        Environment production = *store.environment(u"production"_s);
        production.misOid = u"1.2.3"_s;
        QVERIFY(store.updateEnvironment(production));
        QCOMPARE(current.count(), 0);

        // Removing the current custom environment falls back to the Sandbox, never to Production.
        Environment draft;
        draft.displayName = u"Temporary"_s;
        const QString id = *store.addEnvironment(draft);
        QVERIFY(store.setCurrent(id));
        current.clear();
        QVERIFY(store.removeEnvironment(id));
        QCOMPARE(store.currentId(), u"sandbox"_s);
        QCOMPARE(current.count(), 1);
        QCOMPARE(EnvironmentStore(m_file).currentId(), u"sandbox"_s);
    }

    // Issue 28: `--check-connection --environment test` checks Test without making the next
    // window open in it, even when something else is saved meanwhile.
    void currentForThisRunOnly()
    {
        {
            EnvironmentStore store(m_file);
            QVERIFY(store.setCurrent(u"production"_s));
        }
        EnvironmentStore store(m_file);
        QSignalSpy current(&store, &EnvironmentStore::currentChanged);
        QVERIFY(store.setCurrent(u"test"_s, EnvironmentStore::Remember::No));
        QCOMPARE(store.currentId(), u"test"_s);
        QCOMPARE(current.count(), 1);
        QCOMPARE(EnvironmentStore(m_file).currentId(), u"production"_s);
        QVERIFY(store.updateEnvironment(filledTest())); // a save
        QCOMPARE(EnvironmentStore(m_file).currentId(), u"production"_s);
        // Chosen for good, it is remembered.
        QVERIFY(store.setCurrent(u"test"_s));
        QCOMPARE(EnvironmentStore(m_file).currentId(), u"test"_s);
    }

    void sandboxRootIsNotPersisted()
    {
        const QUrl root(u"http://127.0.0.1:45871"_s);
        {
            EnvironmentStore store(m_file);
            QSignalSpy current(&store, &EnvironmentStore::currentChanged);
            store.setSandboxRoot(root);
            QCOMPARE(current.count(), 1);
            QCOMPARE(store.current().baseUrl(services::Lab), QUrl(u"http://127.0.0.1:45871/exlab/api/fhir"_s));
            QCOMPARE(store.current().baseUrl(services::Signing).host(), u"127.0.0.1"_s);
            QCOMPARE(store.sandboxRoot(), root);

            // An edit of the Sandbox keeps its runtime addresses whatever the caller passes.
            Environment sandbox = store.current();
            sandbox.baseUrls[services::Lab] = QUrl(u"https://elsewhere.example"_s);
            sandbox.schemeWord = u"PLATFORM"_s;
            QVERIFY(store.updateEnvironment(sandbox));
            QCOMPARE(store.current().baseUrl(services::Lab), QUrl(u"http://127.0.0.1:45871/exlab/api/fhir"_s));
            QCOMPARE(store.current().schemeWord, u"PLATFORM"_s);
            QVERIFY(store.setCurrent(u"test"_s)); // forces a save with the root set
        }
        const QByteArray written = fileBytes();
        QVERIFY(!written.isEmpty());
        QVERIFY2(!written.contains("45871"), written.constData());
        QVERIFY(!written.contains("elsewhere"));

        EnvironmentStore reloaded(m_file);
        const Environment sandbox = *reloaded.environment(u"sandbox"_s);
        QVERIFY(sandbox.baseUrls.isEmpty());
        QCOMPARE(sandbox.schemeWord, u"PLATFORM"_s); // the rest of the Sandbox's settings is kept
        reloaded.setSandboxRoot(QUrl(u"http://127.0.0.1:50001"_s));
        QCOMPARE(reloaded.environment(u"sandbox"_s)->baseUrl(services::Enrichment),
                 QUrl(u"http://127.0.0.1:50001/enrichment"_s));
    }

    void noTokenInTheSettingsFile()
    {
        const QString token = u"b7e1c0de-5ec7-4e7a-9a11-70ce11a5ecf1"_s;
        EnvironmentStore store(m_file);
        SecretStore secrets(SecretStore::Backend::SessionOnly);
        Environment draft;
        draft.displayName = u"Регион"_s;
        const QString customId = *store.addEnvironment(draft);
        for (const QString &id : store.ids()) {
            for (Service service : allServices()) {
                auto written = secrets.writeToken(id, service, token);
                QTRY_VERIFY(written.isFinished());
            }
        }
        QCOMPARE(secrets.cachedToken(customId, services::Signing), token);
        QVERIFY(store.updateEnvironment(filledTest()));
        QVERIFY(store.setCurrent(customId));
        QVERIFY(store.renameEnvironment(customId, u"Регион 2"_s));
        store.setSandboxRoot(QUrl(u"http://127.0.0.1:40000"_s));

        const QByteArray written = fileBytes();
        QVERIFY(written.contains("organizationId")); // the file is really there and filled
        QVERIFY(!written.contains(token.toUtf8()));
        QVERIFY(!written.contains("b7e1c0de"));
        QVERIFY(!written.toLower().contains("token"));
    }

    void otherSettingsAreLeftAlone()
    {
        QSettings settings(m_file, QSettings::IniFormat);
        settings.setValue(u"ui/geometry"_s, u"kept"_s);
        {
            EnvironmentStore store(&settings);
            Environment draft;
            draft.displayName = u"Another"_s;
            const QString id = *store.addEnvironment(draft);
            QVERIFY(store.removeEnvironment(id));
        }
        settings.sync();
        QCOMPARE(settings.value(u"ui/geometry"_s).toString(), u"kept"_s);
    }

    void unversionedSettingsAreMigrated()
    {
        {
            QSettings settings(m_file, QSettings::IniFormat);
            settings.beginGroup(u"environments"_s);
            settings.setValue(u"current"_s, u"old-stand"_s);
            settings.beginWriteArray(u"list"_s);
            settings.setArrayIndex(0);
            settings.setValue(u"id"_s, u"old-stand"_s);
            settings.setValue(u"kind"_s, u"test"_s);
            settings.setValue(u"name"_s, u"Old stand"_s);
            settings.setValue(u"url/lab"_s, u"https://old.example/exlab/api/fhir"_s);
            settings.setArrayIndex(1);
            settings.setValue(u"id"_s, u"Not A Slug"_s); // malformed: skipped
            settings.setValue(u"name"_s, u"Broken"_s);
            settings.setArrayIndex(2);
            settings.setValue(u"id"_s, u"old-stand"_s); // repeated: skipped
            settings.setValue(u"name"_s, u"Again"_s);
            settings.endArray();
            settings.endGroup();
        }
        EnvironmentStore store(m_file);
        QCOMPARE(store.loadedSchemaVersion(), 0);
        QCOMPARE(store.ids(), QStringList({u"sandbox"_s, u"test"_s, u"production"_s, u"old-stand"_s}));
        QCOMPARE(store.currentId(), u"old-stand"_s);
        QCOMPARE(store.current().kind, EnvironmentKind::Test);
        QCOMPARE(store.current().baseUrl(services::Lab), QUrl(u"https://old.example/exlab/api/fhir"_s));
        // A file from before the closed-network choice: the open contour, the contract's default.
        QVERIFY(!store.current().qesZspd);
        // Migrated settings are written back at once, with the version.
        QSettings after(m_file, QSettings::IniFormat);
        QCOMPARE(after.value(u"environments/schemaVersion"_s).toInt(), EnvironmentStore::kSchemaVersion);
    }

    // schemaVersion=-1 indexed kMigrations[-1] (issue 19, found by fuzzing): a jump through a wild
    // pointer once a second migration exists.
    void unreadableSchemaVersionIsLeftAlone_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("negative") << u"-1"_s;
        QTest::newRow("INT_MIN") << u"-2147483648"_s;
        QTest::newRow("not a number") << u"two"_s;
        QTest::newRow("past int") << u"99999999999"_s;
    }
    void unreadableSchemaVersionIsLeftAlone()
    {
        QFETCH(QString, version);
        {
            QSettings settings(m_file, QSettings::IniFormat);
            settings.setValue(u"environments/schemaVersion"_s, version);
            settings.setValue(u"environments/current"_s, u"test"_s);
        }
        const QByteArray before = fileBytes();
        EnvironmentStore store(m_file);
        QVERIFY(store.isReadOnly());
        QCOMPARE(store.currentId(), u"test"_s);
        QVERIFY(store.setCurrent(u"production"_s));
        QCOMPARE(fileBytes(), before);
    }

    // A damaged array size (found by fuzzing) read environments for minutes: at most 100 are read.
    void aDamagedListSizeIsCapped()
    {
        {
            QFile file(m_file);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[environments]\nschemaVersion=1\nlist\\size=40000000000003\n"
                       "list\\1\\id=clinic\nlist\\1\\name=Clinic\nlist\\1\\kind=custom\n");
        }
        EnvironmentStore store(m_file); // without the cap: minutes, then std::bad_alloc
        QVERIFY(store.ids().contains(u"clinic"_s));
        QVERIFY(store.ids().contains(u"sandbox"_s));
    }

    void newerSettingsAreNeverOverwritten()
    {
        {
            QSettings settings(m_file, QSettings::IniFormat);
            settings.setValue(u"environments/schemaVersion"_s, EnvironmentStore::kSchemaVersion + 1);
            settings.setValue(u"environments/current"_s, u"test"_s);
            settings.setValue(u"environments/somethingNew"_s, 42);
        }
        const QByteArray before = fileBytes();
        EnvironmentStore store(m_file);
        QVERIFY(store.isReadOnly());
        QCOMPARE(store.currentId(), u"test"_s);
        // Changes work for the session but the newer file stays as it was.
        QVERIFY(store.setCurrent(u"production"_s));
        Environment draft;
        draft.displayName = u"Session only"_s;
        QVERIFY(store.addEnvironment(draft).has_value());
        QCOMPARE(store.currentId(), u"production"_s);
        QCOMPARE(fileBytes(), before);
    }
};

QTEST_GUILESS_MAIN(TestEnvironmentStore)
#include "tst_environmentstore.moc"
