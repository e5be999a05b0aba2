// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/leaderboards.h"
#include "club/records.h"
#include "club/replaysource.h"
#include "store/clublocation.h"

#include <memory>
#include <optional>
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
    /**
     * Throws DbError: the leaderboard is gone, its parameters or the history cannot be read. A history the connection
     * does not remember, of a club with at least readElsewhereFrom participants, is read by run() through a
     * connection of its own (a file's, or the server's; not a club in memory): a big club's read does not hold the
     * connection's thread either.
     */
    static std::unique_ptr<LeaderboardReplay> begin(const Database &db, const QString &name,
                                                    std::size_t readElsewhereFrom = kNever);
    static constexpr std::size_t kNever = std::size_t(-1);

    const LeaderboardRecord &record() const { return m_record; }
    /** False when the standings are cached and the trail remembered: both are at hand, run() has nothing to do. */
    bool needsReplay() const { return !m_trail; }
    /** The history's participants, in all its games: what the replay's time grows with (the whole club's, at most
     *  as many, while the history is to be read by run()). */
    std::size_t size() const;
    /** Replays the history, once, on any thread (reading it first, when begin() left it to be read); throws
     *  UnratableGame for a game the system cannot rate, DbError when the read fails. */
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
    std::optional<store::ClubLocation> m_readFrom; ///< where run() reads the history, when begin() did not
    std::size_t m_clubSize = 0; ///< the club's participants, while the history is to be read
    bool m_readElsewhere = false; ///< run() read it: keep() gives it to the connection
    std::vector<QString> m_names; ///< by index into the history's players
    detail::ReplayState m_state;
    LeaderboardView m_view;
    std::shared_ptr<const RatingTrail> m_trail;
    bool m_replayed = false;
};

} // namespace podium::club
