// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Issue 31, M4 of the desktop review (28 November 2026): a screen reader finds a name on everything a user can work
// with. The review walked the AT-SPI tree with pyatspi and found every table, the filter fields, the charts and the
// Compare page's date fields unnamed (or both named "Games", W7). This walks Qt's own accessibility interfaces, which
// are what the AT-SPI bridge reads, on every page of a club and in the dialogs.
#include "appearance.h"
#include "charts/historyplot.h"
#include "dialogs/eventdialog.h"
#include "dialogs/leaderboarddialog.h"
#include "dialogs/resultdialog.h"
#include "windowfixture.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QChart>
#include <QComboBox>
#include <QDateEdit>
#include <QGraphicsView>
#include <QLineEdit>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

using namespace podium;
using namespace podium::test;

namespace {

/** What a screen reader says a widget is: its accessible name. */
QString accessibleName(QWidget *widget)
{
    QAccessibleInterface *face = QAccessible::queryAccessibleInterface(widget);
    return face ? face->text(QAccessible::Name).trimmed() : QString();
}

/** The widgets of root a user can work with (shown, and not a scroll bar's or a view's own parts) that have no
 *  accessible name, as "Class 'objectName' in where". */
QStringList unnamed(QWidget *root, const QString &where)
{
    QStringList found;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || qobject_cast<QScrollBar *>(widget))
            continue;
        const bool interactive = qobject_cast<QAbstractButton *>(widget) || qobject_cast<QLineEdit *>(widget)
            || qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget)
            || qobject_cast<QAbstractItemView *>(widget) || qobject_cast<QGraphicsView *>(widget);
        // A combo box's own line edit and list, a spin box's line edit, a view's headers, corner button and cell
        // editors are parts of a named whole.
        QWidget *owner = widget->parentWidget();
        const bool part = owner
            && (qobject_cast<QComboBox *>(owner) || qobject_cast<QAbstractSpinBox *>(owner)
                || qobject_cast<QAbstractItemView *>(owner)
                || qobject_cast<QAbstractItemView *>(owner->parentWidget()));
        if (interactive && !part && accessibleName(widget).isEmpty())
            found.append(QStringLiteral("%1 '%2' in %3")
                             .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(), where));
    }
    return found;
}

} // namespace

class TestAccessibility : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        keepSettingsApart();
        QAccessible::setActive(true);
    }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void everyPageNamesWhatItShows();
    void theDialogsNameTheirFields();
    void theCompareDatesAreFromAndTo();
    void tabLeavesEveryTable();
    void theDarkAppearanceReachesWcagContrast();
};

void TestAccessibility::everyPageNamesWhatItShows()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    QStringList problems;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(20);
        problems += unnamed(tabs->widget(i), tabs->tabText(i));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibility::theDialogsNameTheirFields()
{
    const store::Database &db = m_window->database();
    std::vector<std::unique_ptr<QDialog>> dialogs;
    dialogs.push_back(std::make_unique<ui::EventDialog>(db, m_window.get(), [](const club::EventInput &) {}));
    dialogs.push_back(std::make_unique<ui::LeaderboardDialog>(
        db, [](const club::LeaderboardRecord &) {}, m_window.get()));
    dialogs.push_back(std::make_unique<ui::ResultDialog>(
        db, [](const club::GameInput &) {}, m_window.get()));
    QStringList problems;
    for (const auto &dialog : dialogs) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        problems += unnamed(dialog.get(), QString::fromLatin1(dialog->metaObject()->className()));
        dialog->hide();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// W7: the Compare page's two date fields were both "Games" (their group's title).
void TestAccessibility::theCompareDatesAreFromAndTo()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentIndex(tabs->count() - 1);
    QStringList names;
    for (QWidget *date : tabs->currentWidget()->findChildren<QDateEdit *>())
        names.append(accessibleName(date));
    QCOMPARE(names, QStringList({QStringLiteral("From"), QStringLiteral("To")}));
}

// U6: Tab moves on from a table to the next field (the arrow keys move between cells).
void TestAccessibility::tabLeavesEveryTable()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    QStringList trapping;
    for (int i = 0; i < tabs->count(); ++i) {
        for (const QAbstractItemView *view : tabs->widget(i)->findChildren<QAbstractItemView *>()) {
            if (view->tabKeyNavigation() && !view->objectName().isEmpty())
                trapping.append(view->objectName());
        }
    }
    QVERIFY2(trapping.isEmpty(), qPrintable(trapping.join(QStringLiteral(", "))));
}

/** WCAG 2.1's contrast ratio, worked here apart from the app's own function. */
double wcag(const QColor &a, const QColor &b)
{
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const auto luminance = [&](const QColor &c) {
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// U6: in the dark appearance the placeholder text reaches 4.5:1 (it was 4.2:1 on the base) and every player's
// uncertainty band 3:1 against the chart (1.59:1), as WCAG 2.1 asks of text and of graphics.
void TestAccessibility::theDarkAppearanceReachesWcagContrast()
{
    const QPalette dark = ui::darkPalette();
    for (const QPalette::ColorRole ground : {QPalette::Base, QPalette::Window})
        QVERIFY(wcag(dark.color(QPalette::PlaceholderText), dark.color(ground)) >= 4.5);
    QChart chart;
    chart.setTheme(QChart::ChartThemeDark);
    const QColor background = ui::HistoryPlot::lightestBackground(chart);
    QVERIFY(background.lightness() < 100);
    // The dark theme's five players: Okabe & Ito's sky blue, orange, bluish green, reddish purple and vermillion.
    for (const QColor colour :
         {QColor(86, 180, 233), QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167), QColor(213, 94, 0)}) {
        const QColor fill = ui::HistoryPlot::bandFill(colour, background, true);
        const double a = fill.alphaF();
        const QColor shown = QColor::fromRgbF(static_cast<float>(a * colour.redF() + (1 - a) * background.redF()),
                                              static_cast<float>(a * colour.greenF() + (1 - a) * background.greenF()),
                                              static_cast<float>(a * colour.blueF() + (1 - a) * background.blueF()));
        QVERIFY2(wcag(shown, background) >= 3.0, qPrintable(colour.name()));
        QVERIFY2(fill.alpha() < 255, qPrintable(colour.name())); // still a band, not a solid block
    }
    // The light theme keeps its faint bands.
    QCOMPARE(ui::HistoryPlot::bandFill(QColor(0, 114, 178), Qt::white, false).alpha(), 45);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
