// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/interchangereplay.h"

#include "io/interchangecsv.h"

#include <optional>
#include <string>

namespace podium::io {

using history::History;
using history::HistoryGame;

namespace {

/** Replays the games that readGames hands on as they come while they are in date order; nullopt when one is not (a
 *  replay then sorts the whole history). */
template<typename ReadGames>
std::optional<ReplayedHistory> replayInOrder(const rating::RatingSystem &system, const ReadGames &readGames)
{
    history::Replayer replayer(system);
    std::string lastDate;
    // Refused by the rating system: said once the file is read, as problems in the file come first.
    std::optional<history::ReplayError> refusal;
    std::optional<History> players = readGames([&](const History &history, const HistoryGame &game) {
        if (game.date < lastDate)
            return false;
        lastDate = game.date;
        if (!refusal) {
            try {
                replayer.offer(history, game);
            } catch (const history::ReplayError &error) {
                refusal = error;
            }
        }
        return true;
    });
    if (!players)
        return std::nullopt;
    if (!refusal) {
        try {
            replayer.finish(*players);
        } catch (const history::ReplayError &error) {
            refusal = error;
        }
    }
    if (refusal)
        throw *refusal;
    std::vector<history::Standing> standings = replayer.standings(*players);
    return ReplayedHistory {std::move(*players), std::move(standings)};
}

} // namespace

ReplayedHistory replayInterchangeFile(const QString &path, const rating::RatingSystem &system)
{
    if (system.period() == rating::RatingPeriod::Game) {
        if (auto replayed
            = replayInOrder(system, [&](const GameHandler &onGame) { return readInterchangeGames(path, onGame); }))
            return std::move(*replayed);
    }
    History history = readInterchangeFile(path);
    std::vector<history::Standing> standings = history::replay(history, system);
    return {std::move(history), std::move(standings)};
}

ReplayedHistory replayInterchange(const QByteArray &data, const QString &fileName, const rating::RatingSystem &system)
{
    if (system.period() == rating::RatingPeriod::Game) {
        if (auto replayed = replayInOrder(
                system, [&](const GameHandler &onGame) { return readInterchangeGames(data, fileName, onGame); }))
            return std::move(*replayed);
    }
    History history = readInterchange(data, fileName);
    std::vector<history::Standing> standings = history::replay(history, system);
    return {std::move(history), std::move(standings)};
}

} // namespace podium::io
