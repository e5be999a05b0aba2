// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/history.h"
#include "rating/ratingsystem.h"

#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace podium::club {

/**
 * A player's rating from outside the club (M2 of the walkthrough of 28 November): a federation's or FIDE's, as a
 * chess arbiter enters it before a Swiss, with the player's ID in that system, their federation and title. A Swiss
 * can be seeded by it, and a TRF file carries it.
 */
struct KnownRating
{
    int rating = 0; ///< 0: none
    QString system; ///< who gave it: "FIDE", "DWZ", "ECF", ...; free text
    QString id; ///< the player's ID in that system
    QString federation; ///< three letters, as FIDE writes them ("GER")
    QString title; ///< GM, IM, WGM, FM, WIM, CM, WFM, WCM, or empty

    bool isEmpty() const
    {
        return rating == 0 && system.isEmpty() && id.isEmpty() && federation.isEmpty() && title.isEmpty();
    }
    bool operator==(const KnownRating &) const = default;
};

struct PlayerRecord
{
    qint64 id = 0;
    QString name;
    QString displayName;
    QString affiliation;
    bool retired = false;
    QString notes;
    int games = 0; ///< games played, in any discipline
    KnownRating known;
};

/** One participant of a game as the user enters it: a player by name. */
struct ParticipantInput
{
    QString player;
    QString team; ///< the side's name in team games; empty in head-to-head and free-for-all games
    int rank = 1;
    double score = std::numeric_limits<double>::quiet_NaN();
    double minutes = std::numeric_limits<double>::quiet_NaN();
    bool rated = true;
};

/** A game as the user enters or edits it. */
struct GameInput
{
    QString date; ///< ISO date or date-time; normalised on save
    QString discipline;
    history::GameKind kind = history::GameKind::HeadToHead;
    QString notes;
    QString externalId; ///< the id the game had in the file it was imported from, or a UUID given when it was entered
    std::vector<ParticipantInput> participants;
};

struct GameRecord
{
    qint64 id = 0;
    GameInput game; ///< date normalised to "YYYY-MM-DDTHH:MM:SS"
    QString enteredAt;
};

struct LeaderboardRecord
{
    qint64 id = 0;
    QString name;
    QString discipline; ///< empty: every discipline
    QString algorithm;
    rating::ParamList params;
    QString dateFrom; ///< inclusive, empty for no bound
    QString dateTo; ///< inclusive, empty for no bound
};

/** A player's line in a leaderboard's standings, the columns of `podium-cli replay` (an event's standings
 *  are tournament::StandingRow). */
struct LeaderboardRow
{
    QString player;
    double value = 0.0; ///< what the leaderboard ranks by
    rating::Rating rating;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    QString lastPlayed;
};

/** A player's rating after one game of a leaderboard, with what the game was for them (what a chart's point
 *  tells when it is hovered). */
struct HistoryPoint
{
    qint64 gameId = 0;
    QString date;
    rating::Rating rating; ///< after the game
    double value = 0.0; ///< the leaderboard's value of rating
    rating::Rating before; ///< the rating the game started from (the initial rating for a first game)
    history::GameKind kind = history::GameKind::HeadToHead;
    int outcome = 0; ///< 1 won, 0 drew (shared the best place), -1 lost, as history::results gives it
    int place = 1; ///< the player's side's place, 1 the best; ties share a place
    int sides = 0; ///< how many sides (players, or teams) the game had
    QStringList opponents; ///< the players of the other sides, by name, in the game's order
    double weight = 1.0; ///< how much the game counted for the player (TrueSkill's partial play from minutes)
};

} // namespace podium::club
