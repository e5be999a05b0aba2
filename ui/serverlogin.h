// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/clublocation.h"

#include <memory>

class QWidget;

namespace podium {
class Club;
}

namespace podium::ui {

/**
 * Opens a club on a server as a person at the desk would: with the address's own way in first (a trusted socket,
 * ~/.pgpass, a service file), then with the password kept in the desktop's keyring (keyring.h), then with one typed
 * in, which may be kept there for the next time. Where the schema holds no club yet, offers to make one. Null when it
 * cannot (and has said why) or the user declined.
 */
std::unique_ptr<Club> openServerClub(QWidget *parent, store::ClubLocation club, bool rememberPassword = false);

} // namespace podium::ui
