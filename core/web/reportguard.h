// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventreports.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QSet>
#include <QString>

#include <deque>
#include <functional>
#include <optional>

namespace podium::web {

/**
 * The live board's limits on wrong player codes, so that a code cannot be guessed: after kTries wrong codes within
 * a minute an address is paused for a minute (all tables); after kTries wrong codes at one table within a minute,
 * from any addresses, the table is guarded for a minute: an address that has sent a wrong code there is paused at
 * that table, and each other one may try once. So a player whose opponent (or a stranger) is guessing still reports
 * with the right code from their own phone, while a guesser with many addresses gets one try per address a minute.
 *
 * An IPv6 address counts by its /64 network, which one machine on the hall's network can fill with addresses of its
 * own. In memory of the serving program only: each desk that serves keeps its own.
 */
class ReportGuard
{
public:
    static constexpr int kTries = club::EventReports::kTries;
    static constexpr qint64 kWindowMs = 60 * 1000;
    static constexpr qint64 kPauseMs = 60 * 1000;

    /** now: milliseconds of a steady clock (tests give their own). */
    explicit ReportGuard(std::function<qint64()> now = {});

    /** Whether a code from address may be checked at table (a key naming the event's table); when not, the
     *  seconds until it may. */
    std::optional<int> pausedFor(const QHostAddress &address, const QString &table);
    /** Which pauses a wrong try began. */
    struct Pauses
    {
        bool address = false; ///< the address's, at every table
        bool table = false; ///< the table's guard
    };
    /** A wrong code from address at table. Returns the pauses this try began, for the desk, else nothing. */
    std::optional<Pauses> wrongCode(const QHostAddress &address, const QString &table);

    /** The key an address counts under: itself, or its /64 network for IPv6. */
    static QString addressKey(const QHostAddress &address);

private:
    struct Tries
    {
        std::deque<qint64> at; ///< wrong tries within the window, oldest first
        qint64 pausedUntil = 0;
        QSet<QString> failed; ///< a table's: the addresses that sent a wrong code there while it counted
    };
    void forgetOld(Tries &tries, qint64 now) const;
    void prune(QHash<QString, Tries> &all, qint64 now);

    std::function<qint64()> m_now;
    QHash<QString, Tries> m_addresses;
    QHash<QString, Tries> m_tables;
};

} // namespace podium::web
