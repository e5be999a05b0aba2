// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <stdexcept>
#include <string>

namespace podium::tournament {

/** A pairing, bracket or team split that cannot be made as asked (too few players, a constraint that cannot
 *  be met); what() says why in words an organiser understands. */
class TournamentError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/** A long pairing abandoned because its caller asked to stop (see DutchOptions::progress); nothing was paired. */
class PairingCancelled : public std::runtime_error
{
public:
    PairingCancelled()
        : std::runtime_error("The pairing was cancelled.")
    { }
};

} // namespace podium::tournament
