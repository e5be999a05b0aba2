// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "history/backtest.h"

#include <QAbstractTableModel>

#include <vector>

namespace podium::ui {

/**
 * The Compare page's table, the TrueSkill paper's for the club: one row per backtested setting with its prediction
 * error on all games, its error on the tightest games of each algorithm's best setting ("challenged by"), and, on
 * the duels, log-loss and Brier score. The best row (history::bestResult) is bold.
 */
class CompareModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /** The first columns; one "challenged by" column per algorithm follows PredictionError, then Duels, LogLoss and
     *  Brier (their numbers from duelsColumn() and so on). */
    enum Column { Settings, PredictionError, FirstChallenged };
    /** The number behind a cell (NaN where there is none), and the Settings column's row in run order. */
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit CompareModel(QObject *parent = nullptr);

    /** Shows these results (in the specs' order); the best of each algorithm becomes a column's judge. */
    void setResults(std::vector<history::BacktestResult> results);
    void clear();

    const std::vector<history::BacktestResult> &results() const { return m_results; }
    /** The row of the best result, -1 when none. */
    int best() const { return m_best; }
    /** The rows of each algorithm's best result, in the order the algorithms first appear: the judges of the
     *  "challenged by" columns. */
    const std::vector<int> &judges() const { return m_judges; }
    int duelsColumn() const { return FirstChallenged + static_cast<int>(m_judges.size()); }
    int logLossColumn() const { return duelsColumn() + 1; }
    int brierColumn() const { return duelsColumn() + 2; }
    /** The number in a cell (SortRole): NaN where there is none. */
    double value(int row, int column) const;

    /** "Elo: k = 24, Variant = Gaussian": an algorithm and the parameters given, as the table names a setting. */
    static QString settingsText(const history::BacktestSpec &spec);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;
    QString headerTip(int section) const;

    std::vector<history::BacktestResult> m_results;
    std::vector<int> m_judges;
    std::vector<std::vector<double>> m_challenged; ///< [row][judge]
    int m_best = -1;
};

} // namespace podium::ui
