// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/games.h"

#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/textinput.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include "store/statement.h"
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace podium::club {

using store::newExternalId;

namespace {

QVariant optional(double value)
{
    return std::isnan(value) ? QVariant() : QVariant(value);
}

/** Text for a NOT NULL column: a null QString would bind as NULL. */
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(value);
}

} // namespace

Games::Games(const Database &database)
    : m_db(database)
{ }

std::vector<qint64> Games::insertParticipants(qint64 id, const GameInput &game)
{
    // Every participant's player at once (one prepared look-up, one insert for the new ones), by the names
    // checkedGame cleaned.
    QStringList names;
    for (const ParticipantInput &p : game.participants)
        names.append(p.player);
    const std::vector<qint64> playerIds = Players(m_db).ensureChecked(names);
    auto participant
        = m_db.prepare(QStringLiteral("INSERT INTO participants (game_id, position, player_id, team, rank, score, "
                                      "minutes, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    for (std::size_t i = 0; i < game.participants.size(); ++i) {
        const ParticipantInput &p = game.participants[i];
        for (const QVariant &v : {QVariant(id), QVariant(static_cast<int>(i)), QVariant(playerIds[i]), text(p.team),
                                  QVariant(p.rank), optional(p.score), optional(p.minutes), QVariant(p.rated ? 1 : 0)})
            participant.addBindValue(v);
        Database::exec(participant);
    }
    return playerIds;
}

qint64 Games::insert(const GameInput &game, qint64 disciplineId, qint64 id, const QString &enteredAt,
                     detail::LoadedHistory *stored)
{
    // Without an id the database gives the next one (a NULL id would be refused by PostgreSQL's identity column).
    auto insert = m_db.prepare(id > 0 ? QStringLiteral("INSERT INTO games (id, discipline_id, played_at, kind, "
                                                       "notes, entered_at, external_id) VALUES (?, ?, ?, ?, ?, ?, "
                                                       "?) RETURNING id")
                                      : QStringLiteral("INSERT INTO games (discipline_id, played_at, kind, notes, "
                                                       "entered_at, external_id) VALUES (?, ?, ?, ?, ?, ?) "
                                                       "RETURNING id"));
    if (id > 0)
        insert.addBindValue(id);
    insert.addBindValue(disciplineId);
    insert.addBindValue(game.date);
    insert.addBindValue(io::gameKindText(game.kind));
    insert.addBindValue(text(game.notes));
    insert.addBindValue(enteredAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate) : enteredAt);
    insert.addBindValue(game.externalId.isEmpty() ? QVariant() : QVariant(game.externalId));
    const qint64 gameId = Database::execReturningId(insert);
    const std::vector<qint64> playerIds = insertParticipants(gameId, game);
    if (stored)
        *stored = detail::storedGame(gameId, game, playerIds);
    return gameId;
}

qint64 Games::add(const GameInput &game)
{
    // Checked once, here; written as checked, and rated from what was written: not read back by its id.
    GameInput checked = checkedGame(game);
    // Every game gets a stable external id when it is created, so that its export is skipped when imported
    // into this club again (M7); the command that added it keeps the id for a redo.
    if (checked.externalId.isEmpty())
        checked.externalId = newExternalId();
    Transaction transaction(m_db);
    const qint64 discipline = ensureDiscipline(m_db, checked.discipline);
    detail::LoadedHistory asStored;
    const qint64 id = insert(checked, discipline, 0, {}, &asStored);
    Leaderboards(m_db).gameChanged(id, discipline, checked.date, Leaderboards::Change::Appended, &asStored);
    transaction.commit();
    return id;
}

void Games::restore(const GameRecord &record)
{
    const GameInput checked = checkedGame(record.game);
    auto taken = m_db.prepare(QStringLiteral("SELECT 1 FROM games WHERE id = ?"));
    taken.addBindValue(record.id);
    Database::exec(taken);
    if (taken.next())
        throw DbError(ErrorText::tr("there is already a game %1").arg(record.id));
    taken.finish();
    Transaction transaction(m_db);
    const qint64 discipline = ensureDiscipline(m_db, checked.discipline);
    insert(checked, discipline, record.id, record.enteredAt);
    Leaderboards(m_db).gameChanged(record.id, discipline, checked.date, Leaderboards::Change::Saved);
    transaction.commit();
}

void Games::edit(qint64 id, const GameInput &game)
{
    const GameRecord before = get(id);
    const GameInput checked = checkedGame(game);
    Transaction transaction(m_db);
    const qint64 discipline = ensureDiscipline(m_db, checked.discipline);
    auto update = m_db.prepare(QStringLiteral(
        "UPDATE games SET discipline_id = ?, played_at = ?, kind = ?, notes = ?, external_id = ? WHERE id = ?"));
    update.addBindValue(discipline);
    update.addBindValue(checked.date);
    update.addBindValue(io::gameKindText(checked.kind));
    update.addBindValue(text(checked.notes));
    // An edit that gives no external id (games edit with JSON without one) keeps the game's own.
    QString externalId = game.externalId.isEmpty() ? before.game.externalId : game.externalId;
    if (!externalId.isEmpty()) {
        // A discipline's games each have their own id (a file imported again skips those it has). A game moved to a
        // discipline whose own file used its id gets a new one; an id given that another game has is refused.
        auto taken = m_db.prepare(
            QStringLiteral("SELECT id, played_at FROM games WHERE discipline_id = ? AND external_id = ? AND id <> ?"));
        taken.addBindValue(discipline);
        taken.addBindValue(externalId);
        taken.addBindValue(id);
        Database::exec(taken);
        if (taken.next()) {
            if (externalId != before.game.externalId)
                throw DbError(ErrorText::tr("game %1: the game %2 of %3 (%4) already has the id '%5'")
                                  .arg(id)
                                  .arg(taken.value(0).toLongLong())
                                  .arg(checked.discipline, taken.value(1).toString(), externalId));
            externalId = newExternalId();
        }
        taken.finish();
    }
    update.addBindValue(externalId.isEmpty() ? QVariant() : QVariant(externalId));
    update.addBindValue(id);
    Database::exec(update);
    auto clear = m_db.prepare(QStringLiteral("DELETE FROM participants WHERE game_id = ?"));
    clear.addBindValue(id);
    Database::exec(clear);
    insertParticipants(id, checked);
    Leaderboards leaderboards(m_db);
    leaderboards.gameChanged(id, findDiscipline(m_db, before.game.discipline), before.game.date,
                             Leaderboards::Change::Left);
    leaderboards.gameChanged(id, discipline, checked.date, Leaderboards::Change::Saved);
    transaction.commit();
}

void Games::remove(qint64 id)
{
    const GameRecord before = get(id);
    Transaction transaction(m_db);
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    drop.addBindValue(id);
    Database::exec(drop);
    Leaderboards(m_db).gameChanged(id, findDiscipline(m_db, before.game.discipline), before.game.date,
                                   Leaderboards::Change::Removed);
    transaction.commit();
}

namespace {

const QString kSelectGames
    = QStringLiteral("SELECT g.id, g.played_at, d.name, g.kind, g.notes, coalesce(g.external_id, ''), g.entered_at"
                     " FROM games g JOIN disciplines d ON d.id = g.discipline_id");

/** Fills in the participants of the games, in one query. */
void readParticipants(const Database &db, std::vector<GameRecord> &games)
{
    if (games.empty())
        return;
    std::unordered_map<qint64, std::size_t> index;
    QStringList ids;
    for (std::size_t i = 0; i < games.size(); ++i) {
        index.emplace(games[i].id, i);
        ids.append(QString::number(games[i].id));
    }
    // The ids are integers from the database itself, so joining them into the statement is safe.
    auto query = db.prepare(
        QStringLiteral("SELECT p.game_id, pl.name, p.team, p.rank, p.score, p.minutes, p.rated, p.player_id, pl.id"
                       " FROM participants p LEFT JOIN players pl ON pl.id = p.player_id WHERE p.game_id IN (%1)"
                       " ORDER BY p.game_id, p.position")
            .arg(ids.join(u',')));
    Database::exec(query);
    while (query.next()) {
        // A damaged file can give a row of another game (a broken index) or a player who is not there: both are
        // refused with the row, never an abort or a game silently missing a participant (M10).
        const qint64 gameId = query.value(0).toLongLong();
        const auto game = index.find(gameId);
        if (game == index.end())
            throw DbError(ErrorText::tr("table participants: a row of game %1 came back for another game; the "
                                        "database is damaged")
                              .arg(query.value(0).toString()));
        if (query.value(8).isNull())
            throw DbError(ErrorText::tr("table participants, game %1: player %2 is not in table players; the "
                                        "database was changed outside Podium")
                              .arg(gameId)
                              .arg(query.value(7).toLongLong()));
        ParticipantInput p;
        p.player = query.value(1).toString();
        p.team = query.value(2).toString();
        p.rank = query.value(3).toInt();
        p.score = query.value(4).isNull() ? std::nan("") : query.value(4).toDouble();
        p.minutes = query.value(5).isNull() ? std::nan("") : query.value(5).toDouble();
        p.rated = query.value(6).toBool();
        games[game->second].game.participants.push_back(p);
    }
}

GameRecord gameFrom(const Statement &query)
{
    GameRecord record;
    record.id = query.value(0).toLongLong();
    record.game.date = query.value(1).toString();
    record.game.discipline = query.value(2).toString();
    record.game.kind = detail::storedKind(query.value(3).toString(), record.id);
    record.game.notes = query.value(4).toString();
    record.game.externalId = query.value(5).toString();
    record.enteredAt = query.value(6).toString();
    return record;
}

} // namespace

GameRecord Games::get(qint64 id) const
{
    auto query = m_db.prepare(kSelectGames + QStringLiteral(" WHERE g.id = ?"));
    query.addBindValue(id);
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no game %1").arg(id));
    std::vector<GameRecord> games {gameFrom(query)};
    readParticipants(m_db, games);
    return games.front();
}

std::vector<GameRecord> Games::list(const GameFilter &filter) const
{
    // One statement, read with the backend's bulk reader (store/bulk.h): the games with their participants, each
    // game's columns turned into text once and each player's name once. So the list is one snapshot of the club
    // even while another program writes, and the Games page reads 100,000 games and their 200,000 participants in a
    // fraction of the time a QVariant per value and a statement per 500 games took (issue 30).
    const QByteArray player = cleanName(filter.player).toUtf8();
    const QByteArray discipline = filter.discipline.simplified().toUtf8();
    const std::string_view byPlayer(player.constData(), std::size_t(player.size()));
    const std::string_view byDiscipline(discipline.constData(), std::size_t(discipline.size()));
    // The newest games through the index by date, in its own clause: an "? = 0 OR" would make every game a candidate.
    const QString newest = filter.newest > 0 ? QStringLiteral(" AND g.id IN (SELECT id FROM games ORDER BY played_at "
                                                              "DESC, id DESC LIMIT %1)")
                                                   .arg(filter.newest)
                                             : QString();
    const auto reader = m_db.bulkReader(
        QStringLiteral(
            "SELECT g.id, g.played_at, d.name, g.kind, g.notes, coalesce(g.external_id, ''), g.entered_at,"
            " p.player_id, pl.name, p.team, p.rank, p.score, p.minutes, p.rated"
            " FROM games g JOIN disciplines d ON d.id = g.discipline_id"
            " LEFT JOIN participants p ON p.game_id = g.id LEFT JOIN players pl ON pl.id = p.player_id"
            " WHERE (? = '' OR g.id IN (SELECT game_id FROM participants WHERE player_id = (SELECT id FROM players"
            " WHERE name = ?))) AND (? = '' OR d.name = ?)%1"
            " ORDER BY g.played_at DESC, g.id DESC, p.position")
            .arg(newest),
        {byPlayer, byPlayer, byDiscipline, byDiscipline});
    store::BulkReader &rows = *reader;
    const auto text = [&rows](int column) {
        const std::string_view t = rows.text(column);
        return QString::fromUtf8(t.data(), qsizetype(t.size()));
    };
    std::vector<GameRecord> games;
    QString lastDiscipline; // a few disciplines for many games: one string shared by them
    std::string lastDisciplineText;
    QHash<qint64, QString> names; // one string per player, shared by their games
    while (rows.next()) {
        const qint64 id = rows.integer(0);
        if (games.empty() || games.back().id != id) {
            GameRecord record;
            record.id = id;
            record.game.date = text(1);
            if (const std::string_view d = rows.text(2); lastDiscipline.isNull() || d != lastDisciplineText) {
                lastDisciplineText.assign(d);
                lastDiscipline = text(2);
            }
            record.game.discipline = lastDiscipline;
            record.game.kind = detail::storedKind(rows.text(3), id);
            record.game.notes = text(4);
            record.game.externalId = text(5);
            record.enteredAt = text(6);
            games.push_back(std::move(record));
        }
        if (rows.isNull(7))
            continue; // a game without participants (a file changed outside Podium; `check` says so)
        // A damaged file can name a player who is not there: refused with the row, never an abort or a game silently
        // missing a participant (M10).
        const qint64 playerId = rows.integer(7);
        if (rows.isNull(8))
            throw DbError(ErrorText::tr("table participants, game %1: player %2 is not in table players; the "
                                        "database was changed outside Podium")
                              .arg(id)
                              .arg(playerId));
        auto name = names.find(playerId);
        if (name == names.end())
            name = names.insert(playerId, text(8));
        ParticipantInput p;
        p.player = *name;
        if (!rows.text(9).empty())
            p.team = text(9);
        p.rank = int(rows.integer(10));
        p.score = rows.real(11);
        p.minutes = rows.real(12);
        p.rated = rows.integer(13) != 0;
        games.back().game.participants.push_back(std::move(p));
    }
    return games;
}

} // namespace podium::club
