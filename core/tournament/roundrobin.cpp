#include "tournament/roundrobin.h"

#include "tournament/tournamenterror.h"

namespace podium::tournament {

std::vector<std::vector<ScheduledGame>> bergerSchedule(int entrants, bool doubleRound)
{
    if (entrants < 2)
        throw TournamentError("a round robin needs at least two entrants");
    const int n = entrants + entrants % 2; // an odd field gets a dummy, the bye
    const int fixed = n - 1; // 0-based: the highest number stays put
    const auto game = [&](int a, int b) {
        // The dummy's opponent has the bye.
        if (b >= entrants)
            return ScheduledGame {a, -1};
        if (a >= entrants)
            return ScheduledGame {b, -1};
        return ScheduledGame {a, b};
    };
    std::vector<std::vector<ScheduledGame>> rounds;
    std::vector<int> row(static_cast<std::size_t>(n - 1));
    for (int r = 0; r < n - 1; ++r) {
        // The others in the order of this round: player 1..n-1 shifted by r * n/2 (mod n-1).
        for (int k = 0; k < n - 1; ++k)
            row[static_cast<std::size_t>(k)] = (k + r * (n / 2)) % (n - 1);
        std::vector<ScheduledGame> round;
        // The fixed number meets the first of the row: it is the second side in odd rounds, the first in even.
        round.push_back(r % 2 == 0 ? game(row[0], fixed) : game(fixed, row[0]));
        for (int k = 1; k < n / 2; ++k)
            round.push_back(game(row[static_cast<std::size_t>(k)], row[static_cast<std::size_t>(n - 1 - k)]));
        rounds.push_back(std::move(round));
    }
    if (doubleRound) {
        const std::size_t single = rounds.size();
        for (std::size_t r = 0; r < single; ++r) {
            std::vector<ScheduledGame> swapped = rounds[r];
            for (ScheduledGame &g : swapped) {
                if (g.second >= 0)
                    std::swap(g.first, g.second);
            }
            rounds.push_back(std::move(swapped));
        }
    }
    return rounds;
}

} // namespace podium::tournament
