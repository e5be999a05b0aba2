// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>

namespace podium::web {

/**
 * The per-page tokens of the live board's report forms: each form page carries a fresh one, and its POST must bring
 * it back. A token is a random nonce, its expiry and an HMAC-SHA256 of both and the form's path under a secret drawn
 * when the board starts, so another site cannot make one (it cannot read the board's pages) and a token for one
 * table's form does not fit another's; each is taken once, so a report sent again (the browser's "resend", a replay
 * from the network) is refused. In memory only: a board started again refuses the forms of the one before, whose
 * pages then ask to be loaded again.
 */
class FormTokens
{
public:
    enum class Check { Valid, Forged, Expired, Used };

    static constexpr qint64 kLifetimeMs = 2 * 60 * 60 * 1000;
    /** now: milliseconds since the epoch (tests give their own). */
    explicit FormTokens(std::function<qint64()> now = {});

    /** A fresh token for the form at path. */
    QString issue(const QString &path);
    /** Checks a token sent with the form at path, and takes it when it is valid. */
    Check take(const QString &token, const QString &path);
    /** Tokens taken and not yet expired (kept to refuse them again). */
    qsizetype taken() const { return m_taken.size(); }

private:
    QByteArray mac(const QByteArray &nonceAndExpiry, const QString &path) const;

    std::function<qint64()> m_now;
    QByteArray m_secret;
    QHash<QByteArray, qint64> m_taken; ///< nonce -> expiry
};

} // namespace podium::web
