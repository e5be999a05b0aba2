// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/eventspage.h"

#include "club/club.h"
#include "club/events/eventbracket.h"
#include "club/events/eventcolours.h"
#include "club/events/eventformat.h"
#include "club/events/events.h"
#include "club/exchange.h"
#include "club/games.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/eventcommands.h"
#include "commands/reportcommands.h"
#include "dialogs/eventdialog.h"
#include "dialogs/joindialog.h"
#include "filedialog.h"
#include "io/inputerror.h"
#include "printpreview.h"
#include "roundpairing.h"
#include "sheets/eventsheet.h"
#include "sheets/printsheet.h"
#include "store/database.h"
#include "store/dberror.h"
#include "store/outputfile.h"
#include "tablecells.h"
#include "web/htmlfiles.h"
#include "widgets/banner.h"
#include "widgets/bracketview.h"
#include "widgets/duelresult.h"
#include "widgets/eventpairingstable.h"
#include "widgets/eventstandingstable.h"
#include "widgets/reportsqueue.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace podium::ui {

namespace {

/** "Finished: 1. Ann, 2. Bob, 3. Cid" from the final standings (a shared place is named once for each). */
QString podium(const std::vector<club::EventStanding> &standings)
{
    QStringList places;
    for (const club::EventStanding &s : standings) {
        if (s.place > 3)
            break;
        places.append(EventsPage::tr("%1. %2").arg(s.place).arg(s.player));
    }
    return EventsPage::tr("Finished: %1").arg(places.join(QStringLiteral(", ")));
}

} // namespace

EventsPage::EventsPage(Club &club, QWidget *parent)
    : QWidget(parent)
    , m_club(club)
    , m_db(club.database())
    , m_events(new QListWidget(this))
    , m_title(new QLabel(this))
    , m_entrants(new QListWidget(this))
    , m_halfBye(new QAction(this))
    , m_absent(new QAction(this))
    , m_repair(new QAction(tr("Pair This Round &Again"), this))
    , m_leaderboard(new QAction(tr("&Rate by Leaderboard…"), this))
    , m_final(new QAction(tr("&Final for the Top Players…"), this))
    , m_round(new QComboBox(this))
    , m_pairings(new EventPairingsTable(this))
    , m_standings(new EventStandingsTable(this))
    , m_message(new Banner(this))
    , m_pairing(new RoundPairing(club, this))
    , m_pairNext(new QPushButton(tr("Pair Ne&xt Round"), this))
    , m_result(new QPushButton(tr("Enter Res&ult…"), this))
    , m_roundTabs(new QTabWidget(this))
    , m_bracket(new BracketView(this))
    , m_reports(new ReportsQueue(club, this))
    , m_reporting(new QAction(tr("&Players Report Results from the Board"), this))
    , m_codes(new QAction(tr("Player &Codes…"), this))
{
    m_message->setObjectName(QStringLiteral("eventMessage"));
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("eventsSplitter"));
    splitter->addWidget(createEventList());
    splitter->addWidget(createRoundView());
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    reload();
}

QWidget *EventsPage::createEventList()
{
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setAccessibleName(tr("Events"));
    m_pairings->setAccessibleName(tr("Pairings of the round"));
    m_standings->setAccessibleName(tr("Event standings"));
    for (QAbstractItemView *view : std::initializer_list<QAbstractItemView *> {m_pairings, m_standings})
        view->setTabKeyNavigation(false);
    auto *newButton = new QPushButton(tr("&New Event…"), this);
    auto *deleteButton = new QPushButton(tr("Dele&te Event"), this);
    connect(newButton, &QPushButton::clicked, this, &EventsPage::newEvent);
    connect(deleteButton, &QPushButton::clicked, this, &EventsPage::deleteEvent);
    m_needEvent.append(deleteButton);
    // M6: the event's rating source, changed also while it runs (the events' context menu; Shift+F10).
    m_leaderboard->setObjectName(QStringLiteral("eventLeaderboard"));
    m_events->addAction(m_leaderboard);
    m_events->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_leaderboard, &QAction::triggered, this, &EventsPage::chooseLeaderboard);
    // Players report their own tables' results from their phones (issue 29): on and off, and their codes.
    m_reporting->setObjectName(QStringLiteral("eventReporting"));
    m_reporting->setCheckable(true);
    m_events->addAction(m_reporting);
    connect(m_reporting, &QAction::triggered, this, [this](bool on) { setReporting(on); });
    m_codes->setObjectName(QStringLiteral("eventCodes"));
    m_events->addAction(m_codes);
    connect(m_codes, &QAction::triggered, this, &EventsPage::playerCodesWanted);
    // M3 of the walkthrough of 28 November: heats, then the top players in a final of their own.
    m_final->setObjectName(QStringLiteral("eventFinal"));
    m_final->setToolTip(tr("A new event of one lobby for the best players of these heats"));
    m_final->setEnabled(false);
    m_events->addAction(m_final);
    connect(m_final, &QAction::triggered, this, [this] { makeFinal(); });
    connect(m_events, &QListWidget::currentTextChanged, this, [this](const QString &name) {
        if (!name.isEmpty())
            openEvent(name);
    });
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Events"), left));
    leftLayout->addWidget(m_events, 2);
    auto *eventButtons = new QHBoxLayout;
    eventButtons->addWidget(newButton);
    eventButtons->addWidget(deleteButton);
    leftLayout->addLayout(eventButtons);
    leftLayout->addWidget(new QLabel(tr("Entrants (ticked: checked in)"), left));
    m_entrants->setObjectName(QStringLiteral("eventEntrants"));
    m_entrants->setAccessibleName(tr("Entrants"));
    m_entrants->setToolTip(tr("Tick to check a player in (or bring them back), untick to withdraw them from the "
                              "rounds still to be paired"));
    connect(m_entrants, &QListWidget::itemChanged, this,
            [this](QListWidgetItem *item) { setEntrant(item->text(), item->checkState() == Qt::Checked); });
    leftLayout->addWidget(m_entrants, 3);
    // M1: a half-point bye asked for before the next round (Swiss-Manager's "H"), from the entrant's context menu.
    m_halfBye->setObjectName(QStringLiteral("halfByeNextRound"));
    m_entrants->addAction(m_halfBye);
    m_entrants->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_halfBye, &QAction::triggered, this, &EventsPage::toggleHalfBye);
    // C14: absent from the next round without leaving the event (Swiss-Manager's "Z"), where unticking withdraws.
    m_absent->setObjectName(QStringLiteral("absentNextRound"));
    m_absent->setToolTip(tr("Not paired in the next round, with no points for it; still in the event after"));
    m_entrants->addAction(m_absent);
    connect(m_absent, &QAction::triggered, this, &EventsPage::toggleAbsence);
    connect(m_entrants, &QListWidget::currentItemChanged, this, &EventsPage::updateHalfByeAction);
    auto *joinButton = new QPushButton(tr("&Join…"), left);
    m_join = joinButton;
    joinButton->setObjectName(QStringLiteral("joinEvent"));
    m_title->setObjectName(QStringLiteral("eventTitle"));
    auto *withdrawButton = new QPushButton(tr("&Withdraw"), left);
    connect(joinButton, &QPushButton::clicked, this, &EventsPage::join);
    connect(withdrawButton, &QPushButton::clicked, this, &EventsPage::withdraw);
    m_needEvent += {joinButton, withdrawButton};
    auto *entrantButtons = new QHBoxLayout;
    entrantButtons->addWidget(joinButton);
    entrantButtons->addWidget(withdrawButton);
    leftLayout->addLayout(entrantButtons);
    return left;
}

void EventsPage::setUpTables()
{
    // M4: after a correction, the last round paired again while it has no result (any format).
    m_repair->setObjectName(QStringLiteral("repairRound"));
    m_pairings->addAction(m_repair);
    m_pairings->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_repair, &QAction::triggered, this, &EventsPage::repairRound);
    connect(m_pairings, &QTableWidget::cellActivated, this, [this] { enterSelectedResult(); });
    // As arbiters enter a round: on a table's row, 1 (the first named won), 0 (the second won), = or ½ (a draw).
    m_pairings->installEventFilter(this);
}

QWidget *EventsPage::createRoundView()
{
    setUpTables();
    m_round->setObjectName(QStringLiteral("eventRound"));
    connect(m_round, &QComboBox::currentIndexChanged, this, [this](int index) { showRound(index + 1); });
    connect(m_pairNext, &QPushButton::clicked, this, &EventsPage::pairNextRound);
    connect(m_result, &QPushButton::clicked, this, &EventsPage::enterSelectedResult);
    auto *printButton = new QPushButton(tr("Print…"), this);
    connect(printButton, &QPushButton::clicked, this, &EventsPage::print);
    m_needEvent += {printButton, m_result, m_pairNext};
    // Every Alt letter of the page is taken: printing has the usual Ctrl+P (File › Print… prints the page in view).
    printButton->setToolTip(tr("Print the round and the standings (%1)")
                                .arg(QKeySequence(QKeySequence::Print).toString(QKeySequence::NativeText)));
    auto *exportButton = new QPushButton(tr("Export St&andings…"), this);
    exportButton->setObjectName(QStringLiteral("exportEventStandings"));
    m_needEvent.append(exportButton);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path
            = FileDialog::saveFileName(this, tr("Export Event Standings"), currentEvent() + QStringLiteral(".csv"),
                                       tr("CSV (*.csv);;JSON (*.json)"));
        if (!path.isEmpty())
            exportStandings(path);
    });
    m_title->setTextFormat(Qt::RichText);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    auto *roundBar = new QHBoxLayout;
    auto *roundLabel = new QLabel(tr("R&ound:"), right);
    roundLabel->setBuddy(m_round);
    roundBar->addWidget(roundLabel);
    roundBar->addWidget(m_round);
    roundBar->addStretch();
    roundBar->addWidget(m_pairNext);
    roundBar->addWidget(m_result);
    roundBar->addWidget(printButton);
    roundBar->addWidget(exportButton);
    rightLayout->addLayout(roundBar);
    // An elimination event's bracket beside its rounds' pairings: the tab shows for those events only.
    m_roundTabs->setObjectName(QStringLiteral("roundTabs"));
    m_roundTabs->addTab(m_pairings, tr("Pairings"));
    m_roundTabs->addTab(m_bracket, tr("Bracket"));
    m_roundTabs->setTabVisible(1, false);
    m_roundTabs->addTab(m_reports, tr("Reports"));
    m_roundTabs->setTabVisible(2, false);
    connect(m_bracket, &BracketView::matchActivated, this, &EventsPage::enterBracketResult);
    // The round (or bracket) above the standings, the line between them the user's to move. A bracket takes three
    // quarters of the height until then (U1 of the walkthrough of 28 November: at 1280x800 it had 290 pixels).
    auto *split = new QSplitter(Qt::Vertical, right);
    split->setObjectName(QStringLiteral("eventRoundSplitter"));
    split->setChildrenCollapsible(false);
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_roundTabs, 1);
    topLayout->addWidget(m_message);
    auto *bottom = new QWidget(split);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(new QLabel(tr("Standings"), bottom));
    bottomLayout->addWidget(m_standings, 1);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 3);
    m_roundSplit = split;
    connect(split, &QSplitter::splitterMoved, this, [this] { m_roundSplitMoved = true; });
    connect(m_roundTabs, &QTabWidget::currentChanged, this, &EventsPage::shareRoundSplit);
    split->installEventFilter(this); // shared again as it is laid out (its first size comes after the tab's)
    rightLayout->addWidget(split, 1);
    return right;
}

void EventsPage::reload()
{
    const QString current = currentEvent();
    {
        QSignalBlocker block(m_events);
        m_events->clear();
        for (const club::EventRecord &e : club::Events(m_db).list())
            m_events->addItem(e.name);
    }
    const auto found = m_events->findItems(current, Qt::MatchFixedString);
    if (!found.isEmpty())
        m_events->setCurrentItem(found.front());
    else if (m_events->count() > 0)
        m_events->setCurrentRow(0);
    // C5: with no event chosen, nothing to pair, enter, print or export.
    for (QPushButton *button : std::as_const(m_needEvent))
        button->setEnabled(!currentEvent().isEmpty());
    if (!currentEvent().isEmpty())
        openEvent(currentEvent()); // its rounds and standings may have changed
    if (m_events->count() == 0) {
        m_title->setText(tr("No events yet: <b>New Event…</b> starts one."));
        m_entrants->clear();
        m_round->clear();
        m_pairings->setRowCount(0);
        m_standings->setRowCount(0);
        m_bracket->setBracket({});
        m_roundTabs->setTabVisible(1, false);
        m_reports->setEvent({});
        m_roundTabs->setTabVisible(2, false);
    }
}

void EventsPage::showReports(const club::EventRecord &event)
{
    m_reports->setEvent(event.name);
    const int waiting = int(m_reports->reports().size());
    QSignalBlocker block(m_reporting);
    m_reporting->setChecked(event.options.reporting);
    m_codes->setEnabled(event.options.reporting);
    m_roundTabs->setTabVisible(2, event.options.reporting || waiting > 0);
    m_roundTabs->setTabText(2, waiting > 0 ? tr("Reports (%1)").arg(QLocale().toString(waiting)) : tr("Reports"));
}

bool EventsPage::reportsShown() const
{
    return m_roundTabs->isTabVisible(2);
}

bool EventsPage::setReporting(bool on)
{
    const QString name = currentEvent();
    if (name.isEmpty())
        return false;
    return run([&] { return std::make_unique<commands::SetEventReporting>(m_club, name, on); });
}

QString EventsPage::currentEvent() const
{
    return m_events->currentItem() ? m_events->currentItem()->text() : QString();
}

int EventsPage::currentRound() const
{
    return m_round->currentIndex() + 1;
}

void EventsPage::openEvent(const QString &name)
{
    const auto found = m_events->findItems(name, Qt::MatchFixedString);
    if (!found.isEmpty() && m_events->currentItem() != found.front()) {
        m_events->setCurrentItem(found.front()); // comes back here
        return;
    }
    club::Events events(m_db);
    try {
        const club::EventRecord r = events.get(name);
        const int rounds = events.roundCount(name);
        // A round paired and not yet played is paired, not played (C6 of the walkthrough of 28 November: "1 round
        // played; running" came right after round 1 was paired).
        const std::vector<club::EventTable> tables = events.tables(name);
        const bool lastUnderWay = std::any_of(tables.begin(), tables.end(), [rounds](const club::EventTable &t) {
            return t.round == rounds && !t.bye && t.gameId == 0 && !t.forfeit;
        });
        const int played = lastUnderWay ? rounds - 1 : rounds;
        QString planned;
        if (lastUnderWay)
            planned = r.rounds > 0 ? tr("round %1 of %2 paired").arg(rounds).arg(r.rounds)
                                   : tr("round %1 paired").arg(rounds);
        else
            planned = r.rounds > 0 ? tr("%1 of %2 rounds").arg(played).arg(r.rounds)
                                   : tr("%Ln round(s) played", nullptr, played);
        // Join only where the event can take an entrant now: a bracket that runs refused it after the dialog.
        m_join->setEnabled(r.status == club::EventStatus::Open || club::traits(r.format).lateEntries);
        m_join->setToolTip(
            m_join->isEnabled()
                ? QString()
                : tr("%1: no entrant joins once the first round is paired").arg(Labels::format(r.format)));
        m_title->setText(tr("<b>%1</b>: %2, %3, ratings from %4; %5; %6")
                             .arg(r.name.toHtmlEscaped(), Labels::format(r.format), r.discipline.toHtmlEscaped(),
                                  r.leaderboard.isEmpty() ? tr("no leaderboard") : r.leaderboard.toHtmlEscaped(),
                                  planned, Labels::status(r.status)));
        {
            QSignalBlocker block(m_entrants);
            m_entrants->clear();
            for (const club::EventEntrant &e : events.entrants(name)) {
                auto *item = new QListWidgetItem(e.player, m_entrants);
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
                item->setCheckState(e.active ? Qt::Checked : Qt::Unchecked);
            }
            // a player may have asked for several rounds, half-point byes in some and absences in others
            std::map<QString, std::pair<QStringList, QStringList>> asked;
            for (const club::Events::HalfByeRequest &request : events.halfByeRequests(name)) {
                auto &[byes, absences] = asked[request.player];
                (request.absent ? absences : byes).append(QLocale().toString(request.round));
            }
            for (const auto &[player, rounds] : asked) {
                const auto &[byes, absences] = rounds;
                QStringList lines;
                if (!byes.isEmpty())
                    lines.append(
                        byes.size() == 1
                            ? tr("Half-point bye asked for in round %1").arg(byes.front())
                            : tr("Half-point byes asked for in rounds %1").arg(QLocale().createSeparatedList(byes)));
                if (!absences.isEmpty())
                    lines.append(
                        absences.size() == 1
                            ? tr("Absent from round %1 (asked for)").arg(absences.front())
                            : tr("Absent from rounds %1 (asked for)").arg(QLocale().createSeparatedList(absences)));
                for (QListWidgetItem *item : m_entrants->findItems(player, Qt::MatchFixedString))
                    item->setToolTip(lines.join(QLatin1Char('\n')));
            }
        }
        updateHalfByeAction();
        {
            QSignalBlocker block(m_round);
            m_round->clear();
            for (int round = 1; round <= rounds; ++round)
                m_round->addItem(tr("Round %1").arg(round));
            m_round->setCurrentIndex(rounds - 1);
        }
        showRound(rounds);
        showBracket(r);
        showReports(r);
        showStandings();
        m_final->setEnabled(r.format == club::EventFormat::Heats && rounds > 0);
        const QStringList outdated = events.outdatedRounds(name);
        const bool finished = r.status == club::EventStatus::Finished;
        m_pairNext->setEnabled(!finished); // no next round to pair
        if (outdated.isEmpty() && finished)
            m_message->say(podium(events.standings(name)), Banner::Kind::Success);
        else if (outdated.isEmpty())
            m_message->say({});
        else
            showMessage(tr("Corrected results have changed the standings that paired later rounds; those rounds "
                           "were left as they were:\n%1")
                            .arg(outdated.join(QLatin1Char('\n'))),
                        false);
    } catch (const store::DbError &error) {
        showMessage(error.message(), true);
    }
}

void EventsPage::showRound(int round)
{
    m_pairings->setRowCount(0);
    if (round < 1 || currentEvent().isEmpty())
        return;
    club::Events events(m_db);
    // Every round's tables: the colours before this one are counted from them.
    const std::vector<club::EventTable> tables = events.tables(currentEvent());
    m_pairings->show(events.get(currentEvent()), round, tables);
    bool open = round == events.roundCount(currentEvent());
    for (const club::EventTable &t : tables)
        open = open && (t.round != round || (t.gameId == 0 && !t.forfeit));
    m_repair->setEnabled(open);
}

QTableWidget *EventsPage::pairingsTable() const
{
    return m_pairings;
}

QTableWidget *EventsPage::standingsTable() const
{
    return m_standings;
}

void EventsPage::showStandings()
{
    club::Events events(m_db);
    const QString name = currentEvent();
    const std::vector<club::EventStanding> rows = events.standings(name);
    std::vector<club::ColourHistory> colours;
    if (club::playsSides(events.get(name))) {
        QStringList players;
        for (const club::EventStanding &s : rows)
            players.append(s.player);
        colours = club::colourHistories(events, name, players);
    }
    m_standings->show(rows, events.tieBreakNames(name), colours);
}

void EventsPage::showBracket(const club::EventRecord &event)
{
    const bool elimination = club::traits(event.format).elimination;
    const bool wasShown = m_roundTabs->isTabVisible(1);
    m_bracket->setBracket(elimination ? club::eventBracket(m_db, event.name) : club::EventBracket {});
    if (event.name != m_bracketEvent)
        m_bracket->zoomToFit(); // another event's bracket opens whole, as far as it fits
    m_bracketEvent = event.name;
    m_roundTabs->setTabVisible(1, elimination);
    if (elimination && !wasShown)
        m_roundTabs->setCurrentWidget(m_bracket); // an elimination event opens on its bracket
}

void EventsPage::enterBracketResult(int round, int table)
{
    m_round->setCurrentIndex(round - 1);
    for (int row = 0; row < m_pairings->rowCount(); ++row) {
        if (m_pairings->tableAt(row) == table)
            m_pairings->setCurrentCell(row, EventPairingsTable::FirstColumn);
    }
    enterSelectedResult();
}

void EventsPage::showMessage(const QString &text, bool problem)
{
    m_message->say(text, problem ? Banner::Kind::Problem : Banner::Kind::Warning);
}

QString EventsPage::message() const
{
    return m_message->shown();
}

void EventsPage::newEvent()
{
    EventDialog dialog(m_db, this, [this](const club::EventInput &in) {
        m_club.run(std::make_unique<commands::CreateEvent>(m_club, in));
    });
    if (dialog.exec() == QDialog::Accepted)
        openEvent(dialog.input().name);
}

void EventsPage::shareRoundSplit()
{
    if (m_roundSplitMoved || !m_roundSplit)
        return;
    const int height = m_roundSplit->height() - m_roundSplit->handleWidth();
    if (height <= 0)
        return;
    const int share = m_roundTabs->currentWidget() == m_bracket ? height * 3 / 4 : height * 5 / 8;
    m_roundSplit->setSizes({share, height - share});
}

bool EventsPage::makeFinal(int top)
{
    const QString name = currentEvent();
    if (name.isEmpty())
        return false;
    const club::Events events(m_db);
    const club::EventRecord heats = events.get(name);
    int still = 0;
    for (const club::EventStanding &s : events.standings(name))
        still += s.active ? 1 : 0;
    if (still < 2) {
        showMessage(tr("A final needs at least two players still in %1.").arg(name), true);
        return false;
    }
    if (top <= 0) {
        bool ok = false;
        top = QInputDialog::getInt(this, tr("Final for the Top Players"),
                                   tr("Players from the top of %1's standings:").arg(name),
                                   std::min(heats.lobbySize, still), 2, still, 1, &ok);
        if (!ok)
            return false;
    }
    club::EventInput in;
    try {
        in = events.finalOf(name, top, tr("%1 Final").arg(name));
    } catch (const store::DbError &error) {
        showMessage(error.message(), true);
        return false;
    }
    EventDialog dialog(m_db, this, [this](const club::EventInput &made) {
        m_club.run(std::make_unique<commands::CreateEvent>(m_club, made));
    });
    dialog.setWindowTitle(tr("New Event: Final of %1").arg(name));
    dialog.setInput(in);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    openEvent(dialog.input().name);
    return true;
}

void EventsPage::deleteEvent()
{
    // Undoable like every change, so it asks nothing: Edit > Undo brings the event back with its rounds.
    if (!currentEvent().isEmpty())
        run([this] { return std::make_unique<commands::DeleteEvent>(m_club, currentEvent()); });
}

bool EventsPage::run(const std::function<std::unique_ptr<commands::ClubCommand>()> &make)
{
    const QString problem = tryRun(make);
    if (!problem.isEmpty())
        showMessage(problem, true);
    return problem.isEmpty();
}

QString EventsPage::tryRun(const std::function<std::unique_ptr<commands::ClubCommand>()> &make)
{
    QString problem;
    try {
        m_club.run(make()); // the club's change hub reads the page again
        return {};
    } catch (const store::DbError &error) {
        problem = error.message();
    } catch (const io::InputError &error) {
        problem = error.text();
    }
    if (!currentEvent().isEmpty())
        openEvent(currentEvent()); // back to what is stored
    return problem;
}

void EventsPage::join()
{
    if (currentEvent().isEmpty())
        return;
    QStringList players;
    for (const club::PlayerRecord &p : club::Players(m_db).list())
        players.append(p.name);
    const QString event = currentEvent();
    JoinDialog dialog(
        event, players, [this, event](const QString &player) { return club::Events(m_db).roundsMissed(event, player); },
        this);
    if (dialog.exec() == QDialog::Accepted && !dialog.player().isEmpty())
        setEntrant(dialog.player(), true, dialog.halfByes());
}

void EventsPage::withdraw()
{
    if (m_entrants->currentItem())
        setEntrant(m_entrants->currentItem()->text(), false);
}

void EventsPage::setEntrant(const QString &player, bool playing, bool halfByes)
{
    const QString name = currentEvent();
    if (!name.isEmpty())
        run([&] { return std::make_unique<commands::SetEntrant>(m_club, name, player, playing, halfByes); });
}

void EventsPage::updateHalfByeAction()
{
    const QString event = currentEvent();
    QListWidgetItem *item = m_entrants->currentItem();
    bool swiss = false, asked = false, absent = false;
    int round = 1;
    if (!event.isEmpty() && item) {
        club::Events events(m_db);
        try {
            const club::EventRecord r = events.get(event);
            swiss = r.format == club::EventFormat::Swiss && r.status != club::EventStatus::Finished;
            round = events.roundCount(event) + 1;
            for (const club::Events::HalfByeRequest &request : events.halfByeRequests(event)) {
                const bool mine = request.round == round && request.player == item->text();
                asked = asked || (mine && !request.absent);
                absent = absent || (mine && request.absent);
            }
        } catch (const store::DbError &) {
            swiss = false; // the event has just gone: nothing to offer
        }
    }
    m_halfBye->setText(asked ? tr("Cancel the Half-Point &Bye in Round %1").arg(round)
                             : tr("Half-Point &Bye in Round %1").arg(round));
    m_halfBye->setEnabled(swiss && item && item->checkState() == Qt::Checked && !absent);
    m_absent->setText(absent ? tr("Cancel the &Absence from Round %1").arg(round)
                             : tr("&Absent from Round %1 (No Points)").arg(round));
    m_absent->setEnabled(swiss && item && item->checkState() == Qt::Checked && !asked);
}

void EventsPage::chooseLeaderboard()
{
    const QString event = currentEvent();
    if (event.isEmpty())
        return;
    const club::EventRecord r = club::Events(m_db).get(event);
    const QString follow = tr("The discipline's first leaderboard");
    QStringList choices {follow};
    for (const club::LeaderboardRecord &board : club::Leaderboards(m_db).list()) {
        if (board.discipline.isEmpty() || board.discipline.compare(r.discipline, Qt::CaseInsensitive) == 0)
            choices.append(board.name);
    }
    bool ok = false;
    const QString chosen
        = QInputDialog::getItem(this, tr("Rate by Leaderboard"), tr("Ratings that pair and seed %1:").arg(event),
                                choices, std::max(0, static_cast<int>(choices.indexOf(r.leaderboard))), false, &ok);
    if (ok)
        setEventLeaderboard(chosen == follow ? QString() : chosen);
}

bool EventsPage::setEventLeaderboard(const QString &leaderboard)
{
    const QString name = currentEvent();
    return !name.isEmpty()
        && run([&] { return std::make_unique<commands::SetEventLeaderboard>(m_club, name, leaderboard); });
}

bool EventsPage::repairRound()
{
    const QString name = currentEvent();
    return !name.isEmpty() && run([&] { return std::make_unique<commands::RepairRound>(m_club, name); });
}

bool EventsPage::toggleHalfBye()
{
    const QString event = currentEvent();
    QListWidgetItem *item = m_entrants->currentItem();
    if (event.isEmpty() || !item)
        return false;
    const QString player = item->text();
    club::Events events(m_db);
    const int round = events.roundCount(event) + 1;
    bool asked = false;
    for (const club::Events::HalfByeRequest &request : events.halfByeRequests(event))
        asked = asked || (request.round == round && request.player == player && !request.absent);
    return run([&] { return std::make_unique<commands::RequestHalfBye>(m_club, event, player, round, !asked); });
}

bool EventsPage::toggleAbsence()
{
    const QString event = currentEvent();
    QListWidgetItem *item = m_entrants->currentItem();
    if (event.isEmpty() || !item)
        return false;
    const QString player = item->text();
    club::Events events(m_db);
    const int round = events.roundCount(event) + 1;
    bool absent = false;
    for (const club::Events::HalfByeRequest &request : events.halfByeRequests(event))
        absent = absent || (request.round == round && request.player == player && request.absent);
    return run([&] { return std::make_unique<commands::RequestHalfBye>(m_club, event, player, round, !absent, true); });
}

void EventsPage::pairNextRound()
{
    const QString name = currentEvent();
    if (name.isEmpty())
        return;
    const QString problem = m_pairing->pairNext(name); // a round stored is shown through the club's change hub
    if (problem.isEmpty())
        return;
    if (!currentEvent().isEmpty())
        openEvent(currentEvent()); // back to what is stored
    showMessage(problem, true);
}

bool EventsPage::enterForfeit(int round, int table, int winnerSide)
{
    const QString name = currentEvent();
    return run([&] { return std::make_unique<commands::EventForfeit>(m_club, name, round, table, winnerSide); });
}

bool EventsPage::enter(int round, int table, const TableResult &result)
{
    const QString problem = tryEnter(round, table, result);
    if (!problem.isEmpty())
        showMessage(problem, true);
    return problem.isEmpty();
}

QString EventsPage::tryEnter(int round, int table, const TableResult &result)
{
    const QString name = currentEvent();
    return tryRun([&]() -> std::unique_ptr<commands::ClubCommand> {
        if (result.games)
            return std::make_unique<commands::EventResult>(m_club, name, round, table, *result.games);
        if (result.forfeitWinner >= 0)
            return std::make_unique<commands::EventForfeit>(m_club, name, round, table, result.forfeitWinner);
        return std::make_unique<commands::EventResult>(m_club, name, round, table, result.ranks);
    });
}

bool EventsPage::confirmReplacing(const club::EventTable &t, const TableResult &result)
{
    const bool hasResult = t.forfeit || (!t.seats.empty() && t.seats[0].rank > 0);
    if (!hasResult)
        return true;
    std::vector<int> ranks;
    for (const club::EventSeat &seat : t.seats)
        ranks.push_back(seat.rank);
    if (ranks == result.ranks && t.forfeit == (result.forfeitWinner >= 0) && !result.games)
        return true; // the same result again changes nothing
    QMessageBox ask(QMessageBox::Question, tr("Replace Result"),
                    tr("Table %1 already has a result: %2.").arg(t.table).arg(TableResultDialog::describe(t)),
                    QMessageBox::Yes | QMessageBox::No, this);
    ask.setInformativeText(tr("Replace it with the new one?"));
    ask.button(QMessageBox::Yes)->setText(tr("&Replace"));
    ask.button(QMessageBox::No)->setText(tr("&Keep It"));
    ask.setDefaultButton(QMessageBox::No);
    return ask.exec() == QMessageBox::Yes;
}

void EventsPage::moveToNextOpenTable(int row)
{
    std::set<int> open;
    for (const club::EventTable &t : club::Events(m_db).tables(currentEvent(), currentRound())) {
        if (!t.bye && !t.forfeit && !t.seats.empty() && t.seats[0].rank == 0)
            open.insert(t.table);
    }
    const int rows = m_pairings->rowCount();
    for (int step = 1; step <= rows; ++step) {
        const int candidate = (row + step) % rows;
        if (open.count(m_pairings->tableAt(candidate)) > 0) {
            m_pairings->setCurrentCell(candidate, EventPairingsTable::FirstColumn);
            return;
        }
    }
    if (row >= 0 && row < rows)
        m_pairings->setCurrentCell(row, EventPairingsTable::FirstColumn);
}

bool EventsPage::enterResult(int round, int table, const std::vector<int> &ranks)
{
    const QString name = currentEvent();
    return run([&] { return std::make_unique<commands::EventResult>(m_club, name, round, table, ranks); });
}

bool EventsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_roundSplit && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &EventsPage::shareRoundSplit, Qt::QueuedConnection); // once laid out
    if (watched == m_pairings && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
            if (typeMatchScore(key))
                return true;
            if (const auto result = TableResultDialog::typed(key->text()))
                return enterTypedResult(*result), true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool EventsPage::typeMatchScore(const QKeyEvent *key)
{
    const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
    if (enter && !m_typedScore.isEmpty()) {
        const QString keys = std::exchange(m_typedScore, QString());
        if (const auto result = TableResultDialog::typedMatch(keys))
            enterTypedResult(*result);
        else
            showMessage(tr("%1 is not a match score: type the games each side won, such as 2-1, then Enter.").arg(keys),
                        true);
        return true;
    }
    if (key->key() == Qt::Key_Escape && !m_typedScore.isEmpty()) {
        m_typedScore.clear();
        showMessage(QString(), false);
        return true;
    }
    const QString text = key->text();
    const bool digit = text.size() == 1 && text.front().isDigit();
    const bool dash = text == QLatin1String("-") && !m_typedScore.isEmpty();
    if ((!digit && !dash) || currentEvent().isEmpty())
        return false;
    const club::EventRecord event = club::Events(m_db).get(currentEvent());
    if (event.format != club::EventFormat::Swiss
        || club::swissStyleOf(event.options.style, event.options.balanceSides) != club::SwissStyle::Games)
        return false;
    m_typedScore += text;
    showMessage(tr("Games %1: Enter enters the match score.").arg(m_typedScore), false);
    return true;
}

void EventsPage::enterTypedResult(const TableResult &result)
{
    const std::vector<int> &ranks = result.ranks;
    const int row = m_pairings->currentRow();
    if (row < 0 || currentEvent().isEmpty())
        return;
    const int table = m_pairings->tableAt(row);
    const int round = currentRound();
    for (const club::EventTable &t : club::Events(m_db).tables(currentEvent(), round)) {
        if (t.table != table)
            continue;
        if (t.bye || t.seats.size() != 2) {
            showMessage(tr("Table %1 is not a game of two: press Enter to enter its places.").arg(table), true);
            return;
        }
        if (ranks[0] == ranks[1] && !club::traits(club::Events(m_db).get(currentEvent()).format).allowsDraws) {
            showMessage(tr("This event's games cannot be drawn."), true);
            return;
        }
        if (!confirmReplacing(t, result) || !enter(round, table, result))
            return m_pairings->setCurrentCell(row, EventPairingsTable::FirstColumn);
        // On to the next table still to play, as the results come in.
        return moveToNextOpenTable(row);
    }
}

void EventsPage::enterSelectedResult()
{
    const int row = m_pairings->currentRow();
    if (row < 0 || currentEvent().isEmpty())
        return;
    const int table = m_pairings->tableAt(row);
    const int round = currentRound();
    const auto tables = club::Events(m_db).tables(currentEvent(), round);
    for (const club::EventTable &t : tables) {
        if (t.table != table)
            continue;
        if (t.bye)
            return;
        const club::FormatTraits &format = club::traits(club::Events(m_db).get(currentEvent()).format);
        bool entered = false;
        // The dialog stays open, with what was typed and the reason, when the result is refused (B7).
        TableResultDialog dialog(t, format.allowsDraws, !format.lobbies && t.seats.size() == 2, this,
                                 [&](const TableResult &result) -> QString {
                                     if (!confirmReplacing(t, result))
                                         return tr("the table keeps its result");
                                     const QString problem = tryEnter(round, table, result);
                                     entered = problem.isEmpty();
                                     return problem;
                                 });
        dialog.exec();
        if (entered)
            moveToNextOpenTable(row); // on to the next table still to play (B3)
        else
            m_pairings->setCurrentCell(row, EventPairingsTable::FirstColumn);
        return;
    }
}

QTextDocument *EventsPage::printable(const QPageLayout &page) const
{
    auto *document = new QTextDocument(const_cast<EventsPage *>(this));
    const bool bracket = m_roundTabs->isTabVisible(1);
    QPageLayout layout = page.isValid() ? page : defaultPrintPage();
    if (!page.isValid() && bracket)
        layout.setOrientation(QPageLayout::Landscape); // as print() starts
    PrintSheet sheet(document, layout);
    sheet.title(currentEvent());
    if (currentEvent().isEmpty())
        return document;
    if (bracket) {
        sheet.html(m_bracket->printHtml(document));
        sheet.pageBreak(); // the bracket on a page of its own
    }
    try {
        EventSheet(m_db, currentEvent()).write(sheet, currentRound());
    } catch (const store::DbError &error) {
        sheet.heading(error.message());
    }
    return document;
}

bool EventsPage::exportStandings(const QString &path)
{
    const QString name = currentEvent();
    if (name.isEmpty())
        return false;
    QString problem;
    try {
        const QByteArray data = club::eventStandingsFile(club::Events(m_db), name,
                                                         path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive));
        store::writeOutput(path, data);
        return true;
    } catch (const store::DbError &error) {
        problem = error.message();
    }
    showMessage(problem, true);
    return false;
}

QPageLayout::Orientation EventsPage::printOrientation() const
{
    // A bracket is wider than high.
    return m_roundTabs->isTabVisible(1) ? QPageLayout::Landscape : QPageLayout::Portrait;
}

void EventsPage::print()
{
    if (currentEvent().isEmpty())
        return;
    printPreview(
        this, printOrientation(),
        [this](const QPageLayout &page) { return std::unique_ptr<QTextDocument>(printable(page)); },
        m_db.location().name(), currentEvent());
}

void EventsPage::follow(const ClubChange &change)
{
    // An event's standings come from its games, and its entrants are players.
    if (change.touches(ClubChange::Events | ClubChange::Games | ClubChange::Players))
        reload();
}

std::optional<PageDocument> EventsPage::document() const
{
    PageDocument document;
    const QString event = currentEvent();
    if (event.isEmpty())
        return document;
    document.title = event;
    document.fileName = event;
    document.orientation = printOrientation();
    document.make = [this](const QPageLayout &layout) { return std::unique_ptr<QTextDocument>(printable(layout)); };
    document.html = [db = &m_db, event] { return web::eventHtml(*db, event); };
    return document;
}

QList<QWidget *> EventsPage::documentTables() const
{
    return {pairingsTable(), standingsTable()};
}

} // namespace podium::ui
