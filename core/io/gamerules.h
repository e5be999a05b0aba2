// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"
#include "io/inputerror.h"

#include <QString>

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace podium::io {

/** The most sides a game may have: beyond this, a free-for-all is not a game Podium can rate in bounded time. */
inline constexpr std::size_t kMaxSides = 1000;
/** The most participants a game may have. */
inline constexpr std::size_t kMaxParticipants = 10000;

/**
 * The key a player is known by in a game and in a file: the name trimmed, inner white space collapsed
 * (club::cleanName) and case-folded, so that "Ann", "ann" and " ann " are one player, as they are in a club. The
 * answer is utf8 itself when it is its own key (plain lower-case ASCII, the common case), else it is in scratch.
 */
std::string_view playerKey(std::string_view utf8, std::string &scratch);
/** A player's or team's name as Podium keeps it: trimmed, inner runs of white space collapsed (club::cleanName). */
std::string cleanText(std::string_view utf8);

/** A game that breaks GameShape's rules: the message, without a location, and what it is about. */
class GameShapeError : public InputError
{
public:
    enum Field { Player, Team, Size };
    GameShapeError(Field field, const QString &message)
        : InputError(QString(), message)
        , m_field(field)
    { }
    Field field() const { return m_field; }

private:
    Field m_field;
};

/**
 * The rules of a game's shape, one function for every way a game comes in (the interchange CSV, `games add`
 * and `games edit`, the result dialog, an event's result, a restore): each player at most once, a team one rank
 * (teams are the same when their names are equal after cleanText), at most kMaxParticipants participants and
 * kMaxSides sides, two participants in a head-to-head game and at least two sides in every game. Participants
 * are added in order and each problem throws GameShapeError without a location, for the caller to give its own
 * (a line and column, a participant).
 *
 * Linear in the size of the game (M9): a player is a number (the same number, the same player: give equal
 * playerKeys the same number), marked with the game it was last seen in; teams are looked up in a hash table.
 * One GameShape checks game after game without allocating for each.
 */
class GameShape
{
public:
    /** origin is how a participant is referred to in a message, with %1 for its number: "on line %1". */
    explicit GameShape(const QString &origin);

    /** Starts a game of the given kind. */
    void start(history::GameKind kind);
    /**
     * Adds a participant of the current game: the player's number, the name to show, the team name (team games
     * only, as cleanText gives it) and the rank; originNumber fills the origin. Returns the side the participant
     * is on, counting from 0 in order of first appearance.
     */
    int add(std::size_t player, std::string_view shownName, const std::string &team, int rank,
            std::size_t originNumber);
    /** Checks the game as a whole once every participant is in. */
    void finish() const;

private:
    history::GameKind m_kind = history::GameKind::HeadToHead;
    QString m_origin;
    std::size_t m_game = 0; ///< the current game's number, from 1
    std::size_t m_participants = 0;
    std::vector<std::size_t> m_lastGame; ///< by player: the number of the game they were last added to
    std::unordered_map<std::string, int> m_teams;
    std::vector<int> m_sideRanks;
    std::vector<std::size_t> m_sideOrigins; ///< the origin number of every side's first participant
};

} // namespace podium::io
