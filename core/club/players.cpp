// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/players.h"

#include "club/leaderboards.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/textcheck.h"
#include "store/database.h"
#include "store/dberror.h"

#include "store/schema.h"
#include "store/statement.h"
#include <QDateTime>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

namespace podium::club {

QString cleanName(const QString &name)
{
    return name.simplified();
}

void checkNameText(const QString &name, const QString &field, io::NameOrigin origin)
{
    const QString problem = io::nameTextProblem(QStringView(name), origin);
    if (!problem.isEmpty())
        throw DbError(field + QStringLiteral(": ") + problem);
}

QString knownRatingColumns(const Database &db)
{
    return db.schemaVersion() >= store::kKnownRatingsVersion
        ? QStringLiteral("p.known_rating, p.rating_system, p.rating_id, p.federation, p.title")
        : QStringLiteral("0, '', '', '', ''");
}

KnownRating knownRatingAt(const store::Statement &query, int first)
{
    return {query.value(first).toInt(), query.value(first + 1).toString(), query.value(first + 2).toString(),
            query.value(first + 3).toString(), query.value(first + 4).toString()};
}

namespace {

/** A player's row as list() and get() select it. */
PlayerRecord recordOf(const store::Statement &q)
{
    return {q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
            q.value(4).toBool(),     q.value(5).toString(), q.value(6).toInt(),    knownRatingAt(q, 7)};
}

void writeKnown(const Database &db, qint64 id, const KnownRating &known)
{
    auto update = db.prepare(QStringLiteral("UPDATE players SET known_rating = ?, rating_system = ?, rating_id = ?,"
                                            " federation = ?, title = ? WHERE id = ?"));
    update.addBindValue(known.rating);
    for (const QString &text : {known.system, known.id, known.federation, known.title})
        update.addBindValue(QString(text + QLatin1String(""))); // '' for none, not NULL
    update.addBindValue(id);
    Database::exec(update);
}

/** The optimal string alignment distance (Levenshtein with swaps of neighbours), stopping early once every
 *  entry of a row exceeds limit. Qt and Debian offer no edit distance, and this is a few lines. */
int editDistance(const QString &a, const QString &b, int limit)
{
    const qsizetype n = a.size(), m = b.size();
    if (std::abs(n - m) > limit)
        return limit + 1;
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        int best = limit + 1;
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            best = std::min(best, d[i][j]);
        }
        if (best > limit)
            return limit + 1;
    }
    return d[n][m];
}

} // namespace

QString likelyMeant(const QString &name, const QStringList &candidates)
{
    const QString typed = cleanName(name).toCaseFolded();
    if (typed.isEmpty())
        return {};
    const int limit = typed.size() <= 4 ? 1 : 2;
    QString best;
    int bestDistance = limit + 1;
    for (const QString &candidate : candidates) {
        const int distance = editDistance(typed, cleanName(candidate).toCaseFolded(), limit);
        if (distance == 0)
            return {}; // the name is a player's own
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    return best;
}

Players::Players(const Database &database)
    : m_db(database)
{ }

std::vector<PlayerRecord> Players::list() const
{
    auto query = m_db.prepare(QStringLiteral("SELECT p.id, p.name, p.display_name, p.affiliation, p.retired, p.notes,"
                                             " (SELECT count(*) FROM participants WHERE player_id = p.id), %1"
                                             " FROM players p ORDER BY p.name")
                                  .arg(knownRatingColumns(m_db)));
    Database::exec(query);
    std::vector<PlayerRecord> result;
    while (query.next())
        result.push_back(recordOf(query));
    return result;
}

qint64 Players::find(const QString &name) const
{
    auto query = m_db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    query.addBindValue(cleanName(name));
    Database::exec(query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

qint64 Players::require(const QString &name) const
{
    const qint64 id = find(name);
    if (id == 0)
        throw DbError(ErrorText::tr("there is no player called '%1'").arg(cleanName(name)));
    return id;
}

qint64 Players::ensure(const QString &name)
{
    return ensureAll({name}).front();
}

std::vector<qint64> Players::ensureAll(const QStringList &names)
{
    QStringList clean;
    for (const QString &name : names) {
        clean.append(cleanName(name));
        if (clean.back().isEmpty())
            throw DbError(ErrorText::tr("a player needs a name"));
        checkNameText(name, ErrorText::tr("name"));
    }
    return ensureChecked(clean);
}

std::vector<qint64> Players::ensureChecked(const QStringList &cleanNames)
{
    auto find = m_db.prepare(QStringLiteral("SELECT id FROM players WHERE name = ?"));
    std::optional<Statement> insert; // prepared once one is new
    std::vector<qint64> ids;
    for (const QString &clean : cleanNames) {
        find.addBindValue(clean);
        Database::exec(find);
        if (find.next()) {
            ids.push_back(find.value(0).toLongLong());
            find.finish();
            continue;
        }
        find.finish();
        if (!insert)
            insert = m_db.prepare(QStringLiteral("INSERT INTO players (name, created_at) VALUES (?, ?) RETURNING id"));
        insert->bindValue(0, clean);
        insert->bindValue(1, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        ids.push_back(Database::execReturningId(*insert));
    }
    return ids;
}

qint64 Players::add(const QString &name, const QString &displayName, const QString &affiliation)
{
    const QString clean = cleanName(name);
    if (clean.isEmpty())
        throw DbError(ErrorText::tr("a player needs a name"));
    checkNameText(name, ErrorText::tr("name"));
    checkNameText(displayName, ErrorText::tr("display name"));
    checkNameText(affiliation, ErrorText::tr("affiliation"));
    if (find(clean))
        throw DbError(ErrorText::tr("there is already a player called '%1'").arg(clean));
    Transaction transaction(m_db);
    const qint64 id = ensure(clean);
    auto update = m_db.prepare(QStringLiteral("UPDATE players SET display_name = ?, affiliation = ? WHERE id = ?"));
    // A null QString binds as NULL; these columns hold '' for "none".
    update.addBindValue(QString(displayName.trimmed() + QLatin1String("")));
    update.addBindValue(QString(affiliation.trimmed() + QLatin1String("")));
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
    return id;
}

void Players::rename(const QString &from, const QString &to)
{
    const qint64 id = require(from);
    const QString clean = cleanName(to);
    if (clean.isEmpty())
        throw DbError(ErrorText::tr("a player needs a name"));
    checkNameText(to, ErrorText::tr("name"));
    const qint64 other = find(clean);
    if (other != 0 && other != id)
        throw DbError(ErrorText::tr("there is already a player called '%1' (merge them instead?)").arg(clean));
    Transaction transaction(m_db);
    auto update = m_db.prepare(QStringLiteral("UPDATE players SET name = ? WHERE id = ?"));
    update.addBindValue(clean);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
}

void Players::retire(const QString &name, bool retired)
{
    const qint64 id = require(name);
    Transaction transaction(m_db);
    auto update = m_db.prepare(QStringLiteral("UPDATE players SET retired = ? WHERE id = ?"));
    update.addBindValue(retired ? 1 : 0);
    update.addBindValue(id);
    Database::exec(update);
    transaction.commit();
}

void Players::setDetails(const PlayerRecord &record)
{
    const qint64 id = require(record.name);
    Transaction transaction(m_db);
    auto update = m_db.prepare(
        QStringLiteral("UPDATE players SET display_name = ?, affiliation = ?, notes = ?, retired = ? WHERE id = ?"));
    // A null QString binds as NULL; these columns hold '' for "none".
    update.addBindValue(QString(record.displayName + QLatin1String("")));
    update.addBindValue(QString(record.affiliation + QLatin1String("")));
    update.addBindValue(QString(record.notes + QLatin1String("")));
    update.addBindValue(record.retired ? 1 : 0);
    update.addBindValue(id);
    Database::exec(update);
    writeKnown(m_db, id, checkedKnownRating(record.known));
    transaction.commit();
}

void Players::setKnownRating(const QString &name, const KnownRating &known)
{
    const qint64 id = require(name);
    Transaction transaction(m_db);
    writeKnown(m_db, id, checkedKnownRating(known));
    transaction.commit();
}

PlayerRecord Players::get(const QString &name) const
{
    // One player's row and count, not list()'s: a player's page must not count every player's games (M4).
    auto query = m_db.prepare(QStringLiteral("SELECT p.id, p.name, p.display_name, p.affiliation, p.retired, p.notes,"
                                             " (SELECT count(*) FROM participants WHERE player_id = p.id), %1"
                                             " FROM players p WHERE p.name = ?")
                                  .arg(knownRatingColumns(m_db)));
    query.addBindValue(cleanName(name));
    Database::exec(query);
    if (!query.next())
        throw DbError(ErrorText::tr("there is no player called '%1'").arg(cleanName(name)));
    return recordOf(query);
}

Players::Merged Players::merge(const QString &from, const QString &into)
{
    const qint64 source = require(from);
    const qint64 target = require(into);
    if (source == target)
        throw DbError(ErrorText::tr("'%1' and '%2' are the same player").arg(cleanName(from), cleanName(into)));
    auto shared = m_db.prepare(
        QStringLiteral("SELECT a.game_id FROM participants a JOIN participants b ON a.game_id = b.game_id"
                       " WHERE a.player_id = ? AND b.player_id = ? LIMIT 1"));
    shared.addBindValue(source);
    shared.addBindValue(target);
    Database::exec(shared);
    if (shared.next())
        throw DbError(ErrorText::tr("'%1' and '%2' both played game %3, so they are two people; nothing was merged")
                          .arg(cleanName(from), cleanName(into))
                          .arg(shared.value(0).toLongLong()));
    shared.finish();
    Merged merged {get(from), target, {}};
    auto games = m_db.prepare(QStringLiteral("SELECT game_id FROM participants WHERE player_id = ?"));
    games.addBindValue(source);
    Database::exec(games);
    while (games.next())
        merged.games.push_back(games.value(0).toLongLong());
    games.finish();
    Transaction transaction(m_db);
    auto move = m_db.prepare(QStringLiteral("UPDATE participants SET player_id = ? WHERE player_id = ?"));
    move.addBindValue(target);
    move.addBindValue(source);
    Database::exec(move);
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM players WHERE id = ?"));
    drop.addBindValue(source);
    Database::exec(drop);
    Leaderboards(m_db).invalidateAll();
    transaction.commit();
    merged.removed.games = static_cast<int>(merged.games.size());
    return merged;
}

void Players::unmerge(const Merged &merged)
{
    const PlayerRecord &p = merged.removed;
    if (find(p.name))
        throw DbError(ErrorText::tr("there is already a player called '%1'").arg(p.name));
    Transaction transaction(m_db);
    auto insert = m_db.prepare(QStringLiteral("INSERT INTO players (id, name, display_name, affiliation, retired, "
                                              "notes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v :
         {QVariant(p.id), QVariant(p.name), QVariant(p.displayName + QLatin1String("")),
          QVariant(p.affiliation + QLatin1String("")), QVariant(p.retired ? 1 : 0),
          QVariant(p.notes + QLatin1String("")), QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))})
        insert.addBindValue(v);
    Database::exec(insert);
    writeKnown(m_db, p.id, p.known);
    // The merge was refused if both had played the same game, so in each game that moved the player
    // merged into appears once, and that row goes back.
    auto back
        = m_db.prepare(QStringLiteral("UPDATE participants SET player_id = ? WHERE game_id = ? AND player_id = ?"));
    for (const qint64 game : merged.games) {
        back.addBindValue(p.id);
        back.addBindValue(game);
        back.addBindValue(merged.into);
        Database::exec(back);
    }
    Leaderboards(m_db).invalidateAll();
    transaction.commit();
}

void Players::remove(const QString &name)
{
    const qint64 id = require(name);
    auto games = m_db.prepare(QStringLiteral("SELECT count(*) FROM participants WHERE player_id = ?"));
    games.addBindValue(id);
    Database::exec(games);
    const int count = games.next() ? games.value(0).toInt() : 0;
    if (count > 0)
        throw DbError(ErrorText::tr("'%1' has played %2 games and cannot be deleted without rewriting history; "
                                    "retire the player, or merge them into another entry for the same person")
                          .arg(cleanName(name))
                          .arg(count));
    Transaction transaction(m_db);
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM players WHERE id = ?"));
    drop.addBindValue(id);
    Database::exec(drop);
    transaction.commit();
}

QStringList knownTitles()
{
    // FIDE's titles in the order of its rules for the initial ranking (C.04.2, 2.1), then the arbiters' order.
    return {QStringLiteral("GM"),  QStringLiteral("IM"), QStringLiteral("WGM"), QStringLiteral("FM"),
            QStringLiteral("WIM"), QStringLiteral("CM"), QStringLiteral("WFM"), QStringLiteral("WCM")};
}

KnownRating checkedKnownRating(const KnownRating &known)
{
    KnownRating clean;
    if (known.rating < 0 || known.rating > 9999)
        throw DbError(ErrorText::tr("rating: %1 is not a rating from 0 (none) to 9999").arg(known.rating));
    clean.rating = known.rating;
    const auto text = [](const QString &value, const QString &field, int longest) {
        checkNameText(value, field);
        const QString simple = value.simplified();
        if (simple.size() > longest)
            throw DbError(ErrorText::tr("%1: '%2' is longer than %3 characters").arg(field, simple).arg(longest));
        return simple;
    };
    clean.system = text(known.system, ErrorText::tr("rating system"), 20);
    clean.id = text(known.id, ErrorText::tr("ID"), 20);
    if (clean.id.contains(QLatin1Char(' ')))
        throw DbError(ErrorText::tr("ID: '%1' has a space in it").arg(clean.id));
    clean.federation = text(known.federation, ErrorText::tr("federation"), 3).toUpper();
    static const QRegularExpression letters(QStringLiteral("^[A-Z]{3}$"));
    if (!clean.federation.isEmpty() && !letters.match(clean.federation).hasMatch())
        throw DbError(ErrorText::tr("federation: '%1' is not three letters, as FIDE writes them (GER, FRA, ESP)")
                          .arg(clean.federation));
    clean.title = text(known.title, ErrorText::tr("title"), 3).toUpper();
    if (!clean.title.isEmpty() && !knownTitles().contains(clean.title))
        throw DbError(
            ErrorText::tr("title: '%1' is not one of %2").arg(clean.title, knownTitles().join(QStringLiteral(", "))));
    return clean;
}

} // namespace podium::club
