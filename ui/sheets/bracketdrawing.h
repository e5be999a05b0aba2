// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/eventbracket.h"

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QPalette>
#include <QRectF>

#include <array>
#include <vector>

class QPainter;
class QTextDocument;

namespace podium::ui {

/**
 * An elimination event's bracket, laid out and drawn with any QPainter: the rounds as columns, each match a box
 * with both sides (seed and name, or where the player will come from: "Winner of R1 M2"), the winner highlighted,
 * and lines joining each match to the one its winner plays next. Double elimination draws the winners' bracket
 * above the losers' and the grand final (and its reset) to their right. The app's BracketView shows it on screen;
 * a PDF draws it in vector lines and text.
 */
class BracketDrawing
{
    // The texts are the bracket view's, as they were before the drawing left the widget.
    Q_DECLARE_TR_FUNCTIONS(podium::ui::BracketView)

public:
    /** What one box shows, read-only: for tests and for the box's tooltip. */
    struct Box
    {
        QString caption; ///< "R1 M2", "L3 M1", "Grand final", "Reset"
        std::array<QString, 2> sides; ///< "1 Ann", "Winner of R1 M2", "bye"
        int winner = -1; ///< the side highlighted as the winner (0 or 1), -1 while undecided
    };

    /** Lays the bracket out for text in font. */
    void setBracket(club::EventBracket bracket, const QFont &font);
    const club::EventBracket &bracket() const { return m_bracket; }
    /** The boxes in bracket order, as drawn. */
    std::vector<Box> boxes() const;
    /** The size of the whole bracket, in the font's pixels. */
    QSizeF size() const { return m_size; }
    /** The match whose box holds point (in the bracket's coordinates), or -1. */
    int matchAt(const QPointF &point) const;
    /** Where match's box is, in the bracket's coordinates (empty for no such match). */
    QRectF boxRect(int match) const
    {
        return match >= 0 && static_cast<std::size_t>(match) < m_boxes.size() ? m_boxes[static_cast<std::size_t>(match)]
                                                                              : QRectF();
    }

    /** Draws the bracket in its own coordinates; boxes outside exposed are left out. */
    void paint(QPainter &painter, const QPalette &palette, const QRectF &exposed) const;
    /** Black on white, whatever the screen's appearance: the colours of a printed bracket. */
    static QPalette paper();
    /** The whole bracket on white, at up to three times its size and at most maxSide pixels wide or high, for a
     *  screen of that resolution (so that the fonts come out as large as the layout measured them). */
    QImage image(int maxSide, double dpiX, double dpiY) const;
    /** Adds image() to the document and returns the HTML that shows it, on a page of its own and as large as fits
     *  a landscape page of A4 or Letter within the 2 cm margins a document prints with (96 pixels an inch). */
    QString printHtml(QTextDocument *document, double dpiX, double dpiY) const;

private:
    void layOut();
    QPointF placeOf(const club::EventBracketMatch &match, const std::vector<QPointF> &placed, double top) const;
    void paintTitles(QPainter &painter, const QPalette &palette) const;
    void paintLinks(QPainter &painter, const QPalette &palette) const;
    void paintBox(QPainter &painter, const QPalette &palette, std::size_t m) const;
    void paintSide(QPainter &painter, const QPalette &palette, const club::EventBracketMatch &match, std::size_t side,
                   const QRectF &row) const;
    void paintChampion(QPainter &painter, const QPalette &palette) const;
    QString caption(int match) const;
    QString sideText(const club::EventBracketMatch &match, std::size_t side) const;
    QString columnTitle(tournament::BracketMatch::Part part, int round) const;

    club::EventBracket m_bracket;
    QFont m_font;
    std::vector<QRectF> m_boxes; ///< per match, in bracket coordinates
    struct Title
    {
        QRectF rect;
        QString text;
    };
    std::vector<Title> m_titles;
    QRectF m_championBox;
    QSizeF m_size;
    double m_rowHeight = 0;
    double m_captionHeight = 0;
};

} // namespace podium::ui
