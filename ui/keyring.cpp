// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "keyring.h"

#include "store/clublocation.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <qt6keychain/keychain.h>

namespace podium::ui::keyring {

namespace {

const QString kService = QStringLiteral("Podium");

/** The entry's name: what tells one login from another ("desk1@db.example.org:5432/league"), never the password. */
QString key(const store::ClubLocation &location)
{
    if (!location.service().isEmpty())
        return QStringLiteral("%1@service=%2").arg(location.keyword(QStringLiteral("user")), location.service());
    const QString port = location.keyword(QStringLiteral("port"));
    return QStringLiteral("%1@%2%3/%4")
        .arg(location.keyword(QStringLiteral("user")),
             location.host().isEmpty() ? QStringLiteral("localhost") : location.host(),
             port.isEmpty() ? QString() : QLatin1Char(':') + port, location.database());
}

/** Runs job to its end (its signals come through this event loop) and says whether it ended well. */
bool finish(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return job.error() == QKeychain::NoError;
}

} // namespace

QString password(const store::ClubLocation &location)
{
    if (!location.isServer())
        return {};
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(key(location));
    return finish(job) ? job.textData() : QString();
}

QString remember(const store::ClubLocation &location, const QString &password)
{
    if (!location.isServer() || password.isEmpty())
        return {};
    QKeychain::WritePasswordJob job(kService);
    job.setKey(key(location));
    job.setTextData(password);
    if (finish(job))
        return {};
    return job.errorString().isEmpty() ? QCoreApplication::translate("Keyring", "the desktop has no keyring")
                                       : job.errorString();
}

} // namespace podium::ui::keyring
