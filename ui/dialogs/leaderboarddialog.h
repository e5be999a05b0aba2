// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/records.h"

#include <QDialog>

#include <functional>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QComboBox;
class QDateEdit;
class QFormLayout;
class QGroupBox;
class QLineEdit;
class QWidget;

namespace podium::store {
class Database;
}

namespace podium::ui {

class Banner;

/**
 * A leaderboard's settings: its name, discipline (or all), algorithm, the algorithm's parameters (each with
 * its default, its range and a line on what it does) and an optional date range. New or editing one; the
 * dialog hands the record to `apply` (a command of the club), and stays open with the reason when it is refused.
 */
class LeaderboardDialog : public QDialog
{
    Q_OBJECT

public:
    /** Makes the change; throws DbError to refuse it. */
    using Apply = std::function<void(const club::LeaderboardRecord &)>;

    LeaderboardDialog(const store::Database &database, Apply apply, QWidget *parent = nullptr);

    /** Shows a leaderboard's settings (editing it, or a suggestion for a new one). */
    void setRecord(const club::LeaderboardRecord &record);
    /** The settings as entered; only parameters that differ from their defaults are kept. */
    club::LeaderboardRecord record() const;
    /** Hands the record to apply; closes when it is taken, else shows why. */
    void save();
    /** The refusal shown, or empty. */
    QString error() const;

    /** The algorithm a discipline's games suggest: Elo for head to head, TrueSkill for free-for-alls and teams. */
    static QString defaultAlgorithm(history::GameKind usualKind);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void fitHeight();
    /** The draw probability's editor beside a button that sets it from the leaderboard's own games (club::fitDraw);
     *  the explanation below then says how many pairs of sides it comes from. */
    QHBoxLayout *withFitDraw(QDoubleSpinBox *editor, QLabel *explanation);
    QFormLayout *createFields();
    void showParameters();
    void suggestName();
    void setParameter(const std::string &name, const std::string &value);

    const store::Database &m_db;
    Apply m_apply;
    QLineEdit *m_name;
    QComboBox *m_discipline;
    QComboBox *m_algorithm;
    QGroupBox *m_parameters; ///< one row per parameter of the algorithm chosen
    QFormLayout *m_parameterForm;
    QCheckBox *m_fromSet;
    QDateEdit *m_from;
    QCheckBox *m_toSet;
    QDateEdit *m_to;
    Banner *m_error;
    std::vector<QWidget *> m_fields; ///< the parameters' editors, in parameterInfo's order
    QString m_suggestedName; ///< the name last suggested, replaced while the organiser has not changed it
};

} // namespace podium::ui
