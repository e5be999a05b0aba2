#include "dialogs/eventdialog.h"
#include "widgets/banner.h"

#include "club/games.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "labels.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace podium::ui {

EventDialog::EventDialog(const db::Database &database, QWidget *parent, Creator creator)
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
    , m_win(new QDoubleSpinBox(this))
    , m_draw(new QDoubleSpinBox(this))
    , m_bye(new QDoubleSpinBox(this))
    , m_places(new QLineEdit(this))
    , m_tieBreaks(new QListWidget(this))
    , m_entrants(new QListWidget(this))
    , m_newEntrant(new QLineEdit(this))
    , m_error(new Banner(this))
{
    setWindowTitle(tr("New Event"));
    setUpChoices();
    setUpScoring();
    setUpEntrants();
    layOut();
    connect(m_format, &QComboBox::currentIndexChanged, this, &EventDialog::formatChanged);
    formatChanged();
}

void EventDialog::setUpChoices()
{
    for (const db::FormatTraits &format : db::eventFormats())
        m_format->addItem(Labels::format(format.format), int(format.format));
    m_discipline->setEditable(true);
    m_discipline->addItems(db::disciplineNames(m_db));
    m_leaderboard->addItem(tr("The discipline's first leaderboard"), QString());
    for (const db::LeaderboardRecord &l : db::Leaderboards(m_db).list())
        m_leaderboard->addItem(l.name, l.name);
    m_rounds->setRange(0, 99);
    m_rounds->setSpecialValueText(tr("Automatic"));
    m_lobby->setRange(2, 64);
    m_lobby->setValue(db::traits(db::EventFormat::Heats).defaultLobbySize);
}

void EventDialog::setUpScoring()
{
    const db::EventOptions defaults;
    for (QDoubleSpinBox *box : {m_win, m_draw, m_bye}) {
        box->setRange(0, 100);
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
    for (const QString &name : db::knownTieBreaks()) {
        auto *item = new QListWidgetItem(Labels::tieBreak(name), m_tieBreaks);
        item->setData(Qt::UserRole, name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
}

void EventDialog::setUpEntrants()
{
    m_entrants->setObjectName(QStringLiteral("entrants"));
    for (const db::PlayerRecord &p : db::Players(m_db).list()) {
        if (p.retired)
            continue;
        auto *item = new QListWidgetItem(p.name, m_entrants);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_newEntrant->setPlaceholderText(tr("A new player: type the name and press Enter"));
    connect(m_newEntrant, &QLineEdit::returnPressed, this, [this] {
        const QString name = db::cleanName(m_newEntrant->text());
        if (name.isEmpty())
            return;
        auto *item = new QListWidgetItem(name, m_entrants);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        m_newEntrant->clear();
    });
}

void EventDialog::layOut()
{
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Discipline:"), m_discipline);
    form->addRow(tr("&Ratings from:"), m_leaderboard);
    form->addRow(tr("R&ounds:"), m_rounds);
    form->addRow(tr("&Lobby size:"), m_lobby);
    form->addRow(tr("&Pairing:"), m_pairing);
    auto *points = new QHBoxLayout;
    points->addWidget(new QLabel(tr("win"), this));
    points->addWidget(m_win);
    points->addWidget(new QLabel(tr("draw"), this));
    points->addWidget(m_draw);
    points->addWidget(new QLabel(tr("bye"), this));
    points->addWidget(m_bye);
    auto *pointsLabel = new QLabel(tr("Poin&ts:"), this);
    pointsLabel->setBuddy(m_win);
    form->addRow(pointsLabel, points);
    form->addRow(tr("Points by p&lace:"), m_places);
    form->addRow(tr("&Tie-breaks:"), m_tieBreaks);
    auto *entrants = new QVBoxLayout;
    entrants->addWidget(m_entrants);
    entrants->addWidget(m_newEntrant);
    auto *entrantsLabel = new QLabel(tr("&Entrants:"), this);
    entrantsLabel->setBuddy(m_entrants);
    form->addRow(entrantsLabel, entrants);
    m_entrants->setMinimumHeight(240);
    m_tieBreaks->setMinimumHeight(150);
    setMinimumWidth(520);
    m_error->setObjectName(QStringLiteral("eventError"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &EventDialog::create);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

void EventDialog::formatChanged()
{
    const db::FormatTraits &format = db::traits(db::EventFormat(m_format->currentData().toInt()));
    m_rounds->setEnabled(format.choosesRounds);
    m_lobby->setEnabled(format.lobbies);
    m_places->setEnabled(format.lobbies);
    m_draw->setEnabled(!format.lobbies);
    orderTieBreaks(db::defaultTieBreaks(format.format));
    m_pairing->clear();
    for (const QString &method : format.pairingMethods)
        m_pairing->addItem(Labels::pairing(method), method);
    if (format.playsTwice) {
        m_pairing->addItem(tr("Single round robin"), QStringLiteral("single"));
        m_pairing->addItem(tr("Double round robin"), QStringLiteral("double"));
    }
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

db::EventInput EventDialog::input() const
{
    db::EventInput in;
    in.name = m_name->text().simplified();
    in.format = db::EventFormat(m_format->currentData().toInt());
    in.discipline = m_discipline->currentText().simplified();
    in.leaderboard = m_leaderboard->currentData().toString();
    const db::FormatTraits &format = db::traits(in.format);
    in.rounds = format.choosesRounds ? m_rounds->value() : 0;
    in.lobbySize = format.lobbies ? m_lobby->value() : 0;
    const QString pairing = m_pairing->currentData().toString();
    if (format.playsTwice)
        in.options.doubleRoundRobin = pairing == QLatin1String("double");
    else
        in.options.pairing = pairing;
    in.options.win = m_win->value();
    in.options.draw = m_draw->value();
    in.options.bye = m_bye->value();
    for (int i = 0; i < m_tieBreaks->count(); ++i) {
        if (m_tieBreaks->item(i)->checkState() == Qt::Checked)
            in.options.tieBreaks.append(m_tieBreaks->item(i)->data(Qt::UserRole).toString());
    }
    for (int i = 0; i < m_entrants->count(); ++i) {
        if (m_entrants->item(i)->checkState() == Qt::Checked)
            in.entrants.append(m_entrants->item(i)->text());
    }
    return in;
}

void EventDialog::setInput(const db::EventInput &in)
{
    m_name->setText(in.name);
    m_format->setCurrentIndex(m_format->findData(int(in.format)));
    m_discipline->setCurrentText(in.discipline);
    const int board = m_leaderboard->findData(in.leaderboard);
    m_leaderboard->setCurrentIndex(board >= 0 ? board : 0);
    m_rounds->setValue(in.rounds);
    if (in.lobbySize > 0)
        m_lobby->setValue(in.lobbySize);
    for (int i = 0; i < m_entrants->count(); ++i)
        m_entrants->item(i)->setCheckState(
            in.entrants.contains(m_entrants->item(i)->text(), Qt::CaseInsensitive) ? Qt::Checked : Qt::Unchecked);
    for (const QString &name : in.entrants) {
        if (m_entrants->findItems(name, Qt::MatchFixedString).isEmpty()) {
            m_newEntrant->setText(name);
            emit m_newEntrant->returnPressed();
        }
    }
}

void EventDialog::create()
{
    const db::EventInput in = input();
    QString problem;
    if (in.name.isEmpty())
        problem = tr("the event needs a name");
    else if (in.discipline.isEmpty())
        problem = tr("choose the discipline");
    if (problem.isEmpty()) {
        try {
            m_creator(in); // a command of the club, so that the new event can be undone
        } catch (const db::DbError &error) {
            problem = error.message();
        }
    }
    m_error->say(problem.isEmpty() ? QString() : tr("Not created: %1").arg(problem));
    if (problem.isEmpty())
        accept();
}

} // namespace podium::ui
