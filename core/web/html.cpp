// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "web/html.h"

#include <QUrl>

namespace podium::web {

namespace {

/** A character XML 1.0 allows (and HTML does not read as a control): tab, newline, carriage return and from the
 *  space on, without the surrogates and the two non-characters. */
bool allowed(char32_t c)
{
    if (c < 0x20)
        return c == 0x9 || c == 0xA || c == 0xD;
    if (c >= 0x7F && c < 0xA0)
        return false;
    return c != 0xFFFE && c != 0xFFFF && c <= 0x10FFFF;
}

} // namespace

QString escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += c;
            out += text.at(++i);
            continue;
        }
        if (c.isSurrogate() || !allowed(c.unicode()))
            continue; // a lone half of a pair, or a control character: nothing a name needs
        switch (c.unicode()) {
        case u'&':
            out += QLatin1String("&amp;");
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'"':
            out += QLatin1String("&quot;");
            break;
        case u'\'':
            out += QLatin1String("&#39;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString pathOf(const QStringList &parts)
{
    QString path;
    for (const QString &part : parts)
        path += QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(part));
    return path.isEmpty() ? QStringLiteral("/") : path;
}

Html &Html::open(const char *tag, std::initializer_list<Attribute> list)
{
    m_out += QLatin1Char('<') + QLatin1String(tag);
    attributes(list);
    m_out += QLatin1Char('>');
    return *this;
}

Html &Html::close(const char *tag)
{
    m_out += QLatin1String("</") + QLatin1String(tag) + QLatin1Char('>');
    return *this;
}

Html &Html::element(const char *tag, const QString &content, std::initializer_list<Attribute> list)
{
    open(tag, list);
    text(content);
    return close(tag);
}

Html &Html::empty(const char *tag, std::initializer_list<Attribute> list)
{
    return open(tag, list);
}

Html &Html::text(const QString &content)
{
    m_out += escaped(content);
    return *this;
}

Html &Html::link(const QString &path, const QString &content, std::initializer_list<Attribute> list)
{
    if (path.isEmpty())
        return text(content);
    m_out += QLatin1String("<a href=\"") + escaped(path) + QLatin1Char('"');
    attributes(list);
    m_out += QLatin1Char('>');
    text(content);
    return close("a");
}

Html &Html::raw(const QString &markup)
{
    m_out += markup;
    return *this;
}

void Html::attributes(std::initializer_list<Attribute> list)
{
    for (const Attribute &a : list) {
        if (a.name == nullptr || *a.name == '\0')
            continue;
        m_out += QLatin1Char(' ') + QLatin1String(a.name) + QLatin1String("=\"") + escaped(a.value) + QLatin1Char('"');
    }
}

} // namespace podium::web
