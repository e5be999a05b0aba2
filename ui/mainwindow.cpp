#include "mainwindow.h"

#include "charts/ratinghistorychart.h"
#include "db/database.h"
#include "db/dberror.h"
#include "db/leaderboards.h"
#include "models/leaderboardmodel.h"
#include "pages/leaderboardpage.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

namespace podium::ui {

MainWindow::MainWindow(std::unique_ptr<db::Database> database, QWidget *parent)
    : QMainWindow(parent)
    , m_db(std::move(database))
    , m_selector(new QComboBox(this))
    , m_pages(new QTabWidget(this))
    , m_leaderboardPage(new LeaderboardPage(*m_db, this))
{
    setWindowTitle(tr("%1 - Podium").arg(QFileInfo(m_db->path()).fileName()));
    m_selector->setObjectName(QStringLiteral("leaderboardSelector"));
    m_selector->setMinimumContentsLength(24);
    m_selector->setToolTip(tr("Leaderboard: discipline and algorithm"));
    m_pages->addTab(m_leaderboardPage, tr("&Leaderboard"));
    setCentralWidget(m_pages);
    createMenus();
    connect(m_selector, &QComboBox::currentTextChanged, this, &MainWindow::showLeaderboard);
    reloadLeaderboards();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1200, 760);
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openDatabase);
    open->setShortcut(QKeySequence::Open);
    QAction *savePng = file->addAction(tr("Save Chart as &Image…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Chart"), QString(), tr("PNG images (*.png)"));
        if (!path.isEmpty() && !m_leaderboardPage->chart()->savePng(path))
            QMessageBox::warning(this, tr("Save Chart"), tr("Could not write %1.").arg(path));
    });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(open);
    toolbar->addAction(savePng);
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr(" Leaderboard: "), toolbar));
    toolbar->addWidget(m_selector);
}

void MainWindow::reloadLeaderboards()
{
    const QString current = m_selector->currentText();
    QSignalBlocker block(m_selector);
    m_selector->clear();
    for (const db::LeaderboardRecord &l : db::Leaderboards(*m_db).list())
        m_selector->addItem(l.name);
    const int index = m_selector->findText(current);
    m_selector->setCurrentIndex(index >= 0 ? index : 0);
    block.unblock();
    if (m_selector->count() > 0)
        showLeaderboard(m_selector->currentText());
    else
        statusBar()->showMessage(tr("This club has no leaderboards yet."));
}

void MainWindow::showLeaderboard(const QString &name)
{
    if (name.isEmpty())
        return;
    try {
        m_leaderboardPage->setLeaderboard(name);
        statusBar()->showMessage(tr("%1: %n player(s)", nullptr, m_leaderboardPage->model()->rowCount()).arg(name));
    } catch (const db::DbError &error) {
        QMessageBox::warning(this, tr("Leaderboard"), error.message());
    }
}

void MainWindow::openDatabase()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Club"), QFileInfo(m_db->path()).absolutePath(),
                                                      tr("Podium clubs (*.podium);;All files (*)"));
    if (path.isEmpty())
        return;
    std::unique_ptr<db::Database> opened;
    try {
        opened = db::Database::open(path);
    } catch (const db::DbError &error) {
        QMessageBox::warning(this, tr("Open Club"), error.message());
        return;
    }
    QSettings().setValue(QStringLiteral("club/last"), path);
    // The pages hold the database; they go before it does.
    auto *page = new LeaderboardPage(*opened, this);
    m_pages->removeTab(m_pages->indexOf(m_leaderboardPage));
    delete m_leaderboardPage;
    m_leaderboardPage = page;
    m_pages->insertTab(0, page, tr("&Leaderboard"));
    m_pages->setCurrentIndex(0);
    m_db = std::move(opened);
    setWindowTitle(tr("%1 - Podium").arg(QFileInfo(m_db->path()).fileName()));
    reloadLeaderboards();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace podium::ui
