#include "pages/headtoheadpage.h"

#include "club/headtohead.h"
#include "club/players.h"
#include "io/textinput.h"
#include "models/gamesmodel.h"
#include "store/dberror.h"

#include <QCompleter>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

QString percent(double p)
{
    return QLocale().toString(100 * p, 'f', 1) + QStringLiteral(" %");
}

} // namespace

HeadToHeadPage::HeadToHeadPage(const db::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_sideA(new QLineEdit(this))
    , m_sideB(new QLineEdit(this))
    , m_outlook(new QLabel(this))
    , m_meetings(new GamesModel(this))
    , m_table(new QTableView(this))
{
    QStringList players;
    for (const db::PlayerRecord &p : db::Players(database).list())
        players.append(p.name);
    m_sideA->setProperty("findField", true); // Edit > Find lands here
    for (QLineEdit *side : {m_sideA, m_sideB}) {
        auto *completer = new QCompleter(players, side);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        side->setCompleter(completer);
        side->setPlaceholderText(tr("A player, or a team as names separated by commas"));
        connect(side, &QLineEdit::returnPressed, this, &HeadToHeadPage::compare);
    }
    auto *go = new QPushButton(tr("&Compare"), this);
    connect(go, &QPushButton::clicked, this, &HeadToHeadPage::compare);
    auto *form = new QFormLayout;
    form->addRow(tr("Side &A:"), m_sideA);
    form->addRow(tr("Side &B:"), m_sideB);
    form->addRow(QString(), go);
    m_outlook->setObjectName(QStringLiteral("headToHeadOutlook"));
    m_outlook->setWordWrap(true);
    m_outlook->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setModel(m_meetings);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(GamesModel::Participants, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_outlook);
    layout->addWidget(m_table);
}

void HeadToHeadPage::setLeaderboard(const QString &name)
{
    m_leaderboard = name;
    if (!m_sideA->text().isEmpty() && !m_sideB->text().isEmpty())
        compare();
}

void HeadToHeadPage::setSides(const QString &a, const QString &b)
{
    m_sideA->setText(a);
    m_sideB->setText(b);
}

QString HeadToHeadPage::summary() const
{
    return m_outlook->text();
}

void HeadToHeadPage::compare()
{
    try {
        const db::HeadToHead h = db::headToHead(m_db, m_leaderboard, io::parseNameList(m_sideA->text()),
                                                io::parseNameList(m_sideB->text()));
        QString text = tr("On %1: A wins %2, draw %3, B wins %4.")
                           .arg(m_leaderboard, percent(h.win), percent(h.draw), percent(h.loss));
        if (h.quality)
            text += QLatin1Char(' ') + tr("Match quality %1.").arg(percent(*h.quality));
        text += QLatin1Char(' ')
            + tr("They met %n time(s): A won %1, drew %2, B won %3.", nullptr, static_cast<int>(h.meetings.size()))
                  .arg(h.aWon)
                  .arg(h.drawn)
                  .arg(h.bWon);
        m_outlook->setText(text);
        m_meetings->setGames(h.meetings);
    } catch (const db::DbError &error) {
        m_outlook->setText(error.message());
        m_meetings->setGames({});
    }
}

} // namespace podium::ui
