// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "dialogs/leaderboarddialog.h"

#include "dialogs/fitheight.h"
#include "io/localdates.h"

#include "club/drawfit.h"
#include "club/games.h"
#include "club/labels.h"
#include "io/inputerror.h"
#include "rating/ratingsystem.h"
#include "store/dberror.h"
#include "widgets/banner.h"
#include "widgets/parameterspin.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace podium::ui {

namespace {

/** The narrowest a parameter's note wraps to: a few words a line in every language. */
constexpr int kNoteWidth = 360;

QString numberText(double value)
{
    return QLocale().toString(value, 'g', 6);
}

QWidget *editorFor(const rating::ParamInfo &info, QWidget *parent)
{
    if (!info.choices.empty()) {
        auto *choice = new QComboBox(parent);
        for (const std::string &c : info.choices)
            choice->addItem(Labels::parameterChoice(QString::fromStdString(c)), QString::fromStdString(c));
        return choice;
    }
    return parameterSpinBox(info, parent);
}

} // namespace

LeaderboardDialog::LeaderboardDialog(const store::Database &database, Apply apply, QWidget *parent)
    : QDialog(parent)
    , m_db(database)
    , m_apply(std::move(apply))
    , m_name(new QLineEdit(this))
    , m_discipline(new QComboBox(this))
    , m_algorithm(new QComboBox(this))
    , m_parameters(new QGroupBox(this))
    , m_parameterForm(new QFormLayout(m_parameters))
    , m_fromSet(new QCheckBox(tr("&From"), this))
    , m_from(new QDateEdit(QDate::currentDate(), this))
    , m_toSet(new QCheckBox(tr("&To"), this))
    , m_to(new QDateEdit(QDate::currentDate(), this))
    , m_error(new Banner(this))
{
    setWindowTitle(tr("Leaderboard"));
    m_error->setObjectName(QStringLiteral("leaderboardError"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &LeaderboardDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(createFields());
    layout->addWidget(m_parameters);
    layout->addStretch(); // fewer parameters than the dialog has room for: the space goes below them
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    showParameters();
    suggestName();
}

void LeaderboardDialog::suggestName()
{
    // "Chess - Elo" follows the discipline and the algorithm until the organiser types a name of their own.
    const QString suggestion = tr("%1 - %2").arg(m_discipline->currentText(), m_algorithm->currentText());
    if (m_name->text().isEmpty() || m_name->text() == m_suggestedName)
        m_name->setText(suggestion);
    m_suggestedName = suggestion;
}

QFormLayout *LeaderboardDialog::createFields()
{
    m_name->setObjectName(QStringLiteral("leaderboardName"));
    m_discipline->setObjectName(QStringLiteral("leaderboardDiscipline"));
    m_discipline->addItem(tr("All disciplines"), QString());
    for (const QString &name : club::disciplineNames(m_db))
        m_discipline->addItem(name, name);
    m_algorithm->setObjectName(QStringLiteral("leaderboardAlgorithm"));
    for (const std::string &id : rating::ratingSystemNames())
        m_algorithm->addItem(Labels::algorithm(QString::fromStdString(id)), QString::fromStdString(id));
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &LeaderboardDialog::showParameters);
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, &LeaderboardDialog::suggestName);
    connect(m_discipline, &QComboBox::currentIndexChanged, this, &LeaderboardDialog::suggestName);
    m_from->setAccessibleName(tr("From"));
    m_to->setAccessibleName(tr("To"));
    for (QDateEdit *date : {m_from, m_to}) {
        date->setCalendarPopup(true);
        date->setDisplayFormat(io::shortDateFormat(QLocale())); // the year in full (U4 of the desktop review)
        date->setEnabled(false);
    }
    connect(m_fromSet, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toSet, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    auto *range = new QHBoxLayout;
    range->addWidget(m_fromSet);
    range->addWidget(m_from);
    range->addWidget(m_toSet);
    range->addWidget(m_to);
    range->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Discipline:"), m_discipline);
    form->addRow(tr("&Algorithm:"), m_algorithm);
    form->addRow(tr("Games played:"), range);
    return form;
}

void LeaderboardDialog::showParameters()
{
    while (m_parameterForm->rowCount() > 0)
        m_parameterForm->removeRow(0);
    m_fields.clear();
    const QString algorithm = m_algorithm->currentData().toString();
    m_parameters->setTitle(tr("Parameters of %1").arg(Labels::algorithm(algorithm)));
    for (const rating::ParamInfo &info : rating::parameterInfo(algorithm.toStdString())) {
        const QString name = QString::fromStdString(info.name);
        QWidget *editor = editorFor(info, m_parameters);
        editor->setObjectName(QStringLiteral("param-") + name);
        const QString help = Labels::parameterHelp(algorithm, name);
        const QString range = info.choices.empty()
            ? tr("Default %1; from %2 to %3.")
                  .arg(numberText(info.defaultValue), numberText(info.minimum), numberText(info.maximum))
            : QString();
        editor->setToolTip(range.isEmpty() ? help : help + QLatin1Char('\n') + range);
        auto *explanation = new QLabel(help, m_parameters);
        // Wrapped within the width of a field, or the longest note makes the dialog wider than a 1280-pixel screen
        // in German and Spanish (B2 of the desktop review); the dialog takes the height the rows need when they are
        // rebuilt (fitHeight).
        explanation->setWordWrap(true);
        explanation->setMinimumWidth(kNoteWidth);
        QFont small = explanation->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        explanation->setFont(small);
        auto *cell = new QVBoxLayout;
        cell->setSpacing(0);
        if (name == QLatin1String("draw_probability"))
            cell->addLayout(withFitDraw(qobject_cast<QDoubleSpinBox *>(editor), explanation));
        else
            cell->addWidget(editor);
        cell->addWidget(explanation);
        m_parameterForm->addRow(Labels::field(Labels::parameter(name)), cell);
        m_fields.push_back(editor);
    }
    if (isVisible())
        fitHeight();
}

void LeaderboardDialog::fitHeight()
{
    // The notes are cut otherwise when the dialog opens, and when the rows are rebuilt for another algorithm.
    ui::fitHeight(this);
}

void LeaderboardDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    fitHeight();
}

QHBoxLayout *LeaderboardDialog::withFitDraw(QDoubleSpinBox *editor, QLabel *explanation)
{
    // The TrueSkill paper sets the draw margin from the fraction of draws in the data: the games this leaderboard
    // holds (its discipline and dates as the form has them now) say what it is.
    auto *fit = new QPushButton(tr("From the &games"), m_parameters);
    fit->setObjectName(QStringLiteral("fitDraw"));
    fit->setToolTip(tr("Sets the draw probability to the share of drawn pairs of sides (next to each other in the "
                       "finishing order) in the games this leaderboard holds"));
    connect(fit, &QPushButton::clicked, this, [this, editor, explanation] {
        club::DrawFit found;
        try {
            found = club::fitDraw(m_db, record());
        } catch (const store::DbError &error) { // a damaged file: said here, never thrown into the event loop
            m_error->say(error.message());
            return;
        }
        if (found.pairs == 0) {
            explanation->setText(tr("No games yet to take a draw probability from."));
            return;
        }
        editor->setValue(found.probability);
        explanation->setText(tr("%1 of %Ln pair(s) of sides in these games were drawn.", nullptr, found.pairs)
                                 .arg(QLocale().toString(found.draws)));
    });
    auto *row = new QHBoxLayout;
    row->addWidget(editor, 1);
    row->addWidget(fit);
    return row;
}

void LeaderboardDialog::setParameter(const std::string &name, const std::string &value)
{
    const auto infos = rating::parameterInfo(m_algorithm->currentData().toString().toStdString());
    for (std::size_t i = 0; i < infos.size() && i < m_fields.size(); ++i) {
        if (infos[i].name != name)
            continue;
        if (auto *choice = qobject_cast<QComboBox *>(m_fields[i]))
            choice->setCurrentIndex(std::max(0, choice->findData(QString::fromStdString(value))));
        else if (auto *number = qobject_cast<QDoubleSpinBox *>(m_fields[i]))
            number->setValue(QString::fromStdString(value).toDouble());
    }
}

void LeaderboardDialog::setRecord(const club::LeaderboardRecord &record)
{
    m_name->setText(record.name);
    m_suggestedName.clear(); // a name given is the organiser's until they change the algorithm of a suggestion
    m_discipline->setCurrentIndex(std::max(0, m_discipline->findData(record.discipline)));
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(record.algorithm)));
    showParameters();
    for (const auto &[name, value] : record.params)
        setParameter(name, value);
    m_fromSet->setChecked(!record.dateFrom.isEmpty());
    m_toSet->setChecked(!record.dateTo.isEmpty());
    if (!record.dateFrom.isEmpty())
        m_from->setDate(QDate::fromString(record.dateFrom.left(10), Qt::ISODate));
    if (!record.dateTo.isEmpty())
        m_to->setDate(QDate::fromString(record.dateTo.left(10), Qt::ISODate));
}

club::LeaderboardRecord LeaderboardDialog::record() const
{
    club::LeaderboardRecord record;
    record.name = m_name->text().simplified();
    record.discipline = m_discipline->currentData().toString();
    record.algorithm = m_algorithm->currentData().toString();
    const auto infos = rating::parameterInfo(record.algorithm.toStdString());
    for (std::size_t i = 0; i < infos.size() && i < m_fields.size(); ++i) {
        if (const auto *choice = qobject_cast<const QComboBox *>(m_fields[i])) {
            if (choice->currentIndex() > 0)
                record.params.emplace_back(infos[i].name, choice->currentData().toString().toStdString());
        } else if (const auto *number = qobject_cast<const QDoubleSpinBox *>(m_fields[i])) {
            // A default stays unstored, so that it follows Podium's default; the spin box rounds to its decimals.
            if (std::abs(number->value() - infos[i].defaultValue) > 0.5 * std::pow(10.0, -number->decimals()))
                record.params.emplace_back(infos[i].name, QString::number(number->value(), 'g', 10).toStdString());
        }
    }
    if (m_fromSet->isChecked())
        record.dateFrom = m_from->date().toString(Qt::ISODate);
    if (m_toSet->isChecked())
        record.dateTo = m_to->date().toString(Qt::ISODate);
    return record;
}

void LeaderboardDialog::save()
{
    QString problem;
    try {
        m_apply(record());
    } catch (const store::DbError &error) {
        problem = error.message();
    } catch (const io::InputError &error) {
        problem = error.text();
    }
    m_error->say(problem.isEmpty() ? QString() : tr("Not saved: %1").arg(problem));
    if (problem.isEmpty())
        accept();
}

QString LeaderboardDialog::error() const
{
    return m_error->shown();
}

QString LeaderboardDialog::defaultAlgorithm(history::GameKind usualKind)
{
    return usualKind == history::GameKind::HeadToHead ? QStringLiteral("elo") : QStringLiteral("trueskill");
}

} // namespace podium::ui
