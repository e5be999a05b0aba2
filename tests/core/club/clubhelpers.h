// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// What the club service tests share: a refusal's message, a table's row count and a two-player game.

#include "club/games.h"
#include "store/database.h"
#include "store/dberror.h"
#include "testclub.h"

#include <QSqlQuery>
#include <QString>

#include <functional>

/** What the DbError thrown by action says, or "no error". */
inline QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const podium::store::DbError &error) {
        return error.message();
    }
    return QStringLiteral("no error");
}

/** The number of rows in table. */
inline int count(const podium::store::Database &database, const char *table)
{
    auto query = database.prepare(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    podium::store::Database::exec(query);
    return query.next() ? query.value(0).toInt() : -1;
}

/** A game of chess on date: a against b, ranks 1 and 2 unless told (equal ranks are a draw). */
inline podium::club::GameInput duel(const QString &date, const QString &a, const QString &b, int rankA = 1,
                                    int rankB = 2)
{
    podium::club::GameInput game;
    game.date = date;
    game.discipline = QStringLiteral("Chess");
    game.participants = {{a, {}, rankA, 3, 20, true}, {b, {}, rankB, 1, 20, true}};
    return game;
}
