// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// What the Events page prints, in the real main window offscreen: the pairing sheet an arbiter pins on the wall,
// standings with only the columns that mean something for the event, tables as wide as the page whose headers
// and words are never broken, and a preview window large enough to read.
#include "documentexports.h"
#include "printpreview.h"
#include "sheets/printsheet.h"
#include "windowfixture.h"

#include <QAbstractTextDocumentLayout>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProcess>
#include <QScreen>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextLayout>
#include <QTextTable>

using namespace podium;
using namespace podium::test;

class TestPrintWindow : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void pairingSheetIsWhatTheArbiterPinsUp();
    void standingsPrintOnlyColumnsThatMeanSomething();
    void ratingsPrintOnlyFromALeaderboard();
    void tablesFillThePageAndKeepWordsWhole();
    void heatsPrintEachLobbyWithRoomForPlaces();
    void previewOpensLargeEnoughToRead();
    void bracketPrintsOnAPageOfItsOwn();
    void aPrintedPageSaysWhatItIs();
    void thePageInViewExportsAsPdf();

private:
    void createEvent(const QString &name, const QString &discipline, const QStringList &entrants,
                     club::EventFormat format = club::EventFormat::Swiss);
    std::unique_ptr<QTextDocument> printed() const;
};

namespace {

/** The document's tables, in the order they print. */
std::vector<QTextTable *> tablesOf(QTextDocument *document)
{
    std::vector<QTextTable *> tables;
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        if (auto *table = qobject_cast<QTextTable *>(frame))
            tables.push_back(table);
    }
    return tables;
}

QString cellText(QTextTable *table, int row, int column)
{
    const QTextTableCell cell = table->cellAt(row, column);
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

QStringList headersOf(QTextTable *table)
{
    QStringList headers;
    for (int c = 0; c < table->columns(); ++c)
        headers.append(cellText(table, 0, c));
    return headers;
}

/** Where a line of the cell's text starts anywhere but after a space or a hyphen, the word it breaks. */
QString brokenWord(const QTextTableCell &cell)
{
    const QTextBlock block = cell.firstCursorPosition().block();
    const QString text = block.text();
    for (int l = 1; l < block.layout()->lineCount(); ++l) {
        const int start = block.layout()->lineAt(l).textStart();
        if (start > 0 && text.at(start - 1) != QLatin1Char(' ') && text.at(start - 1) != QLatin1Char('-'))
            return text;
    }
    return {};
}

} // namespace

void TestPrintWindow::createEvent(const QString &name, const QString &discipline, const QStringList &entrants,
                                  club::EventFormat format)
{
    Club &club = m_window->club();
    club::EventInput in;
    in.name = name;
    in.format = format;
    in.discipline = discipline;
    in.leaderboard = discipline == QLatin1String("Karts") ? QStringLiteral("Karts") : QString();
    in.entrants = entrants;
    in.rounds = 3;
    if (format == club::EventFormat::Swiss) // FIDE's, with White and Black, even on the karts' ratings
        in.options.style = QStringLiteral("fide");
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    m_window->eventsPage()->openEvent(name);
}

std::unique_ptr<QTextDocument> TestPrintWindow::printed() const
{
    return std::unique_ptr<QTextDocument>(m_window->eventsPage()->printable());
}

void TestPrintWindow::pairingSheetIsWhatTheArbiterPinsUp()
{
    createEvent(QStringLiteral("Friday Swiss"), QStringLiteral("Karts"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan"),
                 QStringLiteral("Eve")});
    ui::EventsPage *page = m_window->eventsPage();
    page->pairNextRound();
    QVERIFY(page->enterResult(1, 1, {1, 2}));
    auto document = printed();
    const auto tables = tablesOf(document.get());
    QCOMPARE(int(tables.size()), 2); // the round, the standings
    QTextTable *round = tables[0];
    // The sides a Swiss balances, and a column to write in; the screen's quality and win chance stay there.
    QCOMPARE(headersOf(round),
             QStringList({QStringLiteral("Table"), QStringLiteral("White"), QStringLiteral("Black"),
                          QStringLiteral("Result")}));
    QCOMPARE(round->rows(), 1 + 3); // two games and a bye
    QTableWidget *screen = page->pairingsTable();
    QCOMPARE(cellText(round, 1, 1), screen->item(0, 1)->text());
    QCOMPARE(cellText(round, 1, 2), screen->item(0, 2)->text());
    QCOMPARE(cellText(round, 1, 3), QStringLiteral("1 \u2013 0"));
    QCOMPARE(cellText(round, 2, 3), QString()); // no result yet: room to write it
    QCOMPARE(cellText(round, 3, 1), screen->item(2, 1)->text());
    QCOMPARE(cellText(round, 3, 2), QStringLiteral("Bye"));
    QCOMPARE(cellText(round, 3, 3), QStringLiteral("1"));
    // The result column keeps a fifth of the page for handwriting.
    QVERIFY(round->format().columnWidthConstraints().at(3).rawValue() >= 20);
    // Round 2 names each player's points before it, as a Swiss sheet does.
    QVERIFY(page->enterResult(1, 2, {1, 2}));
    page->pairNextRound();
    document = printed();
    QVERIFY2(cellText(tablesOf(document.get())[0], 1, 1).contains(QRegularExpression(QStringLiteral(" \\(\\d+\\)$"))),
             qPrintable(cellText(tablesOf(document.get())[0], 1, 1)));
}

void TestPrintWindow::standingsPrintOnlyColumnsThatMeanSomething()
{
    // Chess has no leaderboard here: no ratings. Nobody has played yet: no tie-break says anything.
    createEvent(QStringLiteral("Open"), QStringLiteral("Chess"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    ui::EventsPage *page = m_window->eventsPage();
    page->pairNextRound();
    auto document = printed();
    QTextTable *standings = tablesOf(document.get()).at(1);
    QCOMPARE(headersOf(standings),
             QStringList({QStringLiteral("#"), QStringLiteral("Player"), QStringLiteral("Points"),
                          QStringLiteral("Colours"), QStringLiteral("Decided by"), QStringLiteral("Played"),
                          QStringLiteral("W"), QStringLiteral("D"), QStringLiteral("L")}));
    // A Swiss with sides prints each player's colours, as the screen shows them (round 1 paired, not played).
    QTableWidget *screen = page->standingsTable();
    QStringList colours;
    for (int r = 0; r < screen->rowCount(); ++r) {
        QCOMPARE(cellText(standings, r + 1, 3), screen->item(r, 3)->text());
        colours.append(cellText(standings, r + 1, 3));
    }
    colours.sort();
    // Four players at two boards: two Whites and two Blacks.
    QCOMPARE(colours,
             QStringList({QStringLiteral("B (\u22121)"), QStringLiteral("B (\u22121)"), QStringLiteral("W (+1)"),
                          QStringLiteral("W (+1)")}));
    // After round 1 the Buchholz family and Sonneborn-Berger say something; Rating and Wins (the W column) not.
    QVERIFY(page->enterResult(1, 1, {1, 2}));
    QVERIFY(page->enterResult(1, 2, {1, 1}));
    document = printed();
    standings = tablesOf(document.get()).at(1);
    const QStringList headers = headersOf(standings);
    QVERIFY2(headers.contains(QStringLiteral("BH")), qPrintable(headers.join(QLatin1Char(','))));
    QVERIFY2(headers.contains(QStringLiteral("SB")), qPrintable(headers.join(QLatin1Char(','))));
    QVERIFY(!headers.contains(QStringLiteral("Rtg")));
    QVERIFY(!headers.contains(QStringLiteral("WIN")));
    // Every tie-break column printed has a value that is not zero.
    for (int c = 3; c < standings->columns(); ++c) {
        if (!QStringList({QStringLiteral("BH"), QStringLiteral("BH-C1"), QStringLiteral("SB")}).contains(headers[c]))
            continue;
        bool nonZero = false;
        for (int r = 1; r < standings->rows(); ++r)
            nonZero = nonZero || cellText(standings, r, c) != QLatin1String("0");
        QVERIFY2(nonZero, qPrintable(headers[c]));
    }
    // Halves as the screen writes them, "½", not "0.5" (U7 of the walkthrough of 28 November: "12,5" on paper, "12½"
    // on screen): the drawn pair's Buchholz is half a point.
    const int buchholz = int(headers.indexOf(QStringLiteral("BH")));
    QStringList values;
    for (int r = 1; r < standings->rows(); ++r)
        values.append(cellText(standings, r, buchholz));
    QVERIFY2(values.contains(QStringLiteral("\u00bd")) && !values.join(QString()).contains(QLatin1Char('.')),
             qPrintable(values.join(QLatin1Char(','))));
    // The short headers have a key below the table.
    QVERIFY(document->toPlainText().contains(QStringLiteral("BH: Buchholz")));
}

void TestPrintWindow::ratingsPrintOnlyFromALeaderboard()
{
    createEvent(QStringLiteral("Rated"), QStringLiteral("Karts"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    m_window->eventsPage()->pairNextRound();
    auto document = printed();
    const QStringList headers = headersOf(tablesOf(document.get()).at(1));
    QVERIFY2(headers.contains(QStringLiteral("Rtg")), qPrintable(headers.join(QLatin1Char(','))));
    // The places decided by rating name it, as the key explains.
    QVERIFY(document->toPlainText().contains(QStringLiteral("Rtg: Rating")));
}

void TestPrintWindow::tablesFillThePageAndKeepWordsWhole()
{
    // Every tie-break there is and a long name: the widest standings a Swiss prints.
    Club &club = m_window->club();
    club::EventInput in;
    in.name = QStringLiteral("Wide");
    in.discipline = QStringLiteral("Karts");
    in.leaderboard = QStringLiteral("Karts");
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Sonneborn-Bergerina Wolkenstein-Trostberg"), QStringLiteral("Eve")};
    in.options.tieBreaks = {QStringLiteral("buchholz-cut1"),   QStringLiteral("buchholz"),
                            QStringLiteral("median-buchholz"), QStringLiteral("sonneborn-berger"),
                            QStringLiteral("direct"),          QStringLiteral("wins"),
                            QStringLiteral("rating")};
    club.run(std::make_unique<commands::CreateEvent>(club, in));
    ui::EventsPage *page = m_window->eventsPage();
    page->openEvent(in.name);
    page->pairNextRound();
    QVERIFY(page->enterResult(1, 1, {1, 2}));
    QVERIFY(page->enterResult(1, 2, {1, 1}));
    page->setEntrant(QStringLiteral("Eve"), false);
    // Laid out as QTextDocument::print lays it out: on the printer, within 2 cm margins given in the screen's
    // pixels, which the layout scales to the printer's.
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageOrientation(QPageLayout::Portrait);
    std::unique_ptr<QTextDocument> document(page->printable(printer.pageLayout()));
    document->documentLayout()->setPaintDevice(&printer);
    const double screenDpi = QGuiApplication::primaryScreen()->logicalDotsPerInchX();
    QTextFrameFormat root = document->rootFrame()->frameFormat();
    root.setMargin(int(2 / 2.54 * screenDpi));
    const double margin = int(2 / 2.54 * screenDpi) * printer.logicalDpiX() / screenDpi;
    document->rootFrame()->setFrameFormat(root);
    document->setPageSize(QSizeF(printer.width(), printer.height()));
    const auto tables = tablesOf(document.get());
    QCOMPARE(int(tables.size()), 2);
    for (QTextTable *table : tables) {
        const QTextTableFormat format = table->format();
        QCOMPARE(format.width(), QTextLength(QTextLength::PercentageLength, 100));
        double total = 0;
        for (const QTextLength &width : format.columnWidthConstraints()) {
            QCOMPARE(width.type(), QTextLength::PercentageLength);
            total += width.rawValue();
        }
        QVERIFY2(std::abs(total - 100) < 0.01, qPrintable(QString::number(total)));
        // The table spans the text's width, no more: as wide as the page less the margins.
        const QRectF frame = document->documentLayout()->frameBoundingRect(table);
        QVERIFY2(std::abs(frame.width() - (printer.width() - 2 * margin)) <= 0.01 * printer.width(),
                 qPrintable(QStringLiteral("%1 of %2").arg(frame.width()).arg(printer.width() - 2 * margin)));
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell header = table->cellAt(0, c);
            QVERIFY(header.firstCursorPosition().blockFormat().nonBreakableLines());
            QCOMPARE(header.firstCursorPosition().block().layout()->lineCount(), 1);
            for (int r = 1; r < table->rows(); ++r)
                QVERIFY2(brokenWord(table->cellAt(r, c)).isEmpty(), qPrintable(brokenWord(table->cellAt(r, c))));
        }
    }
    QVERIFY(document->toPlainText().contains(QStringLiteral("Eve (withdrawn)")));
}

void TestPrintWindow::heatsPrintEachLobbyWithRoomForPlaces()
{
    QStringList drivers;
    for (const char *name : {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"})
        drivers.append(QLatin1String(name));
    createEvent(QStringLiteral("Heats"), QStringLiteral("Karts"), drivers, club::EventFormat::Heats);
    ui::EventsPage *page = m_window->eventsPage();
    page->pairNextRound();
    const auto lobbies = club::Events(m_window->database()).tables(QStringLiteral("Heats"), 1);
    QVERIFY(lobbies.size() >= 2);
    auto document = printed();
    QTextTable *round = tablesOf(document.get()).at(0);
    QCOMPARE(headersOf(round),
             QStringList({QStringLiteral("Table"), QStringLiteral("Player"), QStringLiteral("Place")}));
    QCOMPARE(round->rows(), 1 + 10); // a row for each driver
    // Table 1's number spans its drivers' rows, and each has an empty place to write in.
    const int seats = int(lobbies[0].seats.size());
    QCOMPARE(round->cellAt(1, 0).rowSpan(), seats);
    QCOMPARE(cellText(round, 1, 0), QStringLiteral("1"));
    for (int s = 0; s < seats; ++s) {
        QCOMPARE(cellText(round, 1 + s, 1), lobbies[0].seats[static_cast<std::size_t>(s)].player);
        QCOMPARE(cellText(round, 1 + s, 2), QString());
    }
    QCOMPARE(cellText(round, 1 + seats, 0), QStringLiteral("2"));
}

void TestPrintWindow::previewOpensLargeEnoughToRead()
{
    createEvent(QStringLiteral("Open"), QStringLiteral("Karts"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    QPushButton *print = nullptr;
    for (QPushButton *button : m_window->eventsPage()->findChildren<QPushButton *>())
        print = button->text() == QStringLiteral("Print…") ? button : print;
    QVERIFY(print);
    QSize opened;
    QTimer::singleShot(0, [&opened] {
        auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
        QVERIFY(preview);
        opened = preview->size();
        preview->reject();
    });
    print->click();
    // Four fifths of the screen each way (the review found 692 x 515, a page too small to read).
    const QSize area = m_window->screen()->availableGeometry().size();
    QVERIFY2(std::abs(opened.width() - 0.8 * area.width()) <= 1 && std::abs(opened.height() - 0.8 * area.height()) <= 1,
             qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                            .arg(opened.width())
                            .arg(opened.height())
                            .arg(area.width())
                            .arg(area.height())));
}

void TestPrintWindow::bracketPrintsOnAPageOfItsOwn()
{
    createEvent(QStringLiteral("Cup"), QStringLiteral("Karts"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")},
                club::EventFormat::SingleElimination);
    m_window->eventsPage()->pairNextRound();
    auto document = printed();
    document->setPageSize(QSizeF(1000, 700)); // a landscape page, in the screen's pixels
    QTextBlock image;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.charFormat().isImageFormat() || block.text().contains(QChar::ObjectReplacementCharacter))
            image = block;
    }
    QVERIFY(image.isValid());
    QCOMPARE(image.blockFormat().pageBreakPolicy(), QTextFormat::PageBreak_AlwaysAfter);
    // The title and the bracket on the first page, the round's sheet and the standings after it.
    QVERIFY(document->documentLayout()->blockBoundingRect(image).bottom() < 700);
    const auto tables = tablesOf(document.get());
    QCOMPARE(int(tables.size()), 2);
    QVERIFY(document->documentLayout()->frameBoundingRect(tables[0]).top() >= 700);
    QCOMPARE(headersOf(tables[0]),
             QStringList({QStringLiteral("Table"), QStringLiteral("Player"), QStringLiteral("Opponent"),
                          QStringLiteral("Result")}));
}

namespace {

/** The text of a PDF file in reading layout, by pdftotext (Debian's poppler-utils, which ./build.sh test installs). */
QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                  {QStringLiteral("-layout"), path, QStringLiteral("-")});
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

void TestPrintWindow::aPrintedPageSaysWhatItIs()
{
    // U7 of the walkthrough of 28 November: a printed page had a bare "1" at its foot, while the PDF export's had the
    // club, the title, the date and "Page 1 of 2". Print (and its preview) frames the pages as the PDF export does:
    // here a printer writing a PDF, read back.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext is missing");
    createEvent(QStringLiteral("Open"), QStringLiteral("Chess"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    m_window->eventsPage()->pairNextRound();
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    const QString path = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFileName(path);
    ui::printPages(
        &printer,
        [this](const QPageLayout &page) {
            return std::unique_ptr<QTextDocument>(m_window->eventsPage()->printable(page));
        },
        QStringLiteral("Chess club"), QStringLiteral("Open"));
    const QString text = pdfText(path);
    QVERIFY2(text.contains(QStringLiteral("Chess club")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Page 1 of 1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Ann")), qPrintable(text));
}

void TestPrintWindow::thePageInViewExportsAsPdf()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(), "pdftotext is missing");
    ui::DocumentExports *exports = m_window->documentExports();
    auto *pages = m_window->findChild<QTabWidget *>();
    const QPageSize a4(QPageSize::A4);
    // The leaderboard page: its standings, Ann first after winning all three races.
    pages->setCurrentWidget(m_window->leaderboardPage());
    const QString standings = m_dir.filePath(QStringLiteral("standings.pdf"));
    QCOMPARE(exports->writePdf(standings, a4), QString());
    QString text = pdfText(standings);
    QVERIFY2(text.contains(QStringLiteral("Standings of Karts")), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("^\\s*1\\s+Ann\\s"), QRegularExpression::MultilineOption)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Page 1 of 1")), qPrintable(text));
    // The same as a web page: self-contained, Ann's row first.
    const QString html = m_dir.filePath(QStringLiteral("standings.html"));
    QCOMPARE(exports->writeHtml(html), QString());
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(page.readAll());
    QVERIFY2(written.startsWith(QStringLiteral("<!DOCTYPE html>")), qPrintable(written.left(200)));
    QVERIFY2(!written.contains(QStringLiteral("<script")), qPrintable(written));
    QVERIFY2(written.indexOf(QStringLiteral("Ann")) < written.indexOf(QStringLiteral("Bob")), qPrintable(written));
    // The context menu of the standings holds the same three actions.
    QCOMPARE(m_window->leaderboardPage()->table()->contextMenuPolicy(), Qt::ActionsContextMenu);
    QCOMPARE(m_window->leaderboardPage()->table()->actions(), exports->actions());
    QCOMPARE(exports->actions().size(), 3);
    // The players page: the card of the player chosen there.
    pages->setCurrentWidget(m_window->playersPage());
    QTableView *players = m_window->playersPage()->table();
    const QModelIndexList bob = players->model()->match(players->model()->index(0, 0), Qt::DisplayRole,
                                                        QStringLiteral("Bob"), 1, Qt::MatchExactly);
    QCOMPARE(bob.size(), 1);
    players->selectRow(bob.at(0).row());
    QCOMPARE(m_window->playersPage()->selectedPlayer(), QStringLiteral("Bob"));
    const QString card = m_dir.filePath(QStringLiteral("card.pdf"));
    QCOMPARE(exports->writePdf(card, a4), QString());
    text = pdfText(card);
    QVERIFY2(text.contains(QStringLiteral("Player card: Bob")), qPrintable(text));
    // Second in the standings, and second in each of the three races of his last games.
    QCOMPARE(text.count(QStringLiteral("place 2 of 3")), 4);
    // The events page: nothing to export until an event is chosen, then its round and standings as printed.
    pages->setCurrentWidget(m_window->eventsPage());
    const QString event = m_dir.filePath(QStringLiteral("event.pdf"));
    if (m_window->eventsPage()->currentEvent().isEmpty()) {
        QVERIFY(!exports->writePdf(event, a4).isEmpty());
        QVERIFY(!QFile::exists(event));
    }
    createEvent(QStringLiteral("Friday Swiss"), QStringLiteral("Karts"),
                {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"), QStringLiteral("Dan")});
    m_window->eventsPage()->pairNextRound();
    QCOMPARE(exports->writePdf(event, QPageSize(QPageSize::Letter)), QString());
    text = pdfText(event);
    QVERIFY2(text.contains(QStringLiteral("Friday Swiss")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Round 1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Standings")), qPrintable(text));
}

QTEST_MAIN(TestPrintWindow)
#include "tst_printwindow.moc"
