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

} // namespace podium::tournament
