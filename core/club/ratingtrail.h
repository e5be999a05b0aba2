// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "club/storetypes.h"

#include <QHash>
#include <QString>

#include <memory>
#include <span>
#include <unordered_map>
#include <vector>

namespace podium::club {

namespace detail {
struct LoadedHistory;
struct ReplayState;
} // namespace detail

/**
 * Every player's rating after each of their games on one leaderboard, from ONE replay of its history: what a
 * player's page and chart show, for all players at once. A club's board shows many players' pages between two
 * changes, and a replay costs time in proportion to the whole history; the trail makes each page a lookup.
 * Remembered per leaderboard while the club's file stays as it is (Database::remembered), dropped when it changes.
 */
class RatingTrail
{
public:
    /** The trail of the leaderboard as the file is now: made by one replay, or the one already made. Throws
     *  DbError (UnratableGame for a game it cannot rate), as Leaderboards::history does. */
    static std::shared_ptr<const RatingTrail> of(const Database &db, const LeaderboardRecord &record);

    /**
     * The trail of a history already read (loaded, and its players' names by index, one per player), by one replay that
     * fills state, if given, as detail::replayAll does (the standings of the same replay). No database: any thread.
     * interruptible, if set, is asked now and then whether to stop (Database::checkInterrupted). Throws UnratableGame.
     */
    static std::shared_ptr<const RatingTrail> replayed(std::shared_ptr<const detail::LoadedHistory> loaded,
                                                       const LeaderboardRecord &record, std::vector<QString> names,
                                                       detail::ReplayState *state = nullptr,
                                                       const Database *interruptible = nullptr);
    /** What Database::remembered keeps a leaderboard's trail under. */
    static QString memoKey(qint64 leaderboardId);

    /** The player's rating after each of their games, oldest first, as Leaderboards::history gives it; empty for
     *  a player without a game on the leaderboard. */
    std::vector<HistoryPoint> history(const QString &player) const;
    /** How much each player's leaderboard value moved over their last `games` games (from the initial rating when
     *  they have played fewer), by name: what club::recentChanges gives, from the trail's one replay. */
    std::unordered_map<QString, double> recentChanges(int games) const;
    /** The rating has an uncertainty (TrueSkill, Glicko-2): charts draw its band. */
    bool hasUncertainty() const { return m_hasUncertainty; }

    /** One game of a player: the game's index in the history, the player's entry in it, the rating after it. */
    struct Step
    {
        quint32 game = 0;
        quint32 entry = 0; ///< within the game
        rating::Rating after;
    };

    RatingTrail(const Database &db, const LeaderboardRecord &record);

private:
    /** readNames: the names are read from interruptible's connection (on its thread), not given. */
    RatingTrail(std::shared_ptr<const detail::LoadedHistory> loaded, const LeaderboardRecord &record,
                std::vector<QString> names, detail::ReplayState *state, const Database *interruptible, bool readNames);

    /** Player p's steps, in replay order. */
    std::span<const Step> playerSteps(std::size_t p) const
    {
        return {m_steps.data() + m_first[p], m_first[p + 1] - m_first[p]};
    }

    std::shared_ptr<const detail::LoadedHistory> m_loaded;
    std::unique_ptr<rating::RatingSystem> m_system;
    std::vector<QString> m_names; ///< by index into History::players
    QHash<QString, int> m_index; ///< a player's index by name
    /** Every player's steps in one array, a player's together in replay order: player p's are m_steps[m_first[p]]
     *  up to m_steps[m_first[p + 1]]. One allocation the size of the history's entries, not one growing vector a
     *  player (100,000 games: 6 MB written once, where the vectors' growth wrote twice that and freed half). */
    std::vector<Step> m_steps;
    std::vector<std::size_t> m_first; ///< by player, and one more: the end
    /** How much a participant counted, by entry (History::entries), where it is not 1 (TrueSkill's partial play). */
    std::unordered_map<std::size_t, double> m_weights;
    bool m_hasUncertainty = false;
};

} // namespace podium::club
