// podium: the desktop app. `podium FILE.podium` opens that club; without one, the last club, or the demo.
#include "appearance.h"
#include "club/club.h"
#include "store/dberror.h"
#include "dialogs/welcomedialog.h"
#include "mainwindow.h"
#include "settingskeys.h"
#include "models/leaderboardmodel.h"
#include "pages/leaderboardpage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Podium"));
    QApplication::setOrganizationName(QStringLiteral("Podium"));
    QApplication::setApplicationVersion(QStringLiteral(PODIUM_VERSION));

    // Podium's own strings and Qt's, in the user's language when there is a translation.
    QTranslator qtTranslator, podiumTranslator, englishTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    // English underneath, whose file holds only the plural forms ("1 game", "2 games"); the user's language on
    // top, where Qt looks first, so that a string not yet translated still reads well.
    if (englishTranslator.load(QStringLiteral("podium_en"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&englishTranslator);
    if (podiumTranslator.load(QLocale(), QStringLiteral("podium"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        && podiumTranslator.language() != QLatin1String("en"))
        QApplication::installTranslator(&podiumTranslator);

    // Light or dark as the organiser chose last time; the system's own look by default.
    podium::ui::applyAppearance(podium::ui::savedAppearance());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Leaderboards and tournaments for clubs and LAN parties."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("club"),
                                 QApplication::translate("main", "The club database to open (.podium)."));
    const QCommandLineOption selfTest(
        QStringLiteral("self-test"),
        QApplication::translate("main", "Open the club, show its first leaderboard, and quit."));
    parser.addOption(selfTest);
    parser.process(app);

    std::unique_ptr<podium::Club> club;
    try {
        QString path = parser.positionalArguments().value(0);
        if (path.isEmpty())
            path = QSettings().value(podium::ui::settingsKey::lastClub()).toString();
        if (path.isEmpty() || !QFile::exists(path)) {
            if (parser.isSet(selfTest)) {
                path = podium::ui::WelcomeDialog::demoClubPath();
            } else {
                podium::ui::WelcomeDialog welcome;
                if (welcome.exec() != QDialog::Accepted)
                    return 0;
                path = welcome.path();
            }
        }
        club = podium::Club::open(path);
        QSettings().setValue(podium::ui::settingsKey::lastClub(), path);
    } catch (const podium::db::DbError &error) {
        if (parser.isSet(selfTest)) {
            std::fprintf(stderr, "podium: %s\n", qPrintable(error.message()));
            return 2;
        }
        QMessageBox::critical(nullptr, QStringLiteral("Podium"), error.message());
        return 2;
    }

    podium::ui::MainWindow window(std::move(club));
    window.show();
    if (parser.isSet(selfTest)) {
        QTimer::singleShot(0, &window, [&window] {
            const int rows = window.leaderboardPage()->model()->rowCount();
            std::printf("podium self-test: %d players on '%s'; status bar: %s\n", rows,
                        qPrintable(window.leaderboardPage()->leaderboard()),
                        qPrintable(window.statusBar()->currentMessage()));
            QApplication::exit(rows > 0 ? 0 : 1);
        });
    }
    return app.exec();
}
