// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "synthetictrf.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <set>

namespace podium::bench {

namespace {

struct Entrant
{
    int number = 0;
    int rating = 0;
    double points = 0.0;
    int whites = 0; ///< minus blacks
    char lastColour = '-';
    bool hadBye = false;
    std::set<int> met; ///< numbers
};

/** Pairs order top down, each with the next one not met; false when the last ones have all met. */
bool pairInOrder(const std::vector<int> &order, const std::vector<Entrant> &all,
                 std::vector<std::pair<int, int>> &pairs)
{
    pairs.clear();
    std::vector<bool> used(order.size(), false);
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (used[i])
            continue;
        std::size_t j = i + 1;
        while (
            j < order.size()
            && (used[j]
                || all[static_cast<std::size_t>(order[i])].met.count(all[static_cast<std::size_t>(order[j])].number)))
            ++j;
        if (j == order.size())
            return false;
        used[i] = used[j] = true;
        pairs.emplace_back(order[i], order[j]);
    }
    return true;
}

/** The pairs of a round, by index into all: the order by score, shaken a little until no two have met. */
std::vector<std::pair<int, int>> roundPairs(std::vector<int> order, const std::vector<Entrant> &all,
                                            std::mt19937 &random)
{
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const Entrant &x = all[static_cast<std::size_t>(a)], &y = all[static_cast<std::size_t>(b)];
        return x.points != y.points ? x.points > y.points : x.number < y.number;
    });
    std::vector<std::pair<int, int>> pairs;
    while (!pairInOrder(order, all, pairs)) {
        // swap two neighbours near the end, where the greedy pairing got stuck
        std::uniform_int_distribution<std::size_t> pick(order.size() > 12 ? order.size() - 12 : 0, order.size() - 2);
        const std::size_t k = pick(random);
        std::swap(order[k], order[k + 1]);
    }
    return pairs;
}

char resultOf(const Entrant &white, const Entrant &black, std::mt19937 &random)
{
    const double u = std::uniform_real_distribution<double>(0, 1)(random);
    if (u < 0.01)
        return '+'; // black did not come
    if (u < 0.31)
        return '=';
    const double favourite = 0.55 + std::clamp((white.rating - black.rating) / 2000.0, -0.3, 0.3);
    return std::uniform_real_distribution<double>(0, 1)(random) < favourite ? '1' : '0';
}

char opposite(char result)
{
    switch (result) {
    case '1':
        return '0';
    case '0':
        return '1';
    case '+':
        return '-';
    default:
        return result;
    }
}

double pointsOf(char result)
{
    return result == '1' || result == '+' || result == 'U' ? 1.0 : (result == '=' || result == 'H' ? 0.5 : 0.0);
}

void playRound(std::vector<Entrant> &all, std::vector<io::TrfPlayer> &file, int round, std::mt19937 &random)
{
    std::vector<int> order;
    for (std::size_t i = 0; i < all.size(); ++i) {
        // about one player in 200 asks for a half-point bye
        if (std::uniform_int_distribution<int>(0, 199)(random) == 0 && round > 1)
            file[i].rounds.push_back({0, '-', 'H'});
        else
            order.push_back(static_cast<int>(i));
    }
    if (order.size() % 2 == 1) {
        std::vector<int> byOrder = order;
        std::sort(byOrder.begin(), byOrder.end(), [&](int a, int b) {
            const Entrant &x = all[static_cast<std::size_t>(a)], &y = all[static_cast<std::size_t>(b)];
            return x.points != y.points ? x.points < y.points : x.number > y.number;
        });
        const int bye = *std::find_if(byOrder.begin(), byOrder.end(),
                                      [&](int i) { return !all[static_cast<std::size_t>(i)].hadBye; });
        all[static_cast<std::size_t>(bye)].hadBye = true;
        file[static_cast<std::size_t>(bye)].rounds.push_back({0, '-', 'U'});
        order.erase(std::find(order.begin(), order.end(), bye));
    }
    for (auto [a, b] : roundPairs(order, all, random)) {
        Entrant *white = &all[static_cast<std::size_t>(a)], *black = &all[static_cast<std::size_t>(b)];
        if (white->whites > black->whites || (white->whites == black->whites && white->lastColour == 'w'))
            std::swap(white, black);
        const char result = resultOf(*white, *black, random);
        const bool forfeit = result == '+';
        file[static_cast<std::size_t>(white->number - 1)].rounds.push_back(
            {black->number, forfeit ? '-' : 'w', result});
        file[static_cast<std::size_t>(black->number - 1)].rounds.push_back(
            {white->number, forfeit ? '-' : 'b', opposite(result)});
        white->met.insert(black->number);
        black->met.insert(white->number);
        if (!forfeit) {
            ++white->whites;
            --black->whites;
            white->lastColour = 'w';
            black->lastColour = 'b';
        }
    }
    for (std::size_t i = 0; i < all.size(); ++i) {
        all[i].points += pointsOf(file[i].rounds.back().result);
        file[i].points = all[i].points;
    }
}

} // namespace

io::TrfTournament syntheticSwiss(int players, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    io::TrfTournament t;
    t.name = QStringLiteral("Synthetic Open %1x%2").arg(players).arg(rounds);
    t.type = QStringLiteral("Swiss System");
    t.plannedRounds = rounds;
    std::vector<Entrant> all(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i) {
        Entrant &e = all[static_cast<std::size_t>(i)];
        e.number = i + 1;
        e.rating = 2700 - (i * 1500) / std::max(1, players);
        io::TrfPlayer p;
        p.number = e.number;
        p.name = QStringLiteral("Player%1, Test").arg(e.number, 4, 10, QLatin1Char('0'));
        p.rating = e.rating;
        t.players.push_back(p);
    }
    const QDate start(2026, 3, 1);
    for (int r = 1; r <= rounds; ++r) {
        playRound(all, t.players, r, random);
        t.roundDates.append(start.addDays(r - 1));
    }
    t.startDate = start.toString(QStringLiteral("yyyy/MM/dd"));
    t.endDate = start.addDays(rounds - 1).toString(QStringLiteral("yyyy/MM/dd"));
    return t;
}

} // namespace podium::bench
