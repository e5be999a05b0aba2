#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

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

    /** Reads the next record into fields; false at the end. Throws InputError for a quote that is
     *  never closed or a stray quote inside an unquoted field. */
    bool next(std::vector<std::string> &fields);

    /** The line the last record began on, counting from 1. */
    qsizetype line() const { return m_recordLine; }
    const QString &fileName() const { return m_fileName; }

private:
    void readQuoted(std::string &field);

    std::string_view m_data;
    std::size_t m_pos = 0;
    qsizetype m_line = 1;
    qsizetype m_recordLine = 0;
    QString m_fileName;
};

/** A field as CSV needs it: quoted (with doubled quotes) when it holds a comma, quote or line break. */
std::string csvField(std::string_view value);

/** One CSV record of the cells, each as csvField writes it, ending in a line feed. */
QByteArray csvLine(const QStringList &cells);

} // namespace podium::io
