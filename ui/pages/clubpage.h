// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "documentexports.h"

#include <QList>
#include <QString>

#include <optional>

class QLineEdit;
class QWidget;

namespace podium {
struct ClubChange;
}

namespace podium::ui {

class RatingHistoryChart;

/**
 * What the main window asks of every page of a club, so that it deals with its pages one loop at a time rather
 * than one by name: a new page, or a new kind of change, is then one place to write. A page is made for one club
 * and goes with it (the window makes its pages again for every club it opens).
 *
 * The page is a QWidget that implements this too; the window keeps its pages in tab order.
 */
class ClubPage
{
public:
    virtual ~ClubPage() = default;

    /** Reads again what the change touched, if the page shows any of it; throws store::DbError when the club
     *  cannot be read. The leaderboard in view is the window's to show again (showLeaderboard), not this. */
    virtual void follow(const ClubChange &change) = 0;
    /** The leaderboard chosen in the toolbar, after it is chosen and after every change that reaches it (empty:
     *  the club has none). A page that is not about a leaderboard ignores it. Throws store::DbError. */
    virtual void showLeaderboard(const QString &name) { (void)name; }
    /** What File › Print… and the exports take while this page is in view; an empty title when it has nothing to
     *  print now. None: the page is about the leaderboard in view, and the window prints that one's standings. */
    virtual std::optional<PageDocument> document() const { return std::nullopt; }
    /** The tables whose context menus print and export what the page shows, as the File menu does. */
    virtual QList<QWidget *> documentTables() const { return {}; }
    /** The field Edit › Find puts the cursor in, if the page has one. */
    virtual QLineEdit *findField() const { return nullptr; }
    /** The chart that File › Save Chart as Image saves while this page is in view, if it has one of its own. */
    virtual RatingHistoryChart *shownChart() const { return nullptr; }

protected:
    ClubPage() = default;
    ClubPage(const ClubPage &) = default;
    ClubPage &operator=(const ClubPage &) = default;
};

} // namespace podium::ui
