// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "sheets/bracketdrawing.h"

#include <QAbstractScrollArea>
#include <QImage>

#include <vector>

class QTextDocument;

namespace podium::ui {

/**
 * An elimination event's bracket on screen (BracketDrawing draws it): scrolls when it is larger than the view,
 * follows the light or dark palette, renders on white paper to print, and opens a match on a double click.
 */
class BracketView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    using Box = BracketDrawing::Box;

    explicit BracketView(QWidget *parent = nullptr);

    void setBracket(club::EventBracket bracket);
    const club::EventBracket &bracket() const { return m_drawing.bracket(); }

    /** The boxes in bracket order, as drawn. */
    std::vector<Box> boxes() const { return m_drawing.boxes(); }
    /** The champion's name as the view shows it, empty until the last match is decided. */
    QString champion() const { return m_drawing.bracket().champion; }

    /** The size of the whole bracket, unscrolled. */
    QSize bracketSize() const { return m_drawing.size().toSize(); }
    /** The whole bracket on white, at up to three times its size and at most maxSide pixels wide or high. */
    QImage printImage(int maxSide = 4000) const;
    /** Adds printImage to the document and returns the HTML that shows it (BracketDrawing::printHtml). */
    QString printHtml(QTextDocument *document) const;

signals:
    /** A box of a paired match was double-clicked: the event's round and table it is played at. */
    void matchActivated(int round, int table);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;

private:
    void updateScrollBars();
    int matchAt(const QPoint &viewportPoint) const;

    BracketDrawing m_drawing;
};

} // namespace podium::ui
