// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "boardsharing.h"

#include "dialogs/boarddialog.h"
#include "web/boardpages.h"
#include "web/boardserver.h"

#include <QAction>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace podium::ui {

BoardSharing::BoardSharing(QWidget *window)
    : QObject(window)
    , m_window(window)
{ }

BoardSharing::~BoardSharing()
{
    setClub(nullptr);
}

void BoardSharing::setClub(Club *club)
{
    delete m_dialog; // it shows the server that goes
    if (m_server && m_server->isRunning())
        m_server->stop();
    delete m_server;
    m_server = nullptr;
    m_pages.reset();
    runningChanged(false);
    if (!club)
        return;
    m_pages = std::make_unique<web::BoardPages>(*club);
    m_server = new web::BoardServer(*club, *m_pages, this);
    connect(m_server, &web::BoardServer::runningChanged, this, &BoardSharing::runningChanged);
}

void BoardSharing::addMenu(QMenuBar *bar, QStatusBar *status)
{
    // No Alt letter: every letter of "Share" is a menu's, a page's or a page button's already. Ctrl+Shift+L
    // opens the board's dialog from the keyboard.
    QMenu *share = bar->addMenu(tr("Share"));
    share->setObjectName(QStringLiteral("shareMenu"));
    QAction *board = share->addAction(tr("&Live Board on the Local Network…"), this, &BoardSharing::showDialog);
    board->setObjectName(QStringLiteral("liveBoard"));
    board->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+L")));
    m_status = new QLabel(status);
    m_status->setObjectName(QStringLiteral("liveBoardStatus"));
    status->addPermanentWidget(m_status);
    runningChanged(m_server && m_server->isRunning());
}

BoardDialog *BoardSharing::dialog() const
{
    return m_dialog;
}

void BoardSharing::showDialog()
{
    if (!m_server)
        return;
    if (!m_dialog) {
        m_dialog = new BoardDialog(*m_server, m_window);
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

void BoardSharing::runningChanged(bool running)
{
    if (!m_status)
        return;
    m_status->setVisible(running && m_server);
    if (running && m_server)
        m_status->setText(
            tr("Live board: %1").arg(m_dialog ? m_dialog->shownUrl().toString() : m_server->url().toString()));
}

} // namespace podium::ui
