// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/leaderboardreplay.h"

#include "club/leaderboardparts.h"
#include "club/ratingtrail.h"
#include "club/storetypes.h"
#include "store/database.h"

namespace podium::club {

std::unique_ptr<LeaderboardReplay> LeaderboardReplay::begin(const Database &db, const QString &name,
                                                            std::size_t readElsewhereFrom)
{
    std::unique_ptr<LeaderboardReplay> replay(new LeaderboardReplay);
    replay->m_mark = db.contentMark(); // before anything is read: what keep() compares with
    replay->m_record = Leaderboards(db).get(name);
    const auto system = ratingSystemOf(replay->m_record);
    replay->m_view.hasUncertainty = system->hasUncertainty();
    replay->m_view.initialSigma = system->initialRating().sigma;
    replay->m_fresh = detail::isFresh(db, replay->m_record.id);
    if (replay->m_fresh) {
        // Switching back to a leaderboard shown before: its cache and its trail are current, nothing replays.
        if (auto trail = db.rememberedIfAny<RatingTrail>(RatingTrail::memoKey(replay->m_record.id))) {
            replay->m_view.rows = detail::cachedRows(db, replay->m_record.id, *system);
            replay->m_trail = std::move(trail);
            return replay;
        }
    }
    replay->m_loaded = detail::rememberedLeaderboardHistory(db, replay->m_record);
    // A club in memory has no second connection to read it from.
    if (!replay->m_loaded && readElsewhereFrom != kNever && !db.location().path().startsWith(QLatin1Char(':'))) {
        replay->m_clubSize = detail::participantCount(db);
        if (replay->m_clubSize >= readElsewhereFrom) {
            replay->m_readFrom = db.location();
            return replay;
        }
    }
    if (!replay->m_loaded)
        replay->m_loaded = detail::loadLeaderboardHistory(db, replay->m_record);
    replay->m_names = detail::playerNames(db, *replay->m_loaded); // a dangling player is a DbError (M10)
    return replay;
}

std::size_t LeaderboardReplay::size() const
{
    return m_loaded ? m_loaded->history.entries.size() : m_clubSize;
}

void LeaderboardReplay::run()
{
    if (!needsReplay())
        return;
    if (m_readFrom) {
        const auto reader = Database::open(*m_readFrom, Database::Mode::OpenReadOnly);
        m_loaded = detail::loadLeaderboardHistory(*reader, m_record);
        m_names = detail::playerNames(*reader, *m_loaded);
        m_readElsewhere = true;
    }
    // One replay for both: the trail's steps, and the state the standings are made of (with rating periods, a
    // Glicko-2 standing's RD has grown since the player's last game, so the two are not the same numbers).
    detail::ReplayState state;
    auto trail = RatingTrail::replayed(m_loaded, m_record, m_names, &state);
    const auto system = ratingSystemOf(m_record);
    m_view.rows = detail::replayedRows(m_names, *m_loaded, state, *system);
    m_state = std::move(state);
    m_trail = std::move(trail);
    m_replayed = true;
}

bool LeaderboardReplay::keep(const Database &db) const
{
    if (!m_replayed)
        return true; // nothing new was worked out
    if (db.contentMark() != m_mark)
        return false;
    // The history read elsewhere is the club's as of mark: no commit came between (any would have moved the mark),
    // so the connection's next correction revises it rather than read it again.
    if (m_readElsewhere)
        detail::rememberLeaderboardHistory(db, m_record, m_loaded, m_mark);
    db.rememberWorkedOut(RatingTrail::memoKey(m_record.id), m_trail, m_mark, m_record.discipline);
    if (!m_fresh) {
        // As Leaderboards::view: stored when the lock is free at once; shown from memory while another program
        // writes, or when the club is read-only (the next look tries again).
        if (db.tryWrite([this, &db] { detail::storeStandings(db, m_record.id, *m_loaded, m_state); }))
            db.keepRemembered(); // the commit too (a server's stamp counts it) touched only the cache
    }
    return true;
}

} // namespace podium::club
