// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "clubfiles.h"

#include "filedialog.h"
#include "recentclubs.h"
#include "store/clubcreation.h"
#include "store/dberror.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace podium::ui {

ClubFiles::ClubFiles(QWidget *window, std::function<store::ClubLocation()> current,
                     std::function<bool(const store::ClubLocation &)> open)
    : QObject(window)
    , m_window(window)
    , m_current(std::move(current))
    , m_open(std::move(open))
{ }

void ClubFiles::chooseOpen()
{
    // A name typed that is not there is allowed: the window offers to make a club of it.
    FileDialog dialog(m_window, tr("Open Club"), QFileInfo(m_current().absolute().path()).absolutePath(),
                      tr("Podium clubs (*.podium);;All files (*)"));
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setLabelText(QFileDialog::Accept, tr("&Open"));
    if (dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty())
        m_open(store::ClubLocation::file(dialog.selectedFiles().constFirst()));
}

bool ClubFiles::offerNewClub(QString &path)
{
    QMessageBox ask(QMessageBox::Question, tr("Open Club"),
                    tr("There is no club at %1.").arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Yes | QMessageBox::No, m_window);
    ask.setInformativeText(tr("Create a new club there?"));
    ask.button(QMessageBox::Yes)->setText(tr("&Create Club"));
    ask.button(QMessageBox::No)->setText(tr("Ca&ncel"));
    ask.setDefaultButton(QMessageBox::Yes);
    if (ask.exec() != QMessageBox::Yes)
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".podium");
    try {
        store::createClub(store::ClubLocation::file(path));
    } catch (const store::DbError &error) {
        QMessageBox::warning(m_window, tr("New Club"), error.message());
        return false;
    }
    return true;
}

void ClubFiles::chooseNew()
{
    QString path = FileDialog::saveFileName(m_window, tr("New Club"), QString(), tr("Podium clubs (*.podium)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".podium"), Qt::CaseInsensitive))
        path += QStringLiteral(".podium");
    try {
        store::createClub(
            store::ClubLocation::file(path)); // refuses a file that is there: a new club never replaces one
    } catch (const store::DbError &error) {
        QMessageBox::warning(m_window, tr("New Club"), error.message());
        return;
    }
    m_open(store::ClubLocation::file(path));
}

void ClubFiles::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const store::ClubLocation current = m_current().absolute();
    for (const store::ClubLocation &club : recentClubs()) {
        QAction *open = menu->addAction(club.displayName(), this, [this, club] {
            // A file that has gone is said here; a server says for itself why it cannot be reached.
            if (club.isFile() && !QFileInfo::exists(club.path())) {
                QMessageBox::warning(m_window, tr("Open Recent"), tr("%1 is no longer there.").arg(club.path()));
                forgetClub(club);
                return;
            }
            m_open(club);
        });
        open->setToolTip(club.toString());
        open->setEnabled(club != current);
    }
    if (menu->isEmpty())
        menu->addAction(tr("No clubs opened yet"))->setEnabled(false);
}

} // namespace podium::ui
