// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/descriptorlimit.h"

#include <QtGlobal>

#include <limits>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace podium::web {

qint64 raiseDescriptorLimit()
{
#ifdef Q_OS_UNIX
    rlimit limit {};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 0;
    if (limit.rlim_cur != limit.rlim_max) {
        rlimit raised = limit;
        raised.rlim_cur = limit.rlim_max;
        // macOS refuses more than OPEN_MAX for an unlimited hard limit: then the soft limit stays as it was.
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0)
            limit = raised;
    }
    if (limit.rlim_cur == RLIM_INFINITY)
        return 0;
    return qint64(qMin<rlim_t>(limit.rlim_cur, rlim_t(std::numeric_limits<qint64>::max())));
#else
    return 0;
#endif
}

ConnectionLimits fitToDescriptors(ConnectionLimits limits, qint64 descriptors)
{
    const qint64 wanted = qint64(limits.maxConnections) + limits.maxLiveClients;
    const qint64 room = descriptors - kDescriptorMargin;
    if (descriptors <= 0 || wanted <= room)
        return limits;
    const qint64 usable = qMax<qint64>(room, 2); // one HTTP connection and one WebSocket, however tight
    const qint64 http = qMax<qint64>(1, usable * limits.maxConnections / wanted);
    limits.maxConnections = qsizetype(http);
    limits.maxLiveClients = qsizetype(qMax<qint64>(1, usable - http));
    limits.reservedForNewAddresses = qMin(limits.reservedForNewAddresses, limits.maxConnections / 10);
    return limits;
}

} // namespace podium::web
