// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The file findings of the 2026-11-28 reliability review, through the real podium-cli: output paths that are
// devices, FIFOs or links (H3, L9), an import whose game ids clash with other games (M6), backups of a damaged or
// hand-edited club (M7), restore's gaps and messages (L3, L4) and a killed restore's leftovers (L8). Every device
// node and FIFO is made in a temporary folder: no test writes to a system path.
#include "clirunner.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace {

using Result = podium::test::CliResult;
using podium::test::cli;

/** Runs SQL on a club through a connection of its own, as another program would; returns the first value. */
QVariant rawSql(const QString &club, const QStringList &statements)
{
    QVariant first;
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("findingsraw"));
        raw.setDatabaseName(club);
        if (!raw.open())
            qFatal("cannot open %s", qPrintable(club));
        for (const QString &sql : statements) {
            QSqlQuery query(raw);
            if (!query.exec(sql))
                qFatal("%s", qPrintable(sql));
            if (query.next() && first.isNull())
                first = query.value(0);
        }
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("findingsraw"));
    return first;
}

/** What stat says path is (following links): 'c' a character device, 'p' a FIFO, 'f' a regular file. */
char kindOf(const QString &path)
{
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0)
        return '?';
    return S_ISCHR(info.st_mode) ? 'c' : S_ISFIFO(info.st_mode) ? 'p' : S_ISREG(info.st_mode) ? 'f' : 'o';
}

/** Reads a FIFO on a thread of its own for as long as a command writes to it: opened before the writer (without
 *  waiting for one), read until the writer is done and the FIFO empty. */
class FifoReader
{
public:
    explicit FifoReader(const QString &path)
        : m_fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK))
        , m_thread([this] { run(); })
    { }
    ~FifoReader() { finish(); }

    /** Everything read, once the writer has finished. */
    QByteArray finish()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        return m_data;
    }

private:
    void run()
    {
        char buffer[4096];
        while (m_fd >= 0) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n > 0)
                m_data.append(buffer, n);
            else if (m_stop && (n == 0 || errno != EINTR))
                break;
            else
                QThread::msleep(2);
        }
    }

    int m_fd;
    std::atomic<bool> m_stop {false};
    QByteArray m_data;
    std::thread m_thread;
};

QString line(std::initializer_list<const char *> rows)
{
    QString text = QStringLiteral("game_id,date,kind,participant,team,rank,score,minutes\n");
    for (const char *row : rows)
        text += QString::fromLatin1(row) + QLatin1Char('\n');
    return text;
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(text), text.size());
}

} // namespace

class TestFileFindings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void outputNodesAreWrittenIntoNotReplaced_H3_data();
    void outputNodesAreWrittenIntoNotReplaced_H3();
    void aFullDeviceIsAnErrorAndStaysADevice_H3();
    void aLinkToAFileKeepsTheLink_H3();
    void dashIsTheStandardOutput_L9();
    void aDifferentGameUnderAKnownIdRefusesTheImport_M6();
    void aDamagedClubGivesNoBackup_M7();
    void rowsEditedByHandFailCheckAndBackup_M7_data();
    void rowsEditedByHandFailCheckAndBackup_M7();
    void restoreRefusesWhatItAccepted_L3_L4_data();
    void restoreRefusesWhatItAccepted_L3_L4();
    void staleRestoreLeftoversAreRemoved_L8();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    Result run(const QStringList &arguments, const QString &club = {}) const
    {
        return cli(QStringList {QStringLiteral("--db"), club.isEmpty() ? m_club : club} + arguments);
    }
    QTemporaryDir m_dir;
    QString m_club;
    QByteArray m_backup; ///< the backup of m_club, a club with an event
};

void TestFileFindings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_club = path(QStringLiteral("club.podium"));
    QCOMPARE(run({QStringLiteral("init")}).status, 0);
    QCOMPARE(run({QStringLiteral("leaderboard"), QStringLiteral("create"), QStringLiteral("Elo"),
                  QStringLiteral("--algorithm"), QStringLiteral("elo")})
                 .status,
             0);
    const Result event = run({QStringLiteral("event"), QStringLiteral("create"), QStringLiteral("Friday"),
                              QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                              QStringLiteral("Chess"), QStringLiteral("--entrants"), QStringLiteral("ann,bob,cid,dan"),
                              QStringLiteral("--rounds"), QStringLiteral("2")});
    QCOMPARE(event.err, QByteArray());
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("next"), QStringLiteral("Friday")}).status, 0);
    for (const char *table : {"1", "2"})
        QCOMPARE(run({QStringLiteral("event"), QStringLiteral("result"), QStringLiteral("Friday"), QStringLiteral("1"),
                      QString::fromLatin1(table), QStringLiteral("--ranks"), QStringLiteral("1,2")})
                     .status,
                 0);
    const QString backup = path(QStringLiteral("club.json"));
    QCOMPARE(run({QStringLiteral("backup"), backup}).status, 0);
    QFile file(backup);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_backup = file.readAll();
}

void TestFileFindings::outputNodesAreWrittenIntoNotReplaced_H3_data()
{
    QTest::addColumn<QStringList>("command"); // "OUT" stands for the output path
    QTest::addColumn<QByteArray>("begins"); // what the output begins with
    QTest::newRow("backup") << QStringList {QStringLiteral("backup"), QStringLiteral("OUT")} << QByteArray("{");
    QTest::newRow("export standings") << QStringList {QStringLiteral("export"),   QStringLiteral("standings"),
                                                      QStringLiteral("Elo"),      QStringLiteral("OUT"),
                                                      QStringLiteral("--format"), QStringLiteral("csv")}
                                      << QByteArray("rank,player");
    QTest::newRow("export games") << QStringList {QStringLiteral("export"), QStringLiteral("games"),
                                                  QStringLiteral("OUT")}
                                  << QByteArray("game_id,date");
    QTest::newRow("event export") << QStringList {QStringLiteral("event"), QStringLiteral("export"),
                                                  QStringLiteral("Friday"), QStringLiteral("OUT")}
                                  << QByteArray("012 Friday");
    QTest::newRow("export standings pdf")
        << QStringList {QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Elo"),
                        QStringLiteral("OUT"),    QStringLiteral("--format"),  QStringLiteral("pdf")}
        << QByteArray("%PDF-");
}

void TestFileFindings::outputNodesAreWrittenIntoNotReplaced_H3()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, begins);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    // A FIFO, and a link to another: each is read by a thread while the command writes, and stays a FIFO.
    const QString fifo = path(tag + QStringLiteral(".fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString fifoLink = path(tag + QStringLiteral(".fifo-link"));
    QVERIFY(QFile::link(fifo, fifoLink));
    for (const QString &target : {fifo, fifoLink}) {
        FifoReader reader(fifo);
        const Result r = run(QStringList(command).replaceInStrings(QStringLiteral("OUT"), target));
        const QByteArray read = reader.finish();
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY2(read.startsWith(begins), read.left(80).constData());
        QCOMPARE(kindOf(fifo), 'p');
        QVERIFY(QFileInfo(fifoLink).isSymLink());
    }
    // A node with /dev/null's numbers (1, 3), made here, and a link to it: they stay character devices.
    if (::geteuid() != 0)
        QSKIP("making a device node needs root (CI runs the tests as root)");
    const QString null = path(tag + QStringLiteral(".null"));
    QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    const QString nullLink = path(tag + QStringLiteral(".null-link"));
    QVERIFY(QFile::link(null, nullLink));
    for (const QString &target : {null, nullLink}) {
        const Result r = run(QStringList(command).replaceInStrings(QStringLiteral("OUT"), target));
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(kindOf(null), 'c');
        QVERIFY(QFileInfo(nullLink).isSymLink());
    }
    QCOMPARE(QDir(m_dir.path())
                 .entryList({tag + QStringLiteral("*")}, QDir::AllEntries | QDir::Hidden | QDir::System)
                 .size(),
             4);
}

void TestFileFindings::aFullDeviceIsAnErrorAndStaysADevice_H3()
{
    if (::geteuid() != 0)
        QSKIP("making a device node needs root (CI runs the tests as root)");
    const QString full = path(QStringLiteral("full")); // /dev/full's numbers: every write fails with ENOSPC
    QCOMPARE(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)), 0);
    const Result r = run({QStringLiteral("backup"), full});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, (QStringLiteral("podium-cli: %1: cannot write: No space left on device\n").arg(full)).toUtf8());
    QCOMPARE(kindOf(full), 'c');
}

void TestFileFindings::aLinkToAFileKeepsTheLink_H3()
{
    const QString file = path(QStringLiteral("standings-target.csv"));
    writeText(file, "old\n");
    const QString link = path(QStringLiteral("standings-link.csv"));
    QVERIFY(QFile::link(file, link));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("standings"), QStringLiteral("Elo"), link}).status, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().startsWith("rank,player"));
}

void TestFileFindings::dashIsTheStandardOutput_L9()
{
    const Result backup = run({QStringLiteral("backup"), QStringLiteral("-")});
    QCOMPARE(backup.status, 0);
    QCOMPARE(backup.out, m_backup);
    // "-" is no standard input here: the command does not wait for one that never ends.
    QProcess open;
    open.setProcessEnvironment(podium::test::cliEnvironment());
    open.start(
        QStringLiteral(PODIUM_CLI_PATH),
        {QStringLiteral("--db"), m_club, QStringLiteral("export"), QStringLiteral("games"), QStringLiteral("-")});
    QVERIFY(open.waitForFinished(20000));
    QCOMPARE(open.exitCode(), 0);
    QVERIFY(open.readAllStandardOutput().startsWith("game_id,date"));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("-"))));
    const Result trf
        = run({QStringLiteral("event"), QStringLiteral("export"), QStringLiteral("Friday"), QStringLiteral("-")});
    QCOMPARE(trf.status, 0);
    QVERIFY2(trf.out.startsWith("012 Friday"), trf.out.left(80).constData()); // the file alone, no "exported" line
}

void TestFileFindings::aDifferentGameUnderAKnownIdRefusesTheImport_M6()
{
    // The review's reproduction: two results files that both number their games from 1.
    const QString club = path(QStringLiteral("m6.podium"));
    QCOMPARE(run({QStringLiteral("init")}, club).status, 0);
    const QString spring = path(QStringLiteral("spring.csv"));
    writeText(spring,
              line({"1,2024-05-01,h2h,ann,,1,,", "1,2024-05-01,h2h,bob,,2,,", "2,2024-05-02,h2h,ann,,1,,",
                    "2,2024-05-02,h2h,bob,,2,,"})
                  .toUtf8());
    const QString autumn = path(QStringLiteral("autumn.csv"));
    writeText(autumn,
              line({"1,2025-09-10,h2h,cid,,1,,", "1,2025-09-10,h2h,dan,,2,,", "2,2025-09-11,ffa,eve,,1,,",
                    "2,2025-09-11,ffa,fay,,2,,", "2,2025-09-11,ffa,gus,,3,,", "3,2025-09-12,h2h,cid,,2,,",
                    "3,2025-09-12,h2h,eve,,1,,"})
                  .toUtf8());
    const QStringList into {QStringLiteral("--discipline"), QStringLiteral("Chess")};
    Result r = run(QStringList {QStringLiteral("import"), QStringLiteral("games"), spring} + into, club);
    QCOMPARE(r.out, QByteArray("imported 2 games into Chess (0 already there), 2 new players\n"));
    r = run(QStringList {QStringLiteral("import"), QStringLiteral("games"), autumn} + into, club);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err,
             (QStringLiteral("podium-cli: %1:2: game '1' differs from the game '1' already in Chess "
                             "(2024-05-01T00:00:00, h2h: ann (1), bob (2)); nothing was imported: import the file "
                             "into another discipline, or give its games other ids\n")
                  .arg(autumn))
                 .toUtf8());
    // Nothing of it stayed: no game, no player.
    QCOMPARE(rawSql(club, {QStringLiteral("SELECT count(*) FROM games")}).toInt(), 2);
    QCOMPARE(rawSql(club,
                    {QStringLiteral("SELECT group_concat(name, ',') FROM (SELECT name FROM players ORDER BY "
                                    "name)")})
                 .toString(),
             QStringLiteral("ann,bob"));
    // The same file again is the same games: already there. Another discipline takes the autumn file whole.
    r = run(QStringList {QStringLiteral("import"), QStringLiteral("games"), spring} + into, club);
    QCOMPARE(r.out, QByteArray("imported 0 games into Chess (2 already there), 0 new players\n"));
    r = run({QStringLiteral("import"), QStringLiteral("games"), autumn, QStringLiteral("--discipline"),
             QStringLiteral("Autumn")},
            club);
    QCOMPARE(r.out, QByteArray("imported 3 games into Autumn (0 already there), 5 new players\n"));
}

void TestFileFindings::aDamagedClubGivesNoBackup_M7()
{
    // The review's reproduction: the root page of participants now lists 1 cell (a demo club, where that root
    // is an interior page, so that the pages below it are lost).
    const QString club = path(QStringLiteral("damaged.podium"));
    QCOMPARE(cli({QStringLiteral("demo"), QStringLiteral("--db"), club}).status, 0);
    const qint64 root
        = rawSql(club, {QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = 'participants'")}).toLongLong();
    const qint64 pageSize = rawSql(club, {QStringLiteral("PRAGMA page_size")}).toLongLong();
    QVERIFY(root > 1);
    {
        QFile file(club);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek((root - 1) * pageSize));
        QCOMPARE(file.read(1).at(0), char(0x02)); // an interior page of an index b-tree (participants is WITHOUT ROWID)
        QVERIFY(file.seek((root - 1) * pageSize + 3));
        QCOMPARE(file.write(QByteArray("\x00\x01", 2)), 2);
    }
    const QString backup = path(QStringLiteral("damaged.json"));
    const Result r = run({QStringLiteral("backup"), backup}, club);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.startsWith((QStringLiteral("podium-cli: %1: the club is damaged (").arg(club)).toUtf8()),
             r.err.constData());
    QVERIFY2(r.err.endsWith("): run check; no backup was written\n"), r.err.constData());
    QVERIFY(!QFileInfo::exists(backup));
    QCOMPARE(run({QStringLiteral("check")}, club).status, 2);
}

void TestFileFindings::rowsEditedByHandFailCheckAndBackup_M7_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QByteArray>("where"); // as backup names it; check adds the row's id
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QByteArray>("problem");
    QTest::newRow("entered_at") << QStringLiteral("UPDATE games SET entered_at = 'yesterday' WHERE id = 1")
                                << QByteArray("table games, row 1") << QByteArray(" (id 1)")
                                << QByteArray(", entered_at: 'yesterday' is not a date and time (ISO 8601)");
    QTest::newRow("name") << QStringLiteral("UPDATE players SET name = 'Ad' || char(9) || 'a' WHERE id = 1")
                          << QByteArray("table players, row 1") << QByteArray(" (id 1)")
                          << QByteArray(", name: contains the control character U+0009 at character 3");
    QTest::newRow("created_at") << QStringLiteral("UPDATE players SET created_at = 'x' WHERE id = 2")
                                << QByteArray("table players, row 2") << QByteArray(" (id 2)")
                                << QByteArray(", created_at: 'x' is not a date and time (ISO 8601)");
}

void TestFileFindings::rowsEditedByHandFailCheckAndBackup_M7()
{
    QFETCH(QString, sql);
    QFETCH(QByteArray, where);
    QFETCH(QByteArray, id);
    QFETCH(QByteArray, problem);
    const QString club = path(QStringLiteral("edited-%1.podium").arg(QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(QFile::copy(m_club, club));
    rawSql(club, {sql});
    const Result check = run({QStringLiteral("check")}, club);
    QCOMPARE(check.status, 2);
    QVERIFY2(check.err.contains(QByteArray("\n  " + where + id + problem + '\n')), check.err.constData());
    const QString backup = path(QStringLiteral("edited.json"));
    const Result r = run({QStringLiteral("backup"), backup}, club);
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.startsWith(QByteArray("podium-cli: " + QFile::encodeName(club) + ": " + where + problem)),
             r.err.constData());
    QVERIFY2(r.err.endsWith("; a restore would refuse the backup: run check; no backup was written\n"),
             r.err.constData());
    QVERIFY(!QFileInfo::exists(backup));
}

void TestFileFindings::restoreRefusesWhatItAccepted_L3_L4_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<QByteArray>("message"); // after "podium-cli: FILE: "
    QTest::newRow("seed twice") << QStringLiteral("seed")
                                << QByteArray("event_entrants, row 2, seed: seed 1 is also "
                                              "that of row 1 in the same event\n");
    QTest::newRow("side 9") << QStringLiteral("side")
                            << QByteArray("event_pairings, row 1: side: the table has fewer seats than that\n");
    QTest::newRow("parameter twice") << QStringLiteral("params")
                                     << QByteArray("leaderboards, row 1, params: '{\"k\":\"20\",\"k\":\"30\"}': the "
                                                   "key \"k\" appears twice in one object\n");
    QTest::newRow("unknown table") << QStringLiteral("evil") << QByteArray("evil: Podium has no such table\n");
    QTest::newRow("schema_version lowered")
        << QStringLiteral("version")
        << QByteArray("event_entrants: a backup of schema version 1 has no such table (it came with version 2): "
                      "schema_version is wrong\n");
    QTest::newRow("name twice") << QStringLiteral("name")
                                << QByteArray("players, row 2: an earlier row has the same name (\"ANN\")\n");
}

void TestFileFindings::restoreRefusesWhatItAccepted_L3_L4()
{
    QFETCH(QString, change);
    QFETCH(QByteArray, message);
    QJsonObject root = QJsonDocument::fromJson(m_backup).object();
    const auto edit = [&](const QString &table, int row, int column, const QJsonValue &value) {
        QJsonObject t = root.value(table).toObject();
        QJsonArray rows = t.value(QStringLiteral("rows")).toArray();
        QJsonArray r = rows.at(row).toArray();
        r.replace(column, value);
        rows.replace(row, r);
        t.insert(QStringLiteral("rows"), rows);
        root.insert(table, t);
    };
    if (change == QLatin1String("seed"))
        edit(QStringLiteral("event_entrants"), 1, 2, 1);
    else if (change == QLatin1String("side"))
        edit(QStringLiteral("event_pairings"), 0, 3, 9);
    else if (change == QLatin1String("params"))
        edit(QStringLiteral("leaderboards"), 0, 4, QStringLiteral("{\"k\":\"20\",\"k\":\"30\"}"));
    else if (change == QLatin1String("evil"))
        root.insert(QStringLiteral("evil"), QJsonObject {});
    else if (change == QLatin1String("version"))
        root.insert(QStringLiteral("schema_version"), 1);
    else if (change == QLatin1String("name"))
        edit(QStringLiteral("players"), 1, 1, QStringLiteral("ANN"));
    const QString backup = path(QStringLiteral("tampered-%1.json").arg(change));
    writeText(backup, QJsonDocument(root).toJson());
    const QString club = path(QStringLiteral("restored-%1.podium").arg(change));
    const Result r = run({QStringLiteral("restore"), backup}, club);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, "podium-cli: " + QFile::encodeName(backup) + ": " + message);
    QVERIFY(!QFileInfo::exists(club));
}

void TestFileFindings::staleRestoreLeftoversAreRemoved_L8()
{
    const QString folder = path(QStringLiteral("l8"));
    QVERIFY(QDir().mkpath(folder));
    // The id of a process that has ended, and of one that runs (this test).
    QProcess ended;
    ended.start(QStringLiteral(PODIUM_CLI_PATH), {QStringLiteral("--version")});
    QVERIFY(ended.waitForStarted());
    const qint64 gone = ended.processId();
    QVERIFY(ended.waitForFinished());
    const QString dead = QStringLiteral(".r.podium.incomplete-%1-0").arg(gone);
    const QString alive = QStringLiteral(".r.podium.incomplete-%1-0").arg(QCoreApplication::applicationPid());
    const QString other = QStringLiteral(".s.podium.incomplete-%1-0").arg(gone); // another club's: not ours to touch
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-300);
    for (const QString &name :
         QStringList {dead, dead + QStringLiteral("-wal"), dead + QStringLiteral("-shm"), alive, other}) {
        writeText(QDir(folder).filePath(name), "x");
        QFile file(QDir(folder).filePath(name));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(before, QFileDevice::FileModificationTime));
    }
    // A leftover of a dead process written to a moment ago may belong to a restore on another machine: kept too.
    const QString recent = QStringLiteral(".r.podium.incomplete-%1-1").arg(gone);
    writeText(QDir(folder).filePath(recent), "x");
    const QString backup = path(QStringLiteral("l8.json"));
    writeText(backup, m_backup);
    const QString club = QDir(folder).filePath(QStringLiteral("r.podium"));
    const Result r = run({QStringLiteral("restore"), backup}, club);
    QCOMPARE(r.err, QByteArray());
    // The names hold process ids, so their order by name depends on the ids the system gave out.
    QStringList kept {alive, recent, other, QStringLiteral("r.podium")};
    kept.sort();
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name), kept);
}

QTEST_GUILESS_MAIN(TestFileFindings)
#include "tst_filefindings.moc"
