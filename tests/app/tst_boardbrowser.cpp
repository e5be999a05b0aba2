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

QTEST_GUILESS_MAIN(TestBoardBrowser)
#include "tst_boardbrowser.moc"
