// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/pairingspage.h"

#include "dialogs/eventdialog.h"
#include "dialogs/resultdialog.h"
#include "io/localdates.h"
#include "widgets/banner.h"
#include "widgets/filteredtable.h"

#include "club/club.h"
#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/eventcommands.h"
#include "commands/gamecommands.h"
#include "io/inputerror.h"
#include "io/textinput.h"
#include "store/dberror.h"
#include "tablecells.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace podium::ui {

PairingsPage::PairingsPage(Club &club, QWidget *parent)
    : QWidget(parent)
    , m_club(club)
    , m_db(club.database())
    , m_filter(new QLineEdit(this))
    , m_players(new QListWidget(this))
    , m_board(new QComboBox(this))
    , m_discipline(new QLabel(this))
    , m_mode(new QComboBox(this))
    , m_k(new QSpinBox(this))
    , m_kLabel(new QLabel(this))
    , m_together(new QLineEdit(this))
    , m_apart(new QLineEdit(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_message(new Banner(this))
    , m_started(new QPushButton(tr("Games Star&ted"), this))
    , m_enter(new QPushButton(tr("E&nter Result…"), this))
    , m_event(new QPushButton(tr("New Event &with These Players…"), this))
{
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("pairingsSplitter"));
    splitter->addWidget(createPlayerList());
    splitter->addWidget(createSuggestionView());
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    modeChanged();
    // The players are read when the page is first shown (or asked for them): a big club's 5,000 names took 45 ms of
    // opening the window, before the leaderboard could start its replay.
    m_stale = true;
    connect(&m_club, &Club::changed, this, [this](const ClubChange &change) {
        if (change.touches(ClubChange::Games))
            checkEntered();
        if (change.touches(ClubChange::Leaderboards))
            reloadLeaderboards();
    });
}

QWidget *PairingsPage::createPlayerList()
{
    m_filter->setPlaceholderText(tr("Filter players"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter the players"));
    nameClearButton(m_filter);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_players->count(); ++i)
            m_players->item(i)->setHidden(!m_players->item(i)->text().contains(text, Qt::CaseInsensitive));
    });
    m_players->setObjectName(QStringLiteral("presentPlayers"));
    m_players->setAccessibleName(tr("Players present"));
    auto *all = new QPushButton(tr("All"), this);
    auto *none = new QPushButton(tr("None"), this);
    const auto tickAll = [this](Qt::CheckState state) {
        for (int i = 0; i < m_players->count(); ++i) {
            if (!m_players->item(i)->isHidden())
                m_players->item(i)->setCheckState(state);
        }
    };
    connect(all, &QPushButton::clicked, this, [tickAll] { tickAll(Qt::Checked); });
    connect(none, &QPushButton::clicked, this, [tickAll] { tickAll(Qt::Unchecked); });
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Players present"), left));
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_players);
    auto *tickButtons = new QHBoxLayout;
    tickButtons->addWidget(all);
    tickButtons->addWidget(none);
    leftLayout->addLayout(tickButtons);
    return left;
}

QWidget *PairingsPage::createSuggestionView()
{
    m_board->setObjectName(QStringLiteral("pairingLeaderboard"));
    m_board->setToolTip(tr("The leaderboard whose ratings make the pairings; a result entered here is a game of its "
                           "discipline"));
    connect(m_board, &QComboBox::activated, this, [this] { chooseLeaderboard(m_board->currentText()); });
    m_discipline->setObjectName(QStringLiteral("pairingDiscipline"));
    m_mode->setObjectName(QStringLiteral("pairingMode"));
    m_mode->addItem(tr("Head to head: one round"), int(Mode::HeadToHead));
    m_mode->addItem(tr("Balanced teams"), int(Mode::Teams));
    m_mode->addItem(tr("Team matches: two teams of N, as many matches as fit"), int(Mode::TeamMatches));
    m_mode->addItem(tr("Free-for-all lobbies"), int(Mode::Lobbies));
    m_mode->addItem(tr("Club night: next games"), int(Mode::ClubNight));
    m_k->setRange(2, 64);
    m_kLabel->setBuddy(m_k);
    m_together->setObjectName(QStringLiteral("keepTogether"));
    m_apart->setObjectName(QStringLiteral("keepApart"));
    m_together->setPlaceholderText(tr("Ann+Bob, Cid+Dan"));
    m_apart->setPlaceholderText(tr("Eve+Fay"));
    m_together->setToolTip(tr("Pairs of players who play in the same team"));
    m_apart->setToolTip(tr("Pairs of players who play in different teams"));
    connect(m_mode, &QComboBox::currentIndexChanged, this, &PairingsPage::modeChanged);
    auto *suggestButton = new QPushButton(tr("S&uggest"), this);
    suggestButton->setDefault(true);
    connect(suggestButton, &QPushButton::clicked, this, &PairingsPage::suggest);
    connect(m_started, &QPushButton::clicked, this, &PairingsPage::gamesStarted);
    m_enter->setObjectName(QStringLiteral("enterSuggestedResult"));
    m_enter->setToolTip(tr("The result of the chosen game, its players filled in (or double-click the game)"));
    connect(m_enter, &QPushButton::clicked, this, [this] { enterResult(m_table->currentRow()); });
    m_event->setObjectName(QStringLiteral("startSuggestedEvent"));
    m_event->setToolTip(tr("A new event with these players: a Swiss event for a round, heats for lobbies"));
    connect(m_event, &QPushButton::clicked, this, &PairingsPage::startEvent);
    auto *form = new QFormLayout;
    auto *boardRow = new QHBoxLayout;
    boardRow->addWidget(m_board, 1);
    boardRow->addWidget(m_discipline);
    auto *boardLabel = new QLabel(tr("Rating Sour&ce:"), this);
    boardLabel->setBuddy(m_board); // the row is a layout, which QFormLayout gives no buddy
    form->addRow(boardLabel, boardRow);
    form->addRow(tr("M&ode:"), m_mode);
    form->addRow(m_kLabel, m_k);
    form->addRow(tr("&Keep together:"), m_together);
    form->addRow(tr("Keep &apart:"), m_apart);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(suggestButton);
    buttons->addWidget(m_started);
    buttons->addWidget(m_enter);
    buttons->addWidget(m_event);
    buttons->addStretch();
    setUpTable();
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(form);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_message);
    rightLayout->addWidget(m_table);
    return right;
}

void PairingsPage::setUpTable()
{
    m_table->setObjectName(QStringLiteral("suggestions"));
    m_table->setAccessibleName(tr("Suggested games"));
    m_table->setTabKeyNavigation(false);
    m_table->setHorizontalHeaderLabels({tr("Game"), tr("Players"), tr("Quality"), tr("First wins"), tr("Note")});
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setToolTip(tr("Double-click a game, or press Enter on it, to enter its result"));
    // Double-click, or Enter where the platform activates with it.
    connect(m_table, &QTableWidget::activated, this, [this](const QModelIndex &index) { enterResult(index.row()); });
    connect(m_table, &QTableWidget::currentCellChanged, this, &PairingsPage::updateButtons);
}

void PairingsPage::setLeaderboard(const QString &name)
{
    chooseLeaderboard(name);
}

void PairingsPage::chooseLeaderboard(const QString &name)
{
    if (name != m_leaderboard) {
        m_leaderboard = name;
        clearSuggestions(); // another leaderboard may be another discipline: not the games suggested
    }
    reloadLeaderboards();
}

void PairingsPage::reloadLeaderboards()
{
    QStringList names;
    for (const club::LeaderboardRecord &board : club::Leaderboards(m_db).list())
        names.append(board.name);
    {
        const QSignalBlocker block(m_board);
        m_board->clear();
        m_board->addItems(names);
        m_board->setCurrentIndex(static_cast<int>(names.indexOf(m_leaderboard)));
    }
    // The discipline in words beside it: the one a result entered here is filed under.
    const QString discipline = this->discipline();
    m_discipline->setText(m_leaderboard.isEmpty()    ? QString()
                              : discipline.isEmpty() ? tr("games of every discipline")
                                                     : tr("results are %1 games").arg(discipline));
}

void PairingsPage::clearSuggestions()
{
    m_games.clear();
    m_entered.clear();
    m_table->setRowCount(0);
    m_started->setEnabled(false);
    updateButtons();
}

void PairingsPage::reloadPlayers()
{
    const QStringList ticked = present();
    m_players->clear();
    for (const club::PlayerRecord &p : club::Players(m_db).list()) {
        if (p.retired)
            continue;
        auto *item = new QListWidgetItem(p.name, m_players);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(p.name) ? Qt::Checked : Qt::Unchecked);
    }
}

void PairingsPage::setPresent(const QStringList &players)
{
    if (m_stale) {
        m_stale = false;
        reloadPlayers();
    }
    for (int i = 0; i < m_players->count(); ++i)
        m_players->item(i)->setCheckState(
            players.contains(m_players->item(i)->text(), Qt::CaseInsensitive) ? Qt::Checked : Qt::Unchecked);
}

QStringList PairingsPage::present() const
{
    QStringList names;
    for (int i = 0; i < m_players->count(); ++i) {
        if (m_players->item(i)->checkState() == Qt::Checked)
            names.append(m_players->item(i)->text());
    }
    return names;
}

void PairingsPage::setMode(Mode mode, int k)
{
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    m_k->setValue(k);
}

void PairingsPage::modeChanged()
{
    const auto mode = Mode(m_mode->currentData().toInt());
    // C2 of the walkthrough of 28 November: "Teams: 8" read as a team size; it is the number of teams.
    m_kLabel->setText(mode == Mode::Teams             ? tr("Number of tea&ms:")
                          : mode == Mode::TeamMatches ? tr("Tea&m size:")
                          : mode == Mode::Lobbies     ? tr("Lobb&y size:")
                                                      : tr("Ta&bles:"));
    m_k->setEnabled(mode != Mode::HeadToHead);
    if (mode == Mode::TeamMatches && m_k->value() > 8)
        m_k->setValue(2);
    m_together->setEnabled(mode == Mode::Teams);
    m_apart->setEnabled(mode == Mode::Teams);
    m_started->setVisible(mode == Mode::ClubNight);
    m_event->setVisible(mode == Mode::HeadToHead || mode == Mode::Lobbies); // events are of single players
    if (mode == Mode::Lobbies && m_k->value() < 3)
        m_k->setValue(8);
    clearSuggestions(); // a suggestion of another mode is not what the buttons would start
}

void PairingsPage::suggest()
{
    m_table->setRowCount(0);
    m_games.clear();
    QString refusal;
    try {
        m_games = suggestionsFor(Mode(m_mode->currentData().toInt()), present());
    } catch (const store::DbError &error) {
        refusal = error.message();
    } catch (const io::InputError &error) {
        refusal = error.text();
    }
    m_entered.assign(m_games.size(), 0);
    m_message->say(refusal);
    showSuggestions();
    if (!m_games.empty())
        m_table->setCurrentCell(0, 1); // Enter Result, or Enter, takes the first game at once
    m_started->setEnabled(!m_games.empty());
    updateButtons();
}

std::vector<club::SuggestedGame> PairingsPage::suggestionsFor(Mode mode, const QStringList &players) const
{
    if (m_leaderboard.isEmpty())
        throw store::DbError(tr("choose a leaderboard: its ratings make the pairings"));
    if (mode == Mode::ClubNight)
        return club::nextClubGames(m_db, m_leaderboard, players, m_k->value(), m_night);
    tournament::TeamConstraints constraints;
    if (mode == Mode::Teams) {
        constraints.together = io::parsePlayerPairs(m_together->text(), players);
        constraints.apart = io::parsePlayerPairs(m_apart->text(), players);
    }
    const club::SuggestMode how = mode == Mode::Teams ? club::SuggestMode::Teams
        : mode == Mode::TeamMatches                   ? club::SuggestMode::TeamMatches
        : mode == Mode::Lobbies                       ? club::SuggestMode::FreeForAll
                                                      : club::SuggestMode::HeadToHead;
    return club::suggestGames(m_db, m_leaderboard, players, how, m_k->value(), constraints);
}

void PairingsPage::showSuggestions()
{
    const QLocale locale;
    m_table->setRowCount(static_cast<int>(m_games.size()));
    for (int r = 0; r < static_cast<int>(m_games.size()); ++r) {
        const club::SuggestedGame &g = m_games[static_cast<std::size_t>(r)];
        QStringList sides;
        for (const QStringList &side : g.sides)
            sides.append(side.join(QStringLiteral(", ")));
        m_table->setItem(r, 0, readOnlyCell(QString::number(r + 1), Qt::AlignRight | Qt::AlignVCenter));
        m_table->setItem(r, 1, readOnlyCell(sides.join(tr(" vs "))));
        m_table->setItem(r, 2,
                         readOnlyCell(std::isnan(g.quality) ? QString() : locale.toString(g.quality, 'f', 3),
                                      Qt::AlignRight | Qt::AlignVCenter));
        m_table->setItem(r, 3,
                         readOnlyCell(std::isnan(g.winProbability)
                                          ? QString()
                                          : locale.toString(100 * g.winProbability, 'f', 0) + QStringLiteral(" %"),
                                      Qt::AlignRight | Qt::AlignVCenter));
        m_table->setItem(r, 4, readOnlyCell(noteOf(static_cast<std::size_t>(r))));
        m_table->item(r, 1)->setToolTip(m_table->item(r, 1)->text()); // a long team is read whole here
        m_table->item(r, 4)->setToolTip(m_table->item(r, 4)->text());
    }
    for (const int column : {0, 2, 3, 4}) // the note whole: the players' column takes what is left
        m_table->resizeColumnToContents(column);
}

QString PairingsPage::noteOf(std::size_t game) const
{
    const club::SuggestedGame &g = m_games[game];
    QStringList parts;
    if (!g.note.isEmpty())
        parts.append(g.note);
    // Who waited, longest first, grouped by how long: "waited 2 rounds: Ann, Bob; waited 1 round: Cid".
    for (std::size_t i = 0; i < g.waited.size();) {
        const int rounds = g.waited[i].second;
        QStringList names;
        for (; i < g.waited.size() && g.waited[i].second == rounds; ++i)
            names.append(g.waited[i].first);
        parts.append(tr("waited %Ln round(s): %1", nullptr, rounds).arg(names.join(QStringLiteral(", "))));
    }
    if (game < m_entered.size() && m_entered[game] != 0)
        parts.prepend(tr("result entered"));
    return parts.join(QStringLiteral("; "));
}

void PairingsPage::updateButtons()
{
    const int row = m_table->currentRow();
    const bool game = row >= 0 && row < static_cast<int>(m_games.size());
    const auto index = static_cast<std::size_t>(row);
    const bool open = game && !m_games[index].isBye() && (index >= m_entered.size() || m_entered[index] == 0);
    m_enter->setEnabled(open);
    m_event->setEnabled(!m_games.empty());
}

QString PairingsPage::message() const
{
    return m_message->shown();
}

void PairingsPage::gamesStarted()
{
    m_night.started(m_games, present());
    // The games stay in view for their results; the next suggestion, when tables are free again, knows who
    // waited. Started once: a second press would count the same round twice.
    m_started->setEnabled(false);
}

QString PairingsPage::discipline() const
{
    try {
        return m_leaderboard.isEmpty() ? QString() : club::Leaderboards(m_db).get(m_leaderboard).discipline;
    } catch (const store::DbError &) {
        return {}; // the leaderboard has gone (another program): the dialog keeps its own default
    }
}

QStringList PairingsPage::teamNames(std::size_t sides) const
{
    QStringList names = club::usualGame(m_db, discipline()).teamNames;
    if (static_cast<std::size_t>(names.size()) < sides) { // the usual names do not name every side
        names.clear();
        for (std::size_t s = 0; s < sides; ++s)
            names.append(tr("Team %1").arg(s + 1));
    }
    return names;
}

void PairingsPage::enterResult(int row)
{
    if (row < 0 || row >= static_cast<int>(m_games.size()))
        return;
    const auto index = static_cast<std::size_t>(row);
    const club::SuggestedGame &suggested = m_games[index];
    if (suggested.isBye() || m_entered[index] != 0)
        return; // no game to play, or its result is in already
    const club::GameInput game = club::resultToEnter(suggested, discipline(), teamNames(suggested.sides.size()));
    qint64 added = 0;
    ResultDialog dialog(
        m_db,
        [this, &added](const club::GameInput &result) {
            added = m_club.run(std::make_unique<commands::AddGame>(m_club, result)).gameId();
        },
        this);
    dialog.setWindowTitle(tr("New Result"));
    dialog.startWith(game);
    dialog.exec();
    if (added != 0 && index < m_entered.size()) {
        m_entered[index] = added;
        m_table->item(row, 4)->setText(noteOf(index));
        m_table->resizeColumnToContents(4);
        updateButtons();
    }
}

void PairingsPage::checkEntered()
{
    const club::Games games(m_db);
    for (std::size_t i = 0; i < m_entered.size(); ++i) {
        if (m_entered[i] == 0)
            continue;
        try {
            games.get(m_entered[i]);
        } catch (const store::DbError &) {
            m_entered[i] = 0; // undone, or deleted: the game can be entered again
            m_table->item(static_cast<int>(i), 4)->setText(noteOf(i));
        }
    }
    updateButtons();
}

void PairingsPage::startEvent()
{
    const auto mode = Mode(m_mode->currentData().toInt());
    club::EventInput in;
    in.discipline = discipline();
    in.leaderboard = m_leaderboard;
    in.format = mode == Mode::Lobbies ? club::EventFormat::Heats : club::EventFormat::Swiss;
    in.lobbySize = mode == Mode::Lobbies ? m_k->value() : 0;
    for (const club::SuggestedGame &g : m_games) {
        for (const QStringList &side : g.sides)
            in.entrants.append(side);
    }
    const QString date = io::shortDate(QLocale(), QDate::currentDate());
    in.name = in.discipline.isEmpty() ? tr("Event of %1").arg(date) : tr("%1, %2").arg(in.discipline, date);
    EventDialog dialog(m_db, this, [this](const club::EventInput &event) {
        m_club.run(std::make_unique<commands::CreateEvent>(m_club, event));
    });
    dialog.setInput(in);
    if (dialog.exec() == QDialog::Accepted)
        emit eventCreated(dialog.input().name);
}

void PairingsPage::follow(const ClubChange &change)
{
    if (!change.touches(ClubChange::Games | ClubChange::Players))
        return;
    // A hidden page reads as it is shown: a big club's correction then reads the players once, for the page in view.
    if (isVisible())
        reloadPlayers();
    else
        m_stale = true;
}

void PairingsPage::showEvent(QShowEvent *event)
{
    if (m_stale) {
        m_stale = false;
        reloadPlayers();
    }
    QWidget::showEvent(event);
}

QLineEdit *PairingsPage::findField() const
{
    return m_filter;
}

} // namespace podium::ui
