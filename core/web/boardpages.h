// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "web/webpage.h"

namespace podium {
class Club;
}

namespace podium::web {

/** The live board's pages of one club (the routes of PageSource), read from the club when asked. */
class BoardPages : public PageSource
{
public:
    explicit BoardPages(Club &club);
    ~BoardPages() override;

    std::optional<WebPage> page(const QString &path, const QUrlQuery &query) override;

private:
    Club &m_club;
};

} // namespace podium::web
