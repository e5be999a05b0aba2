// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "sheets/pdfexport.h"

#include "io/localdates.h"
#include "sheets/printsheet.h"
#include "store/dberror.h"
#include "store/outputfile.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextFrame>

#include <algorithm>
#include <memory>

namespace podium::ui {

namespace {

constexpr double kCm = 1 / 2.54; ///< in inches
/** The page's margins: the sides as QTextDocument::print leaves them (PrintSheet fills that width), and room
 *  above and below the text for the club's name and the page number. */
constexpr double kSide = 2 * kCm;
constexpr double kTop = 2.5 * kCm;
constexpr double kBottom = 2.5 * kCm;
/** Where the header's and the footer's baselines sit, from the paper's edge. */
constexpr double kHeaderLine = 1.5 * kCm;
constexpr double kFooterLine = 1.5 * kCm;
constexpr double kMarginPoints = 8;

/** The club's name and the title at the top of a page, the date and "Page 2 of 3" at its foot. */
void margins(QPainter &painter, const QPaintDevice &writer, const PdfPages &pages, int page, int pageCount)
{
    QFont small = QGuiApplication::font();
    small.setPointSizeF(kMarginPoints);
    painter.setFont(small);
    painter.setPen(Qt::black);
    const double left = kSide * writer.logicalDpiX();
    const double right = writer.width() - left;
    const double width = right - left;
    const QFontMetricsF metrics(small, &writer);
    const auto drawRight = [&](double baseline, const QString &text) {
        painter.drawText(QPointF(right - metrics.horizontalAdvance(text), baseline), text);
    };
    const double header = kHeaderLine * writer.logicalDpiY();
    const double footer = writer.height() - kFooterLine * writer.logicalDpiY() + metrics.ascent();
    painter.drawText(QPointF(left, header), metrics.elidedText(pages.club, Qt::ElideRight, width / 2));
    drawRight(header, metrics.elidedText(pages.title, Qt::ElideRight, width / 2));
    painter.drawText(QPointF(left, footer), io::shortDateTime(QLocale(), pages.printed));
    drawRight(footer, PdfExport::tr("Page %1 of %2").arg(page + 1).arg(pageCount));
}

/** A writer on device for the paper of pages, with the file's title and creator. */
void setUp(QPdfWriter &writer, const PdfPages &pages)
{
    writer.setPageLayout(QPageLayout(pages.size, pages.orientation, QMarginsF()));
    writer.setTitle(pages.club.isEmpty() ? pages.title : pages.club + QStringLiteral(" – ") + pages.title);
    writer.setCreator(QStringLiteral("Podium"));
}

/** Runs write on path as store::writeOutput opens it (a file whole or not at all, a device or a FIFO as a stream);
 *  throws DbError naming the file. */
void saveAs(const QString &path, const std::function<void(QIODevice *)> &write)
{
    store::writeOutput(path, [&](QIODevice &device) { write(&device); });
}

} // namespace

std::optional<QPageSize> PdfExport::paperSize(const QString &name)
{
    if (name.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::A4);
    if (name.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return QPageSize(QPageSize::Letter);
    return std::nullopt;
}

PdfExport::Make PdfExport::sheet(const std::function<void(PrintSheet &)> &write)
{
    return [write](const QPageLayout &page) {
        auto document = std::make_unique<QTextDocument>();
        PrintSheet sheet(document.get(), page);
        write(sheet);
        return document;
    };
}

void PdfExport::write(QIODevice *device, const PdfPages &pages, const Make &make)
{
    QPdfWriter writer(device);
    setUp(writer, pages);
    paint(writer, pages, make);
}

void PdfExport::paint(QPagedPaintDevice &writer, const PdfPages &pages, const Make &make)
{
    // The document as print builds it: PrintSheet takes the width of the paper less 2 cm each side.
    const std::unique_ptr<QTextDocument> made = make(PrintSheet::page(pages.size, pages.orientation));
    const QTextDocument &source = *made;

    // Laid out again for the writer, as QTextDocument::print does: the copy measures its fonts on the writer's
    // resolution, and its pages are the paper less the margins, in the writer's units.
    const std::unique_ptr<QTextDocument> doc(source.clone());
    doc->documentLayout()->setPaintDevice(&writer);
    const double dpiX = writer.logicalDpiX();
    const double dpiY = writer.logicalDpiY();
    QTextFrameFormat frame = doc->rootFrame()->frameFormat();
    frame.setMargin(0);
    doc->rootFrame()->setFrameFormat(frame);
    doc->setDocumentMargin(0);
    const QRectF body(kSide * dpiX, kTop * dpiY, writer.width() - 2 * kSide * dpiX,
                      writer.height() - (kTop + kBottom) * dpiY);
    doc->setPageSize(body.size());
    const int pageCount = doc->pageCount();

    QPainter painter(&writer);
    for (int page = 0; page < pageCount; ++page) {
        if (page > 0)
            writer.newPage();
        painter.save();
        painter.translate(body.left(), body.top() - page * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, page * body.height(), body.width(), body.height());
        context.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(context.clip);
        doc->documentLayout()->draw(&painter, context);
        painter.restore();

        margins(painter, writer, pages, page, pageCount);
    }
}

void PdfExport::writeFile(const QString &path, const PdfPages &pages, const Make &make)
{
    saveAs(path, [&](QIODevice *device) { write(device, pages, make); });
}

void PdfExport::writeDrawingFile(const QString &path, const PdfPages &pages, const QSizeF &size,
                                 const std::function<void(QPainter &)> &paint)
{
    saveAs(path, [&](QIODevice *device) {
        QPdfWriter writer(device);
        setUp(writer, pages);
        const QRectF body(kSide * writer.logicalDpiX(), kTop * writer.logicalDpiY(),
                          writer.width() - 2 * kSide * writer.logicalDpiX(),
                          writer.height() - (kTop + kBottom) * writer.logicalDpiY());
        QPainter painter(&writer);
        painter.setRenderHint(QPainter::Antialiasing);
        margins(painter, writer, pages, 0, 1);
        if (size.isEmpty())
            return;
        const double scale = std::min(body.width() / size.width(), body.height() / size.height());
        painter.translate(body.topLeft());
        painter.scale(scale, scale);
        paint(painter);
    });
}

} // namespace podium::ui
