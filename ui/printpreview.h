// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QPageLayout>

#include <functional>
#include <memory>

class QDialog;
class QPrinter;
class QString;
class QTextDocument;
class QWidget;

namespace podium::ui {

/** A portrait page of the printer's default size. */
QPageLayout defaultPrintPage();

/** Shows the preview of the document that make builds for the printer's page (again when the page is changed in
 *  the preview), large enough to read: most of the screen. With a club's name and a title, each page has them at its
 *  top and the date and "Page 2 of 3" at its foot, as the PDF export's pages do (U7 of the walkthrough of 28
 *  November: a printed page said "1" and nothing else); without, the document's own page numbers. */
void printPreview(QWidget *parent, QPageLayout::Orientation orientation,
                  const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make,
                  const QString &club = {}, const QString &title = {});
/** What print and its preview put on printer: the document make builds for its paper, framed as printPreview says. */
void printPages(QPrinter *printer, const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make,
                const QString &club, const QString &title);

/** Sizes a preview window to 80 % of the screen it opens on, centred. */
void fitToScreen(QDialog *dialog);

} // namespace podium::ui
