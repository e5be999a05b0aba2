// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/webtext.h"

#include "tournament/standings.h"
#include "tournament/tournamenterror.h"

#include <QDateTime>
#include <QLocale>

#include <cmath>

namespace podium::web {

QString WebText::language()
{
    //: The language code of this translation, as HTML's lang attribute takes it: de, fr, es.
    return tr("en");
}

QString WebText::format(db::EventFormat format)
{
    switch (format) {
    case db::EventFormat::Swiss:
        return tr("Swiss");
    case db::EventFormat::RoundRobin:
        return tr("Round robin");
    case db::EventFormat::SingleElimination:
        return tr("Single elimination");
    case db::EventFormat::DoubleElimination:
        return tr("Double elimination");
    case db::EventFormat::Heats:
        break;
    }
    return tr("Free-for-all heats");
}

QString WebText::tieBreak(const QString &name)
{
    using tournament::TieBreak;
    TieBreak tieBreak = TieBreak::Rating;
    try {
        tieBreak = tournament::tieBreakFromName(name.toStdString());
    } catch (const tournament::TournamentError &) {
        return name;
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

QString WebText::decider(const db::Decider &decider, const QStringList &tieBreaks)
{
    switch (decider.kind) {
    case db::Decider::Points:
        return tr("points");
    case db::Decider::TieBreak:
        return tieBreak(tieBreaks.value(decider.tieBreak));
    case db::Decider::Shared:
        break;
    }
    return tr("shared place");
}

QString WebText::points(double value)
{
    const double whole = std::floor(value);
    if (value - whole == 0.5)
        return whole == 0 ? QStringLiteral("\u00bd") : QLocale().toString(whole, 'f', 0) + QStringLiteral("\u00bd");
    if (value == whole)
        return QLocale().toString(value, 'f', 0);
    return QLocale().toString(value, 'f', 2);
}

QString WebText::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString WebText::date(const QString &iso)
{
    const QDateTime when = QDateTime::fromString(iso, Qt::ISODate);
    return when.isValid() ? QLocale().toString(when.date(), QLocale::ShortFormat) : iso.left(10);
}

} // namespace podium::web
