// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/formtokens.h"

#include <QDateTime>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QtEndian>

namespace podium::web {

namespace {

constexpr int kNonceBytes = 16;
constexpr int kExpiryBytes = 8;
constexpr int kMacBytes = 32;

QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}

/** Compares without stopping at the first difference, so the time taken tells nothing of where they differ. */
bool sameBytes(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a[i] ^ b[i]);
    return difference == 0;
}

} // namespace

FormTokens::FormTokens(std::function<qint64()> now)
    : m_now(now ? std::move(now) : [] { return QDateTime::currentMSecsSinceEpoch(); })
    , m_secret(randomBytes(32))
{ }

QByteArray FormTokens::mac(const QByteArray &nonceAndExpiry, const QString &path) const
{
    const QByteArray message = nonceAndExpiry + '\n' + path.toUtf8();
    return QMessageAuthenticationCode::hash(message, m_secret, QCryptographicHash::Sha256);
}

QString FormTokens::issue(const QString &path)
{
    QByteArray expiry(kExpiryBytes, Qt::Uninitialized);
    qToBigEndian<qint64>(m_now() + kLifetimeMs, expiry.data());
    const QByteArray head = randomBytes(kNonceBytes) + expiry;
    const QByteArray token = head + mac(head, path);
    return QString::fromLatin1(token.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

FormTokens::Check FormTokens::take(const QString &token, const QString &path)
{
    const qint64 now = m_now();
    for (auto it = m_taken.begin(); it != m_taken.end();)
        it = it.value() <= now ? m_taken.erase(it) : std::next(it);
    QByteArray text = token.toLatin1();
    if (text.size() > 128)
        return Check::Forged;
    text.append(QByteArray((4 - text.size() % 4) % 4, '=')); // issue() leaves the padding out
    const auto decoded
        = QByteArray::fromBase64Encoding(text, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != kNonceBytes + kExpiryBytes + kMacBytes)
        return Check::Forged;
    const QByteArray head = decoded.decoded.left(kNonceBytes + kExpiryBytes);
    if (!sameBytes(decoded.decoded.mid(kNonceBytes + kExpiryBytes), mac(head, path)))
        return Check::Forged;
    const qint64 expiry = qFromBigEndian<qint64>(head.constData() + kNonceBytes);
    if (expiry <= now)
        return Check::Expired;
    const QByteArray nonce = head.left(kNonceBytes);
    if (m_taken.contains(nonce))
        return Check::Used;
    m_taken.insert(nonce, expiry);
    return Check::Valid;
}

} // namespace podium::web
