// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/boardpages.h"

#include "web/html.h"
#include "web/sections.h"
#include "web/webassets.h"
#include "web/webtext.h"

#include "club/club.h"
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "store/database.h"

#include <exception>

namespace podium::web {

namespace {

const QByteArray kHtml = QByteArrayLiteral("text/html; charset=utf-8");

/** The name as the club spells it of the one in names that name is (exactly, else ignoring case); empty if none. */
QString known(const QStringList &names, const QString &name)
{
    if (name.isEmpty())
        return {};
    if (names.contains(name))
        return name;
    for (const QString &n : names) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return n;
    }
    return {};
}

QStringList leaderboardNames(const store::Database &db)
{
    QStringList names;
    for (const club::LeaderboardRecord &l : club::Leaderboards(db).list())
        names.append(l.name);
    return names;
}

QStringList eventNames(const store::Database &db)
{
    QStringList names;
    for (const club::EventRecord &e : club::Events(db).list())
        names.append(e.name);
    return names;
}

QString playerNamed(const store::Database &db, const QString &name)
{
    if (name.isEmpty() || club::Players(db).find(name) == 0)
        return {};
    return club::Players(db).get(name).name;
}

WebPage htmlPage(const PageFrame &frame, const QString &main)
{
    return {document(frame, main, Flavour::Board), kHtml};
}

/** What a club that cannot be read shows: no exception text, no path, only that it is so. */
WebPage unreadable()
{
    Html html;
    html.element("h1", WebText::tr("Podium live board"));
    html.element("p", WebText::tr("The club cannot be read just now. This page tries again by itself."));
    return htmlPage({WebText::tr("Podium live board"), {}, false}, html.markup());
}

std::optional<WebPage> chart(const store::Database &db, const QString &rest)
{
    if (!rest.endsWith(QLatin1String(".svg")))
        return std::nullopt;
    const QString both = rest.chopped(4);
    const QStringList leaderboards = leaderboardNames(db);
    // A name may hold a slash: try each split of LEADERBOARD/PLAYER.
    for (qsizetype slash = both.indexOf(u'/'); slash > 0; slash = both.indexOf(u'/', slash + 1)) {
        const QString leaderboard = known(leaderboards, both.left(slash));
        const QString player = playerNamed(db, both.mid(slash + 1));
        if (!leaderboard.isEmpty() && !player.isEmpty())
            return WebPage {playerChart(db, leaderboard, player).toUtf8(), QByteArrayLiteral("image/svg+xml")};
    }
    return std::nullopt;
}

std::optional<WebPage> event(const store::Database &db, const QString &rest, bool kiosk)
{
    const QStringList events = eventNames(db);
    const QString suffix = QStringLiteral("/bracket");
    QString name = known(events, rest);
    if (name.isEmpty() && rest.endsWith(suffix)) {
        name = known(events, rest.chopped(suffix.size()));
        if (name.isEmpty() || !club::traits(club::Events(db).get(name).format).elimination)
            return std::nullopt;
        return htmlPage({WebText::tr("%1, bracket").arg(name), eventKioskViews(db, name), kiosk},
                        bracketMain(db, name, Flavour::Board));
    }
    if (name.isEmpty())
        return std::nullopt;
    return htmlPage({name, eventKioskViews(db, name), kiosk}, eventMain(db, name, 0, true, Flavour::Board));
}

std::optional<WebPage> assetPage(const QString &name)
{
    const QByteArray body = web::asset(name);
    if (body.isEmpty())
        return std::nullopt;
    return WebPage {body,
                    name.endsWith(QLatin1String(".css")) ? QByteArrayLiteral("text/css; charset=utf-8")
                                                         : QByteArrayLiteral("text/javascript; charset=utf-8")};
}

/** The part of path after prefix, or nothing when path does not start with it. */
std::optional<QString> after(const QString &path, const QString &prefix)
{
    if (!path.startsWith(prefix))
        return std::nullopt;
    return path.mid(prefix.size());
}

} // namespace

BoardPages::BoardPages(Club &club)
    : m_db(club.database())
{ }

BoardPages::BoardPages(std::unique_ptr<store::Database> database)
    : m_own(std::move(database))
    , m_db(*m_own)
{ }

BoardPages::~BoardPages() = default;

bool BoardPages::isSlow(const QString &path) const
{
    // An event's page too: its standings and tie-breaks take tens of milliseconds for a big open, made again after
    // every result, and the serving thread meanwhile takes the players' reports (issue 29's load: 200 phones viewing
    // while 100 report).
    return path.startsWith(QLatin1String("/player/")) || path.startsWith(QLatin1String("/chart/"))
        || path.startsWith(QLatin1String("/event/"));
}

PageSource::Maker BoardPages::workerSource() const
{
    const store::ClubLocation location = m_db.location();
    if (location.isEmpty() || location.path() == QLatin1String(":memory:"))
        return {};
    // The club as this one opened it: already migrated, so opening it again writes nothing.
    return [location]() -> std::unique_ptr<PageSource> {
        return std::make_unique<BoardPages>(store::Database::open(location));
    };
}

void BoardPages::interrupt()
{
    m_db.interrupt();
}

std::optional<WebPage> BoardPages::page(const QString &path, const QUrlQuery &query)
{
    const bool kiosk = query.hasQueryItem(QStringLiteral("kiosk"));
    const store::Database &db = m_db;
    try {
        if (path == QLatin1String("/"))
            return htmlPage({clubTitle(db), clubKioskViews(db), kiosk}, clubMain(db, Flavour::Board));
        if (const auto name = after(path, QStringLiteral("/assets/")))
            return assetPage(*name);
        if (const auto name = after(path, QStringLiteral("/leaderboard/"))) {
            const QString leaderboard = known(leaderboardNames(db), *name);
            if (leaderboard.isEmpty())
                return std::nullopt;
            return htmlPage({leaderboard, {}, kiosk}, leaderboardMain(db, leaderboard, Flavour::Board));
        }
        if (const auto name = after(path, QStringLiteral("/player/"))) {
            const QString player = playerNamed(db, *name);
            if (player.isEmpty())
                return std::nullopt;
            return htmlPage({player, {}, kiosk}, playerMain(db, player, Flavour::Board));
        }
        if (const auto rest = after(path, QStringLiteral("/event/")))
            return event(db, *rest, kiosk);
        if (const auto rest = after(path, QStringLiteral("/chart/")))
            return chart(db, *rest);
        return std::nullopt;
    } catch (const std::exception &) {
        // DbError, a replay that fails, a file gone: the page says the club cannot be read, never why in detail.
        return unreadable();
    }
}

} // namespace podium::web
