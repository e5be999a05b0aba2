#include "undocommands.h"

#include "store/dberror.h"
#include "club/events.h"
#include "club/games.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace podium::ui {

namespace {

/** The translation context of the commands' texts. */
struct UndoText
{
    Q_DECLARE_TR_FUNCTIONS(UndoText)
};

/** Runs a step of undo or redo; a failure is shown, and the command leaves the stack. */
void attempt(QUndoCommand *command, const std::function<void()> &step)
{
    try {
        step();
    } catch (const db::DbError &error) {
        command->setObsolete(true);
        QMessageBox::warning(nullptr, UndoText::tr("Undo"), error.message());
    }
}

} // namespace

QString describeGame(const db::GameInput &game)
{
    if (game.kind == history::GameKind::HeadToHead && game.participants.size() == 2)
        return UndoText::tr("%1 vs %2").arg(game.participants[0].player, game.participants[1].player);
    if (game.kind == history::GameKind::FreeForAll)
        return UndoText::tr("free for all of %1").arg(game.participants.size());
    return UndoText::tr("team game of %1").arg(game.participants.size());
}

AddGameCommand::AddGameCommand(const db::Database &db, const db::GameInput &game, ChangeListener listener)
    : m_db(db)
    , m_listener(std::move(listener))
{
    const qint64 id = db::Games(db).add(game); // throws: nothing to push
    m_record = db::Games(db).get(id);
    setText(UndoText::tr("Add result %1").arg(describeGame(game)));
}

void AddGameCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Games(m_db).restore(m_record); });
    m_first = false;
    m_listener(m_record.game.date);
}

void AddGameCommand::undo()
{
    attempt(this, [this] { db::Games(m_db).remove(m_record.id); });
    m_listener(m_record.game.date);
}

EditGameCommand::EditGameCommand(const db::Database &db, qint64 id, const db::GameInput &game, ChangeListener listener)
    : m_db(db)
    , m_id(id)
    , m_before(db::Games(db).get(id).game)
    , m_after(game)
    , m_listener(std::move(listener))
{
    db::Games(db).edit(id, game);
    m_after = db::Games(db).get(id).game; // as stored: the date normalised
    setText(UndoText::tr("Edit result %1").arg(describeGame(game)));
}

void EditGameCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Games(m_db).edit(m_id, m_after); });
    m_first = false;
    m_listener(std::min(m_before.date, m_after.date));
}

void EditGameCommand::undo()
{
    attempt(this, [this] { db::Games(m_db).edit(m_id, m_before); });
    m_listener(std::min(m_before.date, m_after.date));
}

DeleteGameCommand::DeleteGameCommand(const db::Database &db, qint64 id, ChangeListener listener)
    : m_db(db)
    , m_record(db::Games(db).get(id))
    , m_listener(std::move(listener))
{
    db::Games(db).remove(id);
    setText(UndoText::tr("Delete result %1").arg(describeGame(m_record.game)));
}

void DeleteGameCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Games(m_db).remove(m_record.id); });
    m_first = false;
    m_listener(m_record.game.date);
}

void DeleteGameCommand::undo()
{
    attempt(this, [this] { db::Games(m_db).restore(m_record); });
    m_listener(m_record.game.date);
}

AddPlayerCommand::AddPlayerCommand(const db::Database &db, const QString &name, ChangeListener listener)
    : m_db(db)
    , m_name(db::cleanName(name))
    , m_listener(std::move(listener))
{
    db::Players(db).add(m_name);
    setText(UndoText::tr("Add player %1").arg(m_name));
}

void AddPlayerCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Players(m_db).add(m_name); });
    m_first = false;
    m_listener({});
}

void AddPlayerCommand::undo()
{
    attempt(this, [this] { db::Players(m_db).remove(m_name); });
    m_listener({});
}

RenamePlayerCommand::RenamePlayerCommand(const db::Database &db, const QString &from, const QString &to,
                                         ChangeListener listener)
    : m_db(db)
    , m_from(db::Players(db).get(from).name)
    , m_to(db::cleanName(to))
    , m_listener(std::move(listener))
{
    db::Players(db).rename(m_from, m_to);
    setText(UndoText::tr("Rename %1 to %2").arg(m_from, m_to));
}

void RenamePlayerCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Players(m_db).rename(m_from, m_to); });
    m_first = false;
    m_listener({});
}

void RenamePlayerCommand::undo()
{
    attempt(this, [this] { db::Players(m_db).rename(m_to, m_from); });
    m_listener({});
}

RetirePlayerCommand::RetirePlayerCommand(const db::Database &db, const QString &name, ChangeListener listener)
    : m_db(db)
    , m_name(db::Players(db).get(name).name)
    , m_retire(!db::Players(db).get(name).retired)
    , m_listener(std::move(listener))
{
    db::Players(db).retire(m_name, m_retire);
    setText(m_retire ? UndoText::tr("Retire %1").arg(m_name) : UndoText::tr("Bring back %1").arg(m_name));
}

void RetirePlayerCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Players(m_db).retire(m_name, m_retire); });
    m_first = false;
    m_listener({});
}

void RetirePlayerCommand::undo()
{
    attempt(this, [this] { db::Players(m_db).retire(m_name, !m_retire); });
    m_listener({});
}

MergePlayersCommand::MergePlayersCommand(const db::Database &db, const QString &from, const QString &into,
                                         ChangeListener listener)
    : m_db(db)
    , m_from(from)
    , m_into(into)
    , m_merged(db::Players(db).merge(from, into))
    , m_listener(std::move(listener))
{
    setText(UndoText::tr("Merge %1 into %2").arg(m_merged.removed.name, db::cleanName(into)));
}

void MergePlayersCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { m_merged = db::Players(m_db).merge(m_from, m_into); });
    m_first = false;
    m_listener({});
}

void MergePlayersCommand::undo()
{
    attempt(this, [this] { db::Players(m_db).unmerge(m_merged); });
    m_listener({});
}

ImportGamesCommand::ImportGamesCommand(const db::Database &db, history::History history, QString discipline,
                                       db::ImportReport report, ChangeListener listener)
    : m_db(db)
    , m_history(std::move(history))
    , m_discipline(std::move(discipline))
    , m_report(std::move(report))
    , m_listener(std::move(listener))
{
    setText(UndoText::tr("Import %n game(s)", nullptr, m_report.added));
}

void ImportGamesCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { m_report = db::Games(m_db).import(m_history, m_discipline); });
    m_first = false;
    m_listener(m_history.games.empty() ? QString() : QString::fromStdString(m_history.games.front().date));
}

void ImportGamesCommand::undo()
{
    attempt(this, [this] { db::Games(m_db).removeImport(m_report); });
    m_listener(m_history.games.empty() ? QString() : QString::fromStdString(m_history.games.front().date));
}

EventResultCommand::EventResultCommand(const db::Database &db, const QString &event, int round, int table,
                                       const std::vector<int> &ranks, ChangeListener listener)
    : m_db(db)
    , m_event(event)
    , m_round(round)
    , m_table(table)
    , m_correction(false)
    , m_listener(std::move(listener))
{
    db::Events events(db);
    for (const db::EventTable &t : events.tables(event, round)) {
        if (t.table == table && t.gameId != 0) {
            m_correction = true;
            m_before = db::Games(db).get(t.gameId).game;
        }
    }
    const qint64 id = events.setResult(event, round, table, ranks); // throws: nothing to push
    m_after = db::Games(db).get(id);
    setText(UndoText::tr("Result of %1, round %2, table %3").arg(event).arg(round).arg(table));
}

void EventResultCommand::redo()
{
    if (!m_first) {
        attempt(this, [this] {
            if (m_correction) {
                db::Games(m_db).edit(m_after.id, m_after.game);
            } else {
                db::Games(m_db).restore(m_after);
                db::Events(m_db).linkResult(m_event, m_round, m_table, m_after.id);
            }
        });
    }
    m_first = false;
    m_listener(m_after.game.date);
}

void EventResultCommand::undo()
{
    attempt(this, [this] {
        if (m_correction)
            db::Games(m_db).edit(m_after.id, m_before);
        else
            db::Games(m_db).remove(m_after.id); // the table's link goes with the game
    });
    m_listener(m_correction ? std::min(m_before.date, m_after.game.date) : m_after.game.date);
}

PairRoundCommand::PairRoundCommand(const db::Database &db, const QString &event, ChangeListener listener)
    : m_db(db)
    , m_event(event)
    , m_listener(std::move(listener))
{
    const auto tables = db::Events(db).pairNextRound(event); // throws: nothing to push
    m_round = tables.empty() ? db::Events(db).roundCount(event) : tables.front().round;
    setText(UndoText::tr("Pair round %1 of %2").arg(m_round).arg(event));
}

void PairRoundCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Events(m_db).pairNextRound(m_event); });
    m_first = false;
    m_listener({});
}

void PairRoundCommand::undo()
{
    attempt(this, [this] { db::Events(m_db).unpairRound(m_event, m_round); });
    m_listener({});
}

CreateEventCommand::CreateEventCommand(const db::Database &db, const db::EventInput &input, ChangeListener listener)
    : m_db(db)
    , m_input(input)
    , m_listener(std::move(listener))
{
    db::Events(db).create(input); // throws: nothing to push
    setText(UndoText::tr("Create event %1").arg(input.name));
}

void CreateEventCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { db::Events(m_db).create(m_input); });
    m_first = false;
    m_listener({});
}

void CreateEventCommand::undo()
{
    attempt(this, [this] { db::Events(m_db).remove(m_input.name); });
    m_listener({});
}

EntrantCommand::EntrantCommand(const db::Database &db, const QString &event, const QString &player, bool join,
                               ChangeListener listener)
    : m_db(db)
    , m_event(event)
    , m_player(player)
    , m_join(join)
    , m_listener(std::move(listener))
{
    for (const db::EventEntrant &e : db::Events(db).entrants(event))
        m_wasEntrant = m_wasEntrant || e.player.compare(db::cleanName(player), Qt::CaseInsensitive) == 0;
    apply(join); // throws: nothing to push
    setText(join ? UndoText::tr("%1 joins %2").arg(player, event)
                 : UndoText::tr("%1 withdraws from %2").arg(player, event));
}

void EntrantCommand::apply(bool join)
{
    db::Events events(m_db);
    if (join)
        events.join(m_event, m_player);
    else if (m_join && !m_wasEntrant)
        events.removeEntrant(m_event, m_player); // undo of a first join
    else
        events.withdraw(m_event, m_player);
}

void EntrantCommand::redo()
{
    if (!m_first)
        attempt(this, [this] { apply(m_join); });
    m_first = false;
    m_listener({});
}

void EntrantCommand::undo()
{
    attempt(this, [this] { apply(!m_join); });
    m_listener({});
}

} // namespace podium::ui
