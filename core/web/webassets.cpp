// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/webassets.h"

#include <QFile>

namespace podium::web {

QByteArray asset(const QString &name)
{
    if (name != QLatin1String("style.css") && name != QLatin1String("board.js"))
        return {};
    QFile file(QStringLiteral(":/podium/web/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace podium::web
