// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The table of event formats: the rounds each plays, draws, pairing methods and default tie-breaks, and the
// names the database and podium-cli use for formats, statuses and deciders.
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "store/dberror.h"

#include <QTest>

using namespace podium;
using club::EventFormat;

class TestEventFormat : public QObject
{
    Q_OBJECT

private slots:
    void tableFollowsTheEnum();
    void plannedRounds_data();
    void plannedRounds();
    void drawsLobbiesAndBrackets();
    void defaultTieBreaksInOrder();
    void pairingMethods();
    void namesRoundTrip();
    void statusAndDeciderNames();
    void swissStylesAndAliases();
    void swissStyleFollowsSides();
    void recommendedRounds_data();
    void recommendedRounds();
    void swissTieBreaksByStyle();
};

void TestEventFormat::tableFollowsTheEnum()
{
    QCOMPARE(club::eventFormats().size(), std::size_t(5));
    for (const club::FormatTraits &t : club::eventFormats())
        QCOMPARE(&club::traits(t.format), &t);
    QCOMPARE(club::formatNames(),
             QStringList({QStringLiteral("swiss"), QStringLiteral("roundrobin"), QStringLiteral("single"),
                          QStringLiteral("double"), QStringLiteral("heats")}));
}

void TestEventFormat::plannedRounds_data()
{
    QTest::addColumn<EventFormat>("format");
    QTest::addColumn<int>("entrants");
    QTest::addColumn<int>("requested");
    QTest::addColumn<bool>("twice");
    QTest::addColumn<int>("rounds");
    // Swiss: ⌈log₂ n⌉ finds a sole winner, at least one round; the organiser's number wins.
    QTest::newRow("swiss 2") << EventFormat::Swiss << 2 << 0 << false << 1;
    QTest::newRow("swiss 7") << EventFormat::Swiss << 7 << 0 << false << 3;
    QTest::newRow("swiss 8") << EventFormat::Swiss << 8 << 0 << false << 3;
    QTest::newRow("swiss 9") << EventFormat::Swiss << 9 << 0 << false << 4;
    QTest::newRow("swiss 100") << EventFormat::Swiss << 100 << 0 << false << 7;
    QTest::newRow("swiss 9, 5 asked") << EventFormat::Swiss << 9 << 5 << false << 5;
    // Round robin: n − 1 rounds, n for an odd field (one sits out each round), twice over for double.
    QTest::newRow("round robin 4") << EventFormat::RoundRobin << 4 << 0 << false << 3;
    QTest::newRow("round robin 5") << EventFormat::RoundRobin << 5 << 0 << false << 5;
    QTest::newRow("round robin 6, 2 asked") << EventFormat::RoundRobin << 6 << 2 << false << 5;
    QTest::newRow("double round robin 4") << EventFormat::RoundRobin << 4 << 0 << true << 6;
    // Brackets run as long as their results take.
    QTest::newRow("single 8") << EventFormat::SingleElimination << 8 << 0 << false << 0;
    QTest::newRow("double 8, 3 asked") << EventFormat::DoubleElimination << 8 << 3 << false << 0;
    // Heats: three unless the organiser says.
    QTest::newRow("heats 16") << EventFormat::Heats << 16 << 0 << false << 3;
    QTest::newRow("heats 16, 5 asked") << EventFormat::Heats << 16 << 5 << false << 5;
}

void TestEventFormat::plannedRounds()
{
    QFETCH(EventFormat, format);
    QFETCH(int, entrants);
    QFETCH(int, requested);
    QFETCH(bool, twice);
    QFETCH(int, rounds);
    QCOMPARE(club::traits(format).plannedRounds(entrants, requested, twice), rounds);
}

void TestEventFormat::drawsLobbiesAndBrackets()
{
    const auto &swiss = club::traits(EventFormat::Swiss), &roundRobin = club::traits(EventFormat::RoundRobin),
               &single = club::traits(EventFormat::SingleElimination),
               &doubleElimination = club::traits(EventFormat::DoubleElimination),
               &heats = club::traits(EventFormat::Heats);
    QVERIFY(swiss.allowsDraws);
    QVERIFY(roundRobin.allowsDraws);
    QVERIFY(!single.allowsDraws);
    QVERIFY(!doubleElimination.allowsDraws);
    QVERIFY(!heats.allowsDraws);
    QVERIFY(heats.lobbies);
    QCOMPARE(heats.defaultLobbySize, 8);
    QVERIFY(!swiss.lobbies && !roundRobin.lobbies && !single.lobbies);
    QCOMPARE(swiss.defaultLobbySize, 0);
    QVERIFY(single.elimination && doubleElimination.elimination);
    QVERIFY(!swiss.elimination && !roundRobin.elimination && !heats.elimination);
    // Rounds the organiser chooses; late entrants where the pairing is made round by round.
    QVERIFY(swiss.choosesRounds && heats.choosesRounds);
    QVERIFY(!roundRobin.choosesRounds && !single.choosesRounds);
    QVERIFY(swiss.lateEntries && heats.lateEntries);
    QVERIFY(!roundRobin.lateEntries && !single.lateEntries && !doubleElimination.lateEntries);
    QVERIFY(roundRobin.playsTwice);
    QVERIFY(!swiss.playsTwice);
}

void TestEventFormat::defaultTieBreaksInOrder()
{
    QCOMPARE(
        club::defaultTieBreaks(EventFormat::Swiss),
        QStringList({QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"), QStringLiteral("sonneborn-berger"),
                     QStringLiteral("direct"), QStringLiteral("wins"), QStringLiteral("rating")}));
    QCOMPARE(club::defaultTieBreaks(EventFormat::RoundRobin),
             QStringList({QStringLiteral("sonneborn-berger"), QStringLiteral("direct"), QStringLiteral("wins"),
                          QStringLiteral("rating")}));
    for (EventFormat f : {EventFormat::SingleElimination, EventFormat::DoubleElimination, EventFormat::Heats})
        QCOMPARE(club::defaultTieBreaks(f), QStringList({QStringLiteral("wins"), QStringLiteral("rating")}));
    // Every tie-break an organiser may pick, each a name the standings read.
    QCOMPARE(club::knownTieBreaks(),
             QStringList({QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"),
                          QStringLiteral("median-buchholz"), QStringLiteral("sonneborn-berger"), QStringLiteral("omw"),
                          QStringLiteral("gw"), QStringLiteral("ogw"), QStringLiteral("direct"), QStringLiteral("wins"),
                          QStringLiteral("rating")}));
}

void TestEventFormat::pairingMethods()
{
    const auto &swiss = club::traits(EventFormat::Swiss);
    // A Swiss's pairing numbers: from the rating, the entry order, or the players' known ratings (M2); the style
    // says how it pairs.
    QCOMPARE(swiss.pairingMethods,
             QStringList({QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("known")}));
    QCOMPARE(swiss.pairingMethod(QString()), QStringLiteral("rating")); // the first is the default
    QCOMPARE(swiss.pairingMethod(QStringLiteral("manual")), QStringLiteral("manual"));
    QCOMPARE(swiss.pairingMethod(QStringLiteral("snake")), QStringLiteral("rating")); // another format's
    QCOMPARE(club::traits(EventFormat::SingleElimination).pairingMethod(QString()), QStringLiteral("rating"));
    QCOMPARE(club::traits(EventFormat::Heats).pairingMethod(QStringLiteral("snake")), QStringLiteral("snake"));
    QVERIFY(club::traits(EventFormat::RoundRobin).pairingMethods.isEmpty());
    QCOMPARE(club::traits(EventFormat::RoundRobin).pairingMethod(QStringLiteral("dutch")), QString());
    QCOMPARE(club::knownPairingMethods(),
             QStringList({QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("known"),
                          QStringLiteral("balanced"), QStringLiteral("snake")}));
}

void TestEventFormat::namesRoundTrip()
{
    for (const club::FormatTraits &t : club::eventFormats())
        QCOMPARE(club::parseFormat(club::formatName(t.format)), t.format);
    QCOMPARE(club::parseFormat(QStringLiteral(" RoundRobin ")), EventFormat::RoundRobin);
    try {
        club::parseFormat(QStringLiteral("ladder"));
        QFAIL("a ladder is not a format");
    } catch (const store::DbError &e) {
        QCOMPARE(e.message(),
                 QStringLiteral("format: 'ladder' is not a format (swiss, roundrobin, single, double, heats)"));
    }
}

void TestEventFormat::statusAndDeciderNames()
{
    QCOMPARE(club::statusName(club::EventStatus::Open), QStringLiteral("open"));
    QCOMPARE(club::statusName(club::EventStatus::Running), QStringLiteral("running"));
    QCOMPARE(club::statusName(club::EventStatus::Finished), QStringLiteral("finished"));
    const QStringList tieBreaks {QStringLiteral("buchholz"), QStringLiteral("wins")};
    QCOMPARE(club::deciderName({club::Decider::Points, -1}, tieBreaks), QStringLiteral("points"));
    QCOMPARE(club::deciderName({club::Decider::TieBreak, 1}, tieBreaks), QStringLiteral("wins"));
    QCOMPARE(club::deciderName({club::Decider::Shared, -1}, tieBreaks), QStringLiteral("shared"));
}

void TestEventFormat::swissStylesAndAliases()
{
    QCOMPARE(club::swissStyleNames(),
             QStringList({QStringLiteral("fide"), QStringLiteral("games"), QStringLiteral("rating")}));
    for (club::SwissStyle style : {club::SwissStyle::Fide, club::SwissStyle::Games, club::SwissStyle::Rating})
        QCOMPARE(club::parseSwissStyle(club::swissStyleName(style)), style);
    // The values of pairing before the styles: events stored with them pair as they did.
    QCOMPARE(club::parseSwissStyle(QStringLiteral(" Dutch")), club::SwissStyle::Fide);
    QCOMPARE(club::parseSwissStyle(QStringLiteral("quality")), club::SwissStyle::Rating);
    club::EventOptions old;
    club::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("quality"));
    QCOMPARE(old.style, QStringLiteral("rating"));
    QCOMPARE(old.pairing, QString()); // the pairing numbers stay the default (rating)
    club::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("dutch"));
    QCOMPARE(old.style, QStringLiteral("fide"));
    club::parseEventOption(old, QStringLiteral("style"), QStringLiteral("GAMES"));
    QCOMPARE(old.style, QStringLiteral("games"));
    club::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("manual"));
    QCOMPARE(old.pairing, QStringLiteral("manual"));
    try {
        club::parseEventOption(old, QStringLiteral("style"), QStringLiteral("monrad"));
        QFAIL("monrad is not a style Podium pairs");
    } catch (const store::DbError &e) {
        QCOMPARE(e.message(), QStringLiteral("option style: 'monrad' is not a Swiss style (fide, games, rating)"));
    }
}

void TestEventFormat::swissStyleFollowsSides()
{
    QCOMPARE(club::swissStyleOf(QString(), true), club::SwissStyle::Fide);
    QCOMPARE(club::swissStyleOf(QString(), false), club::SwissStyle::Games);
    QCOMPARE(club::swissStyleOf(QStringLiteral("rating"), false), club::SwissStyle::Rating);
    QCOMPARE(club::swissStyleOf(QStringLiteral("games"), true), club::SwissStyle::Games);
}

void TestEventFormat::recommendedRounds_data()
{
    QTest::addColumn<int>("entrants");
    QTest::addColumn<int>("rounds");
    // Magic Tournament Rules, Appendix E (blogs.magicjudges.org/rules/mtr-appendix-e): 5-8 players 3 rounds,
    // 9-16 5 (all formats but a booster-draft playoff), 17-32 5, 33-64 6, 65-128 7, 129-226 8, 227-409 9, 410+ 10.
    // Up to 4 the table's 2 rounds (of elimination); 2 players play 1.
    for (const auto &[entrants, rounds] : std::vector<std::pair<int, int>> {{2, 1},
                                                                            {3, 2},
                                                                            {4, 2},
                                                                            {5, 3},
                                                                            {8, 3},
                                                                            {9, 5},
                                                                            {16, 5},
                                                                            {17, 5},
                                                                            {32, 5},
                                                                            {33, 6},
                                                                            {64, 6},
                                                                            {65, 7},
                                                                            {128, 7},
                                                                            {129, 8},
                                                                            {226, 8},
                                                                            {227, 9},
                                                                            {409, 9},
                                                                            {410, 10},
                                                                            {2000, 10}})
        QTest::addRow("%d players", entrants) << entrants << rounds;
}

void TestEventFormat::recommendedRounds()
{
    QFETCH(int, entrants);
    QFETCH(int, rounds);
    QCOMPARE(club::recommendedSwissRounds(club::SwissStyle::Games, entrants), rounds);
    QCOMPARE(club::plannedEventRounds(EventFormat::Swiss, club::SwissStyle::Games, entrants, 0, false), rounds);
    // The organiser's number stands; the other styles play enough rounds for a sole winner.
    QCOMPARE(club::plannedEventRounds(EventFormat::Swiss, club::SwissStyle::Games, entrants, 4, false), 4);
    QCOMPARE(club::recommendedSwissRounds(club::SwissStyle::Fide, entrants),
             club::traits(EventFormat::Swiss).plannedRounds(entrants, 0, false));
}

void TestEventFormat::swissTieBreaksByStyle()
{
    // Magic Tournament Rules 3.1: match points, then OMW%, GW%, OGW%.
    QCOMPARE(club::defaultSwissTieBreaks(club::SwissStyle::Games),
             QStringList({QStringLiteral("omw"), QStringLiteral("gw"), QStringLiteral("ogw")}));
    QCOMPARE(club::defaultSwissTieBreaks(club::SwissStyle::Fide), club::defaultTieBreaks(EventFormat::Swiss));
    QCOMPARE(club::defaultSwissTieBreaks(club::SwissStyle::Rating), club::defaultTieBreaks(EventFormat::Swiss));
}

QTEST_GUILESS_MAIN(TestEventFormat)
#include "tst_eventformat.moc"
