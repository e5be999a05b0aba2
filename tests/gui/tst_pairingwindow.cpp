// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Pair Next Round of a Swiss in the real main window, offscreen, while the pairing takes its time (a test hook holds
// it at its first step): the event loop goes on and the live board answers, the progress dialog counts the players
// and Cancel stores nothing; paired again, the round is stored and undoes; an event changed meanwhile is not
// stored over, and the organiser is asked to pair it again.
#include "boardsharing.h"
#include "pairingjob.h"
#include "roundpairing.h"
#include "web/boardserver.h"
#include "windowfixture.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProgressDialog>
#include <QScopeGuard>
#include <QThread>

#include <atomic>

using namespace podium;
using namespace podium::test;

namespace {

const QString kOpen = QStringLiteral("Open");
constexpr int kEntrants = 40;

/** The page's Pair Next Round button. */
QPushButton *pairButton(ui::EventsPage *page)
{
    for (QPushButton *button : page->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Pair Ne&xt Round"))
            return button;
    }
    return nullptr;
}

} // namespace

class TestPairingWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup();
    void aLongPairingLeavesTheWindowRunningAndCancelStoresNothing();
    void anEventChangedMeanwhileIsPairedAgainOnlyIfAsked();

private:
    /** A FIDE Swiss of kEntrants, round 1 paired and every game won by the first named, open in the Events page. */
    ui::EventsPage *openAfterRoundOne();
    /** Holds the pairings from now on at their first step until release() (the step hook). */
    void holdPairings();
    void release() { m_hold = false; }
    int roundsPaired() const { return club::Events(m_window->database()).roundCount(kOpen); }

    std::atomic<bool> m_hold {false};
    std::atomic<int> m_held {0}; ///< times the hook has held a pairing
};

void TestPairingWindow::cleanup()
{
    release();
    ui::PairingJob::setStepHook({});
    m_window.reset();
}

ui::EventsPage *TestPairingWindow::openAfterRoundOne()
{
    club::Events events(m_window->database());
    club::EventInput in;
    in.name = kOpen;
    in.discipline = QStringLiteral("Chess");
    in.rounds = 5;
    for (int i = 1; i <= kEntrants; ++i)
        in.entrants.append(QStringLiteral("P%1").arg(i, 3, 10, QLatin1Char('0')));
    events.create(in);
    for (const club::EventTable &t : events.pairNextRound(kOpen)) {
        if (!t.bye)
            events.setResult(kOpen, 1, t.table, {1, 2});
    }
    ui::EventsPage *page = m_window->eventsPage();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(page);
    page->reload();
    page->openEvent(kOpen);
    return page;
}

void TestPairingWindow::holdPairings()
{
    m_hold = true;
    m_held = 0;
    ui::PairingJob::setStepHook([this](int, int) {
        if (!m_hold)
            return;
        ++m_held;
        while (m_hold)
            QThread::msleep(5);
    });
}

void TestPairingWindow::aLongPairingLeavesTheWindowRunningAndCancelStoresNothing()
{
    ui::EventsPage *page = openAfterRoundOne();
    QUndoStack *undo = m_window->undoStack();
    const int undoSteps = undo->count();
    // The live board runs beside the window, answering from it.
    web::BoardServer *board = m_window->boardSharing()->server();
    QVERIFY(board->listen(QHostAddress::LocalHost, 0).ok());
    QNetworkAccessManager http;

    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(10);
    holdPairings();
    int ticksWhenShown = -1, boardStatus = 0;
    QByteArray boardPage;
    whenModal<QProgressDialog>([&](QProgressDialog *dialog) {
        const auto letGo = qScopeGuard([this] { release(); });
        ticksWhenShown = ticks;
        QCOMPARE(dialog->objectName(), QStringLiteral("pairingProgress"));
        QCOMPARE(dialog->windowModality(), Qt::WindowModal);
        QCOMPARE(dialog->labelText(), QStringLiteral("Pairing round 2 of Open…"));
        QTRY_COMPARE(dialog->maximum(), kEntrants); // the pairing told its players: a determinate bar
        QCOMPARE(dialog->value(), 0);
        QCOMPARE(int(m_held), 1);
        // The event loop goes on while the pairing is held: timers tick, the board answers.
        QTRY_VERIFY(ticks >= ticksWhenShown + 10);
        QNetworkReply *reply = http.get(QNetworkRequest(board->url().resolved(QUrl(QStringLiteral("event/Open")))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000);
        boardStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        boardPage = reply->readAll();
        delete reply;
        // Asking again while it runs starts nothing.
        page->pairNextRound();
        QCOMPARE(QApplication::activeModalWidget(), dialog);
        QCOMPARE(roundsPaired(), 1);
        auto *cancel = dialog->findChild<QPushButton *>();
        QVERIFY(cancel);
        QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
        QTest::mouseClick(cancel, Qt::LeftButton);
    });
    page->pairNextRound();
    // The dialog shows after 300 ms; a 10 ms timer ticks about 30 times meanwhile on an idle machine. A loaded
    // one may coalesce the ticks, so a few of them are proof enough that the loop ran while the dialog waited.
    QVERIFY2(ticksWhenShown >= 3, "the event loop ran while the dialog waited to show");
    QCOMPARE(boardStatus, 200);
    QVERIFY(boardPage.contains("Open"));
    // Cancelled: nothing stored, nothing on the undo stack, the window as it was, the status bar says so.
    QCOMPARE(roundsPaired(), 1);
    QCOMPARE(club::Events(m_window->database()).tables(kOpen, 2).size(), std::size_t(0));
    QCOMPARE(undo->count(), undoSteps);
    QCOMPARE(QApplication::activeModalWidget(), nullptr);
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("The pairing of round 2 of Open was cancelled; nothing was paired."));
    QCOMPARE(page->message(), QString());
    QCOMPARE(page->currentRound(), 1);
    QVERIFY(pairButton(page)->isEnabled());

    // Paired again to the end: the round is stored and undoes.
    ui::PairingJob::setStepHook({});
    page->pairNextRound();
    QCOMPARE(page->message(), QString());
    QCOMPARE(roundsPaired(), 2);
    QCOMPARE(page->currentRound(), 2);
    QCOMPARE(page->pairingsTable()->rowCount(), kEntrants / 2);
    QCOMPARE(undo->count(), undoSteps + 1);
    QCOMPARE(undo->undoText(), QStringLiteral("Pair round 2 of Open"));
    const auto paired = club::Events(m_window->database()).tables(kOpen, 2);
    undo->undo();
    QCOMPARE(roundsPaired(), 1);
    QCOMPARE(page->currentRound(), 1);
    undo->redo();
    QCOMPARE(roundsPaired(), 2);
    const auto again = club::Events(m_window->database()).tables(kOpen, 2);
    QCOMPARE(again.size(), paired.size());
    for (std::size_t t = 0; t < again.size(); ++t)
        QCOMPARE(again[t].seats[0].player, paired[t].seats[0].player);
    board->stop();
}

void TestPairingWindow::anEventChangedMeanwhileIsPairedAgainOnlyIfAsked()
{
    ui::EventsPage *page = openAfterRoundOne();
    QUndoStack *undo = m_window->undoStack();
    const int undoSteps = undo->count();
    const store::ClubLocation club = m_window->club().location();
    // Another program withdraws an entrant while the round is being paired.
    const auto withdrawMeanwhile = [this, club](const QString &player) {
        whenModal<QProgressDialog>([this, club, player](QProgressDialog *) {
            const auto letGo = qScopeGuard([this] { release(); });
            QTRY_COMPARE(int(m_held), 1);
            auto other = store::Database::open(club);
            club::Events(*other).withdraw(kOpen, player);
        });
    };
    QString asked;
    const auto answer = [&asked](QMessageBox::StandardButton button) {
        whenModal<QMessageBox>([&asked, button](QMessageBox *box) {
            asked = box->text() + QLatin1Char('\n') + box->informativeText();
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::Yes));
            box->button(button)->click();
        });
    };
    const QString question = QStringLiteral("Open changed while its round 2 was being paired, so that pairing was not "
                                            "stored.\nPair the round again from the event as it is now?");
    // Not paired again: nothing stored, and the page says why.
    holdPairings();
    withdrawMeanwhile(QStringLiteral("P040"));
    answer(QMessageBox::Cancel);
    page->pairNextRound();
    QCOMPARE(asked, question);
    QCOMPARE(roundsPaired(), 1);
    QCOMPARE(undo->count(), undoSteps);
    QCOMPARE(page->message(), QStringLiteral("event 'Open' has changed while round 2 was being paired; pair it again"));
    // Paired again: the second pairing takes the event as it is now, without the two who withdrew.
    holdPairings();
    withdrawMeanwhile(QStringLiteral("P039"));
    asked.clear();
    answer(QMessageBox::Yes);
    page->pairNextRound();
    QCOMPARE(asked, question);
    QCOMPARE(int(m_held), 1); // the second pairing was not held
    QCOMPARE(roundsPaired(), 2);
    QCOMPARE(undo->count(), undoSteps + 1);
    QCOMPARE(page->message(), QString());
    const auto tables = club::Events(m_window->database()).tables(kOpen, 2);
    QCOMPARE(tables.size(), std::size_t(kEntrants / 2 - 1)); // two entrants fewer: one game fewer
    for (const club::EventTable &t : tables) {
        for (const club::EventSeat &seat : t.seats)
            QVERIFY(seat.player != QStringLiteral("P039") && seat.player != QStringLiteral("P040"));
    }
}

QTEST_MAIN(TestPairingWindow)
#include "tst_pairingwindow.moc"
