#include "io/gamerules.h"

#include "io/errortext.h"

namespace podium::io {

namespace {

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/** True when text is plain ASCII without upper case letters and without spaces to trim or collapse: then it is
 *  its own key, which spares most rows of a big file a conversion to QString. */
bool isOwnKey(std::string_view text, bool foldCase)
{
    if (text.empty() || text.front() == ' ' || text.back() == ' ')
        return false;
    char previous = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x80 || byte < 0x20 || (c == ' ' && previous == ' ') || (foldCase && c >= 'A' && c <= 'Z'))
            return false;
        previous = c;
    }
    return true;
}

} // namespace

std::string playerKey(std::string_view utf8)
{
    if (isOwnKey(utf8, true))
        return std::string(utf8);
    return fromUtf8(utf8).simplified().toCaseFolded().toStdString();
}

std::string cleanText(std::string_view utf8)
{
    if (isOwnKey(utf8, false))
        return std::string(utf8);
    return fromUtf8(utf8).simplified().toStdString();
}

GameShape::GameShape(history::GameKind kind, const QString &origin)
    : m_kind(kind)
    , m_origin(origin)
{ }

int GameShape::add(const std::string &key, std::string_view shownName, const std::string &team, int rank,
                   std::size_t originNumber)
{
    if (++m_participants > kMaxParticipants)
        throw GameShapeError(GameShapeError::Size,
                             ErrorText::tr("a game has at most %1 participants").arg(kMaxParticipants));
    if (!m_players.insert(key).second)
        throw GameShapeError(GameShapeError::Player,
                             ErrorText::tr("'%1' is in this game twice").arg(fromUtf8(shownName)));
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
