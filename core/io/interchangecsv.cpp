// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/interchangecsv.h"

#include "io/dates.h"

#include "history/hugepages.h"
#include "io/csvreader.h"
#include "io/errortext.h"
#include "io/gamerules.h"
#include "io/gamestarts.h"
#include "io/inputerror.h"
#include "io/textcheck.h"
#include "io/textindex.h"
#include "io/textinput.h"
#include "store/filecheck.h"

#include <QFile>
#include <QStringList>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <unordered_map>

namespace podium::io {

using history::Entry;
using history::GameKind;
using history::History;
using history::HistoryGame;

namespace {

enum Column { GameId, Date, Kind, Participant, Team, Rank, Score, Minutes, ColumnCount };
constexpr std::array<const char *, ColumnCount> kColumnNames {"game_id", "date", "kind",  "participant",
                                                              "team",    "rank", "score", "minutes"};
constexpr std::array<bool, ColumnCount> kRequired {true, true, true, true, false, true, false, false};

QString columnName(Column c)
{
    return QString::fromLatin1(kColumnNames[c]);
}

QString shown(std::string_view text)
{
    return QStringLiteral("'%1'").arg(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())));
}

/** Where each column is in the file's rows; -1 for an optional column the file does not have. */
std::array<int, ColumnCount> readHeader(CsvReader &reader, std::vector<std::string_view> &fields)
{
    if (!reader.next(fields))
        throw InputError::atLine(reader.fileName(), 1,
                                 ErrorText::tr("the file is empty; expected the header ")
                                     + QStringLiteral("game_id,date,kind,participant,team,rank,score,minutes"));
    std::array<int, ColumnCount> at;
    at.fill(-1);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        for (int c = 0; c < ColumnCount; ++c) {
            if (fields[i] != kColumnNames[static_cast<std::size_t>(c)])
                continue;
            if (at[static_cast<std::size_t>(c)] >= 0)
                throw InputError::atLine(reader.fileName(), reader.line(),
                                         ErrorText::tr("the header names column %1 twice").arg(shown(fields[i])));
            at[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
    }
    for (int c = 0; c < ColumnCount; ++c) {
        if (kRequired[static_cast<std::size_t>(c)] && at[static_cast<std::size_t>(c)] < 0)
            throw InputError::atLine(reader.fileName(), reader.line(),
                                     ErrorText::tr("the header has no column '%1'").arg(columnName(Column(c))));
    }
    return at;
}

bool parseDouble(std::string_view text, double &value)
{
    // Most scores and minutes are small whole numbers: read digit by digit they are the same doubles from_chars
    // gives (exact below 2^53), at a fifth of the cost.
    if (!text.empty() && text.size() <= 15) {
        std::int64_t whole = 0;
        std::size_t i = 0;
        for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
            whole = whole * 10 + (text[i] - '0');
        if (i == text.size()) {
            value = static_cast<double>(whole);
            return true;
        }
    }
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end && std::isfinite(value);
}

bool parseInt(std::string_view text, int &value)
{
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return !text.empty() && ec == std::errc() && ptr == end;
}

/** Hashes std::string and std::string_view alike, so that a row's participant is looked up without a copy. */
struct TextHash
{
    using is_transparent = void;
    std::size_t operator()(std::string_view text) const { return std::hash<std::string_view>()(text); }
};

/** Reads rows into games and checks each game as it completes. Read whole, the history holds every game; read
 *  game by game, it holds only the current game, handed to a GameHandler once it is checked. */
class Reader
{
public:
    Reader(const QByteArray &data, const QString &fileName, const GameHandler *onGame)
        : m_csv(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), fileName)
        , m_fileName(fileName)
        , m_data(&data)
        , m_onGame(onGame)
        , m_size(data.size())
    { }
    Reader(QFile &file, const QString &fileName, const GameHandler *onGame)
        : m_csv(file, fileName)
        , m_fileName(fileName)
        , m_path(file.fileName())
        , m_onGame(onGame)
        , m_size(file.size())
    { }

    /** Reads the file; false when the GameHandler stopped it. Throws InputError. */
    bool read();
    History take() { return std::move(m_history); }

private:
    [[noreturn]] void fail(Column c, const QString &message) const
    {
        throw InputError::atCell(m_fileName, m_csv.line(), columnName(c), message);
    }
    std::string_view cell(Column c) const
    {
        const int at = m_at[c];
        return at < 0 || static_cast<std::size_t>(at) >= m_fields.size() ? std::string_view()
                                                                         : m_fields[static_cast<std::size_t>(at)];
    }
    bool readRows();
    void readRow();
    void startGame(std::string_view id);
    void finishGame();
    qsizetype earlierStart(std::string_view id);
    void expectRest(double scale);
    qsizetype firstLineOf(std::string_view id) const;
    double optionalNumber(Column c);
    int player(std::string_view participant);
    std::string team(GameKind kind);

    CsvReader m_csv;
    QString m_fileName;
    const QByteArray *m_data = nullptr; ///< the text read whole, or null for a file read game by game
    QString m_path; ///< the file read game by game
    const GameHandler *m_onGame = nullptr; ///< null: the history is read whole
    bool m_stopped = false; ///< the GameHandler said no more
    std::array<int, ColumnCount> m_at {};
    std::size_t m_columns = 0; ///< how many fields a row needs at least
    std::vector<std::string_view> m_fields;
    History m_history;
    std::unordered_map<std::string, int, TextHash, std::equal_to<>> m_playerIndex; ///< by playerKey
    TextIndex m_playerByText; ///< by the text of a row
    std::string m_scratch; ///< for playerKey
    /** The games seen, by a hash of their ids: a file's ids need not fit in memory beside it. An id whose hash is
     *  known is looked for in the file, read again. */
    GameStarts m_gameStarts;
    qint64 m_size = 0; ///< of the file or text
    std::size_t m_gamesSeen = 0; ///< games started, up to kSampleGames
    static constexpr std::size_t kSampleGames = 4096;
    GameShape m_shape {QStringLiteral("on line %1")}; ///< the current game, by the rules of every game
    bool m_open = false; ///< the last game of the history is still being read: not checked as a whole yet
    bool m_tooBig = false; ///< the current game broke a size limit: its other rows are not read
    std::string m_rawDate; ///< the current game's date as written, to compare rows cheaply
    std::string m_date; ///< for normaliseDateInto
    std::vector<InputError> m_problems; ///< every problem found so far, in the order of the file
    std::string m_brokenGame; ///< the id of the last game with a refused row: not checked as a whole
};

/** Enough to fix a file in one go without flooding the screen when a whole file is of the wrong kind. */
constexpr std::size_t kMaxProblems = 50;

bool Reader::read()
{
    try {
        return readRows();
    } catch (const InputError &) {
        m_csv.checkRest(); // a file that is not UTF-8 is refused as that, whatever else is wrong with it
        throw;
    }
}

bool Reader::readRows()
{
    m_at = readHeader(m_csv, m_fields);
    m_columns = static_cast<std::size_t>(*std::max_element(m_at.begin(), m_at.end())) + 1;
    // Every problem of the file, not just the first, so that one round of corrections fixes them all. A refused
    // row is left out; the game it belongs to is not checked as a whole, which would only repeat the problem.
    bool tooMany = false;
    while (m_csv.next(m_fields)) {
        if (m_fields.size() == 1 && m_fields[0].empty())
            continue; // a blank line
        try {
            readRow();
        } catch (const InputError &problem) {
            m_problems.push_back(problem);
            m_brokenGame.assign(cell(GameId));
            if (m_problems.size() == kMaxProblems) {
                tooMany = true;
                break;
            }
        }
        if (m_stopped)
            return false;
    }
    if (!tooMany)
        finishGame();
    if (m_stopped)
        return false;
    if (m_problems.size() == 1)
        throw m_problems.front();
    if (!m_problems.empty()) {
        QStringList lines;
        for (const InputError &problem : m_problems)
            lines.append(problem.text());
        if (tooMany)
            lines.append(QStringLiteral("%1: stopped after %2 problems").arg(m_fileName).arg(kMaxProblems));
        throw InputError(QString(), lines.join(QLatin1Char('\n')));
    }
    return true;
}

/** Makes room for the whole file, which is `scale` times what was read so far: the id check's table, and when the
 *  history is read whole, its games and entries at once (with a tenth more), in huge pages, rather than doubling
 *  step by step: each step copied what was read, and the fresh pages were most of the read's page faults. */
void Reader::expectRest(double scale)
{
    m_gameStarts.expect(static_cast<std::size_t>(static_cast<double>(kSampleGames) * scale));
    if (m_onGame)
        return;
    const auto room = [scale](std::size_t sofar) { return static_cast<std::size_t>(1.1 * scale * sofar) + 64; };
    m_history.games.reserve(room(m_history.games.size()));
    m_history.entries.reserve(room(m_history.entries.size()));
    m_history.teamNames.reserve(room(m_history.teamNames.size()));
    history::preferHugePages(m_history.games);
    history::preferHugePages(m_history.entries);
    history::preferHugePages(m_history.teamNames);
}

/** The line a game with this id started on, or 0 when it is new. */
qsizetype Reader::earlierStart(std::string_view id)
{
    // After the first games, the rest of the file is likely to have as many a byte.
    if (++m_gamesSeen == kSampleGames && m_csv.offset() > 0)
        expectRest(static_cast<double>(m_size) / static_cast<double>(m_csv.offset()));
    if (m_gameStarts.insert(std::hash<std::string_view>()(id)))
        return 0;
    return firstLineOf(id);
}

/** The first line before this one with this game id, read again from the file; 0 when none has it (another id has
 *  its hash). */
qsizetype Reader::firstLineOf(std::string_view id) const
{
    QFile file(m_path);
    if (!m_data && !file.open(QIODevice::ReadOnly))
        throw InputError(m_fileName, ErrorText::tr("cannot open the file: %1").arg(file.errorString()));
    CsvReader csv = m_data
        ? CsvReader(std::string_view(m_data->constData(), static_cast<std::size_t>(m_data->size())), m_fileName)
        : CsvReader(file, m_fileName);
    std::vector<std::string_view> fields;
    const auto at = static_cast<std::size_t>(m_at[GameId]);
    csv.next(fields); // the header
    while (csv.next(fields) && csv.line() < m_csv.line()) {
        if (at < fields.size() && fields[at] == id)
            return csv.line();
    }
    return 0;
}

void Reader::startGame(std::string_view id)
{
    finishGame();
    if (m_stopped)
        return;
    if (const qsizetype earlier = earlierStart(id))
        fail(GameId,
             QStringLiteral("game %1 continues here, but its rows started on line %2 and another game "
                            "came in between: the rows of a game must be adjacent")
                 .arg(shown(id))
                 .arg(earlier));
    GameKind kind = GameKind::HeadToHead;
    try {
        kind = parseGameKind(cell(Kind));
    } catch (const InputError &error) {
        fail(Kind, error.message());
    }
    if (cell(Date) != m_rawDate || m_rawDate.empty()) { // games of one day often follow each other
        if (!normaliseDateInto(cell(Date), m_date))
            fail(Date,
                 QStringLiteral("%1 is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])").arg(shown(cell(Date))));
        m_rawDate = cell(Date);
    }
    // Read game by game, the game before was handed on: its strings are reused (a date is too long for a short
    // string, and allocating it was a game's largest cost).
    if (m_onGame && !m_history.games.empty()) {
        m_history.entries.clear();
        m_history.teamNames.clear();
    } else {
        m_history.games.emplace_back();
    }
    HistoryGame &game = m_history.games.back();
    game.id.assign(id);
    game.date.assign(m_date);
    game.kind = kind;
    game.sourceLine = static_cast<std::size_t>(m_csv.line());
    game.firstEntry = m_history.entries.size();
    game.entryCount = 0;
    m_shape.start(game.kind);
    m_tooBig = false;
    m_open = true;
}

void Reader::readRow()
{
    if (m_fields.size() < m_columns)
        throw InputError::atLine(
            m_fileName, m_csv.line(),
            ErrorText::tr("%1 fields, but the header has at least %2").arg(m_fields.size()).arg(m_columns));
    const std::string_view id = cell(GameId);
    if (id.empty())
        fail(GameId, QStringLiteral("the game id is empty"));
    const bool current = !m_history.games.empty() && m_history.games.back().id == id;
    if (!current && id == m_brokenGame)
        return; // the rest of a game whose first row was refused
    if (!current) {
        startGame(id);
        if (m_stopped)
            return;
    }
    HistoryGame &game = m_history.games.back();
    if (cell(Date) != m_rawDate && normaliseDate(cell(Date)) != game.date)
        fail(Date,
             QStringLiteral("%1 differs from the date on the game's first row, line %2")
                 .arg(shown(cell(Date)))
                 .arg(game.sourceLine));
    if (cell(Kind) != kindName(game.kind))
        fail(Kind,
             QStringLiteral("%1 differs from the kind on the game's first row, line %2")
                 .arg(shown(cell(Kind)))
                 .arg(game.sourceLine));

    if (current && m_tooBig)
        return; // said once on the row that broke the limit

    Entry entry;
    entry.player = player(cell(Participant));
    if (!parseInt(cell(Rank), entry.rank) || entry.rank < 1)
        fail(Rank, QStringLiteral("%1 is not a rank (a whole number, 1 for the best)").arg(shown(cell(Rank))));
    std::string teamName = team(game.kind);
    try {
        entry.team = m_shape.add(static_cast<std::size_t>(entry.player), cell(Participant), teamName, entry.rank,
                                 static_cast<std::size_t>(m_csv.line()));
    } catch (const GameShapeError &error) {
        m_tooBig = error.field() == GameShapeError::Size;
        fail(error.field() == GameShapeError::Team ? Rank : Participant, error.message());
    }
    entry.score = optionalNumber(Score);
    entry.minutes = optionalNumber(Minutes);
    entry.sourceLine = static_cast<std::size_t>(m_csv.line());
    m_history.entries.push_back(entry);
    m_history.teamNames.push_back(std::move(teamName));
    ++game.entryCount;
}

/** The index of the row's participant, who is new to the file or known by the same name ignoring case and
 *  white space (playerKey), as a club knows its players. */
int Reader::player(std::string_view participant)
{
    // Text met before is that player again, and passed the checks then: a name is looked up once per row, not
    // also checked and case-folded (a tenth of reading a file).
    if (const int known = m_playerByText.find(participant); known >= 0)
        return known;
    if (participant.empty())
        fail(Participant, QStringLiteral("the participant is empty"));
    if (const QString problem = nameTextProblem(participant); !problem.isEmpty())
        fail(Participant, problem);
    const std::string_view key = playerKey(participant, m_scratch);
    if (key.empty())
        fail(Participant, QStringLiteral("the participant is only white space"));
    auto known = m_playerIndex.find(key);
    if (known == m_playerIndex.end()) {
        known = m_playerIndex.emplace(std::string(key), static_cast<int>(m_history.players.size())).first;
        m_history.players.push_back(cleanText(participant));
    }
    m_playerByText.add(participant, known->second);
    return known->second;
}

/** The row's team as Podium keeps it (cleanText); empty outside team games. */
std::string Reader::team(GameKind kind)
{
    if (kind != GameKind::Team)
        return {};
    const std::string_view text = cell(Team);
    if (const QString problem = nameTextProblem(text); !problem.isEmpty())
        fail(Team, problem);
    std::string clean = cleanText(text);
    if (clean.empty())
        fail(Team, QStringLiteral("a team game needs the team of every participant"));
    return clean;
}

double Reader::optionalNumber(Column c)
{
    const std::string_view text = cell(c);
    double value = std::numeric_limits<double>::quiet_NaN();
    if (!text.empty() && !parseDouble(text, value))
        fail(c, QStringLiteral("%1 is not a number").arg(shown(text)));
    return value;
}

/** Checks the last game as a whole once all its rows are read, and hands it on when reading game by game. */
void Reader::finishGame()
{
    if (!m_open)
        return; // checked already, before a refused first row of the next game
    m_open = false;
    const HistoryGame &game = m_history.games.back();
    if (game.id == m_brokenGame)
        return;
    try {
        m_shape.finish();
    } catch (const InputError &error) {
        m_problems.push_back(InputError::atLine(m_fileName, static_cast<qsizetype>(game.sourceLine),
                                                QStringLiteral("game %1: %2").arg(shown(game.id), error.message())));
    }
    // After a problem the file is refused: its games are read only to find the other problems.
    if (m_onGame && m_problems.empty() && !(*m_onGame)(m_history, game))
        m_stopped = true;
}

} // namespace

History readInterchange(const QByteArray &data, const QString &fileName)
{
    Reader reader(data, fileName, nullptr);
    reader.read();
    History history = reader.take();
    history.source = fileName.toStdString();
    return history;
}

std::optional<History> readInterchangeGames(const QString &path, const GameHandler &onGame)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, ErrorText::tr("cannot open the file: %1").arg(file.errorString()));
    Reader reader(file, path, &onGame);
    if (!reader.read())
        return std::nullopt;
    return reader.take();
}

std::optional<History> readInterchangeGames(const QByteArray &data, const QString &fileName, const GameHandler &onGame)
{
    Reader reader(data, fileName, &onGame);
    if (!reader.read())
        return std::nullopt;
    return reader.take();
}

QStringList interchangeColumns()
{
    QStringList names;
    for (const char *name : kColumnNames)
        names.append(QString::fromLatin1(name));
    return names;
}

namespace {

/** The file's contents. A file of known size is read into room made for it at once, in huge pages: a big file's
 *  thousands of fresh pages were a fifth of the reader's page faults (QIODevice::readAll grows its buffer). */
QByteArray readWhole(QFile &file)
{
    const qint64 size = file.isSequential() ? 0 : file.size();
    if (size <= 0)
        return file.readAll();
    QByteArray data(size, Qt::Uninitialized);
    history::preferHugePages(data.constData(), static_cast<std::size_t>(size));
    const qint64 read = file.read(data.data(), size);
    if (read < 0)
        throw InputError(file.fileName(), ErrorText::tr("cannot read the file: %1").arg(file.errorString()));
    data.truncate(read);
    data += file.readAll(); // what was written to it meanwhile, as readAll would read it
    return data;
}

} // namespace

History readInterchangeFile(const QString &path)
{
    QFile file;
    const bool stdinput = path == QStringLiteral("-");
    // Never a file of a club open in this process (closing it would release the club's locks), a FIFO or a device.
    if (const QString problem = store::fileProblem(path); !stdinput && !problem.isEmpty())
        throw InputError(QString(), problem);
    if (stdinput ? !file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), !file.open(QIODevice::ReadOnly)))
        throw InputError(path, ErrorText::tr("cannot open the file: %1").arg(file.errorString()));
    return readInterchange(readWhole(file), stdinput ? QStringLiteral("stdin") : path);
}

namespace {

std::string number(double value)
{
    if (std::isnan(value))
        return {};
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, end);
}

} // namespace

QByteArray writeInterchange(const History &history)
{
    std::string out = "game_id,date,kind,participant,team,rank,score,minutes\n";
    for (const HistoryGame &game : history.games) {
        const std::string date
            = game.date.size() == 19 && game.date.ends_with("T00:00:00") ? game.date.substr(0, 10) : game.date;
        for (std::size_t e = game.firstEntry; e < game.firstEntry + game.entryCount; ++e) {
            const Entry &entry = history.entries[e];
            out += csvField(game.id);
            out += ',';
            out += date;
            out += ',';
            out += kindName(game.kind);
            out += ',';
            out += csvField(history.players[static_cast<std::size_t>(entry.player)]);
            out += ',';
            if (game.kind == GameKind::Team)
                out += e < history.teamNames.size() && !history.teamNames[e].empty()
                    ? csvField(history.teamNames[e])
                    : 'T' + std::to_string(entry.team + 1);
            out += ',';
            out += std::to_string(entry.rank);
            out += ',';
            out += number(entry.score);
            out += ',';
            out += number(entry.minutes);
            out += '\n';
        }
    }
    return QByteArray(out.data(), static_cast<qsizetype>(out.size()));
}

} // namespace podium::io
