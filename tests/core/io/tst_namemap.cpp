// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Display names for the ids of a games file: from a players file, a column, or the ids made readable.
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/namemap.h"

#include <QTest>

using namespace podium;
using io::InputError;
using io::NameMap;

namespace {

const QString kData = QStringLiteral(PODIUM_TEST_DATA_DIR "/import/");

history::History tennis()
{
    return io::readInterchangeFile(kData + QStringLiteral("games.csv"));
}

QStringList players(const history::History &history)
{
    QStringList names;
    for (const std::string &p : history.players)
        names.append(QString::fromStdString(p));
    return names;
}

/** The text of the InputError that f throws, or "no error". */
template<typename F>
QString errorOf(F f)
{
    try {
        f();
    } catch (const InputError &error) {
        return error.text();
    }
    return QStringLiteral("no error");
}

/** A history of head-to-head games between the ids, each pair in turn. */
history::History gamesOf(const QStringList &ids)
{
    QByteArray csv = "game_id,date,kind,participant,team,rank,score,minutes\n";
    for (int i = 0; i + 1 < ids.size(); ++i) {
        csv += QStringLiteral("g%1,2024-01-01,h2h,%2,,1,,\ng%1,2024-01-01,h2h,%3,,2,,\n")
                   .arg(i)
                   .arg(ids.at(i), ids.at(i + 1))
                   .toUtf8();
    }
    return io::readInterchange(csv, QStringLiteral("games.csv"));
}

} // namespace

class TestNameMap : public QObject
{
    Q_OBJECT

private slots:
    void aPlayersFileNamesTheIds();
    void idsWithoutANameKeepTheirIds();
    void sharedNamesAreRefusedWithFileAndLine();
    void anIdWithoutANameCanClashToo();
    void sharedNamesOfPlayersNotInTheGamesAreNoProblem();
    void sharedNamesCanBeToldApartByTheirIds();
    void aBrokenPlayersFileIsRefusedWhereItIsBroken();
    void aColumnOfTheGamesFileNamesTheParticipants();
    void aColumnThatNamesAPlayerTwoWaysIsRefused();
    void aPaddedParticipantFindsItsName();
    void slugsBecomeReadableNames();
};

void TestNameMap::aPlayersFileNamesTheIds()
{
    const NameMap map = NameMap::fromPlayersFile(kData + QStringLiteral("players.csv"));
    QCOMPARE(map.size(), std::size_t(5));
    QCOMPARE(map.nameOf("200103"), QStringLiteral("Keiko Mori"));
    QCOMPARE(map.nameOf("999"), QString());
    history::History history = tennis();
    const io::NameCheck check = map.apply(history);
    QCOMPARE(players(history),
             (QStringList {QStringLiteral("Ines Duarte"), QStringLiteral("Tomas Lindqvist"),
                           QStringLiteral("Keiko Mori"), QStringLiteral("Rafael Ocampo")}));
    QVERIFY(check.unnamed.isEmpty());
    QVERIFY(check.clashes.empty());
    // Only the names changed: the games and their results are the file's.
    QCOMPARE(history.games.size(), std::size_t(4));
    QCOMPARE(history.entries[2].player, 2);
    QCOMPARE(history.entries[2].score, 2.0);
}

void TestNameMap::idsWithoutANameKeepTheirIds()
{
    // A players file older than the results: the new player keeps the id and is named, not refused, so that
    // the other thousands of games still come in (and the player can be renamed in the club afterwards).
    const NameMap map = NameMap::fromPlayersCsv("participant,name\n200101,Ines Duarte\n200102,Tomas Lindqvist\n"
                                                "200103,Keiko Mori\n",
                                                QStringLiteral("players.csv"));
    history::History history = tennis();
    const io::NameCheck check = map.apply(history);
    QCOMPARE(check.unnamed, QStringList {QStringLiteral("200104")});
    QCOMPARE(QString::fromStdString(history.players[3]), QStringLiteral("200104"));
    QCOMPARE(QString::fromStdString(history.players[0]), QStringLiteral("Ines Duarte"));
}

void TestNameMap::sharedNamesAreRefusedWithFileAndLine()
{
    const NameMap map = NameMap::fromPlayersFile(kData + QStringLiteral("players-shared.csv"));
    history::History history = tennis();
    const io::NameCheck check = map.check(history);
    QCOMPARE(check.clashes.size(), std::size_t(1));
    // Names compare as the club compares them: "Keiko  Mori" is "Keiko Mori".
    QCOMPARE(check.clashes.front().location(), kData + QStringLiteral("players-shared.csv:5"));
    QCOMPARE(check.clashes.front().message(),
             QStringLiteral("'Keiko Mori' would be the name of 200104 and of 200103 (line 4); the club would make "
                            "them one player."));
    const QString refused = errorOf([&] { map.apply(history); });
    QCOMPARE(refused, check.clashes.front().text());
    QCOMPARE(QString::fromStdString(history.players[3]), QStringLiteral("200104")); // nothing renamed
}

void TestNameMap::anIdWithoutANameCanClashToo()
{
    history::History history = gamesOf({QStringLiteral("7"), QStringLiteral("ann")});
    const NameMap map = NameMap::fromPlayersCsv("id,name\n7,Ann\n", QStringLiteral("names.csv"));
    const io::NameCheck check = map.check(history);
    QCOMPARE(check.unnamed, QStringList {QStringLiteral("ann")});
    QCOMPARE(check.clashes.size(), std::size_t(1));
    QCOMPARE(check.clashes.front().text(),
             QStringLiteral("names.csv:2: 'Ann' would be the name of 7 and of ann (an id without a name); the club "
                            "would make them one player."));
}

void TestNameMap::sharedNamesOfPlayersNotInTheGamesAreNoProblem()
{
    // The real ATP players file names two ids "Martin Landaluce": a problem only if both played.
    const NameMap map = NameMap::fromPlayersCsv("participant,name\n1,Ann\n2,Bob\n9,Ann\n", QStringLiteral("p.csv"));
    history::History history = gamesOf({QStringLiteral("1"), QStringLiteral("2")});
    QVERIFY(map.check(history).clashes.empty());
    map.apply(history);
    QCOMPARE(players(history), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob")}));
}

void TestNameMap::sharedNamesCanBeToldApartByTheirIds()
{
    const NameMap map = NameMap::fromPlayersFile(kData + QStringLiteral("players-shared.csv"));
    history::History history = tennis();
    const io::NameCheck check = map.apply(history, io::SharedNames::TellApart);
    QVERIFY(check.clashes.empty());
    QCOMPARE(players(history),
             (QStringList {QStringLiteral("Ines Duarte"), QStringLiteral("Tomas Lindqvist"),
                           QStringLiteral("Keiko Mori (200103)"), QStringLiteral("Keiko Mori (200104)")}));
}

void TestNameMap::aBrokenPlayersFileIsRefusedWhereItIsBroken()
{
    const auto read
        = [](const char *csv) { return errorOf([csv] { NameMap::fromPlayersCsv(csv, QStringLiteral("p.csv")); }); };
    QCOMPARE(read(""), QStringLiteral("p.csv:1: The file is empty; expected a header with 'participant,name'."));
    QCOMPARE(read("player,full_name\n1,Ann\n"),
             QStringLiteral("p.csv:1: The header needs a column of ids ('participant' or 'id') and one of names "
                            "('name')."));
    QCOMPARE(read("id,name\n1,Ann\n2,Bob\n1,Cid\n"),
             QStringLiteral("p.csv:4: column 'id': 1 is listed twice; its first row is line 2."));
    QCOMPARE(read("participant,name\n1,Ann\n2,  \n"), QStringLiteral("p.csv:3: column 'name': 2 has no name."));
    QCOMPARE(read("participant,name\n,Ann\n"), QStringLiteral("p.csv:2: column 'participant': The id is empty."));
    // L6 and M8: names from a players file follow the rules of every name, and the file those of every text.
    QCOMPARE(read("participant,name\n1,\"Ann\x1b[2J\"\n"),
             QStringLiteral("p.csv:2: column 'name': contains the control character U+001B at character 4"));
    QCOMPARE(read("participant,name\n1,Zo\xeb"
                  "e\n"),
             QStringLiteral("p.csv:2:5: not valid UTF-8 (byte 0xeb); save the file as UTF-8"));
    QCOMPARE(errorOf([] { NameMap::fromPlayersFile(QStringLiteral("/nonexistent/p.csv")); }).left(40),
             QStringLiteral("/nonexistent/p.csv: cannot open the file"));
}

void TestNameMap::aColumnOfTheGamesFileNamesTheParticipants()
{
    const QString path = kData + QStringLiteral("races.csv");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray data = file.readAll();
    QCOMPARE(io::extraColumns(data, path), QStringList {QStringLiteral("driver")});
    QCOMPARE(io::extraColumns(io::writeInterchange(tennis()), path), QStringList());
    const NameMap map = NameMap::fromGamesColumn(data, path, QStringLiteral("driver"));
    history::History history = io::readInterchange(data, path);
    map.apply(history);
    QCOMPARE(
        players(history),
        (QStringList {QString::fromUtf8("Ana Lúcia Ferraz"), QStringLiteral("Tom Okafor"), QStringLiteral("Li Wen")}));
    QCOMPARE(errorOf([&] { NameMap::fromGamesColumn(data, path, QStringLiteral("nickname")); }),
             path + QStringLiteral(":1: The header has no column 'nickname'."));
}

void TestNameMap::aColumnThatNamesAPlayerTwoWaysIsRefused()
{
    const QByteArray data = "game_id,date,kind,participant,team,rank,score,minutes,name\n"
                            "g1,2024-01-01,h2h,7,,1,,,Ann\n"
                            "g1,2024-01-01,h2h,8,,2,,,Bob\n"
                            "g2,2024-01-02,h2h,7,,1,,,Anne\n"
                            "g2,2024-01-02,h2h,8,,2,,,\n";
    QCOMPARE(errorOf([&] { NameMap::fromGamesColumn(data, QStringLiteral("g.csv"), QStringLiteral("name")); }),
             QStringLiteral("g.csv:4: column 'name': 'Anne' differs from 'Ann', the name of 7 on line 2."));
}

void TestNameMap::slugsBecomeReadableNames()
{
    const history::History history
        = gamesOf({QStringLiteral("juan-manuel-fangio"), QStringLiteral("103819"), QStringLiteral("P-07812"),
                   QStringLiteral("Jess"), QStringLiteral("max_power")});
    const NameMap map = NameMap::readableIds(history);
    QCOMPARE(map.size(), std::size_t(2));
    QCOMPARE(map.check(history).names,
             (QStringList {QStringLiteral("Juan Manuel Fangio"), QStringLiteral("103819"), QStringLiteral("P-07812"),
                           QStringLiteral("Jess"), QStringLiteral("Max Power")}));
}

// The games reader keeps participants trimmed (M4, L5: as a club keeps names), and the name column follows it.
void TestNameMap::aPaddedParticipantFindsItsName()
{
    const QByteArray data = "game_id,date,kind,participant,team,rank,score,minutes,name\n"
                            "g1,2024-01-01,h2h, 7 ,,1,,,Ann\n"
                            "g1,2024-01-01,h2h,8,,2,,,Bob\n";
    history::History history = io::readInterchange(data, QStringLiteral("g.csv"));
    NameMap::fromGamesColumn(data, QStringLiteral("g.csv"), QStringLiteral("name")).apply(history);
    QCOMPARE(players(history), (QStringList {QStringLiteral("Ann"), QStringLiteral("Bob")}));
}

QTEST_GUILESS_MAIN(TestNameMap)
#include "tst_namemap.moc"
