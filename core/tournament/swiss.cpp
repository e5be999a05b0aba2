#include "tournament/swiss.h"

#include "tournament/matching.h"
#include "tournament/tournamenterror.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>

namespace podium::tournament {

namespace {

/** Score groups further apart than this count as equally far: keeps the weights inside 64 bits. */
constexpr int kMaxGap = 15;
constexpr std::int64_t kGapSquares = (kMaxGap + 1) * (kMaxGap + 1);
/** Match quality in hundredths: finer steps would only split hairs between equally good pairings. */
constexpr std::int64_t kQualitySteps = 100;
/** Up to this many entrants every pair is an edge; above, each player's neighbours in the standings. */
constexpr int kCompleteGraphUpTo = 200;
constexpr int kFirstWindow = 24;

/** The side a player should have next (+1 first, -1 second, 0 either), and whether it matters much. */
int dueSide(const SwissEntrant &e, bool &strong)
{
    if (e.sideBalance != 0) {
        strong = std::abs(e.sideBalance) >= 2 || e.sideStreak >= 2;
        return e.sideBalance > 0 ? -1 : +1;
    }
    strong = e.sideStreak >= 2;
    return -e.lastSide;
}

std::string points(double score)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", score);
    return text;
}

} // namespace

std::vector<SwissPairing> pairSwiss(const std::vector<SwissEntrant> &entrants,
                                    const std::function<double(int, int)> &quality, const SwissOptions &options)
{
    const int n = static_cast<int>(entrants.size());
    if (n < 2)
        throw TournamentError("a Swiss round needs at least two entrants");
    const auto at = [&](int i) -> const SwissEntrant & { return entrants[static_cast<std::size_t>(i)]; };

    // The standings: score, then rating; score groups are the distinct scores, best first.
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return at(a).score != at(b).score ? at(a).score > at(b).score : at(a).rating > at(b).rating;
    });
    std::vector<int> place(order.size()), group(order.size()), inGroup(order.size());
    std::vector<int> groupSize;
    for (int p = 0; p < n; ++p) {
        const int i = order[static_cast<std::size_t>(p)];
        if (p == 0 || at(i).score != at(order[static_cast<std::size_t>(p - 1)]).score)
            groupSize.push_back(0);
        place[static_cast<std::size_t>(i)] = p;
        group[static_cast<std::size_t>(i)] = static_cast<int>(groupSize.size()) - 1;
        inGroup[static_cast<std::size_t>(i)] = groupSize.back()++;
    }
    const int lowestGroup = static_cast<int>(groupSize.size()) - 1;

    std::vector<std::vector<int>> met(order.size());
    for (int i = 0; i < n; ++i) {
        met[static_cast<std::size_t>(i)] = at(i).opponents;
        std::sort(met[static_cast<std::size_t>(i)].begin(), met[static_cast<std::size_t>(i)].end());
    }
    const auto haveMet = [&](int a, int b) {
        const auto &list = met[static_cast<std::size_t>(a)];
        return std::binary_search(list.begin(), list.end(), b);
    };

    const bool bye = n % 2 == 1;
    const int vertices = n + (bye ? 1 : 0);
    const int byeVertex = n;
    const bool everyoneHadBye
        = std::all_of(entrants.begin(), entrants.end(), [](const SwissEntrant &e) { return e.hadBye; });

    // Lexicographic weights: each level's unit is more than all lower levels of a whole round together.
    const std::int64_t pairs = vertices / 2;
    const std::int64_t sideUnit = pairs * kQualitySteps + 1;
    const std::int64_t scoreUnit = (2 * pairs + 1) * sideUnit;
    const std::int64_t rematchUnit = (pairs * kGapSquares + 1) * scoreUnit;

    const auto pairWeight = [&](int a, int b) {
        const int gap
            = std::min(kMaxGap, std::abs(group[static_cast<std::size_t>(a)] - group[static_cast<std::size_t>(b)]));
        std::int64_t side = 2;
        if (options.balanceSides) {
            bool strongA = false, strongB = false;
            const int dueA = dueSide(at(a), strongA), dueB = dueSide(at(b), strongB);
            if (dueA != 0 && dueA == dueB)
                side = strongA && strongB ? 0 : 1;
        }
        std::int64_t fit = 0;
        if (options.method == SwissOptions::Method::Quality) {
            fit = std::llround(std::clamp(quality(a, b), 0.0, 1.0) * kQualitySteps);
        } else if (gap == 0) {
            const int size = groupSize[static_cast<std::size_t>(group[static_cast<std::size_t>(a)])];
            const int half = std::max(1, size / 2);
            const int distance = std::abs(inGroup[static_cast<std::size_t>(a)] - inGroup[static_cast<std::size_t>(b)]);
            fit = kQualitySteps
                - std::min<std::int64_t>(kQualitySteps, kQualitySteps * std::abs(distance - half) / half);
        } else {
            fit = kQualitySteps / 2;
        }
        return (haveMet(a, b) ? 0 : rematchUnit) + (kGapSquares - gap * gap) * scoreUnit + side * sideUnit + fit;
    };
    const auto byeWeight = [&](int a) {
        const int gap = std::min(kMaxGap, lowestGroup - group[static_cast<std::size_t>(a)]);
        const std::int64_t lowness = n > 1 ? kQualitySteps * place[static_cast<std::size_t>(a)] / (n - 1) : 0;
        return (everyoneHadBye || !at(a).hadBye ? rematchUnit : 0) + (kGapSquares - gap * gap) * scoreUnit
            + 2 * sideUnit + lowness;
    };

    // Small fields: every pair is a candidate. Large ones: each player's neighbours in the standings, a window
    // that widens until the round pairs without a rematch or covers everyone.
    std::vector<int> mate;
    for (int window = n <= kCompleteGraphUpTo ? n : kFirstWindow;; window *= 2) {
        std::vector<WeightedEdge> edges;
        for (int p = 0; p < n; ++p) {
            for (int q = p + 1; q < n && q <= p + window; ++q) {
                const int a = order[static_cast<std::size_t>(p)], b = order[static_cast<std::size_t>(q)];
                edges.push_back({a, b, pairWeight(a, b)});
            }
            if (bye)
                edges.push_back(
                    {order[static_cast<std::size_t>(p)], byeVertex, byeWeight(order[static_cast<std::size_t>(p)])});
        }
        mate = maxWeightPerfectMatching(vertices, edges);
        bool rematch = mate.empty();
        for (int i = 0; i < n && !rematch; ++i) {
            const int m = mate[static_cast<std::size_t>(i)];
            rematch = m == byeVertex ? (at(i).hadBye && !everyoneHadBye) : haveMet(i, m);
        }
        if (!rematch || window >= n)
            break;
    }
    if (mate.empty())
        throw TournamentError("no pairing of the round exists"); // cannot happen on a complete graph

    std::vector<SwissPairing> round;
    SwissPairing byePairing;
    bool hasBye = false;
    for (int p = 0; p < n; ++p) {
        const int a = order[static_cast<std::size_t>(p)];
        const int b = mate[static_cast<std::size_t>(a)];
        if (b == byeVertex) {
            byePairing.first = a;
            byePairing.rematch = at(a).hadBye && !everyoneHadBye; // a second bye that could have been avoided
            byePairing.why = at(a).hadBye
                ? "bye: every entrant has had one, so the lowest placed gets another"
                : (p == n - 1 ? "bye: the lowest placed entrant"
                              : "bye: the lowest placed entrant who has not had one and leaves the rest pairable");
            hasBye = true;
            continue;
        }
        if (place[static_cast<std::size_t>(b)] < p)
            continue; // listed with the better placed player
        SwissPairing pairing;
        pairing.first = a;
        pairing.second = b;
        if (options.balanceSides) {
            bool strongA = false, strongB = false;
            const int dueA = dueSide(at(a), strongA), dueB = dueSide(at(b), strongB);
            // The better placed player gets their due side, unless both are due the same one and the other
            // needs it more.
            int aSide = dueA != 0 ? dueA : -dueB;
            if (dueA != 0 && dueA == dueB && strongB && !strongA)
                aSide = -dueA;
            if (aSide == -1)
                std::swap(pairing.first, pairing.second);
        }
        pairing.rematch = haveMet(a, b);
        if (group[static_cast<std::size_t>(a)] != group[static_cast<std::size_t>(b)])
            pairing.why = "across score groups, " + points(at(a).score) + " against " + points(at(b).score)
                + ": the higher group could not be paired within itself without a rematch or an odd player out";
        if (pairing.rematch)
            pairing.why
                += std::string(pairing.why.empty() ? "" : "; ") + "a rematch: no pairing of the round avoids one";
        round.push_back(pairing);
    }
    if (hasBye)
        round.push_back(byePairing);
    return round;
}

} // namespace podium::tournament
