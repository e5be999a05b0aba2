// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/textcheck.h"

#include "io/errortext.h"
#include "io/inputerror.h"

#include <QJsonParseError>

#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <unordered_set>
#include <vector>

namespace podium::io {

namespace {

/** The length of a valid UTF-8 sequence starting at text[pos], or 0 when it is not one (RFC 3629). */
std::size_t sequenceLength(std::string_view text, std::size_t pos)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(pos);
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF; // the range of the second byte, narrower after some leads
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80; // no overlong forms
        high = lead == 0xED ? 0x9F : 0xBF; // no surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (pos + length > text.size() || byte(pos + 1) < low || byte(pos + 1) > high)
        return 0;
    for (std::size_t i = pos + 2; i < pos + length; ++i) {
        if (byte(i) < 0x80 || byte(i) > 0xBF)
            return 0;
    }
    return length;
}

std::string_view viewOf(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QString codePointText(char32_t c)
{
    return QStringLiteral("U+%1").arg(static_cast<uint>(c), 4, 16, QLatin1Char('0')).toUpper();
}

QString controlCharacterText(char32_t c, qsizetype at)
{
    return ErrorText::tr("contains the control character %1 at character %2").arg(codePointText(c)).arg(at);
}

bool isControl(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F); // C0, DEL and C1: Unicode's category Cc
}

/** The Unicode names of the format characters met in names, pasted from a web page or planted to look like
 *  another name; the rest are said by their code point alone. */
QString formatCharacterName(char32_t c)
{
    static const std::map<char32_t, const char *> names {
        {0x00AD, "SOFT HYPHEN"},
        {0x061C, "ARABIC LETTER MARK"},
        {0x180E, "MONGOLIAN VOWEL SEPARATOR"},
        {0x200B, "ZERO WIDTH SPACE"},
        {0x200C, "ZERO WIDTH NON-JOINER"},
        {0x200D, "ZERO WIDTH JOINER"},
        {0x200E, "LEFT-TO-RIGHT MARK"},
        {0x200F, "RIGHT-TO-LEFT MARK"},
        {0x202A, "LEFT-TO-RIGHT EMBEDDING"},
        {0x202B, "RIGHT-TO-LEFT EMBEDDING"},
        {0x202C, "POP DIRECTIONAL FORMATTING"},
        {0x202D, "LEFT-TO-RIGHT OVERRIDE"},
        {0x202E, "RIGHT-TO-LEFT OVERRIDE"},
        {0x2060, "WORD JOINER"},
        {0x2066, "LEFT-TO-RIGHT ISOLATE"},
        {0x2067, "RIGHT-TO-LEFT ISOLATE"},
        {0x2068, "FIRST STRONG ISOLATE"},
        {0x2069, "POP DIRECTIONAL ISOLATE"},
        {0xFEFF, "ZERO WIDTH NO-BREAK SPACE"},
    };
    const auto it = names.find(c);
    return it == names.end() ? QString() : QString::fromLatin1(it->second);
}

bool isTag(char32_t c)
{
    return c >= 0xE0020 && c <= 0xE007F;
}

/**
 * Whether the format character at i of the code points is part of a visible sequence, the one exception to the
 * rule: a joiner (U+200C, U+200D) between two letters, marks or symbols of the scripts that shape with it (Arabic,
 * Persian, the Indic scripts, ...: everything from Hebrew on, Latin Extended Additional aside) and of emoji sequences
 * (woman, U+200D, microscope); and the tag characters of a subdivision flag (a black flag, tags, U+E007F CANCEL TAG).
 * A joiner inside a Latin, Greek or Cyrillic name changes nothing that shows, and would make two players of "Ann"
 * and "A", U+200D, "nn".
 */
bool formatCharacterAllowed(const std::vector<char32_t> &text, std::size_t i)
{
    const char32_t c = text[i];
    const auto joins = [](char32_t n) {
        const bool shaping = n >= 0x0590 && !(n >= 0x1E00 && n <= 0x1EFF);
        return shaping && (QChar::isLetter(n) || QChar::isMark(n) || QChar::isSymbol(n));
    };
    if (c == 0x200C || c == 0x200D)
        return i > 0 && i + 1 < text.size() && joins(text[i - 1]) && joins(text[i + 1]);
    if (isTag(c)) {
        const bool follows = i > 0 && (text[i - 1] == 0x1F3F4 || (isTag(text[i - 1]) && text[i - 1] != 0xE007F));
        const bool ends = c == 0xE007F || (i + 1 < text.size() && isTag(text[i + 1]));
        return follows && ends;
    }
    return false;
}

} // namespace

std::size_t invalidUtf8At(std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        // Eight bytes at a time while they are ASCII, as nearly all of a CSV file is: byte by byte, this check was a
        // sixteenth of a replay.
        std::uint64_t word = 0;
        while (pos + sizeof word <= text.size()
               && (std::memcpy(&word, text.data() + pos, sizeof word), (word & 0x8080808080808080u) == 0))
            pos += sizeof word;
        if (pos == text.size())
            break;
        if (static_cast<unsigned char>(text[pos]) < 0x80) {
            ++pos;
            continue;
        }
        const std::size_t length = sequenceLength(text, pos);
        if (length == 0)
            return pos;
        pos += length;
    }
    return std::string_view::npos;
}

TextPosition positionOf(std::string_view text, std::size_t offset, TextPosition start)
{
    qsizetype line = start.line, column = start.column;
    for (std::size_t i = 0; i < std::min(offset, text.size()); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // continuation bytes belong to the character before
            ++column;
        }
    }
    return {line, column};
}

void requireUtf8(std::string_view text, const QString &fileName)
{
    const std::size_t bad = invalidUtf8At(text);
    if (bad != std::string_view::npos)
        throw invalidUtf8Error(fileName, positionOf(text, bad), static_cast<unsigned char>(text[bad]));
}

InputError invalidUtf8Error(const QString &fileName, TextPosition at, unsigned char byte)
{
    const QString location = fileName.isEmpty() ? QStringLiteral("line %1, column %2").arg(at.line).arg(at.column)
                                                : QStringLiteral("%1:%2:%3").arg(fileName).arg(at.line).arg(at.column);
    return InputError(
        location,
        ErrorText::tr("not valid UTF-8 (byte 0x%1); save the file as UTF-8").arg(byte, 2, 16, QLatin1Char('0')));
}

QString nameTextProblem(QStringView name, NameOrigin origin)
{
    // Code points, so that "at character N" counts what a person counts, an emoji as one; a lone surrogate stays
    // itself (QStringView::toUcs4 would make it U+FFFD, and one name of two different byte strings).
    std::vector<char32_t> text;
    text.reserve(static_cast<std::size_t>(name.size()));
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t u = name.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < name.size() && QChar::isLowSurrogate(name.at(i + 1).unicode()))
            text.push_back(QChar::surrogateToUcs4(u, name.at(++i).unicode()));
        else
            text.push_back(u);
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char32_t c = text[i];
        const auto at = static_cast<qsizetype>(i + 1);
        if (isControl(c))
            return controlCharacterText(c, at);
        if (c >= 0xD800 && c <= 0xDFFF)
            return ErrorText::tr("contains %1, half of a UTF-16 surrogate pair and no character, at character %2")
                .arg(codePointText(c))
                .arg(at);
        if (origin == NameOrigin::New && QChar::category(c) == QChar::Other_Format
            && !formatCharacterAllowed(text, i)) {
            const QString character = QString(codePointText(c) + u' ' + formatCharacterName(c)).trimmed();
            return ErrorText::tr("contains the invisible format character %1 at character %2; a name must read as "
                                 "it looks")
                .arg(character)
                .arg(at);
        }
    }
    return {};
}

QString nameTextProblem(std::string_view utf8)
{
    // Every character the rule refuses is either a single byte below 0x20, DEL, or not ASCII.
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte >= 0x7F)
            return nameTextProblem(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size())));
    }
    return {};
}

void requireNameText(QStringView name, const QString &location)
{
    const QString problem = nameTextProblem(name);
    if (!problem.isEmpty())
        throw InputError(location, problem);
}

namespace {

/** Appends code point c to out as UTF-8. */
void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

/**
 * Finds the first key that an object of already valid JSON holds twice; returns its offset, or npos. Keys are
 * compared decoded, so "a" and "\u0061" are the same key, as they are to QJsonDocument.
 */
class DuplicateKeyScan
{
public:
    explicit DuplicateKeyScan(std::string_view json)
        : m_json(json)
    { }

    std::size_t run()
    {
        for (m_pos = 0; m_pos < m_json.size(); ++m_pos) {
            const char c = m_json[m_pos];
            if (c == '"') {
                const std::size_t start = m_pos;
                std::string key = readString();
                if (!m_frames.empty() && m_frames.back().expectKey) {
                    m_frames.back().expectKey = false;
                    if (!m_frames.back().keys.insert(std::move(key)).second)
                        return start;
                }
            } else if (c == '{' || c == '[') {
                m_frames.push_back({c == '{', {}});
            } else if ((c == '}' || c == ']') && !m_frames.empty()) {
                m_frames.pop_back();
            } else if (c == ',' && !m_frames.empty() && m_frames.back().isObject) {
                m_frames.back().expectKey = true;
            }
        }
        return std::string_view::npos;
    }

private:
    struct Frame
    {
        bool isObject = false;
        std::unordered_set<std::string> keys;
        bool expectKey = isObject;
    };

    unsigned hex4()
    {
        unsigned value = 0;
        for (int i = 0; i < 4 && m_pos + 1 < m_json.size(); ++i) {
            const char h = m_json[++m_pos];
            value = value * 16 + static_cast<unsigned>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
        }
        return value;
    }

    /** Reads the string starting at the quote at m_pos, leaving m_pos on its closing quote. */
    std::string readString()
    {
        std::string text;
        while (++m_pos < m_json.size() && m_json[m_pos] != '"') {
            if (m_json[m_pos] != '\\') {
                text.push_back(m_json[m_pos]);
                continue;
            }
            const char e = m_json[++m_pos];
            if (e != 'u') {
                const std::string_view from = "bfnrt", to = "\b\f\n\r\t";
                const std::size_t i = from.find(e);
                text.push_back(i == std::string_view::npos ? e : to[i]);
                continue;
            }
            char32_t c = hex4();
            if (c >= 0xD800 && c <= 0xDBFF && m_json.substr(m_pos + 1, 2) == "\\u") {
                m_pos += 2;
                c = 0x10000 + ((c - 0xD800) << 10) + (hex4() - 0xDC00);
            }
            appendUtf8(text, c);
        }
        return text;
    }

    std::string_view m_json;
    std::size_t m_pos = 0;
    std::vector<Frame> m_frames;
};

} // namespace

std::size_t loneSurrogateEscapeAt(std::string_view json)
{
    const auto hexAt = [&](std::size_t pos) -> long {
        if (pos + 6 > json.size() || json[pos] != '\\' || json[pos + 1] != 'u')
            return -1;
        long value = 0;
        for (std::size_t i = pos + 2; i < pos + 6; ++i) {
            const char h = json[i];
            const int digit = h >= '0' && h <= '9'       ? h - '0'
                : (h | 0x20) >= 'a' && (h | 0x20) <= 'f' ? (h | 0x20) - 'a' + 10
                                                         : -1;
            if (digit < 0)
                return -1;
            value = value * 16 + digit;
        }
        return value;
    };
    // Outside strings, valid JSON has no backslash; inside them, each escape is a backslash and one character
    // (\\ included) or \uXXXX.
    for (std::size_t pos = json.find('\\'); pos != std::string_view::npos; pos = json.find('\\', pos)) {
        const long unit = hexAt(pos);
        if (unit < 0xD800 || unit > 0xDFFF) {
            pos += unit < 0 ? 2 : 6;
            continue;
        }
        const long next = hexAt(pos + 6);
        if (unit > 0xDBFF || next < 0xDC00 || next > 0xDFFF)
            return pos;
        pos += 12;
    }
    return std::string_view::npos;
}

void requireNoLoneSurrogate(std::string_view json, const QString &fileName)
{
    const std::size_t at = loneSurrogateEscapeAt(json);
    if (at == std::string_view::npos)
        return;
    const TextPosition position = positionOf(json, at);
    const QString location = fileName.isEmpty()
        ? QStringLiteral("line %1, column %2").arg(position.line).arg(position.column)
        : QStringLiteral("%1:%2:%3").arg(fileName).arg(position.line).arg(position.column);
    throw InputError(location,
                     ErrorText::tr("%1 is half of a UTF-16 surrogate pair without its other half, and no character")
                         .arg(QString::fromLatin1(json.substr(at, 6))));
}

QJsonDocument parseJsonText(const QByteArray &json)
{
    const std::string_view text = viewOf(json);
    requireUtf8(text, QString());
    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    const auto at = [&](std::size_t offset) {
        const TextPosition position = positionOf(text, offset);
        return QStringLiteral("line %1, column %2").arg(position.line).arg(position.column);
    };
    if (error.error != QJsonParseError::NoError)
        throw InputError(at(static_cast<std::size_t>(std::max(0, error.offset))),
                         ErrorText::tr("not valid JSON: %1").arg(error.errorString()));
    // QJsonDocument has made a lone surrogate U+FFFD: different texts must not become one.
    requireNoLoneSurrogate(text, QString());
    const std::size_t duplicate = DuplicateKeyScan(text).run();
    if (duplicate != std::string_view::npos) {
        const std::size_t end = text.find('"', duplicate + 1);
        throw InputError(at(duplicate),
                         ErrorText::tr("the key %1 appears twice in one object")
                             .arg(QString::fromUtf8(json.mid(static_cast<qsizetype>(duplicate),
                                                             static_cast<qsizetype>(end - duplicate + 1)))));
    }
    return doc;
}

} // namespace podium::io
