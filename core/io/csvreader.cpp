// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "io/csvreader.h"

#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/textcheck.h"

#include <QIODevice>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace podium::io {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

/** The characters that end an unquoted field, or are refused inside one. */
constexpr std::array<bool, 256> kFieldEnd = [] {
    std::array<bool, 256> table {};
    for (const unsigned char c : {',', '\r', '\n', '"'})
        table[c] = true;
    return table;
}();

/** Where a UTF-8 sequence that a piece cuts off begins, so that it is checked whole with the next piece; the end of
 *  text when the last sequence is complete (or is wrong however it goes on: the check finds it). */
std::size_t completeUtf8End(std::string_view text)
{
    for (std::size_t back = 1; back <= std::min<std::size_t>(3, text.size()); ++back) {
        const auto byte = static_cast<unsigned char>(text[text.size() - back]);
        if ((byte & 0xC0) == 0x80)
            continue; // a continuation byte: its lead is further back
        const std::size_t length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        return length > back ? text.size() - back : text.size();
    }
    return text.size();
}

} // namespace

CsvReader::CsvReader(std::string_view data, const QString &fileName)
    : m_data(data)
    , m_fileName(fileName)
{
    if (m_data.starts_with(kByteOrderMark))
        m_pos = kByteOrderMark.size();
    requireUtf8(m_data.substr(m_pos), fileName); // before any field is read: no row of a bad file gets through
}

CsvReader::CsvReader(QIODevice &device, const QString &fileName, qint64 pieceSize)
    : m_fileName(fileName)
    , m_device(&device)
    , m_final(false)
    , m_pieceSize(std::max<qint64>(1, pieceSize))
{
    while (m_data.size() < kByteOrderMark.size() && refill())
        continue; // enough to see a byte order mark
    if (m_data.starts_with(kByteOrderMark)) {
        m_pos = m_checked = kByteOrderMark.size();
        m_textStart = static_cast<qint64>(kByteOrderMark.size());
    }
    checkPiece(); // the first piece once a byte order mark is skipped, the others as refill() reads them
    m_checking = true;
}

/** Reads the next piece of the device after what is left of m_data from m_pos on (a record it cut off); false at
 *  the end of the file. */
bool CsvReader::refill()
{
    if (m_final)
        return false;
    // What is left is read again with the new piece. A piece at least as long as it keeps a record longer than a
    // piece linear to read.
    const auto keep = static_cast<qint64>(m_data.size() - m_pos);
    if (keep > 0)
        std::memmove(m_buffer.data(), m_data.data() + m_pos, static_cast<std::size_t>(keep)); // the capacity stays
    m_dropped += static_cast<qint64>(m_pos);
    m_checked -= std::min(m_checked, m_pos);
    const qint64 want = std::max(m_pieceSize, keep);
    m_buffer.resize(static_cast<qsizetype>(keep + want));
    const qint64 got = m_device->read(m_buffer.data() + keep, want);
    if (got < 0)
        throw InputError(m_fileName, QStringLiteral("cannot read the file: %1").arg(m_device->errorString()));
    m_buffer.resize(static_cast<qsizetype>(keep + got));
    m_final = got == 0 || m_device->atEnd();
    m_data = std::string_view(m_buffer.constData(), static_cast<std::size_t>(m_buffer.size()));
    m_pos = 0;
    if (m_checking)
        checkPiece();
    return true;
}

/** Checks what refill() added as UTF-8: every row is checked before it is read, as in a whole text. */
void CsvReader::checkPiece()
{
    const std::size_t end = m_final ? m_data.size() : completeUtf8End(m_data);
    if (end <= m_checked)
        return;
    const std::size_t bad = invalidUtf8At(m_data.substr(m_checked, end - m_checked));
    if (bad != std::string_view::npos)
        failUtf8(m_dropped + static_cast<qint64>(m_checked + bad) - m_textStart,
                 static_cast<unsigned char>(m_data[m_checked + bad]));
    m_checked = end;
}

/** Throws the error of requireUtf8 for the byte at offset in the text: its line and column are found by reading
 *  the file again, which only a file with such a byte pays for. */
void CsvReader::failUtf8(qint64 offset, unsigned char byte)
{
    TextPosition at;
    if (m_device->seek(m_textStart)) {
        QByteArray piece;
        for (qint64 left = offset; left > 0;) {
            piece = m_device->read(std::min(left, m_pieceSize));
            if (piece.isEmpty())
                break;
            at = positionOf(std::string_view(piece.constData(), static_cast<std::size_t>(piece.size())),
                            static_cast<std::size_t>(piece.size()), at);
            left -= piece.size();
        }
    }
    throw invalidUtf8Error(m_fileName, at, byte);
}

void CsvReader::checkRest()
{
    if (!m_device)
        return;
    m_pos = std::min(m_checked, m_data.size()); // a sequence cut off at the end is kept to be checked whole
    while (refill())
        m_pos = std::min(m_checked, m_data.size());
}

/** Reads the quoted field at m_pos into field; false when the data ends before the field is known to end. */
bool CsvReader::readQuoted(std::string_view &field)
{
    const std::size_t open = m_pos;
    std::size_t quote = open;
    bool doubled = false;
    for (;;) {
        quote = m_data.find('"', quote + 1);
        if (quote == std::string_view::npos || (quote + 1 == m_data.size() && !m_final)) {
            if (!m_final)
                return false; // the rest of the field, or the quote that doubles this one, is in the next piece
            throw InputError::atLine(m_fileName, m_line, ErrorText::tr("a quoted field is never closed"));
        }
        if (quote + 1 < m_data.size() && m_data[quote + 1] == '"') { // "" stands for one quote
            doubled = true;
            ++quote;
            continue;
        }
        break;
    }
    const std::string_view inside = m_data.substr(open + 1, quote - open - 1);
    m_line += std::count(inside.begin(), inside.end(), '\n');
    m_pos = quote + 1;
    if (m_pos < m_data.size() && m_data[m_pos] != ',' && m_data[m_pos] != '\n' && m_data[m_pos] != '\r')
        throw InputError::atLine(m_fileName, m_line, ErrorText::tr("unexpected text after a closing quote"));
    if (!doubled) {
        field = inside;
        return true;
    }
    if (m_unquoted.size() <= m_unquotedUsed)
        m_unquoted.emplace_back();
    std::string &text = m_unquoted[m_unquotedUsed++];
    text.clear();
    for (std::size_t i = 0; i < inside.size(); ++i) {
        text.push_back(inside[i]);
        i += inside[i] == '"'; // the second quote of a pair
    }
    field = text;
    return true;
}

/** Reads a record that is one line ending in LF or CRLF without a quote or another CR in it, nearly every record of
 *  a file, eight bytes at a time; false, having read nothing, for any other (readRecord reads it byte by byte). */
bool CsvReader::readPlainLine(std::vector<std::string_view> &fields)
{
    if constexpr (std::endian::native != std::endian::little)
        return false; // the bytes of a word would be in the other order
    // Every byte that matters here is below '-' (0x2D): comma, quote, CR and LF. A word without one is field text.
    constexpr std::uint64_t kHigh = 0x8080808080808080u, kMinus = 0x2D2D2D2D2D2D2D2Du;
    const char *const data = m_data.data();
    const std::size_t size = m_data.size();
    std::size_t count = 0, fieldStart = m_pos;
    const auto endField = [&](std::size_t end) {
        if (fields.size() <= count)
            fields.emplace_back();
        fields[count++] = std::string_view(data + fieldStart, end - fieldStart);
        fieldStart = end + 1;
    };
    const auto endLine = [&](std::size_t end, std::size_t next) {
        endField(end);
        fields.resize(count);
        m_recordLine = m_line++;
        m_pos = next;
        return true;
    };
    for (std::size_t at = m_pos; at + sizeof(std::uint64_t) <= size; at += sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + at, sizeof word);
        // The high bit of each ASCII byte below 0x2D (no borrow crosses bytes: each is at least 0x80 when 0x2D is
        // taken from it); bytes of UTF-8 sequences have their own high bit set and are left out.
        for (std::uint64_t below = ~((word | kHigh) - kMinus) & ~word & kHigh; below != 0; below &= below - 1) {
            const std::size_t i = at + static_cast<std::size_t>(std::countr_zero(below)) / 8;
            switch (data[i]) {
            case ',':
                endField(i);
                break;
            case '\n':
                return endLine(i, i + 1);
            case '\r':
                if (i + 1 < size && data[i + 1] == '\n')
                    return endLine(i, i + 2);
                return false;
            case '"':
                return false;
            default:
                break; // a space, a tab, or another character below '-'
            }
        }
    }
    return false; // the end of the data comes first
}

CsvReader::Record CsvReader::readRecord(std::vector<std::string_view> &fields)
{
    if (m_pos >= m_data.size())
        return m_final ? Record::End : Record::Incomplete;
    if (readPlainLine(fields))
        return Record::Read;
    const std::size_t start = m_pos;
    m_recordLine = m_line;
    m_unquotedUsed = 0;
    const auto incomplete = [&] {
        m_pos = start;
        m_line = m_recordLine;
        return Record::Incomplete;
    };
    std::size_t count = 0;
    for (;;) {
        if (fields.size() <= count)
            fields.emplace_back();
        std::string_view &field = fields[count++];
        if (m_pos < m_data.size() && m_data[m_pos] == '"') {
            if (!readQuoted(field))
                return incomplete();
        } else {
            // A table, not find_first_of: libstdc++'s runs memchr over the four characters for every byte, which
            // was a seventh of reading a file. Local copies, as the stores into fields might change the members.
            const char *const data = m_data.data();
            const std::size_t size = m_data.size();
            std::size_t stop = m_pos;
            while (stop < size && !kFieldEnd[static_cast<unsigned char>(data[stop])])
                ++stop;
            if (stop == size && !m_final)
                return incomplete();
            field = std::string_view(data + m_pos, stop - m_pos);
            m_pos = stop;
            if (m_pos < m_data.size() && m_data[m_pos] == '"')
                throw InputError::atLine(m_fileName, m_line,
                                         ErrorText::tr("a quote inside an unquoted field (quote the whole field "
                                                       "and double the quote)"));
        }
        if (m_pos < m_data.size() && m_data[m_pos] == ',') {
            ++m_pos;
            continue;
        }
        // End of record: CRLF, LF, a lone CR, or the end of the data; a CR at the end of a piece may be a CRLF's.
        if (!m_final && (m_pos == m_data.size() || (m_data[m_pos] == '\r' && m_pos + 1 == m_data.size())))
            return incomplete();
        if (m_pos < m_data.size() && m_data[m_pos] == '\r')
            ++m_pos;
        if (m_pos < m_data.size() && m_data[m_pos] == '\n')
            ++m_pos;
        ++m_line;
        break;
    }
    fields.resize(count);
    return Record::Read;
}

bool CsvReader::next(std::vector<std::string_view> &fields)
{
    for (;;) {
        switch (readRecord(fields)) {
        case Record::Read:
            return true;
        case Record::End:
            return false;
        case Record::Incomplete:
            if (!refill())
                return false;
            break;
        }
    }
}

bool CsvReader::next(std::vector<std::string> &fields)
{
    if (!next(m_views))
        return false;
    fields.resize(m_views.size());
    for (std::size_t i = 0; i < m_views.size(); ++i)
        fields[i].assign(m_views[i]);
    return true;
}

std::string csvField(std::string_view value)
{
    if (value.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(value);
    std::string quoted = "\"";
    for (const char c : value) {
        if (c == '"')
            quoted.push_back('"');
        quoted.push_back(c);
    }
    quoted.push_back('"');
    return quoted;
}

QByteArray csvLine(const QStringList &cells)
{
    QByteArray line;
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            line += ',';
        line += QByteArray::fromStdString(csvField(cells.at(i).toStdString()));
    }
    return line + '\n';
}

} // namespace podium::io
