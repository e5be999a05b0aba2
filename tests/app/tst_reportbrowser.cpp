// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Players reporting a result from their phones in a real browser (issue 29): `podium-cli serve` on a club whose Swiss
// takes reports, Debian's chromium headless at phone size, two phones as two browser contexts (their own storage).
// The first opens the address on its code slip (no camera: the slip's URL), finds its table, reports with the code
// the slip filled in; the second confirms with its own; the result is on the projector's page and in podium-cli's.
#include "clirunner.h"
#include "devtools.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using podium::test::Browser;
using podium::test::cli;
using podium::test::DevTools;
using podium::test::waitFor;

namespace {

const QString kEvent = QStringLiteral("Friday open");

/** Loads url in page and waits until its scripts ran (the document complete). */
bool load(DevTools &page, const QString &url)
{
    page.call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url}});
    return waitFor(
        [&] {
            return page.evaluate(QStringLiteral("document.readyState")) == QLatin1String("complete")
                && page.evaluate(QStringLiteral("location.href")) != QLatin1String("about:blank");
        },
        15000);
}

/** Waits until the page's text holds text. */
bool shows(DevTools &page, const QString &text)
{
    return waitFor(
        [&] { return page.evaluate(QStringLiteral("document.body ? document.body.innerText : ''")).contains(text); },
        15000);
}

} // namespace

class TestReportBrowser : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void twoPhonesReportAndConfirmATable();

private:
    QStringList run(const QStringList &rest) const
    {
        const auto result = cli(QStringList {QStringLiteral("--db"), m_club} + rest);
        return QString::fromUtf8(result.out + result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    /** Follows the "Report result" link of the table shown for this phone's player. */
    void openForm(DevTools &phone);
    /** Chooses the result's radio button on the open form and sends it. */
    static void send(DevTools &phone, const QString &radio);

    QTemporaryDir m_dir;
    QString m_club;
    QProcess m_board;
    QUrl m_boardUrl;
    Browser m_browser;
    std::map<QString, QString> m_slips; ///< player -> the URL on their slip
};

void TestReportBrowser::initTestCase()
{
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    QVERIFY2(!chromium.isEmpty(), "chromium is missing: ./build.sh test installs Debian's chromium");
    m_club = m_dir.filePath(QStringLiteral("night.podium"));
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("init")}).status, 0);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("create"), kEvent,
                  QStringLiteral("--format"), QStringLiteral("swiss"), QStringLiteral("--discipline"),
                  QStringLiteral("Chess"), QStringLiteral("--rounds"), QStringLiteral("3"),
                  QStringLiteral("--entrants"), QStringLiteral("Ann,Bob,Cid,Dee")})
                 .status,
             0);
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("set"), kEvent, QStringLiteral("reporting=on")}).size(), 1);
    QCOMPARE(cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("next"), kEvent}).status, 0);

    QString said;
    m_boardUrl = podium::test::serveBoard(m_board, m_club, &said);
    QVERIFY2(m_boardUrl.isValid(), qPrintable(said));

    // The slips, printed while the board runs: each player's address with their code.
    const auto codes = cli({QStringLiteral("--db"), m_club, QStringLiteral("event"), QStringLiteral("codes"), kEvent,
                            QStringLiteral("--board"), m_boardUrl.toString()});
    QCOMPARE(codes.status, 0);
    const QStringList lines = QString::fromUtf8(codes.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    for (const QString &line : lines.mid(1))
        m_slips[line.section(QLatin1Char(','), 0, 0)] = line.section(QLatin1Char(','), 2);

    QString why;
    QVERIFY2(m_browser.start(chromium, m_dir.filePath(QStringLiteral("profile")), &why), qPrintable(why));
}

void TestReportBrowser::cleanupTestCase()
{
    m_browser.stop();
    m_board.terminate();
    if (!m_board.waitForFinished(5000))
        m_board.kill();
}

void TestReportBrowser::openForm(DevTools &phone)
{
    // The player's own table: the search holds their name (from the slip's ?me=), so the one link shown is theirs.
    const QString link = phone.evaluate(QStringLiteral(
        "(() => { const shown = [...document.querySelectorAll('tbody.pairing')]"
        ".filter(b => getComputedStyle(b).display !== 'none'); const a = shown.length === 1 ?"
        " shown[0].querySelector('a.report') : null; return a ? a.href : 'tables shown: ' + shown.length; })()"));
    QVERIFY2(link.contains(QStringLiteral("/report/1/")), qPrintable(link));
    phone.evaluate(QStringLiteral("document.querySelector('tbody.pairing:not(.hidden) a.report').click()"));
    QVERIFY(waitFor([&] { return phone.evaluate(QStringLiteral("location.href")) == link; }, 15000));
    QVERIFY(waitFor(
        [&] {
            return phone.evaluate(QStringLiteral("document.readyState")) == QLatin1String("complete")
                && !phone.evaluate(QStringLiteral("document.getElementById('code') ? 'form' : ''")).isEmpty();
        },
        15000));
}

void TestReportBrowser::send(DevTools &phone, const QString &radio)
{
    phone.evaluate(QStringLiteral("document.getElementById('%1').click()").arg(radio));
    phone.evaluate(QStringLiteral("document.querySelector('form.report button').click()"));
}

void TestReportBrowser::twoPhonesReportAndConfirmATable()
{
    const QStringList table = run({QStringLiteral("event"), QStringLiteral("show"), kEvent}).mid(1, 2);
    const QString white = table.at(0).section(QLatin1Char(','), 3, 3),
                  black = table.at(1).section(QLatin1Char(','), 3, 3);

    // White's phone opens the slip's address: the event's page, their table found, the code kept out of sight.
    std::unique_ptr<DevTools> first = m_browser.newPhone();
    QVERIFY(first);
    const QString slip = m_slips.at(white);
    const QString code = slip.section(QStringLiteral("#code="), 1);
    QCOMPARE(code.size(), 6);
    QVERIFY(load(*first, slip));
    QVERIFY(shows(*first, QStringLiteral("Round 1")));
    QVERIFY2(!first->evaluate(QStringLiteral("location.href")).contains(code), "the code stays off the address bar");
    QCOMPARE(first->evaluate(QStringLiteral("document.getElementById('where').value")), white);
    openForm(*first);
    // The code from the slip is filled in; the player only chooses the result.
    QCOMPARE(first->evaluate(QStringLiteral("document.getElementById('code').value")), code);
    send(*first, QStringLiteral("result-1")); // White won
    QVERIFY2(shows(*first, QStringLiteral("Waiting for the other side to confirm it with their code.")),
             qPrintable(first->evaluate(QStringLiteral("location.href + '\\n' + document.body.innerText"))));

    // Black's phone, a browser of its own: the form says what White reported, and Black confirms.
    std::unique_ptr<DevTools> second = m_browser.newPhone();
    QVERIFY(second);
    QVERIFY(load(*second, m_slips.at(black)));
    QVERIFY(shows(*second, QStringLiteral("Round 1")));
    openForm(*second);
    QVERIFY(shows(*second, QStringLiteral("%1 reported: %1 won (waiting for confirmation)").arg(white)));
    send(*second, QStringLiteral("result-1"));
    QVERIFY2(shows(*second, QStringLiteral("Confirmed by both sides and entered.")),
             qPrintable(second->evaluate(QStringLiteral("document.body.innerText"))));
    // The code the form took was Black's own, from their slip (the other phone's storage is not this one's).
    QCOMPARE(second->evaluate(QStringLiteral("sessionStorage.getItem('podium-code')")),
             m_slips.at(black).section(QStringLiteral("#code="), 1));

    // The projector's page shows the result, and so does podium-cli.
    std::unique_ptr<DevTools> projector = m_browser.newPhone();
    QVERIFY(load(*projector, m_boardUrl.resolved(QUrl(QStringLiteral("/event/Friday%20open?kiosk"))).toString()));
    QVERIFY(waitFor(
        [&] {
            return projector->evaluate(
                       QStringLiteral("document.querySelector('tbody.pairing td.result').innerText.trim()"))
                == QStringLiteral("1 \u2013 0");
        },
        15000));
    const QStringList shown = run({QStringLiteral("event"), QStringLiteral("show"), kEvent});
    QCOMPARE(shown.at(1).section(QLatin1Char(','), 6, 6), QStringLiteral("1"));
    QCOMPARE(shown.at(2).section(QLatin1Char(','), 6, 6), QStringLiteral("2"));
    QCOMPARE(run({QStringLiteral("event"), QStringLiteral("reports"), kEvent}).size(), 1); // the header: none waits
}

QTEST_GUILESS_MAIN(TestReportBrowser)
#include "tst_reportbrowser.moc"
