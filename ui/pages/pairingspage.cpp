#include "pages/pairingspage.h"
#include "widgets/banner.h"

#include "club/players.h"
#include "io/inputerror.h"
#include "io/textinput.h"
#include "store/dberror.h"
#include "tablecells.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace podium::ui {

PairingsPage::PairingsPage(const db::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_filter(new QLineEdit(this))
    , m_players(new QListWidget(this))
    , m_mode(new QComboBox(this))
    , m_k(new QSpinBox(this))
    , m_kLabel(new QLabel(this))
    , m_together(new QLineEdit(this))
    , m_apart(new QLineEdit(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_message(new Banner(this))
    , m_started(new QPushButton(tr("Games &Started"), this))
{
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("pairingsSplitter"));
    splitter->addWidget(createPlayerList());
    splitter->addWidget(createSuggestionView());
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    modeChanged();
    reloadPlayers();
}

QWidget *PairingsPage::createPlayerList()
{
    m_filter->setPlaceholderText(tr("Filter players"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setProperty("findField", true); // Edit > Find lands here
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_players->count(); ++i)
            m_players->item(i)->setHidden(!m_players->item(i)->text().contains(text, Qt::CaseInsensitive));
    });
    m_players->setObjectName(QStringLiteral("presentPlayers"));
    auto *all = new QPushButton(tr("&All"), this);
    auto *none = new QPushButton(tr("N&one"), this);
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
    m_mode->setObjectName(QStringLiteral("pairingMode"));
    m_mode->addItem(tr("Head to head: one round"), int(Mode::HeadToHead));
    m_mode->addItem(tr("Balanced teams"), int(Mode::Teams));
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
    auto *form = new QFormLayout;
    form->addRow(tr("&Mode:"), m_mode);
    form->addRow(m_kLabel, m_k);
    form->addRow(tr("Keep &together:"), m_together);
    form->addRow(tr("Keep a&part:"), m_apart);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(suggestButton);
    buttons->addWidget(m_started);
    buttons->addStretch();
    m_table->setObjectName(QStringLiteral("suggestions"));
    m_table->setHorizontalHeaderLabels({tr("Game"), tr("Players"), tr("Quality"), tr("First wins"), tr("Note")});
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(form);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_message);
    rightLayout->addWidget(m_table);
    return right;
}

void PairingsPage::setLeaderboard(const QString &name)
{
    m_leaderboard = name;
}

void PairingsPage::reloadPlayers()
{
    const QStringList ticked = present();
    m_players->clear();
    for (const db::PlayerRecord &p : db::Players(m_db).list()) {
        if (p.retired)
            continue;
        auto *item = new QListWidgetItem(p.name, m_players);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(ticked.contains(p.name) ? Qt::Checked : Qt::Unchecked);
    }
}

void PairingsPage::setPresent(const QStringList &players)
{
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
    m_kLabel->setText(mode == Mode::Teams         ? tr("&Teams:")
                          : mode == Mode::Lobbies ? tr("&Lobby size:")
                                                  : tr("&Tables:"));
    m_k->setEnabled(mode != Mode::HeadToHead);
    m_together->setEnabled(mode == Mode::Teams);
    m_apart->setEnabled(mode == Mode::Teams);
    m_started->setVisible(mode == Mode::ClubNight);
    if (mode == Mode::Lobbies && m_k->value() < 3)
        m_k->setValue(8);
}

void PairingsPage::suggest()
{
    m_table->setRowCount(0);
    m_games.clear();
    QString refusal;
    try {
        m_games = suggestionsFor(Mode(m_mode->currentData().toInt()), present());
    } catch (const db::DbError &error) {
        refusal = error.message();
    } catch (const io::InputError &error) {
        refusal = error.text();
    }
    m_message->say(refusal);
    showSuggestions();
}

std::vector<db::SuggestedGame> PairingsPage::suggestionsFor(Mode mode, const QStringList &players) const
{
    if (m_leaderboard.isEmpty())
        throw db::DbError(tr("choose a leaderboard: its ratings make the pairings"));
    if (mode == Mode::ClubNight)
        return db::nextClubGames(m_db, m_leaderboard, players, m_k->value(), m_night);
    tournament::TeamConstraints constraints;
    if (mode == Mode::Teams) {
        constraints.together = io::parsePlayerPairs(m_together->text(), players);
        constraints.apart = io::parsePlayerPairs(m_apart->text(), players);
    }
    const db::SuggestMode how = mode == Mode::Teams ? db::SuggestMode::Teams
        : mode == Mode::Lobbies                     ? db::SuggestMode::FreeForAll
                                                    : db::SuggestMode::HeadToHead;
    return db::suggestGames(m_db, m_leaderboard, players, how, m_k->value(), constraints);
}

void PairingsPage::showSuggestions()
{
    const QLocale locale;
    m_table->setRowCount(static_cast<int>(m_games.size()));
    for (int r = 0; r < static_cast<int>(m_games.size()); ++r) {
        const db::SuggestedGame &g = m_games[static_cast<std::size_t>(r)];
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
        m_table->setItem(r, 4, readOnlyCell(g.note));
    }
    m_table->resizeColumnToContents(2);
    m_table->resizeColumnToContents(3);
}

QString PairingsPage::message() const
{
    return m_message->shown();
}

void PairingsPage::gamesStarted()
{
    m_night.started(m_games, present());
    m_games.clear();
    m_table->setRowCount(0); // the next suggestion, when tables are free again, knows who waited
}

} // namespace podium::ui
