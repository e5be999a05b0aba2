// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventformat.h"
#include "club/storetypes.h"
#include "store/dberror.h"
#include "tournament/bracketlayout.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace podium::club {

namespace detail {
struct EventState;
}

/** How an event scores and pairs; stored with it as "key=value;..." text. */
struct EventOptions
{
    double win = 1.0;
    double draw = 0.5;
    double loss = 0.0;
    double bye = 1.0;
    std::vector<double> places {10, 8, 6, 5, 4, 3, 2, 1}; ///< heats: points by finishing place
    QStringList tieBreaks; ///< in order; empty for the format's default
    QString pairing; ///< one of the format's FormatTraits::pairingMethods; empty for its default
    QString style; ///< Swiss: a swissStyleName; empty for the default (swissStyleOf)
    bool doubleRoundRobin = false; ///< FormatTraits::playsTwice: everyone meets twice
    bool balanceSides = true; ///< alternate first and second side (colours) in Swiss
    /** Not stored: the organiser gave the option sides, so a new Swiss's default style follows it rather than
     *  the discipline (Events::create). */
    bool sidesGiven = false;
    QString acceleration; ///< Swiss, FIDE style: "baku" for Baku acceleration (C.04.5.1); empty for none
    /** Swiss, FIDE style: C.04.3's initial colour, the colour (side 1 White) of the top player in round 1, which the
     *  boards below alternate and later rounds use where the rules fall back on it (article 5): "white" or "black";
     *  empty for White, as events made before the option (option colour). */
    QString initialColour;
    /** The organiser asked for the initial colour by lot (colour=lot): drawInitialColour draws it once, before round 1,
     *  and initialColour keeps what the lot gave from then on. */
    bool colourByLot = false;
    /** An event imported from a TRF file: each pairing number's rating as the file gave it (0 for none), which
     *  its TRF export writes back; empty for the others, whose export takes the leaderboard's. */
    std::vector<int> ratings;
    /** Players report their own results from the live board (club/events/eventreports.h); off by default. */
    bool reporting = false;
};

/** A match of several games (the card-game Swiss): the games each side won, and those drawn. */
struct MatchScore
{
    int first = 0; ///< games won by side 1
    int second = 0; ///< games won by side 2
    int drawn = 0;

    /** The ranks the match gives: the side with more games won first, level a draw. */
    std::vector<int> ranks() const { return {first >= second ? 1 : 2, second >= first ? 1 : 2}; }
};

/** Reads "2-1" or "2-1-1" (won by side 1, by side 2, drawn); throws DbError naming the text that is not one. */
MatchScore parseMatchScore(const QString &text);

/** Parses "win=3,draw=1,loss=0,bye=3", "places=10-8-6", "tiebreaks=buchholz,wins", ... into options;
 *  throws DbError naming the part that is wrong. */
void parseEventOption(EventOptions &options, const QString &key, const QString &value);

/** Draws the initial colour by lot when the options ask for one that is not drawn yet (C.04.3: the lot is drawn before
 *  round 1); otherwise leaves them as they are. Events::create calls it, so a lot is stored drawn; a command that
 *  creates an event calls it first, so that its redo keeps the same colour. */
void drawInitialColour(EventOptions &options);

/** Throws DbError naming the options (win, draw, loss, bye) whose points break io::resultPointsProblem's rule, the
 *  one every way in keeps: from 0 to 99.9 with at most one decimal, a draw no more than a win, a loss no more than
 *  a draw, a bye no more than a win. Events::create and restore check it; an event stored before stays readable. */
void checkEventPoints(const EventOptions &options);

/**
 * The Swiss style a discipline usually plays in this club: the style of its latest Swiss event, else FIDE (Dutch)
 * for a board game whose two players have White and Black (chess and its kin: go, shogi, xiangqi, draughts,
 * othello, by the names clubs give them in English, German, French and Spanish), else the card and video game
 * Swiss. A new Swiss event takes it unless the organiser chooses a style (or only the sides option).
 */
SwissStyle usualSwissStyle(const Database &db, const QString &discipline);
/** The lobby size of the discipline's latest heats, 0 when it has none: a new heats event of the discipline starts
 *  with it (M3 of the walkthrough of 28 November: a final made after heats of 4 was back to 8). */
int usualLobbySize(const Database &db, const QString &discipline);

struct EventInput
{
    QString name;
    QString discipline;
    QString leaderboard; ///< the ratings that pair and seed; empty: the discipline's first leaderboard
    EventFormat format = EventFormat::Swiss;
    int rounds = 0; ///< where FormatTraits::choosesRounds; 0 for the format's default
    int lobbySize = 0; ///< where FormatTraits::lobbies: players per lobby; 0 for the format's default
    QStringList entrants;
    EventOptions options;
};

enum class EventStatus {
    Open, ///< no round paired yet
    Running,
    Finished,
};

/** "open", "running", "finished": as stored, and as podium-cli prints it. */
QString statusName(EventStatus status);

struct EventRecord
{
    qint64 id = 0;
    QString name;
    QString discipline;
    QString leaderboard;
    EventFormat format = EventFormat::Swiss;
    int rounds = 0; ///< planned rounds (FormatTraits::plannedRounds); 0 for the elimination formats
    int lobbySize = 0;
    EventOptions options;
    EventStatus status = EventStatus::Open;
};

struct EventEntrant
{
    QString player;
    int seed = 0; ///< 1 is the top seed (elimination) or the first entered
    bool active = true; ///< false once withdrawn
};

/** A player's seat at a table of a round. */
struct EventSeat
{
    QString player;
    int side = 1; ///< 1, 2, ... in the order of the game; 0 for a bye
    double scoreBefore = 0.0; ///< event points when the round was paired
    int rank = 0; ///< the result (1 best); 0 while there is none
    int gamesWon = -1; ///< a match of several games: the games this seat won (its score in the game); -1: none entered
};

struct EventTable
{
    int round = 1;
    int table = 1;
    std::vector<EventSeat> seats;
    qint64 gameId = 0; ///< the game that holds the result, 0 while there is none
    int bracketMatch = -1; ///< elimination: the match of the bracket
    bool bye = false;
    bool halfBye = false; ///< a bye asked for (or given on a late entry): the draw's points, not the bye's
    bool zeroBye = false; ///< C14: absent from the round by request: no points (TRF's "Z")
    /** A bye the entrant asked for (or was given on a late entry), not one the pairing gave. */
    bool requested() const { return halfBye || zeroBye; }
    /** Not played: the seats' ranks say who won by forfeit (1) and who lost or did not come (2); no game. */
    bool forfeit = false;
    double quality = std::numeric_limits<double>::quiet_NaN(); ///< from the ratings when paired
    double winProbability = std::numeric_limits<double>::quiet_NaN(); ///< of the first side, head to head
    QString note; ///< why a bye or a pairing across score groups
    int drawnGames = 0; ///< a match of several games with game scores (EventSeat::gamesWon): the games drawn
};

/** What set a place apart from the entrants level with it on points. */
struct Decider
{
    enum Kind {
        Points, ///< points alone
        TieBreak, ///< the tie-break tieBreak
        Shared, ///< nothing: the place is shared
    };
    Kind kind = Points;
    int tieBreak = -1; ///< TieBreak: the index of the tie-break in the event's (Events::tieBreakNames)
};

/** "points", the tie-break's name from tieBreaks, or "shared": as podium-cli prints it. */
QString deciderName(const Decider &decider, const QStringList &tieBreaks);

struct EventStanding
{
    int place = 1;
    QString player;
    double points = 0.0;
    std::vector<double> tieBreaks;
    Decider decidedBy;
    int played = 0; ///< rounds with a result: games, and forfeits (won or lost); wins + draws + losses
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;
    bool active = true;
    /** Elimination: how far the entrant went, which is what places them; none for the other formats. */
    std::optional<tournament::BracketExit> reached;
};

/**
 * The next round of an event, paired but not stored (Events::planNextRound): what a long pairing hands from its
 * thread to the one that stores it (Events::storeRound). It names players by id, so that it still fits the event
 * once an undo has put back what the round was paired from.
 */
struct RoundPlan
{
    /** One table as it will be stored: its players by side, one for a bye. */
    struct Table
    {
        std::vector<qint64> players;
        bool bye = false;
        int bracketMatch = -1;
        QString note; ///< why a bye or a pairing across score groups
    };

    QString event;
    int round = 0;
    std::vector<Table> tables; ///< in table order; the half-point byes asked for the round are stored after them
    /** The first round draws the seeds (a Swiss's pairing numbers, a bracket's seeds): the entrants checked in, by
     *  seed, best first. Empty when the round draws none. */
    std::vector<qint64> seedOrder;
    int plannedRounds = 0; ///< the rounds the event will have, fixed at its first round (0 afterwards)
    /** The initial colour drawn by lot for round 1 ("black" or "white") when the event had none drawn yet; empty
     *  otherwise. */
    QString drawnColour;
    /** The first round of an event seeded "by rating" seeds by the known ratings (Events' M2 fallback): the event
     *  is "known" from then on. */
    bool seededByKnownRatings = false;
    /** What the round was paired from (Events::pairingBasis): storing it is refused once that has changed. */
    QByteArray basis;
};

/** Told how far a long pairing has come, from the thread that pairs: players paired so far of players. Returning
 *  false stops the pairing: it throws tournament::PairingCancelled and nothing is paired. */
using PairingProgress = std::function<bool(int paired, int players)>;

/** Refusal to store a round paired from an event that has changed since (a result corrected, an entrant withdrawn,
 *  another program's change): pairing it again pairs what the event is now. */
class EventChanged : public DbError
{
public:
    using DbError::DbError;
};

/** A club's events: their entrants, rounds, results (ordinary games of the history) and standings. */
class Events
{
public:
    explicit Events(const Database &database);

    /** Creates an event with its entrants (new names become players). Throws DbError for a name in use, an
     *  unknown leaderboard, fewer than two entrants, one entered twice, or options that make no sense. */
    qint64 create(const EventInput &input);
    std::vector<EventRecord> list() const;
    EventRecord get(const QString &name) const;
    void remove(const QString &name);
    std::vector<EventEntrant> entrants(const QString &event) const;
    /** M6: the leaderboard whose ratings pair and seed the event from now on, also while it runs; empty: its
     *  discipline's first (EventRecord::leaderboard names the one in use). Returns the one set before ("" for
     *  the discipline's), to undo. Throws DbError for an unknown leaderboard or one of another discipline. */
    QString setLeaderboard(const QString &event, const QString &leaderboard);

    /** Adds a late entrant, or brings a withdrawn one back, from the next round on (Swiss and heats; the
     *  other formats only before their first round). halfByes: the entrant gets a half-point bye (the draw's
     *  points) for each round paired without them, as arbiters give a late entry. Returns those rounds. */
    std::vector<int> join(const QString &event, const QString &player, bool halfByes = false);
    /** The rounds paired so far without the player (all of them for one not entered yet): the half-point byes
     *  join would give. */
    int roundsMissed(const QString &event, const QString &player) const;

    /** A half-point bye the entrant asks for before a round of a Swiss (Swiss-Manager's "H", TRF's "0000 - H"):
     *  the draw's points, and the round is paired without them. Throws DbError for a round paired already, past
     *  the last, a withdrawn entrant, or one who asked already. */
    void requestHalfBye(const QString &event, const QString &player, int round);
    /** Takes a half-point bye back (undo of a request, or of a join's): throws DbError when there is none. */
    void cancelHalfBye(const QString &event, const QString &player, int round);
    /** C14 of the walkthrough of 28 November: the entrant will not come to a round of a Swiss and asks not to be
     *  paired in it, without a half-point bye: no points (Swiss-Manager's and TRF's "Z"), and the player stays in
     *  the event for the rounds after. Refused as requestHalfBye refuses. */
    void requestAbsence(const QString &event, const QString &player, int round);
    /** Takes an absence back: throws DbError when there is none. */
    void cancelAbsence(const QString &event, const QString &player, int round);
    struct HalfByeRequest
    {
        int round = 0;
        QString player;
        bool absent = false; ///< an absence (requestAbsence), not a half-point bye
    };
    /** The half-point byes and absences asked for rounds not paired yet, by round. */
    std::vector<HalfByeRequest> halfByeRequests(const QString &event) const;
    /** Takes an entrant off the list altogether (undo of a join), with the half-point byes of a late entry;
     *  refused once they have played. */
    void removeEntrant(const QString &event, const QString &player);
    /** Leaves the entrant out of the rounds still to be paired (a round robin gives their opponents byes). */
    void withdraw(const QString &event, const QString &player);

    /** Rounds paired so far. */
    int roundCount(const QString &event) const;
    /**
     * A final for heats (M3 of the walkthrough of 28 November): a new heats event of one round and one lobby for
     * the top players of the heats' standings (withdrawn players left out), in their order, of the same discipline,
     * leaderboard and points by place, named "NAME Final" unless name says otherwise. Nothing is stored: create()
     * it. Throws DbError for an event that is not heats, heats with no round played, or top below 2 (more than
     * there are takes them all).
     */
    EventInput finalOf(const QString &heats, int top, const QString &name = {}) const;
    /** The tables of one round (or of every round for 0), with their results. */
    std::vector<EventTable> tables(const QString &event, int round = 0) const;
    /** Pairs the next round and stores it (planNextRound, then storeRound); throws DbError while a table of the
     *  last round has no result or when the event is over. */
    std::vector<EventTable> pairNextRound(const QString &event);
    /**
     * Pairs the next round without storing anything, which a large Swiss takes seconds to do: on a connection of
     * its own, it can run on a thread of its own while the app goes on. progress is told as the pairing goes (the
     * FIDE Swiss tells it; the other formats pair at once). Throws DbError as pairNextRound does, and
     * tournament::PairingCancelled when progress asked to stop.
     */
    RoundPlan planNextRound(const QString &event, const PairingProgress &progress = {}) const;
    /** Stores a round planned before, all of it in one transaction, and returns its tables as tables() gives them,
     *  and in basisAfter (when given) the event's pairingBasis as stored, from the same read.
     *  Throws EventChanged, storing nothing, when the event is no longer what the round was paired from. */
    std::vector<EventTable> storeRound(const RoundPlan &plan, QByteArray *basisAfter = nullptr);
    /** What pairing the event's next round depends on, as a digest: its options, entrants, seeds, rounds, results
     *  and requested byes. The ratings are not in it: they move with every game of the club, and a round paired a
     *  moment ago on them is as good as one paired now. */
    QByteArray pairingBasis(const QString &event) const;
    /** Enters (or corrects) the result of a table: one rank per side, 1 the best. The game is an ordinary
     *  game of the history, played at date (now when empty; a correction keeps its date). */
    qint64 setResult(const QString &event, int round, int table, const std::vector<int> &ranks,
                     const QString &date = {});
    /** Throws DbError when the desk could not enter these ranks at the table (setResult's checks), and
     *  changes nothing. */
    void checkResultFits(const QString &event, int round, int table, const std::vector<int> &ranks) const;
    /** Turns players' reports on or off for the event; returns what it was. */
    bool setReporting(const QString &event, bool on);
    /** The result of a match of several games: its ranks from the games won (MatchScore::ranks), the games each
     *  side won as their scores in the game, and the games drawn with the table. */
    qint64 setMatchResult(const QString &event, int round, int table, const MatchScore &score,
                          const QString &date = {});

    /**
     * A head-to-head table not played: winnerSide (1 or 2) won by forfeit, the other did not come; 0: neither
     * came, both lose (not in an elimination, where one side must go on). A game the table had is deleted (the
     * caller keeps it to undo); no rating moves. Throws DbError for a bye, a table of more than two, or a bad side.
     */
    void setForfeit(const QString &event, int round, int table, int winnerSide);
    /** The forfeit of a table, as setForfeit's winnerSide; -1 when it has none. */
    int forfeitOf(const QString &event, int round, int table) const;
    /** Takes a forfeit back: the table has no result again. */
    void clearForfeit(const QString &event, int round, int table);

    /** Elimination: makes again the tables without a result whose players corrected results no longer send there
     *  (detail::rerouteBracket; setResult and setForfeit do it, undo calls it). Returns the tables changed. */
    int rerouteBracket(const QString &event);
    /** Pairs the last round again (after a correction; any format), refused once a table of it has a result. */
    std::vector<EventTable> repairRound(const QString &event);
    /** Takes back the last round's pairings (undo); refused once a table of it has a result. */
    void unpairRound(const QString &event, int round);
    /** Sets the games drawn in a table's match (undo and redo of a match score; setMatchResult keeps them). */
    void setDrawnGames(const QString &event, int round, int table, int drawn);
    /** Links a table to the game that holds its result (redo of a result after its game was restored). */
    void linkResult(const QString &event, int round, int table, qint64 gameId);

    /** A table of an event whose result a game holds. */
    struct ResultLink
    {
        QString event;
        int round = 0;
        int table = 0;
    };
    /** The event tables whose result is this game (none for a game played outside events). */
    std::vector<ResultLink> resultLinks(qint64 gameId) const;

    /** Standings with the event's tie-breaks; tieBreakNames() names their columns. */
    std::vector<EventStanding> standings(const QString &event) const;
    QStringList tieBreakNames(const QString &event) const;
    /** Rounds paired on results that have since changed: each says which seat was paired on what. */
    QStringList outdatedRounds(const QString &event) const;

private:
    qint64 setResult(const QString &event, int round, int table, const std::vector<int> &ranks, const QString &date,
                     const MatchScore *score);
    /** tables() of an event already read with its ratings. */
    std::vector<EventTable> tablesOf(const detail::EventState &s, int round) const;

    const Database &m_db;
};

} // namespace podium::club
