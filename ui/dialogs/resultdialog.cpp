// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/resultdialog.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/inputerror.h"
#include "io/localdates.h"
#include "rating/trueskill.h"
#include "store/database.h"
#include "store/dberror.h"
#include "widgets/banner.h"
#include "widgets/duelresult.h"

#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

/** Player names with completion from the club's players, including those added since the dialog opened. */
class PlayerDelegate : public QStyledItemDelegate
{
public:
    PlayerDelegate(QStringListModel *players, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_players(players)
    { }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *editor = new QLineEdit(parent);
        auto *completer = new QCompleter(m_players, editor);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        editor->setCompleter(completer);
        return editor;
    }

private:
    QStringListModel *m_players;
};

/** The participants: Tab from the last cell of the last row adds a row where the game takes more players. */
class ParticipantTable : public QTableWidget
{
public:
    /** addRow adds a row and returns true, or returns false where the game has all the rows it can have. */
    ParticipantTable(int columns, std::function<bool()> addRow, QWidget *parent)
        : QTableWidget(0, columns, parent)
        , m_addRow(std::move(addRow))
    { }

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override
    {
        const QModelIndex here = currentIndex();
        if (action == MoveNext && here.isValid() && isLastCell(here) && m_addRow())
            return model()->index(rowCount() - 1, 0);
        return QTableWidget::moveCursor(action, modifiers);
    }

private:
    bool isLastCell(const QModelIndex &index) const
    {
        int lastColumn = -1;
        for (int c = 0; c < columnCount(); ++c)
            lastColumn = isColumnHidden(c) ? lastColumn : c;
        return verticalHeader()->visualIndex(index.row()) == rowCount() - 1 && index.column() == lastColumn;
    }

    std::function<bool()> m_addRow;
};

QString numberText(double value)
{
    return std::isnan(value) ? QString() : QString::number(value);
}

double numberFrom(const QTableWidgetItem *item, bool &ok)
{
    ok = true;
    const QString text = item ? item->text().trimmed() : QString();
    if (text.isEmpty())
        return std::nan("");
    const double value = QLocale().toDouble(text, &ok);
    return ok ? value : text.toDouble(&ok);
}

} // namespace

ResultDialog::ResultDialog(const store::Database &database, Saver saver, QWidget *parent)
    : QDialog(parent)
    , m_db(database)
    , m_saver(std::move(saver))
    , m_kind(new QComboBox(this))
    , m_discipline(new QComboBox(this))
    , m_date(new QDateTimeEdit(QDateTime::currentDateTime(), this))
    , m_notes(new QLineEdit(this))
    , m_duelResult(new QComboBox(this))
    , m_table(new ParticipantTable(
          ColumnCount, [this] { return addRowByTab(); }, this))
    , m_hint(new QLabel(this))
    , m_error(new Banner(this))
    , m_playerModel(new QStringListModel(this))
{
    setWindowTitle(tr("Result"));
    m_hint->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("resultError"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(createFields());
    setUpTable();
    layout->addWidget(m_table);
    layout->addLayout(createRowButtons());
    layout->addWidget(m_hint);
    layout->addWidget(m_error);
    layout->addWidget(createButtons());
    addRow();
    addRow();
    kindChanged();
}

QFormLayout *ResultDialog::createFields()
{
    m_kind->addItem(tr("Head to head"), int(history::GameKind::HeadToHead));
    m_kind->addItem(tr("Free for all"), int(history::GameKind::FreeForAll));
    m_kind->addItem(tr("Teams"), int(history::GameKind::Team));
    m_discipline->setEditable(true);
    m_suggestionsRead = readSuggestions();
    m_date->setCalendarPopup(true);
    // Untouched, the date is the moment of saving (an evening's results go in as they are played).
    connect(m_date, &QDateTimeEdit::dateTimeChanged, this, [this] { m_dateChosen = true; });
    m_date->setDisplayFormat(io::shortDateTimeFormat(QLocale()));
    m_duelResult->setObjectName(QStringLiteral("duelResult"));
    m_duelResult->addItems({tr("First player won"), tr("Second player won"), tr("Draw")});

    auto *form = new QFormLayout;
    m_form = form;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Discipline:"), m_discipline);
    form->addRow(tr("&When:"), m_date);
    form->addRow(tr("&Result:"), m_duelResult);
    form->addRow(tr("N&otes:"), m_notes);
    // The date is one stop for Tab (its sections are reached with the arrow keys), then the fields in the order drawn.
    m_date->installEventFilter(this);
    setTabOrder(m_kind, m_discipline);
    setTabOrder(m_discipline, m_date);
    setTabOrder(m_date, m_duelResult);
    setTabOrder(m_duelResult, m_notes);
    setTabOrder(m_notes, m_table);
    return form;
}

void ResultDialog::setUpTable()
{
    m_table->setObjectName(QStringLiteral("participants"));
    m_table->setAccessibleName(tr("Players, places and scores"));
    m_table->setHorizontalHeaderLabels(
        {tr("Player"), tr("Team"), tr("Place"), tr("Score"), tr("Minutes"), tr("Weight"), tr("Guest")});
    m_table->setItemDelegateForColumn(PlayerColumn, new PlayerDelegate(m_playerModel, this));
    // The names take the width; the numbers keep theirs (in team mode the name column was squeezed to nothing).
    QHeaderView *columns = m_table->horizontalHeader();
    for (const int column : {PlaceColumn, ScoreColumn, MinutesColumn, WeightColumn, GuestColumn}) {
        const QString title = m_table->horizontalHeaderItem(column)->text();
        columns->resizeSection(column, fontMetrics().horizontalAdvance(title + QStringLiteral("0000")) + 8);
    }
    columns->resizeSection(TeamColumn, fontMetrics().horizontalAdvance(QStringLiteral("Team Yellow")) + 16);
    columns->setSectionResizeMode(PlayerColumn, QHeaderView::Stretch);

    // The finishing order: drag a row by its number, or Alt+Up / Alt+Down; the places follow the new order
    // (ties are typed as equal place numbers).
    m_table->verticalHeader()->setSectionsMovable(true);
    m_table->verticalHeader()->setToolTip(tr("Drag a row, or press Alt+Up or Alt+Down, to change the finishing order"));
    connect(m_table->verticalHeader(), &QHeaderView::sectionMoved, this, &ResultDialog::renumberPlaces);
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == TeamColumn && history::GameKind(m_kind->currentData().toInt()) == history::GameKind::Team)
            renumberPlaces(); // a team named: its players share its place
        if (item->column() == PlaceColumn
            && history::GameKind(m_kind->currentData().toInt()) == history::GameKind::Team)
            shareTeamPlace(item->row()); // a place typed for one player is the team's (C3 of the walkthrough)
        if (item->column() == MinutesColumn)
            updateWeights();
    });
    m_table->setMinimumWidth(620);
    // An eight-player free-for-all is seen whole, without scrolling.
    const int rows = 8;
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * rows + columns->sizeHint().height()
                              + 2 * m_table->frameWidth() + 2);
}

QHBoxLayout *ResultDialog::createRowButtons()
{
    auto *addPlayer = new QPushButton(tr("&Add player"), this);
    m_addPlayer = addPlayer;
    addPlayer->setObjectName(QStringLiteral("addPlayer"));
    auto *removePlayer = new QPushButton(tr("Re&move player"), this);
    // A head-to-head game has two players: no third row to add (the table's row count decides, however it changed).
    connect(m_table->model(), &QAbstractItemModel::rowsInserted, this, &ResultDialog::updateAddPlayer);
    connect(m_table->model(), &QAbstractItemModel::rowsRemoved, this, &ResultDialog::updateAddPlayer);
    connect(addPlayer, &QPushButton::clicked, this, [this] {
        addRow();
        m_table->setCurrentCell(m_table->rowCount() - 1, PlayerColumn);
        m_table->editItem(m_table->currentItem());
    });
    connect(removePlayer, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    m_moveUp = new QPushButton(tr("Move &up"), this);
    m_moveDown = new QPushButton(tr("Mo&ve down"), this);
    m_moveUp->setToolTip(tr("One place better (Alt+Up)"));
    m_moveDown->setToolTip(tr("One place worse (Alt+Down)"));
    connect(m_moveUp, &QPushButton::clicked, this, [this] { moveCurrentRow(-1); });
    connect(m_moveDown, &QPushButton::clicked, this, [this] { moveCurrentRow(+1); });
    // Only while the table has the focus: elsewhere Alt+Down opens a combo box, as everywhere.
    for (const auto &[key, delta] : {std::pair {Qt::Key_Up, -1}, std::pair {Qt::Key_Down, +1}}) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::ALT | key), m_table);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, delta = delta] { moveCurrentRow(delta); });
    }
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(addPlayer);
    rowButtons->addWidget(removePlayer);
    rowButtons->addWidget(m_moveUp);
    rowButtons->addWidget(m_moveDown);
    rowButtons->addStretch();
    return rowButtons;
}

QDialogButtonBox *ResultDialog::createButtons()
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    m_saveButton->setText(tr("&Save"));
    auto *saveNew = buttons->addButton(tr("Save && &New"), QDialogButtonBox::ActionRole);
    m_saveNew = saveNew;
    saveNew->setObjectName(QStringLiteral("saveAndNew"));
    saveNew->setShortcut(QKeySequence(QStringLiteral("Ctrl+Return")));
    connect(buttons, &QDialogButtonBox::accepted, this, &ResultDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(saveNew, &QPushButton::clicked, this, &ResultDialog::saveAndNew);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ResultDialog::kindChanged);
    connect(m_discipline, &QComboBox::currentTextChanged, this, &ResultDialog::updateHint);
    return buttons;
}

void ResultDialog::addRow(const club::ParticipantInput &p)
{
    const QSignalBlocker filling(m_table); // a stored team game keeps its places as they are
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, PlayerColumn, new QTableWidgetItem(p.player));
    m_table->setItem(row, TeamColumn, new QTableWidgetItem(p.team));
    m_table->setItem(row, PlaceColumn, new QTableWidgetItem(QString::number(p.player.isEmpty() ? row + 1 : p.rank)));
    m_table->setItem(row, ScoreColumn, new QTableWidgetItem(numberText(p.score)));
    m_table->setItem(row, MinutesColumn, new QTableWidgetItem(numberText(p.minutes)));
    auto *guest = new QTableWidgetItem;
    guest->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    guest->setCheckState(p.rated ? Qt::Unchecked : Qt::Checked);
    m_table->setItem(row, GuestColumn, guest);
    // Worked out, not typed: Tab passes over it (QTableView skips disabled cells).
    auto *weight = new QTableWidgetItem;
    weight->setFlags(Qt::NoItemFlags);
    weight->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setItem(row, WeightColumn, weight);
    updateWeights();
}

void ResultDialog::updateWeights()
{
    if (m_table->isColumnHidden(WeightColumn))
        return;
    rating::Game game;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        rating::Participant p;
        bool ok = true;
        p.minutes = numberFrom(m_table->item(row, MinutesColumn), ok);
        if (!ok)
            p.minutes = std::nan(""); // not a number yet: the save says so
        game.players.push_back(p);
    }
    const QSignalBlocker quiet(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *item = m_table->item(row, WeightColumn);
        if (!item)
            continue;
        try {
            item->setText(QLocale().toString(rating::minuteWeight(game, static_cast<std::size_t>(row)), 'f', 2));
        } catch (const rating::RatingError &) {
            item->setText(QString()); // negative minutes: refused when saved, with the row
        }
    }
}

bool ResultDialog::addRowByTab()
{
    if (history::GameKind(m_kind->currentData().toInt()) == history::GameKind::HeadToHead)
        return false; // two players, no third
    addRow();
    return true;
}

bool ResultDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_date && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)
            && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            focusNextPrevChild(key->key() == Qt::Key_Tab);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void ResultDialog::moveCurrentRow(int delta)
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    QHeaderView *rows = m_table->verticalHeader();
    const int from = rows->visualIndex(row), to = from + delta;
    if (to < 0 || to >= m_table->rowCount())
        return;
    rows->moveSection(from, to); // renumbers through sectionMoved
    m_table->setCurrentCell(row, m_table->currentColumn());
}

void ResultDialog::renumberPlaces()
{
    // In the finishing order on screen; in a team game a team's players share its place, the teams in the order
    // they first appear (Red's three rows 1, Blue's three 2).
    const bool teams = history::GameKind(m_kind->currentData().toInt()) == history::GameKind::Team;
    QHeaderView *rows = m_table->verticalHeader();
    QStringList order;
    for (int visual = 0; visual < m_table->rowCount(); ++visual) {
        const int row = rows->logicalIndex(visual);
        QTableWidgetItem *place = m_table->item(row, PlaceColumn);
        const QTableWidgetItem *team = m_table->item(row, TeamColumn);
        const QString side = team ? team->text().simplified().toCaseFolded() : QString();
        if (!place)
            continue;
        if (!teams || side.isEmpty()) {
            place->setText(QString::number(visual + 1));
            continue;
        }
        if (!order.contains(side))
            order.append(side);
        place->setText(QString::number(order.indexOf(side) + 1));
    }
}

void ResultDialog::shareTeamPlace(int row)
{
    const QTableWidgetItem *team = m_table->item(row, TeamColumn);
    const QTableWidgetItem *place = m_table->item(row, PlaceColumn);
    const QString side = team ? team->text().simplified().toCaseFolded() : QString();
    if (side.isEmpty() || !place)
        return;
    const QSignalBlocker quiet(m_table);
    for (int other = 0; other < m_table->rowCount(); ++other) {
        const QTableWidgetItem *otherTeam = m_table->item(other, TeamColumn);
        QTableWidgetItem *otherPlace = m_table->item(other, PlaceColumn);
        if (other != row && otherTeam && otherPlace && otherTeam->text().simplified().toCaseFolded() == side)
            otherPlace->setText(place->text());
    }
    m_table->viewport()->update();
}

QString ResultDialog::rowName(int index, const club::GameInput &game) const
{
    const QString player
        = index < int(game.participants.size()) ? game.participants[std::size_t(index)].player.simplified() : QString();
    // A name that does not print as it reads (an invisible format character) is named by its row.
    const bool plain = std::all_of(player.cbegin(), player.cend(),
                                   [](QChar c) { return c.isPrint() && c.category() != QChar::Other_Format; });
    return player.isEmpty() || !plain ? tr("row %1").arg(index + 1) : player;
}

QString ResultDialog::inUsersWords(const QString &problem, const club::GameInput &game) const
{
    // The club's checks speak of "participant 2" and "rank", as a file's rows do (podium-cli, an import); here the
    // rows are players with a Place (C3 of the walkthrough of 28 November).
    static const QRegularExpression participant(QStringLiteral("^participant (\\d+)(: )?"));
    const QRegularExpressionMatch m = participant.match(problem);
    if (!m.hasMatch())
        return problem;
    const QString name = rowName(m.captured(1).toInt() - 1, game);
    const QString rest = problem.mid(m.capturedLength(0));
    if (rest.contains(QLatin1Char('\'') + name + QLatin1Char('\''))) // "'ann' is in this game twice" names them
        return rest;
    return name + problem.mid(m.capturedLength(0) - m.capturedLength(2));
}

void ResultDialog::kindChanged()
{
    const auto kind = history::GameKind(m_kind->currentData().toInt());
    const bool duel = kind == history::GameKind::HeadToHead;
    m_form->setRowVisible(m_duelResult, duel); // who won, for two players; places otherwise
    m_table->setColumnHidden(TeamColumn, kind != history::GameKind::Team);
    m_table->setColumnHidden(PlaceColumn, duel);
    m_moveUp->setVisible(!duel);
    m_moveDown->setVisible(!duel);
    updateAddPlayer();
    updateHint();
}

void ResultDialog::updateAddPlayer()
{
    const bool duel = history::GameKind(m_kind->currentData().toInt()) == history::GameKind::HeadToHead;
    m_addPlayer->setEnabled(!duel || m_table->rowCount() < 2);
}

bool ResultDialog::readSuggestions()
{
    QStringList players;
    QStringList disciplines;
    try {
        for (const club::PlayerRecord &p : club::Players(m_db).list())
            players.append(p.name);
        disciplines = club::disciplineNames(m_db);
    } catch (const store::DbError &) {
        // No suggestions (a server out of reach): what is typed is kept, and saving says why it cannot be saved.
        return false;
    }
    m_players = players;
    m_playerModel->setStringList(m_players);
    const QString typed = m_discipline->currentText();
    m_discipline->clear();
    m_discipline->addItems(disciplines);
    if (!typed.isEmpty())
        m_discipline->setCurrentText(typed); // what was typed while the list could not be read
    return true;
}

void ResultDialog::updateHint()
{
    QStringList zoneStats, partialPlay;
    std::vector<club::LeaderboardRecord> leaderboards;
    try {
        leaderboards = club::Leaderboards(m_db).list();
    } catch (const store::DbError &) {
        // no hint without the leaderboards
    }
    for (const club::LeaderboardRecord &l : leaderboards) {
        if (!l.discipline.isEmpty()
            && l.discipline.compare(m_discipline->currentText().simplified(), Qt::CaseInsensitive) != 0)
            continue;
        if (l.algorithm == QStringLiteral("zonestats"))
            zoneStats.append(l.name);
        const auto minutes = std::find(l.params.begin(), l.params.end(),
                                       std::pair<std::string, std::string> {"partial_play", "minutes"});
        if (l.algorithm == QStringLiteral("trueskill") && minutes != l.params.end())
            partialPlay.append(l.name);
    }
    QString text = zoneStats.isEmpty()
        ? tr("Score and minutes are optional.")
        : tr("Score and minutes are required for every player who is not a guest: %1 uses the ZoneStats "
             "score-per-hour rating.")
              .arg(zoneStats.join(QStringLiteral(", ")));
    if (!partialPlay.isEmpty())
        text += QLatin1Char(' ')
            + tr("%1 weighs each player by their minutes over the longest (TrueSkill's partial play): the Weight "
                 "column.")
                  .arg(partialPlay.join(QStringLiteral(", ")));
    m_hint->setText(text);
    m_table->setColumnHidden(WeightColumn, partialPlay.isEmpty());
    updateWeights();
}

club::GameInput ResultDialog::game() const
{
    club::GameInput game;
    game.kind = history::GameKind(m_kind->currentData().toInt());
    game.discipline = m_discipline->currentText().simplified();
    const QDateTime when = m_dateChosen ? m_date->dateTime() : QDateTime::currentDateTime();
    game.date = when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    game.notes = m_notes->text().trimmed();
    const auto duelResult = duelRanks(static_cast<DuelOutcome>(m_duelResult->currentIndex()));
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const int visual = m_table->verticalHeader()->logicalIndex(row); // the order on screen
        const QString player = m_table->item(visual, PlayerColumn)->text().simplified();
        if (player.isEmpty())
            continue;
        club::ParticipantInput p;
        p.player = player;
        p.team = m_table->item(visual, TeamColumn)->text().simplified();
        bool ok = true;
        p.rank = m_table->item(visual, PlaceColumn)->text().toInt(&ok);
        if (!ok)
            p.rank = 0; // refused below with the row's number
        if (game.kind == history::GameKind::HeadToHead)
            p.rank = duelResult[std::min<std::size_t>(game.participants.size(), 1)];
        p.score = numberFrom(m_table->item(visual, ScoreColumn), ok);
        p.minutes = numberFrom(m_table->item(visual, MinutesColumn), ok);
        p.rated = m_table->item(visual, GuestColumn)->checkState() != Qt::Checked;
        game.participants.push_back(p);
    }
    return game;
}

void ResultDialog::setGame(const club::GameInput &game)
{
    m_kind->setCurrentIndex(m_kind->findData(int(game.kind)));
    m_discipline->setCurrentText(game.discipline);
    const QDateTime when = QDateTime::fromString(game.date, Qt::ISODate);
    // A game given by its day alone (kept at midnight, as an import of dates gives it) shows its day, not a time
    // nobody entered (U8 of the walkthrough of 28 November: "4 Jan 2015 00:00:00").
    if (when.time() == QTime(0, 0))
        m_date->setDisplayFormat(io::shortDateFormat(QLocale()));
    m_date->setDateTime(when);
    m_dateChosen = true; // a stored game keeps its date
    // Correcting one game: no Save & New, and Ctrl+Return saves.
    m_saveNew->hide();
    m_saveButton->setShortcut(QKeySequence(QStringLiteral("Ctrl+Return")));
    m_notes->setText(game.notes);
    m_table->setRowCount(0);
    for (const club::ParticipantInput &p : game.participants)
        addRow(p);
    if (game.kind == history::GameKind::HeadToHead && game.participants.size() == 2) {
        const int a = game.participants[0].rank, b = game.participants[1].rank;
        m_duelResult->setCurrentIndex(static_cast<int>(duelOutcome(a, b)));
    }
}

QString ResultDialog::error() const
{
    return m_error->isVisible() || !m_error->text().isEmpty() ? m_error->text() : QString();
}

bool ResultDialog::confirmNewPlayers(const club::GameInput &game)
{
    QStringList unknown;
    std::vector<std::pair<QString, QString>> meant; // typed, and the player it is one slip from
    for (const club::ParticipantInput &p : game.participants) {
        if (m_players.contains(p.player, Qt::CaseInsensitive))
            continue;
        const QString near = club::likelyMeant(p.player, m_players);
        unknown.append(near.isEmpty() ? p.player : tr("%1 (did you mean %2?)").arg(p.player, near));
        if (!near.isEmpty())
            meant.emplace_back(p.player, near);
    }
    if (unknown.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, tr("New players"),
                    tr("Not in the club yet: %1.").arg(unknown.join(QStringLiteral(", "))),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setInformativeText(tr("Add them to the club as new players?"));
    box.button(QMessageBox::Yes)->setText(tr("&Add as new players"));
    box.button(QMessageBox::No)->setText(tr("&Go back"));
    box.setDefaultButton(QMessageBox::No); // a typing slip must not become a player by pressing Enter
    QPushButton *use = meant.empty()
        ? nullptr
        : box.addButton(meant.size() == 1 ? tr("&Use %1").arg(meant.front().second) : tr("&Use the names suggested"),
                        QMessageBox::AcceptRole);
    box.exec();
    if (use && box.clickedButton() == use) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            QTableWidgetItem *name = m_table->item(row, PlayerColumn);
            for (const auto &[typed, player] : meant) {
                if (name && name->text().simplified() == typed)
                    name->setText(player);
            }
        }
        return true;
    }
    return box.clickedButton() == box.button(QMessageBox::Yes);
}

bool ResultDialog::confirmScores(const club::GameInput &game)
{
    const QString contradiction = club::scoresContradict(game);
    if (contradiction.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Scores and result disagree"), contradiction,
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setInformativeText(tr("Save the result as it is?"));
    box.button(QMessageBox::Yes)->setText(tr("&Save as it is"));
    box.button(QMessageBox::No)->setText(tr("&Go back"));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

void ResultDialog::commitEditedCell()
{
    // Save, Save & New and Ctrl+Return while a cell is being typed in take what is typed: the editor's text
    // goes into the cell first (QAbstractItemView::commitData is a slot, so it can be called from here).
    QWidget *editor = QApplication::focusWidget();
    if (!editor || editor == m_table || !m_table->isAncestorOf(editor)) {
        editor = nullptr;
        for (QLineEdit *open : m_table->viewport()->findChildren<QLineEdit *>()) // an editor without focus
            editor = open->isVisible() ? open : editor;
    }
    if (editor)
        QMetaObject::invokeMethod(m_table, "commitData", Qt::DirectConnection, Q_ARG(QWidget *, editor));
}

bool ResultDialog::trySave()
{
    commitEditedCell();
    club::GameInput result = game();
    QString problem;
    for (std::size_t i = 0; i < result.participants.size() && problem.isEmpty(); ++i) {
        if (result.participants[i].rank < 1)
            problem = tr("%1: the place must be a whole number from 1").arg(rowName(int(i), result));
    }
    if (problem.isEmpty() && result.kind == history::GameKind::Team) {
        // One place a team, said with the players' names (it was "participant 2: rank 2, but team 'Team 1' has rank
        // 1 at participant 1").
        for (std::size_t i = 0; i < result.participants.size() && problem.isEmpty(); ++i) {
            for (std::size_t j = 0; j < i && problem.isEmpty(); ++j) {
                const club::ParticipantInput &a = result.participants[j], &b = result.participants[i];
                if (!a.team.isEmpty() && a.team.compare(b.team, Qt::CaseInsensitive) == 0 && a.rank != b.rank)
                    problem = tr("%1 and %2 are both in %3 but have the places %4 and %5: a team has one place")
                                  .arg(rowName(int(j), result), rowName(int(i), result), a.team)
                                  .arg(a.rank)
                                  .arg(b.rank);
            }
        }
    }
    if (problem.isEmpty() && result.participants.size() < 2)
        problem = tr("a game needs at least two players");
    try {
        if (problem.isEmpty())
            club::checkGame(result); // a player entered twice is said before anything is asked
    } catch (const store::DbError &error) {
        problem = inUsersWords(error.message(), result);
    }
    if (problem.isEmpty()) {
        // Out of reach of the server, the players cannot be told from new ones: saving says it is not connected.
        // Opened while it was, the dialog reads them once it is back.
        if (!m_suggestionsRead && !m_db.isDisconnected())
            m_suggestionsRead = readSuggestions();
        if (!m_db.isDisconnected() && (!confirmScores(result) || !confirmNewPlayers(result)))
            return false;
        result = game(); // with the names the organiser took from the suggestions
        try {
            m_saver(result);
        } catch (const store::DbError &error) {
            problem = error.message();
        } catch (const io::InputError &error) {
            problem = error.text();
        }
    }
    m_error->say(problem.isEmpty() ? QString() : tr("Not saved: %1").arg(problem));
    if (problem.isEmpty()) {
        for (const club::ParticipantInput &p : result.participants) {
            if (!m_players.contains(p.player, Qt::CaseInsensitive))
                m_players.append(p.player);
        }
        m_playerModel->setStringList(m_players);
    }
    return problem.isEmpty();
}

void ResultDialog::save()
{
    if (trySave())
        accept();
}

void ResultDialog::saveAndNew()
{
    if (!trySave())
        return;
    m_table->setRowCount(0);
    addRow();
    addRow();
    m_notes->clear();
    if (!m_dateChosen) { // shows the moment the next result starts; it is taken again when it is saved
        QSignalBlocker quiet(m_date); // not the organiser's choice
        m_date->setDateTime(QDateTime::currentDateTime());
    }
    m_table->setCurrentCell(0, PlayerColumn);
    m_table->setFocus();
}

void ResultDialog::startWith(const club::GameInput &game)
{
    m_kind->setCurrentIndex(m_kind->findData(int(game.kind)));
    if (!game.discipline.isEmpty())
        m_discipline->setCurrentText(game.discipline);
    m_saveNew->hide(); // this game's result, not the evening's next
    m_saveButton->setShortcut(QKeySequence(QStringLiteral("Ctrl+Return")));
    m_table->setRowCount(0);
    for (const club::ParticipantInput &p : game.participants) {
        addRow(p);
        if (p.rank < 1) // not played yet: the place is typed, never guessed
            m_table->item(m_table->rowCount() - 1, PlaceColumn)->setText(QString());
    }
    if (game.kind == history::GameKind::HeadToHead) {
        m_duelResult->setFocus(); // who won is all there is to say
    } else {
        m_table->setCurrentCell(0, PlaceColumn);
        m_table->setFocus();
    }
}

} // namespace podium::ui
