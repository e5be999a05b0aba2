// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/openclubs.h"

#include <QFile>

#include <map>
#include <mutex>
#include <optional>

#include <sys/stat.h>

namespace podium::store::openclubs {

namespace {

struct Registry
{
    std::mutex mutex;
    std::map<FileKey, int> connections; // per club file: how many connections of this process have it open
};

Registry &registry()
{
    static Registry instance;
    return instance;
}

/** The device and inode of path, following links; nothing when it does not exist. stat() opens nothing. */
std::optional<FileKey> keyOf(const QString &path)
{
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return FileKey {quint64(status.st_dev), quint64(status.st_ino)};
}

} // namespace

std::optional<FileKey> opening(const QString &path, const std::function<void()> &firstOpen)
{
    Registry &clubs = registry();
    const std::lock_guard lock(clubs.mutex);
    const std::optional<FileKey> key = keyOf(path);
    if (!key)
        return std::nullopt;
    const auto found = clubs.connections.find(*key);
    if (found != clubs.connections.end()) {
        ++found->second;
        return key;
    }
    if (firstOpen)
        firstOpen(); // throws to refuse the file; then nothing is recorded
    clubs.connections.emplace(*key, 1);
    return key;
}

std::optional<FileKey> added(const QString &path)
{
    Registry &clubs = registry();
    const std::lock_guard lock(clubs.mutex);
    const std::optional<FileKey> key = keyOf(path);
    if (key)
        ++clubs.connections[*key];
    return key;
}

void closed(const FileKey &key)
{
    Registry &clubs = registry();
    const std::lock_guard lock(clubs.mutex);
    const auto found = clubs.connections.find(key);
    if (found != clubs.connections.end() && --found->second <= 0)
        clubs.connections.erase(found);
}

bool isOpenClub(const QString &path)
{
    Registry &clubs = registry();
    const std::lock_guard lock(clubs.mutex);
    if (clubs.connections.empty())
        return false;
    const std::optional<FileKey> key = keyOf(path);
    return key && clubs.connections.count(*key) > 0;
}

bool isOpenClubFile(const QString &path)
{
    if (isOpenClub(path))
        return true;
    Registry &clubs = registry();
    const std::lock_guard lock(clubs.mutex);
    if (clubs.connections.empty())
        return false;
    // SQLite names a club's other files after it (https://www.sqlite.org/tempfiles.html).
    for (const QLatin1String suffix : {QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal")}) {
        if (!path.endsWith(suffix))
            continue;
        const std::optional<FileKey> club = keyOf(path.chopped(suffix.size()));
        if (club && clubs.connections.count(*club) > 0)
            return true;
    }
    return false;
}

} // namespace podium::store::openclubs
