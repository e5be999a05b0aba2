// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QString>

namespace podium::store {
class ClubLocation;
}

namespace podium::ui::keyring {

/**
 * The passwords of servers' clubs that the organiser asked to remember, in the desktop's keyring (the Secret Service
 * of GNOME and others, KWallet) through QtKeychain: never in Podium's settings. One per server, database and user:
 * every club (schema) of a database shares its user's password. Each call waits for the keyring (a D-Bus round trip;
 * the keyring may ask the user to unlock it first).
 */

/** The password kept for location's server, database and user; empty when there is none or no keyring. */
QString password(const store::ClubLocation &location);
/** Keeps password for location's server, database and user; returns why it could not (no keyring), else empty. */
QString remember(const store::ClubLocation &location, const QString &password);

} // namespace podium::ui::keyring
