// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "leaderboardactions.h"

#include "club/club.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "commands/leaderboardcommands.h"
#include "dialogs/leaderboarddialog.h"
#include "store/dberror.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>

namespace podium::ui {

LeaderboardActions::LeaderboardActions(QWidget *window, QComboBox *selector)
    : QObject(window)
    , m_window(window)
    , m_selector(selector)
{
    createOffer();
}

void LeaderboardActions::addMenu(QMenuBar *bar)
{
    QMenu *menu = bar->addMenu(tr("Lea&derboards"));
    menu->addAction(tr("&New Leaderboard…"), this, [this] { newLeaderboard({}); })
        ->setObjectName(QStringLiteral("newLeaderboard"));
    menu->addAction(tr("&Edit Leaderboard…"), this, &LeaderboardActions::editLeaderboard)
        ->setObjectName(QStringLiteral("editLeaderboard"));
    menu->addAction(tr("&Delete Leaderboard"), this, &LeaderboardActions::deleteLeaderboard)
        ->setObjectName(QStringLiteral("deleteLeaderboard"));
}

QWidget *LeaderboardActions::createOffer()
{
    m_offer = new QWidget(m_window);
    m_offer->setObjectName(QStringLiteral("leaderboardOffer"));
    m_offerText = new QLabel(m_offer);
    m_offerText->setWordWrap(true);
    auto *create = new QPushButton(tr("&Create Leaderboard…"), m_offer);
    connect(create, &QPushButton::clicked, this, [this] { newLeaderboard(m_offered); });
    auto *layout = new QHBoxLayout(m_offer);
    layout->addWidget(m_offerText, 1);
    layout->addWidget(create);
    m_offer->hide();
    return m_offer;
}

void LeaderboardActions::updateOffer()
{
    const auto unrated = club::unratedDisciplines(m_club->database());
    m_offer->setVisible(!unrated.empty());
    if (unrated.empty())
        return;
    // The discipline's usual kind of game picks the algorithm: Elo for head to head, TrueSkill otherwise.
    const club::UnratedDiscipline &d = unrated.front();
    const QString algorithm = LeaderboardDialog::defaultAlgorithm(d.usualKind);
    m_offered = {0, tr("%1 - %2").arg(d.name, Labels::algorithm(algorithm)), d.name, algorithm, {}, {}, {}};
    m_offerText->setText(tr("No leaderboard rates the %Ln game(s) of %1 yet.", nullptr, d.games).arg(d.name));
}

void LeaderboardActions::newLeaderboard(const club::LeaderboardRecord &suggestion)
{
    LeaderboardDialog dialog(
        m_club->database(),
        [this](const club::LeaderboardRecord &record) {
            m_club->run(std::make_unique<commands::CreateLeaderboard>(*m_club, record));
        },
        m_window);
    dialog.setWindowTitle(tr("New Leaderboard"));
    if (!suggestion.name.isEmpty())
        dialog.setRecord(suggestion);
    if (dialog.exec() == QDialog::Accepted)
        m_selector->setCurrentText(dialog.record().name);
}

void LeaderboardActions::editLeaderboard()
{
    const QString current = m_selector->currentText();
    if (current.isEmpty())
        return;
    LeaderboardDialog dialog(
        m_club->database(),
        [this, current](const club::LeaderboardRecord &record) {
            m_club->run(std::make_unique<commands::EditLeaderboard>(*m_club, current, record));
        },
        m_window);
    dialog.setWindowTitle(tr("Edit Leaderboard"));
    try {
        dialog.setRecord(club::Leaderboards(m_club->database()).get(current));
    } catch (const store::DbError &error) {
        QMessageBox::warning(m_window, tr("Edit Leaderboard"), error.message());
        return;
    }
    if (dialog.exec() == QDialog::Accepted)
        m_selector->setCurrentText(dialog.record().name);
}

void LeaderboardActions::deleteLeaderboard()
{
    // Undoable like every change: no question first (its games stay, and undo brings it back).
    const QString current = m_selector->currentText();
    if (current.isEmpty())
        return;
    try {
        m_club->run(std::make_unique<commands::DeleteLeaderboard>(*m_club, current));
    } catch (const store::DbError &error) {
        QMessageBox::warning(m_window, tr("Delete Leaderboard"), error.message());
    }
}

} // namespace podium::ui
