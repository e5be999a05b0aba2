// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Every window shortcut the README documents, pressed from every page with the page's own text field (or first
// focusable widget) holding the focus, as an organiser's fingers find them (B7 of the review: Ctrl+E did nothing
// from the filter box).
#include "windowfixture.h"

#include "pages/clubpage.h"

#include <QFileDialog>
#include <QPointer>

using namespace podium;
using namespace podium::test;

class TestShortcuts : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { keepSettingsApart(); }
    void init() { openKartsClub(); }
    void cleanup() { m_window.reset(); }
    void everyShortcutFromEveryPage();

private:
    /** Presses key on whatever has the focus and returns the title of the modal window it opened (closed at
     *  once), empty when none opened. */
    QString dialogOpenedBy(const QKeySequence &key);
    QWidget *focusOnPage(QWidget *page);
};

QString TestShortcuts::dialogOpenedBy(const QKeySequence &key)
{
    QString title;
    bool opened = false;
    QPointer<QTimer> poll = whenModal<QDialog>([&](QDialog *dialog) {
        opened = true;
        title = dialog->windowTitle();
        dialog->reject();
    });
    const QKeyCombination combination = key[0];
    QTest::keyClick(QApplication::focusWidget(), combination.key(), combination.keyboardModifiers());
    QTest::qWait(50); // a dialog's exec() has returned by now, or none is coming
    if (!opened)
        delete poll.data();
    m_window->activateWindow(); // back from the dialog, as a person's window is
    [&] { QVERIFY(QTest::qWaitForWindowActive(m_window.get())); }();
    return title;
}

QWidget *TestShortcuts::focusOnPage(QWidget *page)
{
    QWidget *target = nullptr;
    for (QLineEdit *field : page->findChildren<QLineEdit *>()) {
        if (field->isVisibleTo(page) && field->isEnabled()) {
            target = field;
            break;
        }
    }
    if (!target) {
        for (QWidget *widget : page->findChildren<QWidget *>()) {
            if (widget->isVisibleTo(page) && widget->focusPolicy() != Qt::NoFocus) {
                target = widget;
                break;
            }
        }
    }
    if (target) {
        target->setFocus();
        [&] { QTRY_COMPARE(QApplication::focusWidget(), target); }();
    }
    return target;
}

void TestShortcuts::everyShortcutFromEveryPage()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    auto *pages = m_window->findChild<QTabWidget *>();
    const std::vector<std::pair<QKeySequence, QString>> dialogs {
        {QKeySequence(QStringLiteral("Ctrl+N")), QStringLiteral("New Result")},
        {QKeySequence(QStringLiteral("Ctrl+I")), QStringLiteral("Import Games")},
        {QKeySequence(QStringLiteral("Ctrl+E")), QStringLiteral("Export Standings")},
        {QKeySequence(QStringLiteral("Ctrl+O")), QStringLiteral("Open Club")},
        {QKeySequence(QStringLiteral("Ctrl+Shift+N")), QStringLiteral("New Club")},
    };
    for (int page = 0; page < pages->count(); ++page) {
        // Ctrl+1 ... Ctrl+6 from wherever the focus is.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
        QCOMPARE(pages->currentIndex(), page);
        QWidget *focused = focusOnPage(pages->widget(page));
        QVERIFY2(focused, qPrintable(pages->tabText(page)));
        const QString where = pages->tabText(page) + QStringLiteral(", focus on ")
            + QString::fromLatin1(focused->metaObject()->className());
        for (const auto &[key, title] : dialogs) {
            focusOnPage(pages->widget(page));
            const QString opened = dialogOpenedBy(key);
            // QCOMPARE returns at once on a failure: the page, focus and key go into the message instead.
            QVERIFY2(
                opened == title,
                qPrintable(QStringLiteral("%1, %2: opened '%3', not '%4'").arg(where, key.toString(), opened, title)));
        }
        // Ctrl+F puts the focus in the page's find field, where it has one: every page with a list to filter, and
        // Head to Head (its first name).
        focusOnPage(pages->widget(page));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F, Qt::ControlModifier);
        const auto *clubPage = dynamic_cast<const ui::ClubPage *>(pages->widget(page));
        QVERIFY2(clubPage, qPrintable(where));
        QLineEdit *find = clubPage->findField();
        QCOMPARE(find != nullptr, page != 4 && page != 6); // the Events and Compare pages have none
        if (find)
            QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(find));
    }
    // Undo and redo from a text field: a change made, Ctrl+Z takes it back, Ctrl+Shift+Z brings it again. The
    // field keeps them while it has typing of its own to take back.
    Club &club = m_window->club();
    club.run(std::make_unique<commands::AddPlayer>(club, QStringLiteral("Zoe")));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier);
    focusOnPage(pages->widget(0));
    QCOMPARE(m_window->undoStack()->count(), 1);
    auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(field);
    QTest::keyClicks(field, QStringLiteral("An"));
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier); // the field's typing first
    QCOMPARE(field->text(), QString());
    QCOMPARE(m_window->undoStack()->index(), 1);
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier); // then the club's change
    QCOMPARE(m_window->undoStack()->index(), 0);
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // the field's typing again
    QCOMPARE(field->text(), QStringLiteral("An"));
    QCOMPARE(m_window->undoStack()->index(), 0);
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // then the club's change
    QCOMPARE(m_window->undoStack()->index(), 1);
    // Ctrl+Q closes the window.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Q, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->isVisible());
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
