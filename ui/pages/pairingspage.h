#pragma once

#include "club/suggestions.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace podium::db {
class Database;
}

namespace podium::ui {

class Banner;

/**
 * Ad-hoc games for the players present, from the active leaderboard: one round of head-to-head games, two or
 * k balanced teams (with players kept together or apart), free-for-all lobbies, or a club night's next games
 * that keep waiting times even. Every suggestion shows its match quality and the first side's chance to win.
 */
class PairingsPage : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { HeadToHead, Teams, Lobbies, ClubNight };

    explicit PairingsPage(const db::Database &database, QWidget *parent = nullptr);

    void setLeaderboard(const QString &name);
    /** Reads the club's players again, keeping who is ticked as present. */
    void reloadPlayers();
    void setPresent(const QStringList &players);
    QStringList present() const;
    void setMode(Mode mode, int k);
    /** Suggests games for the players present; a refusal is shown in the page. */
    void suggest();
    const std::vector<db::SuggestedGame> &suggestions() const { return m_games; }
    QString message() const;
    /** Club night: the suggested games have started (their players' waits start again). */
    void gamesStarted();

private:
    QWidget *createPlayerList();
    QWidget *createSuggestionView();
    void modeChanged();
    /** The games to suggest in a mode; throws DbError or io::InputError with the reason for a refusal. */
    std::vector<db::SuggestedGame> suggestionsFor(Mode mode, const QStringList &players) const;
    /** Fills the table with m_games. */
    void showSuggestions();

    const db::Database &m_db;
    QString m_leaderboard;
    QLineEdit *m_filter;
    QListWidget *m_players;
    QComboBox *m_mode;
    QSpinBox *m_k;
    QLabel *m_kLabel;
    QLineEdit *m_together;
    QLineEdit *m_apart;
    QTableWidget *m_table;
    Banner *m_message;
    QPushButton *m_started;
    std::vector<db::SuggestedGame> m_games;
    db::ClubNight m_night;
};

} // namespace podium::ui
