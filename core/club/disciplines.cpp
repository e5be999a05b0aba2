// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "club/disciplines.h"

#include "club/players.h"
#include "club/storetypes.h"
#include "io/errortext.h"
#include "io/textcheck.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QSqlQuery>
#include <QVariant>

namespace podium::club {

QStringList disciplineNames(const Database &db)
{
    auto query = db.prepare(QStringLiteral("SELECT name FROM disciplines ORDER BY name"));
    Database::exec(query);
    QStringList names;
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

qint64 findDiscipline(const Database &db, const QString &name)
{
    auto query = db.prepare(QStringLiteral("SELECT id FROM disciplines WHERE name = ?"));
    query.addBindValue(name.simplified());
    Database::exec(query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

qint64 ensureDiscipline(const Database &db, const QString &name)
{
    const QString clean = name.simplified();
    if (clean.isEmpty())
        throw DbError(ErrorText::tr("a game needs a discipline"));
    checkNameText(name, QStringLiteral("discipline"));
    if (const qint64 id = findDiscipline(db, clean))
        return id;
    auto insert = db.prepare(QStringLiteral("INSERT INTO disciplines (name) VALUES (?) RETURNING id"));
    insert.addBindValue(clean);
    return Database::execReturningId(insert);
}

} // namespace podium::club
