#pragma once

#include <QString>

/** The keys of Podium's settings, each written once here (the window, the start-up and the tests share them). */
namespace podium::ui::settingsKey {

/** The club opened last, opened again at the next start. */
inline QString lastClub()
{
    return QStringLiteral("club/last");
}

/** The main window's size and place. */
inline QString windowGeometry()
{
    return QStringLiteral("window/geometry");
}

} // namespace podium::ui::settingsKey
