// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// What a round is paired from, as a digest that a round paired on one connection (a thread of its own) is checked
// against when another stores it. Internal to core/club.

#include "club/events/eventstate.h"

#include <QByteArray>

namespace podium::club::detail {

/** The event's options, entrants (ids, seeds, checked in), tables with their results, and requested byes, as a
 *  digest: equal digests pair the same next round on the same ratings. Names and notes are not in it. */
QByteArray pairingBasis(const EventState &s);

} // namespace podium::club::detail
