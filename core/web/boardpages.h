// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/webpage.h"

#include <memory>

namespace podium {
class Club;
namespace store {
class Database;
}
} // namespace podium

namespace podium::web {

/** The live board's pages of one club (the routes of PageSource), read from the club when asked. */
class BoardPages : public PageSource
{
public:
    explicit BoardPages(Club &club);
    /** The pages of the club on a connection of their own (the board's worker thread). */
    explicit BoardPages(std::unique_ptr<store::Database> database);
    ~BoardPages() override;

    std::optional<WebPage> page(const QString &path, const QUrlQuery &query) override;
    /** A player's page and a chart. */
    bool isSlow(const QString &path) const override;
    /** Opens the club's file again on the worker's thread; none for a club in memory. */
    Maker workerSource() const override;
    void interrupt() override;

private:
    std::unique_ptr<store::Database> m_own; ///< the worker's connection
    const store::Database &m_db;
};

} // namespace podium::web
