// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The Games service's bulk writes: an import of a history file (hundreds of thousands of games, all or nothing, on
// the backend's bulk writer, store/bulk.h), its undo, and the many games of an event's round at once.
#include "club/games.h"

#include "club/journal.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/interchangecsv.h"
#include "io/textinput.h"
#include "store/backend.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/schema.h"

#include "store/statement.h"
#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace podium::club {

using store::BulkValue;
using store::BulkWriter;
using store::IndexDefinition;
using store::newExternalId;
using store::secondaryIndexes;

namespace {

/**
 * Foreign key checks off for a bulk import, on again afterwards (outside a transaction). The import makes every
 * reference itself: players and the discipline are looked up or created first, game ids are handed out in the same
 * transaction. The checks would find nothing and cost a fifth of the import's time.
 */
class ForeignKeysOff
{
public:
    explicit ForeignKeysOff(const Database &db)
        : m_db(db)
    {
        m_db.backend().setForeignKeys(m_db, false);
    }
    ~ForeignKeysOff()
    {
        try {
            m_db.backend().setForeignKeys(m_db, true);
        } catch (const DbError &) {
            // Destructors must not throw; the next Database::open turns the checks on again anyway.
        }
    }
    ForeignKeysOff(const ForeignKeysOff &) = delete;
    ForeignKeysOff &operator=(const ForeignKeysOff &) = delete;

private:
    const Database &m_db;
};

/** The database ids of the history's players, by index; new players are created and counted in report. */
std::vector<qint64> importPlayers(const Database &db, const history::History &history, ImportReport &report)
{
    // Looked up once per name rather than once per row, with one statement prepared for all (a server prepares
    // and forgets a statement in round trips of their own); the new ones are then made together.
    std::vector<qint64> ids(history.players.size(), 0);
    auto find = db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    QStringList added;
    std::vector<std::size_t> addedAt;
    for (std::size_t p = 0; p < history.players.size(); ++p) {
        const QString name = cleanName(QString::fromStdString(history.players[p]));
        find.addBindValue(name);
        Database::exec(find);
        if (find.next()) {
            ids[p] = find.value(0).toLongLong();
        } else {
            added.append(name);
            addedAt.push_back(p);
        }
        find.finish();
    }
    const std::vector<qint64> made = Players(db).ensureChecked(added);
    for (std::size_t k = 0; k < made.size(); ++k)
        ids[addedAt[k]] = made[k];
    report.newPlayers += static_cast<int>(added.size());
    report.playersAdded.append(added);
    return ids;
}

/** The external ids already in a discipline with their games' ids, read once, so that a repeated import skips
 *  them. */
std::unordered_map<std::string, qint64> knownExternalIds(const Database &db, qint64 disciplineId)
{
    std::unordered_map<std::string, qint64> known;
    auto existing = db.prepare(
        QStringLiteral("SELECT external_id, id FROM games WHERE discipline_id = ? AND external_id IS NOT NULL"));
    existing.addBindValue(disciplineId);
    Database::exec(existing);
    while (existing.next())
        known.emplace(existing.value(0).toString().toStdString(), existing.value(1).toLongLong());
    return known;
}

/** A game as "already there" compares it: its date, its kind, and each participant (player id) with its rank. */
struct GameSignature
{
    QString date;
    QString kind;
    std::vector<std::pair<qint64, int>> places; ///< sorted
    QStringList shown; ///< "NAME (RANK)" in the stored order, for a refusal

    bool operator==(const GameSignature &o) const { return date == o.date && kind == o.kind && places == o.places; }
};

GameSignature storedSignature(Statement &query, qint64 gameId)
{
    query.addBindValue(gameId);
    Database::exec(query);
    GameSignature stored;
    while (query.next()) {
        stored.date = query.value(0).toString();
        stored.kind = query.value(1).toString();
        stored.places.emplace_back(query.value(2).toLongLong(), query.value(3).toInt());
        stored.shown.append(QStringLiteral("%1 (%2)").arg(query.value(4).toString()).arg(query.value(3).toInt()));
    }
    std::sort(stored.places.begin(), stored.places.end());
    return stored;
}

GameSignature fileSignature(const history::History &history, const history::HistoryGame &game,
                            const std::vector<qint64> &playerIds)
{
    GameSignature file {QString::fromStdString(game.date), QString::fromLatin1(history::kindName(game.kind)), {}, {}};
    for (std::size_t i = 0; i < game.entryCount; ++i) {
        const history::Entry &entry = history.entries[game.firstEntry + i];
        file.places.emplace_back(playerIds[static_cast<std::size_t>(entry.player)], entry.rank);
    }
    std::sort(file.places.begin(), file.places.end());
    return file;
}

/**
 * Whether a game of the file whose id is already an external id of the discipline is that game (imported before:
 * skipped). A different game under the same id refuses the whole import (M6 of the reliability review: two files
 * that both number their games from 1 lost the second file's games, reported "already there").
 */
class RepeatCheck
{
public:
    RepeatCheck(const Database &db, const history::History &history, const std::vector<qint64> &playerIds,
                const QString &discipline)
        : m_query(db.prepare(QStringLiteral("SELECT g.played_at, g.kind, p.player_id, p.rank, pl.name FROM games g"
                                            " JOIN participants p ON p.game_id = g.id JOIN players pl ON pl.id ="
                                            " p.player_id WHERE g.id = ? ORDER BY p.position")))
        , m_history(history)
        , m_playerIds(playerIds)
        , m_discipline(discipline)
    { }

    void requireSame(const history::HistoryGame &game, qint64 storedId)
    {
        const GameSignature stored = storedSignature(m_query, storedId);
        if (stored == fileSignature(m_history, game, m_playerIds))
            return;
        const QString where = m_history.source.empty()
            ? ErrorText::tr("line %1").arg(game.sourceLine)
            : QStringLiteral("%1:%2").arg(QString::fromStdString(m_history.source)).arg(game.sourceLine);
        throw DbError(ErrorText::tr("%1: game '%2' differs from the game '%2' already in %3 (%4, %5: %6); "
                                    "nothing was imported: import the file into another discipline, or give its "
                                    "games other ids")
                          .arg(where, QString::fromStdString(game.id), m_discipline, stored.date, stored.kind,
                               stored.shown.join(QStringLiteral(", "))));
    }

private:
    Statement m_query;
    const history::History &m_history;
    const std::vector<qint64> &m_playerIds;
    QString m_discipline;
};

/** The id of the next game. An import hands out ids itself, so that the participants' rows need not ask for
 *  them; its transaction holds the write lock from the first insert on. */
qint64 nextGameId(const Database &db)
{
    auto last = db.prepare(QStringLiteral("SELECT coalesce(max(id), 0) FROM games"));
    Database::exec(last);
    return last.next() ? last.value(0).toLongLong() + 1 : 1;
}

/**
 * The secondary indexes (participants by player above all) take rows in random order, which makes them most
 * of the cost of a big import; building them afresh afterwards sorts once instead. Worth it when the import
 * is large against what is there already: then this drops them and returns them, to make again. Both steps
 * are part of the import's transaction.
 */
std::vector<IndexDefinition> dropIndexesForImport(const Database &db, std::size_t rows)
{
    auto existing = db.prepare(QStringLiteral("SELECT count(*) FROM participants"));
    Database::exec(existing);
    const qint64 rowsBefore = existing.next() ? existing.value(0).toLongLong() : 0;
    existing.finish();
    if (static_cast<qint64>(rows) <= 50000 || static_cast<qint64>(rows) <= rowsBefore / 4)
        return {};
    std::vector<IndexDefinition> indexes = secondaryIndexes(db, QStringLiteral("participants"));
    for (IndexDefinition &index : secondaryIndexes(db, QStringLiteral("games")))
        indexes.push_back(std::move(index));
    for (const IndexDefinition &index : indexes)
        db.execute(QStringLiteral("DROP INDEX ") + index.name);
    return indexes;
}

/** Writes the rows of imported games through the backend's bulk writers (store/bulk.h). */
class ImportWriter
{
public:
    ImportWriter(const Database &db, qint64 disciplineId, std::vector<qint64> playerIds)
        : m_games(db.bulkWriter(QStringLiteral("games"),
                                {QStringLiteral("id"), QStringLiteral("discipline_id"), QStringLiteral("played_at"),
                                 QStringLiteral("kind"), QStringLiteral("notes"), QStringLiteral("entered_at"),
                                 QStringLiteral("external_id")}))
        , m_participants(db.bulkWriter(QStringLiteral("participants"),
                                       {QStringLiteral("game_id"), QStringLiteral("position"),
                                        QStringLiteral("player_id"), QStringLiteral("team"), QStringLiteral("rank"),
                                        QStringLiteral("score"), QStringLiteral("minutes"), QStringLiteral("rated")}))
        , m_discipline(disciplineId)
        , m_playerIds(std::move(playerIds))
        , m_now(QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString())
    { }

    /** Writes what the writers still hold: before the transaction commits. */
    void finish()
    {
        m_games->finish();
        m_participants->finish();
    }

    /** Writes a game of the history, and its participants, under the given id. */
    void write(const history::History &history, const history::HistoryGame &game, qint64 id)
    {
        m_games->add({id, m_discipline, std::string_view(game.date), std::string_view(history::kindName(game.kind)),
                      std::string_view(""), std::string_view(m_now), std::string_view(game.id)});
        for (std::size_t i = 0; i < game.entryCount; ++i) {
            const history::Entry &entry = history.entries[game.firstEntry + i];
            m_participants->add({id, static_cast<std::int64_t>(i), m_playerIds[static_cast<std::size_t>(entry.player)],
                                 teamOf(history, game, game.firstEntry + i), static_cast<std::int64_t>(entry.rank),
                                 number(entry.score), number(entry.minutes),
                                 static_cast<std::int64_t>(entry.rated ? 1 : 0)});
        }
    }

private:
    static BulkValue number(double v)
    {
        if (std::isnan(v))
            return nullptr;
        return v;
    }

    /** Team games keep their team names; a history without names (a generated one) gets T1, T2, ... */
    std::string_view teamOf(const history::History &history, const history::HistoryGame &game, std::size_t e)
    {
        m_team.clear();
        if (game.kind != history::GameKind::Team)
            return m_team;
        if (e < history.teamNames.size() && !history.teamNames[e].empty())
            return history.teamNames[e];
        m_team = 'T';
        m_team += std::to_string(history.entries[e].team + 1);
        return m_team;
    }

    std::unique_ptr<BulkWriter> m_games;
    std::unique_ptr<BulkWriter> m_participants;
    qint64 m_discipline;
    std::vector<qint64> m_playerIds;
    std::string m_now;
    std::string m_team; ///< scratch for a made-up team name
};

} // namespace

ImportReport Games::import(const history::History &history, const QString &discipline, const ImportProgress &progress,
                           const QString &journalOrigin)
{
    ImportReport report;
    const ForeignKeysOff noChecks(m_db);
    Transaction transaction(m_db);
    const qint64 disciplineId = ensureDiscipline(m_db, discipline);
    Leaderboards(m_db).checkImport(history, disciplineId); // the gate every game passes (H2)
    const std::vector<qint64> playerIds = importPlayers(m_db, history, report);
    const std::unordered_map<std::string, qint64> known = knownExternalIds(m_db, disciplineId);
    RepeatCheck repeats(m_db, history, playerIds, discipline);
    qint64 nextId = nextGameId(m_db);
    const std::vector<IndexDefinition> dropped = dropIndexesForImport(m_db, history.entries.size());
    ImportWriter writer(m_db, disciplineId, playerIds);
    for (const history::HistoryGame &game : history.games) {
        // The file's own ids are distinct (the reader refuses one given twice); an id of the club is the same game
        // imported before, or a refusal (a transaction: nothing of the import stays, its new players neither).
        if (const auto stored = known.find(game.id); stored != known.end()) {
            repeats.requireSame(game, stored->second);
            ++report.skipped;
            continue;
        }
        const qint64 id = nextId++;
        writer.write(history, game, id);
        ++report.added;
        if (report.firstId == 0)
            report.firstId = id;
        report.lastId = id;
        const int done = report.added + report.skipped;
        if (progress && done % 2000 == 0 && !progress(done, static_cast<int>(history.games.size())))
            throw DbError(ErrorText::tr("the import was cancelled; nothing was imported"));
    }
    writer.finish();
    m_db.backend().checkReferencesNow(m_db);
    for (const IndexDefinition &index : dropped)
        m_db.execute(index.sql);
    if (report.added > 0)
        Leaderboards(m_db).invalidateAll();
    if (!journalOrigin.isEmpty() && hasJournal(m_db)) {
        ClubChange change {ClubChange::Games,
                           history.games.empty() ? QString() : QString::fromStdString(history.games.front().date),
                           {},
                           false};
        change.disciplines = {cleanName(discipline)};
        recordChange(m_db, journalOrigin, change,
                     report.added > 0 ? QStringLiteral("games %1-%2").arg(report.firstId).arg(report.lastId)
                                      : QString());
    }
    transaction.commit();
    return report;
}

std::vector<qint64> Games::addAll(const std::vector<GameInput> &input)
{
    std::vector<GameInput> games; // checked once, here, and written as checked
    games.reserve(input.size());
    for (const GameInput &game : input)
        games.push_back(checkedGame(game));
    Transaction transaction(m_db);
    std::map<QString, qint64> disciplines, playerIds; // as the games name them -> id
    QStringList names;
    for (const GameInput &game : games) {
        for (const ParticipantInput &p : game.participants) {
            if (playerIds.try_emplace(p.player, 0).second)
                names.append(p.player);
        }
        if (disciplines.try_emplace(game.discipline, 0).second)
            disciplines[game.discipline] = ensureDiscipline(m_db, game.discipline);
    }
    const std::vector<qint64> known = Players(m_db).ensureChecked(names);
    for (qsizetype i = 0; i < names.size(); ++i)
        playerIds[names[i]] = known[static_cast<std::size_t>(i)];
    // The rows go in through SQLite's statement API, as an import's do: QtSql's binding is most of the cost of
    // a few thousand games. Ids are handed out here, as SQLite would (the next after the largest).
    const auto gameRows = m_db.bulkWriter(QStringLiteral("games"),
                                          {QStringLiteral("id"), QStringLiteral("discipline_id"),
                                           QStringLiteral("played_at"), QStringLiteral("kind"), QStringLiteral("notes"),
                                           QStringLiteral("entered_at"), QStringLiteral("external_id")});
    const auto participantRows = m_db.bulkWriter(
        QStringLiteral("participants"),
        {QStringLiteral("game_id"), QStringLiteral("position"), QStringLiteral("player_id"), QStringLiteral("team"),
         QStringLiteral("rank"), QStringLiteral("score"), QStringLiteral("minutes"), QStringLiteral("rated")});
    const auto optionalNumber = [](double v) -> BulkValue {
        if (std::isnan(v))
            return nullptr;
        return v;
    };
    const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    std::map<qint64, std::vector<qint64>> added; // discipline -> its games
    std::vector<qint64> ids;
    qint64 next = nextGameId(m_db);
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameInput &game = games[i];
        const qint64 discipline = disciplines.at(game.discipline);
        const std::string date = game.date.toStdString(), kind = io::gameKindText(game.kind).toStdString(),
                          notes = game.notes.toStdString(),
                          external = (game.externalId.isEmpty() ? newExternalId() : game.externalId).toStdString();
        const qint64 id = next++;
        gameRows->add({id, discipline, std::string_view(date), std::string_view(kind), std::string_view(notes),
                       std::string_view(now), std::string_view(external)});
        for (std::size_t k = 0; k < game.participants.size(); ++k) {
            const ParticipantInput &p = game.participants[k];
            const std::string team = p.team.toStdString();
            participantRows->add({id, static_cast<std::int64_t>(k), playerIds.at(p.player), std::string_view(team),
                                  static_cast<std::int64_t>(p.rank), optionalNumber(p.score), optionalNumber(p.minutes),
                                  static_cast<std::int64_t>(p.rated ? 1 : 0)});
        }
        ids.push_back(id);
        added[discipline].push_back(id);
    }
    gameRows->finish();
    participantRows->finish();
    Leaderboards leaderboards(m_db);
    for (const auto &[discipline, gameIds] : added)
        leaderboards.gamesAdded(gameIds, discipline);
    transaction.commit();
    return ids;
}

void Games::removeImport(const ImportReport &report)
{
    Transaction transaction(m_db);
    if (report.added > 0) {
        auto drop = m_db.prepare(QStringLiteral("DELETE FROM games WHERE id BETWEEN ? AND ?"));
        drop.addBindValue(report.firstId);
        drop.addBindValue(report.lastId);
        Database::exec(drop);
    }
    auto player = m_db.prepare(QStringLiteral(
        "DELETE FROM players WHERE name = ? AND NOT EXISTS (SELECT 1 FROM participants WHERE player_id = players.id)"));
    for (const QString &name : report.playersAdded) {
        player.addBindValue(name);
        Database::exec(player);
    }
    Leaderboards(m_db).invalidateAll();
    transaction.commit();
}

} // namespace podium::club
