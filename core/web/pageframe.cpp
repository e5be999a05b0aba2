// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The frame around every page of the board and every HTML file, and the club's own page.
#include "io/localdates.h"
#include "web/html.h"
#include "web/sections.h"
#include "web/webassets.h"
#include "web/webtext.h"

#include "club/events/events.h"
#include "club/leaderboards.h"
#include "store/database.h"

#include <QDateTime>
#include <QLocale>

namespace podium::web {

namespace {

void head(Html &html, const PageFrame &frame, Flavour flavour, bool follows)
{
    html.open("head").empty("meta", {{"charset", QStringLiteral("utf-8")}});
    html.empty(
        "meta",
        {{"name", QStringLiteral("viewport")}, {"content", QStringLiteral("width=device-width, initial-scale=1")}});
    html.empty("meta", {{"name", QStringLiteral("color-scheme")}, {"content", QStringLiteral("light dark")}});
    html.element("title", frame.title);
    if (flavour == Flavour::Board) {
        html.empty("link", {{"rel", QStringLiteral("stylesheet")}, {"href", QStringLiteral("/assets/style.css")}});
        html.raw(QStringLiteral("<script src=\"/assets/board.js\" defer></script>"));
        // Without JavaScript the page still follows the club, more slowly (not a form being filled in).
        if (follows)
            html.raw(QStringLiteral("<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>"));
    } else {
        html.open("style").raw(QString::fromUtf8(asset(QStringLiteral("style.css")))).close("style");
    }
    html.close("head");
}

} // namespace

QString linkPath(Flavour flavour, const QStringList &parts)
{
    return flavour == Flavour::Board ? pathOf(parts) : QString();
}

QByteArray document(const PageFrame &frame, const QString &main, Flavour flavour, bool follows)
{
    Html html;
    html.raw(QStringLiteral("<!DOCTYPE html>\n"));
    html.open("html", {{"lang", WebText::language()}, {frame.kiosk ? "class" : "", QStringLiteral("kiosk")}});
    head(html, frame, flavour, follows);
    html.open("body");
    if (flavour == Flavour::Board) {
        html.open("header").link(QStringLiteral("/"), WebText::tr("Podium live board"),
                                 {{"class", QStringLiteral("home")}});
        html.close("header");
    }
    // A page that does not follow the club (a report's form or answer, whose address is the form's) says so to the
    // board's script, which would otherwise load its address again after every change.
    html.open("main",
              {{frame.kioskViews.isEmpty() ? "" : "data-kiosk-views", frame.kioskViews.join(u' ')},
               {follows ? "" : "data-still", QStringLiteral("still")}});
    html.raw(main).close("main");
    const QString when = io::shortDateTime(QLocale(), QDateTime::currentDateTime());
    html.open("footer")
        .text(flavour == Flavour::Board ? WebText::tr("Podium, %1").arg(when)
                                        : WebText::tr("Made with Podium on %1").arg(when))
        .close("footer");
    html.close("body").close("html");
    return html.markup().toUtf8();
}

QString clubTitle(const store::Database &db)
{
    const QString name = db.location().name();
    return name.isEmpty() ? WebText::tr("Podium live board") : name;
}

QString clubMain(const store::Database &db, Flavour flavour)
{
    Html html;
    // The club's name heads its page (M8 of the walkthrough of 28 November: every club was "Podium live board").
    html.element("h1", clubTitle(db));
    html.open("section", {{"id", QStringLiteral("events")}}).element("h2", WebText::tr("Running events"));
    const club::Events events(db);
    QStringList running;
    std::vector<club::EventRecord> finished;
    for (const club::EventRecord &e : events.list()) {
        if (e.status == club::EventStatus::Running)
            running.append(e.name);
        else if (e.status == club::EventStatus::Finished)
            finished.push_back(e);
    }
    if (running.isEmpty())
        html.element("p", WebText::tr("No event is running."));
    html.open("ul", {{"class", QStringLiteral("links")}});
    for (const QString &name : running)
        html.open("li").link(linkPath(flavour, {QStringLiteral("event"), name}), name).close("li");
    html.close("ul").close("section");

    // Finished events stay in reach with their winners, the newest first as the club lists them (M8: once Fight
    // Night was over, the page said "No event is running." with no way to its bracket or champion).
    if (!finished.empty()) {
        html.open("section", {{"id", QStringLiteral("finished")}}).element("h2", WebText::tr("Finished events"));
        html.open("ul", {{"class", QStringLiteral("links")}});
        for (const club::EventRecord &e : finished) {
            const std::vector<club::EventStanding> standings = events.standings(e.name);
            QStringList winners;
            for (const club::EventStanding &s : standings) {
                if (s.place == 1)
                    winners.append(s.player);
            }
            html.open("li").link(linkPath(flavour, {QStringLiteral("event"), e.name}), e.name);
            if (!winners.isEmpty())
                html.text(QStringLiteral(" \u2014 ")
                          + WebText::tr("won by %1").arg(QLocale().createSeparatedList(winners)));
            html.close("li");
        }
        html.close("ul").close("section");
    }

    html.open("section", {{"id", QStringLiteral("leaderboards")}}).element("h2", WebText::tr("Leaderboards"));
    const auto leaderboards = club::Leaderboards(db).list();
    if (leaderboards.empty())
        html.element("p", WebText::tr("No leaderboards yet."));
    html.open("ul", {{"class", QStringLiteral("links")}});
    for (const club::LeaderboardRecord &l : leaderboards)
        html.open("li").link(linkPath(flavour, {QStringLiteral("leaderboard"), l.name}), l.name).close("li");
    html.close("ul").close("section");
    return html.markup();
}

QStringList clubKioskViews(const store::Database &db)
{
    QStringList views;
    for (const club::EventRecord &e : club::Events(db).list()) {
        if (e.status == club::EventStatus::Running)
            views += eventKioskViews(db, e.name);
    }
    for (const club::LeaderboardRecord &l : club::Leaderboards(db).list())
        views.append(pathOf({QStringLiteral("leaderboard"), l.name}));
    return views;
}

} // namespace podium::web
