// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <string>
#include <vector>

namespace podium::tournament {

/** A played pairing of an event: entrants a and b (b == -1: a bye for a) and the event points each scored. */
struct PlayedPairing
{
    int a = 0;
    int b = -1;
    double pointsA = 0.0;
    double pointsB = 0.0;
    int outcomeA = 0; ///< +1 a won, 0 a draw, -1 a lost (a bye counts as a win for a, not as a game)
    bool heat = false; ///< a free-for-all heat (b == -1): counts as a game, won when outcomeA > 0
    bool forfeit = false; ///< b == -1: a game not played, won (outcomeA > 0) or lost by forfeit; no opponent
    int gamesA = -1; ///< a match of several games: the games a won; -1 when no game score was entered
    int gamesB = -1; ///< the games b won
    int gamesDrawn = 0; ///< the games drawn
};

enum class TieBreak {
    Buchholz, ///< the sum of the opponents' points
    BuchholzCut1, ///< Buchholz without the lowest opponent
    MedianBuchholz, ///< Buchholz without the highest and the lowest opponent
    SonnebornBerger, ///< each opponent's points, times the share of the game's points the player took
    Wins, ///< games won (byes are not games)
    DirectEncounter, ///< points in the games among the players still tied
    Rating, ///< the leaderboard rating
    /** Card games (Magic Tournament Rules, Appendix C): the mean of the opponents' match-win percentages, each
     *  their points over the points of winning every round played (a bye is a round won), at least 1/3. */
    OpponentsMatchWin,
    /** Game points (3 a game won, 1 a game drawn) over 3 a game played; a bye is 2-0. Only matches whose game
     *  scores were entered count, and only in an event where some were. */
    GameWin,
    /** The mean of the opponents' game-win percentages, each at least 1/3. */
    OpponentsGameWin,
};

/** "buchholz", "buchholz-cut1", "median-buchholz", "sonneborn-berger", "wins", "direct", "rating", "omw", "gw",
 *  "ogw". */
std::string tieBreakName(TieBreak tieBreak);
/** Throws TournamentError for a name that is none of those. */
TieBreak tieBreakFromName(const std::string &name);

struct StandingRow
{
    int entrant = 0;
    int place = 1; ///< shared by entrants that no criterion separates
    double points = 0.0;
    std::vector<double> tieBreaks; ///< in the order asked for
    /** What decided the place against the entrants tied on points: -1 points alone, i the i-th tie-break,
     *  -2 nothing (a shared place). */
    int decidedBy = -1;
};

/**
 * An event's standings: points, then the tie-breaks in the organiser's order. A bye's points count, but a
 * bye is no opponent: it adds nothing to the Buchholz scores or to Sonneborn-Berger. winPoints scales
 * Sonneborn-Berger (the share of a game is the points taken over the points of a win). rating[i] is entrant i's
 * rating for the Rating tie-break.
 */
std::vector<StandingRow> eventStandings(int entrants, const std::vector<PlayedPairing> &games,
                                        const std::vector<double> &rating, const std::vector<TieBreak> &order,
                                        double winPoints = 1.0);

} // namespace podium::tournament
