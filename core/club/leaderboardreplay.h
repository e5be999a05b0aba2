// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/leaderboards.h"
#include "club/records.h"
#include "club/replaysource.h"

#include <memory>
#include <utility>
#include <vector>

namespace podium::club {

class RatingTrail;

/**
 * A leaderboard's standings and rating trail (recent form, charts) from ONE replay, made away from the database
 * connection so that a window stays usable while a big club replays: begin() reads what the replay needs on the
 * connection's thread (nothing but the players' names while the connection remembers the history, as it does after
 * its own correction: Database::reviseRemembered); run() replays on any thread, without the database; keep(), back on
 * the connection's thread, remembers the trail and stores stale standings as the cache, unless the club changed
 * meanwhile.
 */
class LeaderboardReplay
{
public:
    /** Throws DbError: the leaderboard is gone, its parameters or the history cannot be read. */
    static std::unique_ptr<LeaderboardReplay> begin(const Database &db, const QString &name);

    const LeaderboardRecord &record() const { return m_record; }
    /** False when the standings are cached and the trail remembered: both are at hand, run() has nothing to do. */
    bool needsReplay() const { return !m_trail; }
    /** The history's participants, in all its games: what the replay's time grows with. */
    std::size_t size() const;
    /** Replays the history, once, on any thread; throws UnratableGame for a game the system cannot rate. */
    void run();

    /** The standings, best first (after run(), or at once when needsReplay() is false). */
    const LeaderboardView &view() const { return m_view; }
    const std::shared_ptr<const RatingTrail> &trail() const { return m_trail; }
    /** On the connection's thread: remembers the trail (RatingTrail::of then gives it) and stores the standings
     *  when they were stale and the file can be written at once. False when the club changed since begin(): then
     *  nothing is kept, and the next look replays again. Throws DbError when the store fails. */
    bool keep(const Database &db) const;

private:
    LeaderboardReplay() = default;

    LeaderboardRecord m_record;
    std::pair<qint64, qint64> m_mark {-1, -1}; ///< Database::contentMark() at begin()
    bool m_fresh = false; ///< the cached standings were current at begin()
    std::shared_ptr<const detail::LoadedHistory> m_loaded;
    std::vector<QString> m_names; ///< by index into the history's players
    detail::ReplayState m_state;
    LeaderboardView m_view;
    std::shared_ptr<const RatingTrail> m_trail;
    bool m_replayed = false;
};

} // namespace podium::club
