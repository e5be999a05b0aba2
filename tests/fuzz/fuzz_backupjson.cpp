// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Fuzz target: `podium-cli restore`. The bytes are a backup restored into a new club file as the CLI restores it;
// a backup that is taken must give a club that opens and passes `check`, and whose own backup restores again.
#include "fuzzsupport.h"

#include "club/club.h"
#include "club/exchange.h"
#include "club/leaderboards.h"
#include "store/sqlite/clubfile.h"

#include <QFile>

#include <cstdio>
#include <cstdlib>

using namespace podium;

namespace {

/** `check` as podium-cli runs it: SQLite's own checks and every leaderboard's cache against a replay. */
QStringList checkProblems(const store::Database &database)
{
    QStringList problems = database.integrityProblems();
    club::Leaderboards leaderboards(database);
    for (const club::LeaderboardRecord &l : leaderboards.list()) {
        QString difference;
        if (!leaderboards.cacheMatchesReplay(l.name, &difference))
            problems.append(difference);
    }
    return problems;
}

[[noreturn]] void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "%s: %s\n", what, qPrintable(detail));
    std::abort();
}

/** An empty club as init makes it, made once: a restore fills one in place as it fills a new file (`init` then
 *  `restore` is the same path), and copying its bytes doubles the inputs per second. */
void writeEmptyClub(const QString &path)
{
    static const QByteArray empty = [] {
        const QString made = fuzz::scratchDir() + QStringLiteral("/empty.podium");
        store::createClubFile(made);
        QFile file(made);
        file.open(QIODevice::ReadOnly);
        return file.readAll();
    }();
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(empty) != empty.size())
        fail("cannot write a scratch club", path);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialise(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = fuzz::scratchDir() + QStringLiteral("/restored.podium");
    fuzz::removeClub(path);
    writeEmptyClub(path);
    const QByteArray backup = fuzz::bytesOf(data, size);
    const auto restore
        = [&](const store::Database &database) { club::restoreJson(database, backup, QStringLiteral("b.json")); };
    if (fuzz::refusedCleanly([&] { store::createClubFile(path, restore, store::Database::Mode::OpenOrCreate); }))
        return 0;
    // Restored: the club must be one Podium stands behind.
    QByteArray again;
    try {
        const auto club = Club::open(path);
        const QStringList problems = checkProblems(club->database());
        if (!problems.isEmpty())
            fail("a restored club fails check", problems.join(QStringLiteral("; ")));
        again = club::backupJson(club->database());
    } catch (const store::DbError &error) {
        fail("a restored club cannot be used", error.message());
    }
    fuzz::removeClub(path);
    writeEmptyClub(path);
    try {
        const auto restoreAgain = [&](const store::Database &database) {
            club::restoreJson(database, again, QStringLiteral("again.json"));
        };
        store::createClubFile(path, restoreAgain, store::Database::Mode::OpenOrCreate);
    } catch (const store::DbError &error) {
        fail("the backup of a restored club does not restore", error.message());
    } catch (const io::InputError &error) {
        fail("the backup of a restored club does not restore", error.text());
    }
    fuzz::removeClub(path);
    return 0;
}
