// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/reportguard.h"

#include <QElapsedTimer>

namespace podium::web {

namespace {

/** How many addresses or tables are remembered before the ones with nothing recent are let go. */
constexpr qsizetype kRemembered = 4096;

qint64 steadyNow()
{
    static QElapsedTimer clock = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return clock.elapsed();
}

int secondsUntil(qint64 until, qint64 now)
{
    return int((until - now + 999) / 1000);
}

} // namespace

ReportGuard::ReportGuard(std::function<qint64()> now)
    : m_now(now ? std::move(now) : std::function<qint64()>(steadyNow))
{ }

QString ReportGuard::addressKey(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ip4).toString();
    Q_IPV6ADDR ip6 = address.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        ip6[i] = 0;
    return QHostAddress(ip6).toString() + QStringLiteral("/64");
}

void ReportGuard::forgetOld(Tries &tries, qint64 now) const
{
    while (!tries.at.empty() && tries.at.front() <= now - kWindowMs)
        tries.at.pop_front();
    if (tries.at.empty() && tries.pausedUntil <= now)
        tries.failed.clear();
}

void ReportGuard::prune(QHash<QString, Tries> &all, qint64 now)
{
    if (all.size() < kRemembered)
        return;
    for (auto it = all.begin(); it != all.end();) {
        forgetOld(*it, now);
        it = it->at.empty() && it->pausedUntil <= now ? all.erase(it) : std::next(it);
    }
}

std::optional<int> ReportGuard::pausedFor(const QHostAddress &address, const QString &table)
{
    const qint64 now = m_now();
    const QString key = addressKey(address);
    if (const auto a = m_addresses.find(key); a != m_addresses.end() && a->pausedUntil > now)
        return secondsUntil(a->pausedUntil, now);
    if (const auto t = m_tables.find(table); t != m_tables.end() && t->pausedUntil > now && t->failed.contains(key))
        return secondsUntil(t->pausedUntil, now);
    return std::nullopt;
}

std::optional<ReportGuard::Pauses> ReportGuard::wrongCode(const QHostAddress &address, const QString &table)
{
    const qint64 now = m_now();
    prune(m_addresses, now);
    prune(m_tables, now);
    const QString key = addressKey(address);
    Pauses began;

    Tries &a = m_addresses[key];
    forgetOld(a, now);
    a.at.push_back(now);
    if (a.pausedUntil <= now && int(a.at.size()) >= kTries) {
        a.pausedUntil = now + kPauseMs;
        a.at.clear();
        began.address = true;
    }

    Tries &t = m_tables[table];
    forgetOld(t, now);
    t.at.push_back(now);
    t.failed.insert(key);
    if (t.pausedUntil <= now && int(t.at.size()) >= kTries) {
        t.pausedUntil = now + kPauseMs;
        t.at.clear();
        began.table = true;
    }
    if (!began.address && !began.table)
        return std::nullopt;
    return began;
}

} // namespace podium::web
