// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "sheets/pdfexport.h"

#include <QList>
#include <QObject>
#include <QPageLayout>
#include <QString>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace podium {
class Club;
}

namespace podium::ui {

/** What the page in view prints and exports as a document; an empty title when it has nothing to print. */
struct PageDocument
{
    QString title; ///< "Standings of Chess - Elo", at the top of each PDF page
    QString fileName; ///< suggested for the file, without its extension
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    PdfExport::Make make;
    /** The same as a self-contained HTML file (web/htmlfiles.h). */
    std::function<QByteArray()> html;
};

/**
 * File › Print…, Export as PDF… and Export as HTML… for whatever the page in view shows: a leaderboard's standings, an
 * event (its round and standings, or its bracket), a player's card. The print preview fills the page; the PDF is
 * the same document on A4 or Letter, as the printer's default paper is.
 */
class DocumentExports : public QObject
{
    Q_OBJECT

public:
    DocumentExports(QMainWindow *window, std::function<PageDocument()> current);

    void setClub(const Club *club) { m_club = club; }
    /** Adds Print… (Ctrl+P), Export as PDF… and Export as HTML… to menu. */
    void addActions(QMenu *menu);
    /** The same three actions, for the context menus of the pages' tables. */
    QList<QAction *> actions() const { return m_actions; }

    void print();
    void exportPdf();
    void exportHtml();
    /** Writes what the page shows to path as a PDF on that paper; returns the error, empty when written. */
    QString writePdf(const QString &path, const QPageSize &paper) const;
    /** Writes what the page shows to path as an HTML file; returns the error, empty when written. */
    QString writeHtml(const QString &path) const;

private:
    QMainWindow *m_window;
    std::function<PageDocument()> m_current;
    const Club *m_club = nullptr;
    QList<QAction *> m_actions;
};

} // namespace podium::ui
