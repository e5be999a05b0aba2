// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The storage types that the club's services work with, named once for all of podium::club. A service
// holds a Database, runs its writes in a Transaction and throws or passes on a DbError; this header
// only declares them, so a header that takes a Database by reference stays light. A source file that
// calls into them includes store/database.h or store/dberror.h itself.

namespace podium::store {
class Database;
class DbError;
class Statement;
class Transaction;
} // namespace podium::store

namespace podium::club {

using store::Database;
using store::DbError;
using store::Statement;
using store::Transaction;

} // namespace podium::club
