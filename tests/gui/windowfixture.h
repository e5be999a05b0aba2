// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once
// What the GUI suites share: a club of three kart races rated by TrueSkill in the real main window, offscreen,
// and the helpers that fill the result and leaderboard dialogs.
#include "../core/club/testclub.h"
#include "charts/ratinghistorychart.h"
#include "club/club.h"
#include "club/events/events.h"
#include "club/games.h"
#include "club/labels.h"
#include "club/leaderboards.h"
#include "club/players.h"
#include "commands/eventcommands.h"
#include "commands/gamecommands.h"
#include "commands/leaderboardcommands.h"
#include "commands/playercommands.h"
#include "commands/undohistory.h"
#include "dialogs/eventdialog.h"
#include "dialogs/joindialog.h"
#include "dialogs/leaderboarddialog.h"
#include "dialogs/resultdialog.h"
#include "dialogs/tableresultdialog.h"
#include "mainwindow.h"
#include "models/gamesmodel.h"
#include "models/leaderboardmodel.h"
#include "models/playersmodel.h"
#include "pages/eventspage.h"
#include "pages/gamespage.h"
#include "pages/headtoheadpage.h"
#include "pages/leaderboardpage.h"
#include "pages/pairingspage.h"
#include "pages/playerspage.h"
#include "store/database.h"

#include "history/synthetic.h"
#include "io/interchangecsv.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>

#include <set>

namespace podium::test {

using namespace podium;

/** Runs `fill` on the result dialog once it is open, then presses its Save button. */
inline void whenDialogOpens(const std::function<void(ui::ResultDialog *)> &fill, QString *error = nullptr)
{
    QTimer::singleShot(0, [fill, error] {
        auto *dialog = qobject_cast<ui::ResultDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fill(dialog);
        dialog->save();
        if (error)
            *error = dialog->error();
        if (dialog->isVisible())
            dialog->reject();
    });
}

/** Runs act on the next modal widget of type T once it is open. It polls rather than waits: a key press that
 *  opens the widget may still be on its way through the event loop when the poll first looks. Returns the poll
 *  (it deletes itself once it has acted; delete it to stop waiting). */
template<class T>
QTimer *whenModal(const std::function<void(T *)> &act)
{
    auto *poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, act] {
        if (auto *widget = qobject_cast<T *>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            act(widget);
        }
    });
    poll->start(10);
    return poll;
}

/** Chooses `path` in an open (Qt, not native) file dialog and accepts it. QFileDialog::selectFile leaves the
 *  name field alone when that field already has the focus, which depends on how fast the window manager
 *  activated the dialog; then the dialog had no name, stayed open, and the test hung. So the name is typed
 *  into the field itself. */
inline void chooseFile(QFileDialog *files, const QString &path)
{
    const QFileInfo info(path);
    files->setDirectory(info.absolutePath());
    auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    QVERIFY2(name, "the file dialog has no name field");
    name->setText(info.fileName());
    QMetaObject::invokeMethod(files, "accept");
    QVERIFY2(!files->isVisible(), "the file dialog stayed open");
}

inline void setRow(QTableWidget *table, int row, const QString &player, int place)
{
    while (table->rowCount() <= row)
        table->insertRow(table->rowCount());
    for (int c = 0; c < ui::ResultDialog::ColumnCount; ++c) {
        if (!table->item(row, c))
            table->setItem(row, c, new QTableWidgetItem);
    }
    table->item(row, ui::ResultDialog::PlayerColumn)->setText(player);
    table->item(row, ui::ResultDialog::PlaceColumn)->setText(QString::number(place));
}

/** Runs `fill` on the leaderboard dialog once it is open, then saves it. */
inline void whenLeaderboardDialogOpens(const std::function<void(ui::LeaderboardDialog *)> &fill)
{
    QTimer::singleShot(0, [fill] {
        auto *dialog = qobject_cast<ui::LeaderboardDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        fill(dialog);
        dialog->save();
        if (dialog->isVisible())
            dialog->reject();
    });
}

inline QAction *actionNamed(QWidget *window, const char *name)
{
    return window->findChild<QAction *>(QLatin1String(name));
}

/** The club every GUI test starts from, in a window of its own. */
class WindowFixture
{
protected:
    static void keepSettingsApart()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's settings stay out of the user's
        QSettings().clear();
    }

    void openKartsClub()
    {
        // A chart handed an empty or broken range says so on the console; here that fails the test.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("NaN|invalid range")));
        // A file, or a schema of its own on the server under test (the suites' server runs: testclub.h).
        auto database = store::Database::open(testClub(QDir(m_dir.path())), store::Database::Mode::Create);
        club::Games games(*database);
        club::GameInput race;
        race.discipline = QStringLiteral("Karts");
        race.kind = history::GameKind::FreeForAll;
        for (int day = 1; day <= 3; ++day) {
            race.date = QStringLiteral("2024-03-0%1T20:00").arg(day);
            race.participants = {{QStringLiteral("Ann"), {}, 1, std::nan(""), std::nan(""), true},
                                 {QStringLiteral("Bob"), {}, 2, std::nan(""), std::nan(""), true},
                                 {QStringLiteral("Cid"), {}, 3, std::nan(""), std::nan(""), true}};
            games.add(race);
        }
        club::Leaderboards(*database).create(
            {0, QStringLiteral("Karts"), QStringLiteral("Karts"), QStringLiteral("trueskill"), {}, {}, {}});
        m_window = std::make_unique<ui::MainWindow>(std::make_unique<Club>(std::move(database)));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        // The games page reads the log when it is in view; the tests look at it throughout.
        m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->gamesPage());
    }

    /** Waits until the games page has read the club again after a change (it reads off the GUI thread and shows
     *  the log before until then). */
    void gamesRead() const { QTRY_VERIFY_WITH_TIMEOUT(!m_window->gamesPage()->isReading(), 10000); }

    double ratingOf(const QString &player) const
    {
        const ui::LeaderboardModel *model = m_window->leaderboardPage()->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->row(r).player == player)
                return model->row(r).rating.mu;
        }
        return std::nan("");
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ui::MainWindow> m_window;
};

} // namespace podium::test
