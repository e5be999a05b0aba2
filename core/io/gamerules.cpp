// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/gamerules.h"

#include "io/errortext.h"

#include <algorithm>

namespace podium::io {

namespace {

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/** How a name needs to change to become its key. */
enum class Shape { Key, UpperCaseAscii, Other };

/** Plain ASCII without spaces to trim or collapse is its own key, or one after lowering A-Z; that spares most rows
 *  of a big file a conversion to QString. Anything else (other letters, white space, control characters) is Other. */
Shape shapeOf(std::string_view text)
{
    if (text.empty() || text.front() == ' ' || text.back() == ' ')
        return Shape::Other;
    Shape shape = Shape::Key;
    char previous = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x7F || byte < 0x20 || (c == ' ' && previous == ' '))
            return Shape::Other;
        if (c >= 'A' && c <= 'Z')
            shape = Shape::UpperCaseAscii;
        previous = c;
    }
    return shape;
}

} // namespace

std::string_view playerKey(std::string_view utf8, std::string &scratch)
{
    switch (shapeOf(utf8)) {
    case Shape::Key:
        return utf8;
    case Shape::UpperCaseAscii:
        scratch.assign(utf8);
        for (char &c : scratch)
            c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; // ASCII case folding is lowering
        return scratch;
    case Shape::Other:
        break;
    }
    scratch = fromUtf8(utf8).simplified().toCaseFolded().toStdString();
    return scratch;
}

std::string cleanText(std::string_view utf8)
{
    if (shapeOf(utf8) != Shape::Other)
        return std::string(utf8);
    return fromUtf8(utf8).simplified().toStdString();
}

GameShape::GameShape(const QString &origin)
    : m_origin(origin)
{ }

void GameShape::start(history::GameKind kind)
{
    m_kind = kind;
    ++m_game;
    m_participants = 0;
    if (m_teams.bucket_count() > 64)
        m_teams = {}; // clear() would walk every bucket of a big game for each small one after it
    else
        m_teams.clear();
    m_sideRanks.clear();
    m_sideOrigins.clear();
}

int GameShape::add(std::size_t player, std::string_view shownName, const std::string &team, int rank,
                   std::size_t originNumber)
{
    if (++m_participants > kMaxParticipants)
        throw GameShapeError(GameShapeError::Size,
                             ErrorText::tr("a game has at most %1 participants").arg(kMaxParticipants));
    if (player >= m_lastGame.size())
        m_lastGame.resize(std::max(player + 1, 2 * m_lastGame.size()), 0);
    if (m_lastGame[player] == m_game)
        throw GameShapeError(GameShapeError::Player,
                             ErrorText::tr("'%1' is in this game twice").arg(fromUtf8(shownName)));
    m_lastGame[player] = m_game;
    int side = static_cast<int>(m_sideRanks.size());
    if (m_kind == history::GameKind::Team) {
        const auto [it, added] = m_teams.try_emplace(team, side);
        side = it->second;
        if (!added) {
            if (m_sideRanks[static_cast<std::size_t>(side)] != rank)
                throw GameShapeError(GameShapeError::Team,
                                     ErrorText::tr("rank %1, but team '%2' has rank %3 %4: a team has one rank")
                                         .arg(rank)
                                         .arg(fromUtf8(team))
                                         .arg(m_sideRanks[static_cast<std::size_t>(side)])
                                         .arg(m_origin.arg(m_sideOrigins[static_cast<std::size_t>(side)])));
            return side;
        }
    }
    if (m_sideRanks.size() == kMaxSides)
        throw GameShapeError(GameShapeError::Size, ErrorText::tr("a game has at most %1 sides").arg(kMaxSides));
    m_sideRanks.push_back(rank);
    m_sideOrigins.push_back(originNumber);
    return side;
}

void GameShape::finish() const
{
    if (m_kind == history::GameKind::HeadToHead && m_participants != 2)
        throw GameShapeError(
            GameShapeError::Size,
            ErrorText::tr("a head-to-head game has two participants, this one has %1").arg(m_participants));
    if (m_sideRanks.size() < 2)
        throw GameShapeError(GameShapeError::Size, ErrorText::tr("a game needs at least two sides"));
}

} // namespace podium::io
