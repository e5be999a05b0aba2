// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "models/comparemodel.h"

#include "club/labels.h"

#include <QFont>
#include <QLocale>

#include <cmath>
#include <limits>

namespace podium::ui {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

/** A parameter's value as the user's locale writes a number ("0,5" in German), a choice by its label. */
QString valueText(const std::string &value)
{
    bool isNumber = false;
    const double number = QString::fromStdString(value).toDouble(&isNumber);
    return isNumber ? QLocale().toString(number, 'g', 6) : Labels::parameterChoice(QString::fromStdString(value));
}

/** A parameter's name without the explanation after its comma: "β" for "β, performance spread". */
QString shortName(const std::string &name)
{
    return Labels::parameter(QString::fromStdString(name)).section(QLatin1Char(','), 0, 0).trimmed();
}

} // namespace

CompareModel::CompareModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

QString CompareModel::settingsText(const history::BacktestSpec &spec)
{
    QStringList params;
    for (const auto &[name, value] : spec.params)
        params.append(tr("%1 = %2").arg(shortName(name), valueText(value)));
    const QString algorithm = Labels::algorithm(QString::fromStdString(spec.algorithm));
    return params.isEmpty() ? tr("%1, defaults").arg(algorithm)
                            : tr("%1: %2").arg(algorithm, params.join(QStringLiteral(", ")));
}

void CompareModel::setResults(std::vector<history::BacktestResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    m_judges.clear();
    m_challenged.clear();
    // Each algorithm's best setting judges which games are tight, as TrueSkill does for Elo in the paper.
    std::vector<std::string> algorithms;
    for (const history::BacktestResult &result : m_results) {
        if (std::find(algorithms.begin(), algorithms.end(), result.spec.algorithm) == algorithms.end())
            algorithms.push_back(result.spec.algorithm);
    }
    for (const std::string &algorithm : algorithms) {
        const int best = history::bestResult(m_results, algorithm);
        const auto first = std::find_if(m_results.begin(), m_results.end(), [&](const history::BacktestResult &r) {
            return r.spec.algorithm == algorithm;
        });
        m_judges.push_back(best >= 0 ? best : static_cast<int>(first - m_results.begin())); // no pairs: any judges
    }
    // Each judge's tightest games found once, not once a row: a sweep has hundreds of rows.
    std::vector<std::vector<std::size_t>> tightest;
    for (const int judge : m_judges)
        tightest.push_back(history::tightestGames(m_results[static_cast<std::size_t>(judge)]));
    for (const history::BacktestResult &result : m_results) {
        std::vector<double> row;
        for (const std::vector<std::size_t> &games : tightest)
            row.push_back(history::errorOn(result, games));
        m_challenged.push_back(std::move(row));
    }
    m_best = history::bestResult(m_results);
    endResetModel();
}

void CompareModel::clear()
{
    setResults({});
}

double CompareModel::value(int row, int column) const
{
    if (row < 0 || row >= rowCount())
        return kNone;
    const history::BacktestResult &result = m_results[static_cast<std::size_t>(row)];
    if (column == Settings)
        return row;
    if (column == PredictionError)
        return result.predictionError;
    if (column >= FirstChallenged && column < duelsColumn())
        return m_challenged[static_cast<std::size_t>(row)][static_cast<std::size_t>(column - FirstChallenged)];
    if (column == duelsColumn())
        return result.duels;
    if (column == logLossColumn())
        return result.logLoss;
    if (column == brierColumn())
        return result.brier;
    return kNone;
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results.size());
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : brierColumn() + 1;
}

QString CompareModel::text(int row, int column) const
{
    if (column == Settings)
        return settingsText(m_results[static_cast<std::size_t>(row)].spec);
    const double number = value(row, column);
    if (std::isnan(number))
        return QStringLiteral("–");
    if (column == duelsColumn())
        return QLocale().toString(static_cast<qlonglong>(number));
    if (column == logLossColumn() || column == brierColumn())
        return QLocale().toString(number, 'f', 3);
    return QLocale().toString(100 * number, 'f', 1) + QStringLiteral(" %"); // an error: a share of pairs
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case SortRole:
        return value(row, column);
    case Qt::TextAlignmentRole:
        return column == Settings ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row == m_best) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Settings && row == m_best)
            return tr("The best of these settings: the lowest log-loss (the lowest prediction error where there are "
                      "no duels)");
        if (column == Settings)
            return QString::fromStdString(m_results[static_cast<std::size_t>(row)].spec.label());
        if (std::isnan(value(row, column)))
            return column >= logLossColumn() ? tr("No duels to score") : tr("No pairs of sides with different places");
        return headerTip(column);
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole)
        return headerTip(section);
    if (role != Qt::DisplayRole)
        return {};
    if (section == Settings)
        return tr("Settings");
    if (section == PredictionError)
        return tr("Prediction\nerror");
    if (section < duelsColumn()) {
        const auto &judge
            = m_results[static_cast<std::size_t>(m_judges[static_cast<std::size_t>(section - FirstChallenged)])];
        return tr("Challenged\nby %1").arg(Labels::algorithm(QString::fromStdString(judge.spec.algorithm)));
    }
    if (section == duelsColumn())
        return tr("Duels");
    if (section == logLossColumn())
        return tr("Log-loss");
    return tr("Brier");
}

QString CompareModel::headerTip(int section) const
{
    if (section == Settings)
        return tr("The algorithm and the parameters it ran with (those not named have their defaults)");
    if (section == PredictionError)
        return tr("Of all pairs of sides that finished in different places, the share where the side the ratings "
                  "made weaker finished ahead (equal strengths count half). Lower is better.");
    if (section < duelsColumn()) {
        const auto &judge
            = m_results[static_cast<std::size_t>(m_judges[static_cast<std::size_t>(section - FirstChallenged)])];
        return tr("The prediction error on the 20 % of games that %1 (its best settings here) found the tightest: "
                  "the paper's \"challenged\". Lower is better.")
            .arg(settingsText(judge.spec));
    }
    if (section == duelsColumn())
        return tr("Games of two players, one against one, that were not drawn: the games that log-loss and Brier "
                  "score");
    if (section == logLossColumn())
        return tr("On the duels: the mean of −ln p, where p is the chance the ratings gave the winner. Lower is "
                  "better; always guessing 50 % scores 0.693.");
    return tr("On the duels: the mean of (1 − p)², where p is the chance the ratings gave the winner. Lower is "
              "better; always guessing 50 % scores 0.250.");
}

} // namespace podium::ui
