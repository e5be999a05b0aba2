// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The table of event formats: the rounds each plays, draws, pairing methods and default tie-breaks, and the
// names the database and podium-cli use for formats, statuses and deciders.
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "store/dberror.h"

#include <QTest>

using namespace podium;
using db::EventFormat;

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
    QCOMPARE(db::eventFormats().size(), std::size_t(5));
    for (const db::FormatTraits &t : db::eventFormats())
        QCOMPARE(&db::traits(t.format), &t);
    QCOMPARE(db::formatNames(),
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
    QCOMPARE(db::traits(format).plannedRounds(entrants, requested, twice), rounds);
}

void TestEventFormat::drawsLobbiesAndBrackets()
{
    const auto &swiss = db::traits(EventFormat::Swiss), &roundRobin = db::traits(EventFormat::RoundRobin),
               &single = db::traits(EventFormat::SingleElimination),
               &doubleElimination = db::traits(EventFormat::DoubleElimination), &heats = db::traits(EventFormat::Heats);
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
        db::defaultTieBreaks(EventFormat::Swiss),
        QStringList({QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"), QStringLiteral("sonneborn-berger"),
                     QStringLiteral("direct"), QStringLiteral("wins"), QStringLiteral("rating")}));
    QCOMPARE(db::defaultTieBreaks(EventFormat::RoundRobin),
             QStringList({QStringLiteral("sonneborn-berger"), QStringLiteral("direct"), QStringLiteral("wins"),
                          QStringLiteral("rating")}));
    for (EventFormat f : {EventFormat::SingleElimination, EventFormat::DoubleElimination, EventFormat::Heats})
        QCOMPARE(db::defaultTieBreaks(f), QStringList({QStringLiteral("wins"), QStringLiteral("rating")}));
    // Every tie-break an organiser may pick, each a name the standings read.
    QCOMPARE(db::knownTieBreaks(),
             QStringList({QStringLiteral("buchholz-cut1"), QStringLiteral("buchholz"),
                          QStringLiteral("median-buchholz"), QStringLiteral("sonneborn-berger"), QStringLiteral("omw"),
                          QStringLiteral("gw"), QStringLiteral("ogw"), QStringLiteral("direct"), QStringLiteral("wins"),
                          QStringLiteral("rating")}));
}

void TestEventFormat::pairingMethods()
{
    const auto &swiss = db::traits(EventFormat::Swiss);
    // A Swiss's pairing numbers: from the rating, or the entry order (the style says how it pairs).
    QCOMPARE(swiss.pairingMethods, QStringList({QStringLiteral("rating"), QStringLiteral("manual")}));
    QCOMPARE(swiss.pairingMethod(QString()), QStringLiteral("rating")); // the first is the default
    QCOMPARE(swiss.pairingMethod(QStringLiteral("manual")), QStringLiteral("manual"));
    QCOMPARE(swiss.pairingMethod(QStringLiteral("snake")), QStringLiteral("rating")); // another format's
    QCOMPARE(db::traits(EventFormat::SingleElimination).pairingMethod(QString()), QStringLiteral("rating"));
    QCOMPARE(db::traits(EventFormat::Heats).pairingMethod(QStringLiteral("snake")), QStringLiteral("snake"));
    QVERIFY(db::traits(EventFormat::RoundRobin).pairingMethods.isEmpty());
    QCOMPARE(db::traits(EventFormat::RoundRobin).pairingMethod(QStringLiteral("dutch")), QString());
    QCOMPARE(db::knownPairingMethods(),
             QStringList({QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("balanced"),
                          QStringLiteral("snake")}));
}

void TestEventFormat::namesRoundTrip()
{
    for (const db::FormatTraits &t : db::eventFormats())
        QCOMPARE(db::parseFormat(db::formatName(t.format)), t.format);
    QCOMPARE(db::parseFormat(QStringLiteral(" RoundRobin ")), EventFormat::RoundRobin);
    try {
        db::parseFormat(QStringLiteral("ladder"));
        QFAIL("a ladder is not a format");
    } catch (const db::DbError &e) {
        QCOMPARE(e.message(),
                 QStringLiteral("format: 'ladder' is not a format (swiss, roundrobin, single, double, heats)"));
    }
}

void TestEventFormat::statusAndDeciderNames()
{
    QCOMPARE(db::statusName(db::EventStatus::Open), QStringLiteral("open"));
    QCOMPARE(db::statusName(db::EventStatus::Running), QStringLiteral("running"));
    QCOMPARE(db::statusName(db::EventStatus::Finished), QStringLiteral("finished"));
    const QStringList tieBreaks {QStringLiteral("buchholz"), QStringLiteral("wins")};
    QCOMPARE(db::deciderName({db::Decider::Points, -1}, tieBreaks), QStringLiteral("points"));
    QCOMPARE(db::deciderName({db::Decider::TieBreak, 1}, tieBreaks), QStringLiteral("wins"));
    QCOMPARE(db::deciderName({db::Decider::Shared, -1}, tieBreaks), QStringLiteral("shared"));
}

void TestEventFormat::swissStylesAndAliases()
{
    QCOMPARE(db::swissStyleNames(),
             QStringList({QStringLiteral("fide"), QStringLiteral("games"), QStringLiteral("rating")}));
    for (db::SwissStyle style : {db::SwissStyle::Fide, db::SwissStyle::Games, db::SwissStyle::Rating})
        QCOMPARE(db::parseSwissStyle(db::swissStyleName(style)), style);
    // The values of pairing before the styles: events stored with them pair as they did.
    QCOMPARE(db::parseSwissStyle(QStringLiteral(" Dutch")), db::SwissStyle::Fide);
    QCOMPARE(db::parseSwissStyle(QStringLiteral("quality")), db::SwissStyle::Rating);
    db::EventOptions old;
    db::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("quality"));
    QCOMPARE(old.style, QStringLiteral("rating"));
    QCOMPARE(old.pairing, QString()); // the pairing numbers stay the default (rating)
    db::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("dutch"));
    QCOMPARE(old.style, QStringLiteral("fide"));
    db::parseEventOption(old, QStringLiteral("style"), QStringLiteral("GAMES"));
    QCOMPARE(old.style, QStringLiteral("games"));
    db::parseEventOption(old, QStringLiteral("pairing"), QStringLiteral("manual"));
    QCOMPARE(old.pairing, QStringLiteral("manual"));
    try {
        db::parseEventOption(old, QStringLiteral("style"), QStringLiteral("monrad"));
        QFAIL("monrad is not a style Podium pairs");
    } catch (const db::DbError &e) {
        QCOMPARE(e.message(), QStringLiteral("option style: 'monrad' is not a Swiss style (fide, games, rating)"));
    }
}

void TestEventFormat::swissStyleFollowsSides()
{
    QCOMPARE(db::swissStyleOf(QString(), true), db::SwissStyle::Fide);
    QCOMPARE(db::swissStyleOf(QString(), false), db::SwissStyle::Games);
    QCOMPARE(db::swissStyleOf(QStringLiteral("rating"), false), db::SwissStyle::Rating);
    QCOMPARE(db::swissStyleOf(QStringLiteral("games"), true), db::SwissStyle::Games);
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
    QCOMPARE(db::recommendedSwissRounds(db::SwissStyle::Games, entrants), rounds);
    QCOMPARE(db::plannedEventRounds(EventFormat::Swiss, db::SwissStyle::Games, entrants, 0, false), rounds);
    // The organiser's number stands; the other styles play enough rounds for a sole winner.
    QCOMPARE(db::plannedEventRounds(EventFormat::Swiss, db::SwissStyle::Games, entrants, 4, false), 4);
    QCOMPARE(db::recommendedSwissRounds(db::SwissStyle::Fide, entrants),
             db::traits(EventFormat::Swiss).plannedRounds(entrants, 0, false));
}

void TestEventFormat::swissTieBreaksByStyle()
{
    // Magic Tournament Rules 3.1: match points, then OMW%, GW%, OGW%.
    QCOMPARE(db::defaultSwissTieBreaks(db::SwissStyle::Games),
             QStringList({QStringLiteral("omw"), QStringLiteral("gw"), QStringLiteral("ogw")}));
    QCOMPARE(db::defaultSwissTieBreaks(db::SwissStyle::Fide), db::defaultTieBreaks(EventFormat::Swiss));
    QCOMPARE(db::defaultSwissTieBreaks(db::SwissStyle::Rating), db::defaultTieBreaks(EventFormat::Swiss));
}

QTEST_GUILESS_MAIN(TestEventFormat)
#include "tst_eventformat.moc"
