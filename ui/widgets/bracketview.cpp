// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "widgets/bracketview.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

/** One step of Ctrl++ or Ctrl+-, and of a notch of the wheel with Ctrl: four steps double the size. */
constexpr double kStep = 1.189207115; // 2^(1/4)
/** A notch of the wheel, in its angle's eighths of a degree (QWheelEvent::angleDelta). */
constexpr double kNotch = 120;

/** Text that is there to explain, not to read first: between the text and the background. */
QColor quiet(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    return QColor::fromRgbF((text.redF() * 3 + base.redF() * 2) / 5, (text.greenF() * 3 + base.greenF() * 2) / 5,
                            (text.blueF() * 3 + base.blueF() * 2) / 5);
}

QString shortcutText(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

} // namespace

BracketView::BracketView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("bracketView"));
    viewport()->setBackgroundRole(QPalette::Window);
    viewport()->setCursor(Qt::OpenHandCursor);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus); // the arrow keys scroll it and the zoom keys work once it is clicked
    createBar();
}

void BracketView::createBar()
{
    m_bar = new QWidget(this);
    m_bar->setObjectName(QStringLiteral("bracketZoomBar"));
    auto *layout = new QHBoxLayout(m_bar);
    layout->setContentsMargins(4, 2, 4, 2);
    const auto button = [this, layout](const QString &name, const QString &text, const QString &tip,
                                       const QKeySequence &keys, void (BracketView::*slot)()) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, shortcutText(keys)));
        connect(action, &QAction::triggered, this, slot);
        addAction(action); // the shortcut works wherever the focus is in the view
        auto *tool = new QToolButton(m_bar);
        tool->setDefaultAction(action);
        tool->setAutoRaise(true);
        tool->setAccessibleName(tip);
        layout->addWidget(tool);
        return tool;
    };
    m_fit = button(QStringLiteral("zoomToFit"), tr("Fit"), tr("Zoom to fit the whole bracket"),
                   QKeySequence(Qt::CTRL | Qt::Key_0), &BracketView::zoomToFit);
    m_actual = button(QStringLiteral("actualSize"), tr("Actual Size"), tr("The bracket at its own size"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0), &BracketView::actualSize);
    m_out = button(QStringLiteral("zoomOut"), QStringLiteral("\u2212"), tr("Zoom out"), QKeySequence::ZoomOut,
                   &BracketView::zoomOut);
    m_in = button(QStringLiteral("zoomIn"), QStringLiteral("+"), tr("Zoom in"), QKeySequence::ZoomIn,
                  &BracketView::zoomIn);
    m_scale = new QLabel(m_bar);
    m_scale->setObjectName(QStringLiteral("bracketZoom"));
    m_scale->setMinimumWidth(m_scale->fontMetrics().horizontalAdvance(QStringLiteral("000 %")));
    layout->addWidget(m_scale);
    auto *hint
        = new QLabel(tr("Drag to move, Ctrl and the wheel to zoom, double-click a match to enter its result"), m_bar);
    hint->setObjectName(QStringLiteral("bracketHint"));
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint, 1);
    setViewportMargins(0, m_bar->sizeHint().height(), 0, 0);
    updateBar();
}

void BracketView::setBracket(club::EventBracket bracket)
{
    const bool other = bracket.matches.size() != m_drawing.bracket().matches.size();
    m_drawing.setBracket(std::move(bracket), font());
    if (other)
        m_fitting = true; // another event (or its bracket drawn anew): whole in view again
    if (m_fitting)
        m_zoom = fitZoom();
    updateScrollBars();
    updateBar();
    viewport()->update();
}

double BracketView::fitZoom() const
{
    const QSizeF size = m_drawing.size();
    const QSize view = viewport()->size();
    if (size.isEmpty() || view.isEmpty())
        return 1;
    const double fit = std::min(view.width() / size.width(), view.height() / size.height());
    return std::clamp(fit, kMinZoom, 1.0);
}

void BracketView::zoomToFit()
{
    m_fitting = true;
    m_zoom = fitZoom();
    updateScrollBars();
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    updateBar();
    viewport()->update();
}

void BracketView::zoomIn()
{
    setZoom(m_zoom * kStep);
}

void BracketView::zoomOut()
{
    setZoom(m_zoom / kStep);
}

void BracketView::actualSize()
{
    setZoom(1);
}

void BracketView::setZoom(double scale, QPoint anchor)
{
    scale = std::clamp(scale, kMinZoom, kMaxZoom);
    if (anchor.isNull())
        anchor = viewport()->rect().center();
    const QPointF under = (QPointF(anchor) - origin()) / m_zoom; // the bracket's point under the anchor
    m_fitting = false;
    m_zoom = scale;
    updateScrollBars();
    const QPointF now = under * m_zoom + margin() - QPointF(anchor);
    horizontalScrollBar()->setValue(qRound(now.x()));
    verticalScrollBar()->setValue(qRound(now.y()));
    updateBar();
    viewport()->update();
}

QPointF BracketView::margin() const
{
    // A bracket smaller than the view sits in its middle.
    const QSizeF size = m_drawing.size() * m_zoom;
    const QSize view = viewport()->size();
    return {std::max(0.0, (view.width() - size.width()) / 2), std::max(0.0, (view.height() - size.height()) / 2)};
}

QPointF BracketView::origin() const
{
    return margin() - QPointF(scrolled());
}

void BracketView::updateScrollBars()
{
    const QSize view = viewport()->size();
    const QSize size = (m_drawing.size() * m_zoom).toSize();
    horizontalScrollBar()->setRange(0, std::max(0, size.width() - view.width()));
    horizontalScrollBar()->setPageStep(view.width());
    verticalScrollBar()->setRange(0, std::max(0, size.height() - view.height()));
    verticalScrollBar()->setPageStep(view.height());
    // A notch of the wheel (three steps) moves a good part of a box column, not a sliver of it.
    const int step = std::max(20, std::min(view.width(), view.height()) / 8);
    horizontalScrollBar()->setSingleStep(step);
    verticalScrollBar()->setSingleStep(step);
}

void BracketView::updateBar()
{
    const bool any = !m_drawing.bracket().matches.empty();
    m_bar->setEnabled(any);
    m_scale->setText(tr("%1%", "the bracket's zoom; a space before % where the language writes one")
                         .arg(QLocale().toString(qRound(m_zoom * 100))));
    m_fit->setEnabled(any && !m_fitting);
    m_actual->setEnabled(any && std::abs(m_zoom - 1) > 1e-9);
    m_out->setEnabled(any && m_zoom > kMinZoom + 1e-9);
    m_in->setEnabled(any && m_zoom < kMaxZoom - 1e-9);
}

void BracketView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    const QRect inside = contentsRect();
    m_bar->setGeometry(inside.x(), inside.y(), inside.width(), m_bar->sizeHint().height());
    if (m_fitting)
        m_zoom = fitZoom();
    updateScrollBars();
    updateBar();
}

void BracketView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange && !m_drawing.bracket().matches.empty())
        setBracket(m_drawing.bracket()); // laid out again in the new font's sizes
}

QPoint BracketView::scrolled() const
{
    return {horizontalScrollBar()->value(), verticalScrollBar()->value()};
}

void BracketView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (m_drawing.bracket().matches.empty()) {
        painter.setPen(quiet(palette()));
        painter.drawText(viewport()->rect(), Qt::AlignCenter, tr("The bracket needs at least two entrants."));
        return;
    }
    painter.translate(origin());
    painter.scale(m_zoom, m_zoom);
    // Only the boxes in view: a bracket of 128 takes 15 ms to draw whole, too slow to scroll smoothly.
    const QRectF exposed((QPointF(event->rect().topLeft()) - origin()) / m_zoom, QSizeF(event->rect().size()) / m_zoom);
    m_drawing.paint(painter, palette(), exposed.adjusted(-1, -1, 1, 1));
}

QImage BracketView::printImage(int maxSide) const
{
    return m_drawing.image(maxSide, logicalDpiX(), logicalDpiY());
}

QString BracketView::printHtml(QTextDocument *document) const
{
    return m_drawing.printHtml(document, logicalDpiX(), logicalDpiY());
}

QRect BracketView::boxOnScreen(int match) const
{
    const QRectF rect = m_drawing.boxRect(match);
    if (rect.isEmpty())
        return {};
    return QRectF(rect.topLeft() * m_zoom + origin(), rect.size() * m_zoom).toRect();
}

int BracketView::matchAt(const QPoint &viewportPoint) const
{
    return m_drawing.matchAt((QPointF(viewportPoint) - origin()) / m_zoom);
}

bool BracketView::viewportEvent(QEvent *event)
{
    // A box too small to read when zoomed out says what it holds under the pointer.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int m = matchAt(help->pos());
        const std::vector<Box> all = m >= 0 ? boxes() : std::vector<Box> {};
        if (m >= 0 && static_cast<std::size_t>(m) < all.size()) {
            const Box &box = all[static_cast<std::size_t>(m)];
            QToolTip::showText(
                help->globalPos(),
                QStringLiteral("<b>%1</b><br>%2<br>%3")
                    .arg(box.caption.toHtmlEscaped(), box.sides[0].toHtmlEscaped(), box.sides[1].toHtmlEscaped()),
                viewport());
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void BracketView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int m = matchAt(event->position().toPoint());
    const auto &matches = m_drawing.bracket().matches;
    if (m >= 0 && matches[static_cast<std::size_t>(m)].table > 0)
        emit matchActivated(matches[static_cast<std::size_t>(m)].round, matches[static_cast<std::size_t>(m)].table);
}

void BracketView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QAbstractScrollArea::mousePressEvent(event);
    m_dragging = true;
    m_dragFrom = event->position().toPoint();
    m_dragScroll = scrolled();
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void BracketView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return QAbstractScrollArea::mouseMoveEvent(event);
    const QPoint moved = event->position().toPoint() - m_dragFrom;
    horizontalScrollBar()->setValue(m_dragScroll.x() - moved.x());
    verticalScrollBar()->setValue(m_dragScroll.y() - moved.y());
}

void BracketView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging || event->button() != Qt::LeftButton)
        return QAbstractScrollArea::mouseReleaseEvent(event);
    m_dragging = false;
    viewport()->setCursor(Qt::OpenHandCursor);
}

void BracketView::wheelEvent(QWheelEvent *event)
{
    const QPoint angle = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        if (angle.y() != 0)
            setZoom(m_zoom * std::pow(kStep, angle.y() / kNotch), event->position().toPoint());
        event->accept();
        return;
    }
    // The wheel goes sideways where there is nothing to scroll down to, or with Shift, as in a wide document.
    const bool sideways = angle.x() == 0 && angle.y() != 0
        && (verticalScrollBar()->maximum() == 0 || (event->modifiers() & Qt::ShiftModifier));
    if (sideways) {
        QScrollBar *bar = horizontalScrollBar();
        bar->setValue(bar->value() - qRound(angle.y() / kNotch * 3 * bar->singleStep()));
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

} // namespace podium::ui
