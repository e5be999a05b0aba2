// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "store/database.h"

#include <QFlags>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace podium {

namespace commands {
class ClubCommand;
}

class ChangeSource;

/**
 * Where a club keeps the commands it has run, for undo and redo: the app's undo stack
 * (commands/undohistory.h). A club without one (podium-cli) runs each command once and lets it go.
 */
class CommandHistory
{
public:
    virtual ~CommandHistory() = default;
    /** Takes a command that Club::run has just applied. */
    virtual void keep(std::unique_ptr<commands::ClubCommand> command) = 0;
};

/** What changed in a club, so that each view reads again only what it shows. */
struct ClubChange
{
    enum Part {
        Games = 0x1, ///< the history: games added, edited or deleted, so ratings, records and event standings too
        Players = 0x2, ///< names, retirements, merges (a merge also moves games: it comes with Games)
        Leaderboards = 0x4, ///< leaderboards created, removed or given other parameters
        Events = 0x8, ///< events, their entrants and rounds
    };
    Q_DECLARE_FLAGS(Parts, Part)

    Parts parts;
    /** With Games: the earliest date whose ratings may have moved ("YYYY-MM-DDTHH:MM:SS"); empty when not known. */
    QString fromDate;
    /** With Events: the event that changed; empty for any. */
    QString event;
    /** Made by another program on the same file (podium-cli, a second window), not by this club's commands. */
    bool external = false;
    /** What changed is known (this club's command, or another's read from the change journal); false when anything
     *  may have changed. */
    bool detailed = true;
    /** With Games: the disciplines whose games changed (the leaderboards of the others need no replay); empty when
     *  not known. */
    QStringList disciplines {};
    /** With Games: the ids of the games added, edited or deleted, when the change knows them all and they are few
     *  (a result, a correction; not an import or a merge): what the club remembers of its history is brought up to
     *  date with these alone. Empty: not known. */
    std::vector<qint64> games {};
    /** With Events: only the players' reports waiting for a confirmation or the desk changed, which the live board's
     *  cached pages do not show (its report forms are made for each request). Not in the journal: other programs
     *  take the change for one of the event. */
    bool reportsOnly = false;

    bool touches(Parts any) const { return (parts & any) != 0; }
    /** Everything may have changed (what another program did is not known in detail). */
    static ClubChange everything();
};

/**
 * The open club: its database, the history of its changes, and the change hub. Every change to a
 * club is a command of core/commands run through run(): the desktop app keeps them in an undo stack (a
 * CommandHistory) to undo and redo them, podium-cli runs the same classes once. After each change the hub says what
 * changed (changed()), so every view refreshes from one signal; it also notices commits by other connections to the
 * same file (Backend::othersCommits, polled while watching) and reports them the same way.
 */
class Club : public QObject
{
    Q_OBJECT

public:
    /** Opens (or creates) the club at location; throws DbError with a message for the user. */
    static std::unique_ptr<Club> open(const store::ClubLocation &location,
                                      store::Database::Mode mode = store::Database::Mode::OpenExisting);
    /** Opens (or creates) the club file at path. */
    static std::unique_ptr<Club> open(const QString &path,
                                      store::Database::Mode mode = store::Database::Mode::OpenExisting)
    {
        return open(store::ClubLocation::file(path), mode);
    }
    explicit Club(std::unique_ptr<store::Database> database, QObject *parent = nullptr);
    ~Club() override;

    const store::Database &database() const { return *m_db; }
    /** Where the club is: what the window's title, the recent clubs and the club's settings go by. */
    const store::ClubLocation &location() const { return m_db->location(); }
    /** Where the club is, as the messages name it (a file's path). */
    const QString &path() const { return m_db->path(); }
    /** Where the commands run from now on are kept; the club owns it and lets it go before its database. */
    void setHistory(std::unique_ptr<CommandHistory> history);
    CommandHistory *history() const { return m_history.get(); }

    /**
     * Makes the change and keeps it in the history. Throws DbError or io::InputError when it is refused;
     * nothing is then changed or kept. Returns the command for what it made: owned by the history, and valid
     * until the next command is run when the club has none.
     */
    template<class Command>
    Command &run(std::unique_ptr<Command> command)
    {
        Command &made = *command;
        runCommand(std::move(command));
        return made;
    }

    /** Tells every view what changed; the commands call it after each step. */
    void publish(const ClubChange &change);
    /** The same after a step of this club's own command: what the club remembers of its history (the leaderboards'
     *  games) is first brought up to date with the change's games, read alone, not with all of them. mark:
     *  Database::contentMark() taken before the step began. */
    void publish(const ClubChange &change, std::pair<qint64, qint64> mark);
    /** A command's undo or redo failed (the file changed under it): it leaves the history, and this says why. */
    void reportFailure(const QString &command, const QString &message);

    /** Checks every interval whether another connection has committed to the club (its ChangeSource; 0 stops). */
    void watchFile(std::chrono::milliseconds interval);
    /** How often the file is checked; 0 while it is not watched. */
    std::chrono::milliseconds watchInterval() const;
    /**
     * Looks once now: when another connection has committed to the file, reads the change journal's rows this club
     * has not seen and publishes what the others' rows say (external), merged into one change, and returns true.
     * Its own rows (its origin: also those a connection of its own wrote, as the app's import does) are not
     * published again, nor are commits that journal nothing (a standings cache written by a reader).
     */
    bool checkFile();
    /** The token of this club's changes in the journal; a connection of its own (an import on a worker thread)
     *  writes under it too. */
    const QString &origin() const { return m_origin; }
    /** Whether the club's connection works: false from the moment a connection to a server is found lost until it
     *  is made again (always true for a file). */
    bool isConnected() const { return m_connected; }
    /** Writes a change to the journal under this club's origin, with the rows it wrote ("games 12; players 3");
     *  what fails is left unsaid (the change is made). */
    void record(const ClubChange &change, const QString &rows = {});

signals:
    void changed(const podium::ClubChange &change);
    void commandFailed(const QString &command, const QString &message);
    /** The connection to the club's server is lost: commands are refused (nothing of them is made) until it is made
     *  again, which the club tries while it watches (watchFile) and the server answers. */
    void connectionLost();
    /** The connection is made again. othersChanges: how many changes the other desks made meanwhile, read from the
     *  journal; changed() has just said "everything" (reads may have failed while it was lost). */
    void reconnected(int othersChanges);

private:
    void runCommand(std::unique_ptr<commands::ClubCommand> command);
    /** Reads the journal's rows after m_seen: the others' changes merged, or nothing; touched: the disciplines
     *  whose games the rows changed (nullopt: anything may have changed). */
    std::optional<ClubChange> othersChanges(std::optional<QStringList> *touched, int *count = nullptr);
    /** Notes a lost connection: says so once, and asks (off this thread) whether the server answers again. */
    void noteLost();
    /** The server answers again: connects, listens again and catches up from the journal. */
    void reconnect();

    std::unique_ptr<store::Database> m_db;
    std::unique_ptr<CommandHistory> m_history;
    std::unique_ptr<commands::ClubCommand> m_last; ///< without a history: the command run last
    ChangeSource *m_source; ///< when to read the journal: the file's poll today
    QString m_origin;
    bool m_journal = false; ///< the club has the change journal (an older club opened read-only may not)
    qint64 m_seen = 0; ///< the latest journal row read
    bool m_connected = true;
    QFutureWatcher<bool> *m_probe; ///< whether the server answers, asked off the GUI thread while disconnected
};

} // namespace podium

Q_DECLARE_OPERATORS_FOR_FLAGS(podium::ClubChange::Parts)
