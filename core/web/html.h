// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

// Writing HTML and SVG without ever letting a name become markup: every text and attribute value goes through
// escaped(), every name in a link through pathOf().

#include <QString>
#include <QStringList>

namespace podium::web {

/** Text made safe for HTML and XML, in element content and in quoted attribute values alike: & < > " ' become
 *  entities, and characters XML 1.0 forbids (control characters, lone surrogates) are dropped. */
QString escaped(const QString &text);

/** A path of the board from its parts: each part percent-encoded ("/player/Ann%20Lee"), so that a name with
 *  a slash ("Chess%202025%2F26"), a quote or a question mark stays one part of the path; the board's router splits
 *  on the slashes sent as such and decodes each part. The result holds no character escaped() would
 *  change but '&' never appears either: it can go into an attribute as it is. */
QString pathOf(const QStringList &parts);

/** HTML written piece by piece: open and close elements, text and attributes escaped on the way in. */
class Html
{
public:
    /** One attribute: its name (a fixed word of ours, never user text) and its value (escaped here). */
    struct Attribute
    {
        const char *name;
        QString value;
    };

    /** <tag a="v" ...>; attributes with an empty name are left out (optional ones). */
    Html &open(const char *tag, std::initializer_list<Attribute> attributes = {});
    Html &close(const char *tag);
    /** <tag ...>text</tag> */
    Html &element(const char *tag, const QString &text, std::initializer_list<Attribute> attributes = {});
    /** A void element (<meta>, <link>, <input>, <img>). */
    Html &empty(const char *tag, std::initializer_list<Attribute> attributes = {});
    Html &text(const QString &text);
    /** <a href="path">text</a>, or the text alone when path is empty (a file for people has no board to link). */
    Html &link(const QString &path, const QString &text, std::initializer_list<Attribute> attributes = {});
    /** Markup already safe: made by another Html, or an SVG drawn by this library. */
    Html &raw(const QString &markup);

    const QString &markup() const { return m_out; }

private:
    void attributes(std::initializer_list<Attribute> attributes);

    QString m_out;
};

} // namespace podium::web
