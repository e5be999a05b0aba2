// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/htmlfiles.h"

#include "web/sections.h"
#include "web/webtext.h"

#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "store/dberror.h"

namespace podium::web {

QByteArray standingsHtml(const store::Database &db, const QString &leaderboard)
{
    const QString name = club::Leaderboards(db).get(leaderboard).name;
    return document({name, {}, false}, leaderboardMain(db, name, Flavour::File), Flavour::File);
}

QByteArray eventHtml(const store::Database &db, const QString &event)
{
    const QString name = club::Events(db).get(event).name;
    return document({name, {}, false}, eventMain(db, name, 0, true, Flavour::File), Flavour::File);
}

QByteArray roundHtml(const store::Database &db, const QString &event, int round)
{
    const club::Events events(db);
    const QString name = events.get(event).name;
    const int rounds = events.roundCount(name);
    if (round < 0 || round > rounds || (round == 0 && rounds == 0))
        throw store::DbError(rounds == 0
                                 ? WebText::tr("event %1 has no round paired yet").arg(name)
                                 : WebText::tr("event %1 has rounds 1 to %2, not %3").arg(name).arg(rounds).arg(round));
    const int shown = round == 0 ? rounds : round;
    return document({WebText::tr("%1, round %2").arg(name).arg(shown), {}, false},
                    eventMain(db, name, shown, false, Flavour::File), Flavour::File);
}

QByteArray bracketHtml(const store::Database &db, const QString &event)
{
    const club::EventRecord record = club::Events(db).get(event);
    if (!club::traits(record.format).elimination)
        throw store::DbError(WebText::tr("event %1 is not an elimination and has no bracket").arg(record.name));
    return document({WebText::tr("%1, bracket").arg(record.name), {}, false},
                    bracketMain(db, record.name, Flavour::File), Flavour::File);
}

QByteArray playerHtml(const store::Database &db, const QString &player)
{
    const QString name = club::Players(db).get(player).name;
    return document({name, {}, false}, playerMain(db, name, Flavour::File), Flavour::File);
}

} // namespace podium::web
