// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "history/synthetic.h"

#include "rating/types.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <random>
#include <stdexcept>
#include <string>

namespace podium::history {

namespace {

/**
 * Random numbers that are the same on every platform: std::mt19937_64's sequence is fixed by the
 * standard, but std::uniform_real_distribution and std::normal_distribution are not, so the
 * distributions are written out here.
 */
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_engine(seed)
    { }
    /** Uniform in [0, 1), from the top 53 bits. */
    double uniform() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    /** Uniform integer in [0, n), n far below 2^53. */
    int below(int n) { return static_cast<int>(uniform() * n); }
    /** Standard normal by Box-Muller. */
    double normal()
    {
        const double u1 = 1.0 - uniform(); // (0, 1]: log stays finite
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
    }

private:
    std::mt19937_64 m_engine;
};

// The hidden model: skill ~ N(0, 1); a performance is skill plus N(0, kNoise^2).
constexpr double kNoise = 0.8;
// Head-to-head and team games are drawn when the performances are this close: about 10 % of even games.
constexpr double kDrawGap = 0.14;
// Free-for-all places are shared when performances are this close: occasional ties.
constexpr double kTieGap = 0.01;

struct Generator
{
    const SyntheticSpec &spec;
    Random random;
    std::vector<double> skill;
    std::vector<int> pool; ///< player indices; a game takes a random prefix
    History history;

    int perGame() const
    {
        switch (spec.kind) {
        case GameKind::HeadToHead:
            return 2;
        case GameKind::FreeForAll:
            return spec.ffaSize;
        case GameKind::Team:
            return 2 * spec.teamSize;
        }
        return 2;
    }

    /** Picks n distinct players: a partial Fisher-Yates shuffle of the pool. */
    void pick(int n)
    {
        for (int i = 0; i < n; ++i)
            std::swap(pool[static_cast<std::size_t>(i)],
                      pool[static_cast<std::size_t>(i + random.below(spec.players - i))]);
    }

    std::string date(int g) const;
    void addEntry(int player, int team, int rank, double score, double minutes);
    void headToHead();
    void freeForAll();
    void teamGame();
};

std::string Generator::date(int g) const
{
    // Two years of play from 2024-01-01 evenly spread, so file order is date order.
    constexpr long long spanSeconds = 2LL * 365 * 24 * 3600;
    const long long seconds = 18LL * 3600 + spanSeconds * g / std::max(1, spec.games);
    long long days = seconds / 86400;
    const long long rest = seconds % 86400;
    int year = 2024;
    int month = 1;
    auto daysIn = [](int y, int m) {
        static constexpr int length[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        return length[m - 1] + (m == 2 && leap ? 1 : 0);
    };
    while (days >= daysIn(year, month)) {
        days -= daysIn(year, month);
        if (++month > 12) {
            month = 1;
            ++year;
        }
    }
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02lldT%02lld:%02lld:%02lld", year, month, days + 1, rest / 3600,
                  rest / 60 % 60, rest % 60);
    return buffer;
}

void Generator::addEntry(int player, int team, int rank, double score, double minutes)
{
    Entry e;
    e.player = player;
    e.team = team;
    e.rank = rank;
    e.score = score;
    e.minutes = minutes;
    history.entries.push_back(e);
}

void Generator::headToHead()
{
    const int a = pool[0];
    const int b = pool[1];
    const double pa = skill[static_cast<std::size_t>(a)] + kNoise * random.normal();
    const double pb = skill[static_cast<std::size_t>(b)] + kNoise * random.normal();
    const bool draw = std::abs(pa - pb) < kDrawGap;
    const int rankA = draw || pa > pb ? 1 : 2;
    const int rankB = draw || pb > pa ? 1 : 2;
    const double minutes = std::round(random.uniform(10.0, 30.0));
    // Goals: the loser's tally, the winner's above it; a draw shares one tally.
    const double low = static_cast<double>(random.below(3));
    const double high = draw ? low : low + 1 + random.below(3);
    addEntry(a, 0, rankA, rankA == 1 ? high : low, minutes);
    addEntry(b, 1, rankB, rankB == 1 ? high : low, minutes);
}

void Generator::freeForAll()
{
    const int n = spec.ffaSize;
    std::vector<std::pair<double, int>> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const int p = pool[static_cast<std::size_t>(i)];
        order[static_cast<std::size_t>(i)] = {skill[static_cast<std::size_t>(p)] + kNoise * random.normal(), p};
    }
    std::sort(order.begin(), order.end(), std::greater<>());
    const double minutes = std::round(random.uniform(4.0, 12.0));
    int rank = 1;
    for (int i = 0; i < n; ++i) {
        // Competition ranking: tied places share the better rank, the next place skips.
        if (i > 0 && order[static_cast<std::size_t>(i - 1)].first - order[static_cast<std::size_t>(i)].first >= kTieGap)
            rank = i + 1;
        const double points = std::max(0, n - rank + 1); // race points: last place 1, first n
        addEntry(order[static_cast<std::size_t>(i)].second, i, rank, points, minutes);
    }
}

void Generator::teamGame()
{
    const int k = spec.teamSize;
    const double length = std::round(random.uniform(20.0, 40.0));
    double perf[2] = {0.0, 0.0};
    std::vector<double> minutes(static_cast<std::size_t>(2 * k));
    std::vector<double> score(static_cast<std::size_t>(2 * k));
    for (int i = 0; i < 2 * k; ++i) {
        const auto s = skill[static_cast<std::size_t>(pool[static_cast<std::size_t>(i)])];
        // Most play the whole game; some join late or leave early (drop-in, drop-out).
        const double share = random.uniform() < 0.7 ? 1.0 : random.uniform(0.3, 1.0);
        minutes[static_cast<std::size_t>(i)] = std::max(1.0, std::round(length * share));
        const double form = s + kNoise * random.normal();
        perf[i / k] += form * share;
        score[static_cast<std::size_t>(i)]
            = std::round(std::max(0.0, 3.0 + 2.0 * form) * minutes[static_cast<std::size_t>(i)] / 10.0);
    }
    const bool draw = std::abs(perf[0] - perf[1]) < kDrawGap * std::sqrt(static_cast<double>(k));
    for (int i = 0; i < 2 * k; ++i) {
        const int team = i / k;
        const int rank = draw || perf[team] > perf[1 - team] ? 1 : 2;
        addEntry(pool[static_cast<std::size_t>(i)], team, rank, score[static_cast<std::size_t>(i)],
                 minutes[static_cast<std::size_t>(i)]);
    }
}

/** Refuses a spec below the minimums, or one whose history (and its CSV) could not be held in memory, before
 *  anything is allocated (L2 of the reliability review: --games 2147483647 ended in bad_alloc). */
void checkSize(const SyntheticSpec &spec)
{
    if (spec.players < 2 || spec.games < 0 || spec.teamSize < 1 || spec.ffaSize < 2)
        throw rating::RatingError(
            "",
            PODIUM_TRANSLATE_NOOP("RatingText",
                                  "players must be at least 2, team size at least 1, free-for-all size at least 2"));
    if (spec.players > kMaxSyntheticPlayers)
        throw rating::RatingError(
            "players", PODIUM_TRANSLATE_NOOP("RatingText", "%1 is more than the %2 a synthetic history can have"),
            {std::to_string(spec.players), std::to_string(kMaxSyntheticPlayers)});
    if (spec.ffaSize > kMaxSyntheticFfaSize || spec.teamSize > kMaxSyntheticTeamSize)
        throw rating::RatingError(
            "", PODIUM_TRANSLATE_NOOP("RatingText", "a game has at most %1 free-for-all players or teams of %2"),
            {std::to_string(kMaxSyntheticFfaSize), std::to_string(kMaxSyntheticTeamSize)});
    const std::int64_t perGame = spec.kind == GameKind::HeadToHead ? 2
        : spec.kind == GameKind::FreeForAll                        ? spec.ffaSize
                                                                   : 2 * std::int64_t(spec.teamSize);
    if (spec.games * perGame > kMaxSyntheticResults)
        throw rating::RatingError(
            "games",
            PODIUM_TRANSLATE_NOOP("RatingText",
                                  "%1 games of %2 players are more than the %3 results a synthetic history can have"),
            {std::to_string(spec.games), std::to_string(perGame), std::to_string(kMaxSyntheticResults)});
}

} // namespace

History generateSynthetic(const SyntheticSpec &spec)
{
    checkSize(spec);
    Generator gen {spec, Random(spec.seed), {}, {}, {}};
    if (gen.perGame() > spec.players)
        throw rating::RatingError("",
                                  PODIUM_TRANSLATE_NOOP("RatingText", "a game needs %1 players but there are only %2"),
                                  {std::to_string(gen.perGame()), std::to_string(spec.players)});
    const int digits = static_cast<int>(std::to_string(spec.players).size());
    for (int p = 0; p < spec.players; ++p) {
        char id[32];
        std::snprintf(id, sizeof id, "P%0*d", digits, p + 1);
        gen.history.players.emplace_back(id);
        gen.skill.push_back(gen.random.normal());
        gen.pool.push_back(p);
    }
    gen.history.games.reserve(static_cast<std::size_t>(spec.games));
    gen.history.entries.reserve(static_cast<std::size_t>(spec.games) * static_cast<std::size_t>(gen.perGame()));
    for (int g = 0; g < spec.games; ++g) {
        HistoryGame game;
        game.id = std::to_string(g + 1);
        game.date = gen.date(g);
        game.kind = spec.kind;
        game.firstEntry = gen.history.entries.size();
        gen.pick(gen.perGame());
        if (spec.kind == GameKind::HeadToHead)
            gen.headToHead();
        else if (spec.kind == GameKind::FreeForAll)
            gen.freeForAll();
        else
            gen.teamGame();
        game.entryCount = gen.history.entries.size() - game.firstEntry;
        gen.history.games.push_back(std::move(game));
    }
    return std::move(gen.history);
}

} // namespace podium::history
