// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "printpreview.h"

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

void printPreview(QWidget *parent, QPageLayout::Orientation orientation,
                  const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(orientation);
    QPrintPreviewDialog dialog(&printer, parent);
    fitToScreen(&dialog);
    // Built for the printer's page each time, so that a page turned to landscape in the preview is filled too.
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&make](QPrinter *target) { make(target->pageLayout())->print(target); });
    dialog.exec();
}

} // namespace podium::ui
