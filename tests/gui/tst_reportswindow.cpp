// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The desk's side of the players' reports in the real main window, offscreen: turning reports on for an event, the
// players' codes given and printed, the count on the Events tab and in the status bar, and the queue's Accept,
// Reject and Edit, each undone with Ctrl+Z. The reports come as the live board makes them: through the club's
// services and a change of the event (another desk's, or this app's own board).
#include "boardsharing.h"
#include "club/events/eventreports.h"
#include "club/events/events.h"
#include "commands/eventcommands.h"
#include "commands/reportcommands.h"
#include "dialogs/playercodesdialog.h"
#include "dialogs/tableresultdialog.h"
#include "pages/eventspage.h"
#include "reportsdesk.h"
#include "web/boardserver.h"
#include "widgets/eventpairingstable.h"
#include "widgets/reportsqueue.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTcpSocket>
#include <QTextDocument>
#include <QUndoStack>

using namespace podium;
using namespace podium::test;

namespace {

const QString kEvent = QStringLiteral("Club night");

} // namespace

class TestReportsWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup() { m_window.reset(); }
    void reportingIsTurnedOnFromTheEventsMenuAndUndone();
    void codesAreGivenAndPrintedOnce();
    void theCountFollowsTheReports();
    void acceptEntersTheReportedResultAndUndoReopensIt();
    void rejectTurnsAReportDown();
    void editEntersTheDesksOwnResult();
    void phonesReportingThroughTheAppsBoardMakeAnUndoableStep();

private:
    /** A report from table's player by seat, as the board makes it. */
    club::ReportOutcome report(int table, int seat, std::vector<int> ranks);
    QStringList seats(int table);

    std::map<QString, QString> m_codes;
};

void TestReportsWindow::init()
{
    openKartsClub();
    Club &club = m_window->club();
    club::EventInput in;
    in.name = kEvent;
    in.discipline = QStringLiteral("Chess");
    in.format = club::EventFormat::Swiss;
    in.rounds = 3;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dee")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    club.run(std::make_unique<commands::PairRound>(club, kEvent));
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->eventsPage());
    m_window->eventsPage()->openEvent(kEvent);
}

QStringList TestReportsWindow::seats(int table)
{
    for (const club::EventTable &t : club::Events(m_window->database()).tables(kEvent, 1)) {
        if (t.table == table)
            return {t.seats[0].player, t.seats[1].player};
    }
    return {};
}

club::ReportOutcome TestReportsWindow::report(int table, int seat, std::vector<int> ranks)
{
    Club &club = m_window->club();
    const club::ReportOutcome outcome = club::EventReports(club.database())
                                            .submit({kEvent,
                                                     1,
                                                     table,
                                                     m_codes.at(seats(table)[seat]),
                                                     {std::move(ranks), std::nullopt},
                                                     QStringLiteral("10.0.0.7")});
    const ClubChange change {ClubChange::Events, {}, kEvent, false};
    club.record(change);
    club.publish(change);
    return outcome;
}

void TestReportsWindow::reportingIsTurnedOnFromTheEventsMenuAndUndone()
{
    ui::EventsPage *page = m_window->eventsPage();
    QVERIFY(!page->reportsShown());
    QVERIFY(!page->reportingAction()->isChecked());
    QVERIFY(!page->codesAction()->isEnabled());
    page->reportingAction()->trigger();
    QVERIFY(club::Events(m_window->database()).get(kEvent).options.reporting);
    QVERIFY(page->reportingAction()->isChecked());
    QVERIFY(page->codesAction()->isEnabled());
    QVERIFY(page->reportsShown());
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Let players of Club night report results"));
    m_window->undoStack()->undo();
    QVERIFY(!club::Events(m_window->database()).get(kEvent).options.reporting);
    QVERIFY(!page->reportingAction()->isChecked());
    QVERIFY(!page->reportsShown());
}

void TestReportsWindow::codesAreGivenAndPrintedOnce()
{
    m_window->eventsPage()->setReporting(true);
    ui::PlayerCodesDialog dialog(m_window->club(), kEvent, QUrl(QStringLiteral("http://192.168.1.20:8080/")));
    auto *codes = dialog.findChild<QTableWidget *>(QStringLiteral("codes"));
    auto *print = dialog.findChild<QPushButton *>(QStringLiteral("printSlips"));
    QCOMPARE(codes->rowCount(), 4);
    QCOMPARE(codes->item(0, 1)->text(), QStringLiteral("none"));
    QVERIFY(!print->isEnabled()); // nothing to print before a code is given
    dialog.giveMissing();
    QCOMPARE(dialog.given().size(), std::size_t(4));
    QVERIFY(print->isEnabled());
    for (int row = 0; row < 4; ++row)
        QCOMPARE(codes->item(row, 1)->text().size(), club::EventReports::kCodeLength);
    // The slips: one per code, with its player and QR code.
    const std::unique_ptr<QTextDocument> slips = dialog.slips({});
    const QString text = slips->toPlainText();
    for (const club::PlayerCode &code : dialog.given()) {
        QVERIFY(text.contains(code.code));
        QVERIFY(text.contains(code.player));
    }
    QVERIFY(text.contains(QStringLiteral("http://192.168.1.20:8080/event/Club%20night?me=Ann#code=")));
    QCOMPARE(slips->toHtml().count(QStringLiteral("podium-qr:")), 4);
    // A second window gives nobody a code (they have theirs), and shows none of them.
    ui::PlayerCodesDialog again(m_window->club(), kEvent, {});
    auto *againCodes = again.findChild<QTableWidget *>(QStringLiteral("codes"));
    QCOMPARE(againCodes->item(0, 1)->text(), QStringLiteral("given before"));
    again.giveMissing();
    QVERIFY(again.given().empty());
    // A lost slip: Bob's new code; his old one no longer reports.
    againCodes->selectRow(1);
    again.giveSelected();
    QCOMPARE(again.given().size(), std::size_t(1));
    QCOMPARE(again.given().front().player, QStringLiteral("Bob"));
    const QString old = std::find_if(dialog.given().begin(), dialog.given().end(), [](const club::PlayerCode &c) {
                            return c.player == QStringLiteral("Bob");
                        })->code;
    QVERIFY(old != again.given().front().code);
}

void TestReportsWindow::theCountFollowsTheReports()
{
    m_window->eventsPage()->setReporting(true);
    for (const club::PlayerCode &c : club::EventReports(m_window->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    ui::ReportsDesk *desk = m_window->reportsDesk();
    auto *tabs = m_window->findChild<QTabWidget *>();
    const int eventsTab = tabs->indexOf(m_window->eventsPage());
    QCOMPARE(desk->waiting(), 0);
    QVERIFY(!desk->label()->isVisible());
    QCOMPARE(tabs->tabText(eventsTab), QStringLiteral("Event&s"));
    report(1, 0, {1, 2});
    QCOMPARE(desk->waiting(), 1);
    QVERIFY(desk->label()->isVisible());
    // The source text: no translation (English plurals included) is loaded here.
    QCOMPARE(desk->label()->text(), QStringLiteral("1 report(s) from players waiting"));
    QCOMPARE(tabs->tabText(eventsTab), QStringLiteral("Event&s (1)"));
    report(2, 0, {1, 1});
    QCOMPARE(desk->label()->text(), QStringLiteral("2 report(s) from players waiting"));
    QCOMPARE(m_window->eventsPage()->reportsQueue()->reports().size(), std::size_t(2));
    // The other side of table 1 confirms: the board enters it (here as the board does, through a command).
    const club::ReportOutcome confirmed = report(1, 1, {1, 2});
    QCOMPARE(confirmed.kind, club::ReportOutcome::Confirmed);
    m_window->club().run(std::make_unique<commands::SettleReports>(m_window->club(), kEvent, 1, 1,
                                                                   club::ReportedResult {{1, 2}, std::nullopt}));
    QCOMPARE(desk->waiting(), 1);
    QCOMPARE(tabs->tabText(eventsTab), QStringLiteral("Event&s (1)"));
    QVERIFY(m_window->eventsPage()->pairingsTable()->item(0, 0) != nullptr);
}

void TestReportsWindow::acceptEntersTheReportedResultAndUndoReopensIt()
{
    m_window->eventsPage()->setReporting(true);
    for (const club::PlayerCode &c : club::EventReports(m_window->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    report(1, 0, {1, 2});
    const club::ReportOutcome theirs = report(1, 1, {2, 1}); // a dispute
    QCOMPARE(theirs.kind, club::ReportOutcome::Disputed);
    ui::ReportsQueue *queue = m_window->eventsPage()->reportsQueue();
    QCOMPARE(queue->reports().size(), std::size_t(2));
    auto *table = queue->findChild<QTableWidget *>(QStringLiteral("reports"));
    QCOMPARE(table->item(1, 3)->text(), QStringLiteral("disputed"));
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("the players' reports differ"));
    QCOMPARE(table->item(1, 6)->text(), QStringLiteral("10.0.0.7"));
    QCOMPARE(table->item(1, 2)->text(), seats(1)[1] + QStringLiteral(" won"));
    queue->select(theirs.report);
    QTest::mouseClick(queue->findChild<QPushButton *>(QStringLiteral("acceptReport")), Qt::LeftButton);
    QCOMPARE(club::Events(m_window->database()).tables(kEvent, 1).front().seats[1].rank, 1);
    QVERIFY(queue->reports().empty());
    QCOMPARE(m_window->reportsDesk()->waiting(), 0);
    QCOMPARE(m_window->undoStack()->undoText(),
             QStringLiteral("Result of Club night, round 1, table 1 (players' reports)"));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(club::Events(m_window->database()).tables(kEvent, 1).front().gameId, 0);
    QCOMPARE(queue->reports().size(), std::size_t(2));
    QCOMPARE(m_window->reportsDesk()->waiting(), 2);
}

void TestReportsWindow::rejectTurnsAReportDown()
{
    m_window->eventsPage()->setReporting(true);
    for (const club::PlayerCode &c : club::EventReports(m_window->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    const club::ReportOutcome prank = report(2, 1, {1, 2});
    ui::ReportsQueue *queue = m_window->eventsPage()->reportsQueue();
    queue->select(prank.report);
    queue->reject();
    QVERIFY(queue->reports().empty());
    QCOMPARE(club::EventReports(m_window->database()).get(prank.report).status, club::ReportStatus::Rejected);
    QCOMPARE(club::Events(m_window->database()).tables(kEvent, 1).back().gameId, 0);
    m_window->undoStack()->undo();
    QCOMPARE(queue->reports().size(), std::size_t(1));
}

void TestReportsWindow::editEntersTheDesksOwnResult()
{
    m_window->eventsPage()->setReporting(true);
    for (const club::PlayerCode &c : club::EventReports(m_window->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    const club::ReportOutcome mine = report(1, 0, {1, 2});
    const club::ReportOutcome theirs = report(1, 1, {2, 1});
    ui::ReportsQueue *queue = m_window->eventsPage()->reportsQueue();
    queue->select(mine.report);
    // The arbiter heard both and says it was a draw.
    whenModal<ui::TableResultDialog>([](ui::TableResultDialog *dialog) {
        dialog->outcome()->setCurrentIndex(dialog->outcome()->findText(QStringLiteral("Draw")));
        dialog->accept();
    });
    queue->edit();
    const club::EventTable t = club::Events(m_window->database()).tables(kEvent, 1).front();
    QCOMPARE(t.seats[0].rank, 1);
    QCOMPARE(t.seats[1].rank, 1);
    QCOMPARE(club::EventReports(m_window->database()).get(mine.report).status, club::ReportStatus::Rejected);
    QCOMPARE(club::EventReports(m_window->database()).get(theirs.report).status, club::ReportStatus::Rejected);
    QVERIFY(queue->reports().empty());
}

namespace {

/** A request to the board on port, answered on this thread's event loop; the answer's status and body. */
std::pair<int, QByteArray> http(quint16 port, const QByteArray &method, const QString &path,
                                const QByteArray &body = {})
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(2000))
        return {0, {}};
    QByteArray request = method + ' ' + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
        + "\r\nConnection: close\r\n";
    if (method == "POST")
        request += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n";
    socket.write(request + "\r\n" + body);
    QByteArray answer;
    QElapsedTimer time;
    time.start();
    while (time.elapsed() < 5000 && socket.state() == QAbstractSocket::ConnectedState) {
        QTest::qWait(5);
        answer += socket.readAll();
    }
    answer += socket.readAll();
    return {answer.mid(9, 3).toInt(), answer.mid(answer.indexOf("\r\n\r\n") + 4)};
}

} // namespace

void TestReportsWindow::phonesReportingThroughTheAppsBoardMakeAnUndoableStep()
{
    // The app serves the live board (Share › Live Board); two phones report table 1 through it.
    m_window->eventsPage()->setReporting(true);
    for (const club::PlayerCode &c : club::EventReports(m_window->database()).issueCodes(kEvent))
        m_codes[c.player] = c.code;
    web::BoardServer *server = m_window->boardSharing()->server();
    QVERIFY(server);
    const web::ListenResult listening = server->listen(QHostAddress::LocalHost, 0);
    QVERIFY2(listening.ok(), qPrintable(listening.error));
    const QString form = QStringLiteral("/event/Club%20night/report/1/1");
    const QStringList players = seats(1);
    for (const QString &player : players) {
        const QByteArray page = http(listening.port, "GET", form).second;
        const QString token = QRegularExpression(QStringLiteral("name=\"token\" value=\"([^\"]+)\""))
                                  .match(QString::fromUtf8(page))
                                  .captured(1);
        QVERIFY(!token.isEmpty());
        const auto [status, answer]
            = http(listening.port, "POST", form,
                   "token=" + token.toLatin1() + "&code=" + m_codes.at(player).toLatin1() + "&result=2");
        QCOMPARE(status, 200);
        if (player == players.front())
            QCOMPARE(m_window->reportsDesk()->waiting(), 1); // the desk sees the first side's report at once
    }
    // The window shows the result, and it is the desk's step to undo.
    QTableWidget *pairings = m_window->eventsPage()->pairingsTable();
    QCOMPARE(pairings->item(0, ui::EventPairingsTable::ResultColumn)->text(), players[1] + QStringLiteral(" won"));
    QCOMPARE(m_window->reportsDesk()->waiting(), 0);
    QCOMPARE(m_window->undoStack()->undoText(),
             QStringLiteral("Result of Club night, round 1, table 1 (players' reports)"));
    m_window->undoStack()->undo();
    QCOMPARE(club::Events(m_window->database()).tables(kEvent, 1).front().gameId, 0);
    QCOMPARE(pairings->item(0, ui::EventPairingsTable::ResultColumn)->text(), QString());
    // Both reports are back in the queue, confirmed: the desk may accept them again, or turn them down.
    QCOMPARE(m_window->eventsPage()->reportsQueue()->reports().size(), std::size_t(2));
    for (const club::ResultReport &r : m_window->eventsPage()->reportsQueue()->reports())
        QCOMPARE(r.status, club::ReportStatus::Confirmed);
    server->stop();
}

QTEST_MAIN(TestReportsWindow)
#include "tst_reportswindow.moc"
