// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/labels.h"

#include "tournament/standings.h"
#include "tournament/tournamenterror.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace podium {

QString Labels::format(club::EventFormat format)
{
    switch (format) {
    case club::EventFormat::Swiss:
        return tr("Swiss");
    case club::EventFormat::RoundRobin:
        return tr("Round robin");
    case club::EventFormat::SingleElimination:
        return tr("Single elimination");
    case club::EventFormat::DoubleElimination:
        return tr("Double elimination");
    case club::EventFormat::Heats:
        break;
    }
    return tr("Free-for-all heats");
}

QString Labels::tieBreak(const QString &name)
{
    using tournament::TieBreak;
    TieBreak tieBreak = TieBreak::Rating;
    try {
        tieBreak = tournament::tieBreakFromName(name.toStdString());
    } catch (const tournament::TournamentError &) {
        return name; // core refuses such a name: it never reaches the page
    }
    switch (tieBreak) {
    case TieBreak::BuchholzCut1:
        return tr("Buchholz cut 1");
    case TieBreak::Buchholz:
        return tr("Buchholz");
    case TieBreak::MedianBuchholz:
        return tr("Median Buchholz");
    case TieBreak::SonnebornBerger:
        return tr("Sonneborn-Berger");
    case TieBreak::DirectEncounter:
        return tr("Direct encounter");
    case TieBreak::Wins:
        return tr("Wins");
    case TieBreak::OpponentsMatchWin:
        return tr("Opponents' match-win %");
    case TieBreak::GameWin:
        return tr("Game-win %");
    case TieBreak::OpponentsGameWin:
        return tr("Opponents' game-win %");
    case TieBreak::Rating:
        break;
    }
    return tr("Rating");
}

QString Labels::swissStyle(club::SwissStyle style)
{
    switch (style) {
    case club::SwissStyle::Fide:
        return tr("FIDE Dutch system");
    case club::SwissStyle::Games:
        return tr("Card-game Swiss");
    case club::SwissStyle::Rating:
        break;
    }
    return tr("Closest ratings");
}

QString Labels::swissStyleNote(club::SwissStyle style)
{
    switch (style) {
    case club::SwissStyle::Fide:
        return tr("FIDE Dutch system: top half against bottom half, colours balanced — for chess and games with "
                  "sides.");
    case club::SwissStyle::Games:
        return tr("Card-game Swiss: 3 points a win, random pairing in each point group, tie-breaks by opponents' "
                  "match-win % — for card and video games.");
    case club::SwissStyle::Rating:
        break;
    }
    return tr("Closest ratings within score groups: casual club nights, not a standard Swiss.");
}

QString Labels::pairing(const QString &method)
{
    if (method == QLatin1String("quality"))
        return tr("Best match quality within score groups");
    if (method == QLatin1String("dutch"))
        return tr("Top half against bottom half");
    if (method == QLatin1String("balanced"))
        return tr("Lobbies of equal strength");
    if (method == QLatin1String("snake"))
        return tr("Seeded snake style");
    if (method == QLatin1String("rating"))
        return tr("Seeded by rating");
    if (method == QLatin1String("manual"))
        return tr("Seeded in the order of entry");
    if (method == QLatin1String("known"))
        return tr("Seeded by known rating (FIDE, national)");
    return method;
}

QString Labels::status(club::EventStatus status)
{
    switch (status) {
    case club::EventStatus::Open:
        return tr("not started");
    case club::EventStatus::Running:
        return tr("running");
    case club::EventStatus::Finished:
        break;
    }
    return tr("finished");
}

QString Labels::decider(const club::Decider &decider, const QStringList &tieBreaks)
{
    switch (decider.kind) {
    case club::Decider::Points:
        return tr("points");
    case club::Decider::TieBreak:
        return tieBreak(tieBreaks.value(decider.tieBreak));
    case club::Decider::Shared:
        break;
    }
    return tr("shared place");
}

QString Labels::algorithm(const QString &id)
{
    // Names of their authors' making, the same in every language: not for translation.
    if (id == QLatin1String("trueskill"))
        return QStringLiteral("TrueSkill");
    if (id == QLatin1String("elo"))
        return QStringLiteral("Elo");
    if (id == QLatin1String("zonestats"))
        return QStringLiteral("ZoneStats");
    if (id == QLatin1String("glicko2"))
        return QStringLiteral("Glicko-2");
    return id;
}

QString Labels::parameter(const QString &name)
{
    static const std::pair<const char *, const char *> names[] {
        {"mu", QT_TR_NOOP("μ, a new player's mean")},
        {"sigma", QT_TR_NOOP("σ, a new player's uncertainty")},
        {"beta", QT_TR_NOOP("β, performance spread")},
        {"tau", QT_TR_NOOP("τ, drift between games")},
        {"draw_probability", QT_TR_NOOP("Draw probability")},
        {"k", QT_TR_NOOP("k")},
        {"variant", QT_TR_NOOP("Variant")},
        {"start", QT_TR_NOOP("Start rating")},
        {"t", QT_TR_NOOP("T, spread")},
        {"game_mult", QT_TR_NOOP("Game multiplier")},
        {"max_game_length", QT_TR_NOOP("Longest game (minutes)")},
        {"period", QT_TR_NOOP("Rating period")},
        {"partial_play", QT_TR_NOOP("Partial play")},
        {"rd", QT_TR_NOOP("RD, a new player's deviation")},
        {"volatility", QT_TR_NOOP("Volatility, a new player's")},
    };
    for (const auto &[id, label] : names) {
        if (name == QLatin1String(id))
            return tr(label);
    }
    return name;
}

QString Labels::glicko2Help(const QString &name)
{
    // After Glickman's "Example of the Glicko-2 system".
    if (name == QLatin1String("period"))
        return tr("Game: every game is rated at once, for its players only. Day, week or month: each player is rated "
                  "once per calendar period from all their games in it, and an RD grows through periods without one.");
    if (name == QLatin1String("start"))
        return tr("The rating a new player starts with (Glickman's 1500).");
    if (name == QLatin1String("rd"))
        return tr("How unsure a new player's rating is (Glickman's 350); no RD ever grows past it.");
    if (name == QLatin1String("volatility"))
        return tr("How erratic a new player's results are expected to be (Glickman's 0.06).");
    if (name == QLatin1String("tau"))
        return tr("How fast the volatility may change: Glickman advises 0.3 to 1.2.");
    return {};
}

QString Labels::parameterHelp(const QString &algorithm, const QString &name)
{
    // One line each, after the sources: the TrueSkill paper (Herbrich, Minka, Graepel), Elo's rule as chess
    // federations apply it, and the ZoneStats description (shared/docs).
    const bool elo = algorithm == QLatin1String("elo"), zonestats = algorithm == QLatin1String("zonestats");
    if (algorithm == QLatin1String("glicko2"))
        return glicko2Help(name);
    if (name == QLatin1String("mu"))
        return tr("The skill a player starts with; ratings are shown as μ − kσ.");
    if (name == QLatin1String("sigma"))
        return tr("How unsure a new player's skill is; it shrinks as they play.");
    if (name == QLatin1String("beta"))
        return elo ? tr("The rating difference that makes the stronger player about 76 % sure to win (200 is "
                        "chess's 400-point scale).")
                   : tr("How much one game's performance varies around the skill: larger makes upsets likelier.");
    if (name == QLatin1String("tau"))
        return tr("Uncertainty added before each game, so that ratings keep moving over a long history.");
    if (name == QLatin1String("draw_probability"))
        return tr("How often two equal players draw; 0 for games that cannot be drawn.");
    if (name == QLatin1String("k"))
        return elo ? tr("The most a rating moves in one game (chess clubs use 10 to 40).")
                   : tr("How cautious the shown rating is: μ − kσ, so 3 puts a player 99.9 % sure above it.");
    if (name == QLatin1String("partial_play"))
        return tr("From minutes: a player's weight is their minutes over the longest in the game, so five minutes of "
                  "twenty move a rating a quarter as much.");
    if (name == QLatin1String("variant"))
        return tr("Logistic is chess's Elo; Gaussian is the TrueSkill paper's Elo baseline.");
    if (name == QLatin1String("start"))
        return zonestats ? tr("The rating a new player starts with (the description's 500).")
                         : tr("The rating a new player starts with.");
    if (name == QLatin1String("t"))
        return tr("The spread of the ratings: T points ahead makes a player 73 % likely to outscore the other.");
    if (name == QLatin1String("game_mult"))
        return tr("Points at stake per minute played: a game moves a rating by at most this much a minute.");
    if (name == QLatin1String("max_game_length"))
        return tr("A longer game counts as this many minutes (the description's MAX_GAME_LENGTH).");
    return {};
}

QString Labels::parameterChoice(const QString &choice)
{
    if (choice == QLatin1String("logistic"))
        return tr("Logistic (chess)");
    if (choice == QLatin1String("gaussian"))
        return tr("Gaussian (the TrueSkill paper's baseline)");
    if (choice == QLatin1String("off"))
        return tr("Off: everyone counts fully");
    if (choice == QLatin1String("minutes"))
        return tr("From the minutes played");
    if (choice == QLatin1String("game"))
        return tr("Each game");
    if (choice == QLatin1String("day"))
        return tr("Day");
    if (choice == QLatin1String("week"))
        return tr("Week (Monday to Sunday)");
    if (choice == QLatin1String("month"))
        return tr("Month");
    return choice;
}

QString Labels::points(double value)
{
    const double whole = std::floor(value);
    if (value - whole == 0.5)
        return (whole == 0 ? QString() : QLocale().toString(whole, 'f', 0)) + QStringLiteral("\u00bd");
    return QLocale().toString(value, 'g', 6);
}

QString Labels::field(const QString &name)
{
    return tr("%1:", "a field's label: its name and a colon").arg(name);
}

QString Labels::floatNote(const club::EventTable &table, const QString &pairingMethod)
{
    if (table.bye || table.seats.size() != 2 || table.seats[0].scoreBefore == table.seats[1].scoreBefore)
        return {};
    const bool firstHigher = table.seats[0].scoreBefore > table.seats[1].scoreBefore;
    const club::EventSeat &high = table.seats[firstHigher ? 0 : 1], &low = table.seats[firstHigher ? 1 : 0];
    const QString why = pairingMethod == QLatin1String("dutch")
        ? tr("the higher score group could not be paired within itself without a rematch or leaving someone out")
        : tr("the quality pairing weighs score groups against closeness in rating, and crosses a group for a closer "
             "game, to avoid a rematch or to leave no one out");
    return tr("%1 on %2 floats down to %3 on %4: %5")
        .arg(high.player, points(high.scoreBefore), low.player, points(low.scoreBefore), why);
}

std::pair<QString, QString> Labels::fideNote(const QString &note)
{
    // The engine's notes (tournament/dutchboards.cpp), one or two to a table, "; " between them. C7 of the
    // walkthrough of 28 November: they were English and took most of a German table's width.
    static const QRegularExpression downfloat(
        QStringLiteral("^#(\\d+) \\(([\\d.]+)\\) floats down to #(\\d+) \\(([\\d.]+)\\) of a lower scoregroup "
                       "\\(C\\.04\\.3 1\\.4\\)$"));
    static const QRegularExpression colour(QStringLiteral(
        "^#(\\d+) does not get the (absolute |strong |)colour preference \\((white|black)\\) \\(C\\.04\\.3 5\\.2\\)$"));
    static const QString bye
        = QStringLiteral("pairing-allocated bye: no PAB or point without playing before (C.04.3 C2), "
                         "from the lowest scoregroup the rest of the round allows (C5)");
    QStringList shortParts, wholeParts;
    for (const QString &part : note.split(QStringLiteral("; "), Qt::SkipEmptyParts)) {
        if (const QRegularExpressionMatch m = downfloat.match(part); m.hasMatch()) {
            const QString high = points(m.captured(2).toDouble()), low = points(m.captured(4).toDouble());
            shortParts << tr("#%1 (%2) floats down to #%3 (%4)").arg(m.captured(1), high, m.captured(3), low);
            wholeParts << tr("#%1 (%2) meets #%3 (%4) of a lower score group: a downfloat "
                             "(FIDE Dutch system, C.04.3 article 1.4)")
                              .arg(m.captured(1), high, m.captured(3), low);
        } else if (const QRegularExpressionMatch c = colour.match(part); c.hasMatch()) {
            const bool white = c.captured(3) == QLatin1String("white");
            shortParts << (white ? tr("#%1 does not get white") : tr("#%1 does not get black")).arg(c.captured(1));
            const QString strength = c.captured(2).trimmed();
            const QString whole = strength == QLatin1String("absolute")
                ? (white ? tr("#%1 does not get white, the colour of their absolute preference")
                         : tr("#%1 does not get black, the colour of their absolute preference"))
                : strength == QLatin1String("strong")
                ? (white ? tr("#%1 does not get white, the colour of their strong preference")
                         : tr("#%1 does not get black, the colour of their strong preference"))
                : (white ? tr("#%1 does not get white, the colour they prefer")
                         : tr("#%1 does not get black, the colour they prefer"));
            wholeParts << whole.arg(c.captured(1)) + QLatin1Char(' ') + tr("(FIDE Dutch system, C.04.3 article 5.2)");
        } else if (part == bye) {
            shortParts << tr("Pairing-allocated bye");
            wholeParts << tr("Pairing-allocated bye: to a player who has had neither a bye nor a point without "
                             "playing, from the lowest score group the rest of the round allows (FIDE Dutch system, "
                             "C.04.3 C2 and C5)");
        } else if (part == QLatin1String("half-point bye: asked for before the round")) {
            shortParts << tr("Half-point bye on request");
            wholeParts << tr("Half-point bye: the player asked for it before the round was paired, and scores a "
                             "draw's points without playing");
        } else if (part == QLatin1String("absent: asked for before the round")) {
            shortParts << tr("Absent on request");
            wholeParts << tr("Absent: the player said before the round was paired that they would not play in it; "
                             "no points, and they stay in the event");
        } else {
            shortParts << part;
            wholeParts << part;
        }
    }
    return {shortParts.join(QStringLiteral("; ")), wholeParts.join(QLatin1Char('\n'))};
}

QString Labels::reached(const tournament::BracketExit &exit)
{
    using Part = tournament::BracketMatch::Part;
    switch (exit.kind) {
    case tournament::BracketExit::Kind::Champion:
        return tr("Winner");
    case tournament::BracketExit::Kind::StillIn:
        return tr("Still in");
    case tournament::BracketExit::Kind::NotDrawn:
        return tr("Not in the draw");
    case tournament::BracketExit::Kind::Out:
        break;
    }
    if (exit.part == Part::GrandFinal || exit.part == Part::Reset)
        return tr("Lost the grand final");
    if (exit.part == Part::Losers)
        return exit.round == exit.roundsInPart ? tr("Lost the losers' final")
                                               : tr("Out in losers' round %1").arg(exit.round);
    const int fromEnd = exit.roundsInPart - exit.round;
    return fromEnd == 0 ? tr("Lost the final")
        : fromEnd == 1  ? tr("Out in the semi-finals")
                        : tr("Out in round %1").arg(exit.round);
}

} // namespace podium
