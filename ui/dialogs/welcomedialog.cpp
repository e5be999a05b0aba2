// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/welcomedialog.h"

#include "datafolder.h"

#include "club/demo.h"
#include "filedialog.h"
#include "store/clubcreation.h"
#include "store/dberror.h"

#include <QApplication>
#include <QCommandLinkButton>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

namespace podium::ui {

WelcomeDialog::WelcomeDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Welcome to Podium"));
    auto *title = new QLabel(tr("<h2>Welcome to Podium</h2><p>Leaderboards and tournaments for your club or LAN party. "
                                "Everything is kept in one file on this computer.</p>"),
                             this);
    title->setWordWrap(true);
    auto *create = new QCommandLinkButton(tr("&Create a club"), tr("Start a new, empty club database."), this);
    auto *open = new QCommandLinkButton(tr("&Open a club"), tr("Open a .podium file you already have."), this);
    auto *demo = new QCommandLinkButton(tr("&Explore the demo club"),
                                        tr("40 members, two years of chess, kart races and capture the flag."), this);
    create->setObjectName(QStringLiteral("createClub"));
    open->setObjectName(QStringLiteral("openClub"));
    demo->setObjectName(QStringLiteral("exploreDemo"));
    connect(create, &QCommandLinkButton::clicked, this, &WelcomeDialog::createClub);
    connect(open, &QCommandLinkButton::clicked, this, &WelcomeDialog::openClub);
    connect(demo, &QCommandLinkButton::clicked, this, &WelcomeDialog::exploreDemo);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(create);
    layout->addWidget(open);
    layout->addWidget(demo);
    layout->addStretch();
    create->setFocus();
    setMinimumWidth(480);
}

QString WelcomeDialog::demoClubPath()
{
    const QString folder = dataFolder();
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(QStringLiteral("demo.podium"));
    if (!QFile::exists(path))
        store::createClub(store::ClubLocation::file(path), club::createDemoClub);
    return path;
}

void WelcomeDialog::createClub()
{
    QString path = FileDialog::saveFileName(this, tr("Create a Club"), QDir::home().filePath(tr("club.podium")),
                                            tr("Podium clubs (*.podium)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".podium")))
        path += QStringLiteral(".podium");
    try {
        store::createClub(store::ClubLocation::file(path));
    } catch (const store::DbError &error) {
        QMessageBox::warning(this, tr("Create a Club"), error.message());
        return;
    }
    m_path = path;
    accept();
}

void WelcomeDialog::openClub()
{
    const QString path = FileDialog::openFileName(this, tr("Open a Club"), tr("Podium clubs (*.podium);;All files (*)"),
                                                  QDir::homePath());
    if (path.isEmpty())
        return;
    m_path = path;
    accept();
}

void WelcomeDialog::exploreDemo()
{
    try {
        m_path = demoClubPath();
        accept();
    } catch (const store::DbError &error) {
        QMessageBox::warning(this, tr("Demo Club"), error.message());
    }
}

} // namespace podium::ui
