// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// dutchpair: pairs one round of a Swiss with Podium's FIDE (Dutch) engine, for differential tests against
// other Dutch engines. Reads a state as JSON (a file argument or standard input) and prints one board a line,
// "WHITE BLACK" by pairing number, "N 0" for the pairing-allocated bye, in board order.
//
// {"round": 4, "totalRounds": 9, "firstColour": "white",
//  "players": [{"number": 1, "points": 2.5, "acceleration": 0,
//               "history": [{"opponent": 7, "colour": "w", "result": "1"}, ...]}]}
// result uses the TRF-16 codes: 1 = 0 played; + - forfeits; W D L unrated games; H F U Z byes (half, full,
// pairing-allocated, zero). Players not to be paired this round: "absent": {"7": "H"} (number: code), or a
// history entry for the round being paired. "accelerationHistory": a player's virtual points of each past round
// (Baku acceleration), for the floats. "points": {"win": 1, "draw": 0.5, "loss": 0, "bye": 1}, the points of a
// result as TRF's BBW, BBD, BBL and BBU give them (these by default): a forfeit scores a win or a loss, H a draw,
// F a win, Z nothing. Scoring without playing more than a loss is a downfloat (C.04.3 1.4.3), so a PAB worth
// nothing is none.

#include "tournament/dutch.h"
#include "tournament/tournamenterror.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <map>

using namespace podium::tournament;

namespace {

/** What each result is worth. */
struct Points
{
    double win = 1.0;
    double draw = 0.5;
    double loss = 0.0;
    double bye = 1.0; ///< the pairing-allocated bye (U)
};

struct Game
{
    int opponent = 0;
    QString colour;
    QString result;
    bool played() const { return opponent != 0 && QStringLiteral("10=WDL").contains(result) && !result.isEmpty(); }
    double points(const Points &p) const
    {
        if (result == QLatin1String("U"))
            return p.bye;
        if (QStringLiteral("1+WF").contains(result) && !result.isEmpty())
            return p.win;
        if (QStringLiteral("=DH").contains(result) && !result.isEmpty())
            return p.draw;
        if (QStringLiteral("0-L").contains(result) && !result.isEmpty())
            return p.loss;
        return 0.0; // Z, or a round not given
    }
};

Points readPoints(const QJsonObject &o)
{
    Points p;
    p.win = o.value(QLatin1String("win")).toDouble(p.win);
    p.draw = o.value(QLatin1String("draw")).toDouble(p.draw);
    p.loss = o.value(QLatin1String("loss")).toDouble(p.loss);
    p.bye = o.value(QLatin1String("bye")).toDouble(p.bye);
    return p;
}

int fail(const QString &message)
{
    std::fprintf(stderr, "dutchpair: %s\n", qPrintable(message));
    return 2;
}

std::vector<Game> readHistory(const QJsonArray &history)
{
    std::vector<Game> games;
    for (const QJsonValue &g : history) {
        const QJsonObject o = g.toObject();
        games.push_back({o.value(QLatin1String("opponent")).toInt(), o.value(QLatin1String("colour")).toString(),
                         o.value(QLatin1String("result")).toString()});
    }
    return games;
}

/** Players' scores before each round, for the floats (C.04.3 1.4): score[number][r] before round r + 1. */
std::map<int, std::vector<double>> scoresBefore(const std::map<int, std::vector<Game>> &histories, int rounds,
                                                const Points &points)
{
    std::map<int, std::vector<double>> out;
    for (const auto &[number, games] : histories) {
        double s = 0.0;
        for (int r = 0; r < rounds; ++r) {
            out[number].push_back(s);
            if (r < static_cast<int>(games.size()))
                s += games[static_cast<std::size_t>(r)].points(points);
        }
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QFile file;
    if (argc > 1) {
        file.setFileName(QString::fromLocal8Bit(argv[1]));
        if (!file.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("cannot read %1").arg(file.fileName()));
    } else if (!file.open(stdin, QIODevice::ReadOnly)) {
        return fail(QStringLiteral("cannot read standard input"));
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object: %1 at offset %2").arg(error.errorString()).arg(error.offset));
    const QJsonObject state = doc.object();
    DutchOptions options;
    options.round = state.value(QLatin1String("round")).toInt(1);
    options.totalRounds = state.value(QLatin1String("totalRounds")).toInt(0);
    options.firstColour = state.value(QLatin1String("firstColour")).toString() == QLatin1String("black")
        ? Colour::Black
        : Colour::White;
    const QJsonArray list = state.value(QLatin1String("players")).toArray();
    std::map<int, std::vector<Game>> histories;
    std::map<int, int> indexOf;
    for (const QJsonValue &p : list) {
        const int number = p.toObject().value(QLatin1String("number")).toInt();
        indexOf[number] = static_cast<int>(indexOf.size());
        histories[number] = readHistory(p.toObject().value(QLatin1String("history")).toArray());
    }
    const int past = options.round - 1;
    const Points points = readPoints(state.value(QLatin1String("points")).toObject());
    auto scores = scoresBefore(histories, past, points);
    // Floats compare the scores each round was paired on, virtual points included: "accelerationHistory"
    // gives a player's virtual points of each past round.
    for (const QJsonValue &value : list) {
        const QJsonObject o = value.toObject();
        const QJsonArray virtualPoints = o.value(QLatin1String("accelerationHistory")).toArray();
        std::vector<double> &s = scores[o.value(QLatin1String("number")).toInt()];
        for (int r = 0; r < past && r < virtualPoints.size(); ++r)
            s[static_cast<std::size_t>(r)] += virtualPoints.at(r).toDouble();
    }
    std::vector<DutchPlayer> players;
    for (const QJsonValue &value : list) {
        const QJsonObject o = value.toObject();
        DutchPlayer p;
        p.pairingNumber = o.value(QLatin1String("number")).toInt();
        p.score = o.value(QLatin1String("points")).toDouble();
        p.acceleration = o.value(QLatin1String("acceleration")).toDouble();
        const std::vector<Game> &games = histories[p.pairingNumber];
        for (int r = 0; r < past; ++r) {
            const Game g = r < static_cast<int>(games.size()) ? games[static_cast<std::size_t>(r)] : Game {};
            if (g.played()) {
                p.colours.push_back(g.colour == QLatin1String("w") ? Colour::White : Colour::Black);
                p.opponents.push_back(indexOf.at(g.opponent));
                const double mine = scores.at(p.pairingNumber)[static_cast<std::size_t>(r)];
                const double theirs = scores.at(g.opponent)[static_cast<std::size_t>(r)];
                p.floats.push_back(mine > theirs ? Float::Down : mine < theirs ? Float::Up : Float::None);
            } else {
                p.colours.push_back(Colour::None);
                p.floats.push_back(g.points(points) > points.loss ? Float::Down : Float::None);
                if (QStringLiteral("+FU").contains(g.result) && !g.result.isEmpty())
                    p.mayGetBye = false; // C.04.1: a PAB or a point scored without playing
                if (g.result == QLatin1String("U"))
                    p.hadPairingAllocatedBye = true;
            }
        }
        players.push_back(p);
    }
    // A history entry for the round being paired, or an entry in "absent" ({"7": "H"}), is a result fixed in
    // advance (an absence, a requested bye): that player is not paired.
    const QJsonObject absent = state.value(QLatin1String("absent")).toObject();
    std::vector<int> newIndex;
    std::vector<DutchPlayer> paired;
    for (const DutchPlayer &p : players) {
        const bool fixed = static_cast<int>(histories[p.pairingNumber].size()) > past
            || absent.contains(QString::number(p.pairingNumber));
        newIndex.push_back(fixed ? -1 : static_cast<int>(paired.size()));
        if (!fixed)
            paired.push_back(p);
    }
    // The initial ranking counts the players who take part: those paired now and the absent who were paired
    // before (a game, a forfeit or a PAB).
    int rank = 0;
    std::map<int, int> rankOf;
    for (const auto &[number, games] : histories) {
        const bool fixedNow = static_cast<int>(games.size()) > past || absent.contains(QString::number(number));
        const bool pairedBefore = std::any_of(
            games.begin(), games.begin() + std::min<std::ptrdiff_t>(past, static_cast<std::ptrdiff_t>(games.size())),
            [](const Game &g) { return g.opponent != 0 || g.result == QLatin1String("U"); });
        if (!fixedNow || pairedBefore)
            rankOf[number] = rank++;
    }
    for (DutchPlayer &p : paired) {
        p.initialRank = rankOf.at(p.pairingNumber);
        std::vector<int> opponents;
        for (int o : p.opponents)
            if (newIndex[static_cast<std::size_t>(o)] >= 0)
                opponents.push_back(newIndex[static_cast<std::size_t>(o)]);
        p.opponents = opponents;
    }
    try {
        QTextStream out(stdout);
        for (const DutchPairing &board : pairDutch(paired, options))
            out << paired[static_cast<std::size_t>(board.white)].pairingNumber << ' '
                << (board.black < 0 ? 0 : paired[static_cast<std::size_t>(board.black)].pairingNumber) << '\n';
    } catch (const TournamentError &e) {
        return fail(QString::fromStdString(e.what()));
    }
    return 0;
}
