// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/clubsheets.h"

#include "club/leaderboards.h"
#include "club/players.h"
#include "io/localdates.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace podium::ui {

namespace {

/** The last games of a player that a card lists per leaderboard: what fits on a page beside the rest. */
constexpr int kCardGames = 10;

QString dateText(const QString &iso)
{
    return io::shortDate(QLocale(), QDateTime::fromString(iso, Qt::ISODate).date());
}

QString decimals(double value, bool fine)
{
    return QLocale().toString(value, 'f', fine ? 2 : 1);
}

} // namespace

QString ClubSheets::standingsTitle(const QString &leaderboard)
{
    return tr("Standings of %1").arg(leaderboard);
}

void ClubSheets::standings(PrintSheet &sheet, const store::Database &database, const QString &leaderboard)
{
    club::Leaderboards leaderboards(database);
    const club::LeaderboardView view = leaderboards.view(leaderboard);
    sheet.title(standingsTitle(leaderboard));
    const bool sigma = view.hasUncertainty;
    SheetTable table;
    table.columns.push_back({tr("Place"), true});
    table.columns.push_back({tr("Player"), false, true});
    table.columns.push_back({tr("Rating"), true});
    if (sigma) {
        table.columns.push_back({QStringLiteral("μ"), true});
        table.columns.push_back({QStringLiteral("σ"), true});
    }
    for (const QString &header : {tr("Games"), tr("W"), tr("D"), tr("L")})
        table.columns.push_back({header, true});
    table.columns.push_back({tr("Last played")});
    const QLocale locale;
    int place = 0;
    for (const club::LeaderboardRow &row : view.rows) {
        QStringList cells {locale.toString(++place), row.player, decimals(row.value, sigma)};
        if (sigma)
            cells << decimals(row.rating.mu, true) << decimals(row.rating.sigma, true);
        cells << locale.toString(row.games) << locale.toString(row.wins) << locale.toString(row.draws)
              << locale.toString(row.losses) << dateText(row.lastPlayed);
        table.rows.push_back(cells);
    }
    if (view.rows.empty())
        sheet.heading(tr("No rated games yet."));
    else
        sheet.table(table);
}

QString ClubSheets::playerTitle(const QString &player)
{
    return tr("Player card: %1").arg(player);
}

void ClubSheets::playerCard(PrintSheet &sheet, const store::Database &database, const QString &player)
{
    const club::PlayerRecord record = club::Players(database).get(player);
    sheet.title(playerTitle(record.name));
    if (!record.displayName.isEmpty() || !record.affiliation.isEmpty()) {
        QStringList about;
        for (const QString &part : {record.displayName, record.affiliation})
            if (!part.isEmpty())
                about << part;
        sheet.heading(about.join(QStringLiteral(" · ")));
    }
    club::Leaderboards leaderboards(database);
    const QLocale locale;
    bool any = false;
    for (const club::LeaderboardRecord &board : leaderboards.list()) {
        const club::LeaderboardView view = leaderboards.view(board.name);
        const auto row = std::find_if(view.rows.begin(), view.rows.end(),
                                      [&](const club::LeaderboardRow &r) { return r.player == record.name; });
        if (row == view.rows.end())
            continue;
        any = true;
        const bool sigma = view.hasUncertainty;
        const int place = static_cast<int>(row - view.rows.begin()) + 1;
        sheet.heading(tr("%1: place %2 of %3, rating %4, %Ln game(s) (%5 won, %6 drawn, %7 lost)", nullptr, row->games)
                          .arg(board.name, locale.toString(place), locale.toString(int(view.rows.size())),
                               decimals(row->value, sigma), locale.toString(row->wins), locale.toString(row->draws),
                               locale.toString(row->losses)));
        std::vector<club::HistoryPoint> points = leaderboards.history(record.name, board.name);
        std::reverse(points.begin(), points.end());
        if (points.size() > kCardGames)
            points.resize(kCardGames);
        SheetTable games;
        games.columns = {{tr("Date")}, {tr("Opponents"), false, true}, {tr("Result")}, {tr("Rating after"), true}};
        for (const club::HistoryPoint &p : points) {
            QString result;
            if (p.sides == 2)
                result = p.outcome > 0 ? tr("won") : p.outcome < 0 ? tr("lost") : tr("drew");
            else
                result = tr("place %1 of %2").arg(locale.toString(p.place), locale.toString(p.sides));
            games.rows.push_back(
                {dateText(p.date), p.opponents.join(QStringLiteral(", ")), result, decimals(p.value, sigma)});
        }
        sheet.table(games);
    }
    if (!any)
        sheet.heading(tr("No rated games yet."));
}

} // namespace podium::ui
