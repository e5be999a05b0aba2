// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "mainwindow.h"

#include "commands/undohistory.h"
#include "io/localdates.h"

#include "appearance.h"
#include "boardsharing.h"
#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "clubfiles.h"
#include "clubtransfers.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "commands/undohistory.h"
#include "dialogs/playerdialog.h"
#include "dialogs/resultdialog.h"
#include "dialogs/serverdialog.h"
#include "documentexports.h"
#include "filedialog.h"
#include "importjob.h"
#include "io/inputerror.h"
#include "leaderboardactions.h"
#include "leaderboardproblem.h"
#include "models/leaderboardmodel.h"
#include "pages/comparepage.h"
#include "pages/eventspage.h"
#include "pages/gamespage.h"
#include "pages/headtoheadpage.h"
#include "pages/leaderboardpage.h"
#include "pages/pairingspage.h"
#include "pages/playerspage.h"
#include "recentclubs.h"
#include "reportsdesk.h"
#include "serverlogin.h"
#include "settingskeys.h"
#include "store/clubcreation.h"
#include "store/database.h"
#include "store/dberror.h"
#include "widgets/busycursor.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>
#include <map>

namespace podium::ui {

namespace {

/** How often the club's file is checked for changes made by another program (podium-cli, a second Podium). */
constexpr std::chrono::milliseconds kWatchInterval {500};

} // namespace

MainWindow::MainWindow(std::unique_ptr<Club> club, QWidget *parent)
    : QMainWindow(parent)
    , m_selector(new QComboBox(this))
    , m_readOnly(new QLabel(this))
    , m_offline(new QLabel(this))
    , m_pages(new QTabWidget(this))
    , m_undoGroup(new QUndoGroup(this))
    , m_leaderboards(new LeaderboardActions(this, m_selector))
    , m_transfers(new ClubTransfers(this))
    , m_documents(new DocumentExports(this, [this] { return pageDocument(); }))
    , m_files(new ClubFiles(
          this, [this] { return m_club->location(); },
          [this](const store::ClubLocation &club) { return openClubAt(club); }))
    , m_board(new BoardSharing(this))
    , m_reports(new ReportsDesk(this, m_board))
    , m_checkTimer(new QTimer(this))
{
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(0);
    connect(m_checkTimer, &QTimer::timeout, this, &MainWindow::checkNextLeaderboard);
    m_selector->setObjectName(QStringLiteral("leaderboardSelector"));
    m_selector->setMinimumContentsLength(24);
    m_selector->setToolTip(tr("Leaderboard: discipline and algorithm"));
    m_readOnly->setObjectName(QStringLiteral("readOnly"));
    m_readOnly->hide();
    statusBar()->addPermanentWidget(m_readOnly);
    m_offline->setObjectName(QStringLiteral("offline"));
    m_offline->hide();
    statusBar()->addPermanentWidget(m_offline);
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->addWidget(m_leaderboards->offer());
    centralLayout->addWidget(m_pages);
    setCentralWidget(central);
    connect(m_selector, &QComboBox::currentTextChanged, this, &MainWindow::showLeaderboard);
    qApp->installEventFilter(this); // the window's shortcuts over its text fields' (eventFilter)
    takeClub(std::move(club));
    createMenus();
    QSettings settings;
    if (!restoreGeometry(settings.value(settingsKey::windowGeometry()).toByteArray())) {
        // First start: most of the screen, whatever its size.
        const QSize available = screen()->availableGeometry().size();
        resize(std::min(available.width(), std::max(1200, available.width() * 4 / 5)),
               std::min(available.height(), std::max(760, available.height() * 4 / 5)));
    }
}

MainWindow::~MainWindow()
{
    // The pages and the live board show the club: they go before it does.
    m_board->setClub(nullptr);
    while (m_pages->count() > 0)
        delete m_pages->widget(0);
}

QUndoStack *MainWindow::undoStack() const
{
    return commands::undoStack(*m_club);
}

const store::Database &MainWindow::database() const
{
    return m_club->database();
}

void MainWindow::takeClub(std::unique_ptr<Club> club)
{
    // The pages, the live board and the undo history belong to the club they show; they go before it does.
    m_board->setClub(nullptr);
    while (m_pages->count() > 0)
        delete m_pages->widget(0);
    m_announceShown = false; // of the club before
    m_changeToReport.reset();
    m_ratingsBefore.clear();
    m_reportedLeaderboard.clear();
    m_club = std::move(club);
    if (m_club->location().isFile())
        FileDialog::setClubFolder(QFileInfo(m_club->location().path()).absolutePath());
    m_board->setClub(m_club.get());
    m_undoGroup->addStack(commands::undoStack(*m_club));
    m_undoGroup->setActiveStack(commands::undoStack(*m_club));
    connect(m_club.get(), &Club::changed, this, &MainWindow::clubChanged);
    connect(m_club.get(), &Club::commandFailed, this, [this](const QString &command, const QString &message) {
        QMessageBox::warning(this, command,
                             tr("This step could not be taken, and has left the undo history:\n\n%1").arg(message));
    });
    // A lost connection to the server: said until it is made again, and no step is undone or redone meanwhile
    // (the step could not reach the server, and would leave the history).
    connect(m_club.get(), &Club::connectionLost, this, [this] {
        m_offline->setText(tr("Not connected: reconnecting…"));
        m_offline->setToolTip(tr("The connection to %1 is lost. Podium connects again as soon as the server "
                                 "answers; until then nothing can be changed.")
                                  .arg(m_club->location().displayName()));
        m_offline->show();
        m_undoGroup->setActiveStack(nullptr);
    });
    connect(m_club.get(), &Club::reconnected, this, [this](int others) {
        m_offline->hide();
        m_undoGroup->setActiveStack(commands::undoStack(*m_club));
        statusBar()->showMessage(
            tr("Connected again; %Ln change(s) made by other desks meanwhile are shown.", nullptr, others));
    });
    m_offline->hide();
    m_club->watchFile(kWatchInterval);
    m_leaderboards->setClub(m_club.get());
    m_transfers->setClub(m_club.get());
    m_documents->setClub(m_club.get());
    const store::Database &database = m_club->database();
    const QString name = m_club->location().displayName();
    // A club on a read-only disk or folder, or a full disk, opens read-only (L3): say so where the name is, and
    // why, before any change is refused.
    setWindowTitle(database.isReadOnly() ? tr("%1 (read-only) - Podium").arg(name) : tr("%1 - Podium").arg(name));
    m_readOnly->setText(tr("Read-only"));
    m_readOnly->setToolTip(
        tr("This club cannot be changed: %1. Standings, lists and exports work.").arg(database.readOnlyReason()));
    m_readOnly->setVisible(database.isReadOnly());
    createPages();
    giveTablesDocumentMenus(); // none yet for the first club: the File menu makes them (createFileMenu)
    {
        const QSignalBlocker quiet(m_selector);
        m_selector->clear(); // the club's own leaderboard shown last, not the other club's
    }
    reloadLeaderboards();
}

void MainWindow::giveTablesDocumentMenus()
{
    // The tables' context menus print and export what they show, as the File menu does. The pages are made again
    // for every club opened, and their tables with them.
    for (const ClubPage *page : m_clubPages) {
        for (QWidget *table : page->documentTables()) {
            table->setContextMenuPolicy(Qt::ActionsContextMenu);
            table->addActions(m_documents->actions());
        }
    }
}

void MainWindow::createPages()
{
    const store::Database &db = m_club->database();
    m_leaderboardPage = new LeaderboardPage(db, this);
    m_gamesPage = new GamesPage(db, this);
    m_pages->addTab(m_leaderboardPage, tr("&Leaderboard"));
    m_pages->addTab(m_gamesPage, tr("&Games"));
    connect(m_gamesPage, &GamesPage::editRequested, this, &MainWindow::editResult);
    connect(m_gamesPage, &GamesPage::deleteRequested, this, &MainWindow::deleteResult);
    connect(m_leaderboardPage, &LeaderboardPage::openGameRequested, this, &MainWindow::editResult);
    connect(m_leaderboardPage, &LeaderboardPage::showGameRequested, this, &MainWindow::showGame);
    connect(m_leaderboardPage, &LeaderboardPage::settingsRequested, m_leaderboards,
            &LeaderboardActions::editLeaderboard);
    connect(m_leaderboardPage, &LeaderboardPage::problemChanged, this,
            [this](const QString &name) { markLeaderboard(name, m_leaderboardPage->problem()); });
    connect(m_leaderboardPage, &LeaderboardPage::standingsShown, this, [this] {
        // A replay on a worker is done: the status bar says now what it would have said at once.
        if (std::exchange(m_announceShown, false))
            announceLeaderboard();
        // Not when another leaderboard was chosen meanwhile: its ratings are not the ones the change moved.
        const auto change = std::exchange(m_changeToReport, nullptr);
        const auto before = std::exchange(m_ratingsBefore, {});
        if (change && std::exchange(m_reportedLeaderboard, {}) == m_leaderboardPage->leaderboard())
            reportChange(*change, before);
    });
    m_playersPage = new PlayersPage(db, this);
    m_pages->addTab(m_playersPage, tr("&Players"));
    m_headToHeadPage = new HeadToHeadPage(db, this);
    // No Alt key: each of its letters is Help's, Edit's or a page button's; Ctrl+4 (View menu) opens it.
    m_pages->addTab(m_headToHeadPage, tr("Head to Head"));
    m_eventsPage = new EventsPage(*m_club, this);
    m_pages->addTab(m_eventsPage, tr("Event&s"));
    m_pairingsPage = new PairingsPage(*m_club, this);
    m_pages->addTab(m_pairingsPage, tr("Pa&irings"));
    connect(m_pairingsPage, &PairingsPage::eventCreated, this, [this](const QString &name) {
        m_pages->setCurrentWidget(m_eventsPage);
        m_eventsPage->openEvent(name);
    });
    m_comparePage = new ComparePage(*m_club, this);
    // No Alt key either, as Head to Head: Ctrl+7 (View menu) opens it.
    m_pages->addTab(m_comparePage, tr("Compare"));
    connect(m_comparePage, &ComparePage::openGameRequested, this, &MainWindow::editResult);
    connectPlayersPage();
    m_clubPages = {m_leaderboardPage, m_gamesPage,    m_playersPage, m_headToHeadPage,
                   m_eventsPage,      m_pairingsPage, m_comparePage};
    m_reports->setPages(m_club.get(), m_pages, m_eventsPage);
    // The pages that read their lists when first asked to; the others read them as they are made.
    m_gamesPage->reload();
    m_playersPage->reload();
    m_comparePage->reload();
}

bool MainWindow::runChange(const QString &title, const std::function<std::unique_ptr<commands::ClubCommand>()> &make)
{
    QString problem;
    try {
        m_club->run(make());
        return true;
    } catch (const store::DbError &error) {
        problem = error.message();
    } catch (const io::InputError &error) {
        problem = error.text();
    }
    QMessageBox::warning(this, title, problem);
    return false;
}

namespace {

/** A name asked for in a dialog wide enough for its title (U6 of the walkthrough of 28 November: QInputDialog's own
 *  width cut German "Spieler hinzufügen" to "Spiele… fügen" in the title bar). */
QString askText(QWidget *parent, const QString &title, const QString &label, const QString &text = {})
{
    QInputDialog dialog(parent);
    dialog.setWindowTitle(title);
    dialog.setLabelText(label);
    dialog.setTextValue(text);
    // The title bar's font is the window manager's, commonly bold and a little larger: half as wide again, and room
    // for its buttons.
    dialog.setMinimumWidth(std::max(360, dialog.fontMetrics().horizontalAdvance(title) * 3 / 2 + 160));
    return dialog.exec() == QDialog::Accepted ? dialog.textValue() : QString();
}

} // namespace

void MainWindow::connectPlayersPage()
{
    connect(m_playersPage, &PlayersPage::addRequested, this, [this] {
        const QString name = askText(this, tr("Add Player"), tr("Name:"));
        if (name.trimmed().isEmpty())
            return;
        // A comma list ("Bob, Carol, Dave", as New Event's entrants box takes it) is several players, or one whose
        // name has commas ("Schulz, Greta", as a TRF writes names): the organiser says which (C9 of the
        // walkthrough of 28 November).
        QStringList names;
        for (const QString &part : name.split(QLatin1Char(',')))
            if (!part.trimmed().isEmpty())
                names.append(part.simplified());
        if (names.size() > 1) {
            QMessageBox ask(QMessageBox::Question, tr("Add Player"),
                            tr("Add %Ln players (%1), or one player named '%2'?", nullptr, names.size())
                                .arg(QLocale().createSeparatedList(names), name.simplified()),
                            QMessageBox::Cancel, this);
            QPushButton *several
                = ask.addButton(tr("Add %Ln &Players", nullptr, names.size()), QMessageBox::AcceptRole);
            QPushButton *one = ask.addButton(tr("Add &One Player"), QMessageBox::AcceptRole);
            ask.setDefaultButton(several);
            ask.exec();
            if (ask.clickedButton() == several)
                runChange(tr("Add Player"), [&] { return std::make_unique<commands::AddPlayers>(*m_club, names); });
            else if (ask.clickedButton() == one)
                runChange(tr("Add Player"), [&] { return std::make_unique<commands::AddPlayer>(*m_club, name); });
            return;
        }
        runChange(tr("Add Player"), [&] { return std::make_unique<commands::AddPlayer>(*m_club, name); });
    });
    connect(m_playersPage, &PlayersPage::renameRequested, this, [this](const QString &player) {
        const QString name = askText(this, tr("Rename Player"), tr("New name for %1:").arg(player), player);
        if (!name.trimmed().isEmpty() && name != player)
            runChange(tr("Rename Player"),
                      [&] { return std::make_unique<commands::RenamePlayer>(*m_club, player, name); });
    });
    connect(m_playersPage, &PlayersPage::detailsRequested, this, [this](const QString &player) {
        PlayerDialog dialog(club::Players(m_club->database()).get(player), this);
        if (dialog.exec() == QDialog::Accepted)
            runChange(tr("Player Info"),
                      [&] { return std::make_unique<commands::EditPlayer>(*m_club, dialog.details()); });
    });
    connect(m_playersPage, &PlayersPage::mergeRequested, this, [this](const QString &player) {
        QStringList others;
        for (const club::PlayerRecord &p : club::Players(m_club->database()).list()) {
            if (p.name != player)
                others.append(p.name);
        }
        bool ok = false;
        const QString into = QInputDialog::getItem(
            this, tr("Merge Players"),
            tr("%1 and this player are the same person; their games combine under this name:").arg(player), others, 0,
            false, &ok);
        if (ok)
            runChange(tr("Merge Players"),
                      [&] { return std::make_unique<commands::MergePlayers>(*m_club, player, into); });
    });
    connect(m_playersPage, &PlayersPage::deleteRequested, this, [this](const QString &player) {
        runChange(tr("Delete Player"), [&] { return std::make_unique<commands::DeletePlayer>(*m_club, player); });
    });
    connect(m_playersPage, &PlayersPage::retireRequested, this, [this](const QString &player) {
        runChange(tr("Retire Player"), [&] { return commands::RetirePlayer::toggle(*m_club, player); });
    });
}

void MainWindow::createMenus()
{
    MainActions actions;
    createFileMenu(actions);
    createEditMenu(actions);
    createViewMenu();
    createResultsMenu(actions);
    m_leaderboards->addMenu(menuBar());
    m_board->addMenu(menuBar(), statusBar());
    createHelpMenu();
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(actions.newResult);
    toolbar->addAction(createToolbarStep(true));
    toolbar->addAction(createToolbarStep(false));
    toolbar->addSeparator();
    toolbar->addAction(actions.open);
    toolbar->addAction(actions.saveChart);
    toolbar->addSeparator();
    toolbar->addWidget(new QLabel(tr(" Leaderboard: "), toolbar));
    toolbar->addWidget(m_selector);
}

PageDocument MainWindow::pageDocument() const
{
    if (!m_club)
        return {};
    // A page with nothing of its own to print is about the leaderboard chosen in the toolbar: its standings.
    if (const ClubPage *page = currentPage()) {
        if (std::optional<PageDocument> own = page->document())
            return *own;
    }
    return m_leaderboardPage->document().value_or(PageDocument());
}

ClubPage *MainWindow::currentPage() const
{
    return dynamic_cast<ClubPage *>(m_pages->currentWidget());
}

void MainWindow::createFileMenu(MainActions &actions)
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newClub = file->addAction(tr("&New Club…"), m_files, &ClubFiles::chooseNew);
    newClub->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+N"))); // Ctrl+N is a new result
    newClub->setObjectName(QStringLiteral("newClub"));
    actions.open = file->addAction(tr("&Open…"), m_files, &ClubFiles::chooseOpen);
    actions.open->setShortcut(QKeySequence::Open);
    actions.open->setIcon(themedIcon(QStringLiteral("document-open")));
    actions.open->setObjectName(QStringLiteral("open"));
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("openRecent"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] { m_files->fillRecentMenu(recent); });
    QAction *server = file->addAction(tr("Connect to &Server…"), this, &MainWindow::connectToServer);
    server->setObjectName(QStringLiteral("connectServer"));
    actions.saveChart = file->addAction(tr("Save Chart &as Image…"), this, [this] {
        const QString path
            = FileDialog::saveFileName(this, tr("Save Chart"), tr("chart.png"), tr("PNG images (*.png)"));
        // The chart in view: the page's own when it has one (the Players page's), else the leaderboard's.
        RatingHistoryChart *chart = currentPage() ? currentPage()->shownChart() : nullptr;
        if (!chart)
            chart = m_leaderboardPage->chart();
        if (!path.isEmpty() && !chart->savePng(path))
            QMessageBox::warning(this, tr("Save Chart"), tr("Could not write %1.").arg(path));
    });
    actions.saveChart->setObjectName(QStringLiteral("saveChart"));
    actions.saveChart->setIcon(themedIcon(QStringLiteral("document-save-as")));
    file->addSeparator();
    m_documents->addActions(file);
    m_reports->addAction(file);
    giveTablesDocumentMenus();
    file->addSeparator();
    QAction *import = file->addAction(tr("&Import Games…"), m_transfers, &ClubTransfers::chooseImport);
    import->setShortcut(QKeySequence(QStringLiteral("Ctrl+I")));
    import->setObjectName(QStringLiteral("importGames"));
    QAction *exportStandings = file->addAction(
        tr("&Export Standings…"), this, [this] { m_transfers->exportStandings(m_leaderboardPage->leaderboard()); });
    exportStandings->setShortcut(QKeySequence(QStringLiteral("Ctrl+E")));
    exportStandings->setObjectName(QStringLiteral("exportStandings"));
    file->addAction(tr("Export &Games…"), m_transfers, &ClubTransfers::exportGames)
        ->setObjectName(QStringLiteral("exportGames"));
    file->addAction(tr("Import E&vent from TRF…"), m_transfers, &ClubTransfers::chooseEventImport)
        ->setObjectName(QStringLiteral("importEventTrf"));
    file->addAction(tr("Export Event as &TRF…"), this,
                    [this] { m_transfers->exportEventTrf(m_eventsPage->currentEvent()); })
        ->setObjectName(QStringLiteral("exportEventTrf"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    // Some platforms' themes give Quit no key at all: Ctrl+Q then, as the README says.
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList {QKeySequence(QStringLiteral("Ctrl+Q"))} : quitKeys);
}

void MainWindow::createEditMenu(MainActions &actions)
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    actions.undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    actions.undo->setShortcuts(QKeySequence::Undo);
    actions.redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    actions.redo->setShortcuts(QKeySequence::Redo); // Ctrl+Shift+Z and Ctrl+Y alike
    actions.undo->setIcon(themedIcon(QStringLiteral("edit-undo")));
    actions.redo->setIcon(themedIcon(QStringLiteral("edit-redo")));
    edit->addAction(actions.undo);
    edit->addAction(actions.redo);
    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find…"), this, &MainWindow::focusFind);
    find->setShortcut(QKeySequence::Find);
    find->setObjectName(QStringLiteral("find"));
}

QAction *MainWindow::createToolbarStep(bool undo)
{
    // The Edit menu names the step ("Undo Add result Ann vs Bob"); the toolbar keeps a short, steady button and
    // names the step in its tooltip, so that the toolbar does not change width with every change.
    auto *step = new QAction(undo ? tr("Undo") : tr("Redo"), this);
    step->setObjectName(undo ? QStringLiteral("toolbarUndo") : QStringLiteral("toolbarRedo"));
    step->setIcon(themedIcon(undo ? QStringLiteral("edit-undo") : QStringLiteral("edit-redo")));
    step->setEnabled(undo ? m_undoGroup->canUndo() : m_undoGroup->canRedo());
    connect(step, &QAction::triggered, m_undoGroup, undo ? &QUndoGroup::undo : &QUndoGroup::redo);
    connect(m_undoGroup, undo ? &QUndoGroup::canUndoChanged : &QUndoGroup::canRedoChanged, step, &QAction::setEnabled);
    connect(m_undoGroup, undo ? &QUndoGroup::undoTextChanged : &QUndoGroup::redoTextChanged, step,
            [step, undo](const QString &text) {
                const QString verb = undo ? tr("Undo") : tr("Redo");
                step->setToolTip(text.isEmpty() ? verb : tr("%1 %2").arg(verb, text));
            });
    return step;
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_pages->count(); ++i) {
        // The page's filter takes the keys at once, on every club (C11 of the walkthrough of 28 November: on a big
        // club the focus stayed behind, and "P4925" typed after Ctrl+2 went nowhere).
        QAction *page = view->addAction(m_pages->tabText(i).remove(QLatin1Char('&')), this, [this, i] {
            m_pages->setCurrentIndex(i);
            focusFind();
        });
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
    createLanguageMenu(view);
}

void MainWindow::createLanguageMenu(QMenu *view)
{
    // The choice takes effect at the next start.
    QMenu *languages = view->addMenu(tr("La&nguage"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    const QString current = QSettings().value(settingsKey::language()).toString();
    QList<std::pair<QString, QString>> choices {{QString(), tr("&System Language")}};
    // Each language's name in itself (QLocale's would be "American English" and a lower-case "español").
    static const std::map<QString, QString> names {{QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                   {QStringLiteral("en"), QStringLiteral("English")},
                                                   {QStringLiteral("es"), QStringLiteral("Español")},
                                                   {QStringLiteral("fr"), QStringLiteral("Français")}};
    for (const QString &code : translationLanguages())
        choices.append({code, names.at(code)});
    for (const auto &[code, label] : choices) {
        QAction *action = languages->addAction(label, this, [this, code, label] {
            QSettings().setValue(settingsKey::language(), code);
            statusBar()->showMessage(code.isEmpty() ? tr("Podium follows the system's language from its next start.")
                                                    : tr("Podium speaks %1 from its next start.").arg(label));
        });
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setObjectName(QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        group->addAction(action);
    }
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Podium"), this,
                                     [this] { QMessageBox::about(this, tr("About Podium"), aboutText()); });
    about->setMenuRole(QAction::AboutRole);
    about->setObjectName(QStringLiteral("aboutPodium"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

QStringList MainWindow::translationLanguages()
{
    return {QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("fr")};
}

QString MainWindow::aboutText()
{
    const QString version = QCoreApplication::applicationVersion();
    return QStringLiteral("<h3>Podium %1</h3>").arg(version.toHtmlEscaped())
        + tr("<p>Leaderboards, ratings and tournaments for clubs and LAN parties, on your own computer.</p>"
             "<p>Copyright © 2026 the Podium developers. Podium is free software under the GNU General Public "
             "License, version 3 or later; it comes with no warranty.</p>"
             "<p><b>Ratings:</b> TrueSkill by Ralf Herbrich, Tom Minka and Thore Graepel; Glicko-2 by Mark "
             "Glickman; Elo by Arpad Elo; the score-per-hour rating of ZoneStats.</p>"
             "<p><b>Tournaments:</b> the FIDE Dutch system and Berger tables from the FIDE Handbook; the card-game "
             "Swiss after the Magic Tournament Rules.</p>")
        + tr("<p>Built with Qt %1 (Qt Charts, Qt SQL), SQLite and LEMON.</p>").arg(QString::fromLatin1(qVersion()));
}

void MainWindow::createResultsMenu(MainActions &actions)
{
    QMenu *results = menuBar()->addMenu(tr("&Results"));
    actions.newResult = results->addAction(tr("&New Result…"), this, &MainWindow::newResult);
    actions.newResult->setShortcut(QKeySequence::New);
    actions.newResult->setIcon(themedIcon(QStringLiteral("document-new")));
    results->addAction(tr("&Edit Result…"), this, [this] {
        if (const qint64 id = m_gamesPage->selectedGame())
            editResult(id);
    });
    results->addAction(tr("&Delete Result"), this, [this] {
        if (const qint64 id = m_gamesPage->selectedGame())
            deleteResult(id);
    });
}

void MainWindow::focusFind()
{
    // Each page names the field that finds on it (a filter, or the first name to compare).
    if (QLineEdit *field = currentPage() ? currentPage()->findField() : nullptr) {
        field->setFocus(Qt::ShortcutFocusReason);
        field->selectAll();
    }
}

void MainWindow::reloadLeaderboards()
{
    QString current = m_selector->currentText();
    if (current.isEmpty()) // the club has just opened: the leaderboard shown last
        current = QSettings().value(settingsKey::lastLeaderboard(m_club->location())).toString();
    QSignalBlocker block(m_selector);
    m_selector->clear();
    try {
        for (const club::LeaderboardRecord &l : club::Leaderboards(m_club->database()).list())
            m_selector->addItem(l.name);
    } catch (const store::DbError &error) { // a damaged file: the window stays, and says so
        statusBar()->showMessage(error.message());
    }
    const int index = m_selector->findText(current);
    m_selector->setCurrentIndex(index >= 0 ? index : 0);
    block.unblock();
    m_leaderboards->updateOffer();
    checkLeaderboards(false);
    if (m_selector->count() > 0) {
        showLeaderboard(m_selector->currentText());
        return;
    }
    for (ClubPage *page : m_clubPages)
        page->showLeaderboard({});
    statusBar()->showMessage(tr("This club has no leaderboards yet."));
}

void MainWindow::showLeaderboard(const QString &name)
{
    if (name.isEmpty())
        return;
    const BusyCursor busy; // a stale leaderboard replays its whole history first
    try {
        // The Leaderboard page first: it shows what keeps the leaderboard from showing, if anything does.
        for (ClubPage *page : m_clubPages)
            page->showLeaderboard(name);
        QSettings().setValue(settingsKey::lastLeaderboard(m_club->location()), name);
    } catch (const store::DbError &error) { // the pages say what they cannot show; the window goes on
        statusBar()->showMessage(error.message());
        return;
    }
    if (m_leaderboardPage->replaying())
        m_announceShown = true; // when the standings are shown
    else
        announceLeaderboard();
}

void MainWindow::announceLeaderboard()
{
    const QString &name = m_leaderboardPage->leaderboard();
    if (name.isEmpty())
        return;
    const LeaderboardProblem &problem = m_leaderboardPage->problem();
    statusBar()->showMessage(problem.isEmpty()
                                 ? tr("%1: %Ln player(s)", nullptr, m_leaderboardPage->model()->rowCount()).arg(name)
                                 : tr("%1: %2").arg(name, problem.shortText));
}

void MainWindow::checkLeaderboards(bool onlyMarked, const QStringList &reach)
{
    // The leaderboard in view replays on its page, which says what it finds (problemChanged). The others replay one
    // per turn of the event loop, so that a club of big leaderboards opens, and answers, at once.
    m_unchecked.clear();
    for (int i = 0; i < m_selector->count(); ++i) {
        const QString name = m_selector->itemText(i);
        const bool marked = !m_selector->itemData(i, Qt::ToolTipRole).toString().isEmpty();
        if (name != m_selector->currentText() && (marked || !onlyMarked) && reaches(reach, name))
            m_unchecked.append(name);
    }
    if (!m_unchecked.isEmpty())
        m_checkTimer->start();
}

bool MainWindow::reaches(const QStringList &disciplines, const QString &leaderboard) const
{
    if (disciplines.isEmpty() || leaderboard.isEmpty())
        return true;
    try {
        const QString discipline = club::Leaderboards(m_club->database()).get(leaderboard).discipline;
        return discipline.isEmpty() || disciplines.contains(discipline, Qt::CaseInsensitive);
    } catch (const store::DbError &) {
        return true; // gone meanwhile, or not readable: looked at again, it says why
    }
}

void MainWindow::checkNextLeaderboard()
{
    if (m_unchecked.isEmpty())
        return;
    const QString name = m_unchecked.takeFirst();
    {
        const BusyCursor busy;
        markLeaderboard(name, checkLeaderboard(m_club->database(), name));
    }
    if (!m_unchecked.isEmpty())
        m_checkTimer->start();
}

void MainWindow::markLeaderboard(const QString &name, const LeaderboardProblem &problem)
{
    const int index = m_selector->findText(name);
    if (index < 0)
        return;
    // A change to the current item's data makes the selector say its text changed: not a leaderboard to show again.
    const QSignalBlocker quiet(m_selector);
    m_selector->setItemIcon(index, problem.isEmpty() ? QIcon() : style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_selector->setItemData(index, problem.isEmpty() ? QVariant() : QVariant(problem.shortText), Qt::ToolTipRole);
}

QStringList MainWindow::brokenLeaderboards() const
{
    QStringList broken;
    for (int i = 0; i < m_selector->count(); ++i) {
        if (!m_selector->itemData(i, Qt::ToolTipRole).toString().isEmpty())
            broken.append(
                tr("%1: %2").arg(m_selector->itemText(i), m_selector->itemData(i, Qt::ToolTipRole).toString()));
    }
    return broken;
}

void MainWindow::showGame(qint64 id)
{
    m_pages->setCurrentWidget(m_gamesPage);
    if (!m_gamesPage->showGame(id))
        statusBar()->showMessage(tr("Game %1 is not in the game log any more.").arg(id));
}

void MainWindow::connectToServer()
{
    ServerDialog dialog(store::ClubLocation::fromString(QSettings().value(settingsKey::lastServer()).toString()), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings().setValue(settingsKey::lastServer(), dialog.location().toString()); // never its password
    openClubAt(dialog.location(), dialog.rememberPassword());
}

bool MainWindow::openClubAt(const store::ClubLocation &where, bool rememberPassword)
{
    store::ClubLocation club = where;
    if (club.isFile() && !QFileInfo::exists(club.path())) {
        QString path = club.path();
        if (!m_files->offerNewClub(path))
            return false;
        club = store::ClubLocation::file(path);
    }
    club = club.absolute(); // the club's settings outlive this working directory (L10)
    std::unique_ptr<Club> opened;
    if (club.isServer()) {
        opened = openServerClub(this, club, rememberPassword);
        if (!opened)
            return false;
    } else {
        try {
            opened = Club::open(club);
        } catch (const store::DbError &error) {
            QMessageBox::warning(this, tr("Open Club"), error.message());
            return false;
        }
    }
    rememberClub(club);
    takeClub(std::move(opened));
    return true;
}

void MainWindow::newResult()
{
    ResultDialog dialog(
        m_club->database(),
        [this](const club::GameInput &game) { m_club->run(std::make_unique<commands::AddGame>(*m_club, game)); }, this);
    dialog.setWindowTitle(tr("New Result"));
    // The discipline of the leaderboard in view is the likeliest one.
    try {
        if (!m_leaderboardPage->leaderboard().isEmpty()) {
            const QString discipline
                = club::Leaderboards(m_club->database()).get(m_leaderboardPage->leaderboard()).discipline;
            if (!discipline.isEmpty())
                dialog.discipline()->setCurrentText(discipline);
        }
    } catch (const store::DbError &) {
        // no leaderboard to go by: the dialog keeps its own default
    }
    dialog.exec();
}

void MainWindow::editResult(qint64 id)
{
    ResultDialog dialog(
        m_club->database(),
        [this, id](const club::GameInput &game) {
            m_club->run(std::make_unique<commands::EditGame>(*m_club, id, game));
        },
        this);
    dialog.setWindowTitle(tr("Edit Result"));
    try {
        dialog.setGame(club::Games(m_club->database()).get(id).game);
    } catch (const store::DbError &error) {
        QMessageBox::warning(this, tr("Edit Result"), error.message());
        return;
    }
    dialog.exec();
}

void MainWindow::deleteResult(qint64 id)
{
    std::unique_ptr<commands::DeleteGame> command;
    try {
        command = std::make_unique<commands::DeleteGame>(*m_club, id);
    } catch (const store::DbError &error) {
        QMessageBox::warning(this, tr("Delete Result"), error.message());
        return;
    }
    // A game that decided an event's table: that table loses its result, so ask first (No is the default).
    if (!command->eventTables().empty()) {
        const club::Events::ResultLink &table = command->eventTables().front();
        const auto answer = QMessageBox::question(
            this, tr("Delete Result"),
            tr("This game is the result of %1, round %2, table %3. Delete it? That table will have no result until "
               "one is entered again (Edit > Undo puts it back).")
                .arg(table.event)
                .arg(table.round)
                .arg(table.table),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes)
            return;
    }
    runChange(tr("Delete Result"), [&] { return std::unique_ptr<commands::ClubCommand>(std::move(command)); });
}

void MainWindow::importGames(const QString &path, const QString &discipline)
{
    m_transfers->importGames(path, discipline);
}

void MainWindow::clubChanged(const ClubChange &change)
{
    // Called from the change hub, inside the event loop: a damaged file says so in the status bar, no further.
    try {
        followChange(change);
    } catch (const std::exception &error) {
        const auto *dbError = dynamic_cast<const store::DbError *>(&error);
        statusBar()->showMessage(dbError ? dbError->message() : QString::fromLocal8Bit(error.what()));
    }
}

void MainWindow::followChange(const ClubChange &change)
{
    const auto before = shownRatings();
    for (ClubPage *page : m_clubPages)
        page->follow(change); // each reads again what it shows of the change
    if (change.touches(ClubChange::Events))
        m_reports->update(); // players' reports come as changes of their event
    if (change.touches(ClubChange::Leaderboards)) {
        reloadLeaderboards(); // shows the current one again, and what the offer says
    } else if (change.touches(ClubChange::Games | ClubChange::Players)) {
        // A corrected game takes its leaderboards' marks off; when what another program did is not known, it may
        // have broken any of them. (Its commands' changes are known, from the change journal.) Games of other
        // disciplines than a leaderboard's leave it as it is: it is neither replayed nor shown again.
        const QStringList reach
            = change.detailed && !change.touches(ClubChange::Players) ? change.disciplines : QStringList();
        checkLeaderboards(change.detailed, reach);
        if (!m_leaderboardPage->leaderboard().isEmpty() && reaches(reach, m_leaderboardPage->leaderboard()))
            showLeaderboard(m_leaderboardPage->leaderboard());
    }
    if (change.touches(ClubChange::Games) && !change.touches(ClubChange::Leaderboards))
        m_leaderboards->updateOffer(); // a discipline may have its first games
    if (!m_leaderboardPage->replaying()) {
        reportChange(change, before);
        return;
    }
    // Reported once the new standings are shown, against the ratings before the first change they show.
    auto pending = std::make_shared<ClubChange>(change);
    if (m_changeToReport) {
        pending->parts |= m_changeToReport->parts;
        pending->external = pending->external || m_changeToReport->external;
        // From the earlier of the two dates; not known when either is not.
        if (m_changeToReport->fromDate.isEmpty() || m_changeToReport->fromDate < pending->fromDate)
            pending->fromDate = m_changeToReport->fromDate;
    } else {
        m_ratingsBefore = before;
        m_reportedLeaderboard = m_leaderboardPage->leaderboard();
    }
    m_changeToReport = std::move(pending);
}

std::map<QString, std::pair<double, double>> MainWindow::shownRatings() const
{
    std::map<QString, std::pair<double, double>> shown;
    const LeaderboardModel *model = m_leaderboardPage->model();
    for (int r = 0; r < model->rowCount(); ++r)
        shown[model->row(r).player] = {model->row(r).rating.mu, model->row(r).rating.sigma};
    return shown;
}

void MainWindow::reportChange(const ClubChange &change, const std::map<QString, std::pair<double, double>> &before)
{
    int moved = 0;
    for (const auto &[player, rating] : shownRatings()) {
        const auto it = before.find(player);
        moved += it == before.end() || it->second != rating;
    }
    if (moved == 0 && !change.external)
        return; // nothing to say: the status bar speaks only of what changed (C5 of the review)
    if (change.external) {
        statusBar()->showMessage(
            moved > 0 ? tr("Changed by another program: %Ln player(s) moved on the leaderboard", nullptr, moved)
                      : tr("Changed by another program; every page shows the club as it is now"));
    } else if (change.touches(ClubChange::Games) && !change.fromDate.isEmpty()) {
        const QString date = io::shortDate(QLocale(), QDateTime::fromString(change.fromDate, Qt::ISODate).date());
        statusBar()->showMessage(tr("Ratings replayed from %1: %Ln player(s) changed", nullptr, moved).arg(date));
    } else if (change.touches(ClubChange::Games | ClubChange::Players)) {
        statusBar()->showMessage(tr("%Ln player(s) changed on the leaderboard", nullptr, moved));
    } else if (change.touches(ClubChange::Leaderboards) && !before.empty() && !m_selector->currentText().isEmpty()) {
        // A leaderboard just made has nothing to compare with: showLeaderboard's count of its players stays.
        statusBar()->showMessage(tr("%1 replayed: %Ln player(s) moved", nullptr, moved).arg(m_selector->currentText()));
    }
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // A text field claims some keys that are also this window's shortcuts (Ctrl+E moves to the end of a line):
    // while a field of this window has the focus, the window's own shortcuts win, except for editing keys.
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QLineEdit *>(watched)
        && static_cast<QWidget *>(watched)->window() == this) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const QKeySequence pressed(key->keyCombination());
        static const QList<QKeySequence::StandardKey> editing {
            QKeySequence::Undo,  QKeySequence::Redo,      QKeySequence::Cut,   QKeySequence::Copy,
            QKeySequence::Paste, QKeySequence::SelectAll, QKeySequence::Delete};
        // Undo and Redo are the field's while it has typing to take back; after that they are the club's.
        const auto *field = static_cast<QLineEdit *>(watched);
        const bool fieldUndo = QKeySequence::keyBindings(QKeySequence::Undo).contains(pressed);
        const bool fieldRedo = QKeySequence::keyBindings(QKeySequence::Redo).contains(pressed);
        const bool fieldHasStep = (fieldUndo && field->isUndoAvailable()) || (fieldRedo && field->isRedoAvailable());
        for (const QKeySequence::StandardKey standard : editing) {
            if (QKeySequence::keyBindings(standard).contains(pressed) && (fieldHasStep || !(fieldUndo || fieldRedo)))
                return false;
        }
        for (const QAction *action : findChildren<QAction *>()) {
            if (action->isEnabled() && action->shortcuts().contains(pressed)) {
                event->ignore(); // not the field's: the shortcut map runs the action
                return true;
            }
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(settingsKey::windowGeometry(), saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace podium::ui
