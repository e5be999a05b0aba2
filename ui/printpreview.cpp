// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "printpreview.h"

#include "sheets/pdfexport.h"

#include <QDialog>
#include <QGuiApplication>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QTextDocument>

namespace podium::ui {

QPageLayout defaultPrintPage()
{
    QPrinter printer(QPrinter::HighResolution);
    QPageLayout page = printer.pageLayout();
    page.setOrientation(QPageLayout::Portrait);
    return page;
}

void fitToScreen(QDialog *dialog)
{
    QScreen *screen = dialog->parentWidget() ? dialog->parentWidget()->screen() : QGuiApplication::primaryScreen();
    const QRect area = screen->availableGeometry();
    dialog->resize(area.size() * 0.8);
    dialog->move(area.center() - dialog->rect().center());
}

void printPages(QPrinter *printer, const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make,
                const QString &club, const QString &title)
{
    if (club.isEmpty() && title.isEmpty()) {
        make(printer->pageLayout())->print(printer);
        return;
    }
    PdfPages pages;
    pages.size = printer->pageLayout().pageSize();
    pages.orientation = printer->pageLayout().orientation();
    pages.club = club;
    pages.title = title;
    printer->setFullPage(true); // the margins are the frame's, as on a PDF's page
    PdfExport::paint(*printer, pages, make);
}

void printPreview(QWidget *parent, QPageLayout::Orientation orientation,
                  const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make, const QString &club,
                  const QString &title)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(orientation);
    QPrintPreviewDialog dialog(&printer, parent);
    fitToScreen(&dialog);
    // Built for the printer's page each time, so that a page turned to landscape in the preview is filled too.
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&](QPrinter *target) { printPages(target, make, club, title); });
    dialog.exec();
}

} // namespace podium::ui
