// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/comparesettings.h"

#include "club/games.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "io/localdates.h"
#include "io/ratingtext.h"
#include "rating/ratingsystem.h"
#include "store/dberror.h"
#include "widgets/parameterspin.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

constexpr int kIdRole = Qt::UserRole + 1; ///< a leaderboard's id in the leaderboard list

/** Sets a parameter in a list, replacing its value where it is already there. */
void setParam(rating::ParamList &params, const std::string &name, const std::string &value)
{
    for (auto &[n, v] : params) {
        if (n == name) {
            v = value;
            return;
        }
    }
    params.emplace_back(name, value);
}

const std::string *findParam(const rating::ParamList &params, const std::string &name)
{
    for (const auto &[n, v] : params) {
        if (n == name)
            return &v;
    }
    return nullptr;
}

rating::ParamInfo infoOf(const QString &algorithm, const QString &name)
{
    for (rating::ParamInfo &info : rating::parameterInfo(algorithm.toStdString())) {
        if (info.name == name.toStdString())
            return info;
    }
    return {};
}

QLabel *smallLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont small = label->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    label->setFont(small);
    label->setWordWrap(true);
    return label;
}

} // namespace

CompareSettings::CompareSettings(const store::Database &database, QWidget *parent)
    : QWidget(parent)
    , m_db(database)
    , m_leaderboard(new QComboBox(this))
    , m_discipline(new QComboBox(this))
    , m_fromSet(new QCheckBox(tr("Fro&m"), this))
    , m_from(new QDateEdit(QDate::currentDate(), this))
    , m_toSet(new QCheckBox(tr("T&o"), this))
    , m_to(new QDateEdit(QDate::currentDate(), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createScope());
    auto *algorithms = new QGroupBox(tr("Algorithms"), this);
    auto *list = new QVBoxLayout(algorithms);
    list->addWidget(smallLabel(tr("Without a sweep an algorithm runs once: with its defaults, or with the "
                                  "leaderboard's parameters if it is the leaderboard's algorithm. A sweep runs every "
                                  "value from its first to its last, a step apart."),
                               algorithms));
    for (const std::string &id : rating::ratingSystemNames()) {
        m_algorithms.push_back(createAlgorithm(QString::fromStdString(id)));
        list->addWidget(m_algorithms.back().check);
        list->addWidget(m_algorithms.back().details);
    }
    layout->addWidget(algorithms);
    layout->addStretch();
    // The paper's pair to start with; ZoneStats needs minutes and scores, which few disciplines have.
    setAlgorithm(QStringLiteral("trueskill"), true);
    setAlgorithm(QStringLiteral("elo"), true);
    reload();
}

QWidget *CompareSettings::createScope()
{
    auto *scope = new QGroupBox(tr("Games"), this);
    m_leaderboard->setObjectName(QStringLiteral("compareLeaderboard"));
    m_leaderboard->setToolTip(tr("Compare on a leaderboard's games (its discipline and dates), or on the games "
                                 "chosen below"));
    m_discipline->setObjectName(QStringLiteral("compareDiscipline"));
    for (QComboBox *combo : {m_leaderboard, m_discipline}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    connect(m_leaderboard, &QComboBox::currentIndexChanged, this, &CompareSettings::leaderboardChosen);
    connect(m_discipline, &QComboBox::currentIndexChanged, this, &CompareSettings::changed);
    // Their group box's title was both dates' name for a screen reader (W7 of the desktop review).
    m_from->setAccessibleName(tr("From"));
    m_to->setAccessibleName(tr("To"));
    for (QDateEdit *date : {m_from, m_to}) {
        date->setCalendarPopup(true);
        date->setDisplayFormat(io::shortDateFormat(QLocale())); // the year in full (U4 of the desktop review)
        date->setEnabled(false);
        connect(date, &QDateEdit::dateChanged, this, &CompareSettings::changed);
    }
    connect(m_fromSet, &QCheckBox::toggled, this, [this] { leaderboardChosen(); });
    connect(m_toSet, &QCheckBox::toggled, this, [this] { leaderboardChosen(); });
    auto *form = new QFormLayout(scope);
    form->addRow(tr("Le&aderboard:"), m_leaderboard);
    form->addRow(tr("Discipli&ne:"), m_discipline);
    form->addRow(m_fromSet, m_from);
    form->addRow(m_toSet, m_to);
    return scope;
}

CompareSettings::AlgorithmBox CompareSettings::createAlgorithm(const QString &algorithm)
{
    AlgorithmBox made;
    made.algorithm = algorithm;
    made.check = new QCheckBox(Labels::algorithm(algorithm), this);
    made.check->setObjectName(QStringLiteral("compare-") + algorithm);
    made.check->setToolTip(tr("Tick to backtest %1").arg(Labels::algorithm(algorithm)));
    made.details = new QWidget(this);
    auto *form = new QFormLayout(made.details);
    form->setContentsMargins(made.check->sizeHint().height(), 0, 0, 0); // under the name, indented
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const rating::ParamInfo &info : rating::parameterInfo(algorithm.toStdString())) {
        if (info.choices.empty())
            continue;
        auto *choice = new QComboBox(made.details);
        choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        choice->setMinimumContentsLength(9);
        const QString name = QString::fromStdString(info.name);
        choice->setObjectName(QStringLiteral("compare-%1-%2").arg(algorithm, name));
        for (const std::string &c : info.choices)
            choice->addItem(Labels::parameterChoice(QString::fromStdString(c)), QString::fromStdString(c));
        choice->setToolTip(Labels::parameterHelp(algorithm, name));
        connect(choice, &QComboBox::currentIndexChanged, this, &CompareSettings::changed);
        form->addRow(Labels::field(Labels::parameter(name)), choice);
        made.choices.emplace_back(info.name, choice);
    }
    for (int r = 0; r < kSweepRows; ++r) {
        made.sweeps[static_cast<std::size_t>(r)] = createSweepRow(algorithm, made.details);
        made.sweeps[static_cast<std::size_t>(r)].parameter->setObjectName(
            QStringLiteral("compare-%1-sweep%2").arg(algorithm).arg(r));
        made.sweeps[static_cast<std::size_t>(r)].label->setText(r == 0 ? tr("Sweep:") : tr("And:"));
        form->addRow(made.sweeps[static_cast<std::size_t>(r)].row); // across: the range needs the width
    }
    const std::size_t index = m_algorithms.size(); // where the box goes: the rows find it by its place
    connect(made.check, &QCheckBox::clicked, this, [this, algorithm] {
        if (algorithm == m_autoTicked)
            m_autoTicked.clear(); // ticked or unticked by hand: it stays as the organiser left it
    });
    connect(made.check, &QCheckBox::toggled, this, [this, index] {
        showSweepRows(m_algorithms[index]);
        emit changed();
    });
    for (std::size_t r = 0; r < made.sweeps.size(); ++r) {
        const SweepRow &row = made.sweeps[r];
        connect(row.parameter, &QComboBox::currentIndexChanged, this, [this, index, r] {
            const AlgorithmBox &box = m_algorithms[index];
            sweepChosen(box, box.sweeps[r]);
            showSweepRows(box);
            emit changed();
        });
        for (QDoubleSpinBox *spin : {row.from, row.to, row.step})
            connect(spin, &QDoubleSpinBox::valueChanged, this, &CompareSettings::changed);
    }
    return made;
}

CompareSettings::SweepRow CompareSettings::createSweepRow(const QString &algorithm, QWidget *parent)
{
    SweepRow row;
    row.row = new QWidget(parent);
    row.parameter = new QComboBox(row.row);
    row.parameter->addItem(tr("No parameter"), QString());
    for (const rating::ParamInfo &info : rating::parameterInfo(algorithm.toStdString())) {
        if (info.choices.empty()) {
            const QString name = QString::fromStdString(info.name);
            row.parameter->addItem(Labels::parameter(name), name);
        }
    }
    row.parameter->setToolTip(tr("A parameter to try at several values"));
    row.parameter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.parameter->setMinimumContentsLength(9);
    row.from = new QDoubleSpinBox(row.row);
    row.to = new QDoubleSpinBox(row.row);
    row.step = new QDoubleSpinBox(row.row);
    row.range = new QWidget(row.row);
    // The range on a line of its own, shown once a parameter is chosen: "from 12.5 to 37.5 step 6.25".
    auto *range = new QHBoxLayout(row.range);
    range->setContentsMargins(0, 0, 0, 0);
    const std::pair<QString, QDoubleSpinBox *> parts[] {
        {tr("from"), row.from}, {tr("to"), row.to}, {tr("step"), row.step}};
    for (const auto &[text, spin] : parts) {
        auto *label = new QLabel(text, row.range);
        label->setBuddy(spin);
        range->addWidget(label);
        range->addWidget(spin, 1);
        // Not as wide as the largest value allowed (Elo's k goes to a million): as wide as the page leaves.
        spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("00.00")) + 24);
    }
    row.from->setToolTip(tr("The first value"));
    row.to->setToolTip(tr("The last value"));
    row.step->setToolTip(tr("The step from one value to the next"));
    row.range->hide();
    row.label = new QLabel(row.row);
    row.label->setBuddy(row.parameter);
    auto *choice = new QHBoxLayout;
    choice->addWidget(row.label);
    choice->addWidget(row.parameter, 1);
    auto *layout = new QVBoxLayout(row.row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choice);
    layout->addWidget(row.range);
    return row;
}

void CompareSettings::sweepChosen(const AlgorithmBox &box, const SweepRow &row)
{
    const QString name = row.parameter->currentData().toString();
    row.range->setVisible(!name.isEmpty());
    if (name.isEmpty())
        return;
    const rating::ParamInfo info = infoOf(box.algorithm, name);
    // Around the value it would run with: half of it to one and a half times it, in five steps.
    double centre = info.defaultValue;
    const rating::ParamList base = baseParams(box.algorithm); // kept: findParam points into it
    if (const std::string *own = findParam(base, info.name))
        centre = QString::fromStdString(*own).toDouble();
    for (QDoubleSpinBox *spin : {row.from, row.to, row.step}) {
        const QSignalBlocker quiet(spin);
        fitToParameter(spin, info);
    }
    const double spread = centre != 0.0 ? std::abs(centre) : 1.0;
    const QSignalBlocker quietFrom(row.from);
    const QSignalBlocker quietTo(row.to);
    const QSignalBlocker quietStep(row.step);
    row.step->setMinimum(std::pow(10.0, -row.step->decimals()));
    row.from->setValue(centre - spread / 2);
    row.step->setValue(spread / 4);
    // Five values: the last as the rounded first and step reach it (6.25 would miss 2.0833 + 4 × 1.0417).
    row.to->setValue(row.from->value() + 4 * row.step->value());
}

void CompareSettings::showSweepRows(const AlgorithmBox &box)
{
    auto *form = qobject_cast<QFormLayout *>(box.details->layout());
    box.details->setVisible(box.check->isChecked()); // an algorithm not ticked shows its name alone
    // The second sweep shows once the first has a parameter.
    for (std::size_t r = 1; r < box.sweeps.size(); ++r) {
        const bool wanted
            = box.sweeps[r - 1].parameter->currentIndex() > 0 || box.sweeps[r].parameter->currentIndex() > 0;
        form->setRowVisible(box.sweeps[r].row, wanted);
    }
}

void CompareSettings::reload()
{
    const QString leaderboard = this->leaderboard();
    const QString discipline = m_discipline->currentData().toString();
    std::vector<club::LeaderboardRecord> boards;
    QStringList disciplines;
    try {
        boards = club::Leaderboards(m_db).list();
        disciplines = club::disciplineNames(m_db);
    } catch (const store::DbError &) {
        // a damaged file: the lists stay empty, and a run says what is wrong
    }
    {
        const QSignalBlocker quiet(m_leaderboard);
        const QSignalBlocker quietToo(m_discipline);
        m_leaderboard->clear();
        m_leaderboard->addItem(tr("None: the games chosen below"), QString());
        for (const club::LeaderboardRecord &board : boards) {
            m_leaderboard->addItem(board.name, board.name);
            m_leaderboard->setItemData(m_leaderboard->count() - 1, board.id, kIdRole);
        }
        // By its id: a leaderboard renamed (by Use these settings, or its undo) stays chosen.
        const int same = m_chosen.id != 0 ? m_leaderboard->findData(m_chosen.id, kIdRole) : -1;
        m_leaderboard->setCurrentIndex(same >= 0 ? same : std::max(0, m_leaderboard->findData(leaderboard)));
        m_discipline->clear();
        m_discipline->addItem(tr("All disciplines"), QString());
        for (const QString &name : disciplines)
            m_discipline->addItem(name, name);
        m_discipline->setCurrentIndex(std::max(0, m_discipline->findData(discipline)));
    }
    leaderboardChosen();
    for (const AlgorithmBox &box : m_algorithms)
        showSweepRows(box);
}

void CompareSettings::setLeaderboard(const QString &name)
{
    m_leaderboard->setCurrentIndex(std::max(0, m_leaderboard->findData(name)));
}

QString CompareSettings::leaderboard() const
{
    return m_leaderboard->currentData().toString();
}

void CompareSettings::leaderboardChosen()
{
    const QString name = leaderboard();
    const bool previous = !m_chosen.name.isEmpty();
    const qint64 previousId = m_chosen.id;
    const QString previousAlgorithm = m_chosen.algorithm;
    m_chosen = {};
    if (!name.isEmpty()) {
        try {
            m_chosen = club::Leaderboards(m_db).get(name);
        } catch (const store::DbError &) {
            // gone meanwhile: scope() says so when it is run
        }
    }
    const bool chosen = !m_chosen.name.isEmpty();
    const bool switched = m_chosen.id != previousId; // not the same leaderboard read again after a change
    {
        // A leaderboard's own games: its discipline and dates, shown but not for changing here.
        const QSignalBlocker quietFrom(m_fromSet);
        const QSignalBlocker quietTo(m_toSet);
        if (chosen) {
            m_discipline->setCurrentIndex(std::max(0, m_discipline->findData(m_chosen.discipline)));
            m_fromSet->setChecked(!m_chosen.dateFrom.isEmpty());
            m_toSet->setChecked(!m_chosen.dateTo.isEmpty());
            if (!m_chosen.dateFrom.isEmpty())
                m_from->setDate(QDate::fromString(m_chosen.dateFrom.left(10), Qt::ISODate));
            if (!m_chosen.dateTo.isEmpty())
                m_to->setDate(QDate::fromString(m_chosen.dateTo.left(10), Qt::ISODate));
        } else if (previous) {
            m_fromSet->setChecked(false);
            m_toSet->setChecked(false);
        }
    }
    m_discipline->setEnabled(!chosen);
    m_fromSet->setEnabled(!chosen);
    m_toSet->setEnabled(!chosen);
    m_from->setEnabled(!chosen && m_fromSet->isChecked());
    m_to->setEnabled(!chosen && m_toSet->isChecked());
    if (switched)
        followLeaderboard(previousAlgorithm);
    emit changed();
}

void CompareSettings::followLeaderboard(const QString &previousAlgorithm)
{
    // What the leaderboard before set goes (unless the organiser made it theirs), what this one has comes.
    if (!m_autoTicked.isEmpty())
        setAlgorithm(m_autoTicked, false);
    m_autoTicked.clear();
    if (const AlgorithmBox *box = boxOf(previousAlgorithm)) {
        for (const auto &[name, choice] : box->choices)
            choice->setCurrentIndex(0);
    }
    if (m_chosen.name.isEmpty())
        return;
    if (!algorithmChecked(m_chosen.algorithm)) {
        setAlgorithm(m_chosen.algorithm, true);
        m_autoTicked = m_chosen.algorithm;
    }
    for (const auto &[param, value] : m_chosen.params)
        setChoice(m_chosen.algorithm, QString::fromStdString(param), QString::fromStdString(value));
}

club::LeaderboardRecord CompareSettings::scope() const
{
    if (!leaderboard().isEmpty())
        return club::Leaderboards(m_db).get(leaderboard());
    club::LeaderboardRecord scope;
    scope.discipline = m_discipline->currentData().toString();
    if (m_fromSet->isChecked())
        scope.dateFrom = m_from->date().toString(Qt::ISODate);
    if (m_toSet->isChecked())
        scope.dateTo = m_to->date().toString(Qt::ISODate);
    return scope;
}

const CompareSettings::AlgorithmBox *CompareSettings::boxOf(const QString &algorithm) const
{
    for (const AlgorithmBox &box : m_algorithms) {
        if (box.algorithm == algorithm)
            return &box;
    }
    return nullptr;
}

void CompareSettings::setAlgorithm(const QString &algorithm, bool on)
{
    if (const AlgorithmBox *box = boxOf(algorithm))
        box->check->setChecked(on);
}

bool CompareSettings::algorithmChecked(const QString &algorithm) const
{
    const AlgorithmBox *box = boxOf(algorithm);
    return box && box->check->isChecked();
}

void CompareSettings::setSweep(const QString &algorithm, int row, const QString &parameter, double from, double to,
                               double step)
{
    const AlgorithmBox *box = boxOf(algorithm);
    if (!box || row < 0 || row >= kSweepRows)
        return;
    const SweepRow &sweep = box->sweeps[static_cast<std::size_t>(row)];
    sweep.parameter->setCurrentIndex(std::max(0, sweep.parameter->findData(parameter)));
    if (parameter.isEmpty())
        return;
    sweep.from->setValue(from);
    sweep.to->setValue(to);
    sweep.step->setValue(step);
}

void CompareSettings::setChoice(const QString &algorithm, const QString &parameter, const QString &value)
{
    if (const AlgorithmBox *box = boxOf(algorithm)) {
        for (const auto &[name, choice] : box->choices) {
            if (name == parameter.toStdString())
                choice->setCurrentIndex(std::max(0, choice->findData(value)));
        }
    }
}

rating::ParamList CompareSettings::baseParams(const QString &algorithm) const
{
    return !m_chosen.name.isEmpty() && m_chosen.algorithm == algorithm ? m_chosen.params : rating::ParamList {};
}

std::vector<history::BacktestSpec> CompareSettings::specs(QString *problem) const
{
    std::vector<history::BacktestSpec> specs;
    try {
        for (const AlgorithmBox &box : m_algorithms) {
            if (!box.check->isChecked())
                continue;
            for (history::BacktestSpec &made : history::expandSweeps({spec(box)}, sweeps(box), kMaxSettings + 1))
                specs.push_back(std::move(made));
        }
    } catch (const rating::RatingError &error) {
        *problem = ratingWhat(error);
        return {};
    }
    if (specs.size() > kMaxSettings) {
        *problem = tr("More than %Ln setting(s) to try: take a larger step, or sweep fewer parameters.", nullptr,
                      static_cast<int>(kMaxSettings));
        return {};
    }
    problem->clear();
    return specs;
}

history::BacktestSpec CompareSettings::spec(const AlgorithmBox &box) const
{
    history::BacktestSpec spec;
    spec.algorithm = box.algorithm.toStdString();
    spec.params = baseParams(box.algorithm);
    for (const auto &[name, choice] : box.choices) {
        // A choice other than the default is named; the default only where the leaderboard names it.
        if (choice->currentIndex() > 0 || findParam(spec.params, name))
            setParam(spec.params, name, choice->currentData().toString().toStdString());
    }
    return spec;
}

std::vector<history::SweepRange> CompareSettings::sweeps(const AlgorithmBox &box) const
{
    std::vector<history::SweepRange> sweeps;
    for (const SweepRow &row : box.sweeps) {
        const std::string name = row.parameter->currentData().toString().toStdString();
        const bool twice
            = std::any_of(sweeps.begin(), sweeps.end(), [&](const history::SweepRange &s) { return s.name == name; });
        if (!name.empty() && !twice)
            sweeps.push_back(
                {box.algorithm.toStdString(), name, row.from->value(), row.to->value(), row.step->value()});
    }
    return sweeps;
}

} // namespace podium::ui
