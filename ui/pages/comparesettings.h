// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"
#include "history/backtest.h"

#include <QWidget>

#include <array>
#include <vector>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;

namespace podium::store {
class Database;
}

namespace podium::ui {

/**
 * What the Compare page backtests: which games (a leaderboard's: its discipline and dates; or a discipline, or every
 * one, in a date range) and which algorithms, each with its defaults (the leaderboard's own algorithm with the
 * leaderboard's parameters), a choice such as Elo's variant fixed, and up to two numeric parameters swept over a
 * range. Every combination of the sweeps is one setting to backtest.
 */
class CompareSettings : public QWidget
{
    Q_OBJECT

public:
    /** More settings than this in one comparison are refused: each keeps its prediction for every game. */
    static constexpr std::size_t kMaxSettings = 400;
    static constexpr int kSweepRows = 2;

    explicit CompareSettings(const store::Database &database, QWidget *parent = nullptr);

    /** Reads the leaderboards and disciplines again; the choices stay where they still exist. */
    void reload();
    /** Compares on the leaderboard's games (empty: the discipline and dates chosen below); ticks its algorithm. */
    void setLeaderboard(const QString &name);
    /** The leaderboard whose games are compared on, empty when none. */
    QString leaderboard() const;
    /** The games to compare on, as a leaderboard's scope: the leaderboard chosen, or a record without a name that
     *  holds the discipline and dates. Throws DbError when the leaderboard chosen cannot be read. */
    club::LeaderboardRecord scope() const;

    void setAlgorithm(const QString &algorithm, bool on);
    bool algorithmChecked(const QString &algorithm) const;
    /** Sweeps a numeric parameter of an algorithm (sweep row 0 or 1; an empty parameter ends the sweep). */
    void setSweep(const QString &algorithm, int row, const QString &parameter, double from = 0, double to = 0,
                  double step = 0);
    /** Fixes a choice parameter (Elo's variant, Glicko-2's period, TrueSkill's partial play). */
    void setChoice(const QString &algorithm, const QString &parameter, const QString &value);

    /** Every setting to backtest, in the algorithms' order; none, with the reason in problem, for a sweep that
     *  cannot be (a range upside down) or more than kMaxSettings settings. */
    std::vector<history::BacktestSpec> specs(QString *problem) const;

signals:
    /** The games or a setting changed. */
    void changed();

private:
    struct SweepRow
    {
        QLabel *label = nullptr;
        QComboBox *parameter = nullptr;
        QDoubleSpinBox *from = nullptr;
        QDoubleSpinBox *to = nullptr;
        QDoubleSpinBox *step = nullptr;
        QWidget *range = nullptr; ///< from, to and step, shown while a parameter is chosen
        QWidget *row = nullptr;
    };
    struct AlgorithmBox
    {
        QString algorithm;
        QCheckBox *check = nullptr;
        QWidget *details = nullptr; ///< its choices and sweeps, shown while it is ticked
        std::vector<std::pair<std::string, QComboBox *>> choices;
        std::array<SweepRow, kSweepRows> sweeps;
    };

    QWidget *createScope();
    AlgorithmBox createAlgorithm(const QString &algorithm);
    SweepRow createSweepRow(const QString &algorithm, QWidget *parent);
    /** A sweep row's range around the parameter's value (the leaderboard's, or the default) when it is chosen. */
    void sweepChosen(const AlgorithmBox &box, const SweepRow &row);
    void showSweepRows(const AlgorithmBox &box);
    void leaderboardChosen();
    /** Ticks the leaderboard's algorithm and sets its choices; takes back what the one before set. */
    void followLeaderboard(const QString &previousAlgorithm);
    /** The algorithm's setting without the sweeps. */
    history::BacktestSpec spec(const AlgorithmBox &box) const;
    std::vector<history::SweepRange> sweeps(const AlgorithmBox &box) const;
    /** The leaderboard's parameters for its own algorithm, nothing for the others. */
    rating::ParamList baseParams(const QString &algorithm) const;
    const AlgorithmBox *boxOf(const QString &algorithm) const;

    const store::Database &m_db;
    QComboBox *m_leaderboard;
    QComboBox *m_discipline;
    QCheckBox *m_fromSet;
    QDateEdit *m_from;
    QCheckBox *m_toSet;
    QDateEdit *m_to;
    std::vector<AlgorithmBox> m_algorithms;
    club::LeaderboardRecord m_chosen; ///< the leaderboard chosen as last read, empty name when none
    QString m_autoTicked; ///< the algorithm ticked because the leaderboard chosen has it, not by hand
};

} // namespace podium::ui
