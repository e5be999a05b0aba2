// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The data folder an earlier Podium made, ~/.local/share/Podium/Podium, moves to ~/.local/share/podium once, and the
// settings that named a club in it follow (U5 of the desktop review of 28 November). In Qt's test folders
// (QStandardPaths' test mode), never the user's.
#include "datafolder.h"
#include "settingskeys.h"

#include "store/clublocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace podium;

class TestDataFolder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase() { init(); }
    void theOldFolderMovesOnceAndTheSettingsFollow();
    void aNewFolderThatExistsIsLeftAlone();

private:
    static void touch(const QString &path)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("club");
    }

    QString m_old;
    QString m_new;
};

void TestDataFolder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Podium"));
    QCoreApplication::setApplicationName(QStringLiteral("Podium"));
    m_old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    m_new = ui::dataFolder();
    QVERIFY2(m_old.endsWith(QStringLiteral("/Podium/Podium")), qPrintable(m_old));
    QVERIFY2(m_new.endsWith(QStringLiteral("/podium")), qPrintable(m_new));
    QVERIFY(!m_new.contains(QStringLiteral("/Podium/")));
}

void TestDataFolder::init()
{
    QDir(m_old).removeRecursively();
    QDir(m_new).removeRecursively();
    QSettings().clear();
}

void TestDataFolder::theOldFolderMovesOnceAndTheSettingsFollow()
{
    QVERIFY(!ui::moveOldDataFolder()); // nothing to move
    QVERIFY(QDir().mkpath(m_old));
    touch(m_old + QStringLiteral("/demo.podium"));
    touch(m_old + QStringLiteral("/demo.podium-wal"));
    const auto demo = store::ClubLocation::file(m_old + QStringLiteral("/demo.podium"));
    const auto elsewhere = store::ClubLocation::file(QDir::tempPath() + QStringLiteral("/club.podium"));
    QSettings settings;
    settings.setValue(ui::settingsKey::lastClub(), demo.toString());
    settings.setValue(ui::settingsKey::recentClubs(), QStringList {demo.toString(), elsewhere.toString()});
    settings.setValue(ui::settingsKey::lastLeaderboard(demo), QStringLiteral("Chess - Elo"));
    settings.setValue(ui::settingsKey::lastLeaderboard(elsewhere), QStringLiteral("Karts"));

    QVERIFY(ui::moveOldDataFolder());
    QVERIFY(QFile::exists(m_new + QStringLiteral("/demo.podium")));
    QVERIFY(QFile::exists(m_new + QStringLiteral("/demo.podium-wal")));
    QVERIFY(!QFile::exists(m_old));
    QVERIFY(!QFile::exists(QFileInfo(m_old).absolutePath())); // the empty organisation folder went too
    const auto moved = store::ClubLocation::file(m_new + QStringLiteral("/demo.podium"));
    QSettings after;
    QCOMPARE(after.value(ui::settingsKey::lastClub()).toString(), moved.toString());
    QCOMPARE(after.value(ui::settingsKey::recentClubs()).toStringList(),
             QStringList({moved.toString(), elsewhere.toString()}));
    QCOMPARE(after.value(ui::settingsKey::lastLeaderboard(moved)).toString(), QStringLiteral("Chess - Elo"));
    QVERIFY(!after.contains(ui::settingsKey::lastLeaderboard(demo)));
    QCOMPARE(after.value(ui::settingsKey::lastLeaderboard(elsewhere)).toString(), QStringLiteral("Karts"));
    // Once: a second start finds nothing to move and changes nothing.
    QVERIFY(!ui::moveOldDataFolder());
    QVERIFY(QFile::exists(m_new + QStringLiteral("/demo.podium")));
}

void TestDataFolder::aNewFolderThatExistsIsLeftAlone()
{
    QVERIFY(QDir().mkpath(m_old));
    QVERIFY(QDir().mkpath(m_new));
    touch(m_old + QStringLiteral("/demo.podium"));
    touch(m_new + QStringLiteral("/demo.podium"));
    QSettings().setValue(ui::settingsKey::lastClub(), QString(m_old + QStringLiteral("/demo.podium")));
    QVERIFY(!ui::moveOldDataFolder());
    QVERIFY(QFile::exists(m_old + QStringLiteral("/demo.podium"))); // nothing moved over what is there
    QCOMPARE(QSettings().value(ui::settingsKey::lastClub()).toString(), m_old + QStringLiteral("/demo.podium"));
}

QTEST_GUILESS_MAIN(TestDataFolder)
#include "tst_datafolder.moc"
