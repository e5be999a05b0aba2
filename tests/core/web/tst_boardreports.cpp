// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Players reporting results through the live board, over real HTTP: the table's form and its token, a report and the
// other side's confirmation entered as the table's result, and what a hostile client tries: replayed and forged
// tokens, requests from other sites, oversized and malformed bodies, script in every field, and guessing codes.
#include "club/club.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "commands/reportcommands.h"
#include "i18n/translators.h"
#include "store/database.h"
#include "web/boardpages.h"
#include "web/boardserver.h"
#include "web/reportdesk.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <map>

using namespace podium;

namespace {

const QString kEvent = QStringLiteral("Friday open");
const QString kForm = QStringLiteral("/event/Friday%20open/report/1/1");

struct Answer
{
    int status = 0;
    QByteArray head;
    QByteArray body;
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head.split('\n')) {
            const QByteArray prefix = name.toLower() + ':';
            if (line.toLower().startsWith(prefix))
                return line.mid(name.size() + 1).trimmed();
        }
        return {};
    }
};

/** The form's fields as a browser encodes them. */
QByteArray formBody(const std::map<QString, QString> &fields)
{
    QByteArrayList parts;
    for (const auto &[name, value] : fields)
        parts.append(QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value).replace("%20", "+"));
    return parts.join('&');
}

QString tokenIn(const QByteArray &page)
{
    static const QRegularExpression token(QStringLiteral("name=\"token\" value=\"([A-Za-z0-9_-]+)\""));
    return token.match(QString::fromUtf8(page)).captured(1);
}

} // namespace

class TestBoardReports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { i18n::installTranslators(QStringLiteral("en")); } // English plurals ("5 wrong codes")
    void init();
    void cleanup();
    void theRoundLinksEachOpenTableToItsForm();
    void aReportAndTheOtherSidesConfirmationEnterTheResult();
    void aReplayedReportIsRefused();
    void forgedAndOtherFormsTokensAreRefused();
    void requestsFromOtherSitesAreRefused();
    void oversizedAndMalformedBodiesAreRefused();
    void scriptInEveryFieldStaysText();
    void guessingCodesIsStoppedAndTheRightCodeStillWorks();
    void anEventWithoutReportingHasNoForms();

private:
    Answer send(const QByteArray &method, const QString &path, const QByteArray &body = {},
                const QList<QPair<QByteArray, QByteArray>> &headers = {}, const QHostAddress &from = {});
    Answer report(const QString &player, const QString &result, const QHostAddress &from = {},
                  const QString &path = kForm);
    QStringList seats(int table);

    QTemporaryDir m_dir;
    std::unique_ptr<Club> m_club;
    std::unique_ptr<web::BoardPages> m_pages;
    std::unique_ptr<web::BoardServer> m_board;
    std::map<QString, QString> m_codes;
    quint16 m_port = 0;
};

void TestBoardReports::init()
{
    static int clubs = 0;
    m_club = Club::open(m_dir.filePath(QStringLiteral("club-%1.podium").arg(++clubs)), store::Database::Mode::Create);
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dee")};
    club::parseEventOption(in.options, QStringLiteral("reporting"), QStringLiteral("on"));
    club::Events(m_club->database()).create(in);
    club::Events(m_club->database()).pairNextRound(kEvent);
    m_codes.clear();
    for (const club::PlayerCode &c : club::EventReports(m_club->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    m_pages = std::make_unique<web::BoardPages>(*m_club);
    m_board = std::make_unique<web::BoardServer>(*m_club, *m_pages);
    const web::ListenResult result = m_board->listen(QHostAddress::LocalHost, 0);
    QVERIFY2(result.ok(), qPrintable(result.error));
    m_port = result.port;
}

void TestBoardReports::cleanup()
{
    m_board.reset();
    m_pages.reset();
    m_club.reset();
}

Answer TestBoardReports::send(const QByteArray &method, const QString &path, const QByteArray &body,
                              const QList<QPair<QByteArray, QByteArray>> &headers, const QHostAddress &from)
{
    QTcpSocket socket;
    if (!from.isNull())
        socket.bind(from);
    socket.connectToHost(QHostAddress::LocalHost, m_port);
    if (!socket.waitForConnected(2000))
        return {};
    QByteArray request = method + ' ' + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(m_port)
        + "\r\nConnection: close\r\n";
    bool typed = false;
    for (const auto &[name, value] : headers) {
        request += name + ": " + value + "\r\n";
        typed = typed || name.toLower() == "content-type";
    }
    if (method == "POST") {
        if (!typed)
            request += "Content-Type: application/x-www-form-urlencoded\r\n";
        request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    socket.write(request + "\r\n" + body);
    QByteArray answer;
    QElapsedTimer time;
    time.start();
    while (time.elapsed() < 5000 && socket.state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(2); // the board answers on this thread's event loop
        answer += socket.readAll();
    }
    answer += socket.readAll();
    const qsizetype end = answer.indexOf("\r\n\r\n");
    Answer parsed;
    parsed.head = answer.left(end);
    parsed.body = end < 0 ? QByteArray() : answer.mid(end + 4);
    parsed.status = answer.mid(9, 3).toInt();
    return parsed;
}

Answer TestBoardReports::report(const QString &player, const QString &result, const QHostAddress &from,
                                const QString &path)
{
    const QString token = tokenIn(send("GET", path, {}, {}, from).body);
    return send("POST", path,
                formBody({{QStringLiteral("token"), token},
                          {QStringLiteral("code"), m_codes.count(player) ? m_codes.at(player) : player},
                          {QStringLiteral("result"), result}}),
                {}, from);
}

QStringList TestBoardReports::seats(int table)
{
    for (const club::EventTable &t : club::Events(m_club->database()).tables(kEvent, 1)) {
        if (t.table == table)
            return {t.seats[0].player, t.seats[1].player};
    }
    return {};
}

void TestBoardReports::theRoundLinksEachOpenTableToItsForm()
{
    const Answer round = send("GET", QStringLiteral("/event/Friday%20open"));
    QCOMPARE(round.status, 200);
    QVERIFY(round.body.contains("<a href=\"/event/Friday%20open/report/1/1\" class=\"report\">Report result</a>"));
    QVERIFY(round.body.contains("/event/Friday%20open/report/1/2"));
    const Answer form = send("GET", kForm);
    QCOMPARE(form.status, 200);
    QCOMPARE(form.header("Cache-Control"), QByteArray("no-store"));
    QCOMPARE(form.header("Referrer-Policy"), QByteArray("same-origin")); // its report says where it came from
    QCOMPARE(round.header("Referrer-Policy"), QByteArray("no-referrer"));
    QVERIFY(form.header("Content-Security-Policy").contains("form-action 'self'"));
    QVERIFY(!form.header("Content-Security-Policy").contains("unsafe-inline'; script"));
    QVERIFY(form.body.contains("<form method=\"post\" action=\"/event/Friday%20open/report/1/1\""));
    QVERIFY(!tokenIn(form.body).isEmpty());
    QVERIFY(tokenIn(send("GET", kForm).body) != tokenIn(form.body)); // a fresh token for every page
    QVERIFY(form.body.contains(QStringLiteral("<label for=\"result-1\">%1 won</label>").arg(seats(1)[0]).toUtf8()));
    QVERIFY(form.body.contains("<label for=\"result-draw\">Draw</label>"));
    QVERIFY(!form.body.contains("<script>")); // the board's one script comes from /assets
    QCOMPARE(send("DELETE", kForm).status, 405);
    QCOMPARE(send("DELETE", kForm).header("Allow"), QByteArray("GET, HEAD, POST"));
    QCOMPARE(send("GET", QStringLiteral("/event/Friday%20open/report/1/9")).status, 404);
    QCOMPARE(send("POST", QStringLiteral("/event/Friday%20open")).status, 405); // nothing else takes a POST
}

void TestBoardReports::aReportAndTheOtherSidesConfirmationEnterTheResult()
{
    const QStringList table = seats(1);
    QSignalSpy changes(m_club.get(), &Club::changed);
    const Answer first = report(table[0], QStringLiteral("1"));
    QVERIFY2(first.status == 200, first.body);
    QVERIFY2(first.body.contains("Waiting for the other side to confirm it with their code."), first.body);
    QCOMPARE(changes.size(), 1); // the desk and the boards hear of it
    // The other side sees the report on the form, and confirms it.
    const Answer form = send("GET", kForm);
    QVERIFY(
        form.body.contains(QStringLiteral("%1 reported: %1 won (waiting for confirmation)").arg(table[0]).toUtf8()));
    const Answer second = report(table[1], QStringLiteral("1"));
    QCOMPARE(second.status, 200);
    QVERIFY2(second.body.contains("Confirmed by both sides and entered."), second.body);
    const club::EventTable entered = club::Events(m_club->database()).tables(kEvent, 1).front();
    QVERIFY(entered.gameId != 0);
    QCOMPARE(entered.seats[0].rank, 1);
    QCOMPARE(entered.seats[1].rank, 2);
    // The table takes no more reports through its link; the round shows the result.
    const Answer round = send("GET", QStringLiteral("/event/Friday%20open"));
    QVERIFY(!round.body.contains("/event/Friday%20open/report/1/1\""));
    QVERIFY(round.body.contains("1 \u2013 0"));
}

void TestBoardReports::aReplayedReportIsRefused()
{
    const QStringList table = seats(1);
    const QByteArray body = formBody({{QStringLiteral("token"), tokenIn(send("GET", kForm).body)},
                                      {QStringLiteral("code"), m_codes.at(table[0])},
                                      {QStringLiteral("result"), QStringLiteral("2")}});
    QCOMPARE(send("POST", kForm, body).status, 200);
    const Answer again = send("POST", kForm, body);
    QCOMPARE(again.status, 409);
    QVERIFY(again.body.contains("This report was sent already."));
    QCOMPARE(club::EventReports(m_club->database()).list(kEvent).size(), std::size_t(1));
}

void TestBoardReports::forgedAndOtherFormsTokensAreRefused()
{
    const QStringList table = seats(1);
    QString token = tokenIn(send("GET", kForm).body);
    QVERIFY(token.size() > 10);
    token[5] = token[5] == u'A' ? u'B' : u'A';
    const QString otherTable = tokenIn(send("GET", QStringLiteral("/event/Friday%20open/report/1/2")).body);
    for (const QString &forged : {token, otherTable, QString(), QStringLiteral("%%%"), QString(400, u'A')}) {
        const Answer refused = send("POST", kForm,
                                    formBody({{QStringLiteral("token"), forged},
                                              {QStringLiteral("code"), m_codes.at(table[0])},
                                              {QStringLiteral("result"), QStringLiteral("1")}}));
        QCOMPARE(refused.status, 403);
        QVERIFY(refused.body.contains("This page is out of date."));
    }
    QVERIFY(club::EventReports(m_club->database()).list(kEvent).empty());
}

void TestBoardReports::requestsFromOtherSitesAreRefused()
{
    const QStringList table = seats(1);
    for (const QPair<QByteArray, QByteArray> &header :
         {qMakePair(QByteArray("Origin"), QByteArray("http://evil.example")),
          qMakePair(QByteArray("Origin"), QByteArray("null")),
          qMakePair(QByteArray("Sec-Fetch-Site"), QByteArray("cross-site")),
          qMakePair(QByteArray("Sec-Fetch-Site"), QByteArray("same-site"))}) {
        const QByteArray body = formBody({{QStringLiteral("token"), tokenIn(send("GET", kForm).body)},
                                          {QStringLiteral("code"), m_codes.at(table[0])},
                                          {QStringLiteral("result"), QStringLiteral("1")}});
        const Answer refused = send("POST", kForm, body, {header});
        QCOMPARE(refused.status, 403);
        QVERIFY(refused.body.contains("A report can only be sent from this board"));
    }
    // The board's own page, as a browser sends it, is taken.
    const QByteArray body = formBody({{QStringLiteral("token"), tokenIn(send("GET", kForm).body)},
                                      {QStringLiteral("code"), m_codes.at(table[0])},
                                      {QStringLiteral("result"), QStringLiteral("1")}});
    QCOMPARE(send("POST", kForm, body,
                  {{"Origin", "http://127.0.0.1:" + QByteArray::number(m_port)}, {"Sec-Fetch-Site", "same-origin"}})
                 .status,
             200);
}

void TestBoardReports::oversizedAndMalformedBodiesAreRefused()
{
    const QStringList table = seats(1);
    const auto withToken = [&](std::map<QString, QString> fields) {
        fields[QStringLiteral("token")] = tokenIn(send("GET", kForm).body);
        return formBody(fields);
    };
    QCOMPARE(send("POST", kForm, QByteArray(3000, 'a')).status, 413);
    QCOMPARE(send("POST", kForm, withToken({{QStringLiteral("code"), m_codes.at(table[0])}}),
                  {{"Content-Type", "text/plain"}})
                 .status,
             415);
    const Answer noResult = send("POST", kForm, withToken({{QStringLiteral("code"), m_codes.at(table[0])}}));
    QCOMPARE(noResult.status, 400);
    QVERIFY(noResult.body.contains("Choose the result"));
    const Answer badResult = send(
        "POST", kForm,
        withToken({{QStringLiteral("code"), m_codes.at(table[0])}, {QStringLiteral("result"), QStringLiteral("3")}}));
    QCOMPARE(badResult.status, 400);
    for (const QByteArray &garbage : {QByteArray("token=%ZZ&code=%&result"), QByteArray("&&&==="),
                                      QByteArray("\x00\xff\xfe", 3), QByteArray("result=1&result=2")}) {
        const Answer refused = send("POST", kForm, garbage);
        QVERIFY2(refused.status == 400 || refused.status == 403, refused.head);
    }
    QVERIFY(club::EventReports(m_club->database()).list(kEvent).empty());
}

void TestBoardReports::scriptInEveryFieldStaysText()
{
    // An entrant whose name is markup, and a code and a result that are.
    m_board.reset();
    m_pages.reset();
    m_club.reset();
    m_club = Club::open(m_dir.filePath(QStringLiteral("script.podium")), store::Database::Mode::Create);
    club::EventInput in;
    in.name = QStringLiteral("<script>alert(1)</script>");
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::RoundRobin;
    in.entrants = {QStringLiteral("<img src=x onerror=alert(1)>"), QStringLiteral("\"Bob\" & 'Co'")};
    club::parseEventOption(in.options, QStringLiteral("reporting"), QStringLiteral("on"));
    club::Events(m_club->database()).create(in);
    club::Events(m_club->database()).pairNextRound(in.name);
    m_pages = std::make_unique<web::BoardPages>(*m_club);
    m_board = std::make_unique<web::BoardServer>(*m_club, *m_pages);
    m_port = m_board->listen(QHostAddress::LocalHost, 0).port;
    const QString form
        = QStringLiteral("/event/%1/report/1/1").arg(QString::fromLatin1(QUrl::toPercentEncoding(in.name)));
    const Answer page = send("GET", form);
    QCOMPARE(page.status, 200);
    QVERIFY(!page.body.contains("<script>alert"));
    QVERIFY(!page.body.contains("<img src=x"));
    QVERIFY(page.body.contains("&lt;img src=x onerror=alert(1)&gt; won"));
    QVERIFY(page.body.contains("&quot;Bob&quot; &amp; &#39;Co&#39;")
            || page.body.contains("&quot;Bob&quot; &amp; &apos;Co&apos;"));
    const Answer refused = send("POST", form,
                                formBody({{QStringLiteral("token"), tokenIn(page.body)},
                                          {QStringLiteral("code"), QStringLiteral("<script>x</script>")},
                                          {QStringLiteral("result"), QStringLiteral("<b>1</b>")}}));
    QCOMPARE(refused.status, 400);
    QVERIFY(!refused.body.contains("<script>") && !refused.body.contains("<b>"));
}

void TestBoardReports::guessingCodesIsStoppedAndTheRightCodeStillWorks()
{
    const QStringList table = seats(1);
    const QHostAddress guesser(QStringLiteral("127.0.0.2"));
    std::map<int, int> answers; // status -> how many
    web::ReportDesk &desk = m_board->reports();
    for (int i = 0; i < 1000; ++i) {
        // Each try with a token of its own, as a script that loads the form first would have.
        const QByteArray body
            = formBody({{QStringLiteral("token"), desk.tokens().issue(kForm)},
                        {QStringLiteral("code"), QStringLiteral("A%1").arg(i, 5, 10, QLatin1Char('0'))},
                        {QStringLiteral("result"), QStringLiteral("1")}});
        ++answers[send("POST", kForm, body, {}, guesser).status];
    }
    // Five codes were checked and found wrong; the other 995 were not checked at all.
    QCOMPARE(answers, (std::map<int, int> {{403, web::ReportGuard::kTries}, {429, 1000 - web::ReportGuard::kTries}}));
    const Answer paused = send("POST", kForm,
                               formBody({{QStringLiteral("token"), tokenIn(send("GET", kForm).body)},
                                         {QStringLiteral("code"), m_codes.at(table[0])},
                                         {QStringLiteral("result"), QStringLiteral("1")}}),
                               {}, guesser);
    QCOMPARE(paused.status, 429); // even the right code, from the guesser's address
    QVERIFY(paused.header("Retry-After").toInt() > 0 && paused.header("Retry-After").toInt() <= 60);
    // The desk was told, once for the address and the table.
    const std::vector<club::ReportAlert> alerts = club::EventReports(m_club->database()).alerts(kEvent);
    QCOMPARE(alerts.size(), std::size_t(1));
    QCOMPARE(alerts.front().address, QStringLiteral("127.0.0.2"));
    QCOMPARE(alerts.front().table, 1);
    // Stored as what happened (worded in the reader's language when read: tst_translations).
    QVERIFY(alerts.front().addressPaused);
    QVERIFY(alerts.front().tableGuarded);
    QCOMPARE(alerts.front().text(),
             QStringLiteral("5 wrong codes from 127.0.0.2 within a minute: that address is paused for a minute; 5 "
                            "wrong codes at this table within a minute: for a minute, each address may try once"));
    // A player of that table, from their own phone, still reports with their code.
    const Answer player = report(table[1], QStringLiteral("2"), QHostAddress(QStringLiteral("127.0.0.3")));
    QCOMPARE(player.status, 200);
    QVERIFY(player.body.contains("Waiting for the other side"));
    // While the table is guarded, a new address gets one try.
    const QHostAddress another(QStringLiteral("127.0.0.4"));
    QCOMPARE(report(QStringLiteral("ZZZZZZ"), QStringLiteral("1"), another).status, 403);
    QCOMPARE(report(table[0], QStringLiteral("2"), another).status, 429);
}

void TestBoardReports::anEventWithoutReportingHasNoForms()
{
    m_club->run(std::make_unique<commands::SetEventReporting>(*m_club, kEvent, false));
    const Answer round = send("GET", QStringLiteral("/event/Friday%20open"));
    QVERIFY(!round.body.contains("Report result"));
    const Answer form = send("GET", kForm);
    QCOMPARE(form.status, 403);
    QVERIFY(form.body.contains("Players do not report results of this event"));
}

QTEST_MAIN(TestBoardReports)
#include "tst_boardreports.moc"
