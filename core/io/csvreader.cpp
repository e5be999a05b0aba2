#include "io/csvreader.h"

#include "io/errortext.h"
#include "io/inputerror.h"
#include "io/textcheck.h"

#include <array>

namespace podium::io {

CsvReader::CsvReader(std::string_view data, const QString &fileName)
    : m_data(data)
    , m_fileName(fileName)
{
    if (m_data.substr(0, 3) == "\xEF\xBB\xBF")
        m_pos = 3;
    requireUtf8(m_data.substr(m_pos), fileName); // before any field is read: no row of a bad file gets through
}

void CsvReader::readQuoted(std::string &field)
{
    const qsizetype startLine = m_line;
    ++m_pos; // the opening quote
    for (;;) {
        const std::size_t quote = m_data.find('"', m_pos);
        if (quote == std::string_view::npos)
            throw InputError::atLine(m_fileName, startLine, ErrorText::tr("a quoted field is never closed"));
        const std::string_view chunk = m_data.substr(m_pos, quote - m_pos);
        for (const char c : chunk)
            m_line += c == '\n';
        field.append(chunk);
        m_pos = quote + 1;
        if (m_pos < m_data.size() && m_data[m_pos] == '"') { // "" stands for one quote
            field.push_back('"');
            ++m_pos;
            continue;
        }
        break;
    }
    if (m_pos < m_data.size() && m_data[m_pos] != ',' && m_data[m_pos] != '\n' && m_data[m_pos] != '\r')
        throw InputError::atLine(m_fileName, m_line, ErrorText::tr("unexpected text after a closing quote"));
}

namespace {

/** The characters that end an unquoted field, or are refused inside one. */
constexpr std::array<bool, 256> kFieldEnd = [] {
    std::array<bool, 256> table {};
    for (const unsigned char c : {',', '\r', '\n', '"'})
        table[c] = true;
    return table;
}();

} // namespace

bool CsvReader::next(std::vector<std::string> &fields)
{
    if (m_pos >= m_data.size())
        return false;
    m_recordLine = m_line;
    std::size_t count = 0;
    for (;;) {
        if (fields.size() <= count)
            fields.emplace_back();
        std::string &field = fields[count++];
        field.clear();
        if (m_pos < m_data.size() && m_data[m_pos] == '"') {
            readQuoted(field);
        } else {
            // A table, not find_first_of: libstdc++'s runs memchr over the four characters for every byte, which
            // was a seventh of reading a file.
            std::size_t stop = m_pos;
            while (stop < m_data.size() && !kFieldEnd[static_cast<unsigned char>(m_data[stop])])
                ++stop;
            field.assign(m_data.substr(m_pos, stop - m_pos));
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
        // End of record: CRLF, LF, a lone CR, or the end of the data.
        if (m_pos < m_data.size() && m_data[m_pos] == '\r')
            ++m_pos;
        if (m_pos < m_data.size() && m_data[m_pos] == '\n')
            ++m_pos;
        ++m_line;
        break;
    }
    fields.resize(count);
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
