// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QSqlQuery>
#include <QString>

#include <map>
#include <memory>
#include <optional>

namespace podium::store {

class Database;

/**
 * The statements a connection has prepared and that nobody uses now, by their SQL, for the next to prepare the same:
 * a server prepares a statement in a round trip of its own and forgets it in another as QtSql's query goes, so that
 * a statement prepared once per use cost three round trips where one runs it (issue 28). A few of each at most, as
 * a statement may be in use several times at once (a query read while the same runs again for each of its rows).
 */
class StatementCache
{
public:
    /** An idle statement of sql, if one is kept. */
    std::optional<QSqlQuery> take(const QString &sql);
    /** Keeps query, done with, for the next use of sql; lets it go when enough are kept. */
    void giveBack(const QString &sql, QSqlQuery query);
    /** Lets every kept statement go (a connection made again knows none of them). */
    void clear() { m_idle.clear(); }

private:
    static constexpr qsizetype kKeptPerStatement = 4;
    std::multimap<QString, QSqlQuery> m_idle;
};

/**
 * A prepared statement of a Database (Database::prepare): a QSqlQuery that goes back to the connection's cache of
 * statements when it goes, where the backend keeps them (a server's). It moves and never copies, so that one
 * statement is never used from two places; it is not a QSqlQuery to the caller for the same reason (a copy would
 * share the statement after it went back).
 */
class Statement : private QSqlQuery
{
public:
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    ~Statement();

    /** As QSqlQuery's. A statement given values that no run took (an exception between) is not kept: its next
     *  use would add its values after them. */
    void addBindValue(const QVariant &value)
    {
        m_unrun = true;
        QSqlQuery::addBindValue(value);
    }
    void bindValue(int position, const QVariant &value)
    {
        m_unrun = true;
        QSqlQuery::bindValue(position, value);
    }
    void bindValue(const QString &placeholder, const QVariant &value)
    {
        m_unrun = true;
        QSqlQuery::bindValue(placeholder, value);
    }
    using QSqlQuery::finish;
    using QSqlQuery::first;
    using QSqlQuery::isActive;
    using QSqlQuery::isNull;
    using QSqlQuery::isValid;
    using QSqlQuery::last;
    using QSqlQuery::lastError;
    using QSqlQuery::lastQuery;
    using QSqlQuery::next;
    using QSqlQuery::numRowsAffected;
    using QSqlQuery::record;
    using QSqlQuery::value;

    /** Runs it; false, with lastError() saying why, when it fails (Database::exec throws instead). */
    bool tryExec()
    {
        m_unrun = false;
        return QSqlQuery::exec();
    }

private:
    friend class Database;
    Statement(QSqlQuery query, std::weak_ptr<StatementCache> cache, QString sql);
    QSqlQuery &editable() { return *this; }

    std::weak_ptr<StatementCache> m_cache; ///< where it goes back to; none when it is not kept
    QString m_sql;
    bool m_unrun = false; ///< values were bound since it last ran
};

} // namespace podium::store
