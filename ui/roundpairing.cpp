// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#include "roundpairing.h"

#include "club/club.h"
#include "club/events/events.h"
#include "commands/eventcommands.h"
#include "io/errortext.h"
#include "io/inputerror.h"
#include "pairingjob.h"
#include "widgets/busycursor.h"

#include <QEvent>
#include <QEventLoop>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStatusBar>
#include <QTimer>

#include <functional>
#include <utility>

namespace podium::ui {

namespace {

/** Calls back the first time the widget it watches is shown. */
class ShowWatch : public QObject
{
public:
    ShowWatch(QWidget *watched, std::function<void()> shown)
        : QObject(watched)
        , m_shown(std::move(shown))
    {
        watched->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show && m_shown) {
            watched->removeEventFilter(this);
            std::exchange(m_shown, nullptr)();
        }
        return false;
    }

private:
    std::function<void()> m_shown;
};

} // namespace

RoundPairing::RoundPairing(Club &club, QWidget *page)
    : QObject(page)
    , m_club(club)
    , m_page(page)
{ }

QString RoundPairing::pairNext(const QString &event)
{
    if (m_running)
        return {}; // the one under way goes on
    const store::Database &database = m_club.database();
    if (database.isReadOnly()) // refused at once rather than after a pairing that cannot be stored
        return ErrorText::tr("%1 is read-only (%2): nothing can be changed")
            .arg(database.path(), database.readOnlyReason());
    const QScopedValueRollback running(m_running, true);
    for (bool again = true; again;) {
        again = false;
        int round = 0;
        try {
            round = club::Events(database).roundCount(event) + 1;
        } catch (const store::DbError &error) {
            return error.message();
        }
        PairingJob job(m_club.location(), event);
        if (!runBehindDialog(job, tr("Pairing round %1 of %2…").arg(round).arg(event))) {
            tell(tr("The pairing of round %1 of %2 was cancelled; nothing was paired.").arg(round).arg(event));
            return {};
        }
        if (!job.error().isEmpty())
            return job.error();
        if (const QString problem = store(job, again); !problem.isEmpty() || !again)
            return problem;
    }
    return {};
}

bool RoundPairing::runBehindDialog(PairingJob &job, const QString &label)
{
    QProgressDialog progress(label, tr("Cancel"), 0, 0, m_page->window());
    progress.setObjectName(QStringLiteral("pairingProgress"));
    progress.setWindowTitle(tr("Pair Next Round"));
    progress.setWindowModality(Qt::WindowModal);
    // Wide enough for the event's name and the window's title (the label alone makes a dialog whose title is cut).
    progress.setMinimumWidth(progress.fontMetrics().averageCharWidth() * 48);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    progress.setMinimumDuration(static_cast<int>(kShowAfter.count()));
    progress.setValue(0); // counts the minimum duration from now, not from the pairing's first step
    connect(&job, &PairingJob::progress, &progress, [&progress](int paired, int players) {
        progress.setMaximum(players);
        progress.setValue(paired);
    });
    QEventLoop loop;
    connect(&job, &PairingJob::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &job, &PairingJob::cancel);
    connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    new ShowWatch(&progress, [&loop] { loop.quit(); });
    job.start();
    // Until the dialog shows, the window repaints but takes no input, as while a short pairing ran on this thread;
    // then the window-modal dialog keeps it from starting anything else while the pairing goes on.
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (job.isRunning() && progress.isVisible())
        loop.exec();
    if (job.isRunning()) {
        // Cancelled: the pairing stops at its next step. The dialog is gone, so the window takes no input until then.
        job.cancel();
        const BusyCursor busy;
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    // A Cancel that came as the pairing ended counts too: the organiser asked for nothing to be stored. (The job
    // still running here means the application is quitting: its destructor stops it.)
    const bool through = !job.isRunning() && !job.cancelled() && !progress.wasCanceled();
    progress.hide(); // not close(), which would cancel
    return through;
}

QString RoundPairing::store(const PairingJob &job, bool &again)
{
    try {
        const BusyCursor busy; // storing and showing a round of a thousand players takes a moment too
        m_club.run(std::make_unique<commands::PairRound>(m_club, job.plan()));
        return {};
    } catch (const club::EventChanged &changed) {
        QMessageBox ask(QMessageBox::Question, tr("Pair Next Round"),
                        tr("%1 changed while its round %2 was being paired, so that pairing was not stored.")
                            .arg(job.plan().event)
                            .arg(job.plan().round),
                        QMessageBox::Yes | QMessageBox::Cancel, m_page->window());
        ask.setInformativeText(tr("Pair the round again from the event as it is now?"));
        ask.button(QMessageBox::Yes)->setText(tr("Pair &Again"));
        ask.setDefaultButton(QMessageBox::Yes);
        again = ask.exec() == QMessageBox::Yes;
        return again ? QString() : changed.message();
    } catch (const store::DbError &error) {
        return error.message();
    } catch (const io::InputError &error) {
        return error.text();
    }
}

void RoundPairing::tell(const QString &message)
{
    if (auto *window = qobject_cast<QMainWindow *>(m_page->window()))
        window->statusBar()->showMessage(message);
}

} // namespace podium::ui
