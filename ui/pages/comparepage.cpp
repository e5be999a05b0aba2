// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "pages/comparepage.h"

#include "charts/backtestchart.h"
#include "club/backtests.h"
#include "club/club.h"
#include "club/games.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "commands/leaderboardcommands.h"
#include "comparejob.h"
#include "io/inputerror.h"
#include "io/ratingtext.h"
#include "models/comparemodel.h"
#include "models/gamesmodel.h"
#include "pages/comparesettings.h"
#include "store/dberror.h"
#include "widgets/banner.h"
#include "widgets/busycursor.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace podium::ui {

namespace {

/** "The Chess game of 02/05/2024 (Ann 1st, Bob 2nd)", or "Game 12" when the game cannot be read. */
QString gameText(const store::Database &db, qint64 id)
{
    try {
        const club::GameRecord record = club::Games(db).get(id);
        return ComparePage::tr("The %1 game of %2 (%3)")
            .arg(record.game.discipline, GamesModel::dateText(QLocale(), record.game.date),
                 GamesModel::participantsText(record));
    } catch (const store::DbError &) {
        return ComparePage::tr("Game %1").arg(id);
    }
}

/** The rating system's complaint in an organiser's words, naming the participant. */
QString reasonOf(const history::ReplayError &error)
{
    const QString who = QString::fromStdString(error.player);
    const QString path = QString::fromStdString(error.path);
    if (!who.isEmpty() && path.endsWith(QLatin1String(".minutes")))
        return ComparePage::tr("%1's minutes are missing, and ZoneStats rates score per hour").arg(who);
    if (!who.isEmpty() && path.endsWith(QLatin1String(".score")))
        return ComparePage::tr("%1's score is missing, and ZoneStats rates score per hour").arg(who);
    const QString message = ratingMessage(error.cause);
    return who.isEmpty() ? message : ComparePage::tr("%1: %2").arg(who, message);
}

/** The algorithm of the specs that refuses the game (the error does not say which setting failed): each checks it
 *  from initial ratings. Empty when none does. */
QString refusingAlgorithm(const history::History &h, const std::string &gameId,
                          const std::vector<history::BacktestSpec> &specs)
{
    const auto game
        = std::find_if(h.games.begin(), h.games.end(), [&](const history::HistoryGame &g) { return g.id == gameId; });
    if (game == h.games.end())
        return {};
    for (const history::BacktestSpec &spec : specs) {
        try {
            const auto system = rating::makeRatingSystem(spec.algorithm, spec.params);
            const std::vector<rating::Rating> ratings(h.players.size(), system->initialRating());
            rating::Game built;
            history::buildGame(h, *game, ratings, built);
            system->check(built);
        } catch (const rating::RatingError &) {
            return QString::fromStdString(spec.algorithm);
        }
    }
    return {};
}

std::vector<ChartLine> drawLines(const std::vector<const history::BacktestResult *> &results)
{
    std::vector<ChartLine> lines;
    for (const history::BacktestResult *result : results) {
        const std::vector<double> curve = history::drawCurve(*result);
        if (curve.size() < 2)
            continue;
        ChartLine line {Labels::algorithm(QString::fromStdString(result->spec.algorithm)), {}};
        for (std::size_t k = 0; k < curve.size(); ++k)
            line.points.append(QPointF(static_cast<double>(k) / static_cast<double>(curve.size() - 1), curve[k]));
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<ChartLine> calibrationLines(const std::vector<const history::BacktestResult *> &results)
{
    std::vector<ChartLine> lines;
    for (const history::BacktestResult *result : results) {
        ChartLine line {Labels::algorithm(QString::fromStdString(result->spec.algorithm)), {}};
        for (const history::CalibrationBin &bin : result->calibration) {
            if (bin.games > 0)
                line.points.append(QPointF(bin.meanPredicted, bin.observed));
        }
        if (!line.points.isEmpty())
            lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace

ComparePage::ComparePage(Club &club, QWidget *parent)
    : QWidget(parent)
    , m_club(club)
    , m_settings(new CompareSettings(club.database(), this))
    , m_message(new Banner(this))
    , m_summary(new QLabel(this))
    , m_model(new CompareModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_table(new QTableView(this))
    , m_best(new QLabel(this))
    , m_use(new QPushButton(tr("Use &these settings"), this))
    , m_showGame(new QPushButton(tr("Sho&w the game"), this))
    , m_drawChart(new BacktestChart(BacktestChart::Kind::DrawCurve, this))
    , m_calibrationChart(new BacktestChart(BacktestChart::Kind::Calibration, this))
    , m_run(new QPushButton(tr("R&un"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_count(new QLabel(this))
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_settings);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(createRunBar());
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(createResults());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    // The settings as narrow as they go (they scroll up and down, never across), the results the rest.
    left->setMinimumWidth(m_settings->minimumSizeHint().width() + scroll->verticalScrollBar()->sizeHint().width());
    // Wide enough for a choice's words ("Off: everyone counts fully") beside its label; the splitter moves.
    const int wide = std::max(left->minimumWidth(), 54 * fontMetrics().averageCharWidth());
    splitter->setSizes({wide, 3 * wide});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    connect(m_settings, &CompareSettings::changed, this, [this] {
        QString problem;
        const std::size_t specs = m_settings->specs(&problem).size();
        m_count->setText(problem.isEmpty() ? tr("%Ln setting(s) to try", nullptr, static_cast<int>(specs)) : problem);
    });
    emit m_settings->changed();
    clearResults();
    setRunning(false);
}

ComparePage::~ComparePage() = default; // the job, a child, cancels and waits for its thread

QWidget *ComparePage::createRunBar()
{
    auto *bar = new QWidget(this);
    m_run->setObjectName(QStringLiteral("compareRun"));
    m_run->setToolTip(tr("Replays the games with every setting, scoring what each predicted before every game"));
    m_cancel->setObjectName(QStringLiteral("compareCancel"));
    m_cancel->setToolTip(tr("Stops the comparison (Escape)"));
    m_progress->setObjectName(QStringLiteral("compareProgress"));
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("%v of %m settings"));
    m_count->setObjectName(QStringLiteral("compareCount"));
    m_count->setWordWrap(true);
    connect(m_run, &QPushButton::clicked, this, &ComparePage::run);
    connect(m_cancel, &QPushButton::clicked, this, &ComparePage::cancel);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, this, &ComparePage::cancel);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_count);
    layout->addLayout(buttons);
    return bar;
}

QWidget *ComparePage::createResults()
{
    auto *results = new QWidget(this);
    auto *intro = new QLabel(tr("Which rating fits this club? Each setting replays the games in order and is scored, "
                                "before every game, on what it predicted. Lower is better in every column but Duels; "
                                "hover a heading for what it means."),
                             results);
    intro->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("compareMessage"));
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CompareModel::SortRole);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setAccessibleName(tr("Settings compared"));
    m_table->setTabKeyNavigation(false);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CompareModel::Settings, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_best->setObjectName(QStringLiteral("compareBest"));
    m_best->setWordWrap(true);
    m_best->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_use->setObjectName(QStringLiteral("compareUse"));
    connect(m_use, &QPushButton::clicked, this, &ComparePage::useBest);
    m_showGame->setObjectName(QStringLiteral("compareShowGame"));
    m_showGame->setToolTip(tr("Opens the game that cannot be rated, to correct it"));
    connect(m_showGame, &QPushButton::clicked, this, [this] { emit openGameRequested(m_failedGame); });
    auto *message = new QHBoxLayout;
    message->addWidget(m_message, 1);
    message->addWidget(m_showGame, 0, Qt::AlignTop);
    auto *best = new QHBoxLayout;
    best->addWidget(m_best, 1);
    best->addWidget(m_use, 0, Qt::AlignTop);
    auto *top = new QWidget(results);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(intro);
    topLayout->addLayout(message);
    topLayout->addWidget(m_summary);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(best);
    auto *charts = new QSplitter(Qt::Horizontal, results);
    charts->addWidget(m_drawChart);
    charts->addWidget(m_calibrationChart);
    auto *split = new QSplitter(Qt::Vertical, results);
    split->addWidget(top);
    split->addWidget(charts);
    split->setStretchFactor(0, 3); // the table (a sweep has many rows) more than the charts
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    return results;
}

void ComparePage::reload()
{
    m_settings->reload();
}

void ComparePage::setLeaderboard(const QString &name)
{
    m_settings->setLeaderboard(name);
}

void ComparePage::run()
{
    if (m_job)
        return;
    clearResults();
    QString problem;
    std::vector<history::BacktestSpec> specs = m_settings->specs(&problem);
    if (specs.empty()) {
        m_message->say(problem.isEmpty() ? tr("Tick at least one algorithm to compare.") : problem);
        return;
    }
    history::History games;
    try {
        const BusyCursor busy; // the games are read here: the database belongs to this thread
        m_scope = m_settings->scope();
        games = club::scopeHistory(m_club.database(), m_scope);
    } catch (const store::DbError &error) {
        m_message->say(tr("The games cannot be read: %1").arg(error.message()));
        return;
    }
    if (games.games.empty()) {
        m_message->say(tr("There are no games to compare on: choose another leaderboard, discipline or dates."),
                       Banner::Kind::Warning);
        return;
    }
    m_leaderboard = m_settings->leaderboard();
    m_job = new CompareJob(std::move(games), std::move(specs), this);
    connect(m_job, &CompareJob::progress, this, &ComparePage::jobProgress);
    connect(m_job, &CompareJob::finished, this, &ComparePage::jobFinished);
    m_progress->setRange(0, static_cast<int>(m_job->specs().size()));
    m_progress->setValue(0);
    setRunning(true);
    m_job->start();
}

void ComparePage::cancel()
{
    if (m_job)
        m_job->cancel();
}

void ComparePage::jobProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void ComparePage::jobFinished()
{
    switch (m_job->outcome()) {
    case CompareJob::Outcome::Done:
        m_model->setResults(m_job->results());
        showResults();
        break;
    case CompareJob::Outcome::Cancelled:
        m_message->say(tr("Cancelled: nothing was compared."), Banner::Kind::Warning);
        break;
    case CompareJob::Outcome::Failed:
        showFailure();
        break;
    case CompareJob::Outcome::Running:
        return;
    }
    m_job->deleteLater();
    m_job = nullptr;
    setRunning(false);
}

void ComparePage::showResults()
{
    const history::BacktestResult &any = m_model->results().front();
    const QString games = m_scope.discipline.isEmpty() ? tr("all disciplines") : m_scope.discipline;
    const QString where = m_leaderboard.isEmpty() ? games : tr("%1 (%2)").arg(m_leaderboard, games);
    m_summary->setText(tr("Compared on %1: %Ln game(s)", nullptr, static_cast<int>(any.games.size())).arg(where)
                       + QStringLiteral(", ")
                       + tr("%Ln pair(s) of sides in different places", nullptr, static_cast<int>(any.pairs))
                       + QStringLiteral(", ") + tr("%Ln duel(s)", nullptr, any.duels) + QStringLiteral(", ")
                       + tr("%Ln drawn pair(s).", nullptr, static_cast<int>(any.drawPairs)));
    std::vector<const history::BacktestResult *> judges;
    for (const int row : m_model->judges())
        judges.push_back(&m_model->results()[static_cast<std::size_t>(row)]);
    m_drawChart->setLines(drawLines(judges), tr("No draws in these games: no curve to draw"));
    m_calibrationChart->setLines(calibrationLines(judges), tr("No duels in these games: nothing to calibrate"));
    const int best = m_model->best();
    if (best < 0) {
        m_best->setText(tr("No setting predicted anything: these games have no pairs of sides in different places."));
        m_use->setEnabled(false);
        return;
    }
    const history::BacktestResult &result = m_model->results()[static_cast<std::size_t>(best)];
    const QString error = QLocale().toString(100 * result.predictionError, 'f', 1) + QStringLiteral(" %");
    m_best->setText(result.duels > 0 ? tr("Best by log-loss: %1 (log-loss %2, prediction error %3).")
                                           .arg(CompareModel::settingsText(result.spec),
                                                QLocale().toString(result.logLoss, 'f', 3), error)
                                     : tr("Best by prediction error (there are no duels): %1 (%2).")
                                           .arg(CompareModel::settingsText(result.spec), error));
    m_use->setEnabled(true);
    m_use->setToolTip(useText());
    // The best row in view and current, among a sweep's hundreds.
    const QModelIndex shown = m_proxy->mapFromSource(m_model->index(best, CompareModel::Settings));
    m_table->setCurrentIndex(shown);
    m_table->scrollTo(shown);
}

void ComparePage::showFailure()
{
    try {
        std::rethrow_exception(m_job->error());
    } catch (const history::ReplayError &error) {
        m_failedGame = QString::fromStdString(error.gameId).toLongLong();
        QString algorithm = refusingAlgorithm(m_job->history(), error.gameId, m_job->specs());
        algorithm = algorithm.isEmpty() ? tr("one of the algorithms") : Labels::algorithm(algorithm);
        m_message->say(tr("%1 cannot be rated by %2: %3.\nUntick %2 to compare the others, or correct the game.")
                           .arg(gameText(m_club.database(), m_failedGame), algorithm, reasonOf(error)));
        m_showGame->setVisible(m_failedGame > 0);
    } catch (const rating::RatingError &error) {
        m_message->say(tr("These settings cannot run: %1.").arg(ratingWhat(error)));
    } catch (const store::DbError &error) {
        m_message->say(tr("The comparison stopped: %1").arg(error.message()));
    } catch (const std::exception &error) {
        m_message->say(tr("The comparison stopped: %1").arg(QString::fromLocal8Bit(error.what())));
    }
}

void ComparePage::clearResults()
{
    m_model->clear();
    m_message->say({});
    m_summary->setText(tr("Choose the games and the algorithms, then Run."));
    m_best->clear();
    m_use->setEnabled(false);
    m_use->setToolTip(tr("Run a comparison first"));
    m_showGame->hide();
    m_failedGame = 0;
    m_drawChart->setLines({}, tr("Draws against match quality"));
    m_calibrationChart->setLines({}, tr("Calibration"));
}

void ComparePage::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
    m_settings->setEnabled(!running);
    if (running)
        m_summary->setText(tr("Comparing…"));
}

QString ComparePage::message() const
{
    return m_message->shown();
}

QString ComparePage::summary() const
{
    return m_summary->text();
}

QString ComparePage::bestText() const
{
    return m_best->text();
}

club::LeaderboardRecord ComparePage::bestRecord(UseAs as) const
{
    const history::BacktestSpec &spec = m_model->results().at(static_cast<std::size_t>(m_model->best())).spec;
    club::Leaderboards boards(m_club.database());
    const auto exists = [&](const QString &name) {
        const auto all = boards.list();
        return std::any_of(all.begin(), all.end(), [&](const club::LeaderboardRecord &r) { return r.name == name; });
    };
    const QString algorithm = QString::fromStdString(spec.algorithm);
    club::LeaderboardRecord record;
    if (!m_leaderboard.isEmpty()) {
        record = boards.get(m_leaderboard); // throws DbError when it is gone
        // The leaderboard changed keeps its name, and so its address on the live board. A new one beside "Chess -
        // Elo" for TrueSkill is "Chess - TrueSkill" (or "Chess - TrueSkill (2)" when that is taken).
        if (as == UseAs::NewLeaderboard) {
            record.id = 0;
            QString renamed = record.name;
            renamed.replace(Labels::algorithm(record.algorithm), Labels::algorithm(algorithm));
            record.name = renamed;
            for (int n = 2; exists(record.name); ++n)
                record.name = tr("%1 (%2)").arg(renamed).arg(n);
        }
    } else {
        record = m_scope;
        const QString base = tr("%1 - %2").arg(
            m_scope.discipline.isEmpty() ? tr("All disciplines") : m_scope.discipline, Labels::algorithm(algorithm));
        record.name = base;
        for (int n = 2; exists(record.name); ++n)
            record.name = tr("%1 (%2)").arg(base).arg(n);
    }
    record.algorithm = algorithm;
    record.params = spec.params;
    return record;
}

QString ComparePage::useText() const
{
    try {
        const club::LeaderboardRecord record = bestRecord();
        if (m_leaderboard.isEmpty())
            return tr("Creates the leaderboard %1 for the games compared on, with these settings. Edit › Undo takes "
                      "it back.")
                .arg(record.name);
        return tr("Gives the leaderboard %1 these settings, or adds the leaderboard %2 with them: it asks which. "
                  "Edit › Undo takes it back.")
            .arg(m_leaderboard, bestRecord(UseAs::NewLeaderboard).name);
    } catch (const store::DbError &error) {
        return error.message();
    }
}

void ComparePage::useBest()
{
    if (m_job || m_model->best() < 0)
        return;
    if (m_leaderboard.isEmpty()) {
        useBestAs(UseAs::NewLeaderboard);
        return;
    }
    // C10 of the walkthrough of 28 November: one click turned "Liga - Elo" into "Liga - TrueSkill", renamed, its
    // board address with it. Changing the leaderboard keeps its name; a new one leaves it as it is.
    QString newName;
    try {
        newName = bestRecord(UseAs::NewLeaderboard).name;
    } catch (const store::DbError &error) {
        m_message->say(tr("Not changed: %1").arg(error.message()));
        return;
    }
    const QString settings
        = CompareModel::settingsText(m_model->results()[static_cast<std::size_t>(m_model->best())].spec);
    QMessageBox ask(QMessageBox::Question, tr("Use These Settings"),
                    tr("Give the leaderboard %1 these settings (%2), or add a new leaderboard %3 with them? %1 keeps "
                       "its name either way.")
                        .arg(m_leaderboard, settings, newName),
                    QMessageBox::Cancel, this);
    QPushButton *change = ask.addButton(tr("&Change %1").arg(m_leaderboard), QMessageBox::AcceptRole);
    QPushButton *add = ask.addButton(tr("&Add %1").arg(newName), QMessageBox::AcceptRole);
    ask.setDefaultButton(add); // the choice that changes nothing the club has
    ask.exec();
    if (ask.clickedButton() == change)
        useBestAs(UseAs::ThisLeaderboard);
    else if (ask.clickedButton() == add)
        useBestAs(UseAs::NewLeaderboard);
}

void ComparePage::useBestAs(UseAs as)
{
    if (m_job || m_model->best() < 0)
        return;
    QString problem;
    club::LeaderboardRecord record;
    try {
        record = bestRecord(as);
        if (m_leaderboard.isEmpty() || as == UseAs::NewLeaderboard) {
            m_club.run(std::make_unique<commands::CreateLeaderboard>(m_club, record));
        } else {
            const club::LeaderboardRecord current = club::Leaderboards(m_club.database()).get(m_leaderboard);
            // Parameters alone where they replace all the leaderboard has; otherwise the whole record.
            const bool covered = std::all_of(current.params.begin(), current.params.end(), [&](const auto &param) {
                return std::any_of(record.params.begin(), record.params.end(),
                                   [&](const auto &own) { return own.first == param.first; });
            });
            if (current.algorithm == record.algorithm && covered && current.name == record.name)
                m_club.run(std::make_unique<commands::SetLeaderboardParams>(m_club, m_leaderboard, record.params));
            else
                m_club.run(std::make_unique<commands::EditLeaderboard>(m_club, m_leaderboard, record));
        }
    } catch (const store::DbError &error) {
        problem = error.message();
    } catch (const io::InputError &error) {
        problem = error.text();
    }
    if (!problem.isEmpty()) {
        m_message->say(tr("Not changed: %1").arg(problem));
        return;
    }
    // The next click changes it again rather than making another; a leaderboard added beside the one compared on is
    // the one compared on from now on.
    if (as == UseAs::NewLeaderboard && !m_leaderboard.isEmpty())
        m_settings->setLeaderboard(record.name);
    m_leaderboard = record.name;
    m_message->say(
        tr("%1 now rates with %2. Edit › Undo takes it back.")
            .arg(record.name,
                 CompareModel::settingsText(m_model->results()[static_cast<std::size_t>(m_model->best())].spec)),
        Banner::Kind::Success);
    m_use->setToolTip(useText());
}

void ComparePage::follow(const ClubChange &change)
{
    if (change.touches(ClubChange::Leaderboards | ClubChange::Games))
        reload(); // the leaderboards and disciplines to compare on
}

void ComparePage::showLeaderboard(const QString &name)
{
    // Shown again after a change, the same leaderboard leaves the page's own choice as it is.
    if (name == m_toolbarLeaderboard)
        return;
    m_toolbarLeaderboard = name;
    setLeaderboard(name);
}

} // namespace podium::ui
