// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The live board's pages (core/web) on a club in a temporary file: each route's content from the club's own
// figures, 404 for unknown names, hostile names shown as text in HTML, SVG and attributes, no inline script, a
// well-formed chart with its band, and the HTML files self-contained.
#include "../club/testclub.h"
#include "club/club.h"
#include "club/events/eventbracket.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "store/database.h"
#include "store/dberror.h"
#include "web/boardpages.h"
#include "web/htmlfiles.h"
#include "web/ratingchartsvg.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QXmlStreamReader>

#include <cmath>

using namespace podium;

namespace {

const QString kScript = QStringLiteral("<script>alert(1)</script>");
const QString kImg = QStringLiteral("\"><img src=x onerror=alert(1)>");
const QString kLeaderboard = QStringLiteral("Chess TS");
const QString kSwiss = QStringLiteral("Club night");
const QString kCup = QStringLiteral("Cup");

club::GameInput duel(const QString &date, const QString &a, const QString &b, int rankA = 1, int rankB = 2)
{
    club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, rankA, NAN, NAN, true}, {b, {}, rankB, NAN, NAN, true}};
    return game;
}

/** Every start tag of a page (text is escaped, so '<' only opens real markup). */
QStringList tagsOf(const QString &page)
{
    QStringList tags;
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    for (auto it = tag.globalMatch(page); it.hasNext();)
        tags.append(it.next().captured());
    return tags;
}

QString wellFormedProblem(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    return reader.hasError() ? reader.errorString() : QString();
}

} // namespace

class TestBoardPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_pages.reset(), m_club.reset(); }
    void clubPage();
    void leaderboardStandings();
    void eventRoundAndStandings();
    void bracket();
    void playerNextGameAndCharts();
    void chartIsWellFormedWithItsBand();
    void unknownNamesAreNotFound_data();
    void unknownNamesAreNotFound();
    void hostileNamesStayText();
    void noInlineScriptAnywhere();
    void assets();
    void kioskMode();
    void filesAreSelfContained();
    void filesRefuseWhatIsNotThere();
    void unreadableClubSaysSoWithoutDetail();
    void finishedEventsWithTheirWinners();
    void gameNumbersSitUnderTheirPoints();
    void anAbsenceIsToldAsSuch_C14(); // last: its event is the club's newest

private:
    QString html(const QString &path, const QString &query = {});
    /** Every page of the club: the club, each leaderboard, event, bracket, player and chart. */
    QStringList everyPath() const;

    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_club;
    std::unique_ptr<web::BoardPages> m_pages;
};

void TestBoardPages::initTestCase()
{
    m_club = Club::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create); // a file, or on the server
    const store::Database &db = m_club->database();
    club::Games games(db);
    games.add(duel(QStringLiteral("2026-01-05"), QStringLiteral("Ann"), QStringLiteral("Bob")));
    games.add(duel(QStringLiteral("2026-01-12"), QStringLiteral("Ann"), QStringLiteral("Cid")));
    games.add(duel(QStringLiteral("2026-02-02"), QStringLiteral("Bob"), kScript));
    games.add(duel(QStringLiteral("2026-02-09"), kImg, QStringLiteral("Cid"), 1, 1));
    games.add(duel(QStringLiteral("2026-03-01"), QStringLiteral("Ann"), kImg));
    club::Leaderboards(db).create({0, kLeaderboard, QStringLiteral("Chess"), QStringLiteral("trueskill"), {}, {}, {}});

    club::Events events(db);
    club::EventInput swiss;
    swiss.name = kSwiss;
    swiss.discipline = QStringLiteral("Chess");
    swiss.format = club::EventFormat::Swiss;
    swiss.rounds = 3;
    swiss.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), kScript, kImg};
    events.create(swiss);
    events.pairNextRound(kSwiss);
    // Table 1 has its result; the others are still to play.
    events.setResult(kSwiss, 1, 1, {1, 2}, QStringLiteral("2026-03-05T19:00:00"));

    club::EventInput cup = swiss;
    cup.name = kCup;
    cup.format = club::EventFormat::SingleElimination;
    cup.rounds = 0;
    cup.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), kScript};
    events.create(cup);
    events.pairNextRound(kCup);
    events.setResult(kCup, 1, 1, {1, 2}, QStringLiteral("2026-03-06T19:00:00"));
    m_pages = std::make_unique<web::BoardPages>(*m_club);

    // Looking at the pages in a browser: PODIUM_PAGES_DUMP=DIR writes each one there.
    if (const QString dump = qEnvironmentVariable("PODIUM_PAGES_DUMP"); !dump.isEmpty()) {
        int n = 0;
        for (const QString &path : everyPath()) {
            QFile file(QDir(dump).filePath(QStringLiteral("page%1.html").arg(++n)));
            if (const auto page = m_pages->page(path, {}); page && file.open(QIODevice::WriteOnly))
                file.write(page->body);
        }
    }
}

void TestBoardPages::finishedEventsWithTheirWinners()
{
    // M8 of the walkthrough of 28 November: once an event was over, the board's home page said "No event is
    // running." and led nowhere; and every club's page was headed "Podium live board".
    QTemporaryDir dir;
    const store::ClubLocation location = testClub(QDir(dir.path()));
    const auto club = Club::open(location, store::Database::Mode::Create);
    club::Events events(club->database());
    club::EventInput final;
    final.name = QStringLiteral("Fight Night");
    final.discipline = QStringLiteral("Chess");
    final.format = club::EventFormat::SingleElimination;
    final.entrants = {QStringLiteral("Ann"), QStringLiteral("Dave")};
    events.create(final);
    events.pairNextRound(final.name);
    events.setResult(final.name, 1, 1, {2, 1}, QStringLiteral("2026-03-06T19:00:00")); // Dave wins
    QCOMPARE(events.get(final.name).status, club::EventStatus::Finished);
    web::BoardPages pages(*club);
    const auto page = pages.page(QStringLiteral("/"), {});
    QVERIFY(page);
    const QString home = QString::fromUtf8(page->body);
    QVERIFY2(home.contains(QStringLiteral("<h2>Finished events</h2>")), qPrintable(home));
    QVERIFY2(home.contains(QStringLiteral("<a href=\"/event/Fight%20Night\">Fight Night</a> \u2014 won by Dave</li>")),
             qPrintable(home));
    QVERIFY(home.contains(QStringLiteral("No event is running.")));
    const QString name = location.name();
    QVERIFY(!name.isEmpty());
    QVERIFY2(home.contains(QStringLiteral("<title>") + name)
                 && home.contains(QStringLiteral("<h1>") + name + QStringLiteral("</h1>")),
             qPrintable(home));
}

void TestBoardPages::gameNumbersSitUnderTheirPoints()
{
    // U3 of the walkthrough of 28 November: four games of one evening, numbered 1 to 4 along the axis, had "3" between
    // the second and third points and "4" well left of the last. Each number is now under its own point.
    std::vector<club::HistoryPoint> points(4);
    for (int i = 0; i < 4; ++i) {
        points[std::size_t(i)].date = QStringLiteral("2026-03-06T19:%1:00").arg(10 * i, 2, 10, QLatin1Char('0'));
        points[std::size_t(i)].rating = {25.0 + i, 8.0};
        points[std::size_t(i)].value = 25.0 + i;
    }
    const QString svg = web::ratingChartSvg(points, true, QStringLiteral("Ann"));
    QCOMPARE(wellFormedProblem(svg.toUtf8()), QString());
    QStringList circles, numbers;
    static const QRegularExpression circle(QStringLiteral("<circle cx=\"([0-9.]+)\""));
    for (auto m = circle.globalMatch(svg); m.hasNext();)
        circles.append(m.next().captured(1));
    static const QRegularExpression label(QStringLiteral("<text x=\"([0-9.]+)\"[^>]*>([0-9]+)</text>"));
    QStringList under;
    for (auto m = label.globalMatch(svg); m.hasNext();) {
        const QRegularExpressionMatch found = m.next();
        if (circles.contains(found.captured(1)))
            under.append(found.captured(2));
    }
    QCOMPARE(circles.size(), 4);
    QCOMPARE(under, (QStringList {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")}));
}

QString TestBoardPages::html(const QString &path, const QString &query)
{
    const auto page = m_pages->page(path, QUrlQuery(query));
    if (!page)
        return QStringLiteral("(404)");
    if (page->contentType != QByteArrayLiteral("text/html; charset=utf-8"))
        return QStringLiteral("(content type %1)").arg(QString::fromLatin1(page->contentType));
    return QString::fromUtf8(page->body);
}

QStringList TestBoardPages::everyPath() const
{
    QStringList paths {QStringLiteral("/"), QStringLiteral("/leaderboard/") + kLeaderboard,
                       QStringLiteral("/event/") + kSwiss, QStringLiteral("/event/") + kCup,
                       QStringLiteral("/event/") + kCup + QStringLiteral("/bracket")};
    for (const QString &player : {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), kScript, kImg}) {
        paths.append(QStringLiteral("/player/") + player);
        paths.append(QStringLiteral("/chart/") + kLeaderboard + u'/' + player + QStringLiteral(".svg"));
    }
    return paths;
}

void TestBoardPages::clubPage()
{
    const QString page = html(QStringLiteral("/"));
    QVERIFY(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(page.contains(QStringLiteral("<html lang=\"en\">")));
    QVERIFY(page.contains(QStringLiteral("<meta charset=\"utf-8\">")));
    QVERIFY(page.contains(QStringLiteral("<a href=\"/leaderboard/Chess%20TS\">Chess TS</a>")));
    QVERIFY(page.contains(QStringLiteral("<a href=\"/event/Club%20night\">Club night</a>")));
    QVERIFY(page.contains(QStringLiteral("<a href=\"/event/Cup\">Cup</a>")));
    QVERIFY(page.contains(QStringLiteral("<link rel=\"stylesheet\" href=\"/assets/style.css\">")));
    QVERIFY(page.contains(QStringLiteral("<script src=\"/assets/board.js\" defer></script>")));
    QVERIFY(page.contains(QStringLiteral("<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>")));
}

void TestBoardPages::leaderboardStandings()
{
    const club::LeaderboardView view = club::Leaderboards(m_club->database()).view(kLeaderboard);
    QVERIFY(view.hasUncertainty);
    const QString page = html(QStringLiteral("/leaderboard/") + kLeaderboard);
    QVERIFY(page.contains(QStringLiteral("Rating (μ−3σ)")));
    for (std::size_t i = 0; i < view.rows.size(); ++i) {
        const club::LeaderboardRow &row = view.rows[i];
        if (row.player != QStringLiteral("Ann") && row.player != QStringLiteral("Cid"))
            continue;
        // place, player link, the rating as the app writes it (two decimals with sigma), games, W-D-L
        const QString expected
            = QStringLiteral(
                  "<td class=\"num\">%1</td><td class=\"player\"><a href=\"/player/%2\">%2</a></td>"
                  "<td class=\"num rating\">%3</td><td class=\"num\">%4</td><td class=\"num wide\">%5–%6–%7</td>")
                  .arg(i + 1)
                  .arg(row.player, QLocale().toString(row.value, 'f', 2))
                  .arg(row.games)
                  .arg(row.wins)
                  .arg(row.draws)
                  .arg(row.losses);
        QVERIFY2(page.contains(expected), qPrintable(expected));
    }
    QCOMPARE(view.rows.front().player, QStringLiteral("Ann")); // three wins of three
    QVERIFY(
        page.contains(QStringLiteral("<td class=\"num\">1</td><td class=\"player\"><a href=\"/player/Ann\">Ann</a>")));
}

void TestBoardPages::eventRoundAndStandings()
{
    const QString page = html(QStringLiteral("/event/") + kSwiss);
    QVERIFY(page.contains(QStringLiteral("<h2>Round 1</h2>")));
    QVERIFY(page.contains(QStringLiteral("<label for=\"where\">Where do I play?</label>")));
    QVERIFY(page.contains(QStringLiteral("<input type=\"search\" id=\"where\"")));
    const std::vector<club::EventTable> tables = club::Events(m_club->database()).tables(kSwiss, 1);
    QCOMPARE(int(tables.size()), 3); // five entrants: two tables and a bye
    for (const club::EventTable &t : tables) {
        QString row = QStringLiteral("<tbody class=\"pairing\"><tr><td class=\"num table\">%1</td>").arg(t.table);
        QVERIFY2(page.contains(row), qPrintable(row));
        if (t.bye) {
            QVERIFY(page.contains(QStringLiteral("<td class=\"bye\">bye</td>")));
        }
    }
    // The result of table 1, the others still empty.
    QVERIFY(page.contains(QStringLiteral("<td class=\"num result\">1 – 0</td>")));
    QVERIFY(page.contains(QStringLiteral("<td class=\"num result\"></td>")));
    // The standings with their tie-breaks and what decided each place.
    const club::Events events(m_club->database());
    const auto standings = events.standings(kSwiss);
    QVERIFY(page.contains(QStringLiteral("<section id=\"standings\" class=\"view\"><h2>Standings</h2>")));
    QVERIFY(page.contains(QStringLiteral("<th class=\"decider wide\">Decided by</th>")));
    const club::EventStanding &first = standings.front();
    QCOMPARE(first.points, 1.0);
    const QString firstRow = QStringLiteral("<td class=\"num\">1</td><td class=\"player\"><a href=\"/player/%1\">")
                                 .arg(QString::fromLatin1(QUrl::toPercentEncoding(first.player)));
    QVERIFY2(page.contains(firstRow), qPrintable(firstRow));
    QVERIFY(!page.contains(QStringLiteral("/bracket"))); // a Swiss has none
    QVERIFY(
        html(QStringLiteral("/event/") + kCup).contains(QStringLiteral("<a href=\"/event/Cup/bracket\">Bracket</a>")));
}

void TestBoardPages::bracket()
{
    const QString page = html(QStringLiteral("/event/Cup/bracket"));
    QVERIFY(page.contains(QStringLiteral("<h3>Semi-finals</h3>")));
    QVERIFY(page.contains(QStringLiteral("<h3>Final</h3>")));
    const club::EventBracket bracket = club::eventBracket(m_club->database(), kCup);
    // The match of table 1 is decided: its winner marked, and named in the final.
    const auto decided = std::find_if(bracket.matches.begin(), bracket.matches.end(),
                                      [](const auto &m) { return m.round == 1 && m.table == 1; });
    QVERIFY(decided != bracket.matches.end());
    QCOMPARE(decided->box.winnerSide, 0);
    const QString winner = decided->entries[0].player;
    const QString marked
        = QStringLiteral("<div class=\"side winner\"><span class=\"seed\">%1</span><a href=\"/player/%2\">")
              .arg(decided->entries[0].seed)
              .arg(winner);
    QVERIFY2(page.contains(marked), qPrintable(marked));
    QVERIFY(page.contains(QStringLiteral("Winner of R1 M")));
    QVERIFY(page.contains(QStringLiteral("R1 M2 · round 1, table 2")));
}

void TestBoardPages::playerNextGameAndCharts()
{
    const std::vector<club::EventTable> tables = club::Events(m_club->database()).tables(kSwiss, 1);
    for (const club::EventTable &t : tables) {
        if (t.bye || t.gameId != 0)
            continue;
        const QString player = t.seats[0].player;
        const QString page = html(QStringLiteral("/player/") + player);
        const QString next = QStringLiteral("<strong>round 1, table %1</strong>").arg(t.table);
        QVERIFY2(page.contains(next), qPrintable(player));
        QVERIFY(page.contains(QStringLiteral("<img class=\"chart\" src=\"/chart/Chess%20TS/")));
    }
    // Ann played table 1, which has its result: no next game there, and her games newest first.
    const QString ann = html(QStringLiteral("/player/Ann"));
    QVERIFY(ann.contains(QStringLiteral("<img class=\"chart\" src=\"/chart/Chess%20TS/Ann.svg\"")));
    const QString newest = QStringLiteral("6 Mar 2026");
    const QString oldest = QStringLiteral("5 Jan 2026");
    QVERIFY(ann.contains(QStringLiteral("<td>%1</td><td class=\"wide\">Chess</td><td>won</td>").arg(newest)));
    QVERIFY(ann.indexOf(newest) < ann.indexOf(oldest));
    QVERIFY(ann.contains(QStringLiteral("<td>won</td><td><a href=\"/player/Bob\">Bob</a></td>")));
    QVERIFY(ann.contains(QStringLiteral("No game to play in a running event.")));
}

void TestBoardPages::chartIsWellFormedWithItsBand()
{
    const auto chart = m_pages->page(QStringLiteral("/chart/Chess TS/Ann.svg"), {});
    QVERIFY(chart);
    QCOMPARE(chart->contentType, QByteArrayLiteral("image/svg+xml"));
    QCOMPARE(wellFormedProblem(chart->body), QString());
    const QString svg = QString::fromUtf8(chart->body);
    QVERIFY(svg.startsWith(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\"")));
    QVERIFY(svg.contains(QStringLiteral("<polygon class=\"band\"")));
    QVERIFY(svg.contains(QStringLiteral("<polyline class=\"conservative\"")));
    QVERIFY(svg.contains(QStringLiteral("<polyline class=\"mu\"")));
    QVERIFY(svg.contains(QStringLiteral("μ; band μ ± 2σ; dashed μ − 3σ")));
    // A point for each of Ann's games: three, and one in each event.
    const auto points = club::Leaderboards(m_club->database()).history(QStringLiteral("Ann"), kLeaderboard);
    QCOMPARE(int(points.size()), 5);
    QCOMPARE(svg.count(QStringLiteral("<circle")), 5);
    // Hostile names in a chart: escaped text, still well-formed XML.
    for (const QString &player : {kScript, kImg}) {
        const auto hostile = m_pages->page(QStringLiteral("/chart/Chess TS/") + player + QStringLiteral(".svg"), {});
        QVERIFY(hostile);
        QCOMPARE(wellFormedProblem(hostile->body), QString());
        QVERIFY(!hostile->body.contains(kScript.toUtf8()));
        QVERIFY(!hostile->body.contains("<img"));
    }
    QVERIFY(m_pages->page(QStringLiteral("/chart/Chess TS/") + kScript + QStringLiteral(".svg"), {})
                ->body.contains("&lt;script&gt;alert(1)&lt;/script&gt; on Chess TS"));
}

void TestBoardPages::unknownNamesAreNotFound_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("leaderboard") << QStringLiteral("/leaderboard/Nope");
    QTest::newRow("empty leaderboard") << QStringLiteral("/leaderboard/");
    QTest::newRow("player") << QStringLiteral("/player/Nobody");
    QTest::newRow("event") << QStringLiteral("/event/Nope");
    QTest::newRow("bracket of a Swiss") << QStringLiteral("/event/Club night/bracket");
    QTest::newRow("bracket of nothing") << QStringLiteral("/event/Nope/bracket");
    QTest::newRow("chart of nobody") << QStringLiteral("/chart/Chess TS/Nobody.svg");
    QTest::newRow("chart of no leaderboard") << QStringLiteral("/chart/Nope/Ann.svg");
    QTest::newRow("chart not svg") << QStringLiteral("/chart/Chess TS/Ann.png");
    QTest::newRow("other asset") << QStringLiteral("/assets/other.css");
    QTest::newRow("asset out of the way") << QStringLiteral("/assets/../boardpages.cpp");
    QTest::newRow("resource path") << QStringLiteral("/assets/:/podium/web/style.css");
    QTest::newRow("no such route") << QStringLiteral("/admin");
    QTest::newRow("no slash") << QStringLiteral("player/Ann");
    QTest::newRow("empty") << QString();
}

void TestBoardPages::unknownNamesAreNotFound()
{
    QFETCH(QString, path);
    QVERIFY(!m_pages->page(path, {}));
}

void TestBoardPages::hostileNamesStayText()
{
    const QString escapedScript = QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;");
    const QString escapedImg = QStringLiteral("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    for (const QString &path : everyPath()) {
        const auto page = m_pages->page(path, {});
        QVERIFY2(page, qPrintable(path));
        const QString body = QString::fromUtf8(page->body);
        QVERIFY2(!body.contains(kScript), qPrintable(path));
        QVERIFY2(!body.contains(QStringLiteral("<img src=x")), qPrintable(path));
        QVERIFY2(!body.contains(QStringLiteral("\"><img")), qPrintable(path));
    }
    const QString event = html(QStringLiteral("/event/") + kSwiss);
    QVERIFY(event.contains(escapedScript));
    QVERIFY(event.contains(escapedImg));
    // In a link: the name percent-encoded in the attribute, escaped in the text.
    QVERIFY(event.contains(QStringLiteral("<a href=\"/player/%3Cscript%3Ealert%281%29%3C%2Fscript%3E\">")
                           + escapedScript + QStringLiteral("</a>")));
    QVERIFY(event.contains(QStringLiteral("<a href=\"/player/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E\">")
                           + escapedImg + QStringLiteral("</a>")));
    // In an attribute value (the chart's alt text) and the title.
    const QString player = html(QStringLiteral("/player/") + kImg);
    QVERIFY(
        player.contains(QStringLiteral("alt=\"Rating history of ") + escapedImg + QStringLiteral(" on Chess TS\"")));
    QVERIFY(player.contains(QStringLiteral("<title>") + escapedImg + QStringLiteral("</title>")));
    // Reached by its decoded path, the hostile player is found.
    QVERIFY(html(QStringLiteral("/player/") + kScript).contains(QStringLiteral("<h1>") + escapedScript));
}

void TestBoardPages::noInlineScriptAnywhere()
{
    static const QRegularExpression handler(QStringLiteral("\\son[a-z]+\\s*="),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression styleAttribute(QStringLiteral("\\sstyle\\s*="));
    for (const QString &path : everyPath() + QStringList {QStringLiteral("/event/Cup/bracket")}) {
        const QString body = QString::fromUtf8(m_pages->page(path, QUrlQuery(QStringLiteral("kiosk")))->body);
        for (const QString &tag : tagsOf(body)) {
            // Attribute values are escaped text (an alt text may say "onerror="): only the names are markup.
            static const QRegularExpression value(QStringLiteral("\"[^\"]*\""));
            const QString names = QString(tag).remove(value);
            QVERIFY2(!handler.match(names).hasMatch(), qPrintable(path + u' ' + tag));
            QVERIFY2(!styleAttribute.match(names).hasMatch(), qPrintable(path + u' ' + tag));
            if (tag.startsWith(QStringLiteral("<script")))
                QCOMPARE(tag, QStringLiteral("<script src=\"/assets/board.js\" defer>"));
            QVERIFY2(!tag.contains(QStringLiteral("javascript:")), qPrintable(tag));
        }
        QVERIFY(!body.contains(QStringLiteral("<style")));
    }
}

void TestBoardPages::assets()
{
    const auto css = m_pages->page(QStringLiteral("/assets/style.css"), {});
    QVERIFY(css);
    QCOMPARE(css->contentType, QByteArrayLiteral("text/css; charset=utf-8"));
    QVERIFY(css->body.contains("prefers-color-scheme: dark"));
    QVERIFY(!css->body.contains("@import") && !css->body.contains("url("));
    const auto js = m_pages->page(QStringLiteral("/assets/board.js"), {});
    QVERIFY(js);
    QCOMPARE(js->contentType, QByteArrayLiteral("text/javascript; charset=utf-8"));
    QVERIFY(js->body.contains("location.host + '/live'"));
    QVERIFY(js->body.contains("DOMParser"));
    QVERIFY(!js->body.contains("http://") && !js->body.contains("https://"));
}

void TestBoardPages::kioskMode()
{
    const QString page = html(QStringLiteral("/event/Cup"), QStringLiteral("kiosk"));
    QVERIFY(page.contains(QStringLiteral("<html lang=\"en\" class=\"kiosk\">")));
    QVERIFY(page.contains(
        QStringLiteral("<main data-kiosk-views=\"/event/Cup#round /event/Cup#standings /event/Cup/bracket\">")));
    QVERIFY(!html(QStringLiteral("/event/Cup")).contains(QStringLiteral("class=\"kiosk\"")));
    // The club cycles through its running events' views, then its leaderboards.
    QVERIFY(html(QStringLiteral("/"))
                .contains(QStringLiteral(
                    "data-kiosk-views=\"/event/Cup#round /event/Cup#standings /event/Cup/bracket "
                    "/event/Club%20night#round /event/Club%20night#standings /leaderboard/Chess%20TS\"")));
}

void TestBoardPages::filesAreSelfContained()
{
    const store::Database &db = m_club->database();
    const QList<std::pair<const char *, QByteArray>> files {
        {"standings", web::standingsHtml(db, kLeaderboard)},
        {"event", web::eventHtml(db, kSwiss)},
        {"round", web::roundHtml(db, kSwiss, 1)},
        {"bracket", web::bracketHtml(db, kCup)},
        {"player", web::playerHtml(db, kImg)},
        {"player2", web::playerHtml(db, kScript)},
    };
    for (const auto &[what, data] : files) {
        const QString file = QString::fromUtf8(data);
        QVERIFY2(file.startsWith(QStringLiteral("<!DOCTYPE html>")), what);
        QVERIFY2(file.contains(QStringLiteral("<style>")), what);
        QVERIFY2(!file.contains(QStringLiteral("<script")), what);
        QVERIFY2(!file.contains(QStringLiteral("/assets")), what);
        QVERIFY2(!file.contains(QStringLiteral("href=")), what);
        QVERIFY2(!file.contains(QStringLiteral(" src=\"")), what);
        QVERIFY2(!file.contains(QStringLiteral("http-equiv")), what);
        QVERIFY2(!file.contains(kScript) && !file.contains(QStringLiteral("<img")), what);
    }
    const QString player = QString::fromUtf8(web::playerHtml(db, QStringLiteral("Ann")));
    QVERIFY(player.contains(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\"")));
    QVERIFY(player.contains(QStringLiteral("<polygon class=\"band\"")));
    const QString event = QString::fromUtf8(web::eventHtml(db, kSwiss));
    QVERIFY(event.contains(QStringLiteral("<h2>Round 1</h2>")) && event.contains(QStringLiteral("Decided by")));
    QVERIFY(!event.contains(QStringLiteral("Where do I play?")));
    const QString round = QString::fromUtf8(web::roundHtml(db, kSwiss));
    QVERIFY(round.contains(QStringLiteral("<title>Club night, round 1</title>")));
    QVERIFY(!round.contains(QStringLiteral("Decided by")));
    QVERIFY(QString::fromUtf8(web::standingsHtml(db, kLeaderboard))
                .contains(QStringLiteral("<td class=\"player\">Ann</td>")));
}

void TestBoardPages::filesRefuseWhatIsNotThere()
{
    const store::Database &db = m_club->database();
    const auto message = [](const std::function<void()> &write) {
        try {
            write();
        } catch (const store::DbError &error) {
            return error.message();
        }
        return QStringLiteral("no error");
    };
    QCOMPARE(message([&] { web::roundHtml(db, kSwiss, 4); }),
             QStringLiteral("event Club night has rounds 1 to 1, not 4"));
    QCOMPARE(message([&] { web::bracketHtml(db, kSwiss); }),
             QStringLiteral("event Club night is not an elimination and has no bracket"));
    QVERIFY(message([&] { web::standingsHtml(db, QStringLiteral("Nope")); }) != QStringLiteral("no error"));
    QVERIFY(message([&] { web::playerHtml(db, QStringLiteral("Nobody")); }) != QStringLiteral("no error"));
    QVERIFY(message([&] { web::eventHtml(db, QStringLiteral("Nope")); }) != QStringLiteral("no error"));
}

void TestBoardPages::unreadableClubSaysSoWithoutDetail()
{
    const QString file = m_dir.filePath(QStringLiteral("broken.podium"));
    const auto club = Club::open(file, store::Database::Mode::Create);
    // Another program took the events away: every read of them fails.
    auto query = club->database().prepare(QStringLiteral("ALTER TABLE events RENAME TO gone"));
    store::Database::exec(query);
    web::BoardPages pages(*club);
    const auto page = pages.page(QStringLiteral("/"), {});
    QVERIFY(page);
    QCOMPARE(page->contentType, QByteArrayLiteral("text/html; charset=utf-8"));
    const QString body = QString::fromUtf8(page->body);
    QVERIFY(body.contains(QStringLiteral("The club cannot be read just now.")));
    QVERIFY(!body.contains(file) && !body.contains(QStringLiteral("broken.podium")));
    QVERIFY(!body.contains(QStringLiteral("no such table")) && !body.contains(QStringLiteral("events")));
}

void TestBoardPages::anAbsenceIsToldAsSuch_C14()
{
    // A player absent from the round by request reads so on the round's page and their own, not "bye".
    const store::Database &db = m_club->database();
    club::Events events(db);
    club::EventInput in;
    in.name = QStringLiteral("Thursday");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 2;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid")};
    events.create(in);
    events.requestAbsence(in.name, QStringLiteral("Cid"), 1);
    events.pairNextRound(in.name);
    const QString round = QString::fromUtf8(web::roundHtml(db, in.name));
    QVERIFY2(round.contains(QStringLiteral("<td class=\"bye\">absent</td><td class=\"num\">0</td>")),
             qPrintable(round));
    const QString cid = QString::fromUtf8(web::playerHtml(db, QStringLiteral("Cid")));
    QVERIFY(cid.contains(QStringLiteral("<p class=\"next\">Thursday: round 1, absent</p>")));
}

QTEST_GUILESS_MAIN(TestBoardPages)
#include "tst_boardpages.moc"
