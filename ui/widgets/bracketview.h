// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/eventbracket.h"

#include <QAbstractScrollArea>
#include <QImage>

#include <array>
#include <vector>

class QTextDocument;

namespace podium::ui {

/**
 * An elimination event's bracket, drawn: the rounds as columns, each match a box with both sides (seed and
 * name, or where the player will come from: "Winner of R1 M2"), the winner highlighted, and lines joining each
 * match to the one its winner plays next. Double elimination draws the winners' bracket above the losers' and
 * the grand final (and its reset) to their right. Scrolls when it is larger than the view, follows the light
 * or dark palette, and renders on white paper to print.
 */
class BracketView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    /** What one box shows, read-only: for tests and for the box's tooltip. */
    struct Box
    {
        QString caption; ///< "R1 M2", "L3 M1", "Grand final", "Reset"
        std::array<QString, 2> sides; ///< "1 Ann", "Winner of R1 M2", "bye"
        int winner = -1; ///< the side highlighted as the winner (0 or 1), -1 while undecided
    };

    explicit BracketView(QWidget *parent = nullptr);

    void setBracket(db::EventBracket bracket);
    const db::EventBracket &bracket() const { return m_bracket; }

    /** The boxes in bracket order, as drawn. */
    std::vector<Box> boxes() const;
    /** The champion's name as the view shows it, empty until the last match is decided. */
    QString champion() const { return m_bracket.champion; }

    /** The size of the whole bracket, unscrolled. */
    QSize bracketSize() const;
    /** The whole bracket on white, at up to three times its size and at most maxSide pixels wide or high. */
    QImage printImage(int maxSide = 4000) const;
    /** Adds printImage to the document and returns the HTML that shows it, on a page of its own and as large as
     *  fits a landscape page of A4 or Letter within the 2 cm margins a document prints with (96 pixels an inch). */
    QString printHtml(QTextDocument *document) const;

signals:
    /** A box of a paired match was double-clicked: the event's round and table it is played at. */
    void matchActivated(int round, int table);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    void layOut();
    QPointF placeOf(const db::EventBracketMatch &match, const std::vector<QPointF> &placed, double top) const;
    void updateScrollBars();
    /** Draws the bracket in its own coordinates; boxes outside exposed are left out. */
    void paintBracket(QPainter &painter, const QPalette &palette, const QRectF &exposed) const;
    void paintTitles(QPainter &painter, const QPalette &palette) const;
    void paintLinks(QPainter &painter, const QPalette &palette) const;
    void paintBox(QPainter &painter, const QPalette &palette, std::size_t m) const;
    void paintSide(QPainter &painter, const QPalette &palette, const db::EventBracketMatch &match, std::size_t side,
                   const QRectF &row) const;
    void paintChampion(QPainter &painter, const QPalette &palette) const;
    int matchAt(const QPoint &viewportPoint) const;
    QString caption(int match) const;
    QString sideText(const db::EventBracketMatch &match, std::size_t side) const;
    QString columnTitle(tournament::BracketMatch::Part part, int round) const;

    db::EventBracket m_bracket;
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
