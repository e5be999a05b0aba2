// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/printsheet.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImage>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>
#include <numeric>

namespace podium::ui {

namespace {

constexpr double kPointsPerCm = 72 / 2.54;
/** QTextDocument::print keeps 2 cm of each page's printable area free. */
constexpr double kPrintMargin = 2 * kPointsPerCm;
constexpr double kFontSize = 10;
/** Below this a table is too small to read; it then wraps inside words after all. */
constexpr double kSmallestFont = 6;
/** The share of its widest cell that a column of names keeps before the font gets smaller. */
constexpr double kLeastOfWhole = 0.6;
/** The screen's and the printer's fonts measure a little apart: room for the difference. */
constexpr double kSlack = 1.08;

/** Font metrics in points: a device of 72 dots an inch. */
const QPaintDevice *pointDevice()
{
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_RGB32);
        image.setDotsPerMeterX(qRound(72 / 0.0254));
        image.setDotsPerMeterY(qRound(72 / 0.0254));
        return image;
    }();
    return &device;
}

/** The widest part of text that a line cannot break: lines break at spaces and after hyphens. */
double widestWord(const QFontMetricsF &metrics, QString text)
{
    double widest = 0;
    for (const QString &word :
         text.replace(QLatin1Char('-'), QStringLiteral("- ")).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

} // namespace

PrintSheet::PrintSheet(QTextDocument *document, const QPageLayout &page)
    : m_document(document)
    , m_font(QGuiApplication::font())
    , m_textWidth(page.paintRect(QPageLayout::Point).width() - 2 * kPrintMargin)
{
    m_document->clear();
    m_font.setPointSizeF(kFontSize);
    m_document->setDefaultFont(m_font);
    m_cursor = QTextCursor(m_document);
}

QPageLayout PrintSheet::page(const QPageSize &size, QPageLayout::Orientation orientation)
{
    return QPageLayout(size, orientation, QMarginsF());
}

void PrintSheet::block(const QString &text, double pointSize, bool bold, double topMargin)
{
    QTextBlockFormat format;
    format.setTopMargin(m_empty ? 0 : topMargin);
    format.setBottomMargin(pointSize / 2);
    if (m_cursor.block().length() > 1
        || m_cursor.block().blockFormat().pageBreakPolicy() != QTextFormat::PageBreak_Auto)
        m_cursor.insertBlock(format);
    else
        m_cursor.setBlockFormat(format);
    QTextCharFormat chars;
    QFont font = m_font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    chars.setFont(font);
    m_cursor.insertText(text, chars);
    m_empty = false;
}

void PrintSheet::title(const QString &text)
{
    block(text, 1.6 * kFontSize, true, 0);
}

void PrintSheet::heading(const QString &text)
{
    block(text, 1.3 * kFontSize, true, 2 * kFontSize);
}

void PrintSheet::html(const QString &html)
{
    // A block of its own: the fragment's first paragraph takes over the block it starts in, with its page break.
    if (!m_empty)
        m_cursor.insertBlock(QTextBlockFormat());
    m_cursor.insertHtml(html);
    m_empty = false;
}

void PrintSheet::pageBreak()
{
    // Set on the block, as insertHtml leaves a fragment's page-break-after behind.
    QTextBlockFormat format = m_cursor.blockFormat();
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysAfter);
    m_cursor.setBlockFormat(format);
}

void PrintSheet::measure(const SheetTable &table, std::vector<double> &whole, std::vector<double> &least) const
{
    QFont font = m_font;
    font.setPointSizeF(table.pointSize);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font, pointDevice()), headerMetrics(bold, pointDevice());
    whole.assign(table.columns.size(), 0.0);
    least.assign(table.columns.size(), 0.0);
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const SheetColumn &column = table.columns[c];
        // A header is never broken: the column is at least as wide as its header.
        least[c] = whole[c] = headerMetrics.horizontalAdvance(column.header);
        for (const QStringList &row : table.rows) {
            const QString text = row.value(static_cast<int>(c));
            whole[c] = std::max(whole[c], metrics.horizontalAdvance(text));
            least[c] = std::max(least[c], column.stretch ? widestWord(metrics, text) : metrics.horizontalAdvance(text));
        }
        // A name may wrap, but a column of names folded to a word a line reads badly: a smaller font first.
        if (column.stretch)
            least[c] = std::max(least[c], kLeastOfWhole * whole[c]);
        // The padding on both sides, from the document's pixels to points, and the border.
        const double frame = 2 * table.padding * 72 / 96 + 1;
        whole[c] = whole[c] * kSlack + frame;
        least[c] = least[c] * kSlack + frame;
    }
}

std::vector<double> PrintSheet::shares(const SheetTable &table, double *pointSize) const
{
    std::vector<double> width, least;
    measure(table, width, least);
    const std::size_t n = table.columns.size();
    bool anyStretch = false;
    for (std::size_t c = 0; c < n; ++c) {
        const double floor = table.columns[c].minShare * m_textWidth;
        width[c] = std::max(width[c], floor);
        least[c] = std::max(least[c], floor);
        anyStretch = anyStretch || table.columns[c].stretch;
    }
    const double wanted = std::accumulate(width.begin(), width.end(), 0.0);
    const auto stretches = [&](std::size_t c) { return table.columns[c].stretch || !anyStretch; };
    double flexible = 0; // what the columns that may wrap give or take
    for (std::size_t c = 0; c < n; ++c)
        flexible += stretches(c) ? width[c] - (wanted > m_textWidth ? least[c] : 0.0) : 0.0;
    const double change = m_textWidth - wanted; // spare width (> 0) or what must go (< 0)
    const double fraction = flexible > 0 ? std::max(-1.0, change / flexible) : 0.0;
    for (std::size_t c = 0; c < n; ++c) {
        if (stretches(c))
            width[c] += fraction * (width[c] - (change < 0 ? least[c] : 0.0));
    }
    // Still too wide: a smaller font keeps every word whole.
    const double total = std::accumulate(width.begin(), width.end(), 0.0);
    *pointSize = std::max(kSmallestFont, table.pointSize * std::min(1.0, m_textWidth / total));
    for (double &w : width)
        w /= total;
    return width;
}

void PrintSheet::cell(QTextTableCell cell, const QString &text, const QFont &font, bool header,
                      const SheetColumn &column)
{
    QTextTableCellFormat frame = cell.format().toTableCellFormat();
    frame.setBorder(0.5);
    frame.setBorderBrush(Qt::black);
    frame.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    if (header)
        frame.setBackground(QColor(0xe8, 0xe8, 0xe8));
    cell.setFormat(frame);
    QTextCursor cursor = cell.firstCursorPosition();
    QTextBlockFormat format;
    format.setAlignment(column.number ? Qt::AlignRight : Qt::AlignLeft);
    // Whole words are kept by the column widths; headers and figures are not even broken between words.
    format.setNonBreakableLines(header || !column.stretch);
    cursor.setBlockFormat(format);
    QTextCharFormat chars;
    QFont f = font;
    f.setBold(header);
    chars.setFont(f);
    cursor.insertText(text, chars);
}

void PrintSheet::table(const SheetTable &table)
{
    double pointSize = table.pointSize;
    const std::vector<double> share = shares(table, &pointSize);
    QTextTableFormat format;
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    QList<QTextLength> widths;
    for (double s : share)
        widths.append(QTextLength(QTextLength::PercentageLength, 100 * s));
    format.setColumnWidthConstraints(widths);
    format.setCellPadding(table.padding);
    format.setCellSpacing(0);
    format.setBorder(1);
    format.setBorderBrush(Qt::black);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true); // one thin line between cells, drawn by the cells' formats
    format.setHeaderRowCount(1); // the header again on every page
    format.setBottomMargin(table.pointSize); // a heading after the table keeps its distance
    const int columns = static_cast<int>(table.columns.size());
    QTextTable *t = m_cursor.insertTable(static_cast<int>(table.rows.size()) + 1, columns, format);
    QFont font = m_font;
    font.setPointSizeF(pointSize);
    for (int c = 0; c < columns; ++c) {
        const SheetColumn &column = table.columns[static_cast<std::size_t>(c)];
        cell(t->cellAt(0, c), column.header, font, true, column);
        for (int r = 0; r < static_cast<int>(table.rows.size()); ++r)
            cell(t->cellAt(r + 1, c), table.rows[static_cast<std::size_t>(r)].value(c), font, false, column);
    }
    for (const SheetTable::Span &span : table.spans)
        t->mergeCells(span.row + 1, span.column, span.rows, 1);
    m_cursor.movePosition(QTextCursor::End);
    m_empty = false;
    if (!table.note.isEmpty())
        block(table.note, 0.8 * kFontSize, false, 0);
}

} // namespace podium::ui
