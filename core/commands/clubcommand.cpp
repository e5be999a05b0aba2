// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "commands/clubcommand.h"

#include "io/inputerror.h"
#include "store/database.h"
#include "store/dberror.h"

#include <QStringList>

#include <optional>

namespace podium::commands {

ClubCommand::ClubCommand(Club &club)
    : m_club(club)
{ }

void ClubCommand::applyFirst()
{
    guardedStep(Step::First);
    m_applied = true;
    journal();
}

void ClubCommand::guardedStep(Step step)
{
    m_mark = db().contentMark(); // what the club remembers of its history is as of here (Club::publish)
    const std::vector<club::GuardedRow> before = guarded();
    // An undo or redo checks its rows and writes in one transaction, so that no other program's commit comes
    // between. The first application does not check (the user has just seen the club as it is) and may take long
    // (a pairing), so it runs in its own transactions as an import must (without foreign keys, outside any), and the
    // revisions follow in a short one: a commit of another program in between makes its own undo refused, never
    // this one's overwrite it.
    std::optional<store::Transaction> transaction;
    if (step != Step::First && !before.empty())
        transaction.emplace(db());
    std::vector<qint64> found(before.size(), club::kNoRow);
    for (std::size_t i = 0; i < before.size(); ++i) {
        found[i] = club::revisionOf(db(), before[i]);
        if (step != Step::First && i < m_left.size() && found[i] != m_left[i])
            throw changedElsewhere(before[i], m_left[i], found[i], step);
    }
    step == Step::Undo ? revert() : apply();
    // What the step made is in the transaction when there is one, else already committed: the bookkeeping that
    // follows then must not fail the step (a refusal would leave a change made and not kept).
    const bool wasInEffect = m_inEffect;
    const std::vector<qint64> foundBefore = m_found, leftBefore = m_left;
    try {
        m_inEffect = step != Step::Undo;
        if (!transaction)
            transaction.emplace(db());
        moveRevisions(step, found);
        transaction->commit();
    } catch (const store::DbError &) {
        if (step != Step::First && !before.empty()) {
            m_inEffect = wasInEffect; // rolled back with the step
            m_found = foundBefore;
            m_left = leftBefore;
            throw;
        }
        m_found.clear(); // the step is made; its rows are not guarded (a disk that failed just after its commit)
        m_left.clear();
    }
}

void ClubCommand::moveRevisions(Step step, const std::vector<qint64> &found)
{
    const std::vector<club::GuardedRow> after = guarded();
    m_found.resize(after.size(), club::kNoRow);
    m_left.resize(after.size(), club::kNoRow);
    for (std::size_t i = 0; i < after.size(); ++i) {
        const qint64 now = club::revisionOf(db(), after[i]);
        qint64 left = now;
        if (step == Step::Undo) {
            if (now >= 0 && m_found[i] >= 0)
                left = m_found[i]; // back to what the change found: the row holds that again
        } else if (i < found.size() && found[i] != club::kNoRow) {
            // The row was there: what the change found is what it holds now unless the change deleted it (the
            // revisions are this class's alone to write, so the step itself left them).
            m_found[i] = now >= 0 ? now : found[i];
            if (now >= 0)
                left = now + 1;
        } else {
            m_found[i] = club::kNoRow; // a new row, at the revision it was created with
        }
        if (left != now)
            club::setRevision(db(), after[i], left);
        m_left[i] = left;
    }
}

store::DbError ClubCommand::changedElsewhere(const club::GuardedRow &row, qint64 left, qint64 now, Step step) const
{
    const bool undo = step == Step::Undo;
    if (now == club::kNoRow)
        return store::DbError((undo ? CommandText::tr("Another program has deleted %1 since; this undo was skipped.")
                                    : CommandText::tr("Another program has deleted %1 since; this redo was skipped."))
                                  .arg(row.what));
    if (left == club::kNoRow && row.name.isEmpty()) // a row found by id: another one took the id it had
        return store::DbError(
            (undo ? CommandText::tr(
                 "Another program has since added a game under the number this one had (%1); this undo was "
                 "skipped.")
                  : CommandText::tr(
                      "Another program has since added a game under the number this one had (%1); this redo was "
                      "skipped."))
                .arg(row.what));
    if (left == club::kNoRow)
        return store::DbError((undo ? CommandText::tr("Another program has added %1 since; this undo was skipped.")
                                    : CommandText::tr("Another program has added %1 since; this redo was skipped."))
                                  .arg(row.what));
    return store::DbError((undo ? CommandText::tr("Another program has changed %1 since; this undo was skipped.")
                                : CommandText::tr("Another program has changed %1 since; this redo was skipped."))
                              .arg(row.what));
}

void ClubCommand::journal()
{
    if (m_journaledBySelf) {
        m_journaledBySelf = false;
        return;
    }
    QStringList rows;
    try {
        for (const club::GuardedRow &row : guarded()) {
            if (const QString text = club::journalText(db(), row); !text.isEmpty())
                rows.append(text);
        }
    } catch (const store::DbError &) {
        rows.clear(); // the journal row says less; the change is made
    }
    m_club.record(change(), rows.join(QStringLiteral("; ")));
}

bool ClubCommand::attempt(Step step)
{
    QString failure;
    try {
        guardedStep(step);
        journal();
        return true;
    } catch (const store::DbError &error) {
        failure = error.message();
    } catch (const io::InputError &error) {
        failure = error.text();
    }
    m_club.reportFailure(text(), failure);
    return false;
}

bool ClubCommand::redo()
{
    if (m_applied)
        m_applied = false; // Club::run has just applied it
    else if (!attempt(Step::Redo))
        return false;
    m_club.publish(change(), m_mark);
    return true;
}

bool ClubCommand::undo()
{
    if (!attempt(Step::Undo))
        return false;
    m_club.publish(change(), m_mark);
    return true;
}

} // namespace podium::commands
