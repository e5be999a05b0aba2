// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/standingscsv.h"

#include "io/csvreader.h"

#include <array>
#include <charconv>
#include <cmath>

namespace podium::club {

QString spreadsheetSafe(const QString &cell)
{
    static const QString risky = QStringLiteral("=+-@\t\r");
    return !cell.isEmpty() && risky.contains(cell.front()) ? QLatin1Char('\'') + cell : cell;
}

namespace {

/** Appends value with six decimals as QByteArray::number(value, 'f', 6) (and QString::number) writes it, in a tenth of
 *  the time. std::to_chars rounds the same, correctly, except an exact half (a multiple of 1/128 that is not one of
 *  1/64), which it rounds to even where Qt rounds away from zero, and -0, which Qt writes without its sign: those
 *  are left to Qt. */
void appendFixed(QByteArray &row, double value)
{
    const double scaled = value * 128;
    if (value == 0 || (std::abs(scaled) < 0x1p53 && std::floor(scaled) == scaled && std::fmod(scaled, 2.0) != 0)) {
        row += QByteArray::number(value, 'f', 6);
        return;
    }
    std::array<char, 400> digits; // the longest double, 1.8e308, in full
    const auto written
        = std::to_chars(digits.data(), digits.data() + digits.size(), value, std::chars_format::fixed, 6);
    row.append(digits.data(), static_cast<qsizetype>(written.ptr - digits.data()));
}

/** Appends a whole number as QByteArray::number writes it. */
void appendInt(QByteArray &row, int value)
{
    std::array<char, 16> digits;
    const auto written = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    row.append(digits.data(), static_cast<qsizetype>(written.ptr - digits.data()));
}

/** Appends text to a row of CSV as csvField writes it. */
void appendCell(QByteArray &row, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const std::string field = io::csvField(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    row.append(field.data(), static_cast<qsizetype>(field.size()));
}

} // namespace

QByteArray standingsCsv(const std::vector<LeaderboardRow> &rows, bool withSigma, StandingsColumns columns)
{
    const bool file = columns == StandingsColumns::File;
    QByteArray out = file ? "rank,player,rating,mu,sigma,games,wins,draws,losses,last_played\n"
                          : "player,rating,mu,sigma,games,wins,draws,losses\n";
    // Written as bytes: through a QStringList and csvLine a row took 15,000 instructions, a fifth of replaying
    // 100,000 games of 10,000 players.
    out.reserve(out.size() + static_cast<qsizetype>(rows.size()) * 80);
    int rank = 0;
    for (const LeaderboardRow &r : rows) {
        if (file) {
            appendInt(out, ++rank);
            out += ',';
        }
        appendCell(out, spreadsheetSafe(r.player));
        out += ',';
        appendFixed(out, r.value);
        out += ',';
        appendFixed(out, r.rating.mu);
        out += ',';
        if (withSigma)
            appendFixed(out, r.rating.sigma);
        for (const int count : {r.games, r.wins, r.draws, r.losses}) {
            out += ',';
            appendInt(out, count);
        }
        if (file) {
            out += ',';
            appendCell(out, r.lastPlayed);
        }
        out += '\n';
    }
    return out;
}

} // namespace podium::club
