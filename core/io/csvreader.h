// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <deque>
#include <string>
#include <string_view>
#include <vector>

class QIODevice;

namespace podium::io {

/**
 * Reads CSV as RFC 4180 describes it: fields separated by commas, records by CRLF or LF, fields in double
 * quotes may hold commas, line breaks and doubled quotes (""). A UTF-8 byte order mark at the start is
 * skipped. Records come one at a time, so a million rows never exist as a million objects.
 *
 * Written here because Qt has no CSV reader and the C++ CSV libraries Debian ships are either header
 * dumps of a much larger API or not in Debian 12; this is the small part of the format Podium needs,
 * with the line numbers its error messages need.
 */
class CsvReader
{
public:
    /** data must outlive the reader; fileName is only used in error messages. Throws InputError at
     *  "FILE:LINE:COLUMN" when data is not valid UTF-8 (M8). */
    CsvReader(std::string_view data, const QString &fileName);

    /**
     * Reads a file from device piece by piece as records are asked for, so that a file of any size is read in
     * memory of the size of a piece (or of its longest record): the same records, lines and errors as a reader of
     * the whole file. Each piece is checked as UTF-8 when it is read; device must be a file that can seek, as
     * placing a bad byte reads it again from the start. pieceSize is for tests. Throws InputError.
     */
    CsvReader(QIODevice &device, const QString &fileName, qint64 pieceSize = kPieceSize);

    /** How much of a file a reader of a device reads at a time: enough that reading costs few calls, little enough
     *  to stay in the cache and to keep a replay of a big file small. */
    static constexpr qint64 kPieceSize = qint64(1) << 16;

    /** Reads the next record into fields; false at the end. Throws InputError for a quote that is
     *  never closed or a stray quote inside an unquoted field. */
    bool next(std::vector<std::string> &fields);
    /** next() without copies: the fields are views into the reader's buffer, valid until the next call. */
    bool next(std::vector<std::string_view> &fields);

    /** Reads the rest of a file read from a device only to check that it is UTF-8, throwing InputError if it is
     *  not: a file that is not UTF-8 is refused whatever else is wrong with it, so this comes before any other
     *  problem is told. Nothing to do for a reader of a whole text, checked when it was made. */
    void checkRest();

    /** How many bytes of the text the records read so far take. */
    qint64 offset() const { return m_dropped + static_cast<qint64>(m_pos); }
    /** The line the last record began on, counting from 1. */
    qsizetype line() const { return m_recordLine; }
    const QString &fileName() const { return m_fileName; }

private:
    enum class Record { Read, End, Incomplete };
    Record readRecord(std::vector<std::string_view> &fields);
    bool readPlainLine(std::vector<std::string_view> &fields);
    bool readQuoted(std::string_view &field);
    bool refill();
    void checkPiece();
    [[noreturn]] void failUtf8(qint64 offset, unsigned char byte);

    std::string_view m_data;
    std::size_t m_pos = 0;
    qsizetype m_line = 1;
    qsizetype m_recordLine = 0;
    QString m_fileName;
    QIODevice *m_device = nullptr; ///< the file read piece by piece, or null for a whole text
    QByteArray m_buffer; ///< what m_data views when reading a device
    bool m_final = true; ///< m_data reaches the end of the text
    bool m_checking = false; ///< refill() checks what it reads as UTF-8
    std::size_t m_checked = 0; ///< m_data[0, m_checked) is known to be UTF-8 (device only)
    qint64 m_dropped = 0; ///< how many bytes of the device came before m_buffer
    qint64 m_textStart = 0; ///< 3 after a byte order mark
    qint64 m_pieceSize = kPieceSize;
    std::deque<std::string> m_unquoted; ///< quoted fields with doubled quotes, which views cannot show
    std::size_t m_unquotedUsed = 0;
    std::vector<std::string_view> m_views; ///< for next(std::vector<std::string> &)
};

/** A field as CSV needs it: quoted (with doubled quotes) when it holds a comma, quote or line break. */
std::string csvField(std::string_view value);

/** One CSV record of the cells, each as csvField writes it, ending in a line feed. */
QByteArray csvLine(const QStringList &cells);

} // namespace podium::io
