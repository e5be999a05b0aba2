// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "store/clublocation.h"

#include "io/errortext.h"
#include "store/dberror.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

namespace podium::store {

namespace {

/** The keywords libpq reads in a keyword list and in an address's parameters (PostgreSQL 16's "Parameter Key
 *  Words"), and Podium's own "schema": a keyword list is known by its first keyword being one of them, and libpq
 *  would refuse any other, so a misspelt one is said here, where the user typed it. */
bool isConnectionKeyword(const QString &keyword)
{
    static const QStringList keywords {
        QStringLiteral("host"),
        QStringLiteral("hostaddr"),
        QStringLiteral("port"),
        QStringLiteral("dbname"),
        QStringLiteral("user"),
        QStringLiteral("password"),
        QStringLiteral("passfile"),
        QStringLiteral("require_auth"),
        QStringLiteral("channel_binding"),
        QStringLiteral("connect_timeout"),
        QStringLiteral("client_encoding"),
        QStringLiteral("options"),
        QStringLiteral("application_name"),
        QStringLiteral("fallback_application_name"),
        QStringLiteral("keepalives"),
        QStringLiteral("keepalives_idle"),
        QStringLiteral("keepalives_interval"),
        QStringLiteral("keepalives_count"),
        QStringLiteral("tcp_user_timeout"),
        QStringLiteral("replication"),
        QStringLiteral("gssencmode"),
        QStringLiteral("sslmode"),
        QStringLiteral("requiressl"),
        QStringLiteral("sslcompression"),
        QStringLiteral("sslcert"),
        QStringLiteral("sslkey"),
        QStringLiteral("sslpassword"),
        QStringLiteral("sslcertmode"),
        QStringLiteral("sslrootcert"),
        QStringLiteral("sslcrl"),
        QStringLiteral("sslcrldir"),
        QStringLiteral("sslsni"),
        QStringLiteral("requirepeer"),
        QStringLiteral("ssl_min_protocol_version"),
        QStringLiteral("ssl_max_protocol_version"),
        QStringLiteral("krbsrvname"),
        QStringLiteral("gsslib"),
        QStringLiteral("gssdelegation"),
        QStringLiteral("service"),
        QStringLiteral("target_session_attrs"),
        QStringLiteral("load_balance_hosts"),
        QStringLiteral("schema"),
    };
    return keywords.contains(keyword);
}

/** What is never stored or shown. */
bool isSecret(const QString &keyword)
{
    return keyword == QLatin1String("password") || keyword == QLatin1String("sslpassword");
}

QString decoded(const QString &encoded)
{
    return QUrl::fromPercentEncoding(encoded.toUtf8());
}

/** text with every password in it replaced by ***: what a refusal of text may quote. */
QString withoutPasswords(const QString &text)
{
    static const QRegularExpression userPassword(QStringLiteral("(://[^/?#@:]*:)[^/?#@]*@"));
    static const QRegularExpression parameter(
        QStringLiteral("((?:^|[?&\\s])(?:ssl)?password\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'?|[^&\\s]*)"));
    QString shown = text;
    shown.replace(userPassword, QStringLiteral("\\1***@"));
    shown.replace(parameter, QStringLiteral("\\1***"));
    return shown;
}

/** Podium will name the club's schema unquoted in its SQL: an ordinary identifier of PostgreSQL's length. */
void checkSchema(const QString &schema, const QString &where)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]{0,62}$"));
    if (!identifier.match(schema).hasMatch())
        throw DbError(ErrorText::tr("%1: '%2' is not a schema name Podium can use (letters, digits and _, at most 63, "
                                    "not starting with a digit)")
                          .arg(where, schema));
}

/** Each host of an address's host list ("db1:5433,[::1]") with a port, if any, that libpq can use. */
void checkHosts(const QString &hosts, const QString &where)
{
    for (const QString &spec : hosts.split(QLatin1Char(','))) {
        QString port;
        if (spec.startsWith(QLatin1Char('['))) {
            const qsizetype close = spec.indexOf(QLatin1Char(']'));
            if (close < 0)
                throw DbError(ErrorText::tr("%1: the host '%2' opens a [ that is not closed").arg(where, spec));
            if (close + 1 < spec.size()) {
                if (spec.at(close + 1) != QLatin1Char(':'))
                    throw DbError(ErrorText::tr("%1: the host '%2' has text after its ]").arg(where, spec));
                port = spec.mid(close + 2);
            }
        } else if (const qsizetype colon = spec.lastIndexOf(QLatin1Char(':')); colon >= 0) {
            port = spec.mid(colon + 1);
        } else {
            continue;
        }
        bool number = false;
        const int value = port.toInt(&number);
        if (!number || value < 1 || value > 65535)
            throw DbError(ErrorText::tr("%1: the port '%2' is not a number from 1 to 65535").arg(where, port));
    }
}

/** A keyword list's value as libpq reads it back. */
QString quotedValue(const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[^\\s'\\\\]+$"));
    if (plain.match(value).hasMatch())
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

/** A keyword list ("host=db dbname='my club'") as its keywords and values, in order; throws DbError. */
std::vector<std::pair<QString, QString>> keywordValues(const QString &text, const QString &where)
{
    std::vector<std::pair<QString, QString>> pairs;
    qsizetype i = 0;
    const auto skipSpace = [&] {
        while (i < text.size() && text.at(i).isSpace())
            ++i;
    };
    for (skipSpace(); i < text.size(); skipSpace()) {
        const qsizetype start = i;
        while (i < text.size() && (text.at(i).isLetterOrNumber() || text.at(i) == QLatin1Char('_')))
            ++i;
        const QString keyword = text.mid(start, i - start);
        skipSpace();
        if (keyword.isEmpty() || i >= text.size() || text.at(i) != QLatin1Char('='))
            throw DbError(ErrorText::tr("%1: expected keyword=value at '%2'")
                              .arg(where, withoutPasswords(text.mid(start)).section(QLatin1Char(' '), 0, 0)));
        ++i;
        skipSpace();
        QString value;
        const bool quoted = i < text.size() && text.at(i) == QLatin1Char('\'');
        if (quoted)
            ++i;
        bool closed = !quoted;
        for (; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (c == QLatin1Char('\\') && i + 1 < text.size()) {
                value += text.at(++i);
            } else if (quoted && c == QLatin1Char('\'')) {
                closed = true;
                ++i;
                break;
            } else if (!quoted && c.isSpace()) {
                break;
            } else {
                value += c;
            }
        }
        if (!closed)
            throw DbError(ErrorText::tr("%1: the value of %2 opens a quote that is not closed").arg(where, keyword));
        pairs.emplace_back(keyword, value);
    }
    return pairs;
}

} // namespace

ClubLocation ClubLocation::file(const QString &path)
{
    ClubLocation location;
    if (path.isEmpty())
        return location;
    location.m_kind = Kind::File;
    location.m_text = path;
    return location;
}

ClubLocation ClubLocation::parse(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        throw DbError(ErrorText::tr("no club file given"));
    static const QRegularExpression server(QStringLiteral("^postgres(ql)?://"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (server.match(trimmed).hasMatch())
        return parseUri(trimmed);
    static const QRegularExpression keyword(QStringLiteral("^([A-Za-z_]+)\\s*="));
    if (const QRegularExpressionMatch first = keyword.match(trimmed);
        first.hasMatch() && isConnectionKeyword(first.captured(1)))
        return parseKeywords(trimmed);
    static const QRegularExpression scheme(QStringLiteral("^([A-Za-z][A-Za-z0-9+.-]*)://"));
    if (const QRegularExpressionMatch other = scheme.match(trimmed); other.hasMatch()) {
        const QUrl url(trimmed);
        if (other.captured(1).compare(QLatin1String("file"), Qt::CaseInsensitive) == 0 && url.isLocalFile())
            return file(url.toLocalFile());
        throw DbError(ErrorText::tr("%1: Podium cannot open a club at a %2 address; a club is a file, or a "
                                    "PostgreSQL server's postgresql:// address")
                          .arg(withoutPasswords(trimmed), other.captured(1)));
    }
    return file(text); // a file's name may begin or end with spaces
}

ClubLocation ClubLocation::server(const std::vector<std::pair<QString, QString>> &keywords)
{
    QStringList text;
    for (const auto &[keyword, value] : keywords) {
        if (!value.trimmed().isEmpty())
            text.append(keyword + QLatin1Char('=') + quotedValue(value.trimmed()));
    }
    if (text.isEmpty())
        throw DbError(ErrorText::tr("no server given"));
    return parseKeywords(text.join(QLatin1Char(' ')));
}

QString ClubLocation::connectionKeywords() const
{
    QStringList text;
    for (const auto &[keyword, value] : m_keywords)
        text.append(keyword + QLatin1Char('=') + quotedValue(value));
    return text.join(QLatin1Char(' '));
}

QString ClubLocation::keyword(const QString &keyword) const
{
    QString found; // the last one: libpq takes the last of a keyword given twice
    for (const auto &[name, value] : m_keywords) {
        if (name == keyword)
            found = value;
    }
    return found;
}

QString ClubLocation::password() const
{
    for (const QString &secret : m_secrets) {
        if (secret.startsWith(QLatin1String("password=")))
            return secret.mid(9);
    }
    return {};
}

QString ClubLocation::connectionInfo() const
{
    QStringList info {connectionKeywords()};
    for (const QString &secret : m_secrets) {
        if (secret.startsWith(QLatin1String("password=")))
            continue; // password(): QtSql quotes it itself
        const qsizetype equals = secret.indexOf(QLatin1Char('='));
        info.append(secret.left(equals + 1) + quotedValue(secret.mid(equals + 1)));
    }
    return info.join(QLatin1Char(' '));
}

ClubLocation ClubLocation::withPassword(const QString &password) const
{
    ClubLocation location = *this;
    location.m_secrets.removeIf([](const QString &secret) { return secret.startsWith(QLatin1String("password=")); });
    if (isServer() && !password.isEmpty())
        location.m_secrets.append(QStringLiteral("password=") + password);
    return location;
}

ClubLocation ClubLocation::fromString(const QString &text)
{
    try {
        return parse(text);
    } catch (const DbError &) {
        return {};
    }
}

ClubLocation ClubLocation::parseUri(const QString &text)
{
    const QString where = withoutPasswords(text);
    ClubLocation location;
    location.m_kind = Kind::Server;
    QString rest = text.mid(text.indexOf(QLatin1String("://")) + 3);
    QString query;
    if (const qsizetype mark = rest.indexOf(QLatin1Char('?')); mark >= 0) {
        query = rest.mid(mark + 1);
        rest.truncate(mark);
    }
    QString path;
    if (const qsizetype slash = rest.indexOf(QLatin1Char('/')); slash >= 0) {
        path = rest.mid(slash);
        rest.truncate(slash);
    }
    QString user;
    if (const qsizetype at = rest.lastIndexOf(QLatin1Char('@')); at >= 0) {
        user = rest.left(at);
        rest = rest.mid(at + 1);
        if (const qsizetype colon = user.indexOf(QLatin1Char(':')); colon >= 0) {
            location.m_secrets.append(QStringLiteral("password=") + decoded(user.mid(colon + 1)));
            user.truncate(colon);
        }
    }
    checkHosts(rest, where);
    location.m_host = decoded(rest);
    location.m_database = decoded(path.mid(1));
    // The same address as libpq's keywords: hosts and their ports as two lists of one length, as libpq takes them.
    if (!rest.isEmpty()) {
        QStringList hosts, ports;
        for (const QString &spec : rest.split(QLatin1Char(','))) {
            const qsizetype close = spec.startsWith(QLatin1Char('[')) ? spec.indexOf(QLatin1Char(']')) : -1;
            const qsizetype colon = spec.indexOf(QLatin1Char(':'), close >= 0 ? close : 0);
            const QString host = colon >= 0 ? spec.left(colon) : spec;
            hosts.append(decoded(close >= 0 ? host.mid(1, close - 1) : host));
            ports.append(colon >= 0 ? spec.mid(colon + 1) : QString());
        }
        location.m_keywords.emplace_back(QStringLiteral("host"), hosts.join(QLatin1Char(',')));
        if (!ports.join(QString()).isEmpty())
            location.m_keywords.emplace_back(QStringLiteral("port"), ports.join(QLatin1Char(',')));
    }
    if (!location.m_database.isEmpty())
        location.m_keywords.emplace_back(QStringLiteral("dbname"), location.m_database);
    if (!user.isEmpty())
        location.m_keywords.emplace_back(QStringLiteral("user"), decoded(user));
    QStringList kept;
    bool namesSchema = false;
    for (const QString &item : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype equals = item.indexOf(QLatin1Char('='));
        const QString keyword = decoded(item.left(equals));
        if (equals <= 0)
            throw DbError(ErrorText::tr("%1: the parameter '%2' has no value (write %2=value)").arg(where, keyword));
        if (!isConnectionKeyword(keyword))
            throw DbError(
                ErrorText::tr("%1: '%2' is not a connection parameter that PostgreSQL knows").arg(where, keyword));
        const QString value = decoded(item.mid(equals + 1));
        if (isSecret(keyword)) {
            location.m_secrets.append(keyword + QLatin1Char('=') + value);
            continue;
        }
        kept.append(item);
        if (keyword != QLatin1String("schema"))
            location.m_keywords.emplace_back(keyword, value);
        if (keyword == QLatin1String("schema")) {
            namesSchema = true;
            location.m_schema = value;
        } else if (keyword == QLatin1String("dbname")) {
            location.m_database = value;
        } else if (keyword == QLatin1String("host")) {
            location.m_host = value;
        } else if (keyword == QLatin1String("service")) {
            location.m_service = value;
        }
    }
    if (namesSchema)
        checkSchema(location.m_schema, where);
    // The address as typed, bar its passwords and with one spelling of the scheme: the club's key in the settings.
    location.m_text = QStringLiteral("postgresql://") + (user.isEmpty() ? QString() : user + QLatin1Char('@')) + rest
        + path + (kept.isEmpty() ? QString() : QLatin1Char('?') + kept.join(QLatin1Char('&')));
    return location;
}

ClubLocation ClubLocation::parseKeywords(const QString &text)
{
    const QString where = withoutPasswords(text);
    ClubLocation location;
    location.m_kind = Kind::Server;
    QStringList kept;
    for (const auto &[keyword, value] : keywordValues(text, where)) {
        if (!isConnectionKeyword(keyword))
            throw DbError(
                ErrorText::tr("%1: '%2' is not a connection parameter that PostgreSQL knows").arg(where, keyword));
        if (isSecret(keyword)) {
            location.m_secrets.append(keyword + QLatin1Char('=') + value);
            continue;
        }
        kept.append(keyword + QLatin1Char('=') + quotedValue(value));
        if (keyword != QLatin1String("schema"))
            location.m_keywords.emplace_back(keyword, value);
        if (keyword == QLatin1String("schema")) {
            checkSchema(value, where);
            location.m_schema = value;
        } else if (keyword == QLatin1String("dbname")) {
            location.m_database = value;
        } else if (keyword == QLatin1String("host")) {
            checkHosts(value, where);
            location.m_host = value;
        } else if (keyword == QLatin1String("service")) {
            location.m_service = value;
        }
    }
    location.m_text = kept.join(QLatin1Char(' '));
    return location;
}

ClubLocation ClubLocation::absolute() const
{
    if (!isFile())
        return *this;
    return file(QFileInfo(m_text).absoluteFilePath());
}

QString ClubLocation::toString() const
{
    return m_text;
}

QString ClubLocation::displayName() const
{
    if (isFile())
        return QFileInfo(m_text).fileName();
    if (!isServer())
        return {};
    // The schema is the club, the database (or the service that names it) where it lives, the host the machine.
    const QString database = !m_database.isEmpty() ? m_database : m_service;
    QString club
        = m_schema.isEmpty() || database.isEmpty() ? m_schema + database : tr("%1 in %2").arg(m_schema, database);
    if (club.isEmpty())
        return m_host.isEmpty() ? m_text : m_host; // an address that leaves everything to libpq's defaults
    return m_host.isEmpty() ? club : tr("%1 on %2").arg(club, m_host);
}

QString ClubLocation::name() const
{
    if (isFile())
        return QFileInfo(m_text).completeBaseName();
    for (const QString *part : {&m_schema, &m_database, &m_service, &m_host}) {
        if (!part->isEmpty())
            return *part;
    }
    return {};
}

QString ClubLocation::settingsKey() const
{
    if (isEmpty())
        return {};
    // A digest: a path's slashes would make settings groups, and qHash is seeded per process.
    const QString key = isFile() ? absolute().m_text : m_text;
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace podium::store
