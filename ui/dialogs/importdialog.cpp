// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "importdialog.h"

#include "filedialog.h"
#include "io/inputerror.h"
#include "io/interchangecsv.h"
#include "io/localdates.h"
#include "store/filecheck.h"
#include "widgets/banner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace podium::ui {

namespace {

/** The item data of a column naming: which column. */
constexpr int kColumnRole = Qt::UserRole + 1;

QString fromUtf8(const std::string &text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

ImportDialog::ImportDialog(const QString &path, const QStringList &disciplines, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
{
    setWindowTitle(tr("Import Games"));
    buildForm(disciplines);
    // Wide enough for a free-for-all's row of names, as the screen allows.
    const QRect screen = (parent ? parent->screen() : this->screen())->availableGeometry();
    resize(std::min(1200, screen.width() * 7 / 10), std::min(800, screen.height() * 3 / 4));
    refresh();
    startReading();
}

ImportDialog::~ImportDialog()
{
    if (m_reader) {
        m_reader->wait(); // the thread writes into this dialog's members
        delete m_reader;
    }
}

void ImportDialog::buildForm(const QStringList &disciplines)
{
    auto *form = new QFormLayout;
    auto *file = new QLabel(QDir::toNativeSeparators(m_path));
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    form->addRow(tr("File:"), file);
    m_discipline = new QComboBox;
    m_discipline->setObjectName(QStringLiteral("importDiscipline"));
    m_discipline->setEditable(true);
    m_discipline->addItems(disciplines);
    m_discipline->lineEdit()->setPlaceholderText(tr("Type a discipline, e.g. Tennis"));
    m_discipline->setToolTip(tr("The discipline of these games: pick one of the club's or type a new one."));
    connect(m_discipline, &QComboBox::currentTextChanged, this, &ImportDialog::refresh);
    form->addRow(tr("&Discipline:"), m_discipline);
    auto *namingLabel = new QLabel(tr("Player &names:"));
    form->addRow(namingLabel, buildNaming());
    namingLabel->setBuddy(m_naming); // a row of a layout gets no buddy of its own
    m_tellApart = new QCheckBox(tr("&Tell apart players who would share a name by adding their ids"));
    m_tellApart->setObjectName(QStringLiteral("importTellApart"));
    connect(m_tellApart, &QCheckBox::toggled, this, &ImportDialog::refresh);

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setWordWrap(true);
    m_problems = new Banner;
    m_problems->setObjectName(QStringLiteral("importProblems"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buildPreview();
    auto *previewLabel = new QLabel(tr("The first games as they will be imported:"));
    previewLabel->setBuddy(m_preview);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_problems);
    layout->addWidget(m_tellApart); // under the problem it fixes
    layout->addWidget(previewLabel);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_buttons);
}

/** The choice of where the names come from, and the button that chooses a players file. */
QLayout *ImportDialog::buildNaming()
{
    m_naming = new QComboBox;
    m_naming->setObjectName(QStringLiteral("importNaming"));
    m_naming->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_choose = new QPushButton(tr("C&hoose File…"));
    connect(m_choose, &QPushButton::clicked, this, &ImportDialog::choosePlayersFile);
    auto *naming = new QHBoxLayout;
    naming->addWidget(m_naming);
    naming->addWidget(m_choose);
    naming->addStretch();
    return naming;
}

void ImportDialog::buildPreview()
{
    m_preview = new QTableWidget(0, PreviewColumnCount);
    m_preview->setObjectName(QStringLiteral("importPreview"));
    m_preview->setHorizontalHeaderLabels({tr("Date"), tr("Game"), tr("Kind"), tr("Players, places and scores")});
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setSelectionMode(QAbstractItemView::NoSelection);
    m_preview->setWordWrap(false);
    m_preview->verticalHeader()->hide();
    // One line a game, so that most of the games previewed show without scrolling.
    m_preview->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 8);
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->horizontalHeader()->setSectionResizeMode(ResultColumn, QHeaderView::Stretch);
}

void ImportDialog::startReading()
{
    m_reader = QThread::create([this] { readOnThread(); });
    connect(m_reader, &QThread::finished, this, &ImportDialog::showFile);
    m_reader->start();
}

void ImportDialog::readOnThread()
{
    const QString name = QFileInfo(m_path).fileName();
    // Never a file of the open club (closing it would release the club's locks), nor a FIFO or a device.
    if (const QString problem = store::fileProblem(m_path); !problem.isEmpty()) {
        m_readError = problem;
        return;
    }
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_readError = tr("%1 cannot be opened: %2").arg(name, file.errorString());
        return;
    }
    const QByteArray data = file.readAll();
    try {
        m_games = io::readInterchange(data, name);
    } catch (const io::InputError &error) {
        m_readError = error.text();
        return;
    }
    // Every column that could name the players, worked out now so that choosing one needs no second reading.
    for (const QString &column : io::extraColumns(data, name)) {
        try {
            m_columnMaps[column] = io::NameMap::fromGamesColumn(data, name, column);
        } catch (const io::InputError &error) {
            m_columnErrors[column] = error.text();
        }
    }
    m_readableIds = io::NameMap::readableIds(m_games);
}

void ImportDialog::showFile()
{
    m_read = true;
    addNamingChoices();
    // A players file next to the games (as exports of results often come) names them, if it knows them.
    const QString players = QFileInfo(m_path).dir().filePath(QStringLiteral("players.csv"));
    if (m_readError.isEmpty() && QFileInfo(players).isFile() && QFileInfo(players) != QFileInfo(m_path)) {
        usePlayersFile(players);
        if (!m_playersFileError.isEmpty() || m_check.unnamed.size() == static_cast<qsizetype>(m_games.players.size()))
            useNaming(Naming::Ids);
    }
    refresh();
    emit fileRead();
}

void ImportDialog::addNamingChoices()
{
    m_naming->addItem(tr("The ids in the file"), int(Naming::Ids));
    m_naming->addItem(tr("From a players file (id, name)"), int(Naming::PlayersFile));
    const auto addColumn = [this](const QString &column) {
        m_naming->addItem(tr("From the column '%1'").arg(column), int(Naming::Column));
        m_naming->setItemData(m_naming->count() - 1, column, kColumnRole);
    };
    for (const auto &[column, map] : m_columnMaps)
        addColumn(column);
    for (const auto &[column, error] : m_columnErrors)
        addColumn(column);
    if (!m_readableIds.isEmpty())
        m_naming->addItem(tr("The ids made readable (ann-lee: Ann Lee)"), int(Naming::ReadableIds));
    connect(m_naming, &QComboBox::currentIndexChanged, this, &ImportDialog::namingChosen);
}

void ImportDialog::namingChosen()
{
    if (m_naming->currentData().toInt() == int(Naming::PlayersFile) && m_playersFile.isEmpty()
        && m_playersFileError.isEmpty())
        choosePlayersFile();
    refresh();
}

void ImportDialog::choosePlayersFile()
{
    const QString path = FileDialog::openFileName(this, tr("Players File"), tr("CSV files (*.csv);;All files (*)"),
                                                  QFileInfo(m_path).path());
    if (!path.isEmpty())
        usePlayersFile(path);
}

void ImportDialog::usePlayersFile(const QString &path)
{
    m_playersFileError.clear();
    try {
        m_playersFile = io::NameMap::fromPlayersCsv(
            [&] {
                if (const QString problem = store::fileProblem(path); !problem.isEmpty())
                    throw io::InputError(QFileInfo(path).fileName(), problem);
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly))
                    throw io::InputError(QFileInfo(path).fileName(),
                                         tr("cannot open the file: %1").arg(file.errorString()));
                return file.readAll();
            }(),
            QFileInfo(path).fileName());
    } catch (const io::InputError &error) {
        m_playersFile = {};
        m_playersFileError = error.text();
    }
    const QSignalBlocker quiet(m_naming); // no second file dialog from the choice changing
    m_naming->setCurrentIndex(m_naming->findData(int(Naming::PlayersFile)));
    refresh();
}

bool ImportDialog::useColumn(const QString &column)
{
    const int index = m_naming->findData(column, kColumnRole);
    if (index >= 0)
        m_naming->setCurrentIndex(index);
    return index >= 0;
}

void ImportDialog::useNaming(Naming naming)
{
    const QSignalBlocker quiet(m_naming);
    m_naming->setCurrentIndex(std::max(0, m_naming->findData(int(naming))));
    refresh();
}

void ImportDialog::setDiscipline(const QString &discipline)
{
    m_discipline->setCurrentText(discipline);
}

void ImportDialog::setTellApart(bool tellApart)
{
    m_tellApart->setChecked(tellApart);
}

QString ImportDialog::discipline() const
{
    return m_discipline->currentText().trimmed();
}

const io::NameMap *ImportDialog::currentMap() const
{
    switch (Naming(m_naming->currentData().toInt())) {
    case Naming::Ids:
        return &m_noNames;
    case Naming::PlayersFile:
        return &m_playersFile;
    case Naming::Column: {
        const auto it = m_columnMaps.find(m_naming->currentData(kColumnRole).toString());
        return it == m_columnMaps.end() ? nullptr : &it->second;
    }
    case Naming::ReadableIds:
        return &m_readableIds;
    }
    return nullptr;
}

io::SharedNames ImportDialog::sharedNames() const
{
    return m_tellApart->isChecked() ? io::SharedNames::TellApart : io::SharedNames::Refuse;
}

/** What the choice of names leaves to fix, the names the players get, the preview and whether to import. */
void ImportDialog::refresh()
{
    const Naming naming = Naming(m_naming->currentData().toInt());
    m_choose->setVisible(naming == Naming::PlayersFile);
    QString problem = m_readError;
    m_check = {};
    if (m_read && problem.isEmpty()) {
        if (naming == Naming::PlayersFile && !m_playersFileError.isEmpty())
            problem = m_playersFileError;
        else if (naming == Naming::Column && !currentMap())
            problem = m_columnErrors[m_naming->currentData(kColumnRole).toString()];
        const io::NameMap *map = problem.isEmpty() ? currentMap() : &m_noNames;
        m_check = map->check(m_games, sharedNames());
        if (problem.isEmpty())
            problem = clashesText();
    }
    m_tellApart->setVisible(m_tellApart->isChecked() || !m_check.clashes.empty());
    m_problems->say(problem);
    m_summary->setText(summaryText());
    fillPreview();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canImport());
}

/** The names players would share, a few of them: enough to see the problem, and the preview stays in view. */
QString ImportDialog::clashesText() const
{
    constexpr std::size_t shown = 6;
    QStringList lines;
    for (std::size_t i = 0; i < std::min(shown, m_check.clashes.size()); ++i)
        lines.append(m_check.clashes[i].text());
    if (m_check.clashes.size() > shown)
        lines.append(tr("%Ln more name(s) would be shared as well.", nullptr,
                        static_cast<qsizetype>(m_check.clashes.size() - shown)));
    return lines.join(QLatin1Char('\n'));
}

bool ImportDialog::canImport() const
{
    const bool namesChosen = Naming(m_naming->currentData().toInt()) != Naming::PlayersFile || !m_playersFile.isEmpty();
    return m_read && problems().isEmpty() && namesChosen && !discipline().isEmpty() && !m_games.games.empty();
}

QString ImportDialog::problems() const
{
    return m_problems->shown();
}

QString ImportDialog::summary() const
{
    return m_summary->text();
}

QString ImportDialog::summaryText() const
{
    if (!m_read)
        return tr("Reading the file…");
    if (!m_readError.isEmpty())
        return tr("The file cannot be imported as it is. Nothing has been written to the club.");
    const qsizetype players = static_cast<qsizetype>(m_games.players.size());
    QString text = tr("%Ln game(s) of %1.", nullptr, static_cast<qsizetype>(m_games.games.size()))
                       .arg(tr("%Ln player(s)", nullptr, players))
        + QLatin1Char(' ') + namesText();
    if (discipline().isEmpty())
        text += QLatin1Char(' ') + tr("Name their discipline to import them.");
    return text;
}

/** How the players are named: by whom, and which ids stay as they are. */
QString ImportDialog::namesText() const
{
    const Naming naming = Naming(m_naming->currentData().toInt());
    if (naming == Naming::Ids || m_check.names.isEmpty())
        return tr("The players are named by their ids.");
    if (naming == Naming::PlayersFile && m_playersFile.isEmpty())
        return tr("Choose the players file that names them.");
    QString text = tr("%Ln of them named.", nullptr, m_check.names.size() - m_check.unnamed.size());
    if (!m_check.unnamed.isEmpty()) {
        const QStringList shown = m_check.unnamed.mid(0, 5);
        text += QLatin1Char(' ')
            + tr("%Ln keep(s) the id as name, having none in the names: %1", nullptr, m_check.unnamed.size())
                  .arg(shown.join(QStringLiteral(", "))
                       + (m_check.unnamed.size() > shown.size() ? tr("…") : QString()));
    }
    return text;
}

int ImportDialog::previewRows() const
{
    return m_preview->rowCount();
}

QString ImportDialog::previewText(int row, PreviewColumn column) const
{
    const QTableWidgetItem *item = m_preview->item(row, column);
    return item ? item->text() : QString();
}

void ImportDialog::fillPreview()
{
    const bool named = m_check.names.size() == static_cast<qsizetype>(m_games.players.size());
    const int rows = named ? static_cast<int>(std::min<std::size_t>(kPreviewGames, m_games.games.size())) : 0;
    m_preview->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const history::HistoryGame &game = m_games.games[static_cast<std::size_t>(row)];
        const QDateTime when = QDateTime::fromString(fromUtf8(game.date), Qt::ISODate);
        const QString date = game.date.ends_with("T00:00:00") ? io::shortDate(QLocale(), when.date())
                                                              : io::shortDateTime(QLocale(), when);
        const QString kind = game.kind == history::GameKind::HeadToHead ? tr("Head to head")
            : game.kind == history::GameKind::FreeForAll                ? tr("Free for all")
                                                                        : tr("Teams");
        const QString result = resultText(game);
        const QStringList cells {date, fromUtf8(game.id), kind, result};
        for (int c = 0; c < PreviewColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == ResultColumn)
                item->setToolTip(result);
            m_preview->setItem(row, c, item);
        }
    }
}

/** The game's sides best first: "Ines Duarte #1: 2, Tomas Lindqvist #2: 0"; a team lists its players:
 *  "Mexico #1 (Ann, Bob); Peru #2 (Cid, Dan)". */
QString ImportDialog::resultText(const history::HistoryGame &game) const
{
    std::vector<const history::Entry *> entries;
    for (std::size_t e = game.firstEntry; e < game.firstEntry + game.entryCount; ++e)
        entries.push_back(&m_games.entries[e]);
    std::stable_sort(entries.begin(), entries.end(), [](const auto *a, const auto *b) { return a->rank < b->rank; });
    QStringList sides;
    std::vector<int> teamsShown;
    for (const history::Entry *entry : entries) {
        const QString name = m_check.names.at(entry->player);
        if (game.kind != history::GameKind::Team) {
            const QString side = tr("%1 #%2").arg(name, QString::number(entry->rank));
            sides.append(std::isnan(entry->score) ? side : tr("%1: %2").arg(side, QLocale().toString(entry->score)));
            continue;
        }
        if (std::find(teamsShown.begin(), teamsShown.end(), entry->team) != teamsShown.end())
            continue;
        teamsShown.push_back(entry->team);
        QStringList members;
        for (const history::Entry *other : entries) {
            if (other->team == entry->team)
                members.append(m_check.names.at(other->player));
        }
        const std::size_t at = static_cast<std::size_t>(entry - m_games.entries.data());
        // The team's place next to its name: a team of eleven would push it out of sight at the end.
        sides.append(tr("%1 #%2 (%3)")
                         .arg(fromUtf8(m_games.teamNames.at(at)), QString::number(entry->rank),
                              members.join(QStringLiteral(", "))));
    }
    return sides.join(game.kind == history::GameKind::Team ? QStringLiteral("; ") : QStringLiteral(", "));
}

history::History ImportDialog::takeGames()
{
    const io::NameMap *map = currentMap();
    if (map && !map->isEmpty())
        map->apply(m_games, sharedNames());
    return std::move(m_games);
}

} // namespace podium::ui
