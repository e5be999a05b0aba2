// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "sheets/pdfexport.h"

#include <QObject>
#include <QPageLayout>
#include <QString>

#include <functional>

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
};

/**
 * File › Print… and File › Export as PDF… for whatever the page in view shows: a leaderboard's standings, an
 * event (its round and standings, or its bracket), a player's card. The print preview fills the page; the PDF is
 * the same document on A4 or Letter, as the printer's default paper is.
 */
class DocumentExports : public QObject
{
    Q_OBJECT

public:
    DocumentExports(QMainWindow *window, std::function<PageDocument()> current);

    void setClub(const Club *club) { m_club = club; }
    /** Adds Print… (Ctrl+P) and Export as PDF… to menu. */
    void addActions(QMenu *menu);

    void print();
    void exportPdf();
    /** Writes what the page shows to path as a PDF on that paper; returns the error, empty when written. */
    QString writePdf(const QString &path, const QPageSize &paper) const;

private:
    QMainWindow *m_window;
    std::function<PageDocument()> m_current;
    const Club *m_club = nullptr;
};

} // namespace podium::ui
