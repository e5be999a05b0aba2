// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/exchange.h"

#include "club/events/eventcolours.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/storetypes.h"
#include "io/csvreader.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace podium::club {

namespace {

QString number(double value)
{
    return std::isnan(value) ? QString() : QString::number(value, 'g', 17);
}

} // namespace

QByteArray standingsJson(const std::vector<LeaderboardRow> &rows, bool withSigma)
{
    QJsonArray array;
    int rank = 0;
    for (const LeaderboardRow &r : rows) {
        QJsonObject o {{QStringLiteral("rank"), ++rank},
                       {QStringLiteral("player"), r.player},
                       {QStringLiteral("rating"), r.value},
                       {QStringLiteral("mu"), r.rating.mu},
                       {QStringLiteral("games"), r.games},
                       {QStringLiteral("wins"), r.wins},
                       {QStringLiteral("draws"), r.draws},
                       {QStringLiteral("losses"), r.losses},
                       {QStringLiteral("last_played"), r.lastPlayed}};
        if (withSigma)
            o.insert(QStringLiteral("sigma"), r.rating.sigma);
        if (r.rating.volatility > 0) // Glicko-2's third number
            o.insert(QStringLiteral("volatility"), r.rating.volatility);
        array.append(o);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

namespace {

/** Event points and tie-breaks as people write them: 2.5, not 2.500000 (tie-breaks to six decimals at most). */
QString points(double value)
{
    return QString::number(std::round(value * 1e6) / 1e6, 'g', 10);
}

} // namespace

QByteArray eventStandingsCsv(const std::vector<EventStanding> &rows, const QStringList &tieBreaks,
                             const std::vector<ColourHistory> &colours)
{
    Q_ASSERT(colours.empty() || colours.size() == rows.size());
    QStringList header {QStringLiteral("place"), QStringLiteral("player"), QStringLiteral("points")};
    header += tieBreaks;
    header += {QStringLiteral("decided_by"), QStringLiteral("played"), QStringLiteral("won"),
               QStringLiteral("drawn"),      QStringLiteral("lost"),   QStringLiteral("byes")};
    if (!colours.empty())
        header += {QStringLiteral("colours"), QStringLiteral("colour_difference")};
    QByteArray out = io::csvLine(header);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const EventStanding &r = rows[i];
        QStringList cells {QString::number(r.place), spreadsheetSafe(r.player), points(r.points)};
        for (double t : r.tieBreaks)
            cells.append(points(t));
        cells += {deciderName(r.decidedBy, tieBreaks),
                  QString::number(r.played),
                  QString::number(r.wins),
                  QString::number(r.draws),
                  QString::number(r.losses),
                  QString::number(r.byes)};
        if (!colours.empty()) // "-W" would read as a formula in a spreadsheet
            cells += {spreadsheetSafe(colours[i].colours), QString::number(colours[i].difference)};
        out += io::csvLine(cells);
    }
    return out;
}

QByteArray eventStandingsJson(const std::vector<EventStanding> &rows, const QStringList &tieBreaks,
                              const std::vector<ColourHistory> &colours)
{
    Q_ASSERT(colours.empty() || colours.size() == rows.size());
    QJsonArray array;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const EventStanding &r = rows[i];
        QJsonObject breaks;
        for (qsizetype k = 0; k < tieBreaks.size(); ++k)
            breaks.insert(tieBreaks[k], r.tieBreaks[static_cast<std::size_t>(k)]);
        QJsonObject row {{QStringLiteral("place"), r.place},
                         {QStringLiteral("player"), r.player},
                         {QStringLiteral("points"), r.points},
                         {QStringLiteral("tie_breaks"), breaks},
                         {QStringLiteral("decided_by"), deciderName(r.decidedBy, tieBreaks)},
                         {QStringLiteral("played"), r.played},
                         {QStringLiteral("won"), r.wins},
                         {QStringLiteral("drawn"), r.draws},
                         {QStringLiteral("lost"), r.losses},
                         {QStringLiteral("byes"), r.byes},
                         {QStringLiteral("withdrawn"), !r.active}};
        if (!colours.empty()) {
            row.insert(QStringLiteral("colours"), colours[i].colours);
            row.insert(QStringLiteral("colour_difference"), colours[i].difference);
        }
        array.append(row);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

QByteArray eventStandingsFile(const Events &events, const QString &event, bool json)
{
    const std::vector<EventStanding> rows = events.standings(event);
    const QStringList tieBreaks = events.tieBreakNames(event);
    std::vector<ColourHistory> colours;
    if (playsSides(events.get(event))) {
        QStringList players;
        for (const EventStanding &r : rows)
            players.append(r.player);
        colours = colourHistories(events, event, players);
    }
    return json ? eventStandingsJson(rows, tieBreaks, colours) : eventStandingsCsv(rows, tieBreaks, colours);
}

QByteArray gamesCsv(const Database &db, const QString &discipline)
{
    GameFilter filter;
    filter.discipline = discipline;
    std::vector<GameRecord> games = Games(db).list(filter);
    std::reverse(games.begin(), games.end()); // oldest first, as a history is read
    QByteArray out = "game_id,date,kind,participant,team,rank,score,minutes\n";
    // The interchange file is for import, not for people: its text goes out as it is (an apostrophe before "=1"
    // would come back as another id or another player, M7). Every game has an external id since schema version
    // 4, so importing the file again into this club skips every game.
    for (const GameRecord &g : games) {
        const QString id = g.game.externalId.isEmpty() ? QString::number(g.id) : g.game.externalId;
        for (const ParticipantInput &p : g.game.participants)
            out += io::csvLine({id, g.game.date, io::gameKindText(g.game.kind), p.player, p.team,
                                QString::number(p.rank), number(p.score), number(p.minutes)});
    }
    return out;
}

namespace {

/** The columns of a players CSV. */
enum PlayerColumn {
    Name,
    DisplayName,
    Affiliation,
    Notes,
    Retired,
    KnownValue, ///< M2: the known rating, its system, the player's ID in it, federation and title
    KnownSystem,
    KnownId,
    Federation,
    Title,
    PlayerColumns
};
constexpr std::array<const char *, PlayerColumns> kPlayerColumnNames {
    "name",   "display_name",  "affiliation", "notes",      "retired",
    "rating", "rating_system", "rating_id",   "federation", "title"};

/** Where each column is in the rows of a players CSV (-1 when the file has none), from its header. Throws
 *  InputError for a file without a header or without a name column. */
std::array<int, PlayerColumns> playerColumns(io::CsvReader &reader, std::vector<std::string> &fields)
{
    if (!reader.next(fields))
        throw io::InputError::atLine(reader.fileName(), 1,
                                     ErrorText::tr("the file is empty; expected a header with a 'name' column"));
    const std::array<const char *, PlayerColumns> &names = kPlayerColumnNames;
    std::array<int, PlayerColumns> at;
    at.fill(-1);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const auto known = std::find(names.begin(), names.end(), fields[i]);
        if (known == names.end())
            continue;
        int &column = at[static_cast<std::size_t>(known - names.begin())];
        if (column >= 0) // which of the two would win is a guess (L6)
            throw io::InputError::atLine(
                reader.fileName(), reader.line(),
                ErrorText::tr("the header names column '%1' twice").arg(QString::fromStdString(fields[i])));
        column = static_cast<int>(i);
    }
    if (at[Name] < 0)
        throw io::InputError::atLine(reader.fileName(), 1, ErrorText::tr("the header has no column 'name'"));
    return at;
}

/** The retired column: yes/no, true/false or 1/0, empty for no. Throws InputError at the cell. */
bool retiredFrom(const QString &text, const io::CsvReader &reader)
{
    const QString value = text.toLower();
    if (value.isEmpty() || value == QStringLiteral("no") || value == QStringLiteral("false")
        || value == QStringLiteral("0"))
        return false;
    if (value == QStringLiteral("yes") || value == QStringLiteral("true") || value == QStringLiteral("1"))
        return true;
    throw io::InputError::atCell(reader.fileName(), reader.line(), QStringLiteral("retired"),
                                 ErrorText::tr("'%1' is not yes or no").arg(text));
}

/** The known rating's cells of a row (M2): the ones the file gives replace the player's, the others stay. Throws
 *  InputError at the cell of a rating that is not a whole number, or at the line for a value checkedKnownRating
 *  refuses (its message names the field). */
void setKnownFrom(Players &players, const QString &name, const io::CsvReader &reader,
                  const std::function<QString(PlayerColumn)> &cell)
{
    const std::array<QString, 5> given {cell(KnownValue), cell(KnownSystem), cell(KnownId), cell(Federation),
                                        cell(Title)};
    if (std::all_of(given.begin(), given.end(), [](const QString &text) { return text.isEmpty(); }))
        return;
    KnownRating known = players.get(name).known;
    if (!given[0].isEmpty()) {
        bool ok = false;
        known.rating = given[0].toInt(&ok);
        if (!ok)
            throw io::InputError::atCell(reader.fileName(), reader.line(), QStringLiteral("rating"),
                                         ErrorText::tr("'%1' is not a whole number").arg(given[0]));
    }
    for (auto [text, field] : {std::pair {given[1], &known.system}, std::pair {given[2], &known.id},
                               std::pair {given[3], &known.federation}, std::pair {given[4], &known.title}}) {
        if (!text.isEmpty())
            *field = text;
    }
    try {
        players.setKnownRating(name, known);
    } catch (const DbError &e) {
        throw io::InputError::atLine(reader.fileName(), reader.line(), QString::fromUtf8(e.what()));
    }
}

} // namespace

int importPlayersCsv(const Database &db, const QByteArray &data, const QString &fileName)
{
    io::CsvReader reader(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), fileName);
    std::vector<std::string> fields;
    const std::array<int, PlayerColumns> at = playerColumns(reader, fields);
    // Text for NOT NULL columns: "" rather than a null QString, which would bind as NULL.
    const auto cell = [&](PlayerColumn c) -> QString {
        const int i = at[c];
        const QString text = i >= 0 && static_cast<std::size_t>(i) < fields.size()
            ? QString::fromStdString(fields[static_cast<std::size_t>(i)])
            : QString();
        const QString problem = c == Notes ? QString() : io::nameTextProblem(QStringView(text));
        if (!problem.isEmpty())
            throw io::InputError::atCell(fileName, reader.line(), QString::fromLatin1(kPlayerColumnNames[c]), problem);
        return text.trimmed() + QLatin1String("");
    };
    Transaction transaction(db);
    Players players(db);
    QSet<QString> seen;
    int added = 0;
    // Only the columns the file has are written: a file without 'retired' leaves it as it is (L8).
    auto update = db.prepare(QStringLiteral("UPDATE players SET display_name = coalesce(nullif(?, ''), "
                                            "display_name), affiliation = coalesce(nullif(?, ''), affiliation),"
                                            " notes = coalesce(nullif(?, ''), notes), retired = coalesce(?, "
                                            "retired) WHERE id = ?"));
    while (reader.next(fields)) {
        if (fields.size() == 1 && fields[0].empty())
            continue;
        const QString name = cleanName(cell(Name));
        const auto refuse = [&](const QString &message) {
            return io::InputError::atCell(fileName, reader.line(), QStringLiteral("name"), message);
        };
        if (name.isEmpty())
            throw refuse(ErrorText::tr("the name is empty"));
        if (seen.contains(name.toCaseFolded()))
            throw refuse(ErrorText::tr("'%1' is listed twice").arg(name));
        seen.insert(name.toCaseFolded());
        const QVariant retired = at[Retired] < 0 ? QVariant() : QVariant(retiredFrom(cell(Retired), reader) ? 1 : 0);
        added += players.find(name) == 0;
        for (const QVariant &v : {QVariant(cell(DisplayName)), QVariant(cell(Affiliation)), QVariant(cell(Notes)),
                                  retired, QVariant(players.ensure(name))})
            update.addBindValue(v);
        Database::exec(update);
        setKnownFrom(players, name, reader, [&](PlayerColumn c) { return at[c] < 0 ? QString() : cell(c); });
    }
    transaction.commit();
    return added;
}

} // namespace podium::club
