// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "documentexports.h"

#include "club/club.h"
#include "filedialog.h"
#include "printpreview.h"
#include "store/dberror.h"
#include "store/outputfile.h"

#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPrinter>
#include <QStatusBar>
#include <QTextDocument>

namespace podium::ui {

DocumentExports::DocumentExports(QMainWindow *window, std::function<PageDocument()> current)
    : QObject(window)
    , m_window(window)
    , m_current(std::move(current))
{ }

void DocumentExports::addActions(QMenu *menu)
{
    QAction *print = menu->addAction(tr("&Print…"), this, &DocumentExports::print);
    print->setObjectName(QStringLiteral("printPage"));
    print->setShortcut(QKeySequence::Print);
    // The Events page prints its round and standings with the same key, from its own button.
    print->setShortcutContext(Qt::WindowShortcut);
    QAction *pdf = menu->addAction(tr("Export as P&DF…"), this, &DocumentExports::exportPdf);
    pdf->setObjectName(QStringLiteral("exportPdf"));
    pdf->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    QAction *html = menu->addAction(tr("Export as &HTML…"), this, &DocumentExports::exportHtml);
    html->setObjectName(QStringLiteral("exportHtml"));
    m_actions = {print, pdf, html};
}

void DocumentExports::print()
{
    const PageDocument document = m_current();
    if (document.title.isEmpty()) {
        m_window->statusBar()->showMessage(
            tr("Nothing to print on this page: choose a leaderboard, an event or a player."));
        return;
    }
    try {
        printPreview(m_window, document.orientation, document.make, m_club ? m_club->location().name() : QString(),
                     document.title);
    } catch (const store::DbError &error) {
        QMessageBox::warning(m_window, tr("Print"), error.message());
    }
}

QString DocumentExports::writePdf(const QString &path, const QPageSize &paper) const
{
    const PageDocument document = m_current();
    if (document.title.isEmpty())
        return tr("Nothing to export on this page: choose a leaderboard, an event or a player.");
    PdfPages pages;
    pages.size = paper;
    pages.orientation = document.orientation;
    pages.club = m_club ? m_club->location().name() : QString();
    pages.title = document.title;
    try {
        PdfExport::writeFile(path, pages, document.make);
    } catch (const store::DbError &error) {
        return error.message();
    }
    return {};
}

void DocumentExports::exportPdf()
{
    const PageDocument document = m_current();
    if (document.title.isEmpty()) {
        m_window->statusBar()->showMessage(
            tr("Nothing to export on this page: choose a leaderboard, an event or a player."));
        return;
    }
    const QString path = FileDialog::saveFileName(m_window, tr("Export as PDF"),
                                                  document.fileName + QStringLiteral(".pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    // The printer's default paper: A4, or Letter where the locale uses it.
    const QPageSize paper = QPrinter().pageLayout().pageSize();
    const QString error = writePdf(path, paper.id() == QPageSize::Letter ? paper : QPageSize(QPageSize::A4));
    if (error.isEmpty())
        m_window->statusBar()->showMessage(tr("Exported %1 to %2").arg(document.title, path));
    else
        QMessageBox::warning(m_window, tr("Export as PDF"), error);
}

QString DocumentExports::writeHtml(const QString &path) const
{
    const PageDocument document = m_current();
    if (document.title.isEmpty())
        return tr("Nothing to export on this page: choose a leaderboard, an event or a player.");
    try {
        const QByteArray html = document.html();
        store::writeOutput(path, html);
        return {};
    } catch (const store::DbError &error) {
        return error.message();
    }
}

void DocumentExports::exportHtml()
{
    const PageDocument document = m_current();
    if (document.title.isEmpty()) {
        m_window->statusBar()->showMessage(
            tr("Nothing to export on this page: choose a leaderboard, an event or a player."));
        return;
    }
    const QString path = FileDialog::saveFileName(
        m_window, tr("Export as HTML"), document.fileName + QStringLiteral(".html"), tr("Web pages (*.html *.htm)"));
    if (path.isEmpty())
        return;
    const QString error = writeHtml(path);
    if (error.isEmpty())
        m_window->statusBar()->showMessage(tr("Exported %1 to %2").arg(document.title, path));
    else
        QMessageBox::warning(m_window, tr("Export as HTML"), error);
}

} // namespace podium::ui
