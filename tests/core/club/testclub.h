// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// The club a test works on: a file, or a schema on the PostgreSQL server under test.

#include "store/clublocation.h"

#include <QDir>
#include <QUuid>
#include <QtGlobal>

/**
 * Where a test's club lives: a file in dir, or, when the test runs against a server (ctest's *_postgres runs set
 * PODIUM_TEST_SERVER to the throwaway cluster's address, tests/tools/pgcluster.sh), a schema of its own on that
 * server, new for every call. One fixture for both databases: the tests do not know which they run on.
 */
inline podium::store::ClubLocation testClub(const QDir &dir)
{
    const QString server = qEnvironmentVariable("PODIUM_TEST_SERVER");
    if (server.isEmpty()) {
        static int files = 0;
        return podium::store::ClubLocation::file(dir.filePath(QStringLiteral("club%1.podium").arg(++files)));
    }
    const QString schema = QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128);
    return podium::store::ClubLocation::parse(server + QStringLiteral("&schema=") + schema);
}

/** Whether the tests run against a server (testClub). */
inline bool onServer()
{
    return !qEnvironmentVariableIsEmpty("PODIUM_TEST_SERVER");
}
