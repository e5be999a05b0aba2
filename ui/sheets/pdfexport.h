// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QPageLayout>
#include <QPageSize>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QIODevice;
class QPainter;
class QPagedPaintDevice;
class QPdfWriter;
class QTextDocument;

namespace podium::ui {

class PrintSheet;

/** What every page of a PDF file says besides its contents, and the paper it is for. */
struct PdfPages
{
    QPageSize size = QPageSize(QPageSize::A4);
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    QString club; ///< the club's name, at the top of every page
    QString title; ///< what the file holds ("Standings of Chess"), beside it and in the file's metadata
    QDateTime printed = QDateTime::currentDateTime(); ///< at the foot of every page
};

/**
 * Standings, rounds and cards as PDF files: the same documents as print (PrintSheet), laid out for the paper, in
 * vector text, with the club's name and the title at the top of each page and the date and "Page 2 of 3" at its
 * foot. Needs a QGuiApplication (fonts); podium-cli makes one (offscreen) for a PDF.
 */
class PdfExport
{
    Q_DECLARE_TR_FUNCTIONS(podium::ui::PdfExport)

public:
    /** The paper sizes podium-cli and the app offer: "a4" and "letter". */
    static std::optional<QPageSize> paperSize(const QString &name);

    /** What make builds for a page layout: the documents print and PDF are made of. */
    using Make = std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)>;
    /** A Make of what write puts on a PrintSheet. */
    static Make sheet(const std::function<void(PrintSheet &)> &write);

    /** Writes to device (open for writing) the document make builds for the paper of pages. */
    static void write(QIODevice *device, const PdfPages &pages, const Make &make);
    /** Paints the document make builds for the paper of pages on device, page by page, with the club's name and the
     *  title at the top of each and the date and "Page 2 of 3" at its foot: a PDF writer's, or a printer's set to
     *  its full page (print and its preview, U7 of the walkthrough of 28 November). */
    static void paint(QPagedPaintDevice &device, const PdfPages &pages, const Make &make);
    /** The same into a file, written whole or not at all; throws DbError naming the file when it cannot. */
    static void writeFile(const QString &path, const PdfPages &pages, const Make &make);

    /** A drawing of that size (in its own units) on one page, as large as fits, in vector lines and text: what
     *  paint draws from (0, 0). Into a file like writeFile. */
    static void writeDrawingFile(const QString &path, const PdfPages &pages, const QSizeF &size,
                                 const std::function<void(QPainter &)> &paint);
};

} // namespace podium::ui
