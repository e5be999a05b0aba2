// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Events as FIDE's Tournament Report File in the window: File > Import Event from TRF… creates the event (undo
// takes it away with its games and new players), File > Export Event as TRF… writes the event chosen on the
// Events page, and a bad file says what is wrong where, importing nothing.
#include "windowfixture.h"

#include "club/events/events.h"
#include "club/events/eventtrf.h"
#include "club/players.h"
#include "io/trf.h"
#include "pages/eventspage.h"

#include <QMessageBox>
#include <QStatusBar>

using namespace podium;
using namespace podium::test;

namespace {

const QString kRiverside = QStringLiteral(PODIUM_TEST_DATA_DIR "/trf/riverside.trf");
const QString kEvent = QStringLiteral("Riverside Autumn Open");

} // namespace

class TestTrfWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void theMenuImportsAnEventAndUndoTakesItAway();
    void theMenuExportsTheChosenEvent();
    void aBadFileSaysWhereAndImportsNothing();

private:
    void importThroughTheMenu(const QString &path)
    {
        whenModal<QFileDialog>([path](QFileDialog *files) { chooseFile(files, path); });
        actionNamed(m_window.get(), "importEventTrf")->trigger();
    }
    const store::Database &database() const { return m_window->club().database(); }
};

void TestTrfWindow::theMenuImportsAnEventAndUndoTakesItAway()
{
    QVERIFY(actionNamed(m_window.get(), "importEventTrf"));
    club::Players(database()).add(QStringLiteral("Silva, Rui")); // a member: the file gives him his federation (M2)
    importThroughTheMenu(kRiverside);
    QCOMPARE(club::Players(database()).get(QStringLiteral("Silva, Rui")).known.federation, QStringLiteral("POR"));
    club::Events events(database());
    QCOMPARE(events.get(kEvent).status, club::EventStatus::Running);
    QCOMPARE(events.roundCount(kEvent), 3);
    QCOMPARE(events.entrants(kEvent).size(), std::size_t(6));
    QCOMPARE(m_window->statusBar()->currentMessage(),
             QStringLiteral("Imported the event Riverside Autumn Open with 6 player(s) from riverside.trf."));
    QVERIFY(club::Players(database()).find(QStringLiteral("Okafor, Ada")) != 0);
    m_window->undoStack()->undo();
    QCOMPARE(events.list().size(), std::size_t(0));
    QCOMPARE(club::Players(database()).find(QStringLiteral("Okafor, Ada")), 0); // the players it brought went too
    QCOMPARE(club::Players(database()).find(QStringLiteral("Ann")) != 0, true); // the club's own stay
    QVERIFY(club::Players(database()).get(QStringLiteral("Silva, Rui")).known.isEmpty()); // and as they were
    m_window->undoStack()->redo();
    QCOMPARE(events.roundCount(kEvent), 3);
    QCOMPARE(club::Players(database()).get(QStringLiteral("Silva, Rui")).known.federation, QStringLiteral("POR"));
}

void TestTrfWindow::theMenuExportsTheChosenEvent()
{
    QVERIFY(actionNamed(m_window.get(), "exportEventTrf"));
    importThroughTheMenu(kRiverside);
    m_window->eventsPage()->openEvent(kEvent);
    QCOMPARE(m_window->eventsPage()->currentEvent(), kEvent);
    const QString path = m_dir.filePath(QStringLiteral("out.trf"));
    whenModal<QFileDialog>([path](QFileDialog *files) { chooseFile(files, path); });
    actionNamed(m_window.get(), "exportEventTrf")->trigger();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(written.startsWith("012 Riverside Autumn Open\n"));
    QCOMPARE(written, io::writeTrf(club::eventAsTrf(database(), kEvent)));
    // The players' lines as the file had them, where Podium keeps them: numbers, titles, names, ratings,
    // federations and FIDE IDs (M2: the players' known ratings), results.
    QVERIFY(written.contains("001    2   IM Okafor, Ada                       2455 NGR     8500002"));
    QVERIFY(written.contains("0000 - H")); // Brandt's half-point bye in round 2
}

void TestTrfWindow::aBadFileSaysWhereAndImportsNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.trf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("012 Bad\n001    1      Al" + QByteArray(75, ' ') + "0002 x 1\n");
    file.close();
    QString shown;
    whenModal<QMessageBox>([&shown](QMessageBox *box) {
        shown = box->text();
        box->accept();
    });
    importThroughTheMenu(path);
    QTRY_VERIFY(!shown.isEmpty());
    QCOMPARE(shown,
             QStringLiteral("Nothing was imported.\n\nbad.trf, line 2, round 1 of player 1: colour 'x' is not "
                            "w, b or -"));
    QCOMPARE(club::Events(database()).list().size(), std::size_t(0));
}

QTEST_MAIN(TestTrfWindow)
#include "tst_trfwindow.moc"
