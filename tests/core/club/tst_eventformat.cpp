// The table of event formats: the rounds each plays, draws, pairing methods and default tie-breaks, and the
// names the database and podium-cli use for formats, statuses and deciders.
#include "club/eventformat.h"
#include "club/events.h"
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
                          QStringLiteral("median-buchholz"), QStringLiteral("sonneborn-berger"),
                          QStringLiteral("direct"), QStringLiteral("wins"), QStringLiteral("rating")}));
}

void TestEventFormat::pairingMethods()
{
    const auto &swiss = db::traits(EventFormat::Swiss);
    QCOMPARE(swiss.pairingMethods, QStringList({QStringLiteral("quality"), QStringLiteral("dutch")}));
    QCOMPARE(swiss.pairingMethod(QString()), QStringLiteral("quality")); // the first is the default
    QCOMPARE(swiss.pairingMethod(QStringLiteral("dutch")), QStringLiteral("dutch"));
    QCOMPARE(swiss.pairingMethod(QStringLiteral("snake")), QStringLiteral("quality")); // another format's
    QCOMPARE(db::traits(EventFormat::SingleElimination).pairingMethod(QString()), QStringLiteral("rating"));
    QCOMPARE(db::traits(EventFormat::Heats).pairingMethod(QStringLiteral("snake")), QStringLiteral("snake"));
    QVERIFY(db::traits(EventFormat::RoundRobin).pairingMethods.isEmpty());
    QCOMPARE(db::traits(EventFormat::RoundRobin).pairingMethod(QStringLiteral("dutch")), QString());
    QCOMPARE(db::knownPairingMethods(),
             QStringList({QStringLiteral("quality"), QStringLiteral("dutch"), QStringLiteral("rating"),
                          QStringLiteral("manual"), QStringLiteral("balanced"), QStringLiteral("snake")}));
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

QTEST_GUILESS_MAIN(TestEventFormat)
#include "tst_eventformat.moc"
