// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The result dialog as an organiser types into it: what it asks before saving (scores that disagree, names that are
// a slip from a member's, a player entered twice), the keyboard's path through it, and room for every name.
#include "windowfixture.h"

#include <QCompleter>
#include <QDateTimeEdit>
#include <QScrollBar>

using namespace podium;
using namespace podium::test;

namespace {

/** Answers the next message box with the button that answer picks, once it is open; what it said is kept. */
class BoxAnswerer : public QObject
{
public:
    explicit BoxAnswerer(std::function<QAbstractButton *(QMessageBox *)> answer)
        : m_answer(std::move(answer))
    {
        connect(&m_poll, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            m_poll.stop();
            text = box->text();
            defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
            for (QAbstractButton *button : box->buttons())
                buttons.append(button->text());
            m_answer(box)->click();
        });
        m_poll.start(5);
    }

    QString text;
    QString defaultButton;
    QStringList buttons;

private:
    std::function<QAbstractButton *(QMessageBox *)> m_answer;
    QTimer m_poll;
};

QAbstractButton *buttonNamed(QMessageBox *box, const QString &text)
{
    for (QAbstractButton *button : box->buttons()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

} // namespace

class TestResultDialog : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init();
    void cleanup();
    void scoresThatContradictTheResultAreQuestioned();
    void aSlipOfTheKeysOffersTheMember();
    void aPlayerTwiceIsRefusedBeforeAnyQuestion();
    void anInvisibleCharacterIsSaidInline();
    void tabFollowsTheLayoutAndAddsRows();
    void everyButtonHasItsOwnMnemonic();
    void eightPlayersAndTeamNamesFit();
    void aTeamsPlayersShareItsPlace();
    void minutesShowTheirPartialPlayWeight();

private:
    ui::ResultDialog *open(history::GameKind kind);

    std::vector<club::GameInput> m_saved;
    std::unique_ptr<ui::ResultDialog> m_dialog;
};

void TestResultDialog::init()
{
    openKartsClub();
    m_saved.clear();
}

void TestResultDialog::cleanup()
{
    m_dialog.reset();
    m_window.reset();
}

ui::ResultDialog *TestResultDialog::open(history::GameKind kind)
{
    m_dialog = std::make_unique<ui::ResultDialog>(
        m_window->database(), [this](const club::GameInput &game) { m_saved.push_back(game); }, nullptr);
    m_dialog->kind()->setCurrentIndex(m_dialog->kind()->findData(int(kind)));
    m_dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
    m_dialog->show();
    [&] { QVERIFY(QTest::qWaitForWindowExposed(m_dialog.get())); }();
    return m_dialog.get();
}

void TestResultDialog::scoresThatContradictTheResultAreQuestioned()
{
    // C2: "Second player won" while the scores say Ann 20, Bob 15.
    ui::ResultDialog *dialog = open(history::GameKind::HeadToHead);
    QTableWidget *table = dialog->participants();
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("Bob"), 2);
    table->item(0, ui::ResultDialog::ScoreColumn)->setText(QStringLiteral("20"));
    table->item(1, ui::ResultDialog::ScoreColumn)->setText(QStringLiteral("15"));
    dialog->findChild<QComboBox *>(QStringLiteral("duelResult"))->setCurrentIndex(1); // second player won
    {
        BoxAnswerer goBack([](QMessageBox *box) { return box->defaultButton(); });
        dialog->save();
        QCOMPARE(goBack.text, QStringLiteral("The scores say Ann won (20 to 15), but the result says Bob won."));
        QCOMPARE(goBack.defaultButton, QStringLiteral("&Go back"));
    }
    QVERIFY(m_saved.empty());
    QVERIFY(dialog->isVisible());
    {
        BoxAnswerer saveAnyway([](QMessageBox *box) { return box->button(QMessageBox::Yes); });
        dialog->save();
    }
    QCOMPARE(m_saved.size(), std::size_t(1));
    QCOMPARE(m_saved[0].participants[0].rank, 2); // as the organiser said
}

void TestResultDialog::aSlipOfTheKeysOffersTheMember()
{
    // C3: "Cidd" is one slip from the club's Cid: the question names him, and Enter (the default) goes back.
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    QTableWidget *table = dialog->participants();
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("Cidd"), 2);
    setRow(table, 2, QStringLiteral("Zed"), 3);
    {
        BoxAnswerer enter([](QMessageBox *box) { return box->defaultButton(); });
        dialog->save();
        QCOMPARE(enter.text, QStringLiteral("Not in the club yet: Cidd (did you mean Cid?), Zed."));
        QCOMPARE(enter.defaultButton, QStringLiteral("&Go back"));
        QVERIFY(enter.buttons.contains(QStringLiteral("&Use Cid")));
    }
    QVERIFY(m_saved.empty());
    {
        BoxAnswerer use([](QMessageBox *box) { return buttonNamed(box, QStringLiteral("&Use Cid")); });
        dialog->save();
    }
    QCOMPARE(m_saved.size(), std::size_t(1));
    QCOMPARE(m_saved[0].participants[1].player, QStringLiteral("Cid"));
    QCOMPARE(m_saved[0].participants[2].player, QStringLiteral("Zed")); // Zed is new, as the organiser agreed
    QCOMPARE(table->item(1, ui::ResultDialog::PlayerColumn)->text(), QStringLiteral("Cid"));
}

void TestResultDialog::aPlayerTwiceIsRefusedBeforeAnyQuestion()
{
    // C3: the duplicate came only after "add these new players?", and the question then came again.
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    QTableWidget *table = dialog->participants();
    setRow(table, 0, QStringLiteral("Newcomer"), 1);
    setRow(table, 1, QStringLiteral("Ann"), 2);
    setRow(table, 2, QStringLiteral("ann"), 3);
    BoxAnswerer never([](QMessageBox *box) { return box->defaultButton(); });
    dialog->save();
    QCOMPARE(dialog->error(), QStringLiteral("Not saved: 'ann' is in this game twice"));
    QCOMPARE(never.text, QString()); // nothing was asked
    QVERIFY(m_saved.empty());
}

// L6 of the reliability review: a name that prints backwards is refused in the dialog's banner, by core's rule.
void TestResultDialog::anInvisibleCharacterIsSaidInline()
{
    ui::ResultDialog *dialog = open(history::GameKind::HeadToHead);
    QTableWidget *table = dialog->participants();
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("naJ") + QChar(0x202E), 2);
    BoxAnswerer never([](QMessageBox *box) { return box->defaultButton(); });
    dialog->save();
    QCOMPARE(dialog->error(),
             QStringLiteral("Not saved: row 2: contains the invisible format character U+202E "
                            "RIGHT-TO-LEFT OVERRIDE at character 4; a name must read as it looks"));
    QCOMPARE(never.text, QString());
    QVERIFY(m_saved.empty());
}

void TestResultDialog::tabFollowsTheLayoutAndAddsRows()
{
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    // C4: Kind, Discipline, When (one stop, not six), Result (head to head only), Notes, then the table, as drawn.
    const auto tabPath = [dialog](int steps) {
        dialog->kind()->setFocus();
        QStringList path;
        for (int i = 0; i < steps; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *at = QApplication::focusWidget();
            while (at && at->parentWidget() != dialog && at->parentWidget())
                at = at->parentWidget(); // the discipline's line edit is its combo box's
            path.append(at == dialog->participants()
                            ? QStringLiteral("table")
                            : QString::fromLatin1(at ? at->metaObject()->className() : "none"));
        }
        return path;
    };
    QCOMPARE(tabPath(4),
             QStringList({QStringLiteral("QComboBox"), QStringLiteral("QDateTimeEdit"), QStringLiteral("QLineEdit"),
                          QStringLiteral("table")}));
    dialog->kind()->setCurrentIndex(dialog->kind()->findData(int(history::GameKind::HeadToHead)));
    QCOMPARE(tabPath(5),
             QStringList({QStringLiteral("QComboBox"), QStringLiteral("QDateTimeEdit"), QStringLiteral("QComboBox"),
                          QStringLiteral("QLineEdit"), QStringLiteral("table")}));
    dialog->kind()->setCurrentIndex(dialog->kind()->findData(int(history::GameKind::FreeForAll)));
    // Tab from the last cell of the last row adds a row in a free-for-all, ready for a name.
    QTableWidget *table = dialog->participants();
    QCOMPARE(table->rowCount(), 2);
    table->setCurrentCell(1, ui::ResultDialog::GuestColumn);
    QTest::keyClick(table, Qt::Key_Tab);
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->currentRow(), 2);
    QCOMPARE(table->currentColumn(), int(ui::ResultDialog::PlayerColumn));
    QCOMPARE(table->item(2, ui::ResultDialog::PlaceColumn)->text(), QStringLiteral("3"));
    // A head-to-head game keeps its two rows.
    dialog->kind()->setCurrentIndex(dialog->kind()->findData(int(history::GameKind::HeadToHead)));
    table->setRowCount(2);
    table->setCurrentCell(1, ui::ResultDialog::GuestColumn);
    QTest::keyClick(table, Qt::Key_Tab);
    QCOMPARE(table->rowCount(), 2);
}

void TestResultDialog::everyButtonHasItsOwnMnemonic()
{
    // C4: Save had no Alt key; labels and buttons of one dialog must not share one.
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    QMap<QChar, QStringList> owners;
    const auto note = [&](const QString &text) {
        const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        if (at >= 0)
            owners[text.at(at + 1).toLower()].append(text);
        return at >= 0;
    };
    for (QPushButton *button : dialog->findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("Cancel"))
            continue; // Escape
        QVERIFY2(note(button->text()), qPrintable(button->text()));
    }
    for (QLabel *label : dialog->findChildren<QLabel *>()) {
        if (label->buddy())
            note(label->text());
    }
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        QVERIFY2(it.value().size() == 1, qPrintable(it.value().join(QStringLiteral(" / "))));
    QVERIFY(owners.contains(QLatin1Char('s'))); // &Save
}

void TestResultDialog::eightPlayersAndTeamNamesFit()
{
    // U2: eight drivers without scrolling; U1: in team mode the names are not squeezed to "Al…".
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    dialog->resize(dialog->minimumSizeHint());
    QTableWidget *table = dialog->participants();
    for (int row = 0; row < 8; ++row)
        setRow(table, row, QStringLiteral("Driver %1").arg(row + 1), row + 1);
    QTest::qWait(0);
    QVERIFY(!table->verticalScrollBar()->isVisible());
    QVERIFY2(dialog->minimumSizeHint().height() <= 760,
             qPrintable(QString::number(dialog->minimumSizeHint().height())));
    dialog->kind()->setCurrentIndex(dialog->kind()->findData(int(history::GameKind::Team)));
    QTest::qWait(0);
    const int nameWidth = table->columnWidth(ui::ResultDialog::PlayerColumn);
    const int needed = table->fontMetrics().horizontalAdvance(QStringLiteral("Alexandra Smith"));
    QVERIFY2(nameWidth >= needed, qPrintable(QStringLiteral("%1 < %2").arg(nameWidth).arg(needed)));
    // The completer knows a player added earlier in the same sitting (C4).
    setRow(table, 0, QStringLiteral("Nadia"), 1);
    table->item(0, ui::ResultDialog::TeamColumn)->setText(QStringLiteral("Red"));
    setRow(table, 1, QStringLiteral("Ann"), 2);
    table->item(1, ui::ResultDialog::TeamColumn)->setText(QStringLiteral("Blue"));
    for (int row = table->rowCount() - 1; row >= 2; --row)
        table->removeRow(row);
    {
        BoxAnswerer add([](QMessageBox *box) { return box->button(QMessageBox::Yes); });
        dialog->saveAndNew();
    }
    QCOMPARE(m_saved.size(), std::size_t(1));
    table->setCurrentCell(0, ui::ResultDialog::PlayerColumn);
    table->editItem(table->item(0, ui::ResultDialog::PlayerColumn));
    auto *editor = table->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor && editor->completer());
    editor->completer()->setCompletionPrefix(QStringLiteral("nad"));
    QCOMPARE(editor->completer()->currentCompletion(), QStringLiteral("Nadia"));
}

void TestResultDialog::aTeamsPlayersShareItsPlace()
{
    // Typing the teams numbers the places by team (Red's players 1, Blue's 2), not 1 to 6 by row.
    ui::ResultDialog *dialog = open(history::GameKind::Team);
    QTableWidget *table = dialog->participants();
    const QStringList teams {QStringLiteral("Red"), QStringLiteral("Blue"), QStringLiteral("red"),
                             QStringLiteral("Blue")};
    for (int row = 0; row < teams.size(); ++row) {
        setRow(table, row, QStringLiteral("P%1").arg(row), row + 1);
        table->item(row, ui::ResultDialog::TeamColumn)->setText(teams[row]);
    }
    QStringList places;
    for (int row = 0; row < table->rowCount(); ++row)
        places.append(table->item(row, ui::ResultDialog::PlaceColumn)->text());
    QCOMPARE(places, QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("2")}));
    // C3 of the walkthrough of 28 November: a place typed for one player is the team's.
    table->item(0, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("2"));
    table->item(1, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("1"));
    QCOMPARE(table->item(2, ui::ResultDialog::PlaceColumn)->text(), QStringLiteral("2")); // P2 of red
    QCOMPARE(table->item(3, ui::ResultDialog::PlaceColumn)->text(), QStringLiteral("1")); // P3 of Blue
    // The errors speak of the players and their places, not of "participant 2" and "rank".
    dialog->discipline()->setCurrentText(QStringLiteral("Karts"));
    {
        const QSignalBlocker quiet(table); // two places for one team, as an edit elsewhere could leave them
        table->item(2, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("3"));
    }
    dialog->save();
    QCOMPARE(dialog->error(),
             QStringLiteral("Not saved: P0 and P2 are both in Red but have the places 2 and 3: a team "
                            "has one place"));
    table->item(1, ui::ResultDialog::PlaceColumn)->setText(QStringLiteral("first"));
    dialog->save();
    QCOMPARE(dialog->error(), QStringLiteral("Not saved: P1: the place must be a whole number from 1"));
    QVERIFY(m_saved.empty());
    // A stored game where Blue (listed second) won keeps its places when it is opened.
    club::GameInput stored;
    stored.kind = history::GameKind::Team;
    stored.discipline = QStringLiteral("Karts");
    stored.date = QStringLiteral("2024-03-05T20:00:00");
    stored.participants = {{QStringLiteral("Ann"), QStringLiteral("Red"), 2, std::nan(""), std::nan(""), true},
                           {QStringLiteral("Bob"), QStringLiteral("Blue"), 1, std::nan(""), std::nan(""), true}};
    dialog->setGame(stored);
    QCOMPARE(dialog->game().participants[0].rank, 2);
    QCOMPARE(dialog->game().participants[1].rank, 1);
}

void TestResultDialog::minutesShowTheirPartialPlayWeight()
{
    // Issue 13: with a TrueSkill leaderboard of partial play from minutes, the Weight column beside the Minutes says
    // how much each player counts: their minutes over the longest. Without one, there is no such column.
    ui::ResultDialog *plain = open(history::GameKind::FreeForAll);
    QVERIFY(plain->participants()->isColumnHidden(ui::ResultDialog::WeightColumn));
    m_dialog.reset();
    club::Leaderboards(m_window->database()).setParams(QStringLiteral("Karts"), {{"partial_play", "minutes"}});
    ui::ResultDialog *dialog = open(history::GameKind::FreeForAll);
    QTableWidget *table = dialog->participants();
    QVERIFY(!table->isColumnHidden(ui::ResultDialog::WeightColumn));
    const auto labels = dialog->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel *label) {
        return label->text().contains(
            QStringLiteral("Karts weighs each player by their minutes over the longest (TrueSkill's partial play)"));
    }));
    setRow(table, 0, QStringLiteral("Ann"), 1);
    setRow(table, 1, QStringLiteral("Bob"), 2);
    table->item(0, ui::ResultDialog::MinutesColumn)->setText(QStringLiteral("20"));
    table->item(1, ui::ResultDialog::MinutesColumn)->setText(QStringLiteral("5"));
    QCOMPARE(table->item(0, ui::ResultDialog::WeightColumn)->text(), QLocale().toString(1.0, 'f', 2));
    QCOMPARE(table->item(1, ui::ResultDialog::WeightColumn)->text(), QLocale().toString(0.25, 'f', 2));
    // Worked out, not typed: the cell takes no edits and Tab passes over it.
    QVERIFY(!(table->item(1, ui::ResultDialog::WeightColumn)->flags() & Qt::ItemIsEditable));
    table->item(1, ui::ResultDialog::MinutesColumn)->setText(QString()); // no minutes: the whole game
    QCOMPARE(table->item(1, ui::ResultDialog::WeightColumn)->text(), QLocale().toString(1.0, 'f', 2));
}

QTEST_MAIN(TestResultDialog)
#include "tst_resultdialog.moc"
