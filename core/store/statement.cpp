// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/statement.h"

#include <QSqlError>

#include <utility>

namespace podium::store {

std::optional<QSqlQuery> StatementCache::take(const QString &sql)
{
    const auto kept = m_idle.find(sql);
    if (kept == m_idle.end())
        return std::nullopt;
    std::optional<QSqlQuery> query(std::move(kept->second));
    m_idle.erase(kept);
    return query;
}

void StatementCache::giveBack(const QString &sql, QSqlQuery query)
{
    if (m_idle.count(sql) < kKeptPerStatement)
        m_idle.emplace(sql, std::move(query));
}

Statement::Statement(QSqlQuery query, std::weak_ptr<StatementCache> cache, QString sql)
    : QSqlQuery(std::move(query))
    , m_cache(std::move(cache))
    , m_sql(std::move(sql))
{ }

Statement::Statement(Statement &&other) noexcept
    : QSqlQuery(std::move(other.editable()))
    , m_cache(std::exchange(other.m_cache, {}))
    , m_sql(std::move(other.m_sql))
    , m_unrun(other.m_unrun)
{ }

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        Statement going(std::move(*this)); // this one's statement goes back now
        editable() = std::move(other.editable());
        m_cache = std::exchange(other.m_cache, {});
        m_sql = std::move(other.m_sql);
        m_unrun = other.m_unrun;
    }
    return *this;
}

Statement::~Statement()
{
    // Kept while it is sound: a statement that failed may be in any state (a connection lost with it), and one given
    // values that it never ran with would add the next use's after them.
    const std::shared_ptr<StatementCache> cache = m_cache.lock();
    if (!cache || lastError().isValid() || m_unrun)
        return;
    finish(); // its rows go; the statement stays prepared
    cache->giveBack(m_sql, std::move(editable()));
}

} // namespace podium::store
