// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/ratingtrail.h"

#include "club/historypoints.h"
#include "club/leaderboards.h"
#include "club/replaysource.h"
#include "club/storetypes.h"
#include "history/hugepages.h"
#include "store/database.h"

#include <algorithm>
#include <numeric>

namespace podium::club {

namespace {

/** How many games a replay rates between two looks at Database::checkInterrupted(). */
constexpr std::size_t kGamesBetweenChecks = 4096;

} // namespace

std::shared_ptr<const RatingTrail> RatingTrail::of(const Database &db, const LeaderboardRecord &record)
{
    // The file's contents as they are now are part of the key (remembered() drops everything when they change, and
    // another program's games of other disciplines nothing); a leaderboard's algorithm, parameters and filter only
    // change with them.
    return db.remembered<RatingTrail>(
        memoKey(record.id), [&] { return RatingTrail(db, record); }, record.discipline);
}

std::shared_ptr<const RatingTrail> RatingTrail::replayed(std::shared_ptr<const detail::LoadedHistory> loaded,
                                                         const LeaderboardRecord &record, std::vector<QString> names,
                                                         detail::ReplayState *state, const Database *interruptible)
{
    return std::shared_ptr<const RatingTrail>(
        new RatingTrail(std::move(loaded), record, std::move(names), state, interruptible, false));
}

QString RatingTrail::memoKey(qint64 leaderboardId)
{
    return QStringLiteral("trail\x1f%1").arg(leaderboardId);
}

RatingTrail::RatingTrail(const Database &db, const LeaderboardRecord &record)
    : RatingTrail(detail::loadLeaderboardHistory(db, record), record, {}, nullptr, &db, true)
{ }

RatingTrail::RatingTrail(std::shared_ptr<const detail::LoadedHistory> loaded, const LeaderboardRecord &record,
                         std::vector<QString> names, detail::ReplayState *state, const Database *interruptible,
                         bool readNames)
    : m_loaded(std::move(loaded)) // the read the standings and statistics share
    , m_system(ratingSystemOf(record))
    , m_names(readNames ? detail::playerNames(*interruptible, *m_loaded) : std::move(names))
    , m_hasUncertainty(m_system->hasUncertainty())
{
    const history::History &h = m_loaded->history;
    m_index.reserve(static_cast<qsizetype>(m_names.size()));
    for (std::size_t p = 0; p < m_names.size(); ++p)
        m_index.insert(m_names[p], static_cast<int>(p));
    // Each player's place in m_steps, from their count of entries; the replay fills them game by game.
    m_first.assign(h.players.size() + 1, 0);
    for (const history::Entry &entry : h.entries)
        ++m_first[static_cast<std::size_t>(entry.player) + 1];
    std::partial_sum(m_first.begin(), m_first.end(), m_first.begin());
    std::vector<std::size_t> filled(m_first.begin(), m_first.end() - 1);
    m_steps.reserve(h.entries.size());
    history::preferHugePages(m_steps);
    m_steps.resize(h.entries.size());
    std::size_t rated = 0;
    detail::ReplayState replayed = detail::replayAll(
        record.name, *m_loaded, *m_system,
        [&](std::size_t g, const std::vector<rating::Rating> &after) {
            const history::HistoryGame &game = h.games[g];
            for (std::size_t i = 0; i < game.entryCount; ++i)
                m_steps[filled[static_cast<std::size_t>(h.entries[game.firstEntry + i].player)]++]
                    = {static_cast<quint32>(g), static_cast<quint32>(i), after[i]};
            if (++rated % kGamesBetweenChecks == 0 && interruptible)
                interruptible->checkInterrupted(); // the board is stopping: its worker does not replay to the end
        },
        [&](std::size_t g, const rating::Game &before) {
            // How much each participant counted, as the system rated the game (TrueSkill's partial play).
            for (std::size_t i = 0; i < before.players.size(); ++i) {
                const double weight = m_system->participation(before, i);
                if (weight != 1.0)
                    m_weights.emplace(h.games[g].firstEntry + i, weight);
            }
        });
    // history::replay tells of every game once, so every slot is filled.
    Q_ASSERT(std::equal(filled.begin(), filled.end(), m_first.begin() + 1));
    if (state)
        *state = std::move(replayed);
}

std::vector<HistoryPoint> RatingTrail::history(const QString &player) const
{
    const auto found = m_index.constFind(player.simplified());
    if (found == m_index.cend())
        return {};
    const history::History &h = m_loaded->history;
    const auto steps = playerSteps(static_cast<std::size_t>(*found));
    std::vector<HistoryPoint> points;
    points.reserve(steps.size());
    rating::Rating before = m_system->initialRating();
    std::vector<int> outcome;
    for (const Step &step : steps) {
        const history::HistoryGame &game = h.games[step.game];
        history::results(h, game, outcome);
        const auto weight = m_weights.find(game.firstEntry + step.entry);
        points.push_back(detail::historyPoint(*m_loaded, *m_system, m_names, step.game, step.entry, step.after, before,
                                              weight == m_weights.end() ? 1.0 : weight->second, outcome));
        before = step.after;
    }
    return points;
}

std::unordered_map<QString, double> RatingTrail::recentChanges(int games) const
{
    std::unordered_map<QString, double> changes;
    changes.reserve(m_names.size());
    const double initial = m_system->leaderboardValue(m_system->initialRating());
    for (std::size_t p = 0; p + 1 < m_first.size(); ++p) {
        const auto steps = playerSteps(p);
        const auto n = static_cast<std::ptrdiff_t>(steps.size());
        // The value before the last `games` games: the initial rating when there were no more.
        const double from
            = n > games ? m_system->leaderboardValue(steps[static_cast<std::size_t>(n - games - 1)].after) : initial;
        const double to = steps.empty() ? initial : m_system->leaderboardValue(steps.back().after);
        changes.emplace(m_names[p], to - from);
    }
    return changes;
}

} // namespace podium::club
