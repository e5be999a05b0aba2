// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/guardedtcpserver.h"

namespace podium::web {

/** Descriptors the board leaves to everything but its clients: the club's database with its WAL and shared
 *  memory, the listening socket, the file watch, Qt's own pipes and event descriptors, an export in progress. */
constexpr qint64 kDescriptorMargin = 64;

/** Raises this process's soft limit on open files (RLIMIT_NOFILE) to its hard limit, as any process may, and
 *  returns the soft limit now in force; 0 where there is no such limit (Windows) or it cannot be read. */
qint64 raiseDescriptorLimit();

/** limits with its HTTP and WebSocket caps lowered, in proportion, so that both together with kDescriptorMargin
 *  fit in descriptors open files (each connection holds one); unchanged when they fit or descriptors is 0. */
ConnectionLimits fitToDescriptors(ConnectionLimits limits, qint64 descriptors);

} // namespace podium::web
