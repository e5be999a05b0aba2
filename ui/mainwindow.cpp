#include "mainwindow.h"

#include "appearance.h"
#include "charts/ratinghistorychart.h"
#include "store/database.h"
#include "store/dberror.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "dialogs/resultdialog.h"
#include "importjob.h"
#include "models/leaderboardmodel.h"
#include "pages/eventspage.h"
#include "pages/gamespage.h"
#include "pages/headtoheadpage.h"
#include "pages/leaderboardpage.h"
#include "pages/pairingspage.h"
#include "pages/playerspage.h"
#include "undocommands.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

#include <map>

namespace podium::ui {

MainWindow::MainWindow(std::unique_ptr<db::Database> database, QWidget *parent)
    : QMainWindow(parent)
    , m_db(std::move(database))
    , m_selector(new QComboBox(this))
    , m_pages(new QTabWidget(this))
    , m_undo(new QUndoStack(this))
{
    setWindowTitle(tr("%1 - Podium").arg(QFileInfo(m_db->path()).fileName()));
    m_selector->setObjectName(QStringLiteral("leaderboardSelector"));
    m_selector->setMinimumContentsLength(24);
    m_selector->setToolTip(tr("Leaderboard: discipline and algorithm"));
    createPages();
    setCentralWidget(m_pages);
    createMenus();
    connect(m_selector, &QComboBox::currentTextChanged, this, &MainWindow::showLeaderboard);
    reloadLeaderboards();
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // First start: most of the screen, whatever its size.
        const QSize available = screen()->availableGeometry().size();
        resize(std::min(available.width(), std::max(1200, available.width() * 4 / 5)),
               std::min(available.height(), std::max(760, available.height() * 4 / 5)));
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createPages()
{
    m_leaderboardPage = new LeaderboardPage(*m_db, this);
    m_gamesPage = new GamesPage(*m_db, this);
    m_pages->addTab(m_leaderboardPage, tr("&Leaderboard"));
    m_pages->addTab(m_gamesPage, tr("&Games"));
    connect(m_gamesPage, &GamesPage::editRequested, this, &MainWindow::editResult);
    connect(m_gamesPage, &GamesPage::deleteRequested, this, &MainWindow::deleteResult);
    m_playersPage = new PlayersPage(*m_db, this);
    m_pages->addTab(m_playersPage, tr("&Players"));
    m_headToHeadPage = new HeadToHeadPage(*m_db, this);
    m_pages->addTab(m_headToHeadPage, tr("&Head to Head"));
    m_eventsPage = new EventsPage(*m_db, this);
    m_pages->addTab(m_eventsPage, tr("E&vents"));
    m_eventsPage->setUndoStack(m_undo);
    connect(m_eventsPage, &EventsPage::historyChanged, this, &MainWindow::historyChanged);
    m_pairingsPage = new PairingsPage(*m_db, this);
    m_pages->addTab(m_pairingsPage, tr("Pai&rings"));
    connectPlayersPage();
    m_gamesPage->reload();
    m_playersPage->reload();
}

void MainWindow::pushChange(const QString &title, const std::function<QUndoCommand *()> &make)
{
    try {
        m_undo->push(make());
    } catch (const db::DbError &error) {
        QMessageBox::warning(this, title, error.message());
    }
}

void MainWindow::connectPlayersPage()
{
    const auto listener = [this](const QString &date) { historyChanged(date); };
    connect(m_playersPage, &PlayersPage::addRequested, this, [this, listener] {
        const QString name = QInputDialog::getText(this, tr("Add Player"), tr("Name:"));
        if (!name.trimmed().isEmpty())
            pushChange(tr("Add Player"), [&] { return new AddPlayerCommand(*m_db, name, listener); });
    });
    connect(m_playersPage, &PlayersPage::renameRequested, this, [this, listener](const QString &player) {
        const QString name = QInputDialog::getText(this, tr("Rename Player"), tr("New name for %1:").arg(player),
                                                   QLineEdit::Normal, player);
        if (!name.trimmed().isEmpty() && name != player)
            pushChange(tr("Rename Player"), [&] { return new RenamePlayerCommand(*m_db, player, name, listener); });
    });
    connect(m_playersPage, &PlayersPage::mergeRequested, this, [this, listener](const QString &player) {
        QStringList others;
        for (const db::PlayerRecord &p : db::Players(*m_db).list()) {
            if (p.name != player)
                others.append(p.name);
        }
        bool ok = false;
        const QString into = QInputDialog::getItem(
            this, tr("Merge Players"),
            tr("%1 and this player are the same person; their games combine under this name:").arg(player), others, 0,
            false, &ok);
        if (ok)
            pushChange(tr("Merge Players"), [&] { return new MergePlayersCommand(*m_db, player, into, listener); });
    });
    connect(m_playersPage, &PlayersPage::retireRequested, this, [this, listener](const QString &player) {
        pushChange(tr("Retire Player"), [&] { return new RetirePlayerCommand(*m_db, player, listener); });
    });
}

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
    QAction *import = file->addAction(tr("&Import Games…"), this, &MainWindow::chooseImport);
    import->setShortcut(QKeySequence(QStringLiteral("Ctrl+I")));
    file->addAction(tr("&Export Standings…"), this, &MainWindow::exportStandings)
        ->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    file->addAction(tr("Export &Games…"), this, &MainWindow::exportGames);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find…"), this, &MainWindow::focusFind);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("find"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_pages->count(); ++i) {
        QAction *page = view->addAction(m_pages->tabText(i).remove(QLatin1Char('&')), this,
                                        [this, i] { m_pages->setCurrentIndex(i); });
        page->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    QMenu *appearance = view->addMenu(tr("&Appearance"));
    auto *appearances = new QActionGroup(this);
    const Appearance current = savedAppearance();
    for (const auto &[choice, label] :
         {std::pair {Appearance::System, tr("&System")}, std::pair {Appearance::Light, tr("&Light")},
          std::pair {Appearance::Dark, tr("&Dark")}}) {
        QAction *action = appearance->addAction(label, this, [choice] {
            applyAppearance(choice);
            saveAppearance(choice);
        });
        action->setCheckable(true);
        action->setChecked(choice == current);
        action->setObjectName(QStringLiteral("appearance-") + appearanceName(choice));
        appearances->addAction(action);
    }

    QMenu *results = menuBar()->addMenu(tr("&Results"));
    QAction *add = results->addAction(tr("&New Result…"), this, &MainWindow::newResult);
    add->setShortcut(QKeySequence::New);
    results->addAction(tr("&Edit Result…"), this, [this] {
        if (const qint64 id = m_gamesPage->selectedGame())
            editResult(id);
    });
    results->addAction(tr("&Delete Result"), this, [this] {
        if (const qint64 id = m_gamesPage->selectedGame())
            deleteResult(id);
    });

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(add);
    toolbar->addAction(undo);
    toolbar->addAction(redo);
    toolbar->addSeparator();
    toolbar->addAction(open);
    toolbar->addAction(savePng);
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr(" Leaderboard: "), toolbar));
    toolbar->addWidget(m_selector);
}

void MainWindow::focusFind()
{
    // Each page marks the field that finds on it (a filter, or the first name to compare).
    for (QLineEdit *field : m_pages->currentWidget()->findChildren<QLineEdit *>()) {
        if (field->property("findField").toBool()) {
            field->setFocus(Qt::ShortcutFocusReason);
            field->selectAll();
            return;
        }
    }
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
        m_headToHeadPage->setLeaderboard(name);
        m_playersPage->setLeaderboard(name);
        m_pairingsPage->setLeaderboard(name);
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
    // The pages and the undo history belong to the old database; they go before it does.
    m_undo->clear();
    delete m_leaderboardPage;
    delete m_gamesPage;
    delete m_playersPage;
    delete m_headToHeadPage;
    delete m_eventsPage;
    delete m_pairingsPage;
    m_db = std::move(opened);
    createPages();
    setWindowTitle(tr("%1 - Podium").arg(QFileInfo(m_db->path()).fileName()));
    reloadLeaderboards();
}

void MainWindow::newResult()
{
    ResultDialog dialog(
        *m_db,
        [this](const db::GameInput &game) {
            m_undo->push(new AddGameCommand(*m_db, game, [this](const QString &date) { historyChanged(date); }));
        },
        this);
    dialog.setWindowTitle(tr("New Result"));
    // The discipline of the leaderboard in view is the likeliest one.
    try {
        if (!m_leaderboardPage->leaderboard().isEmpty()) {
            const QString discipline = db::Leaderboards(*m_db).get(m_leaderboardPage->leaderboard()).discipline;
            if (!discipline.isEmpty())
                dialog.discipline()->setCurrentText(discipline);
        }
    } catch (const db::DbError &) {
        // no leaderboard to go by: the dialog keeps its own default
    }
    dialog.exec();
}

void MainWindow::editResult(qint64 id)
{
    ResultDialog dialog(
        *m_db,
        [this, id](const db::GameInput &game) {
            m_undo->push(new EditGameCommand(*m_db, id, game, [this](const QString &date) { historyChanged(date); }));
        },
        this);
    dialog.setWindowTitle(tr("Edit Result"));
    try {
        dialog.setGame(db::Games(*m_db).get(id).game);
    } catch (const db::DbError &error) {
        QMessageBox::warning(this, tr("Edit Result"), error.message());
        return;
    }
    dialog.exec();
}

void MainWindow::deleteResult(qint64 id)
{
    try {
        m_undo->push(new DeleteGameCommand(*m_db, id, [this](const QString &date) { historyChanged(date); }));
    } catch (const db::DbError &error) {
        QMessageBox::warning(this, tr("Delete Result"), error.message());
    }
}

namespace {

/** Writes a file all at once; false (with the reason) when it cannot. */
bool writeAll(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(data) == data.size() && file.commit())
        return true;
    *error = file.errorString();
    return false;
}

} // namespace

void MainWindow::chooseImport()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Import Games"), QString(), tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    const QStringList disciplines = db::disciplineNames(*m_db);
    bool ok = false;
    const QString discipline
        = QInputDialog::getItem(this, tr("Import Games"), tr("Discipline of these games:"), disciplines, 0, true, &ok);
    if (ok && !discipline.trimmed().isEmpty())
        importGames(path, discipline.trimmed());
}

void MainWindow::importGames(const QString &path, const QString &discipline)
{
    QProgressDialog progress(tr("Importing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    ImportJob job(m_db->path(), path, discipline);
    connect(&job, &ImportJob::progress, &progress, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
    });
    connect(&progress, &QProgressDialog::canceled, &job, &ImportJob::cancel);
    QEventLoop loop;
    connect(&job, &ImportJob::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(); // the window keeps painting and the Cancel button works
    progress.close();
    if (!job.error().isEmpty()) {
        QMessageBox::warning(this, tr("Import Games"), tr("Nothing was imported.\n\n%1").arg(job.error()));
        return;
    }
    const db::ImportReport report = job.report();
    m_undo->push(new ImportGamesCommand(*m_db, job.history(), discipline, report,
                                        [this](const QString &date) { historyChanged(date); }));
    statusBar()->showMessage(tr("Imported %1 games into %2 (%3 already there), %4 new players")
                                 .arg(report.added)
                                 .arg(discipline)
                                 .arg(report.skipped)
                                 .arg(report.newPlayers));
}

void MainWindow::exportStandings()
{
    const QString name = m_leaderboardPage->leaderboard();
    if (name.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Standings"), name + QStringLiteral(".csv"),
                                                      tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    try {
        db::Leaderboards leaderboards(*m_db);
        const bool sigma = db::ratingSystemOf(leaderboards.get(name))->hasUncertainty();
        const auto rows = leaderboards.standings(name);
        const QByteArray data = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
            ? db::standingsJson(rows, sigma)
            : db::standingsCsv(rows, sigma);
        if (writeAll(path, data, &error)) {
            statusBar()->showMessage(tr("Exported the standings of %1 to %2").arg(name, path));
            return;
        }
    } catch (const db::DbError &e) {
        error = e.message();
    }
    QMessageBox::warning(this, tr("Export Standings"), error);
}

void MainWindow::exportGames()
{
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export Games"), QStringLiteral("games.csv"), tr("CSV (*.csv)"));
    QString error;
    if (!path.isEmpty() && !writeAll(path, db::gamesCsv(*m_db), &error))
        QMessageBox::warning(this, tr("Export Games"), error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Exported every game to %1").arg(path));
}

void MainWindow::historyChanged(const QString &fromDate)
{
    std::map<QString, std::pair<double, double>> before;
    const LeaderboardModel *model = m_leaderboardPage->model();
    for (int r = 0; r < model->rowCount(); ++r)
        before[model->row(r).player] = {model->row(r).rating.mu, model->row(r).rating.sigma};
    m_gamesPage->reload();
    m_playersPage->reload();
    if (sender() != m_eventsPage)
        m_eventsPage->reload(); // an event's standings come from its games (the page itself has just read them)
    m_pairingsPage->reloadPlayers();
    if (!m_leaderboardPage->leaderboard().isEmpty())
        showLeaderboard(m_leaderboardPage->leaderboard());
    int changed = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const auto it = before.find(model->row(r).player);
        changed
            += it == before.end() || it->second != std::make_pair(model->row(r).rating.mu, model->row(r).rating.sigma);
    }
    if (fromDate.isEmpty()) { // a change to players: names and records, no replay from a date
        statusBar()->showMessage(tr("%n player(s) changed on the leaderboard", nullptr, changed));
        return;
    }
    const QString date = QLocale().toString(QDateTime::fromString(fromDate, Qt::ISODate).date(), QLocale::ShortFormat);
    statusBar()->showMessage(tr("Ratings replayed from %1: %n player(s) changed", nullptr, changed).arg(date));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace podium::ui
