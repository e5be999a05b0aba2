// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The event formats and their rules, in one table: how many rounds they play, whether games may be drawn,
// how they pair, which tie-breaks they use. Events, the command line and the New Event dialog all read it.

#include "tournament/standings.h"

#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace podium::club {

enum class EventFormat { Swiss, RoundRobin, SingleElimination, DoubleElimination, Heats };

/** What an event format is: its name, its rules and its defaults. */
struct FormatTraits
{
    EventFormat format;
    QString id; ///< as stored and as podium-cli reads it: "swiss", "roundrobin", "single", "double", "heats"
    /** The rounds an event plays: requested is the organiser's number (0 for the default) and counts only where
     *  choosesRounds; twice: a double round robin. 0 for a bracket, whose results decide how long it runs. */
    int (*plannedRounds)(int entrants, int requested, bool twice);
    bool choosesRounds; ///< the organiser may set the number of rounds
    bool allowsDraws; ///< a head-to-head game may be drawn (the places of a lobby may always be shared)
    bool lobbies; ///< free-for-all lobbies (heats) scored by place, not head-to-head games
    bool elimination; ///< a bracket: no fixed rounds, and a withdrawal once it runs is a lost game
    bool lateEntries; ///< entrants may join (or come back) once the first round is paired
    bool playsTwice; ///< may be played twice over (option double=1)
    /** The values of the option pairing, the first the default; empty where the format pairs one way. */
    QStringList pairingMethods;
    std::vector<tournament::TieBreak> defaultTieBreaks; ///< in order
    int defaultLobbySize; ///< players per lobby unless the organiser says; 0 without lobbies

    /** chosen when it is one of pairingMethods, else the default (empty where there are none). */
    QString pairingMethod(const QString &chosen) const;
};

/** The traits of a format. */
const FormatTraits &traits(EventFormat format);
/** Every format, in the order of the enum. */
std::span<const FormatTraits> eventFormats();

/** "swiss", "roundrobin", "single", "double", "heats". */
QString formatName(EventFormat format);
/** Every format's name, in the order of the enum. */
QStringList formatNames();
/** Throws DbError for a name that is none of formatName's (case and surrounding spaces do not matter). */
EventFormat parseFormat(const QString &name);

/** The tie-breaks a format uses unless the organiser orders others (names as tieBreakFromName reads them). */
QStringList defaultTieBreaks(EventFormat format);
/** Every tie-break an organiser can choose, by name, in the order they are usually ranked. */
QStringList knownTieBreaks();
/** Every format's pairing methods, each once (the values the option pairing takes). */
QStringList knownPairingMethods();

/** How a Swiss pairs and scores (the option style). */
enum class SwissStyle {
    Fide, ///< the FIDE Dutch system: chess and other games with sides
    Games, ///< the card and video game Swiss: 3/1/0, random pairing in point groups, OMW%/GW%/OGW%
    Rating, ///< closest ratings within score groups: casual club nights, not a standard Swiss
};

/** "fide", "games", "rating": as stored and as podium-cli reads them. */
QString swissStyleName(SwissStyle style);
/** Every Swiss style's name, in the order of the enum. */
QStringList swissStyleNames();
/** Throws DbError for a name that is none of swissStyleName's; "dutch" and "quality", the values of the older
 *  option pairing, read as fide and rating. */
SwissStyle parseSwissStyle(const QString &name);
/** The organiser's style, or the default: fide when the event balances sides, games when it does not. */
SwissStyle swissStyleOf(const QString &chosen, bool balanceSides);
/** The rounds a Swiss of this style plays unless the organiser says: for games the Magic Tournament Rules'
 *  Appendix E table, otherwise enough rounds for a sole winner (the ceiling of log2 of the entrants). */
int recommendedSwissRounds(SwissStyle style, int entrants);
/** The rounds an event plays (FormatTraits::plannedRounds), a Swiss by default as its style recommends. */
int plannedEventRounds(EventFormat format, SwissStyle style, int entrants, int requested, bool twice);
/** The tie-breaks a Swiss of this style uses unless the organiser orders others. */
QStringList defaultSwissTieBreaks(SwissStyle style);

} // namespace podium::club
