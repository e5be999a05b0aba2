#include "club/eventformat.h"

#include "io/errortext.h"
#include "store/dberror.h"
#include "tournament/roundrobin.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace podium::db {

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
         // the best match quality within score groups, or the top half of a group against its bottom half
         .pairingMethods = {QStringLiteral("quality"), QStringLiteral("dutch")},
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
         .pairingMethods = {QStringLiteral("rating"), QStringLiteral("manual")},
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
         .pairingMethods = {QStringLiteral("rating"), QStringLiteral("manual")},
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

} // namespace podium::db
