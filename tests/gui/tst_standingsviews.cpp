// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// One event's standings as the app, the PDF, and the HTML files and live board show them, for each format: the
// same places and players, the same played, won and lost (a forfeit counted alike, C12), and an elimination
// placed by how far each went everywhere, never by points (B4).
#include "club/events/events.h"
#include "sheets/eventsheet.h"
#include "store/database.h"
#include "web/sections.h"
#include "widgets/eventstandingstable.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace podium;

namespace {

/** One row as a view shows it: place, player, and played / won / lost where it shows them (-1 where not). */
struct Row
{
    QString place, player, result;
    int played = -1, wins = -1, losses = -1;
    bool operator==(const Row &) const = default;
};

QString text(QString html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    return html.remove(tag)
        .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"))
        .trimmed();
}

/** The standings section of an event's HTML page, row by row, its cells' text. */
std::vector<QStringList> webRows(const QString &page)
{
    std::vector<QStringList> rows;
    const QString section = page.mid(page.indexOf(QStringLiteral("<section id=\"standings\"")));
    const QString body = section.mid(section.indexOf(QStringLiteral("<tbody>")));
    static const QRegularExpression row(QStringLiteral("<tr[^>]*>(.*?)</tr>"));
    static const QRegularExpression cell(QStringLiteral("<td[^>]*>(.*?)</td>"));
    for (auto r = row.globalMatch(body.left(body.indexOf(QStringLiteral("</tbody>")))); r.hasNext();) {
        QStringList cells;
        const QString inside = r.next().captured(1);
        for (auto c = cell.globalMatch(inside); c.hasNext();)
            cells.append(text(c.next().captured(1)));
        rows.push_back(cells);
    }
    return rows;
}

int column(const QStringList &headers, const QString &name)
{
    return static_cast<int>(headers.indexOf(name));
}

} // namespace

class TestStandingsViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewShowsTheSameStandings_data();
    void everyViewShowsTheSameStandings();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<store::Database> m_db;
};

void TestStandingsViews::initTestCase()
{
    m_db = store::Database::open(m_dir.filePath(QStringLiteral("views.podium")), store::Database::Mode::Create);
}

void TestStandingsViews::everyViewShowsTheSameStandings_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("swiss") << int(club::EventFormat::Swiss);
    QTest::newRow("roundrobin") << int(club::EventFormat::RoundRobin);
    QTest::newRow("single") << int(club::EventFormat::SingleElimination);
    QTest::newRow("double") << int(club::EventFormat::DoubleElimination);
    QTest::newRow("heats") << int(club::EventFormat::Heats);
}

void TestStandingsViews::everyViewShowsTheSameStandings()
{
    QFETCH(int, format);
    club::Events events(*m_db);
    club::EventInput in;
    in.name = QStringLiteral("Event %1").arg(format);
    in.discipline = QStringLiteral("Chess");
    in.format = static_cast<club::EventFormat>(format);
    in.rounds = in.format == club::EventFormat::Swiss || in.format == club::EventFormat::Heats ? 3 : 0;
    in.lobbySize = in.format == club::EventFormat::Heats ? 3 : 0;
    in.entrants = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                   QStringLiteral("Dan"), QStringLiteral("Eve"), QStringLiteral("Fay")};
    events.create(in);
    // Every round played to the end; in a head-to-head format, the first table of round 1 won by forfeit.
    for (int round = 1; round < 20 && events.get(in.name).status != club::EventStatus::Finished; ++round) {
        events.pairNextRound(in.name);
        for (const club::EventTable &t : events.tables(in.name, round)) {
            if (t.bye)
                continue;
            if (round == 1 && t.table == 1 && t.seats.size() == 2 && in.format != club::EventFormat::Heats) {
                events.setForfeit(in.name, round, t.table, 2);
                continue;
            }
            std::vector<int> ranks;
            for (std::size_t k = 0; k < t.seats.size(); ++k)
                ranks.push_back(static_cast<int>(k) + 1);
            events.setResult(in.name, round, t.table, ranks, QStringLiteral("2026-11-%1T19:00").arg(round + 10));
        }
    }
    const std::vector<club::EventStanding> rows = events.standings(in.name);
    const bool reached = rows.front().reached.has_value();
    QCOMPARE(reached, club::traits(in.format).elimination);
    std::vector<Row> core;
    for (const club::EventStanding &s : rows) {
        QCOMPARE(s.played, s.wins + s.draws + s.losses); // C12: a forfeit counts in all of them
        core.push_back({QString::number(s.place), s.player, {}, s.played, s.wins, s.losses});
    }
    // The app.
    ui::EventStandingsTable table;
    table.show(rows, events.tieBreakNames(in.name), {});
    QStringList headers;
    for (int c = 0; c < table.columnCount(); ++c)
        headers.append(table.horizontalHeaderItem(c)->text());
    std::vector<Row> app;
    for (int r = 0; r < table.rowCount(); ++r) {
        const auto cell = [&](const QString &name) { return table.item(r, column(headers, name))->text(); };
        app.push_back({cell(QStringLiteral("#")),
                       cell(QStringLiteral("Player")),
                       {},
                       cell(QStringLiteral("Played")).toInt(),
                       cell(QStringLiteral("W")).toInt(),
                       cell(QStringLiteral("L")).toInt()});
    }
    QCOMPARE(app, core);
    // The PDF.
    const ui::SheetTable sheet = ui::EventSheet(*m_db, in.name).standings();
    QStringList sheetHeaders;
    for (const ui::SheetColumn &c : sheet.columns)
        sheetHeaders.append(c.header);
    std::vector<Row> pdf;
    for (const QStringList &r : sheet.rows) {
        const auto cell = [&](const QString &name) { return r.at(column(sheetHeaders, name)); };
        pdf.push_back({cell(QStringLiteral("#")),
                       cell(QStringLiteral("Player")),
                       {},
                       cell(QStringLiteral("Played")).toInt(),
                       cell(QStringLiteral("W")).toInt(),
                       cell(QStringLiteral("L")).toInt()});
    }
    QCOMPARE(pdf, core);
    // The HTML file and the live board (the same section).
    for (const web::Flavour flavour : {web::Flavour::File, web::Flavour::Board}) {
        const QString page = web::eventMain(*m_db, in.name, events.roundCount(in.name), true, flavour);
        QCOMPARE(page.contains(QStringLiteral("Decided by")), !reached); // B4: no "decided by points" in a bracket
        std::vector<Row> web;
        for (const QStringList &cells : webRows(page)) {
            Row r {cells.value(0), cells.value(1), {}, -1, -1, -1};
            // Reached: place, player, result, played, W–L; otherwise: place, player, points, ..., W–D–L.
            const QStringList record = cells.last().split(QChar(0x2013));
            r.wins = record.first().toInt();
            r.losses = record.last().toInt();
            r.played = reached ? cells.value(3).toInt()
                               : record.first().toInt() + record.value(1).toInt() + record.last().toInt();
            if (reached)
                QCOMPARE(cells.value(2), table.item(static_cast<int>(web.size()), 2)->text()); // "Winner", ...
            web.push_back(r);
        }
        QCOMPARE(web, core);
    }
}

QTEST_MAIN(TestStandingsViews)
#include "tst_standingsviews.moc"
