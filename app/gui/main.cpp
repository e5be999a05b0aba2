// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// podium: the desktop app. `podium FILE.podium` opens that club; without one, the last club, or the demo.
#include "appearance.h"
#include "club/club.h"
#include "datafolder.h"
#include "dialogs/welcomedialog.h"
#include "i18n/translators.h"
#include "mainwindow.h"
#include "models/leaderboardmodel.h"
#include "pages/leaderboardpage.h"
#include "recentclubs.h"
#include "settingskeys.h"
#include "store/dberror.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace {

/** The club to open: the one named (a file, or a server's address), else the last one, else what the welcome dialog
 *  chooses (the demo club for the self-test). Null when the user closes the welcome dialog; throws DbError when the
 *  club cannot be opened. */
std::unique_ptr<podium::Club> openClub(const QString &named, bool selfTest)
{
    using podium::store::ClubLocation;
    ClubLocation club = named.isEmpty()
        ? ClubLocation::fromString(QSettings().value(podium::ui::settingsKey::lastClub()).toString())
        : ClubLocation::parse(named);
    if (club.isEmpty() || (club.isFile() && !QFile::exists(club.path()))) {
        if (selfTest) {
            club = ClubLocation::file(podium::ui::WelcomeDialog::demoClubPath());
        } else {
            podium::ui::WelcomeDialog welcome;
            if (welcome.exec() != QDialog::Accepted)
                return nullptr;
            club = ClubLocation::file(welcome.path());
        }
    }
    // Absolute: the settings outlive the working directory this start had (L10 of the reliability review).
    club = club.absolute();
    auto opened = podium::Club::open(club);
    podium::ui::rememberClub(club);
    return opened;
}

/** An exception that reached the event loop (a bug; reading the club is handled where it happens): said on
 *  stderr, and, for the organiser, in a window that does not block; the self-test stops with status 2. */
class Application : public QApplication
{
public:
    using QApplication::QApplication;
    bool selfTest = false;

    bool notify(QObject *receiver, QEvent *event) override
    {
        try {
            return QApplication::notify(receiver, event);
        } catch (const std::exception &error) {
            report(QString::fromLocal8Bit(error.what()));
        } catch (...) {
            report(QStringLiteral("unknown error"));
        }
        return false;
    }

private:
    void report(const QString &message)
    {
        std::fprintf(stderr, "podium: %s\n", qPrintable(message));
        if (selfTest) {
            QApplication::exit(2);
            return;
        }
        auto *box = new QMessageBox(QMessageBox::Warning, QStringLiteral("Podium"), message);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
};

/** --self-test: once the window shows its first leaderboard, says what it shows and quits: status 1 when it shows
 *  no players or a leaderboard cannot be shown (each named on stderr), without waiting on anyone. */
void reportAndQuit(podium::ui::MainWindow &window)
{
    auto *poll = new QTimer(&window);
    poll->start(10);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, poll] {
        if (window.checkingLeaderboards()) // the leaderboards not in view are checked one at a time
            return;
        poll->stop();
        const int rows = window.leaderboardPage()->model()->rowCount();
        std::printf("podium self-test: %d players on '%s'; status bar: %s\n", rows,
                    qPrintable(window.leaderboardPage()->leaderboard()),
                    qPrintable(window.statusBar()->currentMessage()));
        const QStringList broken = window.brokenLeaderboards();
        for (const QString &problem : broken)
            std::fprintf(stderr, "podium: leaderboard %s\n", qPrintable(problem));
        QApplication::exit(rows > 0 && broken.isEmpty() ? 0 : 1);
    });
}

/** The command line's options; the self-test's is returned. */
QCommandLineOption describeOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QApplication::translate("main", "Leaderboards and tournaments for clubs and LAN parties."));
    parser.addHelpOption();
    parser.addVersionOption();
    // Optional: without a club Podium opens the last one, or offers to create one.
    parser.addPositionalArgument(QStringLiteral("club"),
                                 QApplication::translate("main", "The club database to open (.podium)."),
                                 QStringLiteral("[club]"));
    QCommandLineOption selfTest(
        QStringLiteral("self-test"),
        QApplication::translate("main", "Open the club, show its first leaderboard, and quit."));
    parser.addOption(selfTest);
    return selfTest;
}

/** Whether the command line asks only for the help or the version, which print and quit. They must work without
 *  a display, where QApplication cannot start: help2man runs them on a build machine to write the man page. */
bool onlyPrints(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("Podium"));
    QCoreApplication::setOrganizationName(QStringLiteral("Podium"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PODIUM_VERSION));
}

/** The icon drawn for Podium (resources/podium.svg), rendered at each size at build time. */
QIcon podiumIcon()
{
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/podium-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace

int main(int argc, char *argv[])
{
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        podium::i18n::installTranslators(QSettings().value(podium::ui::settingsKey::language()).toString());
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app); // prints and exits, or says what is wrong with the rest of the line and exits
        return 0;
    }
    Application app(argc, argv);
    setIdentity();
    // An earlier Podium's demo club moves from ~/.local/share/Podium/Podium to ~/.local/share/podium, once (U5).
    podium::ui::moveOldDataFolder();
    // The desktop file and the icon installed under this id (resources/CMakeLists.txt): what a Wayland compositor
    // and the task bar match the window with.
    QGuiApplication::setDesktopFileName(QStringLiteral(PODIUM_APP_ID));
    QApplication::setWindowIcon(podiumIcon());
    // The system's language, unless View › Language chose another.
    podium::i18n::installTranslators(QSettings().value(podium::ui::settingsKey::language()).toString());

    // Light or dark as the organiser chose last time; the system's own look by default.
    podium::ui::applyAppearance(podium::ui::savedAppearance());

    QCommandLineParser parser;
    const QCommandLineOption selfTest = describeOptions(parser);
    parser.process(app);
    app.selfTest = parser.isSet(selfTest);

    std::unique_ptr<podium::ui::MainWindow> window;
    try {
        auto club = openClub(parser.positionalArguments().value(0), app.selfTest);
        if (!club)
            return 0;
        window = std::make_unique<podium::ui::MainWindow>(std::move(club));
    } catch (const std::exception &error) {
        const auto *dbError = dynamic_cast<const podium::store::DbError *>(&error);
        const QString message = dbError ? dbError->message() : QString::fromLocal8Bit(error.what());
        std::fprintf(stderr, "podium: %s\n", qPrintable(message));
        if (!app.selfTest) // the self-test never waits on a dialog (L10)
            QMessageBox::critical(nullptr, QStringLiteral("Podium"), message);
        return 2;
    }
    window->show();
    if (app.selfTest)
        reportAndQuit(*window);
    return app.exec();
}
