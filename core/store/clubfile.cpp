#include "store/clubfile.h"

#include <QFile>
#include <QFileInfo>

namespace podium::db {

void createClubFile(const QString &path, const ClubFiller &fill, Database::Mode mode)
{
    const bool existed = QFileInfo::exists(path);
    try {
        // The database is closed before the catch below runs, so that nothing writes to the files it removes.
        const auto database = Database::open(path, mode);
        if (fill)
            fill(*database);
    } catch (...) {
        if (!existed) {
            for (const char *suffix : {"", "-wal", "-shm"})
                QFile::remove(path + QLatin1String(suffix));
        }
        throw;
    }
}

} // namespace podium::db
