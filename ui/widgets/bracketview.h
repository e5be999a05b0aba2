// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "sheets/bracketdrawing.h"

#include <QAbstractScrollArea>
#include <QImage>

#include <vector>

class QLabel;
class QTextDocument;
class QToolButton;

namespace podium::ui {

/**
 * An elimination event's bracket on screen (BracketDrawing draws it): scrolls when it is larger than the view,
 * zooms (M9 of the walkthrough of 28 November: a double-elimination bracket's grand final was reachable only by
 * dragging both scroll bars), follows the light or dark palette, renders on white paper to print, and opens a match
 * on a double click.
 *
 * It opens fitted to the view, as large as the whole bracket fits and never larger than its own size: the grand
 * final and the champion in view. Ctrl and the wheel, Ctrl++ and Ctrl+- zoom around the pointer, Ctrl+0 fits again,
 * and the bar at its top does the same by mouse. Dragging moves the bracket; the wheel scrolls down, or sideways
 * where the bracket is not higher than the view.
 */
class BracketView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    using Box = BracketDrawing::Box;

    /** The zoom's limits: a quarter of the bracket's size (boxes still tell apart) up to three times it. */
    static constexpr double kMinZoom = 0.25;
    static constexpr double kMaxZoom = 3.0;

    explicit BracketView(QWidget *parent = nullptr);

    void setBracket(club::EventBracket bracket);
    const club::EventBracket &bracket() const { return m_drawing.bracket(); }

    /** The boxes in bracket order, as drawn. */
    std::vector<Box> boxes() const { return m_drawing.boxes(); }
    /** The champion's name as the view shows it, empty until the last match is decided. */
    QString champion() const { return m_drawing.bracket().champion; }

    /** The size of the whole bracket, unscrolled and unzoomed. */
    QSize bracketSize() const { return m_drawing.size().toSize(); }
    /** The bracket's scale on screen: 1 is its own size. */
    double zoom() const { return m_zoom; }
    /** Whether the view follows its size, keeping the whole bracket in view (until the user zooms). */
    bool fitting() const { return m_fitting; }
    /** Where match's box is on the viewport now, zoomed and scrolled (empty for no such match). */
    QRect boxOnScreen(int match) const;

    /** The whole bracket on white, at up to three times its size and at most maxSide pixels wide or high. */
    QImage printImage(int maxSide = 4000) const;
    /** Adds printImage to the document and returns the HTML that shows it (BracketDrawing::printHtml). */
    QString printHtml(QTextDocument *document) const;

public slots:
    /** Fits the whole bracket in the view, at most at its own size, and keeps it fitted as the view changes. */
    void zoomToFit();
    void zoomIn();
    void zoomOut();
    /** The bracket at its own size. */
    void actualSize();
    /** Zooms to scale (within kMinZoom and kMaxZoom), keeping the bracket's point under anchor (a viewport point;
     *  the view's centre when null) where it is. */
    void setZoom(double scale, QPoint anchor = {});

signals:
    /** A box of a paired match was double-clicked: the event's round and table it is played at. */
    void matchActivated(int round, int table);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void createBar();
    void updateScrollBars();
    void updateBar();
    double fitZoom() const;
    QPoint scrolled() const;
    /** Where the bracket's corner is on the viewport: scrolled, and centred when smaller than the view. */
    QPointF origin() const;
    QPointF margin() const;
    int matchAt(const QPoint &viewportPoint) const;

    BracketDrawing m_drawing;
    double m_zoom = 1;
    bool m_fitting = true;
    QWidget *m_bar = nullptr;
    QToolButton *m_fit = nullptr;
    QToolButton *m_actual = nullptr;
    QToolButton *m_out = nullptr;
    QToolButton *m_in = nullptr;
    QLabel *m_scale = nullptr;
    QPoint m_dragFrom; ///< the viewport point a drag started at, with the scroll bars' values then
    QPoint m_dragScroll;
    bool m_dragging = false;
};

} // namespace podium::ui
