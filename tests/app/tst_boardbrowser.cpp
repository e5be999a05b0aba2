// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The live board in a real browser (issue 15): `podium-cli serve` on a club with a Swiss in progress, Debian's
// chromium headless on its event page, driven through the DevTools protocol (a WebSocket, so QtWebSockets is all
// the test needs): the page as rendered after its scripts ran, "where do I play?" finding one table, and a result
// saved by a second program showing on the open page without a reload.
#include "clirunner.h"
#include "devtools.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWebSocket>
#include <functional>

namespace {

using podium::test::cli;
using podium::test::DevTools;
using podium::test::getJson;
using podium::test::waitFor;

} // namespace

class TestBoardBrowser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void thePhoneFindsItsTableAndSeesTheResult();
    void theProjectorCyclesItsViews();
    void theProjectorFitsTheWholeBracketWithItsLines();

private:
    QStringList run(const QStringList &rest) const
    {
        const auto result = cli(QStringList {QStringLiteral("--db"), m_club} + rest);
        return QString::fromUtf8(result.out + result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    QTemporaryDir m_dir;
    QString m_chromium;
    QString m_club;
    QStringList m_entrants;
    QProcess m_board;
    QProcess m_browser;
    QUrl m_boardUrl;
    DevTools m_page;
};

void TestBoardBrowser::initTestCase()
{
    m_chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    const QString &chromium = m_chromium;
    QVERIFY2(!chromium.isEmpty(), "chromium is missing: ./build.sh test installs Debian's chromium");
    QVERIFY(m_dir.isValid());
    m_club = m_dir.filePath(QStringLiteral("lan.podium"));
    QCOMPARE(cli({QStringLiteral("demo"), QStringLiteral("--db"), m_club}).status, 0);
    for (const QString &line : run({QStringLiteral("players"), QStringLiteral("list")}).mid(1, 6))
        m_entrants << line.section(QLatin1Char(','), 0, 0);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("create"),
                  QStringLiteral("LAN Night"), QStringLiteral("--format"), QStringLiteral("swiss"),
                  QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--rounds"),
                  QStringLiteral("3"), QStringLiteral("--entrants"), m_entrants.join(QLatin1Char(','))})
                 .status,
             0);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("next"),
                  QStringLiteral("LAN Night")})
                 .status,
             0);

    // The board, on a port the system picks; it says where it is.
    QString said;
    m_boardUrl = podium::test::serveBoard(m_board, m_club, &said);
    QVERIFY2(m_boardUrl.isValid(), qPrintable(said));

    // The browser, with a profile of its own and its DevTools on a port it picks and writes down.
    const QString profile = m_dir.filePath(QStringLiteral("profile"));
    m_browser.start(chromium,
                    {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"), QStringLiteral("--disable-gpu"),
                     QStringLiteral("--no-first-run"), QStringLiteral("--remote-debugging-port=0"),
                     QStringLiteral("--user-data-dir=") + profile, QStringLiteral("about:blank")});
    QFile portFile(profile + QStringLiteral("/DevToolsActivePort"));
    QVERIFY2(waitFor([&] { return portFile.exists() && portFile.size() > 0; }, 30000),
             qPrintable(QString::fromUtf8(m_browser.readAllStandardError())));
    QVERIFY(portFile.open(QIODevice::ReadOnly));
    const int port = QString::fromUtf8(portFile.readLine()).trimmed().toInt();
    QVERIFY(port > 0);
    QUrl pageSocket;
    QVERIFY(waitFor(
        [&] {
            const QJsonArray targets = getJson(QUrl(QStringLiteral("http://127.0.0.1:%1/json/list").arg(port))).array();
            for (const QJsonValue &target : targets) {
                if (target.toObject().value(QStringLiteral("type")).toString() == QLatin1String("page"))
                    pageSocket = QUrl(target.toObject().value(QStringLiteral("webSocketDebuggerUrl")).toString());
            }
            return pageSocket.isValid();
        },
        10000));
    QVERIFY(m_page.open(pageSocket));
}

void TestBoardBrowser::cleanupTestCase()
{
    for (QProcess *process : {&m_browser, &m_board}) {
        process->terminate();
        if (!process->waitForFinished(5000))
            process->kill();
    }
}

void TestBoardBrowser::thePhoneFindsItsTableAndSeesTheResult()
{
    // A phone: narrow, touch, on the event's page.
    m_page.call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
                {{QStringLiteral("width"), 390},
                 {QStringLiteral("height"), 844},
                 {QStringLiteral("deviceScaleFactor"), 2},
                 {QStringLiteral("mobile"), true}});
    const QUrl event = m_boardUrl.resolved(QUrl(QStringLiteral("/event/LAN%20Night")));
    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), event.toString()}});
    QVERIFY2(waitFor(
                 [&] {
                     return m_page.evaluate(QStringLiteral("document.readyState")) == QLatin1String("complete")
                         && m_page.evaluate(QStringLiteral("String(document.querySelectorAll('tbody.pairing').length)"))
                         == QLatin1String("3");
                 },
                 15000),
             qPrintable(m_page.evaluate(QStringLiteral("document.documentElement.outerHTML"))));
    // U2 of the walkthrough of 28 November: at 390 px the standings' last columns ran off the phone's edge. Nothing
    // is wider than the phone, the page nor a table in its own box.
    const QString fits
        = QStringLiteral("String(document.documentElement.scrollWidth <= window.innerWidth"
                         " && [...document.querySelectorAll('table')].every(t => t.scrollWidth <= t.clientWidth + 1))");
    QCOMPARE(m_page.evaluate(fits), QStringLiteral("true"));
    // The page as rendered: every entrant at a table of round 1, no result yet.
    const QString shown = m_page.evaluate(QStringLiteral("document.querySelector('main').innerText"));
    QVERIFY2(shown.contains(QStringLiteral("Round 1")), qPrintable(shown));
    for (const QString &player : m_entrants)
        QVERIFY2(shown.contains(player), qPrintable(player + QStringLiteral(" in\n") + shown));
    const QString firstResult = QStringLiteral("document.querySelector('tbody.pairing td.result').innerText.trim()");
    QCOMPARE(m_page.evaluate(firstResult), QString());

    // "Where do I play?": typing a name leaves that player's table alone.
    const QString white
        = m_page.evaluate(QStringLiteral("document.querySelector('tbody.pairing td + td').innerText.trim()"));
    QVERIFY2(m_entrants.contains(white), qPrintable(white));
    const QString visible = QStringLiteral(
        "String([...document.querySelectorAll('tbody.pairing')].filter(b => getComputedStyle(b).display !== 'none')"
        ".length)");
    m_page.evaluate(QStringLiteral("(() => { const i = document.getElementById('where'); i.value = '%1';"
                                   " i.dispatchEvent(new Event('input')); return i.value; })()")
                        .arg(white.left(4)));
    QVERIFY2(waitFor([&] { return m_page.evaluate(visible) == QLatin1String("1"); }, 5000),
             qPrintable(m_page.evaluate(visible)));

    // A second program saves the result of table 1; the open page shows it without a reload.
    m_page.evaluate(QStringLiteral("window.notReloaded = true"));
    QElapsedTimer sinceSaved;
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("result"),
                  QStringLiteral("LAN Night"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("--ranks"),
                  QStringLiteral("1,2")})
                 .status,
             0);
    sinceSaved.start();
    QVERIFY2(waitFor([&] { return m_page.evaluate(firstResult) == QStringLiteral("1 \u2013 0"); }, 15000),
             qPrintable(m_page.evaluate(firstResult)));
    qInfo("the result showed on the page %lld ms after podium-cli saved it", sinceSaved.elapsed());
    QCOMPARE(m_page.evaluate(QStringLiteral("String(window.notReloaded)")), QStringLiteral("true"));
    // The search typed before is still applied.
    QCOMPARE(m_page.evaluate(visible), QStringLiteral("1"));

    // A leaderboard of 40 players fits the phone too.
    const QUrl leaderboard = m_boardUrl.resolved(QUrl(QStringLiteral("/leaderboard/Chess%20-%20Elo")));
    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), leaderboard.toString()}});
    QVERIFY2(waitFor(
                 [&] {
                     return m_page.evaluate(QStringLiteral("document.readyState")) == QLatin1String("complete")
                         && m_page.evaluate(QStringLiteral("String(document.querySelectorAll('td.player').length)"))
                         == QLatin1String("40");
                 },
                 15000),
             qPrintable(m_page.evaluate(QStringLiteral("document.title"))));
    QCOMPARE(m_page.evaluate(fits), QStringLiteral("true"));
}

void TestBoardBrowser::theProjectorCyclesItsViews()
{
    // The page after its scripts ran for a while of the browser's virtual time (--dump-dom): the kiosk shows one view
    // at a time, the round first, then the standings 15 s later.
    const auto shownAfter = [this](int milliseconds) {
        QProcess browser;
        browser.start(m_chromium,
                      {QStringLiteral("--headless=new"), QStringLiteral("--no-sandbox"),
                       QStringLiteral("--disable-gpu"), QStringLiteral("--no-first-run"),
                       QStringLiteral("--user-data-dir=") + m_dir.filePath(QStringLiteral("kiosk")),
                       QStringLiteral("--virtual-time-budget=%1").arg(milliseconds), QStringLiteral("--dump-dom"),
                       m_boardUrl.resolved(QUrl(QStringLiteral("/event/LAN%20Night?kiosk"))).toString()});
        browser.waitForFinished(60000);
        const QString dom = QString::fromUtf8(browser.readAllStandardOutput());
        QStringList shown;
        static const QRegularExpression section(QStringLiteral("<section id=\"(\\w+)\" class=\"view( off)?\">"));
        for (const QRegularExpressionMatch &m : section.globalMatch(dom)) {
            if (m.captured(2).isEmpty())
                shown << m.captured(1);
        }
        return shown.isEmpty() ? QStringList {dom.left(400)} : shown;
    };
    QCOMPARE(shownAfter(1000), QStringList {QStringLiteral("round")});
    QCOMPARE(shownAfter(31000), QStringList {QStringLiteral("standings")});
}

void TestBoardBrowser::theProjectorFitsTheWholeBracketWithItsLines()
{
    // U4 and M9 of the walkthrough of 28 November: on a projector (1920x1080) a double-elimination bracket of 12
    // showed only its first columns, and its boxes had no lines between them.
    QStringList twelve;
    for (const QString &line : run({QStringLiteral("players"), QStringLiteral("list")}).mid(1, 12))
        twelve << line.section(QLatin1Char(','), 0, 0);
    QCOMPARE(twelve.size(), 12);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("create"),
                  QStringLiteral("Fight Night"), QStringLiteral("--format"), QStringLiteral("double"),
                  QStringLiteral("--discipline"), QStringLiteral("Chess"), QStringLiteral("--entrants"),
                  twelve.join(QLatin1Char(','))})
                 .status,
             0);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("next"),
                  QStringLiteral("Fight Night")})
                 .status,
             0);
    // Round 1 played: its winners' lines are drawn as decided. 12 entrants: 4 byes and 4 games at tables 1-4.
    for (int table = 1; table <= 4; ++table) {
        QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("result"),
                      QStringLiteral("Fight Night"), QStringLiteral("1"), QString::number(table),
                      QStringLiteral("--ranks"), QStringLiteral("1,2")})
                     .status,
                 0);
    }
    m_page.call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
                {{QStringLiteral("width"), 1920},
                 {QStringLiteral("height"), 1080},
                 {QStringLiteral("deviceScaleFactor"), 1},
                 {QStringLiteral("mobile"), false}});
    const QUrl bracket = m_boardUrl.resolved(QUrl(QStringLiteral("/event/Fight%20Night/bracket?kiosk")));
    m_page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), bracket.toString()}});
    // 8 + 4 + 2 + 1 winners' matches, 4 + 4 + 2 + 2 + 1 + 1... whatever the layout: every match box in the screen.
    const QString inView = QStringLiteral(
        "(() => { const boxes = [...document.querySelectorAll('.match')]; if (boxes.length < 20) return 'boxes: ' +"
        " boxes.length; const out = boxes.filter(b => { const r = b.getBoundingClientRect(); return r.left < 0 ||"
        " r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5; }); return out.length === 0 ?"
        " 'all in view' : out.length + ' of ' + boxes.length + ' out of view, the first at ' +"
        " JSON.stringify(out[0].getBoundingClientRect()); })()");
    QVERIFY2(waitFor([&] { return m_page.evaluate(inView) == QLatin1String("all in view"); }, 15000),
             qPrintable(m_page.evaluate(inView)));
    // The lines: each pair of matches whose winners meet has the next match level with the middle of the two, and
    // both draw their half of the line; a match fed by one sits level with it.
    const QString lines = QStringLiteral(
        "(() => { const mid = s => { const r = s.querySelector('.match').getBoundingClientRect(); return (r.top +"
        " r.bottom) / 2; }; let pairs = 0, straight = 0, wrong = []; for (const b of document.querySelectorAll("
        "'.bracket')) { const cols = [...b.querySelectorAll('.column')].map(c => [...c.querySelectorAll('.slot')]);"
        " cols.forEach((slots, c) => slots.forEach((s, r) => { const after = getComputedStyle(s, '::after');"
        " if (s.classList.contains('to-down')) { const next = cols[c + 1][r >> 1]; const want = (mid(s) +"
        " mid(slots[r + 1])) / 2; if (!slots[r + 1].classList.contains('to-up') || !next.classList.contains('from')"
        " || Math.abs(mid(next) - want) > 1.5 || !(parseFloat(after.borderRightWidth) > 0)) wrong.push(c + '/' + r); "
        "else"
        " ++pairs; } if (s.classList.contains('to-straight')) { const next = cols[c + 1][r]; if (Math.abs(mid(next)"
        " - mid(s)) > 1.5 || !(parseFloat(getComputedStyle(next, '::before').borderTopWidth) > 0)) wrong.push(c + '/' "
        "+ r);"
        " else ++straight; } })); } return pairs + ' pairs, ' + straight + ' straight, wrong: ' + wrong.join(' ');"
        " })()");
    const QString drawn = m_page.evaluate(lines);
    QVERIFY2(drawn.endsWith(QStringLiteral("wrong: ")), qPrintable(drawn));
    // 12 entrants: a winners' bracket of 16 (4 + 2 + 1 pairs below the first column's 8), the losers' pairs and
    // straight drops, and the losers' final straight into the grand final.
    const int pairs = drawn.section(QLatin1Char(' '), 0, 0).toInt();
    const int straight = drawn.section(QLatin1Char(' '), 2, 2).toInt();
    QVERIFY2(pairs >= 7 && straight >= 3, qPrintable(drawn));
    // Round 1's winners' lines are the accent's colour, the lines still to be decided the quiet one.
    const QString colours = QStringLiteral(
        "(() => { const slots = [...document.querySelectorAll('.bracket .slot.advanced')]; const quiet ="
        " [...document.querySelectorAll('.bracket .slot.to-down:not(.advanced)')]; return slots.length + ' ' +"
        " (slots.length ? getComputedStyle(slots[0], '::after').borderTopColor : '') + ' / ' + (quiet.length ?"
        " getComputedStyle(quiet[0], '::after').borderTopColor : ''); })()");
    const QString coloured = m_page.evaluate(colours);
    QVERIFY2(coloured.section(QLatin1Char(' '), 0, 0).toInt() >= 8, qPrintable(coloured));
    QVERIFY2(coloured.section(QStringLiteral(" / "), 0, 0).section(QLatin1Char(' '), 1)
                 != coloured.section(QStringLiteral(" / "), 1),
             qPrintable(coloured));
    // Fitted, not shrunk for nothing: the zoom fills the screen's width or its height.
    const QString filled = QStringLiteral(
        "(() => { const b = [...document.querySelectorAll('.bracket')]; const right = Math.max(...[..."
        "document.querySelectorAll('.bracket .column')].map(x => x.getBoundingClientRect().right)); const bottom = "
        "Math.max(...b.map(x => x.getBoundingClientRect().bottom)); return String(right >"
        " innerWidth * 0.8 || bottom > innerHeight * 0.8) + ' ' + b[0].style.zoom; })()");
    const QString fill = m_page.evaluate(filled);
    QVERIFY2(fill.startsWith(QStringLiteral("true ")), qPrintable(fill));
}

QTEST_GUILESS_MAIN(TestBoardBrowser)
#include "tst_boardbrowser.moc"
