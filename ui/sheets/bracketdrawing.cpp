// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/bracketdrawing.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace podium::ui {

namespace {

using Part = tournament::BracketMatch::Part;
using Status = tournament::BracketBox::Status;
using Kind = tournament::BracketSource::Kind;

constexpr double kMargin = 12;
constexpr double kColumnGap = 44; ///< room for the lines between two columns

QPalette paperPalette()
{
    QPalette palette(Qt::black, Qt::white);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Mid, QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Highlight, QColor(0x1f, 0x5f, 0xa8));
    palette.setColor(QPalette::PlaceholderText, QColor(0x55, 0x55, 0x55));
    return palette;
}

/** Text that is there to explain, not to read first: between the text and the background. */
QColor quiet(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text), base = palette.color(QPalette::Base);
    return QColor::fromRgbF((text.redF() * 3 + base.redF() * 2) / 5, (text.greenF() * 3 + base.greenF() * 2) / 5,
                            (text.blueF() * 3 + base.blueF() * 2) / 5);
}

QColor tinted(const QPalette &palette)
{
    QColor tint = palette.color(QPalette::Highlight);
    tint.setAlphaF(0.22);
    return tint;
}

bool decided(const tournament::BracketBox &box)
{
    return box.winnerSide >= 0;
}

} // namespace

QPalette BracketDrawing::paper()
{
    return paperPalette();
}

void BracketDrawing::setBracket(club::EventBracket bracket, const QFont &font)
{
    m_bracket = std::move(bracket);
    m_font = font;
    layOut();
}

QString BracketDrawing::caption(int match) const
{
    const tournament::BracketBox &box = m_bracket.matches[static_cast<std::size_t>(match)].box;
    switch (box.part) {
    case Part::Winners:
        return tr("R%1 M%2").arg(box.round).arg(box.row + 1);
    case Part::Losers:
        return tr("L%1 M%2").arg(box.round).arg(box.row + 1);
    case Part::GrandFinal:
        return tr("Grand final");
    case Part::Reset:
        break;
    }
    return tr("Reset");
}

QString BracketDrawing::sideText(const club::EventBracketMatch &match, std::size_t side) const
{
    if (!match.entries[side].player.isEmpty())
        return match.entries[side].player;
    if (match.box.status == Status::Empty)
        return match.box.part == Part::Reset ? tr("not needed") : tr("no game");
    const tournament::BracketSource &from = match.box.from[side];
    if (match.box.players[side] == tournament::BracketState::kNobody || from.kind == Kind::Nobody)
        return tr("bye");
    if (from.kind == Kind::WinnerOf)
        return tr("Winner of %1").arg(caption(from.value));
    if (from.kind == Kind::LoserOf)
        return tr("Loser of %1").arg(caption(from.value));
    return QString();
}

QString BracketDrawing::columnTitle(Part part, int round) const
{
    if (part == Part::Losers)
        return round == m_bracket.losersRounds ? tr("Losers' final") : tr("Losers' round %1").arg(round);
    if (m_bracket.grandFinal)
        return round == m_bracket.winnersRounds ? tr("Winners' final") : tr("Winners' round %1").arg(round);
    const int fromEnd = m_bracket.winnersRounds - round;
    return fromEnd == 0 ? tr("Final") : fromEnd == 1 ? tr("Semi-finals") : tr("Round %1").arg(round);
}

std::vector<BracketDrawing::Box> BracketDrawing::boxes() const
{
    std::vector<Box> out;
    for (std::size_t m = 0; m < m_bracket.matches.size(); ++m) {
        const club::EventBracketMatch &match = m_bracket.matches[m];
        Box box;
        box.caption = caption(static_cast<int>(m));
        for (std::size_t k = 0; k < 2; ++k) {
            const int seed = match.entries[k].seed;
            box.sides[k] = seed > 0 ? tr("%1 %2").arg(seed).arg(sideText(match, k)) : sideText(match, k);
        }
        box.winner = match.box.winnerSide;
        out.push_back(box);
    }
    return out;
}

/** Where a box goes: its column, and level with the boxes it comes from (the first round of a part stacked). */
QPointF BracketDrawing::placeOf(const club::EventBracketMatch &match, const std::vector<QPointF> &placed,
                                double top) const
{
    const tournament::BracketBox &box = match.box;
    const double boxWidth = m_boxes.empty() ? 0 : m_boxes.front().width();
    const double boxHeight = m_captionHeight + 2 * m_rowHeight;
    const int columns = std::max(m_bracket.winnersRounds, m_bracket.losersRounds);
    double x = kMargin + (box.round - 1) * (boxWidth + kColumnGap);
    if (box.part == Part::GrandFinal || box.part == Part::Reset)
        x = kMargin + (columns + (box.part == Part::Reset ? 1 : 0)) * (boxWidth + kColumnGap);
    double sum = 0;
    int feeders = 0;
    for (const tournament::BracketSource &from : box.from) {
        // Only a winner's value is a match: a seed's is a seed number, which may be past the last match.
        if (from.kind != Kind::WinnerOf)
            continue;
        const auto &source = m_bracket.matches[static_cast<std::size_t>(from.value)].box;
        const bool samePart = source.part == box.part || box.part == Part::GrandFinal || box.part == Part::Reset;
        if (samePart) {
            sum += placed[static_cast<std::size_t>(from.value)].y();
            ++feeders;
        }
    }
    const double y = feeders > 0 ? sum / feeders : top + box.row * (boxHeight + m_captionHeight);
    return {x, y};
}

void BracketDrawing::layOut()
{
    const QFontMetricsF metrics(m_font);
    m_captionHeight = metrics.height() + 2;
    m_rowHeight = metrics.height() + 8;
    const double titleHeight = metrics.height() + 10;
    double widest = metrics.horizontalAdvance(tr("Winner of Grand final"));
    for (const club::EventBracketMatch &match : m_bracket.matches) {
        for (const club::BracketEntry &entry : match.entries)
            widest = std::max(widest, metrics.horizontalAdvance(entry.player));
    }
    const double seedWidth = metrics.horizontalAdvance(QStringLiteral("88")) + 10;
    const double boxWidth = std::clamp(widest + seedWidth + 20, 150.0, 300.0);
    const double boxHeight = m_captionHeight + 2 * m_rowHeight;
    m_boxes.assign(m_bracket.matches.size(), QRectF(0, 0, boxWidth, boxHeight));
    m_titles.clear();
    const double note = m_bracket.drawn ? 0 : titleHeight;
    std::vector<QPointF> placed(m_bracket.matches.size());
    double bottom = kMargin + note, losersTop = 0;
    for (const Part part : {Part::Winners, Part::Losers, Part::GrandFinal, Part::Reset}) {
        if (part == Part::Losers)
            losersTop = bottom + 2 * m_captionHeight + titleHeight;
        const double top = part == Part::Losers ? losersTop : kMargin + note + titleHeight;
        for (std::size_t m = 0; m < m_bracket.matches.size(); ++m) {
            if (m_bracket.matches[m].box.part != part)
                continue;
            placed[m] = placeOf(m_bracket.matches[m], placed, top);
            m_boxes[m].moveTopLeft(placed[m]);
            bottom = std::max(bottom, m_boxes[m].bottom());
            if (m_bracket.matches[m].box.row == 0 && (part == Part::Winners || part == Part::Losers))
                m_titles.push_back({QRectF(placed[m].x(), top - titleHeight, boxWidth, titleHeight),
                                    columnTitle(part, m_bracket.matches[m].box.round)});
        }
    }
    m_championBox = QRectF();
    double right = kMargin;
    for (const QRectF &box : m_boxes)
        right = std::max(right, box.right());
    if (!m_boxes.empty()) {
        const QRectF &last = m_boxes[m_bracket.grandFinal ? m_boxes.size() - 2 : m_boxes.size() - 1];
        m_championBox
            = QRectF(right + kColumnGap, last.top() + m_captionHeight + m_rowHeight / 2, boxWidth, m_rowHeight);
        m_titles.push_back({m_championBox.translated(0, -m_captionHeight - 2), tr("Champion")});
        right = m_championBox.right();
    }
    m_size = QSizeF(right + kMargin, bottom + kMargin);
}

QImage BracketDrawing::image(int maxSide, double dpiX, double dpiY) const
{
    const QSizeF size = m_size.isEmpty() ? QSizeF(1, 1) : m_size;
    const double scale = std::min(3.0, maxSide / std::max(size.width(), size.height()));
    QImage image((size * scale).toSize(), QImage::Format_RGB32);
    // The screen's resolution, so that the fonts come out as large as the layout measured them there.
    image.setDotsPerMeterX(qRound(dpiX / 0.0254));
    image.setDotsPerMeterY(qRound(dpiY / 0.0254));
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    paint(painter, paperPalette(), QRectF(QPointF(0, 0), size));
    return image;
}

QString BracketDrawing::printHtml(QTextDocument *document, double dpiX, double dpiY) const
{
    const QUrl url(QStringLiteral("podium:bracket.png"));
    document->addResource(QTextDocument::ImageResource, url, image(4000, dpiX, dpiY));
    const QSizeF fitted = m_size.scaled(QSizeF(900, 600), Qt::KeepAspectRatio);
    return QStringLiteral("<p style=\"page-break-after: always\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
        .arg(url.toString())
        .arg(qRound(fitted.width()))
        .arg(qRound(fitted.height()));
}

void BracketDrawing::paint(QPainter &painter, const QPalette &palette, const QRectF &exposed) const
{
    painter.setFont(m_font);
    if (!m_bracket.drawn) {
        painter.setPen(quiet(palette));
        painter.drawText(QRectF(kMargin, kMargin, m_size.width(), m_captionHeight), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Not drawn yet: the seeds as they stand now; pairing round 1 makes the draw."));
    }
    paintTitles(painter, palette);
    paintLinks(painter, palette);
    for (std::size_t m = 0; m < m_bracket.matches.size(); ++m) {
        if (m_boxes[m].intersects(exposed))
            paintBox(painter, palette, m);
    }
    paintChampion(painter, palette);
}

void BracketDrawing::paintTitles(QPainter &painter, const QPalette &palette) const
{
    QFont bold = m_font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette.color(QPalette::WindowText));
    for (const Title &title : m_titles)
        painter.drawText(title.rect, Qt::AlignLeft | Qt::AlignVCenter, title.text);
    painter.setFont(m_font);
}

void BracketDrawing::paintLinks(QPainter &painter, const QPalette &palette) const
{
    const auto line = [&](QPointF from, QPointF to, bool advanced) {
        QPen pen(advanced ? palette.color(QPalette::Highlight) : quiet(palette), advanced ? 2.0 : 1.0);
        painter.setPen(pen);
        const double bend = to.x() - kColumnGap / 2;
        QPainterPath path(from);
        path.lineTo(bend, from.y());
        path.lineTo(bend, to.y());
        path.lineTo(to);
        painter.drawPath(path);
    };
    for (std::size_t m = 0; m < m_bracket.matches.size(); ++m) {
        const tournament::BracketBox &box = m_bracket.matches[m].box;
        const tournament::BracketLink next = box.winnerTo;
        if (next.match < 0)
            continue;
        const QRectF &to = m_boxes[static_cast<std::size_t>(next.match)];
        if (to.left() <= m_boxes[m].right())
            continue; // the reset is beside the grand final, which it follows
        const QRectF &from = m_boxes[m];
        line({from.right(), from.top() + m_captionHeight + m_rowHeight},
             {to.left(), to.top() + m_captionHeight + m_rowHeight * (next.side + 0.5)}, decided(box));
    }
    if (!m_championBox.isNull() && m_boxes.size() >= 2) {
        const std::size_t last = m_bracket.grandFinal && m_bracket.matches.back().box.status == Status::Empty
            ? m_boxes.size() - 2
            : m_boxes.size() - 1;
        const QRectF &from = m_boxes[last];
        line({from.right(), from.top() + m_captionHeight + m_rowHeight},
             {m_championBox.left(), m_championBox.center().y()}, !m_bracket.champion.isEmpty());
    }
}

void BracketDrawing::paintBox(QPainter &painter, const QPalette &palette, std::size_t m) const
{
    const club::EventBracketMatch &match = m_bracket.matches[m];
    const QRectF &r = m_boxes[m];
    QFont small = m_font;
    if (small.pixelSize() > 0) // a PDF lays the bracket out in pixels of its own
        small.setPixelSize(std::max(1, qRound(small.pixelSize() * 0.85)));
    else
        small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    painter.setPen(quiet(palette));
    const QRectF captionRect(r.left() + 2, r.top(), r.width() - 4, m_captionHeight);
    painter.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter, caption(static_cast<int>(m)));
    const bool toPlay = match.box.status == Status::Ready && match.table > 0;
    if (toPlay)
        painter.drawText(captionRect, Qt::AlignRight | Qt::AlignVCenter, tr("table %1").arg(match.table));
    const QRectF body(r.left(), r.top() + m_captionHeight, r.width(), 2 * m_rowHeight);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette.color(QPalette::Base));
    painter.drawRoundedRect(body, 3, 3);
    for (std::size_t k = 0; k < 2; ++k)
        paintSide(painter, palette, match, k,
                  QRectF(body.left(), body.top() + static_cast<double>(k) * m_rowHeight, body.width(), m_rowHeight));
    painter.setBrush(Qt::NoBrush);
    // The match to play now stands out; a game that will not be played is dashed.
    QPen border(toPlay ? palette.color(QPalette::Highlight) : quiet(palette), toPlay ? 2.0 : 1.0);
    border.setStyle(match.box.status == Status::Empty ? Qt::DashLine : Qt::SolidLine);
    painter.setPen(border);
    painter.drawRoundedRect(body, 3, 3);
    painter.setPen(QPen(quiet(palette), 0.5));
    painter.drawLine(QPointF(body.left(), body.top() + m_rowHeight), QPointF(body.right(), body.top() + m_rowHeight));
}

void BracketDrawing::paintSide(QPainter &painter, const QPalette &palette, const club::EventBracketMatch &match,
                               std::size_t side, const QRectF &row) const
{
    const bool winner = match.box.winnerSide == static_cast<int>(side);
    const bool loser = match.box.status == Status::Played && !winner;
    if (winner) {
        painter.fillRect(row.adjusted(1, 1, -1, -1), tinted(palette));
        painter.fillRect(QRectF(row.left(), row.top(), 4, row.height()), palette.color(QPalette::Highlight));
    }
    const double seedWidth = QFontMetricsF(m_font).horizontalAdvance(QStringLiteral("88")) + 10;
    painter.setFont(m_font);
    painter.setPen(quiet(palette));
    if (match.entries[side].seed > 0)
        painter.drawText(QRectF(row.left() + 6, row.top(), seedWidth - 8, row.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(match.entries[side].seed));
    // The winner bold, the loser and the sides still to come quieter than the players who are to play.
    QFont name = m_font;
    name.setBold(winner);
    name.setItalic(match.entries[side].player.isEmpty());
    painter.setFont(name);
    painter.setPen(match.entries[side].player.isEmpty() || loser ? quiet(palette) : palette.color(QPalette::Text));
    const QRectF nameRect = row.adjusted(seedWidth + 4, 0, -6, 0);
    painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(name).elidedText(sideText(match, side), Qt::ElideRight, nameRect.width()));
}

void BracketDrawing::paintChampion(QPainter &painter, const QPalette &palette) const
{
    if (m_championBox.isNull())
        return;
    const bool known = !m_bracket.champion.isEmpty();
    painter.setBrush(known ? tinted(palette) : palette.color(QPalette::Base));
    painter.setPen(QPen(known ? palette.color(QPalette::Highlight) : quiet(palette), known ? 2.0 : 1.0));
    painter.drawRoundedRect(m_championBox, 3, 3);
    QFont font = m_font;
    font.setBold(known);
    font.setItalic(!known);
    painter.setFont(font);
    painter.setPen(known ? palette.color(QPalette::Text) : quiet(palette));
    const QRectF text = m_championBox.adjusted(10, 0, -6, 0);
    painter.drawText(
        text, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(font).elidedText(known ? m_bracket.champion : tr("to be decided"), Qt::ElideRight, text.width()));
    painter.setBrush(Qt::NoBrush);
}

int BracketDrawing::matchAt(const QPointF &point) const
{
    for (std::size_t m = 0; m < m_boxes.size(); ++m) {
        if (m_boxes[m].contains(point))
            return static_cast<int>(m);
    }
    return -1;
}

} // namespace podium::ui
