// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Issue 14: a German, French or Spanish desktop shows Podium in that language. The window is opened with each
// translation installed, as the app does at start, and a sample of what each page shows is read off the widgets.
#include "i18n/translators.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollBar>
#include <QTableView>

using namespace podium;
using namespace podium::test;

namespace {

/** The visible texts of a page's buttons, its line edits' placeholders and its tables' column headers. */
QStringList textsOf(QWidget *page)
{
    QStringList texts;
    for (const QAbstractButton *button : page->findChildren<QAbstractButton *>())
        texts.append(button->text());
    for (const QLineEdit *edit : page->findChildren<QLineEdit *>())
        texts.append(edit->placeholderText());
    for (const QTableView *table : page->findChildren<QTableView *>()) {
        const QAbstractItemModel *model = table->model();
        for (int c = 0; model && c < model->columnCount(); ++c)
            texts.append(model->headerData(c, Qt::Horizontal).toString());
    }
    return texts;
}

/** Texts as this file writes them, in UTF-8. */
QStringList utf8(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

} // namespace

class TestLanguages : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void cleanup()
    {
        m_window.reset();
        i18n::installTranslators(QStringLiteral("en"));
    }
    void everyPageInTheLanguage_data();
    void everyPageInTheLanguage();
};

void TestLanguages::everyPageInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QStringList>("pages");
    // One text of each page: the leaderboard's Player column and filter, the game log's Date column, the Players
    // page's Add button, Head to Head's Compare, the Events page's New Event, the Pairings page's Suggest and the
    // Compare page's Run.
    QTest::addColumn<QStringList>("onPages");
    QTest::addColumn<QString>("status"); // the leaderboard's line in the status bar, with the language's plural
    QTest::newRow("German") << QStringLiteral(
        "de") << utf8({"&Datei", "&Bearbeiten", "&Ansicht", "&Ergebnisse", "Rang&listen", "Teilen", "&Hilfe"})
                            << utf8({"&Rangliste", "&Spiele", "S&pieler", "Direktvergleich", "Tur&niere", "Paarun&gen",
                                     "Wertungsvergleich"})
                            << utf8({"Spieler", "Datum", "Spieler h&inzufügen…", "Verglei&chen", "Neues &Turnier…",
                                     "&Vorschlagen", "A&usführen"})
                            << QStringLiteral("Karts: 3 Spieler");
    QTest::newRow("French")
        << QStringLiteral("fr")
        << utf8({"&Fichier", "É&dition", "&Affichage", "&Résultats", "C&lassements", "Partager", "Aid&e"})
        << utf8({"&Classement", "&Parties", "&Joueurs", "Face-à-face", "&Tournois", "Appar&iements", "Comparaison"})
        << utf8({"Joueur", "Date", "&Ajouter un joueur…", "&Comparer", "&Nouveau tournoi…", "&Proposer", "E&xécuter"})
        << QString::fromUtf8("Karts\u00a0: 3 joueurs");
    QTest::newRow("Spanish") << QStringLiteral(
        "es") << utf8({"&Archivo", "&Editar", "&Ver", "&Resultados", "Clasi&ficaciones", "Compartir", "A&yuda"})
                             << utf8({"C&lasificación", "&Partidas", "&Jugadores", "Cara a cara", "&Torneos",
                                      "E&mparejamientos", "Comparación"})
                             << utf8({"Jugador", "Fecha", "&Añadir jugador…", "&Comparar", "&Nuevo torneo…", "&Sugerir",
                                      "Eje&cutar"})
                             << QStringLiteral("Karts: 3 jugadores");
}

void TestLanguages::everyPageInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    QFETCH(QStringList, pages);
    QFETCH(QStringList, onPages);
    QFETCH(QString, status);
    i18n::installTranslators(language);
    openKartsClub();
    QStringList shownMenus;
    for (const QAction *menu : m_window->menuBar()->actions())
        shownMenus.append(menu->text());
    QCOMPARE(shownMenus, menus);
    auto *tabs = m_window->findChild<QTabWidget *>();
    QStringList shownPages;
    for (int i = 0; i < tabs->count(); ++i)
        shownPages.append(tabs->tabText(i));
    QCOMPARE(shownPages, pages);
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        const QStringList shown = textsOf(tabs->widget(i));
        QVERIFY2(shown.contains(onPages[i]),
                 qPrintable(
                     QStringLiteral("%1 page: no '%2' in %3").arg(pages[i], onPages[i], shown.join(QLatin1Char('|')))));
        // And nothing of the sample in English.
        for (const char *english : {"&Add Player…", "&Compare", "&New Event…", "S&uggest", "Filter by name", "R&un"})
            QVERIFY2(!shown.contains(QString::fromUtf8(english)), english);
    }
    QCOMPARE(m_window->statusBar()->currentMessage(), status);
    // On a 1280x800 screen (a window of 1200x760) the standings' longer headers all fit beside the chart: no
    // column is hidden behind a scroll bar, and the names are not cut.
    tabs->setCurrentWidget(m_window->leaderboardPage());
    m_window->resize(1200, 760);
    QTest::qWait(50);
    QTableView *table = m_window->leaderboardPage()->table();
    QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
    QVERIFY(table->columnWidth(ui::LeaderboardModel::Player)
            >= table->horizontalHeader()->sectionSizeHint(ui::LeaderboardModel::Player));
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
