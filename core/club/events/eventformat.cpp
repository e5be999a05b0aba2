// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/events/eventformat.h"

#include "club/storetypes.h"
#include "io/errortext.h"
#include "store/dberror.h"
#include "tournament/roundrobin.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace podium::club {

namespace {

using tournament::TieBreak;

/** Swiss: the organiser's number, else enough rounds to find a sole winner (⌈log₂ n⌉). */
int swissRounds(int entrants, int requested, bool)
{
    return requested > 0 ? requested : std::max(1, static_cast<int>(std::ceil(std::log2(double(entrants)))));
}

/** Round robin: everyone meets everyone, once or twice, as the Berger tables schedule it. */
int roundRobinRounds(int entrants, int, bool twice)
{
    return static_cast<int>(tournament::bergerSchedule(entrants, twice).size());
}

/** Elimination: as many rounds as the bracket's results take. */
int bracketRounds(int, int, bool)
{
    return 0;
}

/** Heats: the organiser's number, else three. */
int heatRounds(int, int requested, bool)
{
    return requested > 0 ? requested : 3;
}

const std::array<FormatTraits, 5> &table()
{
    // In the order of the enum; built on first use, so that other files' static data may read it.
    static const std::array<FormatTraits, 5> formats {{
        {.format = EventFormat::Swiss,
         .id = QStringLiteral("swiss"),
         .plannedRounds = swissRounds,
         .choosesRounds = true,
         .allowsDraws = true,
         .lobbies = false,
         .elimination = false,
         .lateEntries = true,
         .playsTwice = false,
         // the pairing numbers: by rating, in the order of entry, or by the known ratings (M2; the style, option
         // style, says how it pairs)
         .pairingMethods = {QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("known")},
         .defaultTieBreaks = {TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::SonnebornBerger,
                              TieBreak::DirectEncounter, TieBreak::Wins, TieBreak::Rating},
         .defaultLobbySize = 0},
        {.format = EventFormat::RoundRobin,
         .id = QStringLiteral("roundrobin"),
         .plannedRounds = roundRobinRounds,
         .choosesRounds = false,
         .allowsDraws = true,
         .lobbies = false,
         .elimination = false,
         .lateEntries = false, // the schedule is fixed at the first round
         .playsTwice = true,
         .pairingMethods = {},
         .defaultTieBreaks = {TieBreak::SonnebornBerger, TieBreak::DirectEncounter, TieBreak::Wins, TieBreak::Rating},
         .defaultLobbySize = 0},
        {.format = EventFormat::SingleElimination,
         .id = QStringLiteral("single"),
         .plannedRounds = bracketRounds,
         .choosesRounds = false,
         .allowsDraws = false,
         .lobbies = false,
         .elimination = true,
         .lateEntries = false, // the bracket is drawn at the first round
         .playsTwice = false,
         // seeded by rating, or in the order of entry
         .pairingMethods = {QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("known")},
         .defaultTieBreaks = {TieBreak::Wins, TieBreak::Rating},
         .defaultLobbySize = 0},
        {.format = EventFormat::DoubleElimination,
         .id = QStringLiteral("double"),
         .plannedRounds = bracketRounds,
         .choosesRounds = false,
         .allowsDraws = false,
         .lobbies = false,
         .elimination = true,
         .lateEntries = false,
         .playsTwice = false,
         .pairingMethods = {QStringLiteral("rating"), QStringLiteral("manual"), QStringLiteral("known")},
         .defaultTieBreaks = {TieBreak::Wins, TieBreak::Rating},
         .defaultLobbySize = 0},
        {.format = EventFormat::Heats,
         .id = QStringLiteral("heats"),
         .plannedRounds = heatRounds,
         .choosesRounds = true,
         .allowsDraws = false, // places, not draws: a lobby's places may be shared
         .lobbies = true,
         .elimination = false,
         .lateEntries = true,
         .playsTwice = false,
         // lobbies of equal strength, or seeded snake style
         .pairingMethods = {QStringLiteral("balanced"), QStringLiteral("snake")},
         .defaultTieBreaks = {TieBreak::Wins, TieBreak::Rating},
         .defaultLobbySize = 8},
    }};
    return formats;
}

QString nameOf(TieBreak tieBreak)
{
    return QString::fromStdString(tournament::tieBreakName(tieBreak));
}

} // namespace

QString FormatTraits::pairingMethod(const QString &chosen) const
{
    if (pairingMethods.contains(chosen))
        return chosen;
    return pairingMethods.value(0);
}

const FormatTraits &traits(EventFormat format)
{
    return table()[static_cast<std::size_t>(format)];
}

std::span<const FormatTraits> eventFormats()
{
    return table();
}

QString formatName(EventFormat format)
{
    return traits(format).id;
}

QStringList formatNames()
{
    QStringList names;
    for (const FormatTraits &t : eventFormats())
        names.append(t.id);
    return names;
}

EventFormat parseFormat(const QString &name)
{
    for (const FormatTraits &t : eventFormats()) {
        if (t.id == name.trimmed().toLower())
            return t.format;
    }
    throw DbError(
        ErrorText::tr("format: '%1' is not a format (%2)").arg(name, formatNames().join(ErrorText::tr(", "))));
}

QStringList defaultTieBreaks(EventFormat format)
{
    QStringList names;
    for (TieBreak t : traits(format).defaultTieBreaks)
        names.append(nameOf(t));
    return names;
}

QStringList knownTieBreaks()
{
    QStringList names;
    for (TieBreak t : {TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::MedianBuchholz, TieBreak::SonnebornBerger,
                       TieBreak::OpponentsMatchWin, TieBreak::GameWin, TieBreak::OpponentsGameWin,
                       TieBreak::DirectEncounter, TieBreak::Wins, TieBreak::Rating})
        names.append(nameOf(t));
    return names;
}

QStringList knownPairingMethods()
{
    QStringList methods;
    for (const FormatTraits &t : eventFormats()) {
        for (const QString &m : t.pairingMethods) {
            if (!methods.contains(m))
                methods.append(m);
        }
    }
    return methods;
}

QString swissStyleName(SwissStyle style)
{
    switch (style) {
    case SwissStyle::Fide:
        return QStringLiteral("fide");
    case SwissStyle::Games:
        return QStringLiteral("games");
    case SwissStyle::Rating:
        break;
    }
    return QStringLiteral("rating");
}

QStringList swissStyleNames()
{
    return {swissStyleName(SwissStyle::Fide), swissStyleName(SwissStyle::Games), swissStyleName(SwissStyle::Rating)};
}

SwissStyle parseSwissStyle(const QString &name)
{
    const QString clean = name.trimmed().toLower();
    // Events created before the styles stored pairing=dutch or pairing=quality: they keep pairing as they did.
    if (clean == QLatin1String("dutch"))
        return SwissStyle::Fide;
    if (clean == QLatin1String("quality"))
        return SwissStyle::Rating;
    for (SwissStyle style : {SwissStyle::Fide, SwissStyle::Games, SwissStyle::Rating}) {
        if (swissStyleName(style) == clean)
            return style;
    }
    throw DbError(ErrorText::tr("option style: '%1' is not a Swiss style (%2)")
                      .arg(name, swissStyleNames().join(ErrorText::tr(", "))));
}

SwissStyle swissStyleOf(const QString &chosen, bool balanceSides)
{
    if (!chosen.isEmpty())
        return parseSwissStyle(chosen);
    return balanceSides ? SwissStyle::Fide : SwissStyle::Games;
}

int recommendedSwissRounds(SwissStyle style, int entrants)
{
    if (style != SwissStyle::Games)
        return swissRounds(entrants, 0, false);
    // Magic Tournament Rules, Appendix E (Recommended Number of Rounds in Swiss Tournaments): up to 8 players
    // the table runs 2 or 3 single-elimination rounds, used here as the Swiss's rounds; 9-16 plays 5 ("all other
    // formats"; 4 only with a booster draft in the playoff).
    constexpr std::array<std::pair<int, int>, 9> kTable {
        {{2, 1}, {4, 2}, {8, 3}, {16, 5}, {32, 5}, {64, 6}, {128, 7}, {226, 8}, {409, 9}}};
    for (const auto &[upTo, rounds] : kTable) {
        if (entrants <= upTo)
            return rounds;
    }
    return 10;
}

int plannedEventRounds(EventFormat format, SwissStyle style, int entrants, int requested, bool twice)
{
    if (format == EventFormat::Swiss && requested <= 0)
        return recommendedSwissRounds(style, entrants);
    return traits(format).plannedRounds(entrants, requested, twice);
}

QStringList defaultSwissTieBreaks(SwissStyle style)
{
    if (style != SwissStyle::Games)
        return defaultTieBreaks(EventFormat::Swiss);
    // Magic Tournament Rules 3.1 and Appendix C: after match points, OMW%, GW%, OGW%.
    QStringList names;
    for (TieBreak t : {TieBreak::OpponentsMatchWin, TieBreak::GameWin, TieBreak::OpponentsGameWin})
        names.append(nameOf(t));
    return names;
}

} // namespace podium::club
