// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include <QPageLayout>

#include <functional>
#include <memory>

class QDialog;
class QTextDocument;
class QWidget;

namespace podium::ui {

/** A portrait page of the printer's default size. */
QPageLayout defaultPrintPage();

/** Shows the preview of the document that make builds for the printer's page (again when the page is changed in
 *  the preview), large enough to read: most of the screen. */
void printPreview(QWidget *parent, QPageLayout::Orientation orientation,
                  const std::function<std::unique_ptr<QTextDocument>(const QPageLayout &)> &make);

/** Sizes a preview window to 80 % of the screen it opens on, centred. */
void fitToScreen(QDialog *dialog);

} // namespace podium::ui
