// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QFont>
#include <QPageLayout>
#include <QStringList>
#include <QTextCursor>
#include <QTextTableCell>

#include <vector>

class QTextDocument;

namespace podium::ui {

/** A column of a printed table. */
struct SheetColumn
{
    QString header;
    bool number = false; ///< right-aligned and never wrapped
    bool stretch = false; ///< takes the page's spare width and may wrap between words (names, notes)
    double minShare = 0.0; ///< at least this share of the page width (room to write a result by hand)
};

/** A printed table: its columns, its rows of text and the cells that span several rows. */
struct SheetTable
{
    std::vector<SheetColumn> columns;
    std::vector<QStringList> rows;
    struct Span
    {
        int row = 0; ///< the first row of the span, 0 the first below the header
        int column = 0;
        int rows = 1;
    };
    std::vector<Span> spans;
    double pointSize = 10; ///< the size it prints in when it fits the page
    double padding = 4; ///< around each cell's text, in the document's pixels (a 96th of an inch)
    QString note; ///< in small print below the table (a key to its short headers)
};

/**
 * A document to print, written from the top: a title, headings and tables that fill the width of the page.
 * Each table's columns get their share of the width from what they hold, measured in the printed font, so a
 * header is never broken inside a word ("Point s"); a table too wide for the page prints in a smaller font
 * rather than breaking its words.
 */
class PrintSheet
{
public:
    /** Writes into document (emptied) for a page of that layout, which QTextDocument::print fills within 2 cm
     *  margins. */
    PrintSheet(QTextDocument *document, const QPageLayout &page);

    void title(const QString &text);
    void heading(const QString &text);
    /** HTML written as it is, such as an image on a page of its own. */
    void html(const QString &html);
    /** What follows starts on a new page. */
    void pageBreak();
    void table(const SheetTable &table);

    /** The document written into (for the images an html() part names). */
    QTextDocument *document() const { return m_document; }
    /** The width that the text of a page takes, in points. */
    double textWidth() const { return m_textWidth; }
    /** Each column's share of the page width (summing to 1) and the point size that table prints in. */
    std::vector<double> shares(const SheetTable &table, double *pointSize) const;

    /** A page of that size and orientation, with the margins QTextDocument::print leaves. */
    static QPageLayout page(const QPageSize &size, QPageLayout::Orientation orientation);

private:
    void block(const QString &text, double pointSize, bool bold, double topMargin);
    void cell(QTextTableCell cell, const QString &text, const QFont &font, bool header, const SheetColumn &column);
    /** The widths a column needs, in points: its widest cell whole, and its widest word (the least it can take). */
    void measure(const SheetTable &table, std::vector<double> &whole, std::vector<double> &least) const;

    QTextDocument *m_document;
    QTextCursor m_cursor;
    QFont m_font;
    double m_textWidth;
    bool m_empty = true;
};

} // namespace podium::ui
