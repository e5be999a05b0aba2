// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/bracketview.h"

#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>

namespace podium::ui {

namespace {

/** Text that is there to explain, not to read first: between the text and the background. */
QColor quiet(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    return QColor::fromRgbF((text.redF() * 3 + base.redF() * 2) / 5, (text.greenF() * 3 + base.greenF() * 2) / 5,
                            (text.blueF() * 3 + base.blueF() * 2) / 5);
}

} // namespace

BracketView::BracketView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("bracketView"));
    viewport()->setBackgroundRole(QPalette::Window);
    setFrameShape(QFrame::NoFrame);
}

void BracketView::setBracket(club::EventBracket bracket)
{
    m_drawing.setBracket(std::move(bracket), font());
    updateScrollBars();
    viewport()->update();
}

void BracketView::updateScrollBars()
{
    const QSize view = viewport()->size();
    const QSize size = bracketSize();
    horizontalScrollBar()->setRange(0, std::max(0, size.width() - view.width()));
    horizontalScrollBar()->setPageStep(view.width());
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setRange(0, std::max(0, size.height() - view.height()));
    verticalScrollBar()->setPageStep(view.height());
    verticalScrollBar()->setSingleStep(20);
}

void BracketView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void BracketView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_drawing.bracket().matches.empty()) {
        painter.setPen(quiet(palette()));
        painter.drawText(viewport()->rect(), Qt::AlignCenter, tr("The bracket needs at least two entrants."));
        return;
    }
    const QPoint scrolled(horizontalScrollBar()->value(), verticalScrollBar()->value());
    painter.translate(-scrolled);
    // Only the boxes in view: a bracket of 128 takes 15 ms to draw whole, too slow to scroll smoothly.
    m_drawing.paint(painter, palette(), QRectF(event->rect().translated(scrolled)));
}

QImage BracketView::printImage(int maxSide) const
{
    return m_drawing.image(maxSide, logicalDpiX(), logicalDpiY());
}

QString BracketView::printHtml(QTextDocument *document) const
{
    return m_drawing.printHtml(document, logicalDpiX(), logicalDpiY());
}

int BracketView::matchAt(const QPoint &viewportPoint) const
{
    return m_drawing.matchAt(viewportPoint + QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value()));
}

void BracketView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int m = matchAt(event->position().toPoint());
    const auto &matches = m_drawing.bracket().matches;
    if (m >= 0 && matches[static_cast<std::size_t>(m)].table > 0)
        emit matchActivated(matches[static_cast<std::size_t>(m)].round, matches[static_cast<std::size_t>(m)].table);
}

} // namespace podium::ui
