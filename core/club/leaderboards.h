// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"
#include "history/history.h"
#include "store/dberror.h"

#include <memory>
#include <unordered_map>

namespace podium::club {

namespace detail {
struct LoadedHistory;
}

/**
 * A leaderboard whose history holds a game it cannot rate (a file changed outside Podium, or filled by an older
 * one): which leaderboard, which game and the rating system's reason. The app marks the leaderboard and opens the
 * game from these; the message is the DbError's, for everyone else.
 */
class UnratableGame : public DbError
{
public:
    /** detail: the rating system's whole complaint, with where in the game it found the problem. */
    UnratableGame(const QString &leaderboard, qint64 gameId, const QString &reason, const QString &detail);
    const QString &leaderboard() const { return m_leaderboard; }
    qint64 gameId() const { return m_gameId; }
    /** Why the game cannot be rated, without the leaderboard or the game ("a game needs at least two teams"). */
    const QString &reason() const { return m_reason; }

private:
    QString m_leaderboard;
    qint64 m_gameId = 0;
    QString m_reason;
};

/** What a table of a leaderboard's standings shows: the rows, and how to read them. */
struct LeaderboardView
{
    std::vector<LeaderboardRow> rows; ///< best first, as Leaderboards::standings gives them
    bool hasUncertainty = false; ///< the algorithm keeps a sigma (TrueSkill): mu and sigma mean something
    double initialSigma = 0.0; ///< a newcomer's sigma, against which a rating looks provisional
};

/**
 * Leaderboards: an algorithm with its parameters over the games of one discipline (or all) in an optional
 * date range. Their standings are derived from the game history and cached in the database: a game
 * appended after everything a leaderboard has seen is rated at once from the cached ratings; any other
 * change (an older game added, a game edited or deleted, players merged, parameters changed) marks the
 * cache stale, and the next read replays the whole history in memory and stores the result. Replaying
 * is cheap (bench_club measures it), and storing only the current standings keeps every write small.
 */
class Leaderboards
{
public:
    explicit Leaderboards(const Database &database);

    /** Validates the algorithm and parameters and creates the discipline if it is new. A record with an id
     *  gets that id (a removed leaderboard coming back). */
    qint64 create(const LeaderboardRecord &record);
    /** Gives the leaderboard called name everything of record but its id (name, discipline, algorithm,
     *  parameters, date range) and replays it. */
    void update(const QString &name, const LeaderboardRecord &record);
    /** Sets parameters (added to or replacing the existing ones) and replays. */
    void setParams(const QString &name, const rating::ParamList &params);
    /** Sets exactly these parameters (the others go back to their defaults) and replays: undoing setParams. */
    void replaceParams(const QString &name, const rating::ParamList &params);
    /** What removing a leaderboard took away, enough to bring it back. */
    struct Removed
    {
        LeaderboardRecord record;
        std::vector<qint64> events; ///< the events whose ratings came from it
    };
    /** Removes a leaderboard and its cached standings; the games stay, and events it seeded keep their
     *  results (they lose their leaderboard). */
    Removed remove(const QString &name);
    /** Brings a removed leaderboard back with its id, and gives the events it seeded their leaderboard again. */
    void restore(const Removed &removed);
    std::vector<LeaderboardRecord> list() const;
    /** Throws DbError when there is no leaderboard of that name. */
    LeaderboardRecord get(const QString &name) const;

    /** Standings best first (players with rated games only), replaying first when the cache is stale. */
    std::vector<LeaderboardRow> standings(const QString &name);
    /** The standings with what it takes to show or write them; throws DbError like standings(). */
    LeaderboardView view(const QString &name);
    /** The player's rating after each of their games on the leaderboard, oldest first. */
    std::vector<HistoryPoint> history(const QString &player, const QString &name) const;
    /** The same for several players from one replay (a chart of five players replays once, not five
     *  times); in the order given. */
    std::vector<std::vector<HistoryPoint>> histories(const QStringList &players, const QString &name) const;
    /** Replays the leaderboard's whole history and stores nothing: throws UnratableGame for the first game it
     *  cannot rate, whether its cached standings are stale or not (a file changed outside Podium). */
    void verifyReplay(const QString &name) const;
    /**
     * True when the leaderboard's history replays and, unless its cache is stale (stale, if given, says so), the
     * cached standings equal the replay (podium-cli check). Otherwise difference, if given, says what is wrong: the
     * game that cannot be rated, bad parameters, or the player whose cached standing differs. Throws DbError only
     * when there is no such leaderboard.
     */
    bool cacheMatchesReplay(const QString &name, QString *difference, bool *stale = nullptr) const;

    /** What happened to a game. */
    enum class Change {
        Appended, ///< a new game, saved
        Saved, ///< an edited game as it is now
        Left, ///< an edited game as it was: the leaderboards it left
        Removed, ///< a deleted game
    };

    /**
     * Tells the leaderboards about a change to a game, inside the caller's transaction, with the game's
     * discipline and date (for an edit, call it for the game as it was and as it is). A new game that
     * comes after everything a leaderboard has seen is rated at once; otherwise the leaderboards that
     * hold the game go stale. Throws DbError when a leaderboard could not rate the game as it now is. stored: the
     * game as just written (detail::storedGame), else it is read from the database when it must be rated.
     */
    void gameChanged(qint64 gameId, qint64 disciplineId, const QString &playedAt, Change change,
                     const detail::LoadedHistory *stored = nullptr);
    /**
     * Tells the leaderboards of a discipline (and those of every discipline) about games just added in one go, inside
     * the caller's transaction: each leaderboard that holds one of them (within its dates) checks that it can rate
     * it, as gameChanged does, and goes stale, to replay once at its next read rather than rate game by game.
     * Throws DbError naming the game a leaderboard could not rate.
     */
    void gamesAdded(const std::vector<qint64> &gameIds, qint64 disciplineId);
    /** Marks every leaderboard stale. */
    void invalidateAll();
    /**
     * Refuses (DbError naming the file's line, the game and the reason) an imported history of a discipline with a
     * game that a leaderboard holding it (its discipline or every discipline, within its dates) could not rate:
     * the check a game added alone gets, so that an import cannot leave a leaderboard unable to replay (H2 of the
     * reliability review). The rating systems check the game, not the ratings, so initial ratings tell.
     */
    void checkImport(const history::History &history, qint64 disciplineId) const;

    /** Replays the leaderboard from the history and stores its standings. */
    void rebuild(const LeaderboardRecord &record);

private:
    std::vector<LeaderboardRecord> ofDiscipline(qint64 disciplineId) const;
    /** Refuses (DbError) a game that the leaderboard could not rate when it next replays. The rating systems
     *  check the game, not the ratings, so rating it from initial ratings tells. */
    void checkRateable(const LeaderboardRecord &record, const detail::LoadedHistory &game) const;
    /** Rates an appended game (a history of one game) from the cached ratings and stores the result. */
    void applyAppended(const LeaderboardRecord &record, const detail::LoadedHistory &game);

    const Database &m_db;
};

/** A discipline with games that no leaderboard rates (neither one of its own nor one over every discipline). */
struct UnratedDiscipline
{
    QString name;
    int games = 0;
    history::GameKind usualKind = history::GameKind::HeadToHead; ///< the kind most of its games are
};

/** The disciplines whose games no leaderboard rates, by name: a club offers to create their leaderboards. */
std::vector<UnratedDiscipline> unratedDisciplines(const Database &db);

/** The rating system of a leaderboard. */
std::unique_ptr<rating::RatingSystem> ratingSystemOf(const LeaderboardRecord &record);

} // namespace podium::club
