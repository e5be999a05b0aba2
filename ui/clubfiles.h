// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace podium::ui {

/**
 * The File menu's clubs: Open (a name typed that is not there offers to create a club at it), New Club (never
 * replaces a file) and Open Recent (a club whose file has gone leaves the list). Opening itself is the window's.
 */
class ClubFiles : public QObject
{
    Q_OBJECT

public:
    /** current: where the open club is; open: opens a club in the window, false when it cannot. */
    ClubFiles(QWidget *window, std::function<store::ClubLocation()> current,
              std::function<bool(const store::ClubLocation &)> open);

    /** File > Open: asks for a club file. */
    void chooseOpen();
    /** File > New Club: asks for a new file, creates the club and opens it. */
    void chooseNew();
    /** A club file to open is not there: asks whether to make a new club there (path gains .podium); true once
     *  it is made. */
    bool offerNewClub(QString &path);
    /** Fills File > Open Recent with the clubs opened lately, the open one greyed. */
    void fillRecentMenu(QMenu *menu);

private:
    QWidget *m_window;
    std::function<store::ClubLocation()> m_current;
    std::function<bool(const store::ClubLocation &)> m_open;
};

} // namespace podium::ui
