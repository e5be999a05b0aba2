// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/trf.h"

#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/resultpoints.h"
#include "io/textcheck.h"
#include "io/trfdates.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

namespace podium::io {

namespace {

// Columns of the 001 line (TRF-16, FIDE Handbook C.04 Annex 2), from 1 as the description counts them.
constexpr int kRoundColumn = 92; ///< round 1's entry; each later round 10 columns further
constexpr int kRoundWidth = 10;
constexpr int kMaxRounds = 999; ///< as XXR takes them: a bound on the work a file can ask for
constexpr int kNameWidth = 33; ///< columns 15-47
constexpr const char *kResults = "+-WDL1=0HFUZ";
/** The BB lines (JaVaFo's and bbpPairings' extension): the letter after BB, and the points it sets. */
constexpr std::pair<char, double TrfPoints::*> kPointCodes[] {
    {'W', &TrfPoints::win},     {'D', &TrfPoints::draw},        {'L', &TrfPoints::loss},
    {'Z', &TrfPoints::zeroBye}, {'F', &TrfPoints::forfeitLoss}, {'U', &TrfPoints::pairingBye}};

/** Where field is in kPointCodes. */
std::size_t pointsIndex(double TrfPoints::*field)
{
    std::size_t i = 0;
    while (i + 1 < std::size(kPointCodes) && kPointCodes[i].second != field)
        ++i;
    return i;
}

/** "BBW" for the points of a win, and so on. */
QString pointsCode(double TrfPoints::*field)
{
    return QStringLiteral("BB") + QLatin1Char(kPointCodes[pointsIndex(field)].first);
}

/** A line as its columns: one a character (a code point), as the description counts them, where QString would
 *  count a character outside the BMP twice. */
class Columns
{
public:
    explicit Columns(const QString &text = {})
        : m_chars(text.toStdU32String())
    { }
    int size() const { return static_cast<int>(m_chars.size()); }
    /** Columns from-to (1-based, inclusive); what of them the line has. */
    QString field(int from, int to) const
    {
        const auto start = static_cast<std::size_t>(from - 1);
        return start >= m_chars.size()
            ? QString()
            : QString::fromStdU32String(m_chars.substr(start, static_cast<std::size_t>(to - from + 1)));
    }
    /** Writes text from column (1-based), padding with spaces up to it. */
    void put(int column, const QString &text)
    {
        const std::u32string chars = text.toStdU32String();
        const auto start = static_cast<std::size_t>(column - 1);
        if (m_chars.size() < start + chars.size())
            m_chars.resize(start + chars.size(), U' ');
        m_chars.replace(start, chars.size(), chars);
    }
    QString text() const
    {
        std::u32string chars = m_chars;
        while (!chars.empty() && chars.back() == U' ')
            chars.pop_back();
        return QString::fromStdU32String(chars);
    }

private:
    std::u32string m_chars;
};

/** How many columns text takes. */
int width(const QString &text)
{
    return static_cast<int>(text.toStdU32String().size());
}

/** Text right-aligned in columns columns. */
QString right(const QString &text, int columns)
{
    const int used = width(text);
    return used >= columns ? text : QString(columns - used, QLatin1Char(' ')) + text;
}

/** The first columns characters of text, none cut in half. */
QString firstColumns(const QString &text, int columns)
{
    return QString::fromStdU32String(text.toStdU32String().substr(0, static_cast<std::size_t>(columns)));
}

QString pointsText(double points)
{
    return QString::number(points, 'f', 1);
}

QString headerLine(const char *code, const QString &value)
{
    return QLatin1String(code) + QLatin1Char(' ') + value;
}

QString roundDatesLine(const QList<QDate> &dates)
{
    Columns line(QStringLiteral("132"));
    for (int r = 0; r < dates.size(); ++r) {
        if (dates[r].isValid())
            line.put(kRoundColumn + r * kRoundWidth, dates[r].toString(QStringLiteral("yy/MM/dd")));
    }
    return line.text();
}

QString playerLine(const TrfPlayer &p)
{
    if (width(p.name) > kNameWidth)
        throw InputError(ErrorText::tr("player %1").arg(p.number),
                         ErrorText::tr("the name '%1' is longer than TRF's %2 characters").arg(p.name).arg(kNameWidth));
    const QString points = pointsText(p.points);
    if (points.size() > 4)
        throw InputError(ErrorText::tr("player %1").arg(p.number),
                         ErrorText::tr("%1 points do not fit TRF's four columns").arg(points));
    Columns line(QStringLiteral("001"));
    line.put(5, right(QString::number(p.number), 4));
    line.put(10, QString(QLatin1Char(p.sex)));
    line.put(11, right(firstColumns(p.title, 3), 3));
    line.put(15, p.name);
    if (p.rating > 0)
        line.put(49, right(QString::number(p.rating), 4));
    line.put(54, firstColumns(p.federation, 3));
    line.put(58, right(firstColumns(p.fideId, 11), 11));
    line.put(70, firstColumns(p.birthDate, 10));
    line.put(81, right(points, 4));
    if (p.rank > 0)
        line.put(86, right(QString::number(p.rank), 4));
    for (std::size_t r = 0; r < p.rounds.size(); ++r) {
        const TrfRound &e = p.rounds[r];
        if (e.result == ' ' && e.opponent == 0)
            continue; // no entry; a game paired but not played yet keeps its opponent and colour
        const QString entry = QStringLiteral("%1 ").arg(e.opponent, 4, 10, QLatin1Char('0')) + QLatin1Char(e.colour)
            + QLatin1Char(' ') + QLatin1Char(e.result);
        line.put(kRoundColumn + static_cast<int>(r) * kRoundWidth, entry);
    }
    return line.text();
}

void addPointLines(QStringList &lines, const TrfPoints &p)
{
    if (const auto problem = resultPointsProblem(p))
        throw InputError(pointsCode(problem->field), problem->message);
    TrfPoints usual; // what a reader takes for a line left out: FIDE's points, and a bye worth a win
    usual.pairingBye = p.win;
    const std::pair<const char *, double TrfPoints::*> codes[] {
        {"BBW", &TrfPoints::win},     {"BBD", &TrfPoints::draw},        {"BBL", &TrfPoints::loss},
        {"BBZ", &TrfPoints::zeroBye}, {"BBF", &TrfPoints::forfeitLoss}, {"BBU", &TrfPoints::pairingBye}};
    for (const auto &[code, field] : codes) {
        if (p.*field != usual.*field)
            lines.append(QLatin1String(code) + QLatin1Char(' ') + right(pointsText(p.*field), 4));
    }
}

/** Reads a file line by line; every refusal names the file, the line and, in a round entry, the round and player. */
class Reader
{
public:
    explicit Reader(const QString &fileName)
        : m_file(fileName.isEmpty() ? ErrorText::tr("the TRF file") : fileName)
    { }

    TrfTournament read(const QByteArray &data)
    {
        requireUtf8(std::string_view(data.constData(), static_cast<std::size_t>(data.size())), m_file);
        const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            m_line = i + 1;
            QString line = lines[i];
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
            readLine(line);
        }
        if (m_t.players.empty())
            throw InputError(m_file, ErrorText::tr("no player: a TRF file lists its players on lines starting 001"));
        if (!m_byeScored) // as pairing programs read it: without BBU, a pairing-allocated bye is worth a win
            m_t.points.pairingBye = m_t.points.win;
        checkPoints();
        resolveRoundDates();
        checkRounds();
        checkUnfinished();
        return m_t;
    }

private:
    QString where() const { return ErrorText::tr("%1, line %2").arg(m_file).arg(m_line); }
    QString whereRound(int round, int player) const
    {
        return ErrorText::tr("%1, line %2, round %3 of player %4").arg(m_file).arg(m_line).arg(round).arg(player);
    }
    [[noreturn]] void fail(const QString &message) const { throw InputError(where(), message); }
    /** Fails at line, or at the file for a line it does not have. */
    [[noreturn]] void failAt(int line, const QString &message)
    {
        m_line = line;
        throw InputError(line > 0 ? where() : m_file, message);
    }

    /** A whole number in columns from-to, 0 when blank. */
    int number(const Columns &line, int from, int to, const QString &what) const
    {
        const QString text = line.field(from, to).trimmed();
        if (text.isEmpty())
            return 0;
        bool ok = false;
        const int value = text.toInt(&ok);
        if (!ok || value < 0 || !std::all_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); }))
            fail(ErrorText::tr("%1 '%2' (columns %3-%4) is not a whole number").arg(what, text).arg(from).arg(to));
        return value;
    }

    double decimal(const QString &text, const QString &what, int from, int to) const
    {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(value))
            fail(ErrorText::tr("%1 '%2' (columns %3-%4) is not a number").arg(what, text.trimmed()).arg(from).arg(to));
        return value;
    }

    void readLine(const QString &line)
    {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1String("###")))
            return;
        const QString code = line.left(3);
        if (code == QLatin1String("001"))
            return readPlayer(Columns(line));
        const QString value = line.mid(4).trimmed();
        const std::pair<const char *, QString TrfTournament::*> texts[] {
            {"012", &TrfTournament::name},         {"022", &TrfTournament::city},
            {"032", &TrfTournament::federation},   {"042", &TrfTournament::startDate},
            {"052", &TrfTournament::endDate},      {"092", &TrfTournament::type},
            {"102", &TrfTournament::chiefArbiter}, {"122", &TrfTournament::timeControl}};
        for (const auto &[tag, member] : texts) {
            if (code == QLatin1String(tag)) {
                requireNameText(value, where());
                m_t.*member = value;
                return;
            }
        }
        if (code == QLatin1String("132"))
            return readRoundDates(Columns(line));
        if (code == QLatin1String("XXR"))
            return readPlannedRounds(value);
        if (code == QLatin1String("XXC"))
            return readInitialColour(value);
        if (code.size() == 3 && code.startsWith(QLatin1String("BB")))
            return readPoints(Columns(line));
        // Other codes (team lines, other programs' extensions) hold nothing Podium keeps.
    }

    [[noreturn]] void failDate(int round, const QString &date) const
    {
        const int column = kRoundColumn + (round - 1) * kRoundWidth;
        fail(ErrorText::tr("round %1's date '%2' (columns %3-%4) is not a date YY/MM/DD")
                 .arg(round)
                 .arg(date)
                 .arg(column)
                 .arg(column + 7));
    }

    /** The 132 line as written; resolveRoundDates gives the dates their century once the whole file is read. */
    void readRoundDates(const Columns &line)
    {
        static const QRegularExpression shape(QStringLiteral("^\\d\\d/\\d\\d/\\d\\d$"));
        m_roundDates.clear();
        m_roundDatesLine = m_line;
        for (int column = kRoundColumn; column <= line.size(); column += kRoundWidth) {
            const QString date = line.field(column, column + 7).trimmed();
            // 2000 is a leap year: any day of the year that some century has
            if (!date.isEmpty()
                && (!shape.match(date).hasMatch()
                    || !QDate(2000, date.mid(3, 2).toInt(), date.mid(6, 2).toInt()).isValid()))
                failDate(static_cast<int>(m_roundDates.size()) + 1, date);
            m_roundDates.append(date);
        }
    }

    /**
     * The 132 line's dates as days. FIDE's description gives the line as "Dates of the round (format: YY/MM/DD;
     * pos. 92-99 round 1, 102-109 round 2, ...)" and the start and end dates (042, 052) as "YYYY/MM/DD" (TRF-16;
     * TRF26 keeps the wording), so the century is the one nearest the tournament's own dates, or today's without
     * them. Rounds are played in order: a round dated before an earlier round is refused, as the games would be
     * rated in the wrong order.
     */
    void resolveRoundDates()
    {
        if (m_roundDates.isEmpty())
            return;
        m_line = m_roundDatesLine;
        const QDate anchor = trfCenturyAnchor(m_t.startDate, m_t.endDate);
        int previous = 0; // the last round so far with a date
        for (int r = 1; r <= static_cast<int>(m_roundDates.size()); ++r) {
            const QString &text = m_roundDates[r - 1];
            const QDate date = text.isEmpty() ? QDate() : trfRoundDate(text, anchor);
            if (!text.isEmpty() && !date.isValid())
                failDate(r, text);
            if (date.isValid() && previous > 0 && date < m_t.roundDates[previous - 1])
                fail(ErrorText::tr("round %1's date %2 (columns %3-%4) is before round %5's, %6: the rounds' dates "
                                   "go backwards")
                         .arg(r)
                         .arg(date.toString(Qt::ISODate))
                         .arg(kRoundColumn + (r - 1) * kRoundWidth)
                         .arg(kRoundColumn + (r - 1) * kRoundWidth + 7)
                         .arg(previous)
                         .arg(m_t.roundDates[previous - 1].toString(Qt::ISODate)));
            m_t.roundDates.append(date);
            if (date.isValid())
                previous = r;
        }
    }

    void readPlannedRounds(const QString &value)
    {
        bool ok = false;
        m_t.plannedRounds = value.toInt(&ok);
        if (!ok || m_t.plannedRounds < 1 || m_t.plannedRounds > kMaxRounds)
            fail(ErrorText::tr("XXR: '%1' is not a number of rounds").arg(value));
    }

    void readInitialColour(const QString &value)
    {
        for (const QString &word : value.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (word.compare(QLatin1String("white1"), Qt::CaseInsensitive) == 0
                || word.compare(QLatin1String("black1"), Qt::CaseInsensitive) == 0)
                m_t.initialColour = word.toLower();
        }
    }

    void readPoints(const Columns &line)
    {
        for (const auto &[letter, member] : kPointCodes) {
            if (line.field(3, 3) == QLatin1Char(letter)) {
                m_t.points.*member = decimal(line.field(5, 8), line.field(1, 3), 5, 8);
                m_pointsLines[pointsIndex(member)] = m_line;
                m_byeScored = m_byeScored || letter == 'U';
                return;
            }
        }
    }

    /** The BB lines' points keep the rule of every way points come in (resultPointsProblem). Two points out of
     *  order are refused at the line read last of the two, naming the other's line or its default. */
    void checkPoints()
    {
        const auto problem = resultPointsProblem(m_t.points);
        if (!problem)
            return;
        const int line = m_pointsLines[pointsIndex(problem->field)];
        if (!problem->limit)
            failAt(line, ErrorText::tr("%1 (columns 5-8): %2").arg(pointsCode(problem->field), problem->message));
        const int limitLine = m_pointsLines[pointsIndex(problem->limit)];
        const bool fieldLast = line >= limitLine;
        const QString here = pointsCode(fieldLast ? problem->field : problem->limit);
        const QString other = pointsCode(fieldLast ? problem->limit : problem->field);
        const int otherLine = fieldLast ? limitLine : line;
        failAt(std::max(line, limitLine),
               otherLine > 0 ? ErrorText::tr("%1, against %2 on line %3: %4")
                                   .arg(here, other, QString::number(otherLine), problem->message)
                             : ErrorText::tr("%1, against %2's default (the file has no %2 line): %3")
                                   .arg(here, other, problem->message));
    }

    void readPlayer(const Columns &line)
    {
        TrfPlayer p;
        p.line = m_line;
        p.number = number(line, 5, 8, ErrorText::tr("starting rank"));
        if (p.number < 1)
            fail(ErrorText::tr("the starting rank (columns 5-8) is missing"));
        const auto seen = m_numbers.find(p.number);
        if (seen != m_numbers.end())
            fail(ErrorText::tr("starting rank %1 is also that of line %2").arg(p.number).arg(seen->second));
        m_numbers[p.number] = m_line;
        const QString sex = line.field(10, 10).toLower();
        if (!sex.trimmed().isEmpty() && sex != QLatin1String("m") && sex != QLatin1String("w")
            && sex != QLatin1String("f"))
            fail(ErrorText::tr("sex '%1' (column 10) is not m, w or blank").arg(sex));
        p.sex = sex.trimmed().isEmpty() ? ' ' : static_cast<char>(sex.at(0).toLatin1());
        p.title = line.field(11, 13).trimmed();
        p.name = line.field(15, 47).trimmed();
        if (p.name.isEmpty())
            fail(ErrorText::tr("player %1 has no name (columns 15-47)").arg(p.number));
        requireNameText(p.name, ErrorText::tr("%1, the name of player %2 (columns 15-47)").arg(where()).arg(p.number));
        p.rating = number(line, 49, 52, ErrorText::tr("rating"));
        p.federation = line.field(54, 56).trimmed();
        p.fideId = line.field(58, 68).trimmed();
        p.birthDate = line.field(70, 79).trimmed();
        const QString points = line.field(81, 84);
        p.points = points.trimmed().isEmpty() ? 0.0 : decimal(points, ErrorText::tr("points"), 81, 84);
        p.rank = number(line, 86, 89, ErrorText::tr("rank"));
        if (line.size() >= kRoundColumn + kMaxRounds * kRoundWidth)
            fail(ErrorText::tr("player %1 has entries for more than %2 rounds").arg(p.number).arg(kMaxRounds));
        for (int column = kRoundColumn; column <= line.size(); column += kRoundWidth)
            p.rounds.push_back(readRound(line, column, p.number));
        while (!p.rounds.empty() && p.rounds.back().result == ' ' && p.rounds.back().opponent == 0)
            p.rounds.pop_back();
        m_t.players.push_back(std::move(p));
    }

    TrfRound readRound(const Columns &line, int column, int player) const
    {
        const int round = (column - kRoundColumn) / kRoundWidth + 1;
        const QString entry = line.field(column, column + kRoundWidth - 1).leftJustified(kRoundWidth);
        TrfRound e;
        if (entry.trimmed().isEmpty())
            return e;
        const auto refuse = [&](const QString &message) { throw InputError(whereRound(round, player), message); };
        if (entry.at(4) != QLatin1Char(' ') || entry.at(6) != QLatin1Char(' ') || !entry.mid(8).trimmed().isEmpty())
            refuse(ErrorText::tr("'%1' (columns %2-%3) is not an entry 'opponent colour result' in its columns")
                       .arg(entry.trimmed())
                       .arg(column)
                       .arg(column + 7));
        const QString opponent = entry.left(4).trimmed();
        bool ok = opponent.isEmpty();
        if (!ok)
            e.opponent = opponent.toInt(&ok);
        if (!ok || e.opponent < 0
            || !std::all_of(opponent.begin(), opponent.end(), [](QChar c) { return c.isDigit(); }))
            refuse(ErrorText::tr("opponent '%1' is not a starting rank").arg(opponent));
        // The description: a blank colour is '-', a blank result Z, and letter codes are read in either case.
        e.colour = entry.at(5) == QLatin1Char(' ') ? '-' : static_cast<char>(entry.at(5).toLower().toLatin1());
        if (e.colour != 'w' && e.colour != 'b' && e.colour != '-')
            refuse(ErrorText::tr("colour '%1' is not w, b or -").arg(entry.at(5)));
        e.result = static_cast<char>(entry.at(7).toUpper().toLatin1());
        if (e.result == ' ' && e.opponent == 0)
            e.result = 'Z';
        else if (e.result == ' ') { // paired, not played yet: the round being played (checkUnfinished)
            checkUnplayed(e, refuse);
            return e;
        }
        if (e.result == 0 || !std::strchr(kResults, e.result))
            refuse(ErrorText::tr("result '%1' is not one of + - W D L 1 = 0 H F U Z").arg(entry.at(7)));
        checkEntry(e, refuse);
        return e;
    }

    template<typename Refuse>
    static void checkUnplayed(const TrfRound &e, const Refuse &refuse)
    {
        if (e.colour == '-')
            refuse(ErrorText::tr("the game with %1 has neither a colour nor a result").arg(e.opponent));
    }

    /** Only the last round may have games without a result (the round being played, in-tournament). */
    void checkUnfinished()
    {
        const int last = trfRoundsPlayed(m_t);
        for (const TrfPlayer &p : m_t.players) {
            for (std::size_t r = 0; r < p.rounds.size() && static_cast<int>(r) + 1 < last; ++r) {
                if (p.rounds[r].result == ' ' && p.rounds[r].opponent != 0) {
                    m_line = p.line;
                    throw InputError(whereRound(static_cast<int>(r) + 1, p.number),
                                     ErrorText::tr("the game with %1 has no result, but round %2 is paired: only "
                                                   "the last round may be still being played")
                                         .arg(p.rounds[r].opponent)
                                         .arg(last));
                }
            }
        }
    }

    template<typename Refuse>
    static void checkEntry(TrfRound &e, const Refuse &refuse)
    {
        const bool bye = e.result == 'H' || e.result == 'F' || e.result == 'U' || e.result == 'Z';
        if (e.opponent == 0) {
            if (e.result == '-') // an absence written as a loss without an opponent
                e.result = 'Z';
            else if (!bye)
                refuse(ErrorText::tr("result '%1' needs an opponent").arg(QLatin1Char(e.result)));
            if (e.colour != '-')
                refuse(ErrorText::tr("a bye has no colour ('-'), not '%1'").arg(QLatin1Char(e.colour)));
        } else if (bye) {
            refuse(ErrorText::tr("result '%1' is a bye, but opponent %2 is named")
                       .arg(QLatin1Char(e.result))
                       .arg(e.opponent));
        } else if (e.colour == '-' && e.result != '+' && e.result != '-') {
            refuse(ErrorText::tr("a game played has a colour, w or b"));
        }
    }

    static QString resultText(char result)
    {
        return result == ' ' ? ErrorText::tr("none yet") : QString(QLatin1Char(result));
    }

    /** The entries of two opponents agree: each names the other, with the other colour and result. */
    void checkRounds()
    {
        std::map<int, const TrfPlayer *> byNumber;
        for (const TrfPlayer &p : m_t.players)
            byNumber[p.number] = &p;
        for (const TrfPlayer &p : m_t.players) {
            m_line = p.line;
            for (std::size_t r = 0; r < p.rounds.size(); ++r) {
                const TrfRound &e = p.rounds[r];
                if (e.opponent != 0)
                    checkOpponent(p, static_cast<int>(r), e, byNumber);
            }
        }
    }

    void checkOpponent(const TrfPlayer &p, int r, const TrfRound &e, const std::map<int, const TrfPlayer *> &byNumber)
    {
        const auto refuse = [&](const QString &message) { throw InputError(whereRound(r + 1, p.number), message); };
        const auto it = byNumber.find(e.opponent);
        if (it == byNumber.end() || e.opponent == p.number)
            refuse(ErrorText::tr("opponent %1 is not another player of the file").arg(e.opponent));
        const TrfPlayer &o = *it->second;
        const TrfRound back
            = static_cast<std::size_t>(r) < o.rounds.size() ? o.rounds[static_cast<std::size_t>(r)] : TrfRound {};
        if (back.opponent != p.number)
            refuse(ErrorText::tr("opponent %1 has %2 in this round (line %3)")
                       .arg(e.opponent)
                       .arg(back.result == ' '       ? ErrorText::tr("no entry")
                                : back.opponent == 0 ? ErrorText::tr("a bye")
                                                     : ErrorText::tr("opponent %1").arg(back.opponent))
                       .arg(o.line));
        const char otherColour = e.colour == 'w' ? 'b' : e.colour == 'b' ? 'w' : '-';
        if (back.colour != otherColour)
            refuse(ErrorText::tr("colour %1, and opponent %2 has %3 too (line %4)")
                       .arg(QLatin1Char(e.colour))
                       .arg(e.opponent)
                       .arg(QLatin1Char(back.colour))
                       .arg(o.line));
        static const std::map<char, QString> matching {
            {'1', QStringLiteral("0")}, {'0', QStringLiteral("1")},  {'=', QStringLiteral("=")},
            {'+', QStringLiteral("-")}, {'-', QStringLiteral("+-")}, {'W', QStringLiteral("L")},
            {'L', QStringLiteral("W")}, {'D', QStringLiteral("D")},  {' ', QStringLiteral(" ")}};
        if (!matching.at(e.result).contains(QLatin1Char(back.result)))
            refuse(ErrorText::tr("result %1 does not match opponent %2's %3 (line %4)")
                       .arg(resultText(e.result))
                       .arg(e.opponent)
                       .arg(resultText(back.result))
                       .arg(o.line));
    }

    QString m_file;
    int m_line = 0;
    std::map<int, int> m_numbers; ///< starting rank -> line
    bool m_byeScored = false; ///< a BBU line was read
    int m_pointsLines[std::size(kPointCodes)] = {}; ///< the line of each BB code read, 0 for one not in the file
    QStringList m_roundDates; ///< the 132 line's dates as written
    int m_roundDatesLine = 0;
    TrfTournament m_t;
};

} // namespace

QByteArray writeTrf(const TrfTournament &t)
{
    QStringList lines {headerLine("012", t.name)};
    const std::pair<const char *, const QString *> fields[] {
        {"022", &t.city}, {"032", &t.federation},   {"042", &t.startDate},  {"052", &t.endDate},
        {"092", &t.type}, {"102", &t.chiefArbiter}, {"122", &t.timeControl}};
    for (const auto &[code, value] : fields) {
        if (!value->isEmpty())
            lines.append(headerLine(code, *value));
    }
    if (std::any_of(t.roundDates.begin(), t.roundDates.end(), [](const QDate &d) { return d.isValid(); }))
        lines.append(roundDatesLine(t.roundDates));
    if (t.plannedRounds > 0)
        lines.append(QStringLiteral("XXR %1").arg(t.plannedRounds));
    if (!t.initialColour.isEmpty())
        lines.append(QStringLiteral("XXC ") + t.initialColour);
    addPointLines(lines, t.points);
    for (const TrfPlayer &p : t.players)
        lines.append(playerLine(p));
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

int trfRoundsPlayed(const TrfTournament &t)
{
    int rounds = 0;
    for (const TrfPlayer &p : t.players) {
        for (std::size_t r = p.rounds.size(); r > static_cast<std::size_t>(rounds); --r) {
            const TrfRound &e = p.rounds[r - 1];
            // A Z or an H alone may mark who will not be paired next, or who asked for a half-point bye in it
            // (as JaVaFo and bbpPairings read "0000 - H" in the round to pair); a game paired without a result is
            // being played.
            if ((e.result != ' ' && e.result != 'Z' && e.result != 'H') || e.opponent != 0) {
                rounds = static_cast<int>(r);
                break;
            }
        }
    }
    return rounds;
}

TrfTournament readTrf(const QByteArray &data, const QString &fileName)
{
    return Reader(fileName).read(data);
}

} // namespace podium::io
