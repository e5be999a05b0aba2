#include "labels.h"

#include "tournament/standings.h"
#include "tournament/tournamenterror.h"

namespace podium::ui {

QString Labels::format(db::EventFormat format)
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
    case TieBreak::Rating:
        break;
    }
    return tr("Rating");
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
    return method;
}

QString Labels::status(db::EventStatus status)
{
    switch (status) {
    case db::EventStatus::Open:
        return tr("not started");
    case db::EventStatus::Running:
        return tr("running");
    case db::EventStatus::Finished:
        break;
    }
    return tr("finished");
}

QString Labels::decider(const db::Decider &decider, const QStringList &tieBreaks)
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

QString Labels::algorithm(const QString &id)
{
    // Names of their authors' making, the same in every language: not for translation.
    if (id == QLatin1String("trueskill"))
        return QStringLiteral("TrueSkill");
    if (id == QLatin1String("elo"))
        return QStringLiteral("Elo");
    if (id == QLatin1String("zonestats"))
        return QStringLiteral("ZoneStats");
    return id;
}

} // namespace podium::ui
