// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/eventdialog.h"

#include "dialogs/fitheight.h"
#include "dialogs/seedsdialog.h"

#include "widgets/banner.h"
#include "widgets/filteredtable.h"

#include "club/games.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "io/resultpoints.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace podium::ui {

namespace {

/** Wide enough that the notes under the style and the new players wrap to no more than three lines in any of the
 *  four languages: at 560 pixels the Spanish style note took four, and the count of entrants was drawn over their
 *  list (B3 of the desktop review). */
constexpr int kMinimumWidth = 640;

} // namespace

EventDialog::EventDialog(const store::Database &database, QWidget *parent, Creator creator)
    : QDialog(parent)
    , m_db(database)
    , m_creator(std::move(creator))
    , m_name(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_discipline(new QComboBox(this))
    , m_leaderboard(new QComboBox(this))
    , m_rounds(new QSpinBox(this))
    , m_lobby(new QSpinBox(this))
    , m_pairing(new QComboBox(this))
    , m_style(new QComboBox(this))
    , m_styleNote(new QLabel(this))
    , m_sides(new QCheckBox(tr("Alternate the first and second side (colours)"), this))
    , m_colour(new QComboBox(this))
    , m_win(new QDoubleSpinBox(this))
    , m_draw(new QDoubleSpinBox(this))
    , m_bye(new QDoubleSpinBox(this))
    , m_places(new QLineEdit(this))
    , m_tieBreaks(new QListWidget(this))
    , m_entrants(new QListWidget(this))
    , m_newEntrant(new QLineEdit(this))
    , m_entrantFilter(new QLineEdit(this))
    , m_count(new QLabel(this))
    , m_newNote(new QLabel(this))
    , m_error(new Banner(this))
{
    setWindowTitle(tr("New Event"));
    m_name->setObjectName(QStringLiteral("eventName"));
    m_places->setObjectName(QStringLiteral("pointsByPlace"));
    setUpChoices();
    setUpScoring();
    setUpEntrants();
    layOut();
    connect(m_format, &QComboBox::currentIndexChanged, this, &EventDialog::formatChanged);
    connect(m_style, &QComboBox::activated, this, [this] { m_styleChosen = true; });
    connect(m_style, &QComboBox::currentIndexChanged, this, &EventDialog::styleChanged);
    connect(m_sides, &QCheckBox::toggled, this, &EventDialog::sidesChanged);
    connect(m_sides, &QCheckBox::toggled, this, &EventDialog::showColourRow);
    connect(m_sides, &QCheckBox::clicked, this, [this] { m_sidesChosen = true; });
    connect(m_entrants, &QListWidget::itemChanged, this, &EventDialog::showAutomaticRounds);
    connect(m_discipline, &QComboBox::currentTextChanged, this, &EventDialog::disciplineChanged);
    formatChanged();
    disciplineChanged();
}

void EventDialog::setUpChoices()
{
    for (const club::FormatTraits &format : club::eventFormats())
        m_format->addItem(Labels::format(format.format), int(format.format));
    m_discipline->setObjectName(QStringLiteral("discipline"));
    m_discipline->setEditable(true);
    m_discipline->addItems(club::disciplineNames(m_db));
    m_leaderboard->setObjectName(QStringLiteral("ratingsFrom"));
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("Automatic"));
    m_style->setObjectName(QStringLiteral("swissStyle"));
    for (club::SwissStyle style : {club::SwissStyle::Fide, club::SwissStyle::Games, club::SwissStyle::Rating})
        m_style->addItem(Labels::swissStyle(style), club::swissStyleName(style));
    m_styleNote->setObjectName(QStringLiteral("swissStyleNote"));
    m_styleNote->setWordWrap(true);
    // A wrapped label's height depends on its width, which the dialog's minimum size does not follow: room for
    // three lines (the longest note, in German) keeps the rows below from being drawn over each other.
    m_styleNote->setMinimumHeight(3 * m_styleNote->fontMetrics().lineSpacing());
    m_sides->setObjectName(QStringLiteral("balanceSides"));
    m_sides->setChecked(club::EventOptions().balanceSides);
    m_colour->setObjectName(QStringLiteral("initialColour"));
    m_colour->addItem(tr("White"), QStringLiteral("white"));
    m_colour->addItem(tr("Black"), QStringLiteral("black"));
    m_colour->addItem(tr("Drawn by lot"), QStringLiteral("lot"));
    m_colour->setToolTip(tr("The colour of the top player on board 1 in round 1; the boards below alternate (FIDE "
                            "C.04.3). A lot is drawn once, as the event is created, and kept."));
    m_lobby->setRange(2, 64);
    m_lobby->setValue(club::traits(club::EventFormat::Heats).defaultLobbySize);
    m_lobby->setObjectName(QStringLiteral("lobbySize"));
    connect(m_lobby, &QSpinBox::editingFinished, this, [this] { m_lobbyChosen = true; });
}

void EventDialog::setUpScoring()
{
    const club::EventOptions defaults;
    m_win->setObjectName(QStringLiteral("winPoints"));
    m_draw->setObjectName(QStringLiteral("drawPoints"));
    m_bye->setObjectName(QStringLiteral("byePoints"));
    for (QDoubleSpinBox *box : {m_win, m_draw, m_bye}) {
        box->setRange(0, io::kMaxResultPoints); // what every event's points keep (io::resultPointsProblem)
        box->setDecimals(1);
        box->setSingleStep(0.5);
    }
    m_win->setValue(defaults.win);
    m_draw->setValue(defaults.draw);
    m_bye->setValue(defaults.bye);
    QStringList places;
    for (double points : defaults.places)
        places.append(QString::number(points));
    m_places->setText(places.join(QLatin1Char('-')));
    m_places->setToolTip(tr("Points for 1st, 2nd, 3rd ... place in a heat"));
    m_tieBreaks->setDragDropMode(QAbstractItemView::InternalMove); // the organiser orders them
    m_tieBreaks->setToolTip(tr("Tick the tie-breaks to use and drag them into order"));
    for (const QString &name : club::knownTieBreaks()) {
        auto *item = new QListWidgetItem(Labels::tieBreak(name), m_tieBreaks);
        item->setData(Qt::UserRole, name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
}

void EventDialog::setUpEntrants()
{
    m_entrants->setObjectName(QStringLiteral("entrants"));
    for (const club::PlayerRecord &p : club::Players(m_db).list()) {
        m_clubPlayers.append(p.name);
        if (p.retired)
            continue;
        auto *item = new QListWidgetItem(p.name, m_entrants);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    connect(m_entrants, &QListWidget::itemChanged, this, &EventDialog::updateCount);
    connect(m_entrants, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        m_tickOrder.removeAll(item->text());
        if (item->checkState() == Qt::Checked)
            m_tickOrder.append(item->text()); // the order of entry is the order ticked
        showSeedsButton();
    });
    // The note on a typed name goes with that name's tick (C14 of the walkthrough of 28 November: "Paul Vogel is new
    // to the club and joins it with the event" stayed after he was unticked, and he was not added).
    connect(m_entrants, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (item->text() == m_newNoteFor && item->checkState() != Qt::Checked)
            m_newNote->hide();
    });
    m_entrantFilter->setObjectName(QStringLiteral("entrantFilter"));
    m_entrantFilter->setPlaceholderText(tr("Filter the players"));
    m_entrantFilter->setClearButtonEnabled(true);
    connect(m_entrantFilter, &QLineEdit::textChanged, this, &EventDialog::filterEntrants);
    m_newEntrant->setObjectName(QStringLiteral("newEntrant"));
    m_newEntrant->setPlaceholderText(tr("New players: type a name and press Enter, then the next"));
    // Enter here adds the player; it must not reach the dialog's default button and create the event.
    m_newEntrant->installEventFilter(this);
    m_count->setObjectName(QStringLiteral("entrantCount"));
    m_entrants->setAccessibleName(tr("Entrants"));
    m_tieBreaks->setAccessibleName(tr("Tie-breaks in order"));
    m_newEntrant->setAccessibleName(tr("New players"));
    m_entrantFilter->setAccessibleName(tr("Filter the players"));
    nameClearButton(m_entrantFilter);
    m_win->setAccessibleName(tr("Points for a win"));
    m_draw->setAccessibleName(tr("Points for a draw"));
    m_bye->setAccessibleName(tr("Points for a bye"));
    m_newNote->setObjectName(QStringLiteral("newEntrantNote"));
    m_newNote->setWordWrap(true);
    m_newNote->hide();
    updateCount();
}

QLayout *EventDialog::createEntrants()
{
    auto *all = new QPushButton(tr("Select &all"), this);
    auto *none = new QPushButton(tr("Select &none"), this);
    all->setToolTip(tr("Ticks every player the filter shows"));
    none->setToolTip(tr("Unticks every player the filter shows"));
    all->setAutoDefault(false);
    none->setAutoDefault(false);
    connect(all, &QPushButton::clicked, this, [this] { tickShown(true); });
    connect(none, &QPushButton::clicked, this, [this] { tickShown(false); });
    auto *add = new QPushButton(tr("A&dd"), this);
    add->setAutoDefault(false);
    connect(add, &QPushButton::clicked, this, &EventDialog::addTypedEntrant);
    auto *top = new QHBoxLayout;
    top->addWidget(m_entrantFilter, 1);
    top->addWidget(all);
    top->addWidget(none);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_newEntrant, 1);
    bottom->addWidget(add);
    auto *entrants = new QVBoxLayout;
    entrants->addLayout(top);
    entrants->addWidget(m_entrants);
    entrants->addWidget(m_count);
    entrants->addLayout(bottom);
    entrants->addWidget(m_newNote);
    return entrants;
}

bool EventDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_newEntrant && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            addTypedEntrant();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void EventDialog::addTypedEntrant()
{
    const QString name = club::cleanName(m_newEntrant->text());
    if (name.isEmpty())
        return;
    const QList<QListWidgetItem *> known = m_entrants->findItems(name, Qt::MatchFixedString);
    QListWidgetItem *item = known.isEmpty() ? nullptr : known.front();
    const QString meant = club::likelyMeant(name, m_clubPlayers);
    if (!item) {
        item = new QListWidgetItem(name, m_entrants);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setToolTip(tr("New to the club"));
    }
    m_newNoteFor = item->text();
    item->setCheckState(Qt::Checked);
    m_entrants->scrollToItem(item);
    m_newNote->setVisible(!known.isEmpty() || !meant.isEmpty() || !m_clubPlayers.contains(name, Qt::CaseInsensitive));
    QMetaObject::invokeMethod(
        this, [this] { fitHeight(this); }, Qt::QueuedConnection); // once the note is laid out
    if (!known.isEmpty())
        m_newNote->setText(tr("%1 is ticked.").arg(item->text()));
    else if (!meant.isEmpty())
        m_newNote->setText(tr("%1 is new to the club. Did you mean %2? Untick %1 and tick %2 if so.").arg(name, meant));
    else
        m_newNote->setText(tr("%1 is new to the club and joins it with the event.").arg(name));
    m_newEntrant->clear();
}

void EventDialog::filterEntrants(const QString &text)
{
    const QString wanted = text.simplified();
    for (int i = 0; i < m_entrants->count(); ++i)
        m_entrants->item(i)->setHidden(!m_entrants->item(i)->text().contains(wanted, Qt::CaseInsensitive));
    updateCount();
}

void EventDialog::tickShown(bool ticked)
{
    const QSignalBlocker quiet(m_entrants); // one count at the end, not one per player
    for (int i = 0; i < m_entrants->count(); ++i) {
        QListWidgetItem *item = m_entrants->item(i);
        if (item->isHidden())
            continue;
        if (ticked && item->checkState() != Qt::Checked)
            m_tickOrder.append(item->text());
        else if (!ticked)
            m_tickOrder.removeAll(item->text());
        item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    }
    updateCount();
    showAutomaticRounds();
    showSeedsButton();
}

void EventDialog::updateCount()
{
    int ticked = 0, shown = 0;
    for (int i = 0; i < m_entrants->count(); ++i) {
        ticked += m_entrants->item(i)->checkState() == Qt::Checked ? 1 : 0;
        shown += m_entrants->item(i)->isHidden() ? 0 : 1;
    }
    const QString count = tr("%Ln entrant(s)", nullptr, ticked);
    m_count->setText(shown == m_entrants->count()
                         ? count
                         : tr("%1; %2 of %3 players shown").arg(count).arg(shown).arg(m_entrants->count()));
}

void EventDialog::layOut()
{
    m_form = new QFormLayout;
    m_form->addRow(tr("Na&me:"), m_name);
    m_form->addRow(tr("&Format:"), m_format);
    m_form->addRow(tr("D&iscipline:"), m_discipline);
    m_form->addRow(tr("&Ratings from:"), m_leaderboard);
    m_form->addRow(tr("R&ounds:"), m_rounds);
    m_form->addRow(tr("&Lobby size:"), m_lobby);
    m_form->addRow(tr("&Sides:"), m_sides);
    m_form->addRow(tr("St&yle:"), m_style);
    m_form->addRow(QString(), m_styleNote);
    m_form->addRow(tr("Initial colo&ur:"), m_colour);
    m_pairing->setObjectName(QStringLiteral("eventPairing"));
    m_seeds = new QPushButton(tr("Chan&ge Seeds…"), this);
    m_seeds->setObjectName(QStringLiteral("editSeeds"));
    m_seeds->setAutoDefault(false);
    m_seeds->setToolTip(tr("Put the entrants in seed order, or draw it by lot"));
    connect(m_seeds, &QPushButton::clicked, this, &EventDialog::editSeeds);
    connect(m_pairing, &QComboBox::currentIndexChanged, this, &EventDialog::showSeedsButton);
    auto *pairingRow = new QHBoxLayout;
    m_pairingRow = pairingRow;
    pairingRow->addWidget(m_pairing, 1);
    pairingRow->addWidget(m_seeds);
    auto *pairingLabel = new QLabel(tr("&Pairing:"), this);
    pairingLabel->setBuddy(m_pairing);
    m_form->addRow(pairingLabel, pairingRow);
    m_points = new QWidget(this);
    auto *points = new QHBoxLayout(m_points);
    points->setContentsMargins(0, 0, 0, 0);
    auto *drawLabel = new QLabel(tr("draw"), m_points);
    points->addWidget(new QLabel(tr("win"), m_points));
    points->addWidget(m_win);
    points->addWidget(drawLabel);
    points->addWidget(m_draw);
    points->addWidget(new QLabel(tr("bye"), m_points));
    points->addWidget(m_bye);
    points->addStretch();
    m_drawWidgets = {drawLabel, m_draw};
    auto *pointsLabel = new QLabel(tr("Poin&ts:"), this);
    pointsLabel->setBuddy(m_win);
    m_form->addRow(pointsLabel, m_points);
    m_form->addRow(tr("Points by pla&ce:"), m_places);
    m_form->addRow(tr("Tie-&breaks:"), m_tieBreaks);
    auto *entrantsLabel = new QLabel(tr("&Entrants:"), this);
    entrantsLabel->setBuddy(m_entrantFilter);
    m_form->addRow(entrantsLabel, createEntrants());
    // Room for a few rows each, no more: on a 1280×800 screen the dialog is as tall as the screen, and minimum
    // heights that add up to more than that let the layout draw the entrants' count over their list.
    m_entrants->setMinimumHeight(120);
    m_tieBreaks->setMinimumHeight(90);
    setMinimumWidth(kMinimumWidth);
    m_error->setObjectName(QStringLiteral("eventError"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create e&vent"));
    connect(buttons, &QDialogButtonBox::accepted, this, &EventDialog::create);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

void EventDialog::formatChanged()
{
    const club::FormatTraits &format = club::traits(club::EventFormat(m_format->currentData().toInt()));
    // Only the options the format reads: a bracket has no draws, points or tie-break order to set.
    m_form->setRowVisible(m_rounds, format.choosesRounds);
    m_form->setRowVisible(m_lobby, format.lobbies);
    m_form->setRowVisible(m_places, format.lobbies);
    m_form->setRowVisible(m_points, !format.lobbies && !format.elimination);
    m_form->setRowVisible(m_tieBreaks, !format.elimination);
    for (QWidget *draw : m_drawWidgets)
        draw->setVisible(format.allowsDraws);
    orderTieBreaks(club::defaultTieBreaks(format.format));
    m_pairing->clear();
    for (const QString &method : format.pairingMethods)
        m_pairing->addItem(Labels::pairing(method), method);
    if (format.playsTwice) {
        m_pairing->addItem(tr("Single round robin"), QStringLiteral("single"));
        m_pairing->addItem(tr("Double round robin"), QStringLiteral("double"));
    }
    m_form->setRowVisible(m_pairingRow, m_pairing->count() > 1);
    showSeedsButton();
    const bool swiss = format.format == club::EventFormat::Swiss;
    m_form->setRowVisible(m_sides, swiss);
    m_form->setRowVisible(m_style, swiss);
    m_form->setRowVisible(m_styleNote, swiss);
    if (swiss)
        styleChanged();
    showColourRow();
    showAutomaticRounds();
}

club::SwissStyle EventDialog::chosenStyle() const
{
    return club::parseSwissStyle(m_style->currentData().toString());
}

void EventDialog::sidesChanged()
{
    if (m_styleChosen)
        return;
    const int index = m_style->findData(club::swissStyleName(club::swissStyleOf(QString(), m_sides->isChecked())));
    m_style->setCurrentIndex(index);
}

void EventDialog::showColourRow()
{
    const bool swiss = club::EventFormat(m_format->currentData().toInt()) == club::EventFormat::Swiss;
    m_form->setRowVisible(m_colour, swiss && m_sides->isChecked() && chosenStyle() == club::SwissStyle::Fide);
}

void EventDialog::styleChanged()
{
    const club::SwissStyle style = chosenStyle();
    m_styleNote->setText(Labels::swissStyleNote(style));
    showColourRow();
    if (club::EventFormat(m_format->currentData().toInt()) != club::EventFormat::Swiss)
        return;
    // The style's points (Magic Tournament Rules, Appendix C: 3/1/0, a bye a win) and tie-breaks.
    const bool games = style == club::SwissStyle::Games;
    const club::EventOptions chess;
    m_win->setValue(games ? 3 : chess.win);
    m_draw->setValue(games ? 1 : chess.draw);
    m_bye->setValue(games ? 3 : chess.bye);
    orderTieBreaks(club::defaultSwissTieBreaks(style));
    showAutomaticRounds();
}

void EventDialog::showAutomaticRounds()
{
    const auto format = club::EventFormat(m_format->currentData().toInt());
    int ticked = 0;
    for (int i = 0; i < m_entrants->count(); ++i)
        ticked += m_entrants->item(i)->checkState() == Qt::Checked ? 1 : 0;
    if (format != club::EventFormat::Swiss || ticked < 2) {
        m_rounds->setSpecialValueText(tr("Automatic"));
        return;
    }
    m_rounds->setSpecialValueText(
        tr("Automatic: %Ln round(s)", nullptr, club::recommendedSwissRounds(chosenStyle(), ticked)));
}

void EventDialog::disciplineChanged()
{
    const QString discipline = m_discipline->currentText().simplified();
    const QString chosen = m_leaderboard->currentData().toString();
    m_leaderboard->clear();
    std::vector<club::LeaderboardRecord> boards = club::Leaderboards(m_db).list();
    // The discipline's own leaderboards first: an event without a choice takes the first of them.
    std::stable_partition(boards.begin(), boards.end(),
                          [](const club::LeaderboardRecord &l) { return !l.discipline.isEmpty(); });
    for (const club::LeaderboardRecord &l : boards) {
        if (l.discipline.isEmpty() || l.discipline.compare(discipline, Qt::CaseInsensitive) == 0)
            m_leaderboard->addItem(l.discipline.isEmpty() ? tr("%1 (every discipline)").arg(l.name) : l.name, l.name);
    }
    if (m_leaderboard->count() == 0)
        m_leaderboard->addItem(tr("None yet: entrants are seeded in the order entered"), QString());
    const int keep = m_leaderboard->findData(chosen);
    m_leaderboard->setCurrentIndex(keep >= 0 ? keep : 0);
    // The discipline's usual lobby size (its latest heats'), until the organiser sets one (M3).
    if (!m_lobbyChosen && !discipline.isEmpty()) {
        const int usual = club::usualLobbySize(m_db, discipline);
        m_lobby->setValue(usual > 0 ? usual : club::traits(club::EventFormat::Heats).defaultLobbySize);
    }
    // The discipline's usual Swiss (its latest event's, else FIDE for chess and its kin, else the card-game
    // Swiss), until the organiser picks a style or the sides.
    if (m_styleChosen || m_sidesChosen || discipline.isEmpty())
        return;
    const club::SwissStyle usual = club::usualSwissStyle(m_db, discipline);
    m_sides->setChecked(usual != club::SwissStyle::Games); // sidesChanged follows with fide or games
    m_style->setCurrentIndex(m_style->findData(club::swissStyleName(usual)));
}

void EventDialog::orderTieBreaks(const QStringList &defaults)
{
    // The format's usual tie-breaks, ticked and in order; the others unticked below them.
    std::vector<QListWidgetItem *> items;
    while (m_tieBreaks->count() > 0)
        items.push_back(m_tieBreaks->takeItem(0));
    std::stable_sort(items.begin(), items.end(), [&](QListWidgetItem *a, QListWidgetItem *b) {
        const auto rank = [&](QListWidgetItem *x) {
            const qsizetype at = defaults.indexOf(x->data(Qt::UserRole).toString());
            return at < 0 ? defaults.size() : at;
        };
        return rank(a) < rank(b);
    });
    for (QListWidgetItem *item : items) {
        item->setCheckState(defaults.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
        m_tieBreaks->addItem(item);
    }
}

club::EventInput EventDialog::input() const
{
    club::EventInput in;
    in.name = m_name->text().simplified();
    in.format = club::EventFormat(m_format->currentData().toInt());
    in.discipline = m_discipline->currentText().simplified();
    in.leaderboard = m_leaderboard->currentData().toString();
    const club::FormatTraits &format = club::traits(in.format);
    in.rounds = format.choosesRounds ? m_rounds->value() : 0;
    in.lobbySize = format.lobbies ? m_lobby->value() : 0;
    const QString pairing = m_pairing->currentData().toString();
    if (in.format == club::EventFormat::Swiss) {
        in.options.style = m_style->currentData().toString();
        in.options.balanceSides = m_sides->isChecked();
        in.options.sidesGiven = true;
        if (in.options.balanceSides && chosenStyle() == club::SwissStyle::Fide) {
            const QString colour = m_colour->currentData().toString();
            in.options.colourByLot = colour == QLatin1String("lot");
            in.options.initialColour = colour == QLatin1String("black") ? colour : QString();
        }
    }
    if (format.playsTwice)
        in.options.doubleRoundRobin = pairing == QLatin1String("double");
    else
        in.options.pairing = pairing;
    in.options.win = m_win->value();
    in.options.draw = m_draw->value();
    in.options.bye = m_bye->value();
    if (format.lobbies) {
        try {
            club::parseEventOption(in.options, QStringLiteral("places"), m_places->text().trimmed());
        } catch (const store::DbError &) {
            // create() refuses the text with the reason; the defaults stand meanwhile
        }
    }
    for (int i = 0; i < m_tieBreaks->count(); ++i) {
        if (m_tieBreaks->item(i)->checkState() == Qt::Checked)
            in.options.tieBreaks.append(m_tieBreaks->item(i)->data(Qt::UserRole).toString());
    }
    if (pairing == QLatin1String("manual")) {
        in.entrants = seedOrder(); // seeded in the order of entry: the order ticked, or set in the Seeds dialog
        return in;
    }
    for (int i = 0; i < m_entrants->count(); ++i) {
        if (m_entrants->item(i)->checkState() == Qt::Checked)
            in.entrants.append(m_entrants->item(i)->text());
    }
    return in;
}

QStringList EventDialog::seedOrder() const
{
    // Sets, not lists: an open of 1,000 is ticked in one go as an event is copied.
    QSet<QString> ticked;
    QStringList listed;
    for (int i = 0; i < m_entrants->count(); ++i) {
        if (m_entrants->item(i)->checkState() == Qt::Checked) {
            ticked.insert(m_entrants->item(i)->text());
            listed.append(m_entrants->item(i)->text());
        }
    }
    QStringList order;
    QSet<QString> placed;
    for (const QString &name : m_tickOrder) {
        if (ticked.contains(name) && !placed.contains(name)) {
            order.append(name);
            placed.insert(name);
        }
    }
    for (const QString &name : listed) {
        if (!placed.contains(name))
            order.append(name); // ticked where no signal told (a copied event's list)
    }
    return order;
}

void EventDialog::showSeedsButton()
{
    if (!m_seeds)
        return;
    const bool manual = m_pairing->currentData().toString() == QLatin1String("manual");
    m_seeds->setVisible(manual);
    int ticked = 0;
    for (int i = 0; i < m_entrants->count() && ticked < 2; ++i)
        ticked += m_entrants->item(i)->checkState() == Qt::Checked ? 1 : 0;
    m_seeds->setEnabled(ticked >= 2);
}

void EventDialog::editSeeds()
{
    SeedsDialog dialog(seedOrder(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_tickOrder = dialog.seeds();
}

void EventDialog::setInput(const club::EventInput &in)
{
    m_name->setText(in.name);
    m_format->setCurrentIndex(m_format->findData(int(in.format)));
    m_discipline->setCurrentText(in.discipline);
    const int board = m_leaderboard->findData(in.leaderboard);
    m_leaderboard->setCurrentIndex(board >= 0 ? board : 0);
    m_rounds->setValue(in.rounds);
    // A style or sides given stand; without them the discipline's usual Swiss stays (disciplineChanged).
    if (in.format == club::EventFormat::Swiss && (in.options.sidesGiven || !in.options.style.isEmpty())) {
        m_sides->setChecked(in.options.balanceSides);
        m_sidesChosen = in.options.sidesGiven;
        m_styleChosen = !in.options.style.isEmpty();
        m_style->setCurrentIndex(
            m_style->findData(club::swissStyleName(club::swissStyleOf(in.options.style, in.options.balanceSides))));
    }
    // A lot drawn for the event copied is drawn again for the new one.
    const QString colour = in.options.colourByLot ? QStringLiteral("lot")
        : in.options.initialColour.isEmpty()      ? QStringLiteral("white")
                                                  : in.options.initialColour;
    m_colour->setCurrentIndex(std::max(0, m_colour->findData(colour)));
    if (in.lobbySize > 0) {
        m_lobby->setValue(in.lobbySize);
        m_lobbyChosen = true;
    }
    for (int i = 0; i < m_entrants->count(); ++i)
        m_entrants->item(i)->setCheckState(
            in.entrants.contains(m_entrants->item(i)->text(), Qt::CaseInsensitive) ? Qt::Checked : Qt::Unchecked);
    for (const QString &name : in.entrants) {
        if (m_entrants->findItems(name, Qt::MatchFixedString).isEmpty()) {
            m_newEntrant->setText(name);
            addTypedEntrant();
        }
    }
    // The entrants' order as given (a copied event's seeds), in the list's spelling of each name.
    m_tickOrder.clear();
    for (const QString &name : in.entrants) {
        const QList<QListWidgetItem *> found = m_entrants->findItems(name, Qt::MatchFixedString);
        if (!found.isEmpty())
            m_tickOrder.append(found.front()->text());
    }
    if (!in.options.pairing.isEmpty()) {
        const int pairing = m_pairing->findData(in.options.pairing);
        if (pairing >= 0)
            m_pairing->setCurrentIndex(pairing);
    }
    showSeedsButton();
}

void EventDialog::create()
{
    const club::EventInput in = input();
    QString problem;
    if (in.name.isEmpty())
        problem = tr("the event needs a name");
    else if (in.discipline.isEmpty())
        problem = tr("choose the discipline");
    else if (club::traits(in.format).lobbies) {
        try {
            club::EventOptions check;
            club::parseEventOption(check, QStringLiteral("places"), m_places->text().trimmed());
        } catch (const store::DbError &error) {
            problem = tr("points by place: %1").arg(error.message());
        }
    }
    if (problem.isEmpty()) {
        try {
            m_creator(in); // a command of the club, so that the new event can be undone
        } catch (const store::DbError &error) {
            problem = error.message();
        }
    }
    m_error->say(problem.isEmpty() ? QString() : tr("Not created: %1").arg(problem));
    if (problem.isEmpty())
        accept();
    else
        fitHeight(this);
}

} // namespace podium::ui
